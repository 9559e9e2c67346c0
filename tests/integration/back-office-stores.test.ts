/**
 * Stores in the back office over HTTP. A store manager sees and edits only
 * their own store (another store's id is 404 whether asked or posted, and stays as it was; a new
 * store is the owner's), a change of hours shows at once on /magaza/{sefUrl}, bad and hostile
 * input gets Turkish 4xx answers with what was typed, and each change is one audit row.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { STORE_CREATE_DENIED, STORE_NOT_FOUND_ADMIN } from "#app/domain/stores/store-admin.server";
import { STORE_LAT_RULE, STORE_NAME_RULE, STORE_PHONE_RULE } from "#app/domain/stores/store-form";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { request } from "../support/http";
import { stamp } from "../support/visitor";

type StoreItem = { id: number; name: string; sefUrl: string; openingHours: string };
type EditPage = { id: number; values: Record<string, string> };
type Saved = { success: boolean; reason: string; errors: Record<string, string>; values: Record<string, string>; sefUrl: string | null };

let owner: Visitor;
let storeManager: Visitor;
let own: StoreItem;
let other: StoreItem;
const EDIT = "/yonetim/magazalar/duzenle";

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  storeManager = await verifiedManager(demoManager("store"));
  const mine = await backOfficeJson<{ stores: StoreItem[]; mayCreate: boolean }>(storeManager, "/yonetim/magazalar");
  expect(mine.status).toBe(200);
  expect(mine.body.stores).toHaveLength(1);
  expect(mine.body.mayCreate).toBe(false);
  own = mine.body.stores[0];
  const all = await backOfficeJson<{ stores: StoreItem[]; mayCreate: boolean }>(owner, "/yonetim/magazalar");
  expect(all.body.stores.length).toBeGreaterThan(20);
  expect(all.body.mayCreate).toBe(true);
  other = all.body.stores.find((s) => s.id !== own.id)!;
}, 120_000);

const formOf = async (v: Visitor, id: number) => {
  const { status, body } = await backOfficeJson<EditPage>(v, `${EDIT}?id=${id}`);
  expect(status).toBe(200);
  return body.values;
};

describe("stores in the back office", () => {
  it("lets a store manager change their own store's hours, shown at once on its page, with one audit row", async () => {
    const hours = `Hafta içi 09:30 - 21:30, Pazar 11:00 - 19:${String(Number(stamp()) % 60).padStart(2, "0")}`;
    const values = await formOf(storeManager, own.id);
    const saved = await backOfficePost<Saved>(storeManager, `${EDIT}?id=${own.id}`, { ...values, openingHours: hours });
    expect(saved).toMatchObject({ status: 200, body: { success: true, sefUrl: own.sefUrl } });
    const page = await request(`/magaza/${own.sefUrl}`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(hours);
    const [row] = await auditRows(owner, `tur=store&kayit=${own.id}`);
    expect(row).toMatchObject({ action: "store.update", managerName: demoManager("store").name });
    expect(row.changes.map((c) => c.field)).toEqual(["openingHours"]);
  });

  it("answers a store manager 404 for another store, asked or posted, and changes nothing; a new store is the owner's", async () => {
    const before = await formOf(owner, other.id);
    const asked = await backOfficeJson(storeManager, `${EDIT}?id=${other.id}`);
    expect(asked).toMatchObject({ status: 404, body: { success: false, reason: STORE_NOT_FOUND_ADMIN } });
    expect(JSON.stringify(asked.body)).not.toContain(other.name);
    const posted = await backOfficePost(storeManager, `${EDIT}?id=${other.id}`, { ...before, openingHours: "00:00 - 00:01" });
    expect(posted.status).toBe(404);
    expect(await formOf(owner, other.id)).toEqual(before);
    expect(await backOfficeJson(storeManager, EDIT)).toMatchObject({ status: 403, body: { reason: STORE_CREATE_DENIED } });
    expect((await backOfficePost(storeManager, EDIT, { ...before, code: "YENI1", sefUrl: "yeni-magaza" })).status).toBe(403);
  });

  it("refuses bad and hostile input with Turkish messages by field, keeping what was typed", async () => {
    const values = await formOf(owner, other.id);
    const refused = await backOfficePost<Saved>(owner, `${EDIT}?id=${other.id}`, { ...values, lat: "48.85", phone: "12", name: "" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ lat: STORE_LAT_RULE, phone: STORE_PHONE_RULE, name: STORE_NAME_RULE });
    expect(refused.body.values).toMatchObject({ lat: "48.85", phone: "12", address: values.address });
    const huge = await backOfficePost<Saved>(owner, `${EDIT}?id=${other.id}`, {
      ...values,
      name: "x".repeat(30_000),
      cityId: "99",
      districtId: "1e9",
    });
    expect(huge.status).toBe(422);
    for (const id of ["999999", "abc", "0"]) expect((await backOfficeJson(owner, `${EDIT}?id=${id}`)).status, id).toBe(404);
    expect(await formOf(owner, other.id)).toEqual(values);
  });
});
