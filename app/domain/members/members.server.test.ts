/**
 * Members in the back office on a real database: the search (Turkish letters folded, e-mail,
 * phone in any form, 50 a page, newest first), blocking (sessions end, every login refuses, the
 * session insert refuses a blocked member) and the KVKK erasure, table by table: what goes, what
 * is anonymised, what is kept (the order and its address snapshot), the audit row without the
 * erased values, idempotence, and the e-mail free to register again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import {
  addresses,
  alerts,
  auditLog,
  babies,
  carts,
  cities,
  clubEventRegistrations,
  clubEvents,
  clubMembers,
  comments,
  comparisons,
  consents,
  contactMessages,
  districts,
  favourites,
  giftListItems,
  giftListPurchases,
  giftListShares,
  giftLists,
  kids,
  loginAttempts,
  managers,
  orders,
  savedCards,
  sessions,
  smileDeals,
  subscriptions,
  users,
  verificationCodes,
} from "#app/db/schema";
import { ACCOUNT_BLOCKED, authenticate, LOGIN_FAILED } from "#app/domain/accounts/login.server";
import { hashPassword } from "#app/domain/accounts/password.server";
import { throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { solvedCaptchaOf } from "#app/domain/captcha/captcha-solver.server";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import { seedItem } from "#tests/support/unit/orders";
import { ERASED_FIELDS, eraseMember, personalRowsLeft, UNUSABLE_PASSWORD } from "./member-erasure.server";
import { blockMember, memberDetail, MEMBERS_PAGE_SIZE, searchMembers, unblockMember } from "./members.server";
import { memberSearchNeedle, SEARCH_TOO_SHORT, searchTooShort } from "./members.schema";
import { ANONYMOUS_AUTHOR } from "#app/domain/comments/comment.messages";

let db: Db;
let close: () => Promise<void>;
let manager: { id: number };
let productId = 0;
let itemId = 0;

async function member(first: string, last: string, email: string, phone: string | null) {
  const [row] = await db
    .insert(users)
    .values({ email, phone, passwordHash: await hashPassword("Deneme123"), firstname: first, lastname: last })
    .returning();
  return row;
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
/** Signs the member in on a new session (as the login does); answers the session's user id (null: refused). */
async function signInSession(userId: number): Promise<{ cookie: string; userId: number | null }> {
  let cookie = "";
  const handle = createSessionHandle(db, undefined, (v) => (cookie = cookieOf(v)), false);
  await handle.setUser(userId);
  return { cookie, userId: await handle.userId() };
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [manager] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Mağaza Sahibi", passwordHash: "x", role: "owner" })
    .returning({ id: managers.id });
  ({
    itemId,
    variantIds: [productId],
  } = await seedItem(db, { name: "Oyuncak Tren", slug: "tren" }, [{ sku: "TRN-1", priceKurus: 19_990, stock: 5 }]));
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  await db.insert(districts).values({ id: 34019, cityId: 34, name: "Kadıköy" });
});
afterAll(async () => close?.());

describe("memberSearchNeedle", () => {
  it("folds letters as the column does and reads a phone in any form", () => {
    expect(memberSearchNeedle("  İLKNUR Çağlar ")).toBe("ilknur caglar");
    expect(memberSearchNeedle("IŞIK")).toBe("isik");
    expect(memberSearchNeedle("Ayşe.Kaya@Example.com")).toBe("ayse.kaya@example.com");
    expect(memberSearchNeedle("(532) 123-4567")).toBe("05321234567");
    expect(memberSearchNeedle("5321234567")).toBe("05321234567");
    expect(memberSearchNeedle("+90 532 123 45 67")).toBe("05321234567");
    expect(memberSearchNeedle("1234")).toBe("1234");
    expect(searchTooShort("ab")).toBe(true);
    expect(searchTooShort("")).toBe(false);
    expect(searchTooShort("%%%")).toBe(true);
  });
});

