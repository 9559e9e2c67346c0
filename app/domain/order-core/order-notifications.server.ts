/**
 * What a buyer receives when an order stands: an e-mail with the order summary, the
 * bank details for a transfer, and the copy of the pre-information form and distance sales
 * contract; an SMS with the order number. Then the order's news: its parcel shipped (with the
 * e-Arşiv invoice, an e-mail of its own), delivered or not delivered, cancelled, a return's steps,
 * a transfer arrived. Each is recorded in the transaction of the change that causes it (the outbox:
 * notifications/messages.server.ts), with a dedupe key where that change could be replayed.
 * The subject and text recorded here are what the outbox shows and what an SMS says; the e-mail is
 * composed from the order itself when it is sent (app/emails/, docs/email.md).
 */
import { eq, inArray } from "drizzle-orm";
import { href } from "react-router";
import type { Runner } from "#app/db/client.server";
import { orderLines, orders, returnRequests, shipments, shippingCompanies, users } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { formatMoney } from "#app/lib/money";
import { WITHDRAWAL_FEES_NOTE } from "#app/domain/legal/withdrawal-terms";
import { publicUrl } from "#app/lib/public-url.server";
import { contractText } from "./contract";
import { RETURN_CARRIER_INSTRUCTION } from "./messages";
import { returnPageUrl, summaryUrl } from "./order-links";
import { BANK_TRANSFER, paymentTypeLabel } from "./payment-labels";

/** Who hears of an order: the address it was placed with, a phone for SMS, the name a message greets. */
export type OrderContact = {
  orderId: number;
  orderNumber: string;
  orderHash: string;
  email: string;
  userId: number | null;
  /** The member's first name, else the billing or delivery address's name ('' when none). */
  name: string;
  /** The member's phone, else the delivery or billing address's; null: no SMS. */
  phone: string | null;
  deliveryType: string;
};

/** The contacts of these orders, in one query (a carrier's batch asks for a hundred at once). */
export async function orderContactsIn(db: Runner, orderIds: readonly number[]): Promise<Map<number, OrderContact>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderHash: orders.orderHash,
      email: orders.email,
      userId: orders.userId,
      deliveryType: orders.deliveryType,
      delivery: orders.deliveryAddress,
      billing: orders.billingAddress,
      memberName: users.firstname,
      memberPhone: users.phone,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        orderId: r.orderId,
        orderNumber: r.orderNumber,
        orderHash: r.orderHash,
        email: r.email,
        userId: r.userId,
        deliveryType: r.deliveryType,
        name: r.memberName ?? r.billing?.personName ?? r.delivery?.personName ?? "",
        phone: r.memberPhone ?? r.delivery?.phone ?? r.billing?.phone ?? null,
      },
    ]),
  );
}

/** The order's page as a link for an e-mail or SMS (PUBLIC_URL's, never a request's host). */
const orderLink = (contact: OrderContact) => publicUrl(summaryUrl(contact.orderHash));
const greeting = (contact: OrderContact) => (contact.name ? `Merhaba ${contact.name},` : "Merhaba,");

/** The order stands (order-lifecycle.server.ts orderStandsIn): its confirmation, once per order. */
export async function recordOrderConfirmationIn(db: Runner, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const contact = (await orderContactsIn(db, [orderId])).get(orderId)!;

  const list = lines
    .map((l) => `- ${l.name}${l.attributesText ? ` (${l.attributesText})` : ""} × ${l.quantity}: ${formatMoney(l.totalPriceKurus)}`)
    .join("\n");
  const transfer =
    order.paymentType === "moneyOrder"
      ? `\n\nÖdemenizi ${BANK_TRANSFER.bankName}, ${BANK_TRANSFER.accountName}, IBAN ${BANK_TRANSFER.iban} hesabına açıklamaya sipariş numaranızı (${order.orderNumber}) yazarak gönderebilirsiniz. Siparişiniz ödemeniz ulaştığında hazırlanır.`
      : "";
  const body = [
    greeting(contact),
    ``,
    `${order.orderNumber} numaralı siparişiniz alındı. Teşekkür ederiz!`,
    ``,
    list,
    ``,
    `Ödeme: ${paymentTypeLabel(order.paymentType)}`,
    `Genel toplam: ${formatMoney(order.totalKurus)}${transfer}`,
    ``,
    `Siparişinizi buradan izleyebilirsiniz: ${orderLink(contact)}`,
    ``,
    `Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi:`,
    contractText(order.contractHtml ?? ""),
  ].join("\n");
  const common = {
    kind: "order.confirmation",
    data: { orderId },
    userId: order.userId,
    dedupeKey: `order.confirmation:${orderId}`,
  } as const;
  const messages: Message[] = [
    { ...common, channel: "email", to: order.email, subject: `Minik Dünya siparişiniz alındı (${order.orderNumber})`, body },
  ];
  if (contact.phone)
    messages.push({
      ...common,
      channel: "sms",
      to: contact.phone,
      body: `Minik Dünya: ${order.orderNumber} numaralı siparişiniz alındı. Toplam ${formatMoney(order.totalKurus)}. Teşekkür ederiz!`,
    });
  await recordMessages(db, messages);
}

