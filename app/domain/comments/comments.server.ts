/**
 * Product comments (spec sections 2, 4, 5): a member writes a star rating and a text,
 * chooses whether their name is shown (`showUser`), and the comment waits (`pending`) until a
 * manager approves or rejects it in the back office (/yonetim/yorumlar). Only approved comments are
 * shown (catalog/product.server.ts), as text. Rules kept here:
 *   - a member rates a product once: a later comment carries the rating given first (locked on the
 *     form, and the posted one is ignored); a rejected comment's rating does not count;
 *   - a comment of a member who had bought the product (a placed order with a line of it) is
 *     marked 'Satın aldı';
 *   - the product's rating and count are its approved comments' ratings, each member once (their
 *     latest), recomputed when a manager decides, together with catalog_items.updated_at;
 *   - at most COMMENTS_PER_DAY comments a member a day (a flood is refused with the failure message).
 */
import { and, asc, count, desc, eq, gte, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { catalogItems, comments, managers, orderLines, orders, users } from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { UNPAID_STATUSES } from "#app/domain/order-core/order-status";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import type { ReviewItem } from "./review-item";
import {
  ANONYMOUS_AUTHOR,
  COMMENT_MAX_LENGTH,
  COMMENT_RECEIVED,
  COMMENT_REQUIRED,
  COMMENT_SAVE_FAILED,
  RATING_REQUIRED,
} from "./comment.messages";

export const COMMENTS_PER_DAY = 10;
/** How many comments the back office decides in one go, and shows on a page. */
export const REVIEW_PAGE_SIZE = 50;
export type { ReviewItem } from "./review-item";

/** How many approved comments the product page shows, newest first. */
export const SHOWN_COMMENTS = 20;

/** What every read of a comment shows: the product page's list and the back office's queue. */
const shownFields = {
  authorName: comments.authorName,
  showUser: comments.showUser,
  rating: comments.rating,
  body: comments.body,
  purchased: comments.purchased,
  createdAt: comments.createdAt,
};

/** A comment as the product page shows it; `purchased`: the author had bought the product ('Satın aldı'). */
export type ShownComment = { id: number; authorName: string; rating: number; body: string; createdAt: string; purchased: boolean };

/**
 * The product page's comments: approved ones only, newest first, each under its author's name
 * only when they chose to show it ('Anonim' otherwise).
 */
export async function shownComments(db: Db, catalogId: number): Promise<ShownComment[]> {
  const rows = await db
    .select({
      id: comments.id,
      ...shownFields,
    })
    .from(comments)
    .where(and(eq(comments.catalogId, catalogId), eq(comments.status, "approved")))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(SHOWN_COMMENTS);
  return rows.map((c) => ({
    id: c.id,
    authorName: c.showUser && c.authorName.trim() ? c.authorName : ANONYMOUS_AUTHOR,
    rating: c.rating,
    body: c.body,
    createdAt: c.createdAt.toISOString(),
    purchased: c.purchased,
  }));
}

export type CommentOutcome =
  { ok: true; message: string } | { ok: false; reason: string; status: number; field?: "rating" | "description" };

/** The rating this member already gave the product (not counting rejected comments), or null. */
export async function lockedRating(db: Db | Tx, userId: number, catalogId: number): Promise<number | null> {
  const [earlier] = await db
    .select({ rating: comments.rating })
    .from(comments)
    .where(and(eq(comments.userId, userId), eq(comments.catalogId, catalogId), ne(comments.status, "rejected")))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(1);
  return earlier?.rating ?? null;
}

/** Whether the member has a placed order with a line of this product. */
async function hasBought(db: Db | Tx, userId: number, catalogId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.catalogId, catalogId), notInArray(orders.status, [...UNPAID_STATUSES])))
    .limit(1);
  return row != null;
}

const parseRating = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

const parseShowUser = (value: unknown) => value === true || value === "1" || value === "on" || value === "true";

