import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { giftListItems, giftLists, users } from "#app/db/schema";
import { solvedCaptchaOf } from "#app/domain/captcha/captcha-solver.server";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { seedItem } from "#tests/support/unit/orders";
import { foldForSearch } from "#app/lib/turkish";
import {
  GIFT_LIST_SEARCH_EMPTY,
  SEARCH_CRITERIA_REQUIRED,
  SEARCH_EMAIL_REQUIRED,
  SEARCH_FIRSTNAME_REQUIRED,
  SEARCH_LASTNAME_REQUIRED,
  SEARCH_LIST_NUMBER_REQUIRED,
  SEARCH_RESULTS_MAX,
  validateGiftListSearch,
} from "./gift-list-search";
import { findGiftLists, nameFoldedInSql, searchGiftLists } from "./gift-list-search.server";

describe("validateGiftListSearch", () => {
  it("asks for a criteria with the spec's message, then for the criteria's value", () => {
    for (const criteria of [undefined, "", "user.phone", ["user.name"]]) {
      expect(validateGiftListSearch({ criteria, firstname: "Ayşe", lastname: "Kaya" })).toEqual({
        ok: false,
        reason: SEARCH_CRITERIA_REQUIRED,
        field: "criteria",
      });
    }
    expect(SEARCH_CRITERIA_REQUIRED).toBe(`Lütfen bir "Arama Kriter'i" seçin.`);
    expect(validateGiftListSearch({ criteria: "user.name", firstname: " ", lastname: "Kaya" })).toMatchObject({
      ok: false,
      reason: SEARCH_FIRSTNAME_REQUIRED,
      field: "firstname",
    });
    expect(validateGiftListSearch({ criteria: "user.name", firstname: "Ayşe" })).toMatchObject({
      ok: false,
      reason: SEARCH_LASTNAME_REQUIRED,
      field: "lastname",
    });
    expect(validateGiftListSearch({ criteria: "user.name", firstname: "A", lastname: "Kaya" })).toMatchObject({
      ok: false,
      field: "firstname",
    });
    expect(validateGiftListSearch({ criteria: "user.name", firstname: "x".repeat(61), lastname: "Kaya" })).toMatchObject({
      ok: false,
      field: "firstname",
    });
    expect(validateGiftListSearch({ criteria: "wishList.id", value: "12a" })).toMatchObject({
      ok: false,
      reason: SEARCH_LIST_NUMBER_REQUIRED,
    });
    expect(validateGiftListSearch({ criteria: "wishList.id", value: "9".repeat(5_000) })).toMatchObject({
      ok: false,
      reason: SEARCH_LIST_NUMBER_REQUIRED,
    });
    expect(validateGiftListSearch({ criteria: "user.email", value: "ayse@" })).toMatchObject({ ok: false, reason: SEARCH_EMAIL_REQUIRED });
    expect(validateGiftListSearch({ criteria: "user.email", value: `${"a".repeat(250)}@x.com` })).toMatchObject({
      ok: false,
      reason: SEARCH_EMAIL_REQUIRED,
    });
  });

  it("folds names as search does, and reads a list number and an e-mail", () => {
    expect(validateGiftListSearch({ criteria: "user.name", firstname: " AYŞE  Nur ", lastname: "IŞIK" })).toEqual({
      ok: true,
      query: { by: "name", firstname: "ayse nur", lastname: "isik" },
    });
    expect(validateGiftListSearch({ criteria: "wishList.id", value: " 42 " })).toEqual({ ok: true, query: { by: "id", id: 42 } });
    expect(validateGiftListSearch({ criteria: "user.email", value: " Ayse@Example.COM " })).toEqual({
      ok: true,
      query: { by: "email", email: "ayse@example.com" },
    });
  });
});

let db: Db;
let close: () => Promise<void>;
let ayse: number;
let ayseList: number;
let ayseOld: number;
let ipek: number;

const nextYear = new Date().getFullYear() + 1;
const day = (n: number) => `${nextYear}-01-${String(n).padStart(2, "0")}`;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [{ id: ayse }, { id: ipek }] = await db
    .insert(users)
    .values([
      { email: "ayse.kaya@example.com", phone: "05321112233", passwordHash: "x", firstname: "AYŞE", lastname: "KAYA" },
      { email: "ipek@example.com", passwordHash: "x", firstname: "İpek", lastname: "Işıkçı" },
    ])
    .returning();
  [{ id: ayseList }, { id: ayseOld }] = await db
    .insert(giftLists)
    .values([
      { userId: ayse, name: "Elif'in Doğum Günü", expireDate: day(5) },
      { userId: ayse, name: "Geçen yılın listesi", expireDate: "2020-03-01" },
    ])
    .returning();
  const { variantIds } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [
    { sku: "AYI-1", priceKurus: 10_000, stock: 3 },
    { sku: "AYI-2", priceKurus: 10_000, stock: 3 },
  ]);
  await db.insert(giftListItems).values(variantIds.map((productId) => ({ listId: ayseList, productId })));
  // İpek has more lists than a search answers.
  await db
    .insert(giftLists)
    .values(
      Array.from({ length: SEARCH_RESULTS_MAX + 5 }, (_, i) => ({ userId: ipek, name: `Liste ${i + 1}`, expireDate: day(1 + (i % 28)) })),
    );
});
afterAll(async () => close?.());

