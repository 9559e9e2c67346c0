import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { addresses, cities, districts, users } from "#app/db/schema";
import { seedItem } from "#tests/support/unit/orders";
import { GIFT_LIST_ADDRESS_REQUIRED, GIFT_LIST_DATE_INVALID, GIFT_LIST_NAME_REQUIRED, validateGiftList } from "./gift-list.schema";
import { deleteGiftList, memberGiftLists, publicGiftList, removeGiftListItem, saveGiftList } from "./gift-lists.server";
import { addToGiftList } from "./product-buttons.server";
import { GIFT_LIST_NOT_FOUND } from "./product-buttons.messages";

const today = { day: 24, month: 11, year: 2026 };

describe("validateGiftList", () => {
  it("asks for a name, an event day that is a real day not in the past, and an address, with the spec's messages", () => {
    expect(validateGiftList({ name: " Doğum Günü ", day: "24", month: "11", year: "2026", addressId: "3" }, today)).toEqual({
      ok: true,
      data: { name: "Doğum Günü", date: today, addressId: 3 },
    });
    expect(validateGiftList({ name: "", day: "24", month: "11", year: "2026", addressId: "3" }, today)).toMatchObject({
      ok: false,
      reason: GIFT_LIST_NAME_REQUIRED,
    });
    expect(validateGiftList({ name: "Baby shower", day: "23", month: "11", year: "2026", addressId: "3" }, today)).toMatchObject({
      ok: false,
      reason: GIFT_LIST_DATE_INVALID,
      errors: { date: GIFT_LIST_DATE_INVALID },
    });
    expect(validateGiftList({ name: "Baby shower", day: "31", month: "2", year: "2027", addressId: "3" }, today)).toMatchObject({
      ok: false,
      errors: { date: GIFT_LIST_DATE_INVALID },
    });
    expect(validateGiftList({ name: "Baby shower", day: "1", month: "1", year: "2027", addressId: "0" }, today)).toMatchObject({
      ok: false,
      reason: GIFT_LIST_ADDRESS_REQUIRED,
    });
    expect(validateGiftList({ name: "x".repeat(61), day: "", month: "", year: "", addressId: "" }, today)).toMatchObject({
      ok: false,
      reason: GIFT_LIST_NAME_REQUIRED,
      errors: { name: GIFT_LIST_NAME_REQUIRED, date: GIFT_LIST_DATE_INVALID, addressId: GIFT_LIST_ADDRESS_REQUIRED },
    });
  });
});

let db: Db;
let close: () => Promise<void>;
let ayse: number;
let can: number;
let ayseHome: number;
let canHome: number;
let toy: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [{ id: ayse }, { id: can }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak" },
      { email: "can@example.com", passwordHash: "x", firstname: "Can", lastname: "Öz" },
    ])
    .returning();
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  const [district] = await db.insert(districts).values({ id: 3401, cityId: 34, name: "Kadıköy" }).returning();
  const address = (userId: number, title: string) => ({
    userId,
    title,
    personName: "Ayşe Ak",
    phone: "05321112233",
    cityId: 34,
    districtId: district.id,
    address: "Moda Cad. No: 1",
    billingType: "individual",
  });
  [{ id: ayseHome }, { id: canHome }] = await db
    .insert(addresses)
    .values([address(ayse, "Ev"), address(can, "İş")])
    .returning();
  ({
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [{ sku: "AYI", priceKurus: 10_000, stock: 3 }]));
});
afterAll(async () => close?.());

const nextYear = String(new Date().getFullYear() + 1);

describe("gift lists", () => {
  it("saves a member's list only with their own address, and changes or deletes only their own", async () => {
    const form = { name: "Elif'in doğum günü", day: "5", month: "3", year: nextYear, addressId: String(ayseHome) };
    expect(await saveGiftList(db, ayse, { ...form, addressId: String(canHome) })).toMatchObject({
      ok: false,
      reason: GIFT_LIST_ADDRESS_REQUIRED,
      errors: { addressId: GIFT_LIST_ADDRESS_REQUIRED },
    });
    const saved = await saveGiftList(db, ayse, form);
    if (!saved.ok) throw new Error(saved.reason);
    expect(await saveGiftList(db, can, { ...form, addressId: String(canHome), name: "Başkasının" }, saved.id)).toMatchObject({
      ok: false,
      reason: GIFT_LIST_NOT_FOUND,
      status: 404,
    });
    expect(await deleteGiftList(db, can, saved.id)).toMatchObject({ ok: false, reason: GIFT_LIST_NOT_FOUND });
    expect(await saveGiftList(db, ayse, { ...form, name: "Elif 3 yaşında" }, saved.id)).toMatchObject({ ok: true, id: saved.id });

    expect(await addToGiftList(db, ayse, saved.id, toy)).toMatchObject({ ok: true, added: true });
    const [list] = await memberGiftLists(db, ayse);
    expect(list).toMatchObject({
      id: saved.id,
      name: "Elif 3 yaşında",
      expireDate: `${nextYear}-03-05`,
      expired: false,
      address: { id: ayseHome, title: "Ev" },
      itemCount: 1,
      wanted: 1,
      bought: 0,
    });
    expect(await memberGiftLists(db, can)).toEqual([]);

    // Anyone sees the list's name, owner and items; never its address.
    const shown = await publicGiftList(db, saved.id, null);
    expect(shown).toMatchObject({
      name: "Elif 3 yaşında",
      owner: { firstname: "Ayşe", lastname: "Ak" },
      mine: false,
      items: [{ productId: toy, name: "Oyuncak Ayı", wanted: 1, bought: 0, inStock: true }],
    });
    expect(JSON.stringify(shown)).not.toContain("Moda Cad.");
    expect((await publicGiftList(db, saved.id, ayse))?.mine).toBe(true);

    const itemId = shown!.items[0].id;
    expect(await removeGiftListItem(db, can, itemId)).toMatchObject({ ok: false });
    expect(await removeGiftListItem(db, ayse, itemId)).toMatchObject({ ok: true });
    expect(await deleteGiftList(db, ayse, saved.id)).toMatchObject({ ok: true });
    expect(await publicGiftList(db, saved.id, null)).toBeNull();
  });
});