describe("searchMembers", () => {
  it("finds by name with or without Turkish letters, by e-mail, by phone, newest first", async () => {
    const a = await member("Şükrü", "Işıkoğlu", "sukru@example.com", "05551112233");
    const b = await member("Sukru", "Isikoglu", "ikinci@example.com", null);
    const c = await member("İpek", "Güneş", "ipek.gunes@ornek.com", "05559998877");
    for (const q of ["şükrü", "SUKRU", "ışıkoğlu", "isikoglu"])
      expect(
        (await searchMembers(db, q, null)).rows.map((r) => r.id),
        q,
      ).toEqual([b.id, a.id]);
    expect((await searchMembers(db, "IPEK GÜNEŞ", null)).rows.map((r) => r.id)).toEqual([c.id]);
    expect((await searchMembers(db, "ornek.com", null)).rows.map((r) => r.id)).toEqual([c.id]);
    expect((await searchMembers(db, "(555) 999-8877", null)).rows.map((r) => r.id)).toEqual([c.id]);
    expect((await searchMembers(db, "9998877", null)).rows.map((r) => r.id)).toEqual([c.id]);
    // A like wildcard is taken as the character.
    expect((await searchMembers(db, "___", null)).rows).toEqual([]);
    expect(await searchMembers(db, "ab", null)).toMatchObject({ tooShort: true, rows: [] });
    expect(SEARCH_TOO_SHORT).toContain("en az 3");
  });

  it("pages 50 at a time by id, newest first", async () => {
    await db.insert(users).values(
      Array.from({ length: 60 }, (_, i) => ({
        email: `sayfa${i}@example.com`,
        passwordHash: "x",
        firstname: "Sayfa",
        lastname: `Üye${i}`,
      })),
    );
    const first = await searchMembers(db, "sayfa", null);
    expect(first.rows).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.rows[0].email).toBe("sayfa59@example.com");
    const second = await searchMembers(db, "sayfa", first.older);
    expect(second.rows).toHaveLength(10);
    expect(second.older).toBeNull();
    expect(second.rows.at(-1)!.email).toBe("sayfa0@example.com");
  });

  it("uses the trigram index, not a scan of every member", async () => {
    await db.execute("set enable_seqscan = off" as never);
    const plan = await db.execute(`explain select id from users where search_text like '%sukru%' order by id desc limit 51` as never);
    await db.execute("set enable_seqscan = on" as never);
    expect(JSON.stringify(plan)).toContain("users_search_trgm_idx");
  });
});

describe("blocking", () => {
  it("ends the member's sessions, refuses the password login after the right password, and no session can be made", async () => {
    const m = await member("Engel", "Deneme", "engel@example.com", "05550001122");
    const open = await signInSession(m.id);
    expect(open.userId).toBe(m.id);
    expect(await blockMember(db, manager, m.id, "Sahte siparişler")).toEqual({ ok: true, changed: true });
    expect(await db.select().from(sessions).where(eq(sessions.userId, m.id))).toEqual([]);
    expect(await authenticate(db, { identifier: "engel@example.com", password: "Deneme123", ip: "10.1.0.1" })).toEqual({
      ok: false,
      reason: ACCOUNT_BLOCKED,
      captcha: false,
    });
    // A wrong password says nothing of the block.
    expect(await authenticate(db, { identifier: "engel@example.com", password: "Yanlis123", ip: "10.1.0.2" })).toMatchObject({
      ok: false,
      reason: LOGIN_FAILED,
    });
    // A login that got past its check before the block: its session is not for the member.
    expect((await signInSession(m.id)).userId).toBeNull();
    expect(await blockMember(db, manager, m.id, "Yine")).toEqual({ ok: true, changed: false });
    expect((await memberDetail(db, m.id))!.blocked).toMatchObject({ reason: "Sahte siparişler" });

    expect(await unblockMember(db, manager, m.id)).toEqual({ ok: true, changed: true });
    // (The wrong password above asks for a captcha now.)
    expect(
      await authenticate(db, { identifier: "05550001122", password: "Deneme123", ip: "10.1.0.3", captcha: await solvedCaptchaOf(db) }),
    ).toMatchObject({ ok: true, userId: m.id });
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(m.id)));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["member.block", { blocked: false, blockedReason: null }, { blocked: true, blockedReason: "Sahte siparişler" }],
      ["member.unblock", { blocked: true, blockedReason: "Sahte siparişler" }, { blocked: false, blockedReason: null }],
    ]);
    expect(await blockMember(db, manager, 999_999, "Yok böyle biri")).toMatchObject({ ok: false, status: 404 });
  });
});

