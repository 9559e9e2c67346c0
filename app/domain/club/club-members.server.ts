/**
 * Joining the parents' club (spec sections 2, 5; PRODUCT.md "marketing only with explicit,
 * recorded consent"). A checked sign-up (club.schema.ts) becomes, in one transaction:
 *   - a club_members row (one per e-mail: the unique index decides, so two sign-ups of one address
 *     at the same moment make one member; the second hears only that the address is a member),
 *   - its children (club_children),
 *   - the consents as the shop records them (consents, never overwritten; latest row wins):
 *     the club agreement with its text version, and the newsletter answer — granted or not — for
 *     the phone (marketing_sms) and the e-mail (marketing_email), with the sender's address.
 * Limits, as the contact form's (domain/contact): at most MAX_SIGNUPS_PER_ADDRESS_HOUR sign-ups an
 * hour from one client address, counted over the stored agreements under an advisory lock on the
 * address (so sign-ups sent at once cannot all slip under it). A sign-up refused because its e-mail
 * is a member already counts as a failure on the address's own throttle key (the login throttle's
 * growing waits, throttle/login-throttle.server.ts), so the answer cannot be used to test many
 * addresses for membership. A welcome e-mail repeats nothing the sender typed but the first name.
 */
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { clubChildren, clubMembers, consents, users } from "#app/db/schema";
import { loadProfile } from "#app/domain/accounts/profile.server";
import { checkThrottle, recordFailure } from "#app/domain/throttle/login-throttle.server";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { maskPhone } from "#app/lib/phone";
import { CLUB_AGREEMENT } from "./club-agreement";
import { clubTabUrl } from "./club-tabs";
import type { ClubSignup } from "./club.schema";

