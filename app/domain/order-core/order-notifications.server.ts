/**
 * What a buyer receives when an order stands: an e-mail with the order summary, the
 * bank details for a transfer, and the copy of the pre-information form and distance sales
 * contract; an SMS with the order number. Then the order's news: cancelled, a return's steps, a
 * transfer arrived. Each is recorded in the transaction of the change that causes it (the outbox:
 * notifications/messages.server.ts), with a dedupe key where that change could be replayed.
 */
import { eq } from "drizzle-orm";
import type { Runner } from "#app/db/client.server";
import { orderLines, orders, returnRequests, users } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { formatMoney } from "#app/lib/money";
import { contractText } from "./contract";
import { RETURN_CARRIER_INSTRUCTION } from "./messages";
import { BANK_TRANSFER, paymentTypeLabel } from "./payment-labels";

/** The order stands (order-lifecycle.server.ts orderStandsIn): its confirmation, once per order. */
export async function recordOrderConfirmationIn(db: Runner, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [member] =
    order.userId != null
      ? await db.select({ phone: users.phone, firstname: users.firstname }).from(users).where(eq(users.id, order.userId))
      : [];
  const name = member?.firstname ?? order.billingAddress?.personName ?? order.deliveryAddress?.personName ?? "";
  const phone = member?.phone ?? order.deliveryAddress?.phone ?? order.billingAddress?.phone ?? null;

  const list = lines
    .map((l) => `- ${l.name}${l.attributesText ? ` (${l.attributesText})` : ""} × ${l.quantity}: ${formatMoney(l.totalPriceKurus)}`)
    .join("\n");
  const transfer =
    order.paymentType === "moneyOrder"
      ? `\n\nÖdemenizi ${BANK_TRANSFER.bankName}, ${BANK_TRANSFER.accountName}, IBAN ${BANK_TRANSFER.iban} hesabına açıklamaya sipariş numaranızı (${order.orderNumber}) yazarak gönderebilirsiniz. Siparişiniz ödemeniz ulaştığında hazırlanır.`
      : "";
  const body = [
    `Merhaba ${name},`,
    ``,
    `${order.orderNumber} numaralı siparişiniz alındı. Teşekkür ederiz!`,
    ``,
    list,
    ``,
    `Ödeme: ${paymentTypeLabel(order.paymentType)}`,
    `Genel toplam: ${formatMoney(order.totalKurus)}${transfer}`,
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
  if (phone)
    messages.push({
      ...common,
      channel: "sms",
      to: phone,
      body: `Minik Dünya: ${order.orderNumber} numaralı siparişiniz alındı. Toplam ${formatMoney(order.totalKurus)}. Teşekkür ederiz!`,
    });
  await recordMessages(db, messages);
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

export type ReturnNotice = {
  code: string;
  status: "requested" | "approved" | "received" | "refunded" | "rejected";
  refund?: { pointsBack: number; pointsTakenBack: number; voucherBackKurus: number; moneyKurus: number; refundedOnlineKurus: number };
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
  out.push(`Kargo ve kapıda ödeme ücretleri iade edilmez.`);
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
