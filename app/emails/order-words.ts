/**
 * What each of an order's e-mails says, in Turkish, as data: the heading, the opening sentence,
 * the facts in the panel, the button, the notes. Both parts of the e-mail print these (the HTML in
 * order-emails.tsx, the plain text in order-text.ts), so they never say different things.
 * Pure: from the order's view (order-view.ts) and what the composer adds (the invoice, the files).
 */
import { stepDescription } from "#app/domain/fulfilment/messages";
import { E_ARSIV_NOTE, type Invoice } from "#app/domain/invoices/invoice.server";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { formatMoney } from "#app/lib/money";
import { clip, type InfoBlock, type OrderView } from "./order-view";

/** The kinds with a template of their own (notifications/kinds.ts); every other kind gets the generic one. */
export const ORDER_EMAIL_KINDS = ["order.confirmation", "order.shipped", "order.delivered", "order.notDelivered", "order.invoice"] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];
export const isOrderEmailKind = (kind: string): kind is OrderEmailKind => (ORDER_EMAIL_KINDS as readonly string[]).includes(kind);

/** What the composer gives a template besides the order. */
export type OrderEmailExtra = {
  /** The files attached to the e-mail (their names, as the buyer sees them). */
  attachments?: string[];
  /** The invoice of an 'order.invoice' e-mail. */
  invoice?: Invoice | null;
  /** The status code the message was recorded for (an undelivered parcel's reason). */
  statusCode?: number;
};

export type Words = {
  preview: string;
  /** The heading's mark: done, waiting for the buyer, or gone wrong. */
  mood: "ok" | "wait" | "problem";
  title: string;
  lead: string;
  facts: [string, string][];
  action: { label: string; href: string };
  /** The progress steps to draw (0…3), or null. */
  steps: number | null;
  /** A panel that asks something of the buyer (a transfer to make, a parcel not delivered). */
  ask: InfoBlock | null;
  /** Panels to keep (attachments, returns), each a title and its lines; a line may carry a link. */
  notes: { title: string; lines: string[]; link?: { label: string; href: string } }[];
  /** Small print at the end. */
  small: string[];
};

const greet = (order: OrderSummary) => {
  const name = clip(order.billingAddress?.personName ?? order.deliveryAddress?.personName ?? "", 80);
  return name ? `Merhaba ${name},` : "Merhaba,";
};

const CONTRACT_FILES = "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi";

function confirmation(order: OrderSummary, view: OrderView, extra: OrderEmailExtra): Words {
  const cancelled = order.status === "cancelled";
  const next = cancelled
    ? "Bu sipariş iptal edildi. Ödemesi alındıysa tutarı ödediğiniz yönteme iade edilir."
    : order.status === "awaitingTransfer"
      ? "Siparişiniz, ödemeniz hesabımıza ulaştığında hazırlanmaya başlar."
      : order.fulfilment === "email"
        ? "Hediye kartı kodu ayrı bir e-posta ile gönderilir; kargo ile gönderilecek bir ürün yok."
        : order.fulfilment === "pickup"
          ? "Siparişiniz seçtiğiniz mağazaya gönderilecek."
          : "Siparişiniz hazırlanmaya başlandı; kargoya verildiğinde size SMS ve e-posta ile haber vereceğiz.";
  const contracts = (extra.attachments ?? []).length > 0;
  return {
    preview: `Sipariş No ${view.orderNumber}: ${view.units} ürün, Genel Toplam ${view.grandTotal}`,
    mood: cancelled ? "problem" : order.status === "awaitingTransfer" ? "wait" : "ok",
    title: cancelled ? "Siparişiniz iptal edildi" : "Siparişiniz alındı!",
    lead: `${greet(order)} Minik Dünya'yı tercih ettiğiniz için teşekkür ederiz. ${next}`,
    facts: [
      ["Sipariş No", view.orderNumber],
      ["Sipariş Tarihi", view.dateText],
    ],
    action: { label: "Siparişimi Görüntüle", href: view.orderUrl },
    steps: null,
    ask: view.transfer && {
      title: view.transfer.title,
      lines: [
        `Lütfen ${view.grandTotal} tutarını aşağıdaki hesaba, açıklama alanına sipariş numaranızı yazarak gönderiniz.`,
        ...view.transfer.lines,
      ],
    },
    notes: contracts
      ? [
          {
            title: "Sözleşmeleriniz ekte",
            lines: [`${CONTRACT_FILES} bu e-postanın ekinde PDF olarak yer alır. Lütfen bir kopyasını saklayınız.`],
          },
        ]
      : [],
    small: [],
  };
}

function shipped(order: OrderSummary, view: OrderView): Words {
  const pickup = order.fulfilment === "pickup";
  return {
    preview: view.trackingCode
      ? `${view.carrier ?? "Kargo"} takip numarası: ${view.trackingCode}`
      : `Sipariş No ${view.orderNumber} yola çıktı`,
    mood: "ok",
    title: "Siparişiniz kargoya verildi",
    lead: pickup
      ? `${greet(order)} ${view.orderNumber} numaralı siparişiniz, teslim alacağınız mağazaya gönderilmek üzere kargoya verildi.`
      : `${greet(order)} ${view.orderNumber} numaralı siparişiniz yola çıktı. Kargonuzu sipariş sayfanızdan adım adım izleyebilirsiniz.`,
    facts: [
      ["Kargo Firması", view.carrier ?? "Kargo"],
      ["Takip Numarası", view.trackingCode ?? "Henüz verilmedi"],
    ],
    action: { label: "Kargomu Takip Et", href: view.orderUrl },
    steps: 2,
    ask: null,
    notes: [],
    small: ["e-Arşiv faturanız ayrı bir e-posta ile gönderildi."],
  };
}

