/**
 * The KVKK right to erasure (Law 6698, art. 7 and 11) of a member, from the back office
 * (/yonetim/uyeler/{id}, permission members.write, asked twice: the member's e-mail typed again),
 * or asked by the member (/kullanici/kisisel-verilerim, confirmed with an SMS code:
 * self-erasure.server.ts). The same rules either way.
 *
 * In ONE transaction, the member's row locked first (so no login can start a session meanwhile,
 * sessions/session.server.ts):
 *   - the account: name 'Silinmiş Üye', e-mail a unique placeholder under the reserved `.invalid`
 *     domain (never delivered; the real address may register again), phone, gender and the
 *     verified dates emptied, the password an unusable value (no hash matches it), Joker points 0,
 *     the reward campaign choice, any block reason gone; `erased_at` set;
 *   - removed: sessions, addresses, kids, the baby, favourites, alerts, comparisons, gift lists
 *     (their items and who bought them with them), gift-list shares, baskets, saved cards (and
 *     the bank's token, asked after the commit), club membership with its children, club event
 *     registrations (their places freed), smile-deal requests, contact messages (theirs by account
 *     or e-mail), one-time codes and links, login throttle rows;
 *   - cancelled: subscriptions (kept as 'cancelled', no address or card: their recurring orders are
 *     orders, kept below);
 *   - anonymised: comments stay (a product's rating is the sum of its comments; the text is about
 *     the product) under the name 'Anonim', never showing the member; purchases from someone
 *     else's gift list show 'Silinmiş Üye' to the list's owner; consents keep their proof (what,
 *     when, which text version, granted or not) without the address they came from or the
 *     e-mail/phone they named, and a withdrawal of marketing consent is recorded;
 *   - KEPT: orders with their lines, payments, refunds, returns, invoices and the address snapshots
 *     each order holds (Turkish tax law, VUK art. 253 and TTK art. 82: commercial books and
 *     invoices are kept 10 years; an invoice must stay reproducible, so an order keeps the
 *     delivery and billing address it was invoiced to); the Joker points ledger (it belongs to
 *     those orders).
 * An audit row records the erasure with the names of the fields removed, never their values.
 * Erasing an erased member changes nothing (idempotent).
 */
import crypto from "node:crypto";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import {
  addresses,
  alerts,
  babies,
  carts,
  clubEventRegistrations,
  clubEvents,
  clubMembers,
  comments,
  comparisons,
  consents,
  contactMessages,
  favourites,
  giftListPurchases,
  giftListShares,
  giftLists,
  kids,
  loginAttempts,
  savedCards,
  sessions,
  smileDeals,
  subscriptions,
  users,
  verificationCodes,
} from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { paymentProvider } from "#app/domain/payments/provider";
import { logError } from "#app/lib/logger.server";
import { lockMember, type MemberChange } from "./members.server";
import { ERASED_FIRSTNAME, ERASED_LASTNAME, MEMBER_NOT_FOUND } from "./members.schema";
import { ANONYMOUS_AUTHOR } from "#app/domain/comments/comment.messages";

/** The e-mail an erased member's account keeps: unique, never deliverable (RFC 2606 reserves `.invalid`). */
export const erasedEmail = (id: number) => `silinmis-${id}-${crypto.randomBytes(6).toString("hex")}@silinmis.invalid`;
/** No password hash has this form (password.server.ts verifies only `scrypt$…`). */
export const UNUSABLE_PASSWORD = "!silinmis";

/** What the audit row names (field names only: the values are what was erased). */
export const ERASED_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "phone",
  "gender",
  "password",
  "emailVerifiedAt",
  "phoneVerifiedAt",
  "jokerPoints",
  "addresses",
  "kids",
  "babies",
  "favourites",
  "alerts",
  "comparisons",
  "giftLists",
  "savedCards",
  "sessions",
  "carts",
  "clubMembership",
  "clubEventRegistrations",
  "subscriptions",
  "contactMessages",
  "smileDeals",
  "comments.authorName",
  "giftListPurchases.buyerName",
  "consents.subject",
  "consents.ip",
] as const;

export type Erasure = MemberChange & { tokens?: string[] };

