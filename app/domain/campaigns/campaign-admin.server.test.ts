/**
 * Campaigns in the back office on a real database: saving each kind (one audit row, only the
 * changed fields on a change), a taken short name, an unknown scope, ending early, the lists, the
 * scope search, and the preview, which must equal what the basket then charges.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, campaigns, catalogItems, categories, managers } from "#app/db/schema";
import { foldForSearch } from "#app/lib/turkish";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { loadCartView } from "#app/domain/cart/cart-view.server";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { campaignSchema } from "./campaign-form";
import { ALREADY_ENDED, SAMPLE_UNKNOWN, SCOPE_UNKNOWN, SLUG_TAKEN } from "./campaign-admin";
import { endCampaign, listCampaigns, parseSample, previewCampaign, saveCampaign, searchScope } from "./campaign-admin.server";
import { istanbulInputValue } from "#app/lib/dates";

let db: Db;
let close: () => Promise<void>;
let actor: { id: number };
let carrier = 0;
let pyjamaCategory = 0;
const pyjama: number[] = []; // 300 and 200 TL
const toy: number[] = []; // 400 TL
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  pyjama.push(
    ...(
      await seedItem(db, { name: "Çocuk Pijama Takımı", slug: "pijama" }, [
        { sku: "P1", priceKurus: 30_000, stock: 20 },
        { sku: "P2", priceKurus: 20_000, stock: 20 },
      ])
    ).variantIds,
  );
  toy.push(
    ...(await seedItem(db, { name: "Ahşap Oyuncak Tren", slug: "oyuncak" }, [{ sku: "T1", priceKurus: 40_000, stock: 20 }])).variantIds,
  );
  ({ carrier } = await seedDelivery(db, []));
  // The search text the catalogue keeps (folded name), which the item picker searches.
  for (const item of await db.select().from(catalogItems))
    await db
      .update(catalogItems)
      .set({ searchText: foldForSearch(item.name) })
      .where(eq(catalogItems.id, item.id));
  pyjamaCategory = (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "kategori-pijama")))[0].id;
  [actor] = await db
    .insert(managers)
    .values({ email: "katalog@example.com", name: "Katalog Ekibi", passwordHash: "x", role: "catalogue" })
    .returning({ id: managers.id });
});
afterAll(async () => close?.());
beforeEach(async () => {
  await db.delete(campaigns);
});

/** The form as a manager fills it, running from an hour ago for a day. */
const form = (over: Record<string, unknown> = {}) =>
  campaignSchema.parse({
    title: "Pijamalarda Sepette %20",
    categoryValue: "giyim",
    link: "/kategori/pijama",
    colorFrom: "#f97316",
    colorTo: "#ec4899",
    startsAt: istanbulInputValue(new Date(Date.now() - HOUR)),
    endsAt: istanbulInputValue(new Date(Date.now() + 24 * HOUR)),
    kind: "basketPercent",
    percent: "20",
    categoryIds: [String(pyjamaCategory)],
    ...over,
  });
const auditOf = async (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);

describe("saving campaigns", () => {
  it("creates each kind with one audit row, and the basket is priced by it at once", async () => {
    const kinds = [
      { kind: "percent", percent: "10" },
      { kind: "amount", amount: "50" },
      { kind: "basketPercent", percent: "20" },
      { kind: "buyXPayY", buy: "2", pay: "1" },
      { kind: "basketAmount", min: "400", amount: "100" },
    ];
    // What the two pyjamas (300 + 200 TL) cost under each; the toy (400 TL) is out of scope.
    const expected = [45_000, 40_000, 40_000, 30_000, 40_000];
    for (const [i, k] of kinds.entries()) {
      await db.delete(campaigns);
      const saved = await saveCampaign(db, actor, null, form({ ...k, slug: `kind-${i}`, title: `Tür ${k.kind}` }));
      expect(saved.ok, k.kind).toBe(true);
      if (!saved.ok) continue;
      const rows = await auditOf(saved.id);
      expect(rows.map((r) => [r.action, r.entityType, r.managerId])).toEqual([["campaign.create", "campaign", actor.id]]);
      expect(rows[0].after).toMatchObject({ kind: k.kind, slug: `kind-${i}` });
      // Two pyjamas of 300 and 200 TL: the campaign's own kind of discount.
      const view = await loadCartView(
        db,
        await kit.basket([
          [pyjama[0], 1],
          [pyjama[1], 1],
          [toy[0], 1],
        ]),
      );
      expect(view.lines.reduce((s, l) => s + l.payKurus, 0) - 40_000, k.kind).toBe(expected[i]);
    }
  });

  it("changes only what changed (one row with those fields), refuses a taken short name and an unknown scope", async () => {
    const first = await saveCampaign(db, actor, null, form({ slug: "bir" }));
    const second = await saveCampaign(db, actor, null, form({ slug: "iki" }));
    if (!first.ok || !second.ok) throw new Error("not saved");
    expect(await saveCampaign(db, actor, second.id, form({ slug: "bir" }))).toEqual({
      ok: false,
      status: 409,
      reason: SLUG_TAKEN,
      field: "slug",
    });
    expect(await saveCampaign(db, actor, null, form({ slug: "uc", productIds: "999999" }))).toMatchObject({
      ok: false,
      status: 422,
      reason: SCOPE_UNKNOWN,
    });
    expect(await saveCampaign(db, actor, first.id, form({ slug: "bir", percent: "25" }))).toEqual({ ok: true, id: first.id });
    const rows = await auditOf(first.id);
    expect(rows.map((r) => r.action)).toEqual(["campaign.create", "campaign.update"]);
    expect(rows[1].before).toEqual({ discountPercent: 20 });
    expect(rows[1].after).toEqual({ discountPercent: 25 });
    // Saving the same again changes nothing and writes nothing.
    await saveCampaign(db, actor, first.id, form({ slug: "bir", percent: "25" }));
    expect(await auditOf(first.id)).toHaveLength(2);
  });

  it("ends a running campaign now and a scheduled one before it starts; the lists follow", async () => {
    const running = await saveCampaign(db, actor, null, form({ slug: "yayinda" }));
    const later = await saveCampaign(
      db,
      actor,
      null,
      form({
        slug: "sonra",
        startsAt: istanbulInputValue(new Date(Date.now() + 48 * HOUR)),
        endsAt: istanbulInputValue(new Date(Date.now() + 72 * HOUR)),
      }),
    );
    if (!running.ok || !later.ok) throw new Error("not saved");
    let lists = await listCampaigns(db);
    expect([lists.running.map((c) => c.id), lists.scheduled.map((c) => c.id), lists.ended]).toEqual([[running.id], [later.id], []]);
    expect(lists.running[0]).toMatchObject({ rule: "Sepette %20", status: "running" });
    expect((await endCampaign(db, actor, running.id)).ok).toBe(true);
    expect((await endCampaign(db, actor, later.id)).ok).toBe(true);
    expect(await endCampaign(db, actor, later.id)).toMatchObject({ ok: false, status: 409, reason: ALREADY_ENDED });
    lists = await listCampaigns(db, new Date(Date.now() + 1));
    expect([lists.running, lists.scheduled, lists.ended.map((c) => c.id).sort()]).toEqual([[], [], [running.id, later.id].sort()]);
    expect((await auditOf(running.id)).map((r) => r.action)).toEqual(["campaign.create", "campaign.end"]);
    const view = await loadCartView(db, await kit.basket([[pyjama[0], 1]]));
    expect(view.totals.campaigns).toEqual([]);
  });
});