/** The name a comment is shown under when its author lets it be: 'Ayşe Y.'. */
export const shownAuthorName = (firstname: string, lastname: string) =>
  [firstname.trim(), lastname.trim() ? `${lastname.trim().charAt(0).toLocaleUpperCase("tr-TR")}.` : ""].filter(Boolean).join(" ");

/**
 * Stores a member's comment on a catalogue item as waiting for approval. `input` is the posted
 * form: rating (1–5), description (the text), showUser.
 */
export async function submitComment(db: Db, userId: number, catalogId: number, input: Record<string, unknown>): Promise<CommentOutcome> {
  const text = typeof input.description === "string" ? input.description.trim() : "";
  return db.transaction(async (tx) => {
    // One member's comments take turns (the daily limit and the locked rating stay exact).
    const [member] = await tx
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const [item] = await tx
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(and(eq(catalogItems.id, catalogId), eq(catalogItems.status, "active")));
    if (!member || !item) return { ok: false, reason: COMMENT_SAVE_FAILED, status: 404 };
    const locked = await lockedRating(tx, userId, catalogId);
    const rating = locked ?? parseRating(input.rating);
    if (rating == null) return { ok: false, reason: RATING_REQUIRED, status: 422, field: "rating" };
    if (!text || text.length > COMMENT_MAX_LENGTH) return { ok: false, reason: COMMENT_REQUIRED, status: 422, field: "description" };
    const since = new Date(Date.now() - 86_400_000);
    const [{ today }] = await tx
      .select({ today: count() })
      .from(comments)
      .where(and(eq(comments.userId, userId), gte(comments.createdAt, since)));
    if (today >= COMMENTS_PER_DAY) return { ok: false, reason: COMMENT_SAVE_FAILED, status: 429 };
    await tx.insert(comments).values({
      catalogId,
      userId,
      authorName: shownAuthorName(member.firstname, member.lastname),
      rating,
      body: text,
      showUser: parseShowUser(input.showUser),
      purchased: await hasBought(tx, userId, catalogId),
    });
    return { ok: true, message: COMMENT_RECEIVED };
  });
}