/** Who asked: a manager (the back office) or the member (`manager` null, the request confirmed by SMS). */
export type ErasureRequester = { manager: { id: number } } | { member: true };

async function eraseIn(tx: Tx, by: ErasureRequester, id: number): Promise<Erasure> {
  const member = await lockMember(tx, id);
  if (!member) return { ok: false, reason: MEMBER_NOT_FOUND, status: 404 };
  if (member.erasedAt) return { ok: true, changed: false };
  const email = member.email;
  const phone = member.phone;
  const placeholder = erasedEmail(id);

  // What the member saved and made: removed (gift lists before the addresses they name).
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(giftLists).where(eq(giftLists.userId, id));
  await tx.delete(giftListShares).where(eq(giftListShares.userId, id));
  await tx.update(subscriptions).set({ status: "cancelled", addressId: null, savedCardId: null }).where(eq(subscriptions.userId, id));
  await tx.delete(addresses).where(eq(addresses.userId, id));
  await tx.delete(kids).where(eq(kids.userId, id));
  await tx.delete(babies).where(eq(babies.userId, id));
  await tx.delete(favourites).where(eq(favourites.userId, id));
  await tx.delete(alerts).where(eq(alerts.userId, id));
  await tx.delete(comparisons).where(eq(comparisons.userId, id));
  await tx.delete(carts).where(eq(carts.userId, id));
  const cards = await tx.delete(savedCards).where(eq(savedCards.userId, id)).returning({ token: savedCards.token });
  // The places their registrations held are free again (the shop's registration counts registered_count).
  const registered = await tx
    .delete(clubEventRegistrations)
    .where(eq(clubEventRegistrations.userId, id))
    .returning({ eventId: clubEventRegistrations.eventId });
  if (registered.length > 0)
    await tx
      .update(clubEvents)
      .set({ registeredCount: sql`greatest(${clubEvents.registeredCount} - 1, 0)` })
      .where(
        inArray(
          clubEvents.id,
          registered.map((r) => r.eventId),
        ),
      );
  await tx.delete(clubMembers).where(or(eq(clubMembers.userId, id), eq(clubMembers.email, email)));
  await tx.delete(smileDeals).where(eq(smileDeals.userId, id));
  await tx.delete(contactMessages).where(or(eq(contactMessages.userId, id), eq(contactMessages.email, email)));

  // Codes, links and throttle rows keyed by the member's e-mail, phone or id.
  const targets = [email, String(id), ...(phone ? [phone] : [])];
  await tx.delete(verificationCodes).where(inArray(verificationCodes.target, targets));
  const keys = [email, ...(phone ? [phone] : [])].map((identifier) => throttleKeys(identifier, "")[0]);
  await tx.delete(loginAttempts).where(inArray(loginAttempts.key, keys));

  // Kept, without the person.
  await tx.update(comments).set({ authorName: ANONYMOUS_AUTHOR, showUser: false }).where(eq(comments.userId, id));
  await tx
    .update(giftListPurchases)
    .set({ buyerName: ERASED_FIRSTNAME, buyerSurname: ERASED_LASTNAME })
    .where(eq(giftListPurchases.buyerId, id));
  const now = new Date();
  const marketing = await tx
    .select({ kind: consents.kind })
    .from(consents)
    .where(and(eq(consents.userId, id), inArray(consents.kind, ["marketing_sms", "marketing_email"]), eq(consents.granted, true)));
  await tx
    .update(consents)
    .set({ subject: `uye:${id}`, ip: null })
    .where(eq(consents.userId, id));
  const withdrawn = [...new Set(marketing.map((c) => c.kind))];
  if (withdrawn.length) {
    await tx
      .insert(consents)
      .values(withdrawn.map((kind) => ({ userId: id, subject: `uye:${id}`, kind, granted: false, source: "kvkk-silme", createdAt: now })));
  }

  await tx
    .update(users)
    .set({
      firstname: ERASED_FIRSTNAME,
      lastname: ERASED_LASTNAME,
      email: placeholder,
      phone: null,
      gender: null,
      passwordHash: UNUSABLE_PASSWORD,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      jokerPoints: 0,
      rewardCampaignCode: null,
      blockedReason: null,
      erasedAt: now,
    })
    .where(eq(users.id, id));

  const actor: AuditActor = "manager" in by ? by.manager : null;
  await recordAudit(tx, actor, {
    action: "member.erase",
    entity: { type: "member", id },
    before: { fields: [...ERASED_FIELDS] },
    after: { erased: true, requestedBy: "manager" in by ? "manager" : "member" },
    summary:
      "manager" in by ? `Üyenin kişisel verileri silindi (KVKK): üye #${id}` : `Üye hesabını sildi (KVKK md. 11, SMS kodu ile): üye #${id}`,
  });
  return { ok: true, changed: true, tokens: cards.map((c) => c.token) };
}

