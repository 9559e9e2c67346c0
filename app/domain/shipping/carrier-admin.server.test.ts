/**
 * Shipping companies in the back office on a real database: the form's schema (TL typed the
 * Turkish way, never negative, the spec's payment methods, a tracking address), adding and
 * changing with one audit row of the changed fields, a code given once, the last active carrier
 * and the last active card-taking carrier kept, and checkout reading the new values at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managers, shippingCompanies } from "#app/db/schema";
import { activeCarriers, carrierJson } from "#app/domain/checkout/checkout-quote.server";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import { carrierSchema, type CarrierInput } from "./carrier-form";
import { carrierForEdit, listCarriers, saveCarrier } from "./carrier-admin.server";
import {
  CARRIER_CODE_RULE,
  CARRIER_CODE_TAKEN,
  CARRIER_FEE_RULE,
  CARRIER_LAST_ACTIVE,
  CARRIER_LAST_CARD,
  CARRIER_METHODS_RULE,
  CARRIER_NOT_FOUND,
  CARRIER_PRICE_RULE,
  CARRIER_TRACKING_RULE,
} from "./messages";

let db: Db;
let close: () => Promise<void>;
let actor: { id: number };
let yurtici = 0;
let tahsilatli = 0;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [{ id: yurtici }, { id: tahsilatli }] = await db
    .insert(shippingCompanies)
    .values([
      {
        code: "yurtici",
        title: "Yurtiçi Kargo",
        name: "Yurtiçi Kargo",
        salePriceKurus: 4_990,
        paymentMethods: ["creditCard", "moneyOrder", "bkmExpress"],
      },
      {
        code: "mng-tahsilatli",
        title: "MNG Tahsilatlı Kargo",
        name: "MNG Kargo",
        salePriceKurus: 4_990,
        paymentMethods: ["podCash", "podCredit"],
      },
    ])
    .returning({ id: shippingCompanies.id });
  [actor] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner" })
    .returning({ id: managers.id });
});
afterAll(async () => close?.());

const typed = (over: Record<string, unknown> = {}) => ({
  code: "surat-kargo",
  title: "Sürat Kargo",
  name: "Sürat Kargo",
  description: "2-4 iş günü içinde teslimat.",
  salePriceKurus: "39,90",
  serviceFeeKurus: "",
  paymentMethods: ["creditCard", "moneyOrder"],
  trackingUrl: "https://www.suratkargo.com.tr/KargoTakip/?kargotakipno={code}",
  active: "1",
  ...over,
});
const input = (over: Record<string, unknown> = {}): CarrierInput => carrierSchema.parse(typed(over));
const errorsOf = (over: Record<string, unknown>) =>
  Object.fromEntries((carrierSchema.safeParse(typed(over)).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
const audits = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "carrier"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
const formOf = async (id: number, over: Record<string, unknown> = {}) => {
  const row = (await carrierForEdit(db, id))!;
  return input({
    ...row,
    salePriceKurus: String(row.salePriceKurus / 100),
    serviceFeeKurus: String(row.serviceFeeKurus / 100),
    active: row.active ? "1" : "",
    ...over,
  });
};

describe("the carrier form", () => {
  it("reads money in TL as Turkish pages write it, in kuruş, and the payment methods in the spec's order", () => {
    expect(input({ salePriceKurus: "1.299,90", serviceFeeKurus: "9,9" })).toMatchObject({ salePriceKurus: 129_990, serviceFeeKurus: 990 });
    expect(input({ salePriceKurus: "49.90 TL", serviceFeeKurus: "0" })).toMatchObject({ salePriceKurus: 4_990, serviceFeeKurus: 0 });
    expect(input({ paymentMethods: ["podCash", "creditCard", "podCash"] }).paymentMethods).toEqual(["creditCard", "podCash"]);
    expect(input({ paymentMethods: "moneyOrder" }).paymentMethods).toEqual(["moneyOrder"]);
    expect(input({ code: "Yeni-Kargo", active: undefined })).toMatchObject({ code: "yeni-kargo", active: false });
  });

  it("refuses negative or malformed money, unknown payment methods and a tracking address that is no https page, with Turkish messages", () => {
    expect(errorsOf({ salePriceKurus: "-1", serviceFeeKurus: "-0,01" })).toEqual({
      salePriceKurus: CARRIER_PRICE_RULE,
      serviceFeeKurus: CARRIER_FEE_RULE,
    });
    for (const price of ["abc", "1.299", "12,345", "1e3", "10.000,01", "NaN", "Infinity"])
      expect(errorsOf({ salePriceKurus: price }), price).toEqual({ salePriceKurus: CARRIER_PRICE_RULE });
    for (const methods of [[], "", undefined, ["creditCard", "cash"], ["tokenPayment"], ["cartTotalZero"]])
      expect(errorsOf({ paymentMethods: methods }), JSON.stringify(methods)).toEqual({ paymentMethods: CARRIER_METHODS_RULE });
    for (const url of [
      "http://kargo.example/{code}",
      "javascript:alert(1)//{code}",
      "https://kargo.example/takip",
      `https://kargo.example/${"x".repeat(500)}{code}`,
      "https://{code}",
      "https://{code}.example/x",
      "https://user:pw@kargo.example/{code}",
    ])
      expect(errorsOf({ trackingUrl: url }), url).toEqual({ trackingUrl: CARRIER_TRACKING_RULE });
    expect(errorsOf({ trackingUrl: "" })).toEqual({});
    for (const code of ["a", "-kargo", "kargo-", "kargo kargo", "kargö", "x".repeat(31)])
      expect(errorsOf({ code }), code).toEqual({ code: CARRIER_CODE_RULE });
  });
});

describe("carriers in the back office", () => {
  it("changes a carrier's price with one audit row of the changed fields; checkout quotes the new price on its next read", async () => {
    const saved = await saveCarrier(db, actor, yurtici, await formOf(yurtici, { salePriceKurus: "59,90", serviceFeeKurus: "5" }));
    expect(saved).toEqual({ ok: true, id: yurtici });
    const quoted = (await activeCarriers(db)).find((c) => c.id === yurtici)!;
    expect(carrierJson(quoted, 10_000, { ...SHOP_SETTING_DEFAULTS })).toMatchObject({ salePrice: 64.9, code: "yurtici" });
    const [row, ...older] = await audits(yurtici);
    expect(older).toHaveLength(0);
    expect(row).toMatchObject({
      action: "carrier.update",
      managerId: actor.id,
      before: { salePriceKurus: 4_990, serviceFeeKurus: 0 },
      after: { salePriceKurus: 5_990, serviceFeeKurus: 500 },
    });
    // Saving the same form again writes nothing.
    expect(await saveCarrier(db, actor, yurtici, await formOf(yurtici))).toEqual({ ok: true, id: yurtici });
    expect(await audits(yurtici)).toHaveLength(1);
  });

  it("adds a carrier checkout can offer at once; its code is given once and never taken twice", async () => {
    const added = await saveCarrier(db, actor, null, input());
    expect(added.ok).toBe(true);
    const id = (added as { id: number }).id;
    expect((await activeCarriers(db)).map((c) => c.code)).toContain("surat-kargo");
    expect((await audits(id))[0]).toMatchObject({
      action: "carrier.create",
      before: null,
      after: { carrierCode: "surat-kargo", title: "Sürat Kargo", salePriceKurus: 3_990, paymentMethods: ["creditCard", "moneyOrder"] },
    });
    expect(await saveCarrier(db, actor, null, input({ title: "Başka" }))).toMatchObject({
      ok: false,
      status: 409,
      field: "code",
      reason: CARRIER_CODE_TAKEN,
    });
    // A change keeps the code, whatever the input says.
    expect(await saveCarrier(db, actor, id, await formOf(id, { code: "yurtici", title: "Sürat Kargo Ekspres" }))).toEqual({ ok: true, id });
    expect(await carrierForEdit(db, id)).toMatchObject({ code: "surat-kargo", title: "Sürat Kargo Ekspres" });
    expect(await saveCarrier(db, actor, 999_999, input())).toMatchObject({ ok: false, status: 404, reason: CARRIER_NOT_FOUND });
  });

  it("keeps a carrier that takes cards active, and never switches the last active carrier off", async () => {
    const surat = (await listCarriers(db)).find((c) => c.code === "surat-kargo")!.id;
    // Two card carriers: one may go.
    expect(await saveCarrier(db, actor, surat, await formOf(surat, { active: "" }))).toEqual({ ok: true, id: surat });
    // The last card carrier may neither go nor stop taking cards while the door-only one is active.
    expect(await saveCarrier(db, actor, yurtici, await formOf(yurtici, { active: "" }))).toMatchObject({
      ok: false,
      status: 409,
      reason: CARRIER_LAST_CARD,
    });
    expect(await saveCarrier(db, actor, yurtici, await formOf(yurtici, { paymentMethods: ["moneyOrder"] }))).toMatchObject({
      ok: false,
      status: 409,
      reason: CARRIER_LAST_CARD,
    });
    // With the door-only carrier off, Yurtiçi is the last active one.
    expect(await saveCarrier(db, actor, tahsilatli, await formOf(tahsilatli, { active: "" }))).toEqual({ ok: true, id: tahsilatli });
    expect(await saveCarrier(db, actor, yurtici, await formOf(yurtici, { active: "" }))).toMatchObject({
      ok: false,
      status: 409,
      reason: CARRIER_LAST_ACTIVE,
      field: "active",
    });
    expect((await activeCarriers(db)).map((c) => c.id)).toEqual([yurtici]);
    // Other changes to the last one still go through; refusals wrote no audit row.
    expect(await saveCarrier(db, actor, yurtici, await formOf(yurtici, { description: "Ertesi gün teslimat." }))).toEqual({
      ok: true,
      id: yurtici,
    });
    expect((await audits(yurtici)).map((r) => r.action)).toEqual(["carrier.update", "carrier.update"]);
  });

  it("lets two managers switching off the last two carriers at once leave one on", async () => {
    const surat = (await listCarriers(db)).find((c) => c.code === "surat-kargo")!.id;
    expect(await saveCarrier(db, actor, surat, await formOf(surat, { active: "1" }))).toEqual({ ok: true, id: surat });
    const [a, b] = await Promise.all([
      saveCarrier(db, actor, surat, await formOf(surat, { active: "" })),
      saveCarrier(db, actor, yurtici, await formOf(yurtici, { active: "" })),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect(await activeCarriers(db)).toHaveLength(1);
  });
});