/**
 * A parcel's move the buyer hears of (fulfilment/fulfil.server.ts): it left the warehouse
 * ('shipped', code 2), reached the buyer ('delivered', 9/10/11) or could not ('undeliverable',
 * 12/14, `reason` in the shop's words). `trackingCode`: the carrier's number, once booked.
 */
export type ParcelNews = {
  orderId: number;
  stage: "shipped" | "delivered" | "undeliverable";
  statusCode: number;
  trackingCode: string | null;
  reason: string;
};

/**
 * Records the buyers' messages for these parcel moves, made in the caller's transaction: one
 * query for the orders' contacts, one for their carriers, one insert for them all (a carrier's
 * batch is a hundred moves). Each kind goes once per order (its dedupe key): a replayed update, a
 * second scan while shipped, or a parcel shipped again after a failed attempt records nothing new.
 * Shipping also records the e-Arşiv invoice's e-mail (docs/email.md: the invoice is issued when
 * the goods leave; its PDF is attached when the e-mail is composed).
 */
export async function recordParcelNewsIn(db: Runner, news: readonly ParcelNews[]): Promise<void> {
  if (news.length === 0) return;
  const ids = [...new Set(news.map((n) => n.orderId))];
  const [contacts, carriers] = await Promise.all([
    orderContactsIn(db, ids),
    db
      .select({ orderId: shipments.orderId, title: shippingCompanies.title })
      .from(shipments)
      .innerJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
      .where(inArray(shipments.orderId, ids)),
  ]);
  const carrierOf = new Map(carriers.map((c) => [c.orderId, c.title]));
  const messages = news.flatMap((n) => {
    const contact = contacts.get(n.orderId);
    return contact ? parcelMessages(contact, n, carrierOf.get(n.orderId) ?? "Kargo") : [];
  });
  await recordMessages(db, messages);
}

/** The messages of one parcel move (see recordParcelNewsIn). */
function parcelMessages(contact: OrderContact, news: ParcelNews, carrier: string): Message[] {
  const { orderNumber } = contact;
  const link = orderLink(contact);
  const base = { data: { orderId: contact.orderId, statusCode: news.statusCode }, userId: contact.userId };
  const tracking = news.trackingCode
    ? [`Kargo firması: ${carrier}`, `Takip numarası: ${news.trackingCode}`]
    : [`Kargo firması: ${carrier}`];
  const smsTracking = news.trackingCode ? ` ${carrier} takip no: ${news.trackingCode}.` : "";
  const email = (kind: Message["kind"], subject: string, lines: string[]): Message => ({
    ...base,
    kind,
    channel: "email",
    to: contact.email,
    subject: `${subject} (${orderNumber})`,
    body: [greeting(contact), ``, ...lines, ``, `Minik Dünya`].join("\n"),
    dedupeKey: `${kind}:${contact.orderId}`,
  });
  const sms = (kind: Message["kind"], text: string): Message[] =>
    contact.phone ? [{ ...base, kind, channel: "sms", to: contact.phone, body: text, dedupeKey: `${kind}:${contact.orderId}` }] : [];

  switch (news.stage) {
    case "shipped":
      return [
        email("order.shipped", "Siparişiniz kargoya verildi", [
          contact.deliveryType === "getShop"
            ? `${orderNumber} numaralı siparişiniz, teslim alacağınız mağazaya gönderilmek üzere kargoya verildi.`
            : `${orderNumber} numaralı siparişiniz kargoya verildi.`,
          ``,
          ...tracking,
          ``,
          `Kargonuzu sipariş sayfanızdan izleyebilirsiniz: ${link}`,
        ]),
        ...sms("order.shipped", `Minik Dünya: ${orderNumber} numaralı siparişiniz kargoya verildi.${smsTracking} Takip: ${link}`),
        email("order.invoice", "e-Arşiv faturanız", [
          `${orderNumber} numaralı siparişinizin e-Arşiv faturası düzenlendi. Faturanız bu e-postanın ekinde PDF olarak yer alır.`,
          ``,
          `Faturanızı sipariş sayfanızdan da indirebilirsiniz: ${link}`,
        ]),
      ];
    case "delivered":
      return [
        email("order.delivered", "Siparişiniz teslim edildi", [
          `${orderNumber} numaralı siparişiniz teslim edildi. Bizi tercih ettiğiniz için teşekkür ederiz!`,
          ``,
          `Ürünlerinizi değerlendirmek ve siparişinizin ayrıntılarını görmek için: ${link}`,
          ``,
          contact.userId != null
            ? `Teslimattan itibaren 14 gün içinde iade talebinde bulunabilirsiniz: ${publicUrl(returnPageUrl(contact.orderHash))}`
            : `Teslimattan itibaren 14 gün içinde iade için bize ulaşabilirsiniz: ${publicUrl(href("/bize-ulasin"))}`,
        ]),
      ];
    case "undeliverable":
      return [
        email("order.notDelivered", "Siparişiniz teslim edilemedi", [
          `${orderNumber} numaralı siparişiniz teslim edilemedi: ${news.reason}.`,
          ``,
          ...tracking,
          ``,
          `Gönderinizin durumunu sipariş sayfanızdan izleyebilir, teslimat için kargo firmasıyla ya da bizimle iletişime geçebilirsiniz: ${link}`,
        ]),
        ...sms(
          "order.notDelivered",
          `Minik Dünya: ${orderNumber} numaralı siparişiniz teslim edilemedi (${news.reason}).${smsTracking} Ayrıntılar: ${link}`,
        ),
      ];
  }
}