describe("KVKK erasure", () => {
  it("removes or anonymises every personal row, keeps the order with its address snapshot, records field names only", async () => {
    const m = await member("Silinecek", "Kişi", "silinecek@example.com", "05557776655");
    const other = await member("Liste", "Sahibi", "liste@example.com", null);
    const id = m.id;
    await signInSession(id);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: id,
        title: "Ev",
        personName: "Silinecek Kişi",
        phone: "05557776655",
        cityId: 34,
        districtId: 34019,
        address: "Moda Cad. 1",
        identityNumber: "10000000146",
      })
      .returning();
    await db.insert(kids).values({ userId: id, name: "Ece", birthDay: 1, birthMonth: 2, birthYear: 2022 });
    await db.insert(babies).values({ userId: id, birthDay: 1, birthMonth: 1, birthYear: 2027 });
    await db.insert(favourites).values({ userId: id, productId });
    await db.insert(alerts).values({ userId: id, productId, type: "stock" });
    await db.insert(comparisons).values({ userId: id, catalogId: itemId });
    const [list] = await db
      .insert(giftLists)
      .values({ userId: id, name: "Doğum günü", addressId: address.id, expireDate: "2030-01-01" })
      .returning();
    await db.insert(giftListItems).values({ listId: list.id, productId });
    await db.insert(giftListShares).values({ userId: id, listId: list.id, recipients: 2 });
    const [othersList] = await db.insert(giftLists).values({ userId: other.id, name: "Başkasının", expireDate: "2030-01-01" }).returning();
    const [othersItem] = await db.insert(giftListItems).values({ listId: othersList.id, productId }).returning();
    await db.insert(giftListPurchases).values({ itemId: othersItem.id, buyerId: id, buyerName: "Silinecek", buyerSurname: "Kişi" });
    const [card] = await db.insert(savedCards).values({ userId: id, token: "tok_silinecek", bin: "454360", last4: "0002" }).returning();
    await db
      .insert(subscriptions)
      .values({ userId: id, productId, weekInterval: 2, addressId: address.id, savedCardId: card.id, estimatedSendDate: "2030-01-01" });
    await db.insert(carts).values({ userId: id, giftNote: "Sevgilerimle" });
    const [club] = await db
      .insert(clubMembers)
      .values({
        userId: id,
        firstname: "Silinecek",
        lastname: "Kişi",
        email: "silinecek@example.com",
        phone: "05557776655",
        agreementAcceptedAt: new Date(),
      })
      .returning();
    const [event] = await db
      .insert(clubEvents)
      .values({ title: "Masal", description: "Masal saati", startsAt: new Date(Date.now() + 86_400_000), capacity: 10, registeredCount: 3 })
      .returning();
    await db.insert(clubEventRegistrations).values({ eventId: event.id, userId: id });
    await db.insert(smileDeals).values({ userId: id, phone: "05557776655", link: "https://example.com/urun" });
    await db.insert(contactMessages).values([
      { userId: id, firstName: "Silinecek", email: "silinecek@example.com", subject: "diger", message: "Merhaba" },
      { userId: null, firstName: "Silinecek", email: "silinecek@example.com", subject: "kargo", message: "Misafirken yazdım" },
    ]);
    await db.insert(comments).values({
      catalogId: itemId,
      userId: id,
      authorName: "Silinecek K.",
      rating: 5,
      body: "Çok güzel bir oyuncak, tavsiye ederim.",
      status: "approved",
    });
    await db.insert(consents).values([
      { userId: id, subject: String(id), kind: "kvkk", granted: true, source: "kayit", ip: "10.0.0.9" },
      { userId: id, subject: "silinecek@example.com", kind: "marketing_email", granted: true, source: "kayit", ip: "10.0.0.9" },
    ]);
    await db
      .insert(verificationCodes)
      .values({ purpose: "password-reset", target: String(id), codeHash: "h", expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(loginAttempts).values({ key: throttleKeys("silinecek@example.com", "")[0], failures: 2 });
    const [order] = await db
      .insert(orders)
      .values({
        orderHash: "hash-silinecek",
        orderNumber: "MD-SIL-1",
        userId: id,
        email: "silinecek@example.com",
        paymentType: "moneyOrder",
        itemsTotalKurus: 19_990,
        totalKurus: 19_990,
        status: "confirmed",
        deliveryAddress: {
          personName: "Silinecek Kişi",
          phone: "05557776655",
          city: "İstanbul",
          district: "Kadıköy",
          address: "Moda Cad. 1",
        } as never,
        billingAddress: {
          personName: "Silinecek Kişi",
          phone: "05557776655",
          city: "İstanbul",
          district: "Kadıköy",
          address: "Moda Cad. 1",
        } as never,
      })
      .returning();

    expect(await eraseMember(db, manager, id)).toEqual({ ok: true, changed: true });

    expect(await personalRowsLeft(db, id)).toEqual([]);
    const [after] = await db.select().from(users).where(eq(users.id, id));
    expect(after).toMatchObject({
      firstname: "Silinmiş",
      lastname: "Üye",
      phone: null,
      gender: null,
      passwordHash: UNUSABLE_PASSWORD,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      jokerPoints: 0,
    });
    expect(after.email).toMatch(/^silinmis-\d+-[0-9a-f]{12}@silinmis\.invalid$/);
    expect(after.erasedAt).toBeInstanceOf(Date);
    expect(after.searchText).not.toContain("silinecek");
    // Kept: the order and its invoice's address snapshot.
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toEqual(order);
    // Anonymised, kept.
    const [comment] = await db.select().from(comments).where(eq(comments.userId, id));
    expect(comment).toMatchObject({ authorName: ANONYMOUS_AUTHOR, showUser: false, rating: 5, status: "approved" });
    expect(
      await db
        .select({ n: giftListPurchases.buyerName, s: giftListPurchases.buyerSurname })
        .from(giftListPurchases)
        .where(eq(giftListPurchases.buyerId, id)),
    ).toEqual([{ n: "Silinmiş", s: "Üye" }]);
    const consentRows = await db.select().from(consents).where(eq(consents.userId, id));
    expect(consentRows.every((c) => c.ip == null && c.subject === `uye:${id}`)).toBe(true);
    expect(consentRows.filter((c) => c.kind === "marketing_email").map((c) => c.granted)).toEqual([true, false]);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(sub).toMatchObject({ status: "cancelled", addressId: null, savedCardId: null });
    // The e-mail's messages from before the account, the club membership by e-mail, codes and throttle rows: gone.
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "silinecek@example.com"))).toEqual([]);
    expect(await db.select().from(clubMembers).where(eq(clubMembers.id, club.id))).toEqual([]);
    // Their place at the club event is free again.
    expect((await db.select({ n: clubEvents.registeredCount }).from(clubEvents).where(eq(clubEvents.id, event.id)))[0].n).toBe(2);
    expect(
      await db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, String(id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, throttleKeys("silinecek@example.com", "")[0])),
    ).toEqual([]);
    // Someone else's list is untouched.
    expect(await db.select().from(giftLists).where(eq(giftLists.id, othersList.id))).toHaveLength(1);

    // No login of any kind finds the account; no session can be made for it.
    expect(await authenticate(db, { identifier: "silinecek@example.com", password: "Deneme123", ip: "10.2.0.1" })).toMatchObject({
      ok: false,
      reason: LOGIN_FAILED,
    });
    expect(await authenticate(db, { identifier: "05557776655", password: "Deneme123", ip: "10.2.0.2" })).toMatchObject({
      ok: false,
      reason: LOGIN_FAILED,
    });
    expect((await signInSession(id)).userId).toBeNull();

    // The audit row: field names, never the values.
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "member.erase"));
    expect(row).toMatchObject({
      entityType: "member",
      entityId: String(id),
      managerId: manager.id,
      before: { fields: [...ERASED_FIELDS] },
      after: { erased: true },
    });
    const stored = JSON.stringify(row);
    for (const secret of ["silinecek@example.com", "05557776655", "Silinecek", "Moda"]) expect(stored).not.toContain(secret);

    // Twice: nothing more happens.
    expect(await eraseMember(db, manager, id)).toEqual({ ok: true, changed: false });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "member.erase"))).toHaveLength(1);
    expect(await blockMember(db, manager, id, "Silinmiş birini engelle")).toMatchObject({ ok: false, status: 409 });

    // The e-mail and phone are free again.
    const again = await member("Yeni", "Hesap", "silinecek@example.com", "05557776655");
    expect(again.id).not.toBe(id);
  });
});
