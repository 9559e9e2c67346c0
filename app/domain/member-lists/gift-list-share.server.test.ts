import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { giftLists, outbox, users } from "#app/db/schema";
import { shareGiftList } from "./gift-list-share.server";
import { GIFT_LIST_EXPIRED, GIFT_LIST_NOT_FOUND } from "./product-buttons.messages";
import { GIFT_LIST_SHARED, shareDailyLimit, SHARE_EMAILS_INVALID, SHARE_MAX_PER_DAY } from "./share-emails";

let db: Db;
let close: () => Promise<void>;
let ayse: number;
let can: number;
let list: number;
let past: number;

const ORIGIN = "https://www.minikdunya.example";
const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.com`).join(", ");

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [{ id: ayse }, { id: can }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Kaya" },
      { email: "can@example.com", passwordHash: "x", firstname: "Can", lastname: "Öz" },
    ])
    .returning();
  [{ id: list }, { id: past }] = await db
    .insert(giftLists)
    .values([
      { userId: ayse, name: "Elif'in Doğum Günü", expireDate: `${new Date().getFullYear() + 1}-03-05` },
      { userId: ayse, name: "Eski liste", expireDate: "2020-01-01" },
    ])
    .returning();
});
afterAll(async () => close?.());

const mails = () => db.select().from(outbox).where(eq(outbox.channel, "email")).orderBy(asc(outbox.id));

describe("shareGiftList", () => {
  it("sends one e-mail per different address with the list's name, the owner's first name and the shop's own link", async () => {
    expect(
      await shareGiftList(db, {
        userId: ayse,
        listId: list,
        emails: "Dede@example.com; nine@example.com dede@example.com",
        origin: ORIGIN,
      }),
    ).toEqual({ ok: true, message: GIFT_LIST_SHARED, sent: 2 });
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(["dede@example.com", "nine@example.com"]);
    for (const m of sent) {
      expect(m.subject).toContain("Elif'in Doğum Günü");
      expect(m.body).toContain("Ayşe");
      expect(m.body).toContain(`${ORIGIN}/hediye-listesi/goster/${list}`);
    }
  });

  it("answers another member's list like a missing one, refuses bad addresses and a passed list, and sends nothing then", async () => {
    const before = (await mails()).length;
    expect(await shareGiftList(db, { userId: can, listId: list, emails: "dede@example.com", origin: ORIGIN })).toEqual({
      ok: false,
      reason: GIFT_LIST_NOT_FOUND,
      status: 404,
    });
    expect(await shareGiftList(db, { userId: ayse, listId: list, emails: "dede@example.com, dede", origin: ORIGIN })).toEqual({
      ok: false,
      reason: SHARE_EMAILS_INVALID,
      status: 422,
    });
    expect(await shareGiftList(db, { userId: ayse, listId: past, emails: "dede@example.com", origin: ORIGIN })).toEqual({
      ok: false,
      reason: GIFT_LIST_EXPIRED,
      status: 422,
    });
    expect((await mails()).length).toBe(before);
  });

  it(`keeps a member to ${SHARE_MAX_PER_DAY} share e-mails in 24 hours, even when the list is deleted`, async () => {
    const [other] = await db
      .insert(giftLists)
      .values({ userId: can, name: "Can'ın listesi", expireDate: `${new Date().getFullYear() + 1}-06-01` })
      .returning();
    const share = (emails: string, now?: Date) => shareGiftList(db, { userId: can, listId: other.id, emails, origin: ORIGIN, now });
    expect(await share(addresses(20, "a"))).toMatchObject({ ok: true, sent: 20 });
    expect(await share(addresses(20, "b"))).toMatchObject({ ok: true, sent: 20 });
    expect(await share(addresses(11, "c"))).toEqual({ ok: false, reason: shareDailyLimit(10), status: 429 });
    expect(await share(addresses(10, "c"))).toMatchObject({ ok: true, sent: 10 });
    expect(await share("son@example.com")).toEqual({ ok: false, reason: shareDailyLimit(0), status: 429 });
    await db.delete(giftLists).where(eq(giftLists.id, other.id));
    const [again] = await db
      .insert(giftLists)
      .values({ userId: can, name: "Yeni liste", expireDate: `${new Date().getFullYear() + 1}-06-02` })
      .returning();
    expect(await shareGiftList(db, { userId: can, listId: again.id, emails: "son@example.com", origin: ORIGIN })).toMatchObject({
      ok: false,
      status: 429,
    });
    // A day later the count starts again.
    expect(
      await shareGiftList(db, {
        userId: can,
        listId: again.id,
        emails: "son@example.com",
        origin: ORIGIN,
        now: new Date(Date.now() + 24 * 3600_000 + 1000),
      }),
    ).toMatchObject({ ok: true });
    // Ayşe's shares are her own.
    expect(await shareGiftList(db, { userId: ayse, listId: list, emails: "x@example.com", origin: ORIGIN })).toMatchObject({ ok: true });
  });
});
