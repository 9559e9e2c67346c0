/**
 * What a member is told when a send date of their subscription did not become a paid order
 * (recurring-orders.server.ts): an e-mail and, when the account has a phone, an SMS, through the
 * outbox, recorded in the transaction that records the outcome so they go out exactly once. The e-mail names the package and links to /abonelik; the SMS names
 * neither the package nor the card (a phone's screen is read by others too).
 */
import { href } from "react-router";
import type { Tx } from "#app/db/client.server";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import type { MessageKind } from "#app/domain/notifications/kinds";
import { formatSendDay } from "./send-dates";

export type Member = { email: string; firstname: string; phone: string | null };
type Notice = { member: Member; packageName: string; dueDate: string; nextDate: string; origin: string };

const shortDay = (day: string) => formatSendDay(day).replace(/ \S+$/, "");

function messages(kind: MessageKind, n: Notice, e: { subject: string; lines: string[] }, sms: string): Message[] {
  const body = [
    `Merhaba ${n.member.firstname},`,
    ``,
    ...e.lines,
    ``,
    `Aboneliklerinizi ${n.origin}${href("/abonelik")} adresinden yönetebilirsiniz.`,
    ``,
    `Minik Dünya`,
  ].join("\n");
  const out: Message[] = [{ kind, channel: "email", to: n.member.email, subject: e.subject, body }];
  if (n.member.phone) out.push({ kind, channel: "sms", to: n.member.phone, body: sms });
  return out;
}

/** The package was sold out (or no longer sold) on the send date: no order, nothing charged. */
export const notifySkipped = (tx: Tx, n: Notice) =>
  recordMessages(
    tx,
    messages(
      "subscription.skipped",
      n,
      {
        subject: "Abonelik gönderiminiz bu kez yapılamadı",
        lines: [
          `"${n.packageName}" aboneliğinizin ${formatSendDay(n.dueDate)} tarihli gönderimi, ürün stoklarımızda kalmadığı için bu kez oluşturulamadı. Kartınızdan ödeme alınmadı.`,
          ``,
          `Aboneliğiniz devam ediyor; bir sonraki gönderim tarihi: ${formatSendDay(n.nextDate)}.`,
        ],
      },
      `Minik Dünya: Aboneliğinizin ${shortDay(n.dueDate)} tarihli gönderimi stok olmadığı için yapılamadı, ödeme alınmadı. Sonraki gönderim: ${shortDay(n.nextDate)}.`,
    ),
  );

/** The saved card was declined: the order was not made (its stock went back). */
export const notifyPaymentFailed = (tx: Tx, n: Notice & { reason: string | null }) =>
  recordMessages(
    tx,
    messages(
      "subscription.paymentFailed",
      n,
      {
        subject: "Abonelik ödemeniz alınamadı",
        lines: [
          `"${n.packageName}" aboneliğinizin ${formatSendDay(n.dueDate)} tarihli siparişinin ödemesi kayıtlı kartınızdan alınamadı${n.reason ? `: ${n.reason}` : "."}`,
          `Bu gönderim için sipariş oluşturulmadı.`,
          ``,
          `Aboneliğiniz devam ediyor; bir sonraki gönderim tarihi: ${formatSendDay(n.nextDate)}. Kartınızı kontrol edebilir ya da aboneliğiniz için başka bir kayıtlı kart seçebilirsiniz.`,
        ],
      },
      `Minik Dünya: Aboneliğinizin ${shortDay(n.dueDate)} tarihli ödemesi kayıtlı kartınızdan alınamadı, sipariş oluşturulmadı. Ayrıntılar e-posta adresinizde.`,
    ),
  );

/** The subscription's address or saved card is gone: paused until the member picks another. */
export const notifyPaused = (tx: Tx, n: Notice & { missing: "address" | "card" }) => {
  const what = n.missing === "address" ? "teslimat adresi" : "ödeme kartı";
  return recordMessages(
    tx,
    messages(
      "subscription.paused",
      n,
      {
        subject: "Aboneliğiniz duraklatıldı",
        lines: [
          `"${n.packageName}" aboneliğinizin kayıtlı ${what} artık bulunmadığı için ${formatSendDay(n.dueDate)} tarihli gönderim yapılamadı ve aboneliğiniz duraklatıldı.`,
          ``,
          `Yeni bir ${what} seçip aboneliğinizi dilediğiniz zaman devam ettirebilirsiniz.`,
        ],
      },
      `Minik Dünya: Aboneliğinizin kayıtlı ${what} bulunamadığı için aboneliğiniz duraklatıldı. Ayrıntılar e-posta adresinizde.`,
    ),
  );
};
