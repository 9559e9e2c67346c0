/**
 * Members in the back office (/yonetim/uyeler):
 *   - `searchMembers`: by name, e-mail or phone, 50 a page, newest first (keyset on id). The
 *     query is folded (members.schema.ts memberSearchNeedle) and matched with `like '%…%'`
 *     against users.search_text, which the database keeps and a trigram index serves: a search
 *     never reads every member. No query: the newest members by the primary key.
 *   - `memberDetail`: one member's profile, flags, Joker points, club membership, their newest
 *     orders (orders_user_created_idx), addresses count, consents, comments count.
 *   - `blockMember` / `unblockMember`: a reason is required; blocking ends every session of the
 *     member in the same transaction (the member's row locked first, see sessions/session.server.ts),
 *     and the logins refuse a blocked member (accounts/login.server.ts ACCOUNT_BLOCKED). One
 *     audit row per change.
 */
import { and, count, desc, eq, isNull, like, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { addresses, clubMembers, comments, consents, orders, sessions, stores, users } from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { orderFollowStatus } from "#app/domain/orders/order-summary.server";
import { isPlaced } from "#app/domain/order-core/order-status";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { TR_DATE, TR_DATE_TIME } from "#app/lib/dates";
import { MEMBER_ERASED, MEMBER_NOT_FOUND, memberSearchNeedle, searchTooShort } from "./members.schema";

export const MEMBERS_PAGE_SIZE = 50;
export const MEMBER_ORDERS_SHOWN = 50;

export type MemberListItem = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  createdText: string;
  blocked: boolean;
  erased: boolean;
};

export type MemberSearch = { query: string; tooShort: boolean; rows: MemberListItem[]; older: number | null };

/** `like` pattern of a needle: its wildcards taken literally. */
const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listItem = (r: {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  blockedAt: Date | null;
  erasedAt: Date | null;
}): MemberListItem => ({
  id: r.id,
  name: `${r.firstname} ${r.lastname}`,
  email: r.email,
  phone: r.phone,
  createdText: TR_DATE.format(r.createdAt),
  blocked: r.blockedAt != null,
  erased: r.erasedAt != null,
});

/** One page of the member search (see the module comment); `before`: older than this id. */
export async function searchMembers(db: Db, query: string, before: number | null): Promise<MemberSearch> {
  const needle = memberSearchNeedle(query);
  const typed = query.trim().slice(0, 100);
  if (searchTooShort(typed)) return { query: typed, tooShort: true, rows: [], older: null };
  const found = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(and(needle ? like(users.searchText, containing(needle)) : undefined, before != null ? lt(users.id, before) : undefined))
    .orderBy(desc(users.id))
    .limit(MEMBERS_PAGE_SIZE + 1);
  const rows = found.slice(0, MEMBERS_PAGE_SIZE).map(listItem);
  return { query: typed, tooShort: false, rows, older: found.length > MEMBERS_PAGE_SIZE ? rows[rows.length - 1].id : null };
}

export type MemberOrderRow = {
  orderNumber: string;
  dateText: string;
  statusLabel: string;
  paymentLabel: string;
  totalKurus: number;
  storeName: string | null;
  isOffline: boolean;
};

export type MemberConsentRow = { kind: string; kindLabel: string; granted: boolean; source: string; dateText: string };

export type MemberDetail = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  gender: string | null;
  createdText: string;
  emailVerifiedText: string | null;
  phoneVerifiedText: string | null;
  jokerPoints: number;
  blocked: { atText: string; reason: string } | null;
  erasedText: string | null;
  club: { sinceText: string; newsletter: boolean } | null;
  addressCount: number;
  commentCount: number;
  orderCount: number;
  orders: MemberOrderRow[];
  consents: MemberConsentRow[];
};

const CONSENT_LABELS: Record<string, string> = {
  membership: "Üyelik sözleşmesi",
  kvkk: "KVKK aydınlatma metni",
  marketing_sms: "Kampanya SMS'leri",
  marketing_email: "Kampanya e-postaları",
  club: "Aile kulübü sözleşmesi",
  club_newsletter: "Kulüp etkinlik duyuruları",
};
export const consentLabel = (kind: string) => CONSENT_LABELS[kind] ?? kind;

const UNPAID_LABELS: Record<string, string> = { awaitingPayment: "Ödeme bekleniyor", paymentFailed: "Ödeme başarısız" };