describe("the preview", () => {
  it("equals what the basket charges once saved, with the other campaigns running", async () => {
    await saveCampaign(
      db,
      actor,
      null,
      form({ slug: "oyuncak-50", title: "Oyuncakta 50 TL", kind: "amount", amount: "50", categoryIds: [], productIds: String(toy[0]) }),
    );
    const draft = form({ slug: "pijama-20" });
    const previewed = await previewCampaign(db, null, draft, "P1 2\nP2 1\nt1 1");
    if (!previewed.ok) throw new Error(previewed.reason);
    const p = previewed.preview;
    expect(p.lines.map((l) => [l.sku, l.quantity, l.beforeKurus, l.afterKurus])).toEqual([
      ["P1", 2, 60_000, 48_000],
      ["P2", 1, 20_000, 16_000],
      ["T1", 1, 35_000, 35_000],
    ]);
    expect([p.listTotalKurus, p.beforeKurus, p.afterKurus]).toEqual([120_000, 115_000, 99_000]);
    expect(p.applied).toEqual([
      { title: "Oyuncakta 50 TL", discountKurus: 5_000, draft: false },
      { title: "Pijamalarda Sepette %20", discountKurus: 16_000, draft: true },
    ]);
    await saveCampaign(db, actor, null, draft);
    const view = await loadCartView(
      db,
      await kit.basket([
        [pyjama[0], 2],
        [pyjama[1], 1],
        [toy[0], 1],
      ]),
    );
    expect(view.lines.reduce((s, l) => s + l.payKurus, 0)).toBe(p.afterKurus);
  });

  it("takes a few items of the scope when no sample is typed, prices a later campaign at its start, and names an unknown code", async () => {
    const later = form({
      kind: "buyXPayY",
      buy: "3",
      pay: "2",
      startsAt: istanbulInputValue(new Date(Date.now() + 48 * HOUR)),
      endsAt: istanbulInputValue(new Date(Date.now() + 72 * HOUR)),
    });
    const previewed = await previewCampaign(db, null, later, "");
    if (!previewed.ok) throw new Error(previewed.reason);
    expect(previewed.preview.at).toBe(later.startsAt.toISOString());
    expect(previewed.preview.lines.map((l) => [l.sku, l.quantity])).toEqual(expect.arrayContaining([["P1", 3]]));
    expect(await previewCampaign(db, null, later, "YOK-1 1")).toEqual({ ok: false, reason: SAMPLE_UNKNOWN("YOK-1") });
    expect(parseSample("P1 x2\nP2")).toEqual([
      { sku: "P1", quantity: 2 },
      { sku: "P2", quantity: 1 },
    ]);
    expect(parseSample("P1 0")).toBeNull();
    expect(parseSample(Array.from({ length: 11 }, () => "P1").join("\n"))).toBeNull();
  });
});

describe("the scope search", () => {
  it("finds brands, items and variants by name, sku or barcode; nothing for a short query", async () => {
    expect((await searchScope(db, "marka", "pijam")).map((c) => c.label)).toEqual(["Marka pijama"]);
    expect((await searchScope(db, "urun", "PİJAMA"))[0].label).toContain("Çocuk Pijama Takımı");
    expect((await searchScope(db, "varyant", "p1")).map((c) => c.id)).toEqual([pyjama[0]]);
    expect((await searchScope(db, "varyant", "tren")).map((c) => c.id)).toEqual([toy[0]]);
    expect(await searchScope(db, "urun", "p")).toEqual([]);
    expect(await searchScope(db, "urun", "%_\\")).toEqual([]);
  });
});
