import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Db } from "#app/db/client.server";
import { addresses, cities, districts, towns, users } from "#app/db/schema";
import { ADDRESS_LIMIT, ADDRESS_NOT_FOUND, DISTRICT_NOT_FOUND, MAX_ADDRESSES, TOWN_NOT_FOUND, type AddressForm } from "./address.schema";
import { createAddress, deleteAddress, getAddress, listAddresses, placeNames, updateAddress } from "./addresses.server";

let db: Db;
let close: () => Promise<void>;
let ayse: number;
let can: number;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values([
    { id: 6, name: "Ankara", sortKey: "ankara" },
    { id: 34, name: "İstanbul", sortKey: "istanbul" },
  ]);
  await db.insert(districts).values([
    { id: 6008, cityId: 6, name: "Çankaya" },
    { id: 34019, cityId: 34, name: "Kadıköy" },
  ]);
  await db.insert(towns).values([
    { id: 60080001, districtId: 6008, name: "Kızılay Mah" },
    { id: 340190003, districtId: 34019, name: "Caferağa Mah" },
  ]);
  const rows = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Kaya" },
      { email: "can@example.com", passwordHash: "x", firstname: "Can", lastname: "Kaya" },
    ])
    .returning({ id: users.id });
  [ayse, can] = rows.map((r) => r.id);
});
afterAll(() => close());

const form = (over: Partial<AddressForm> = {}): AddressForm => ({
  title: "Ev",
  personName: "Ayşe Kaya",
  address: "Moda Caddesi No: 12 Daire: 4",
  phone: "05321234567",
  city: 34,
  district: 34019,
  town: 340190003,
  billingType: "individual",
  identityNumber: "10000000146",
  company: null,
  taxOffice: null,
  taxNumber: null,
  ...over,
});

describe("the address book", () => {
  it("adds an address with its place names", async () => {
    const added = await createAddress(db, ayse, form());
    expect(added).toMatchObject({
      ok: true,
      address: {
        title: "Ev",
        city: { id: 34, name: "İstanbul" },
        district: { id: 34019, name: "Kadıköy" },
        town: { id: 340190003, name: "Caferağa Mah" },
      },
    });
  });

  it("refuses a district of another city and a town of another district", async () => {
    expect(await createAddress(db, ayse, form({ district: 6008, town: 60080001 }))).toEqual({
      ok: false,
      reason: DISTRICT_NOT_FOUND,
      status: 422,
      errors: { district: DISTRICT_NOT_FOUND },
    });
    expect(await createAddress(db, ayse, form({ district: 99999 }))).toMatchObject({ ok: false, errors: { district: DISTRICT_NOT_FOUND } });
    expect(await createAddress(db, ayse, form({ town: 60080001 }))).toEqual({
      ok: false,
      reason: TOWN_NOT_FOUND,
      status: 422,
      errors: { town: TOWN_NOT_FOUND },
    });
    expect(await createAddress(db, ayse, form({ town: 999999999 }))).toMatchObject({ ok: false, errors: { town: TOWN_NOT_FOUND } });
    expect(await listAddresses(db, ayse)).toHaveLength(1);
  });

  it("names the chosen places for an order's copy, checked against each other", async () => {
    expect(await placeNames(db, { city: 34, district: 34019, town: 340190003 })).toEqual({
      ok: true,
      city: "İstanbul",
      district: "Kadıköy",
      town: "Caferağa Mah",
    });
    expect(await placeNames(db, { city: 34, district: 34019, town: null })).toEqual({
      ok: true,
      city: "İstanbul",
      district: "Kadıköy",
      town: null,
    });
    expect(await placeNames(db, { city: 6, district: 34019, town: null })).toEqual({
      ok: false,
      field: "district",
      reason: DISTRICT_NOT_FOUND,
    });
    expect(await placeNames(db, { city: 34, district: 34019, town: 60080001 })).toEqual({
      ok: false,
      field: "town",
      reason: TOWN_NOT_FOUND,
    });
    expect(await createAddress(db, ayse, form({ town: null }))).toMatchObject({
      ok: false,
      status: 422,
      errors: { town: "Lütfen mahalle seçiniz." },
    });
  });

  it("a district found once is named again without asking the database; an unknown one is asked again", async () => {
    expect(await placeNames(db, { city: 34, district: 34020, town: null })).toMatchObject({ ok: false, field: "district" });
    await db.insert(districts).values({ id: 34020, cityId: 34, name: "Kartal" });
    expect(await placeNames(db, { city: 34, district: 34020, town: null })).toEqual({
      ok: true,
      city: "İstanbul",
      district: "Kartal",
      town: null,
    });
    // Places never change while the shop runs (db/places.server.ts): the first answer stands.
    await db.update(districts).set({ name: "Kartal (yeni)" }).where(eq(districts.id, 34020));
    expect(await placeNames(db, { city: 34, district: 34020, town: null })).toMatchObject({ ok: true, district: "Kartal" });
    expect(await placeNames(db, { city: 6, district: 34020, town: null })).toMatchObject({ ok: false, field: "district" });
  });

  it("another member's address acts like an unknown one and does not change", async () => {
    const [mine] = await listAddresses(db, ayse);
    const notFound = { ok: false, reason: ADDRESS_NOT_FOUND, status: 404 };
    expect(await getAddress(db, can, mine.id)).toBeNull();
    expect(await updateAddress(db, can, mine.id, form({ title: "Çalıntı" }))).toEqual(notFound);
    expect(await deleteAddress(db, can, mine.id)).toEqual(notFound);
    expect(await updateAddress(db, ayse, 987654, form())).toEqual(notFound);
    expect(await getAddress(db, ayse, mine.id)).toEqual(mine);
  });

  it("updates the member's own address, billing type included", async () => {
    const [mine] = await listAddresses(db, ayse);
    const updated = await updateAddress(
      db,
      ayse,
      mine.id,
      form({
        title: "İş",
        billingType: "corporate",
        identityNumber: null,
        company: "Minik A.Ş.",
        taxOffice: "Kadıköy",
        taxNumber: "4540536920",
        city: 6,
        district: 6008,
        town: 60080001,
      }),
    );
    expect(updated).toMatchObject({
      ok: true,
      address: {
        id: mine.id,
        title: "İş",
        billingType: "corporate",
        identityNumber: null,
        company: "Minik A.Ş.",
        city: { name: "Ankara" },
      },
    });
  });

  it("deleting keeps the row for past orders but leaves the book", async () => {
    const [mine] = await listAddresses(db, ayse);
    expect(await deleteAddress(db, ayse, mine.id)).toMatchObject({ ok: true });
    expect(await listAddresses(db, ayse)).toEqual([]);
    expect(await getAddress(db, ayse, mine.id)).toBeNull();
    expect(await deleteAddress(db, ayse, mine.id)).toMatchObject({ ok: false, status: 404 });
    const [row] = await db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row.deletedAt).not.toBeNull();
  });

  it("keeps at most 20 live addresses, even when the adds come at once; deleting makes room", async () => {
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) => createAddress(db, can, form({ title: `Adres ${i + 1}` }))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_ADDRESSES);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, reason: ADDRESS_LIMIT, status: 409 })));
    const book = await listAddresses(db, can);
    expect(book).toHaveLength(MAX_ADDRESSES);
    await deleteAddress(db, can, book[0].id);
    expect(await createAddress(db, can, form({ title: "Yeni" }))).toMatchObject({ ok: true });
    expect(await createAddress(db, can, form({ title: "Fazla" }))).toMatchObject({ ok: false, reason: ADDRESS_LIMIT });
  });
});
