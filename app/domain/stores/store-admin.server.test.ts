/**
 * Stores in the back office on a real database: the form's schema (Turkish messages, Türkiye's
 * bounds, phones), saving with one audit row of the changed fields, a taken code, a district of
 * another city, and a store manager who may edit their own store only and make none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, cities, districts, managers, stores } from "#app/db/schema";
import {
  STORE_DISTRICT_RULE,
  STORE_HOURS_RULE,
  STORE_LAT_RULE,
  STORE_LON_RULE,
  STORE_PHONE_RULE,
  STORE_CODE_RULE,
  STORE_TYPE_RULE,
  STORE_ADDRESS_RULE,
  storePhone,
  storeSchema,
} from "./store-form";
import { listStoresFor, saveStore, STORE_CODE_TAKEN, STORE_CREATE_DENIED, STORE_NOT_FOUND_ADMIN, storeForEdit } from "./store-admin.server";

let db: Db;
let close: () => Promise<void>;
let kadikoy = 0;
let cankaya = 0;
let owner: { id: number; role: "owner"; storeId: null };
let managerId = 0;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values([
    { id: 34, name: "İstanbul", sortKey: "istanbul" },
    { id: 6, name: "Ankara", sortKey: "ankara" },
  ]);
  await db.insert(districts).values([
    { id: 3401, cityId: 34, name: "Kadıköy" },
    { id: 601, cityId: 6, name: "Çankaya" },
  ]);
  [{ id: kadikoy }, { id: cankaya }] = await db
    .insert(stores)
    .values([
      {
        code: "MD3401",
        name: "Kadıköy",
        sefUrl: "kadikoy",
        cityId: 34,
        districtId: 3401,
        address: "Moda Cad. No 1",
        phone: "02160000000",
        lat: 40.99,
        lon: 29.03,
      },
      {
        code: "MD0601",
        name: "Çankaya",
        sefUrl: "cankaya",
        cityId: 6,
        districtId: 601,
        address: "Tunalı Hilmi Cad. 5",
        phone: "03120000000",
        lat: 39.9,
        lon: 32.86,
      },
    ])
    .returning({ id: stores.id });
  const [row] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner" })
    .returning({ id: managers.id });
  managerId = row.id;
  owner = { id: managerId, role: "owner", storeId: null };
});
afterAll(async () => close?.());

const form = (over: Record<string, string> = {}) => ({
  name: "Kadıköy Mağazası",
  code: "md3401",
  sefUrl: "kadikoy",
  type: "magaza",
  cityId: "34",
  districtId: "3401",
  address: "Caferağa Mah. Moda Cad. No 1",
  phone: "(0216) 123-4567",
  openingHours: "Hafta içi 10:00 - 22:00, Pazar 11:00 - 20:00",
  lat: "40,9903",
  lon: "29.0290",
  pickupAvailable: "1",
  active: "1",
  ...over,
});
const parsed = (over: Record<string, string> = {}) => storeSchema.parse(form(over));
const errorsOf = (over: Record<string, string>) => {
  const r = storeSchema.safeParse(form(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the store form's schema", () => {
  it("reads the form: code upper-case, phone as the stores write it, coordinates with a comma, services", () => {
    expect(parsed()).toMatchObject({
      code: "MD3401",
      phone: "0216 123 45 67",
      lat: 40.9903,
      lon: 29.029,
      pickupAvailable: true,
      deliveryCar: false,
      active: true,
      cityId: 34,
      districtId: 3401,
    });
    expect(storePhone("05321112233")).toBe("0532 111 22 33");
    expect(storePhone("+90 (312) 444-5566")).toBe("0312 444 55 66");
    expect(storePhone("12345")).toBeNull();
  });

  it("refuses with Turkish messages: outside Türkiye, a bad phone, hours without a time, unknown type", () => {
    expect(errorsOf({ lat: "48.85", lon: "2.35" })).toMatchObject({ lat: STORE_LAT_RULE, lon: STORE_LON_RULE });
    expect(errorsOf({ lat: "abc" })).toMatchObject({ lat: STORE_LAT_RULE });
    expect(errorsOf({ phone: "123" })).toMatchObject({ phone: STORE_PHONE_RULE });
    expect(errorsOf({ openingHours: "Her gün açık" })).toMatchObject({ openingHours: STORE_HOURS_RULE });
    expect(errorsOf({ openingHours: `10:00 ${"x".repeat(300)}` })).toMatchObject({ openingHours: STORE_HOURS_RULE });
    expect(errorsOf({ type: "depo" })).toMatchObject({ type: STORE_TYPE_RULE });
    expect(errorsOf({ code: "<b>" })).toMatchObject({ code: STORE_CODE_RULE });
    expect(errorsOf({ address: "kısa" })).toMatchObject({ address: STORE_ADDRESS_RULE });
    expect(errorsOf({ districtId: "" })).toMatchObject({ districtId: STORE_DISTRICT_RULE });
  });
});

describe("saving stores", () => {
  it("changes a store with one audit row of the changed fields; nothing changed writes nothing", async () => {
    expect(await saveStore(db, owner, kadikoy, parsed({ openingHours: "10:00 - 21:00" }))).toEqual({
      ok: true,
      id: kadikoy,
      sefUrl: "kadikoy",
    });
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(kadikoy)));
    expect(rows.map((r) => r.action)).toEqual(["store.update"]);
    expect(Object.keys(rows[0].after!).sort()).toEqual(["address", "lat", "lon", "name", "openingHours", "phone"]);
    expect(rows[0].before).toMatchObject({ openingHours: "10:00 - 22:00", phone: "02160000000" });
    expect(rows[0].after).toMatchObject({ openingHours: "10:00 - 21:00" });
    await saveStore(db, owner, kadikoy, parsed({ openingHours: "10:00 - 21:00" }));
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(kadikoy))),
    ).toHaveLength(1);
  });

  it("refuses a taken code and a district of another city", async () => {
    expect(await saveStore(db, owner, kadikoy, parsed({ code: "MD0601" }))).toMatchObject({
      ok: false,
      status: 409,
      reason: STORE_CODE_TAKEN,
    });
    expect(await saveStore(db, owner, kadikoy, parsed({ districtId: "601" }))).toMatchObject({
      ok: false,
      status: 422,
      reason: STORE_DISTRICT_RULE,
    });
  });

  it("lets a store manager see and edit their own store only, and make none", async () => {
    const manager = { id: managerId, role: "store", storeId: kadikoy } as const;
    expect((await listStoresFor(db, manager)).map((s) => s.id)).toEqual([kadikoy]);
    expect(await storeForEdit(db, manager, cankaya)).toBeNull();
    expect(
      await saveStore(db, manager, cankaya, parsed({ code: "MD0601", sefUrl: "cankaya", cityId: "6", districtId: "601" })),
    ).toMatchObject({ ok: false, status: 404, reason: STORE_NOT_FOUND_ADMIN });
    expect(await saveStore(db, manager, null, parsed({ code: "MD9999", sefUrl: "yeni" }))).toMatchObject({
      ok: false,
      status: 403,
      reason: STORE_CREATE_DENIED,
    });
    expect((await saveStore(db, manager, kadikoy, parsed({ openingHours: "09:00 - 21:00" }))).ok).toBe(true);
    expect((await listStoresFor(db, owner)).length).toBe(2);
    expect((await saveStore(db, owner, null, parsed({ code: "MD3402", sefUrl: "", name: "Bağdat Caddesi" }))).ok).toBe(true);
    expect((await db.select().from(stores).where(eq(stores.code, "MD3402")))[0].sefUrl).toBe("bagdat-caddesi");
  });
});
