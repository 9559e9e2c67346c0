/**
 * An SMS sent to the shop's number (spec section 9: "sales-consent opt-out by keyword to a short
 * number"; PRODUCT.md: the 'RET' opt-out really withdraws it). A message whose first word is RET,
 * in any case, withdraws the sender's consent to commercial SMS: for the member with that phone and
 * for the number itself (a club sign-up without an account), recorded with source 'sms-ret' and the
 * time Netgsm received it. Anything else is ignored. Nothing is logged: neither the number nor the text.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { normalizePhone } from "#app/lib/phone";
import { recordMarketingConsent, SMS_RET_SOURCE } from "./consent.server";

/**
 * Is this text an opt-out? Its first word is RET in any case ('RET', 'Ret', 'ret.', 'RET MINIKDUNYA'),
 * upper-cased the Turkish way (ENGINEERING.md: 'i' is 'İ', 'ı' is 'I'), so a word that only looks
 * like it ('RETİ', 'RETURN') stays ignored.
 */
export function isOptOut(text: string): boolean {
  const first = text
    .trim()
    .split(/[\s.,;:!?'"-]+/u)[0]
    ?.toLocaleUpperCase("tr-TR");
  return first === "RET";
}

export type InboundOutcome = "withdrawn" | "ignored";

/** Handles one inbound SMS; `from` as Netgsm gives it (905321234567, 5321234567, +90 …). */
export async function handleInboundSms(db: Db, sms: { from: string; text: string; receivedAt?: Date }): Promise<InboundOutcome> {
  if (!isOptOut(sms.text)) return "ignored";
  const phone = normalizePhone(sms.from);
  if (!phone) return "ignored";
  const at = sms.receivedAt && !Number.isNaN(sms.receivedAt.getTime()) ? sms.receivedAt : new Date();
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  await recordMarketingConsent(db, {
    userId: member?.id ?? null,
    channel: "sms",
    subject: phone,
    granted: false,
    source: SMS_RET_SOURCE,
    at,
  });
  return "withdrawn";
}

/** Handles many (Netgsm's inbox listing, NetgsmTransport.fetchInbound); answers how many were opt-outs. */
export async function handleInboundMessages(
  db: Db,
  messages: readonly { from: string; text: string; receivedAt?: Date }[],
): Promise<number> {
  let withdrawn = 0;
  for (const sms of messages) if ((await handleInboundSms(db, sms)) === "withdrawn") withdrawn++;
  return withdrawn;
}
