import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, catalogItems, comments, managers, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { COMMENT_RECEIVED, COMMENT_REQUIRED, COMMENT_SAVE_FAILED, RATING_REQUIRED } from "./comment.messages";
import {
  COMMENTS_PER_DAY,
  HISTORY_PAGE_SIZE,
  lockedRating,
  reviewComments,
  reviewHistory,
  submitComment,
  waitingComments,
} from "./comments.server";

let db: Db;
let close: () => Promise<void>;
let ayse: number;
let can: number;
let manager: { id: number };
let toy: { itemId: number; variantIds: number[] };
let carrier: number;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  toy = await seedItem(db, { name: "Oyuncak Tren", slug: "tren" }, [{ sku: "TREN", priceKurus: 10_000, stock: 100 }]);
  ({ carrier } = await seedDelivery(db, []));
  [{ id: ayse }, { id: can }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "ılgaz", phone: "05321110001" },
      { email: "can@example.com", passwordHash: "x", firstname: "Can", lastname: "Öz", phone: "05321110002" },
    ])
    .returning();
  [manager] = await db
    .insert(managers)
    .values({ email: "mudur@example.com", passwordHash: "x", name: "Mehmet Öztürk", role: "catalogue" })
    .returning({ id: managers.id });
});
afterAll(async () => close?.());

const item = async () => (await db.select().from(catalogItems).where(eq(catalogItems.id, toy.itemId)))[0];