/** One member as the back office shows them; null when there is no such member. */
export async function memberDetail(db: Db, id: number): Promise<MemberDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const [orderRows, [orderCount], [addressCount], [commentCount], consentRows, [club]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        shipmentStatusCode: orders.shipmentStatusCode,
        isOffline: orders.isOffline,
        paymentType: orders.paymentType,
        totalKurus: orders.totalKurus,
        storeName: stores.name,
      })
      .from(orders)
      .leftJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.userId, id))
      .orderBy(sql`${orders.createdAt} desc nulls first`, sql`${orders.id} desc nulls first`)
      .limit(MEMBER_ORDERS_SHOWN),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
    db
      .select({ n: count() })
      .from(addresses)
      .where(and(eq(addresses.userId, id), isNull(addresses.deletedAt))),
    db.select({ n: count() }).from(comments).where(eq(comments.userId, id)),
    db.select().from(consents).where(eq(consents.userId, id)).orderBy(desc(consents.id)).limit(50),
    db
      .select({ createdAt: clubMembers.createdAt, newsletter: clubMembers.newsletterConsent })
      .from(clubMembers)
      .where(eq(clubMembers.userId, id))
      .limit(1),
  ]);
  const when = (at: Date | null) => (at ? TR_DATE_TIME.format(at) : null);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    createdText: TR_DATE_TIME.format(user.createdAt),
    emailVerifiedText: when(user.emailVerifiedAt),
    phoneVerifiedText: when(user.phoneVerifiedAt),
    jokerPoints: user.jokerPoints,
    blocked: user.blockedAt ? { atText: TR_DATE_TIME.format(user.blockedAt), reason: user.blockedReason ?? "" } : null,
    erasedText: when(user.erasedAt),
    club: club ? { sinceText: TR_DATE.format(club.createdAt), newsletter: club.newsletter } : null,
    addressCount: addressCount?.n ?? 0,
    commentCount: commentCount?.n ?? 0,
    orderCount: orderCount?.n ?? 0,
    orders: orderRows.map((o) => ({
      orderNumber: o.orderNumber,
      dateText: TR_DATE_TIME.format(o.createdAt),
      statusLabel: isPlaced(o.status)
        ? orderFollowStatus(o.status, o.shipmentStatusCode, o.isOffline).label
        : (UNPAID_LABELS[o.status] ?? o.status),
      paymentLabel: paymentTypeLabel(o.paymentType),
      totalKurus: o.totalKurus,
      storeName: o.storeName,
      isOffline: o.isOffline,
    })),
    consents: consentRows.map((c) => ({
      kind: c.kind,
      kindLabel: consentLabel(c.kind),
      granted: c.granted,
      source: c.source,
      dateText: TR_DATE_TIME.format(c.createdAt),
    })),
  };
}

export type MemberChange = { ok: true; changed: boolean } | { ok: false; reason: string; status: 404 | 409 };

/** The member's row, locked for the change (the session insert reads it FOR SHARE). */
export async function lockMember(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

const memberName = (m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`;

/** Blocks a member with a reason; every session of theirs ends in the same transaction. Blocking a blocked member changes nothing. */
export async function blockMember(db: Db, manager: { id: number }, id: number, reason: string): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member) return { ok: false, reason: MEMBER_NOT_FOUND, status: 404 };
    if (member.erasedAt) return { ok: false, reason: MEMBER_ERASED, status: 409 };
    if (member.blockedAt) return { ok: true, changed: false };
    await tx.update(users).set({ blockedAt: new Date(), blockedReason: reason }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, manager, {
      action: "member.block",
      entity: { type: "member", id },
      before: { blocked: false, blockedReason: null },
      after: { blocked: true, blockedReason: reason },
      summary: `Üye engellendi: ${memberName(member)} (#${id})`,
    });
    return { ok: true, changed: true };
  });
}

/** Lifts a block. Unblocking a member who is not blocked changes nothing. */
export async function unblockMember(db: Db, manager: { id: number }, id: number): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, id);
    if (!member) return { ok: false, reason: MEMBER_NOT_FOUND, status: 404 };
    if (member.erasedAt) return { ok: false, reason: MEMBER_ERASED, status: 409 };
    if (!member.blockedAt) return { ok: true, changed: false };
    await tx.update(users).set({ blockedAt: null, blockedReason: null }).where(eq(users.id, id));
    await recordAudit(tx, manager, {
      action: "member.unblock",
      entity: { type: "member", id },
      before: { blocked: true, blockedReason: member.blockedReason },
      after: { blocked: false, blockedReason: null },
      summary: `Üyenin engeli kaldırıldı: ${memberName(member)} (#${id})`,
    });
    return { ok: true, changed: true };
  });
}