/** The order was cancelled: what happens to the money (an online payment is refunded to the card). */
export async function recordCancellationNoticeIn(
  db: Runner,
  orderId: number,
  refund: { refundKurus: number; paidByTransfer: boolean; byShop?: boolean },
): Promise<void> {
  const [order] = await db
    .select({ email: orders.email, orderNumber: orders.orderNumber, totalKurus: orders.totalKurus, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const money =
    refund.refundKurus > 0
      ? `Ödediğiniz ${formatMoney(refund.refundKurus)} ödeme yaptığınız karta iade edildi; tutarın hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.`
      : refund.paidByTransfer
        ? `Havale ile ödediğiniz ${formatMoney(order.totalKurus)}, müşteri hizmetlerimiz tarafından ödemeyi yaptığınız hesaba iade edilecektir.`
        : "Siparişiniz için bir ödeme alınmadığından iade edilecek bir tutar bulunmuyor.";
  const body = [
    `Merhaba,`,
    ``,
    `${order.orderNumber} numaralı siparişiniz ${refund.byShop ? "mağazamız tarafından" : "isteğiniz üzerine"} iptal edildi.`,
    ``,
    money,
    ``,
    `Minik Dünya`,
  ].join("\n");
  await recordMessages(db, [
    {
      kind: "order.cancelled",
      channel: "email",
      to: order.email,
      subject: `Siparişiniz iptal edildi (${order.orderNumber})`,
      body,
      data: { orderId },
      userId: order.userId,
      dedupeKey: `order.cancelled:${orderId}`,
    },
  ]);
}

/**
 * What a refunded return gave back (orders/returns.server.ts decides it, orders/withdrawal-refund.ts
 * is the rule): valueKurus the returned goods' worth; pointsBack Joker points the order used, given
 * back; pointsTakenBack points the order earned, taken back; voucherBackKurus back on the gift
 * voucher; moneyKurus the money (refundedOnlineKurus of it to the card); shippingBackKurus /
 * podFeeBackKurus the fees in moneyKurus (only the return that completes a whole withdrawal has them).
 */
export type RefundShare = {
  valueKurus: number;
  pointsBack: number;
  pointsTakenBack: number;
  voucherBackKurus: number;
  moneyKurus: number;
  refundedOnlineKurus: number;
  shippingBackKurus: number;
  podFeeBackKurus: number;
};

export type ReturnNotice = {
  code: string;
  status: "requested" | "approved" | "received" | "refunded" | "rejected";
  refund?: RefundShare;
};

/** A return request moved (returns.server.ts): what happens now, in the buyer's words. */
export async function recordReturnNoticeIn(db: Runner, orderId: number, notice: ReturnNotice): Promise<void> {
  const [order] = await db
    .select({ email: orders.email, orderNumber: orders.orderNumber, paymentType: orders.paymentType, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const rows = await db
    .select({
      name: orderLines.name,
      attributes: orderLines.attributesText,
      quantity: returnRequests.quantity,
      reason: returnRequests.reason,
    })
    .from(returnRequests)
    .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
    .where(eq(returnRequests.code, notice.code));
  const list = rows.map((r) => `- ${r.name}${r.attributes ? ` (${r.attributes})` : ""} × ${r.quantity} — ${r.reason}`).join("\n");
  const ref = `${order.orderNumber} numaralı siparişinizin ${notice.code} kodlu iade talebi`;
  const texts: Record<ReturnNotice["status"], { subject: string; lines: string[] }> = {
    requested: {
      subject: `İade talebiniz alındı (${notice.code})`,
      lines: [
        `${order.orderNumber} numaralı siparişiniz için iade talebiniz alındı. İade kodunuz: ${notice.code}`,
        ``,
        list,
        ``,
        RETURN_CARRIER_INSTRUCTION(notice.code),
        `Talebinizin durumunu Siparişlerim sayfasından izleyebilirsiniz.`,
      ],
    },
    approved: {
      subject: `İade talebiniz onaylandı (${notice.code})`,
      lines: [`${ref} onaylandı.`, ``, list, ``, RETURN_CARRIER_INSTRUCTION(notice.code)],
    },
    received: {
      subject: `İade ürünleriniz depomuza ulaştı (${notice.code})`,
      lines: [
        `${ref} kapsamındaki ürünler depomuza ulaştı ve kontrol edildi.`,
        ``,
        list,
        ``,
        `Geri ödemeniz kısa süre içinde yapılacaktır.`,
      ],
    },
    refunded: {
      subject: `İadeniz tamamlandı (${notice.code})`,
      lines: [`${ref} tamamlandı.`, ``, list, ``, ...refundLines(notice, order.paymentType)],
    },
    rejected: {
      subject: `İade talebiniz onaylanmadı (${notice.code})`,
      lines: [
        `${ref} onaylanmadı.`,
        ``,
        list,
        ``,
        `Ayrıntılı bilgi için Bize Ulaşın sayfasından ya da müşteri hizmetlerimizden bize ulaşabilirsiniz.`,
      ],
    },
  };
  const text = texts[notice.status];
  await recordMessages(db, [
    {
      kind: "order.return",
      channel: "email",
      to: order.email,
      subject: text.subject,
      body: [`Merhaba,`, ``, ...text.lines, ``, `Minik Dünya`].join("\n"),
      data: { orderId, returnCode: notice.code, status: notice.status },
      userId: order.userId,
      // A return's step is told once (its request moves forward only).
      dedupeKey: `order.return:${notice.code}:${notice.status}`,
    },
  ]);
}

function refundLines(notice: ReturnNotice, paymentType: string): string[] {
  const refund = notice.refund;
  if (!refund) return [];
  const out: string[] = [];
  if (refund.refundedOnlineKurus > 0) {
    out.push(
      `${formatMoney(refund.refundedOnlineKurus)} ödeme yaptığınız karta iade edildi; tutarın hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.`,
    );
  } else if (refund.moneyKurus > 0) {
    const how = paymentType === "moneyOrder" ? "Havale ile" : "Kapıda";
    out.push(
      `${how} ödediğiniz siparişin ${formatMoney(refund.moneyKurus)} tutarındaki iadesi, müşteri hizmetlerimizin sizden isteyeceği IBAN'a havale ile yapılacaktır.`,
    );
  }
  if (refund.pointsBack > 0) out.push(`Kullandığınız ${refund.pointsBack} Joker Puan hesabınıza geri yüklendi.`);
  if (refund.pointsTakenBack > 0)
    out.push(`Bu siparişten kazandığınız Joker Puanların iade edilen ürünlere düşen ${refund.pointsTakenBack} puanı hesabınızdan düşüldü.`);
  if (refund.voucherBackKurus > 0)
    out.push(`Hediye çekinizin ${formatMoney(refund.voucherBackKurus)} tutarı çek bakiyenize geri yüklendi.`);
  // The fees in the refund, line by line (orders/withdrawal-refund.ts: the whole order withdrawn).
  if (refund.shippingBackKurus > 0) out.push(`İade tutarına ödediğiniz ${formatMoney(refund.shippingBackKurus)} kargo ücreti dahildir.`);
  if (refund.podFeeBackKurus > 0) out.push(`İade tutarına ödediğiniz ${formatMoney(refund.podFeeBackKurus)} kapıda ödeme ücreti dahildir.`);
  out.push(WITHDRAWAL_FEES_NOTE);
  return out;
}

/** The bank transfer of an order arrived (the back office confirmed it): the order is being prepared. */
export async function recordTransferConfirmedNoticeIn(db: Runner, orderId: number): Promise<void> {
  const [order] = await db
    .select({ email: orders.email, orderNumber: orders.orderNumber, totalKurus: orders.totalKurus, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const body = [
    `Merhaba,`,
    ``,
    `${order.orderNumber} numaralı siparişiniz için gönderdiğiniz ${formatMoney(order.totalKurus)} tutarındaki havale / EFT ödemeniz bize ulaştı.`,
    `Siparişiniz hazırlanmaya başlandı; kargoya verildiğinde size haber vereceğiz.`,
    ``,
    `Minik Dünya`,
  ].join("\n");
  await recordMessages(db, [
    {
      kind: "order.transferConfirmed",
      channel: "email",
      to: order.email,
      subject: `Ödemeniz alındı (${order.orderNumber})`,
      body,
      data: { orderId },
      userId: order.userId,
      dedupeKey: `order.transferConfirmed:${orderId}`,
    },
  ]);
}