/**
 * Erases a member (see the module comment). After the commit, the bank is asked to forget each
 * saved card's token (a failure is logged, never the token: the shop no longer holds it anyway).
 */
export async function eraseMember(db: Db, manager: { id: number }, id: number): Promise<MemberChange> {
  return erase(db, { manager }, id);
}

/** The member's own erasure, once their SMS code was checked (self-erasure.server.ts). */
export async function eraseOwnAccount(db: Db, id: number): Promise<MemberChange> {
  return erase(db, { member: true }, id);
}

async function erase(db: Db, by: ErasureRequester, id: number): Promise<MemberChange> {
  const result = await db.transaction((tx) => eraseIn(tx, by, id));
  if (result.ok && result.tokens?.length) {
    const provider = paymentProvider(db);
    for (const token of result.tokens) {
      try {
        await provider.deleteCard?.(token, id);
      } catch (error) {
        logError("Silinen üyenin kart saklama anahtarı bankaya bildirilemedi", error, { memberId: id });
      }
    }
  }
  return result.ok ? { ok: true, changed: result.changed } : result;
}

/** Whether any personal row of the member is left (the tests' check, by the member's indexes). */
export async function personalRowsLeft(db: Db, id: number): Promise<string[]> {
  const checks: [string, Promise<unknown[]>][] = [
    ["sessions", db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id)).limit(1)],
    ["addresses", db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, id)).limit(1)],
    ["kids", db.select({ id: kids.id }).from(kids).where(eq(kids.userId, id)).limit(1)],
    ["babies", db.select({ id: babies.userId }).from(babies).where(eq(babies.userId, id)).limit(1)],
    ["favourites", db.select({ id: favourites.userId }).from(favourites).where(eq(favourites.userId, id)).limit(1)],
    ["alerts", db.select({ id: alerts.id }).from(alerts).where(eq(alerts.userId, id)).limit(1)],
    ["comparisons", db.select({ id: comparisons.userId }).from(comparisons).where(eq(comparisons.userId, id)).limit(1)],
    ["giftLists", db.select({ id: giftLists.id }).from(giftLists).where(eq(giftLists.userId, id)).limit(1)],
    ["giftListShares", db.select({ id: giftListShares.id }).from(giftListShares).where(eq(giftListShares.userId, id)).limit(1)],
    ["savedCards", db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.userId, id)).limit(1)],
    ["carts", db.select({ id: carts.id }).from(carts).where(eq(carts.userId, id)).limit(1)],
    ["clubMembers", db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.userId, id)).limit(1)],
    [
      "clubEventRegistrations",
      db.select({ id: clubEventRegistrations.eventId }).from(clubEventRegistrations).where(eq(clubEventRegistrations.userId, id)).limit(1),
    ],
    ["smileDeals", db.select({ id: smileDeals.id }).from(smileDeals).where(eq(smileDeals.userId, id)).limit(1)],
    ["contactMessages", db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.userId, id)).limit(1)],
    [
      "activeSubscriptions",
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, id), or(eq(subscriptions.status, "active"), eq(subscriptions.status, "paused"))))
        .limit(1),
    ],
    [
      "namedComments",
      db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.userId, id), or(eq(comments.showUser, true), ne(comments.authorName, ANONYMOUS_AUTHOR))))
        .limit(1),
    ],
    [
      "consentIps",
      db
        .select({ id: consents.id })
        .from(consents)
        .where(and(eq(consents.userId, id), isNotNull(consents.ip)))
        .limit(1),
    ],
  ];
  const left: string[] = [];
  for (const [name, rows] of checks) if ((await rows).length) left.push(name);
  return left;
}
