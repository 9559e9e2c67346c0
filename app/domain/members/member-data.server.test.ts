/**
 * A member's own data (KVKK art. 11) and their own erasure on a real database: every section
 * holds the member's rows and none of another member's; no hash, token or code is in it; the
 * download is audited by id; the erasure wants the SMS code of the member's phone (wrong, used and
 * missing codes erase nothing), then runs the back office's erasure, audited as the member's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { seedItem } from "#tests/support/unit/orders";
import {
  addresses,
  alerts,
  auditLog,
  cities,
  comments,
  consents,
  districts,
  favourites,
  kids,
  loginAttempts,
  orderLines,
  orders,
  outbox,
  users,
  verificationCodes,
} from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";
import { CODE_USED, CODE_WRONG } from "#app/domain/accounts/verification-codes.server";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import { throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { collectMemberData, recordDataDownload } from "./member-data.server";
import { personalRowsLeft } from "./member-erasure.server";
import { confirmErasure, ERASURE_PURPOSE, requestErasureCode } from "./self-erasure.server";
import { ERASURE_NO_PHONE } from "./erasure-keeps";

let db: Db;
let close: () => Promise<void>;
let productId = 0;
let itemId = 0;

async function member(first: string, email: string, phone: string | null) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      phone,
      passwordHash: await hashPassword("Deneme123"),
      firstname: first,
      lastname: "Yılmaz",
      phoneVerifiedAt: phone ? new Date() : null,
    })
    .returning();
  return row;
}

/** Fills every section of a member's data with one row, marked with `tag`. */
async function fill(id: number, tag: string, email: string, phone: string) {
  await db
    .insert(addresses)
    .values({ userId: id, title: `Ev ${tag}`, personName: `${tag} Kişi`, phone, cityId: 34, districtId: 34019, address: `Moda ${tag}` });
  await db.insert(kids).values({ userId: id, name: `Çocuk ${tag}`, birthDay: 3, birthMonth: 4, birthYear: 2022 });
  const [order] = await db
    .insert(orders)
    .values({
      orderHash: `h-${tag}`,
      orderNumber: `MD-${tag}`,
      userId: id,
      email,
      paymentType: "moneyOrder",
      itemsTotalKurus: 100,
      totalKurus: 100,
    })
    .returning();
  await db.insert(orderLines).values({
    orderId: order.id,
    productId,
    catalogId: itemId,
    sku: "TRN-1",
    name: `Tren ${tag}`,
    unitPriceKurus: 100,
    quantity: 1,
    totalPriceKurus: 100,
    vatRate: 20,
    image: "x",
    url: "/x",
  });
  await db
    .insert(consents)
    .values({ userId: id, subject: email, kind: "marketing_sms", granted: true, source: "kayit", ip: "203.0.113.9" });
  await db
    .insert(outbox)
    .values({ kind: "auth.smsLoginCode", channel: "sms", to: phone, body: `kod 1234 ${tag}`, userId: id, subject: "" });
  await db.insert(comments).values({ catalogId: itemId, userId: id, authorName: tag, rating: 5, body: `Harika ${tag}` });
  await db.insert(favourites).values({ userId: id, productId });
  await db.insert(alerts).values({ userId: id, productId, type: "price" });
  await db.insert(loginAttempts).values({ key: throttleKeys(email, "")[0], failures: 2, lastFailureAt: new Date() });
  const session = createSessionHandle(db, undefined, () => {}, false);
  await session.setUser(id);
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({
    itemId,
    variantIds: [productId],
  } = await seedItem(db, { name: "Oyuncak Tren", slug: "tren" }, [{ sku: "TRN-1", priceKurus: 100, stock: 5 }]));
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  await db.insert(districts).values({ id: 34019, cityId: 34, name: "Kadıköy" });
});
afterAll(async () => close?.());