describe("submitComment", () => {
  it("refuses a missing rating or text with the spec's messages, stores a good one waiting, and marks a buyer", async () => {
    expect(await submitComment(db, ayse, toy.itemId, { description: "Güzel" })).toMatchObject({
      ok: false,
      reason: RATING_REQUIRED,
      field: "rating",
    });
    expect(await submitComment(db, ayse, toy.itemId, { rating: "6", description: "Güzel" })).toMatchObject({
      ok: false,
      reason: RATING_REQUIRED,
    });
    expect(await submitComment(db, ayse, toy.itemId, { rating: "4", description: "   " })).toMatchObject({
      ok: false,
      reason: COMMENT_REQUIRED,
      field: "description",
    });
    expect(await submitComment(db, ayse, 999_999, { rating: "4", description: "Güzel" })).toMatchObject({
      ok: false,
      reason: COMMENT_SAVE_FAILED,
      status: 404,
    });

    await kit.place([[toy.variantIds[0], 1]], can, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
    expect(await submitComment(db, ayse, toy.itemId, { rating: "4", description: " <b>Kısa</b> ama güzel ", showUser: "1" })).toEqual({
      ok: true,
      message: COMMENT_RECEIVED,
    });
    expect(await submitComment(db, can, toy.itemId, { rating: 2, description: "Aldım, beğenmedim.", showUser: "0" })).toMatchObject({
      ok: true,
    });
    const rows = await db.select().from(comments).where(eq(comments.catalogId, toy.itemId)).orderBy(comments.id);
    expect(
      rows.map((r) => ({
        user: r.userId,
        status: r.status,
        rating: r.rating,
        body: r.body,
        author: r.authorName,
        showUser: r.showUser,
        purchased: r.purchased,
      })),
    ).toEqual([
      { user: ayse, status: "pending", rating: 4, body: "<b>Kısa</b> ama güzel", author: "Ayşe I.", showUser: true, purchased: false },
      { user: can, status: "pending", rating: 2, body: "Aldım, beğenmedim.", author: "Can Ö.", showUser: false, purchased: true },
    ]);
  });

  it("locks a member's rating once given: a later comment carries it, whatever is posted", async () => {
    expect(await lockedRating(db, ayse, toy.itemId)).toBe(4);
    expect(await submitComment(db, ayse, toy.itemId, { rating: "1", description: "Bir ay sonra da memnunum." })).toMatchObject({
      ok: true,
    });
    const [latest] = await db.select().from(comments).where(eq(comments.userId, ayse)).orderBy(comments.id).limit(1).offset(1);
    expect(latest.rating).toBe(4);
  });

  it(`takes at most ${COMMENTS_PER_DAY} comments a member a day`, async () => {
    const [{ itemId }] = [await seedItem(db, { name: "Top", slug: "top" }, [{ sku: "TOP", priceKurus: 1_000, stock: 5 }])];
    const answers = [];
    for (let i = 0; i < COMMENTS_PER_DAY + 1; i++)
      answers.push(await submitComment(db, can, itemId, { rating: "5", description: `Yorum ${i}` }));
    // Can wrote one already today (above).
    expect(answers.filter((a) => a.ok)).toHaveLength(COMMENTS_PER_DAY - 1);
    expect(answers.at(-1)).toMatchObject({ ok: false, reason: COMMENT_SAVE_FAILED, status: 429 });
  });
});

describe("reviewComments", () => {
  it("approves or rejects waiting comments once, with who and when, and rates the product from approved ones, each member once", async () => {
    const waiting = (await db.select().from(comments).where(eq(comments.catalogId, toy.itemId)).orderBy(comments.id)).map((c) => c.id);
    const [ayseFirst, canOne, ayseSecond] = waiting;
    expect(await reviewComments(db, manager, [ayseFirst, canOne, ayseSecond], "approved")).toBe(3);
    // Ayşe counts once (4), Can once (2).
    expect(await item()).toMatchObject({ ratingAvg: 3, ratingCount: 2 });
    // Again, or rejected afterwards: nothing changes.
    expect(await reviewComments(db, manager, [ayseFirst], "approved")).toBe(0);
    expect(await reviewComments(db, manager, [ayseFirst], "rejected")).toBe(0);
    const [decided] = await db.select().from(comments).where(eq(comments.id, ayseFirst));
    expect(decided).toMatchObject({ status: "approved", reviewedBy: manager.id });
    expect(decided.reviewedAt).toBeInstanceOf(Date);
    const history = await reviewHistory(db);
    expect(history).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(history.items[0]).toMatchObject({
      status: "approved",
      reviewedBy: "Mehmet Öztürk",
      productName: "Oyuncak Tren",
      productUrl: `/urun/tren-${toy.itemId}`,
    });
    // One audit row per comment changed, none for the clicks that changed nothing.
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, "comment.approve")).orderBy(auditLog.id);
    expect(
      rows.map((r) => ({ manager: r.managerId, type: r.entityType, id: r.entityId, before: r.before, after: r.after, summary: r.summary })),
    ).toEqual(
      [ayseFirst, canOne, ayseSecond].map((id) => ({
        manager: manager.id,
        type: "comment",
        id: String(id),
        before: { status: "pending" },
        after: { status: "approved" },
        summary: "Yorum onaylandı: Oyuncak Tren",
      })),
    );
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "comment.reject"))).toEqual([]);
  });

  it("lists the waiting queue oldest first, and a rejected comment's rating does not lock or count", async () => {
    const { itemId } = await seedItem(db, { name: "Kova", slug: "kova" }, [{ sku: "KOVA", priceKurus: 1_000, stock: 5 }]);
    await submitComment(db, ayse, itemId, { rating: "1", description: "Kırık geldi." });
    const queue = await waitingComments(db);
    const mine = queue.items.find((c) => c.productName === "Kova")!;
    expect(mine).toMatchObject({ memberName: "Ayşe ılgaz", shownName: "Ayşe I.", rating: 1, purchased: false, status: "pending" });
    expect(queue.items.map((c) => c.createdAt)).toEqual([...queue.items.map((c) => c.createdAt)].sort());
    expect(await reviewComments(db, manager, [mine.id], "rejected")).toBe(1);
    expect(
      await db.select({ id: auditLog.entityId, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, "comment.reject")),
    ).toEqual([{ id: String(mine.id), after: { status: "rejected" } }]);
    expect(await lockedRating(db, ayse, itemId)).toBeNull();
    const [kova] = await db.select().from(catalogItems).where(eq(catalogItems.id, itemId));
    expect(kova).toMatchObject({ ratingAvg: 0, ratingCount: 0 });
  });

  it("keeps every decision in a paged history, newest first, a page past the last showing the last", async () => {
    const { itemId } = await seedItem(db, { name: "Küp", slug: "kup" }, [{ sku: "KUP", priceKurus: 1_000, stock: 5 }]);
    const before = (await reviewHistory(db)).total;
    const made: number[] = [];
    for (let i = 0; i < HISTORY_PAGE_SIZE + 3; i++) {
      const [{ id }] = await db
        .insert(comments)
        .values({ catalogId: itemId, userId: i % 2 ? ayse : can, authorName: "Ayşe I.", rating: 4, body: `Küp yorumu ${i}` })
        .returning({ id: comments.id });
      // One at a time, so each has a later decision time than the one before.
      expect(await reviewComments(db, manager, [id], i % 3 ? "approved" : "rejected")).toBe(1);
      made.push(id);
    }
    const first = await reviewHistory(db, 1);
    expect(first).toMatchObject({ total: before + made.length, page: 1, pageCount: Math.ceil((before + made.length) / HISTORY_PAGE_SIZE) });
    expect(first.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.items.slice(0, HISTORY_PAGE_SIZE).map((c) => c.id)).toEqual(made.slice(-HISTORY_PAGE_SIZE).reverse());
    expect(first.items[0]).toMatchObject({ status: "approved", reviewedBy: "Mehmet Öztürk", productName: "Küp" });
    expect(first.items.find((c) => c.id === made[2])).toBeUndefined();
    const times = first.items.map((c) => c.reviewedAt!);
    expect(times).toEqual([...times].sort().reverse());
    const second = await reviewHistory(db, 2);
    expect(second.items.slice(0, 3).map((c) => c.id)).toEqual(made.slice(0, 3).reverse());
    expect(second.items.find((c) => c.id === made[0])).toMatchObject({ status: "rejected" });
    expect((await reviewHistory(db, 999)).page).toBe(first.pageCount);
  });
});