describe("findGiftLists", () => {
  it("finds a list by its owner's name however it is typed (Turkish case, missing Turkish letters), without the owner's contact details", async () => {
    for (const [firstname, lastname] of [
      ["ayşe", "kaya"],
      ["Ayse", "KAYA"],
      ["AYŞE", "Kaya"],
    ]) {
      const found = await findGiftLists(db, { by: "name", firstname: foldForSearch(firstname), lastname: foldForSearch(lastname) });
      expect(found, `${firstname} ${lastname}`).toEqual([
        {
          id: ayseList,
          name: "Elif'in Doğum Günü",
          expireDate: { date: day(5) },
          owner: { firstname: "AYŞE", lastname: "KAYA" },
          itemCount: 2,
          url: `/hediye-listesi/goster/${ayseList}`,
        },
      ]);
    }
    expect(JSON.stringify(await findGiftLists(db, { by: "id", id: ayseList }))).not.toMatch(/example\.com|0532|address/);
    expect(await findGiftLists(db, { by: "name", firstname: "isik", lastname: "kaya" })).toEqual([]);
    expect(await findGiftLists(db, { by: "name", firstname: "ayse", lastname: "kay" })).toEqual([]);
  });

  it("never finds a list whose event day has passed, by any criteria", async () => {
    expect(await findGiftLists(db, { by: "id", id: ayseOld })).toEqual([]);
    expect((await findGiftLists(db, { by: "email", email: "ayse.kaya@example.com" })).map((l) => l.id)).toEqual([ayseList]);
  });

  it("answers at most 20 lists, the soonest event first", async () => {
    const found = await findGiftLists(db, { by: "name", firstname: foldForSearch("IPEK"), lastname: foldForSearch("isikci") });
    expect(found).toHaveLength(SEARCH_RESULTS_MAX);
    const days = found.map((l) => l.expireDate.date);
    expect(days).toEqual([...days].sort());
  });

  it("folds stored names in SQL as foldForSearch folds them in TypeScript", async () => {
    const names = ["İPEK", "Işıl", "ılgın", "ÇAĞLA ŞÜKRÜ", "Göğüş", "Âdem Kâmil", "Nurî", "Ayşe  Nur", "IRMAK", "ümmühan"];
    const values = sql.join(
      names.map((n, i) => sql`(${i}, ${n})`),
      sql`, `,
    );
    const result = await db.execute(sql`select ${nameFoldedInSql(sql`t.n`)} as folded from (values ${values}) as t(i, n) order by t.i`);
    expect((result as unknown as { rows: { folded: string }[] }).rows.map((r) => r.folded)).toEqual(names.map(foldForSearch));
  });
});

describe("searchGiftLists", () => {
  it("checks the search, then uses up a solved captcha, and only then looks", async () => {
    const search = { criteria: "user.name", firstname: "ayşe", lastname: "kaya" };
    expect(await searchGiftLists(db, { ...search, criteria: "" })).toEqual({
      ok: false,
      reason: SEARCH_CRITERIA_REQUIRED,
      status: 422,
      field: "criteria",
    });
    expect(await searchGiftLists(db, search)).toEqual({ ok: false, reason: CAPTCHA_REQUIRED, status: 400 });
    expect(await searchGiftLists(db, { ...search, altcha: "bozuk" })).toEqual({ ok: false, reason: CAPTCHA_INVALID, status: 400 });
    const altcha = await solvedCaptchaOf(db);
    expect(await searchGiftLists(db, { ...search, altcha })).toMatchObject({ ok: true, items: [{ id: ayseList }] });
    expect(await searchGiftLists(db, { ...search, altcha })).toEqual({ ok: false, reason: CAPTCHA_INVALID, status: 400 });
    expect(await searchGiftLists(db, { criteria: "wishList.id", value: String(ayseOld), altcha: await solvedCaptchaOf(db) })).toEqual({
      ok: false,
      reason: GIFT_LIST_SEARCH_EMPTY,
      status: 200,
    });
  });
});