export const CLUB_CONSENT_SOURCE = "aile-kulubu";
/** The consent kind of the club agreement (the member's subject is `club:{memberId}`). */
export const CLUB_AGREEMENT_KIND = "club_agreement";
export const MAX_SIGNUPS_PER_ADDRESS_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export const CLUB_SIGNED_UP = "Aile Kulübü üyeliğiniz oluşturuldu. Aramıza hoş geldiniz!";
export const CLUB_EMAIL_TAKEN = "Bu e-posta adresiyle Aile Kulübü'ne daha önce üye olunmuş.";
export const CLUB_ALREADY_JOINED = "Aile Kulübü'ne zaten üyesiniz.";
export const tooManySignUps = (minutes: number) =>
  `Bu bağlantıdan kısa süre içinde çok fazla üyelik başvurusu yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

export type JoinOutcome = { ok: true; memberId: number; message: string } | { ok: false; reason: string; status: 409 | 429 };

/** The throttle key of duplicate sign-ups from one address (apart from the logins' keys). */
const duplicateKey = (ip: string) => `club:ip:${ip || "unknown"}`;

/** A date column's text: '2021-05-03'. */
const isoDate = (d: { day: number; month: number; year: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** How long (ms) until one more sign-up may come from `ip`; 0: now. */
async function addressWait(db: Db, ip: string, now: number): Promise<number> {
  const newest = await db
    .select({ at: consents.createdAt })
    .from(consents)
    .where(
      and(
        eq(consents.ip, ip),
        eq(consents.source, CLUB_CONSENT_SOURCE),
        eq(consents.kind, CLUB_AGREEMENT_KIND),
        gt(consents.createdAt, new Date(now - HOUR_MS)),
      ),
    )
    .orderBy(desc(consents.createdAt))
    .limit(MAX_SIGNUPS_PER_ADDRESS_HOUR);
  // The oldest of the hour's sign-ups leaves the hour at this moment; one more may come then.
  return newest.length < MAX_SIGNUPS_PER_ADDRESS_HOUR ? 0 : Math.max(1, newest[newest.length - 1].at.getTime() + HOUR_MS - now);
}

function welcomeEmail(form: ClubSignup, origin: string): { subject: string; body: string } {
  return {
    subject: "Aile Kulübü'ne hoş geldiniz",
    body: [
      `Merhaba ${form.firstname},`,
      "",
      "Minik Dünya Aile Kulübü üyeliğiniz oluşturuldu. Mağazalarımızdaki atölye, söyleşi ve oyun etkinliklerine kulüp sayfamızdan katılabilirsiniz:",
      origin + clubTabUrl("etkinlikler"),
      "",
      "Katıldığınız etkinlikleri bir gün önce SMS ile hatırlatacağız.",
      "Bu üyeliği siz oluşturmadıysanız Bize Ulaşın sayfamızdan bize bildirebilirsiniz.",
      "",
      "Minik Dünya",
    ].join("\n"),
  };
}

/**
 * Makes the club member of a checked sign-up (see the file's comment). `userId`: the signed-in
 * member, linked to the membership (a member joins once). `origin`: PUBLIC_URL, for the e-mail's link.
 */
export async function joinClub(
  db: Db,
  input: { form: ClubSignup; userId: number | null; ip: string; origin: string; now?: Date },
): Promise<JoinOutcome> {
  const { form, userId, ip } = input;
  const now = input.now ?? new Date();
  if (userId != null && (await memberIdOf(db, userId)) != null) return { ok: false, reason: CLUB_ALREADY_JOINED, status: 409 };
  const throttled = await checkThrottle(db, [duplicateKey(ip)], now.getTime());
  if (throttled) return { ok: false, reason: throttled, status: 429 };

  const stored = await db.transaction(async (tx): Promise<{ wait: number } | { memberId: number | null }> => {
    if (ip) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club:signup:${ip}`}))`);
      const wait = await addressWait(tx as unknown as Db, ip, now.getTime());
      if (wait > 0) return { wait };
    }
    const [member] = await tx
      .insert(clubMembers)
      .values({
        userId,
        firstname: form.firstname,
        lastname: form.lastname,
        email: form.email,
        phone: form.phone,
        cityId: form.cityId,
        newsletterConsent: form.newsletter,
        agreementAcceptedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: clubMembers.email })
      .returning({ id: clubMembers.id });
    if (!member) return { memberId: null };
    await tx
      .insert(clubChildren)
      .values(form.children.map((child) => ({ memberId: member.id, name: child.name, gender: child.gender, birthDate: isoDate(child) })));
    const consent = (kind: string, subject: string, granted: boolean, textVersion = "1") => ({
      userId,
      subject,
      kind,
      granted,
      source: CLUB_CONSENT_SOURCE,
      textVersion,
      ip: ip || null,
      createdAt: now,
    });
    await tx
      .insert(consents)
      .values([
        consent(CLUB_AGREEMENT_KIND, `club:${member.id}`, true, CLUB_AGREEMENT.version),
        consent("marketing_sms", form.phone, form.newsletter),
        consent("marketing_email", form.email, form.newsletter),
      ]);
    // The welcome e-mail, recorded with the membership (the outbox: sent after the commit).
    const mail = welcomeEmail(form, input.origin);
    await recordMessages(tx, [
      {
        kind: "club.welcome",
        channel: "email",
        to: form.email,
        subject: mail.subject,
        body: mail.body,
        userId,
        data: { clubMemberId: member.id },
      },
    ]);
    return { memberId: member.id };
  });
  if ("wait" in stored) return { ok: false, reason: tooManySignUps(Math.ceil(stored.wait / 60_000)), status: 429 };
  if (stored.memberId == null) {
    await recordFailure(db, [duplicateKey(ip)], now.getTime());
    return { ok: false, reason: CLUB_EMAIL_TAKEN, status: 409 };
  }
  return { ok: true, memberId: stored.memberId, message: CLUB_SIGNED_UP };
}

/** The club membership of a signed-in member: joined while signed in, or with the account's e-mail. */
export async function memberIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: clubMembers.id })
    .from(clubMembers)
    .where(
      or(eq(clubMembers.userId, userId), eq(clubMembers.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** What the sign-up form starts with for a signed-in member: name, e-mail and phone (as the input's mask shows it). */
export async function clubPrefill(
  db: Db,
  userId: number,
): Promise<{ firstname: string; lastname: string; email: string; phone: string } | null> {
  const profile = await loadProfile(db, userId);
  return (
    profile && {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      phone: profile.phone ? maskPhone(profile.phone) : "",
    }
  );
}