/** The products' ratings again from their approved comments, each member once (their latest). */
async function refreshRatings(tx: Tx, catalogIds: number[]): Promise<void> {
  if (catalogIds.length === 0) return;
  const ids = sql.join(
    catalogIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE catalog_items c SET rating_avg = r.a, rating_count = r.n, updated_at = now()
    FROM (
      SELECT i.id, coalesce(avg(x.rating), 0)::float8 AS a, count(x.rating)::int AS n
      FROM (VALUES ${ids}) AS i(id)
      LEFT JOIN LATERAL (
        SELECT DISTINCT ON (coalesce(k.user_id, -k.id)) k.rating FROM comments k
        WHERE k.catalog_id = i.id AND k.status = 'approved'
        ORDER BY coalesce(k.user_id, -k.id), k.created_at DESC, k.id DESC
      ) x ON true
      GROUP BY i.id
    ) r
    WHERE c.id = r.id`);
}

export type ReviewDecision = "approved" | "rejected";

/**
 * A manager approves or rejects waiting comments (at most REVIEW_PAGE_SIZE at once). Only comments
 * still waiting change (a second click, or another manager's, changes nothing); the products whose
 * comments were approved get their rating again; each comment changed leaves one audit row, in
 * the same transaction. Answers how many changed.
 */
export async function reviewComments(db: Db, manager: { id: number }, ids: number[], decision: ReviewDecision): Promise<number> {
  const unique = [...new Set(ids)].slice(0, REVIEW_PAGE_SIZE);
  if (unique.length === 0) return 0;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(comments)
      .set({ status: decision, reviewedBy: manager.id, reviewedAt: new Date() })
      .where(and(inArray(comments.id, unique), eq(comments.status, "pending")))
      .returning({ id: comments.id, catalogId: comments.catalogId });
    if (changed.length === 0) return 0;
    const catalogIds = [...new Set(changed.map((c) => c.catalogId))].sort((a, b) => a - b);
    if (decision === "approved") await refreshRatings(tx, catalogIds);
    const names = new Map(
      (
        await tx.select({ id: catalogItems.id, name: catalogItems.name }).from(catalogItems).where(inArray(catalogItems.id, catalogIds))
      ).map((c) => [c.id, c.name]),
    );
    await recordAudit(
      tx,
      manager,
      changed.map((c) => ({
        action: decision === "approved" ? "comment.approve" : "comment.reject",
        entity: { type: "comment", id: c.id },
        before: { status: "pending" },
        after: { status: decision },
        summary: `${decision === "approved" ? "Yorum onaylandı" : "Yorum reddedildi"}: ${names.get(c.catalogId) ?? `ürün #${c.catalogId}`}`,
      })),
    );
    return changed.length;
  });
}

const reviewer = sql<string | null>`(select ${managers.name} from ${managers} where ${managers.id} = ${comments.reviewedBy})`;

function reviewSelect(db: Db) {
  return db
    .select({
      id: comments.id,
      productName: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      catalogId: catalogItems.id,
      firstname: users.firstname,
      lastname: users.lastname,
      ...shownFields,
      status: comments.status,
      reviewedBy: reviewer,
      reviewedAt: comments.reviewedAt,
    })
    .from(comments)
    .innerJoin(catalogItems, eq(catalogItems.id, comments.catalogId))
    .leftJoin(users, eq(users.id, comments.userId));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewSelect>["limit"]>>[number];

const toItem = (r: ReviewRow): ReviewItem => ({
  id: r.id,
  productName: r.productName,
  productUrl: productUrl(r.sefUrl, r.catalogId),
  memberName: r.firstname != null ? `${r.firstname} ${r.lastname ?? ""}`.trim() : null,
  shownName: r.authorName,
  showUser: r.showUser,
  rating: r.rating,
  body: r.body,
  purchased: r.purchased,
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  reviewedBy: r.reviewedBy,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/** How many comments wait for a decision (the back office's panel). */
export async function countWaitingComments(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(comments).where(eq(comments.status, "pending"));
  return total;
}

/** A page of comments for the back office, with how many there are in all and how many pages. */
export type ReviewPage = { items: ReviewItem[]; total: number; page: number; pageCount: number };

/** The page asked for (from 1), kept within the pages there are (a page past the last shows the last). */
const pageWithin = (total: number, size: number, page: number) => {
  const pageCount = Math.max(1, Math.ceil(total / size));
  return { pageCount, page: Math.min(Math.max(1, Math.floor(page) || 1), pageCount) };
};

/** The waiting comments, oldest first, a page at a time (from 1), with how many wait in all. */
export async function waitingComments(db: Db, page = 1): Promise<ReviewPage> {
  const total = await countWaitingComments(db);
  const at = pageWithin(total, REVIEW_PAGE_SIZE, page);
  const rows = await reviewSelect(db)
    .where(eq(comments.status, "pending"))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((at.page - 1) * REVIEW_PAGE_SIZE);
  return { items: rows.map(toItem), total, ...at };
}

/** How many decisions the history shows on a page. */
export const HISTORY_PAGE_SIZE = 20;

const decided = sql`${comments.reviewedAt} is not null`;

/** The decisions, newest first, a page at a time (from 1): who approved or rejected what, and when. */
export async function reviewHistory(db: Db, page = 1): Promise<ReviewPage> {
  const [{ total }] = await db.select({ total: count() }).from(comments).where(decided);
  const at = pageWithin(total, HISTORY_PAGE_SIZE, page);
  const rows = await reviewSelect(db)
    .where(decided)
    // As comments_reviewed_idx keeps them (newest first, nulls last).
    .orderBy(sql`${comments.reviewedAt} desc nulls last`, desc(comments.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((at.page - 1) * HISTORY_PAGE_SIZE);
  return { items: rows.map(toItem), total, ...at };
}
