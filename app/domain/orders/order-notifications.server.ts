/**
 * What a buyer receives when an order stands (issue 6): an e-mail with the order summary, the
 * bank details for a transfer, and the copy of the pre-information form and distance sales
 * contract; an SMS with the order number. Both go through the message provider (the outbox).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, orders, users } from "#app/db/schema";
import { sendEmail, sendSms } from "#app/domain/notifications/messages.server";
import { formatMoney } from "#app/lib/money";
import { contractText } from "./contract";
import { BANK_TRANSFER, paymentTypeLabel } from "./payment-labels";

export async function sendOrderConfirmation(db: Db, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [member] = order.userId != null ? await db.select({ phone: users.phone, firstname: users.firstname }).from(users).where(eq(users.id, order.userId)) : [];
  const name = member?.firstname ?? order.billingAddress?.personName ?? order.deliveryAddress?.personName ?? "";
  const phone = member?.phone ?? order.deliveryAddress?.phone ?? order.billingAddress?.phone ?? null;

  const list = lines.map((l) => `- ${l.name}${l.attributesText ? ` (${l.attributesText})` : ""} × ${l.quantity}: ${formatMoney(l.totalPriceKurus)}`).join("\n");
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
  await sendEmail(db, order.email, `Minik Dünya siparişiniz alındı (${order.orderNumber})`, body);
  if (phone) await sendSms(db, phone, `Minik Dünya: ${order.orderNumber} numaralı siparişiniz alındı. Toplam ${formatMoney(order.totalKurus)}. Teşekkür ederiz!`);
}