describe("collectMemberData", () => {
  it("gives every section of the member's own data, nothing of another member's, no secret", async () => {
    const ayse = await member("Ayşe", "ayse.veri@example.com", "05320000001");
    const can = await member("Can", "can.veri@example.com", "05320000002");
    await fill(ayse.id, "AYSE", ayse.email, ayse.phone!);
    await fill(can.id, "CAN", can.email, can.phone!);

    const data = (await collectMemberData(db, ayse.id))!;
    expect(data.profile).toMatchObject({ firstname: "Ayşe", email: "ayse.veri@example.com", phone: "05320000001" });
    expect(data.addresses).toMatchObject([{ title: "Ev AYSE", city: "İstanbul", district: "Kadıköy" }]);
    expect(data.children).toEqual([{ name: "Çocuk AYSE", gender: null, birthDate: "2022-04-03" }]);
    expect(data.orders).toMatchObject([{ orderNumber: "MD-AYSE", lines: [{ name: "Tren AYSE", quantity: 1 }] }]);
    expect(data.consents).toMatchObject([{ kind: "marketing_sms", granted: true, ip: "203.0.113.9" }]);
    expect(data.messages).toMatchObject([{ channel: "sms", kind: "SMS ile giriş kodu" }]);
    expect(data.comments).toMatchObject([{ body: "Harika AYSE", rating: 5 }]);
    expect(data.lists.favourites).toHaveLength(1);
    expect(data.lists.alerts).toMatchObject([{ type: "price" }]);
    expect(data.logins.sessions).toHaveLength(1);
    expect(data.logins.failures).toMatchObject([{ failures: 2 }]);

    const text = JSON.stringify(data);
    expect(text).not.toMatch(/CAN|can\.veri|05320000002/);
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain("kod 1234");
    expect(text).not.toMatch(/passwordHash|codeHash|token/i);
  });

  it("answers nothing for an erased or unknown member, and a download's audit row names only the id", async () => {
    expect(await collectMemberData(db, 999_999)).toBeNull();
    const m = await member("Deniz", "deniz.veri@example.com", null);
    await recordDataDownload(db, m.id);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "member.dataExport")).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ managerId: null, entityType: "member", entityId: String(m.id) });
    expect(JSON.stringify(row)).not.toContain("deniz.veri");
  });
});

describe("self-erasure", () => {
  const code = async (phone: string) => {
    const [sms] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, phone), eq(outbox.kind, "auth.erasureCode")))
      .orderBy(desc(outbox.id))
      .limit(1);
    return sms.body.slice(-4);
  };

  it("erases only with the SMS code of the member's phone, then as the back office does, audited as the member's", async () => {
    const m = await member("Ela", "ela.sil@example.com", "05320000003");
    await fill(m.id, "ELA", m.email, m.phone!);

    expect(await confirmErasure(db, m.id, "0000")).toMatchObject({ ok: false }); // no code asked
    const sent = await requestErasureCode(db, m.id, "203.0.113.5");
    expect(sent).toMatchObject({ ok: true, phone: "(532) 000 00 03" });
    const right = await code(m.phone!);
    const wrong = right === "1111" ? "2222" : "1111";
    expect(await confirmErasure(db, m.id, wrong)).toEqual({ ok: false, reason: CODE_WRONG, status: 400 });
    expect((await db.select().from(users).where(eq(users.id, m.id)))[0].erasedAt).toBeNull();

    expect(await confirmErasure(db, m.id, right)).toEqual({ ok: true });
    const [after] = await db.select().from(users).where(eq(users.id, m.id));
    expect(after.erasedAt).not.toBeNull();
    expect(after.phone).toBeNull();
    expect(await personalRowsLeft(db, m.id)).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, m.id))).toHaveLength(1);
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.purpose, ERASURE_PURPOSE))).toEqual([]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.erase"), eq(auditLog.entityId, String(m.id))));
    expect(audit).toMatchObject({ managerId: null, after: { erased: true, requestedBy: "member" } });
    expect(await collectMemberData(db, m.id)).toBeNull();
    // The same code again erases nothing more (the account has no phone now).
    expect(await confirmErasure(db, m.id, right)).toMatchObject({ ok: false, reason: ERASURE_NO_PHONE });
  });

  it("a used code is refused, and a member without a verified phone is told to write instead", async () => {
    const m = await member("Ece", "ece.sil@example.com", "05320000004");
    await requestErasureCode(db, m.id, "203.0.113.6");
    const right = await code(m.phone!);
    await db.update(verificationCodes).set({ consumedAt: new Date() }).where(eq(verificationCodes.target, m.phone!));
    expect(await confirmErasure(db, m.id, right)).toEqual({ ok: false, reason: CODE_USED, status: 400 });
    const noPhone = await member("Efe", "efe.sil@example.com", null);
    expect(await requestErasureCode(db, noPhone.id, "203.0.113.6")).toMatchObject({ ok: false, reason: ERASURE_NO_PHONE });
  });
});
