/**
 * The contact form's messages (/bize-ulasin): stored in contact_messages, acknowledged by e-mail
 * (recorded in the outbox with the message, in its transaction), and limited per hour:
 *   - at most MAX_PER_EMAIL_HOUR messages from one e-mail address, and
 *   - at most MAX_PER_ADDRESS_HOUR from one client address (kept only as an HMAC, see schema.ts).
 * The count and the insert run in one transaction under advisory locks on both keys (taken in one
 * order), so messages sent at the same moment cannot all slip under the limit. The limit is
 * counted over the stored messages themselves, like the SMS codes' and the app link's hourly
 * limits (accounts/verification-codes, accounts/app-link): nothing else to keep or clean up.
 * (The login throttle, throttle/login-throttle.server.ts, is another rule: growing waits after failures.)
 *
 * The acknowledgement goes to whatever address was typed, so it repeats nothing the sender wrote
 * but the first name (letters only): the form cannot be used to mail someone a text of one's own.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema";
import { serverSecret } from "#app/db/server-secrets.server";
import { loadProfile } from "#app/domain/accounts/profile.server";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { maskPhone } from "#app/lib/phone";
import { CONTACT_SENT, SUBJECTS, type ContactForm } from "./contact.schema";
import { CUSTOMER_SERVICE } from "./customer-service";

export const MAX_PER_EMAIL_HOUR = 5;
export const MAX_PER_ADDRESS_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export const tooManyMessages = (minutes: number) =>
  `Kısa süre içinde çok fazla mesaj gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin ya da müşteri hizmetlerimizi arayın: ${CUSTOMER_SERVICE.phone}.`;

/** The reference the sender reads in the answer and the e-mail ('BU-000042'), and customer service looks up. */
export const contactReference = (id: number) => `BU-${String(id).padStart(6, "0")}`;

export type ContactOutcome = { ok: true; reference: string; message: string } | { ok: false; reason: string; status: 429 };

/** The client address as stored: an HMAC with the shop's own key, so the table holds no address. */
async function addressHash(db: Db, ip: string): Promise<string> {
  const key = await serverSecret(db, "contact-address");
  return crypto.createHmac("sha256", key).update(ip).digest("base64url");
}

/** How long (ms) until one more message may be counted under `key`, given its `max` an hour; 0: now. */
async function waitFor(db: Db, key: SQL, max: number, now: number): Promise<number> {
  const newest = await db
    .select({ at: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(key, gt(contactMessages.createdAt, new Date(now - HOUR_MS))))
    .orderBy(desc(contactMessages.createdAt))
    .limit(max);
  // The max-th newest message leaves the hour at this moment; the count is then under the limit.
  return newest.length < max ? 0 : Math.max(1, newest[max - 1].at.getTime() + HOUR_MS - now);
}

function acknowledgement(form: ContactForm, reference: string): { subject: string; body: string } {
  return {
    subject: `Mesajınızı aldık (${reference})`,
    body: [
      `Merhaba ${form.firstName},`,
      "",
      `Mesajınızı aldık, teşekkür ederiz. Müşteri hizmetlerimiz ${CUSTOMER_SERVICE.answerTime} bu e-posta adresine dönüş yapacak.`,
      "",
      `Talep numaranız: ${reference}`,
      `Konu: ${SUBJECTS[form.subject]}`,
      "",
      `Bize ${CUSTOMER_SERVICE.phone} numarasından (${CUSTOMER_SERVICE.hours.join(", ")}) da ulaşabilirsiniz; lütfen talep numaranızı belirtin.`,
      "Bu mesajı siz göndermediyseniz bu e-postayı dikkate almayın.",
      "",
      "Minik Dünya Müşteri Hizmetleri",
    ].join("\n"),
  };
}

/**
 * Stores a checked message and acknowledges it by e-mail, unless the sender's e-mail or address
 * reached its hourly limit (then the Turkish refusal with the minutes to wait, status 429).
 */
export async function sendContactMessage(
  db: Db,
  input: { form: ContactForm; userId: number | null; ip: string; now?: Date },
): Promise<ContactOutcome> {
  const { form, userId } = input;
  const now = input.now ?? new Date();
  const ipHash = input.ip ? await addressHash(db, input.ip) : null;
  const stored = await db.transaction(async (tx): Promise<{ wait: number } | { id: number }> => {
    const limits: [string, SQL, number][] = [[`contact:email:${form.email}`, eq(contactMessages.email, form.email), MAX_PER_EMAIL_HOUR]];
    if (ipHash) limits.push([`contact:ip:${ipHash}`, eq(contactMessages.ipHash, ipHash), MAX_PER_ADDRESS_HOUR]);
    for (const [lock] of [...limits].sort(([a], [b]) => (a < b ? -1 : 1)))
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    let wait = 0;
    for (const [, key, max] of limits) wait = Math.max(wait, await waitFor(tx as unknown as Db, key, max, now.getTime()));
    if (wait > 0) return { wait };
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId,
        firstName: form.firstName,
        email: form.email,
        phone: form.phone ?? null,
        subject: form.subject,
        message: form.message,
        orderNumber: form.orderNumber ?? null,
        ipHash,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    // The acknowledgement, recorded with the message (the outbox: sent after the commit).
    const mail = acknowledgement(form, contactReference(row.id));
    await recordMessages(tx, [
      {
        kind: "contact.received",
        channel: "email",
        to: form.email,
        subject: mail.subject,
        body: mail.body,
        userId,
        data: { contactMessageId: row.id },
      },
    ]);
    return { id: row.id };
  });
  if ("wait" in stored) return { ok: false, reason: tooManyMessages(Math.ceil(stored.wait / 60_000)), status: 429 };

  return { ok: true, reference: contactReference(stored.id), message: CONTACT_SENT };
}

/** What the form starts with for a signed-in member: the profile's first name, e-mail and phone (as the input's mask shows it). */
export async function contactPrefill(db: Db, userId: number): Promise<{ firstName: string; email: string; phone: string } | null> {
  const profile = await loadProfile(db, userId);
  return profile && { firstName: profile.firstname, email: profile.email, phone: profile.phone ? maskPhone(profile.phone) : "" };
}
