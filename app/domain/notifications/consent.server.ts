/**
 * Consent to commercial messages (PRODUCT.md "Turkish law": marketing SMS and e-mail only with
 * explicit, recorded consent, asked per channel; the 'RET' opt-out really withdraws it; İYS keeps
 * each consent with its time, source and channel).
 *
 * The record is the `consents` table, never overwritten (a change is a new row, the latest row
 * wins): kind `marketing_sms` or `marketing_email` (the channel), the subject it is about (the phone
 * or the e-mail address a message would go to), granted or withdrawn, the source and the time.
 * Today's writers: registration (`web-kayit`), the profile page (`profil`), the parents' club
 * (`aile-kulubu`), an e-mail's unsubscribe link, KVKK erasure (`kvkk-silme`) and an SMS 'RET'
 * (`sms-ret`, inbound-sms.server.ts). iys-export.server.ts hands them to İYS.
 *
 * Service messages (codes, order news) need no consent and never ask here.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { consents } from "#app/db/schema";

/** A channel a member consents to commercial messages on. */
export type Channel = "sms" | "email";

/** The consent kind of each channel's commercial messages. */
export const MARKETING_KIND = { sms: "marketing_sms", email: "marketing_email" } as const satisfies Record<Channel, string>;

/** The source of a withdrawal by an SMS 'RET' to the shop's number. */
export const SMS_RET_SOURCE = "sms-ret";

export type MarketingConsent = {
  userId: number | null;
  channel: Channel;
  /** The phone (05321234567) or e-mail address the consent is about. */
  subject: string;
  granted: boolean;
  source: string;
  ip?: string | null;
  at?: Date;
};

/** Records a consent given or withdrawn (a new row; nothing is overwritten). */
export async function recordMarketingConsent(db: Db, consent: MarketingConsent): Promise<void> {
  await db.insert(consents).values({
    userId: consent.userId,
    subject: consent.subject,
    kind: MARKETING_KIND[consent.channel],
    granted: consent.granted,
    source: consent.source,
    ip: consent.ip ?? null,
    createdAt: consent.at ?? new Date(),
  });
}

/**
 * SQL that is true when the latest record about `subject` (the phone or e-mail address a message
 * would go to) on this channel is a consent member `userId` gave: a withdrawal counts whoever
 * recorded it (a 'RET' from the phone, a club sign-up without the box ticked), a grant only when it
 * is the member's own (a number or address typed by someone else never opts a member in). One rule
 * for one member (mayReceiveCommercial) and for many in one statement (a club event's announcement).
 */
export const ownConsentStands = (channel: Channel, userId: SQL | number, subject: SQL | string): SQL =>
  sql`(SELECT c.granted FROM consents c
       WHERE c.kind = ${MARKETING_KIND[channel]} AND c.subject = ${subject} AND (c.user_id = ${userId} OR NOT c.granted)
       ORDER BY c.created_at DESC, c.id DESC LIMIT 1) IS TRUE`;

/**
 * May this member get a commercial message on this channel now? Only when the latest record about
 * the member's current phone (SMS) or e-mail address is a consent the member gave (ownConsentStands).
 * No record, no phone or e-mail, no member: no.
 */
export async function mayReceiveCommercial(db: Db, userId: number, channel: Channel): Promise<boolean> {
  const subject = channel === "sms" ? sql`u.phone` : sql`u.email`;
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`SELECT ${ownConsentStands(channel, userId, subject)} AS yes FROM users u WHERE u.id = ${userId} AND ${subject} IS NOT NULL AND ${subject} <> ''`,
  );
  return row?.yes === true;
}

/** The source of a consent given or withdrawn on the profile page. */
export const PROFILE_SOURCE = "profil";

export type MarketingChoice = Record<Channel, boolean>;

/** Whether the member may get commercial SMS and e-mail now (the profile page's boxes). */
export async function marketingChoiceOf(db: Db, userId: number): Promise<MarketingChoice> {
  const [sms, email] = await Promise.all([mayReceiveCommercial(db, userId, "sms"), mayReceiveCommercial(db, userId, "email")]);
  return { sms, email };
}

/**
 * The member's choice from the profile page: each channel whose box changed gets a new record about
 * the member's current phone or e-mail address (an unchanged box records nothing). No phone: no SMS
 * consent to give. Answers the choice as it now stands.
 */
export async function setMarketingChoice(
  db: Db,
  userId: number,
  wanted: MarketingChoice,
  how: { source: string; ip: string | null },
): Promise<MarketingChoice> {
  const [member] = await queryRows<{ phone: string | null; email: string }>(db, sql`SELECT phone, email FROM users WHERE id = ${userId}`);
  if (!member) return { sms: false, email: false };
  const now = await marketingChoiceOf(db, userId);
  const subjects: Record<Channel, string | null> = { sms: member.phone, email: member.email };
  for (const channel of ["sms", "email"] as const) {
    const subject = subjects[channel];
    if (!subject || wanted[channel] === now[channel]) continue;
    await recordMarketingConsent(db, { userId, channel, subject, granted: wanted[channel], source: how.source, ip: how.ip });
  }
  return marketingChoiceOf(db, userId);
}