function delivered(order: OrderSummary, view: OrderView): Words {
  const returns: Words["notes"] =
    view.returnUrl && order.returnOpen
      ? [
          {
            title: "İade hakkınız",
            lines: [
              order.returnUntilText
                ? `Ürünlerinizi ${order.returnUntilText} tarihine kadar iade edebilirsiniz.`
                : "Ürünlerinizi teslimattan itibaren 14 gün içinde iade edebilirsiniz.",
            ],
            link: { label: "İade Talebi Oluştur", href: view.returnUrl },
          },
        ]
      : view.returnUrl
        ? []
        : [
            {
              title: "İade hakkınız",
              lines: ["Teslimattan itibaren 14 gün içinde cayma hakkınızı kullanabilirsiniz; iade için bize ulaşmanız yeterli."],
              link: { label: "Bize Ulaşın", href: view.contactUrl },
            },
          ];
  return {
    preview: `Sipariş No ${view.orderNumber} teslim edildi. Ürünlerinizi değerlendirmeyi unutmayın!`,
    mood: "ok",
    title: "Siparişiniz teslim edildi",
    lead: `${greet(order)} ${view.orderNumber} numaralı siparişiniz teslim edildi. Güle güle kullanın!`,
    facts: [
      ["Sipariş No", view.orderNumber],
      ["Teslim Alan", view.receivedBy ?? "—"],
    ],
    action: { label: "Siparişimi Görüntüle", href: view.orderUrl },
    steps: 3,
    ask: null,
    notes: returns,
    small: [],
  };
}

function notDelivered(order: OrderSummary, view: OrderView, extra: OrderEmailExtra): Words {
  const reason = stepDescription(extra.statusCode ?? order.shipmentStatusCode);
  return {
    preview: `Sipariş No ${view.orderNumber}: ${reason}`,
    mood: "problem",
    title: "Siparişiniz teslim edilemedi",
    lead: `${greet(order)} ${view.orderNumber} numaralı siparişinizi kargo firması teslim edemedi.`,
    facts: [
      ["Kargo Firması", view.carrier ?? "Kargo"],
      ["Takip Numarası", view.trackingCode ?? "—"],
    ],
    action: { label: "Kargomu Takip Et", href: view.orderUrl },
    steps: null,
    ask: {
      title: `Kargo firmasının bildirdiği neden: ${reason}`,
      lines: [
        "Gönderinizin durumunu sipariş sayfanızdan izleyebilir, teslimat için kargo firmasıyla ya da bizimle iletişime geçebilirsiniz. Aşağıdaki teslimat adresini de kontrol etmenizi rica ederiz.",
      ],
    },
    notes: [],
    small: [],
  };
}

function invoiceWords(order: OrderSummary, view: OrderView, extra: OrderEmailExtra): Words {
  const invoice = extra.invoice;
  const files = extra.attachments ?? [];
  return {
    preview: invoice ? `Fatura No ${invoice.number}, ${formatMoney(invoice.totals.payableKurus)}` : `Sipariş No ${view.orderNumber}`,
    mood: "ok",
    title: "e-Arşiv faturanız hazır",
    lead: `${greet(order)} ${view.orderNumber} numaralı siparişinizin e-Arşiv faturası düzenlendi.${files.length > 0 ? " Faturanız bu e-postanın ekinde PDF olarak yer alır." : ""}`,
    facts: invoice
      ? [
          ["Fatura No", invoice.number],
          ["Fatura Tarihi", invoice.dateText],
          ["Tutar", formatMoney(invoice.totals.payableKurus)],
        ]
      : [["Sipariş No", view.orderNumber]],
    action: { label: "Siparişimi Görüntüle", href: view.orderUrl },
    steps: null,
    ask: null,
    notes: files.length > 0 ? [{ title: "Ek", lines: files }] : [],
    small: [
      ...(invoice ? [`ETTN: ${invoice.ettn}`] : []),
      E_ARSIV_NOTE,
      "Faturanızı dilediğiniz zaman sipariş sayfanızdan da indirebilirsiniz.",
    ],
  };
}

/** The words of an order's e-mail of this kind. */
export function orderEmailWords(kind: OrderEmailKind, order: OrderSummary, view: OrderView, extra: OrderEmailExtra = {}): Words {
  switch (kind) {
    case "order.confirmation":
      return confirmation(order, view, extra);
    case "order.shipped":
      return shipped(order, view);
    case "order.delivered":
      return delivered(order, view);
    case "order.notDelivered":
      return notDelivered(order, view, extra);
    case "order.invoice":
      return invoiceWords(order, view, extra);
  }
}
