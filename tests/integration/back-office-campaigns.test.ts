/**
 * Campaigns in the back office over HTTP on the real shop. A manager creates
 * each kind of campaign of campaign-pricing.ts, previews a sample basket, and a shopper's basket
 * (/cart/view) then charges exactly the preview's total; ending it early stops it at once. Bad,
 * hostile and huge input gets Turkish 4xx answers with what was typed; every change is one audit
 * row; the catalogue role may do all of it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AMOUNT_RULE, END_AFTER_START, LINK_RULE, PAY_RULE, PERCENT_RULE, TITLE_RULE } from "#app/domain/campaigns/campaign-form";
import { CAMPAIGN_NOT_FOUND, SAVED, SLUG_TAKEN } from "#app/domain/campaigns/campaign-admin";
import { istanbulInputValue } from "#app/lib/dates";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { getJson } from "../support/http";
import { stamp, visitor } from "../support/visitor";

type Preview = {
  lines: { sku: string; beforeKurus: number; afterKurus: number }[];
  beforeKurus: number;
  afterKurus: number;
  applied: { title: string; draft: boolean; discountKurus: number }[];
};
type Saved = {
  success: boolean;
  reason: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  id: number | null;
  preview: Preview | null;
};
type CartView = {
  view: { totals: { productsKurus: number; campaignDiscountKurus: number; campaigns: { title: string; discountKurus: number }[] } };
};

let owner: Visitor;
let catalogue: Visitor;
let item: { catalogId: number; productId: number; sku: string };
const EDIT = "/yonetim/kampanyalar/duzenle";
const HOUR = 3_600_000;

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  catalogue = await verifiedManager(demoManager("catalogue"));
  // A toy in stock of at least 3 units (the 'X al Y öde' sample takes 3).
  const { body: listing } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  for (const i of listing.items.filter((x) => x.type !== "teshir")) {
    const { body } = await getJson<{ products: { productId: number; sku: string; stock: number; status: string }[] }>(
      `/urun/hizli-kontrol/${i.catalog_id}`,
    );
    const v = body.products.find((p) => p.stock >= 3 && p.status === "active");
    if (v) {
      item = { catalogId: i.catalog_id, productId: v.productId, sku: v.sku };
      break;
    }
  }
  expect(item).toBeTruthy();
}, 120_000);

/** The form as the page sends it: running from an hour ago for a day, on the chosen item only. */
const form = (over: Record<string, string> = {}): Record<string, string> => ({
  intent: "save",
  title: `Test Kampanyası ${stamp()}`,
  slug: "",
  description: "Deneme",
  categoryValue: "oyuncak",
  link: "/kategori/oyuncak",
  colorFrom: "#f97316",
  colorTo: "#ec4899",
  startsAt: istanbulInputValue(new Date(Date.now() - HOUR)),
  endsAt: istanbulInputValue(new Date(Date.now() + 24 * HOUR)),
  showOnHome: "1",
  sortOrder: "0",
  kind: "basketPercent",
  percent: "20",
  catalogIds: String(item.catalogId),
  ...over,
});

/** What a shopper's basket holding `quantity` of the item charges for it (products less campaigns). */
async function basketCharge(quantity: number) {
  const shopper = visitor();
  expect((await shopper.post("/cart/add", { productId: String(item.productId), quantity: String(quantity) })).answer.success).toBe(true);
  const { totals } = ((await (await shopper.send("/cart/view")).json()) as CartView).view;
  return { charge: totals.productsKurus - totals.campaignDiscountKurus, campaigns: totals.campaigns };
}

describe("campaigns in the back office", () => {
  it("creates every kind; its preview equals what the basket then charges; ending it stops it", async () => {
    const kinds: Record<string, string>[] = [
      { kind: "percent", percent: "15" },
      { kind: "amount", amount: "5,50" },
      { kind: "basketPercent", percent: "20" },
      { kind: "buyXPayY", buy: "3", pay: "2" },
      { kind: "basketAmount", min: "1", amount: "7,25" },
    ];
    for (const k of kinds) {
      const quantity = k.kind === "buyXPayY" ? 3 : 2;
      const values = form(k);
      const previewed = await backOfficePost<Saved>(catalogue, EDIT, { ...values, intent: "preview", sample: `${item.sku} ${quantity}` });
      expect(previewed.status, k.kind).toBe(200);
      const preview = previewed.body.preview!;
      expect(preview.applied.find((a) => a.draft)?.discountKurus, k.kind).toBeGreaterThan(0);
      expect(preview.afterKurus, k.kind).toBeLessThan(preview.beforeKurus);
      // Nothing is saved by a preview.
      expect((await basketCharge(quantity)).campaigns.map((c) => c.title)).not.toContain(values.title);

      const saved = await backOfficePost<Saved>(catalogue, EDIT, values);
      expect(saved.status, k.kind).toBe(200);
      expect(saved.body).toMatchObject({ success: true, message: SAVED });
      const id = saved.body.id!;
      const basket = await basketCharge(quantity);
      expect(basket.charge, k.kind).toBe(preview.afterKurus);
      expect(basket.campaigns.map((c) => c.title)).toContain(values.title);

      const ended = await backOfficePost(catalogue, "/yonetim/kampanyalar", { intent: "end", id: String(id) });
      expect(ended).toMatchObject({ status: 200, body: { success: true } });
      expect((await basketCharge(quantity)).charge, `${k.kind} ended`).toBe(preview.beforeKurus);
      expect((await auditRows(owner, `tur=campaign&kayit=${id}`)).map((r) => r.action)).toEqual(["campaign.end", "campaign.create"]);
    }
  });

  it("lists running, scheduled and ended campaigns, and edits one with an audit row of the changed fields", async () => {
    const later = form({
      slug: `sonra-${stamp()}`,
      startsAt: istanbulInputValue(new Date(Date.now() + 48 * HOUR)),
      endsAt: istanbulInputValue(new Date(Date.now() + 72 * HOUR)),
    });
    const saved = await backOfficePost<Saved>(owner, EDIT, later);
    const id = saved.body.id!;
    const { body } = await backOfficeJson<{ campaigns: Record<string, { id: number; title: string }[]> }>(owner, "/yonetim/kampanyalar");
    expect(body.campaigns.scheduled.map((c) => c.id)).toContain(id);
    expect(body.campaigns.running.length).toBeGreaterThan(0);
    expect(body.campaigns.ended.length).toBeGreaterThan(0);
    const edited = await backOfficePost<Saved>(owner, `${EDIT}?id=${id}`, { ...later, percent: "35", title: "Kış İndirimi" });
    expect(edited.body.success).toBe(true);
    const { body: page } = await backOfficeJson<{ values: Record<string, string> }>(owner, `${EDIT}?id=${id}`);
    expect(page.values).toMatchObject({ percent: "35", title: "Kış İndirimi", kind: "basketPercent", catalogIds: String(item.catalogId) });
    const [row] = await auditRows(owner, `tur=campaign&kayit=${id}`);
    expect(row.action).toBe("campaign.update");
    expect(row.changes.map((c) => c.field).sort()).toEqual(["discountPercent", "title"]);
  });

  it("refuses bad input with Turkish messages by field, keeping what was typed, and changes nothing", async () => {
    const bad = form({
      title: "",
      percent: "150",
      endsAt: istanbulInputValue(new Date(Date.now() - 2 * HOUR)),
      link: "https://kotu.example/x",
    });
    const refused = await backOfficePost<Saved>(owner, EDIT, bad);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ title: TITLE_RULE, percent: PERCENT_RULE, endsAt: END_AFTER_START, link: LINK_RULE });
    expect(refused.body.values).toMatchObject({ percent: "150", link: "https://kotu.example/x", description: "Deneme" });
    expect((await backOfficePost<Saved>(owner, EDIT, form({ kind: "amount", amount: "-3" }))).body.errors).toMatchObject({
      amount: AMOUNT_RULE,
    });
    expect((await backOfficePost<Saved>(owner, EDIT, form({ kind: "buyXPayY", buy: "2", pay: "2" }))).body.errors).toMatchObject({
      pay: PAY_RULE,
    });
    // Huge and malformed input: still a Turkish 4xx.
    const huge = await backOfficePost<Saved>(owner, EDIT, form({ title: "x".repeat(20_000), catalogIds: "1,".repeat(3000) }));
    expect(huge.status).toBe(422);
    expect(huge.body.errors.title).toBe(TITLE_RULE);
    expect((await backOfficePost<Saved>(owner, EDIT, form({ intent: "sil" }))).status).toBe(400);
    expect((await backOfficePost<Saved>(owner, EDIT, form({ productIds: "2147483000" }))).status).toBe(422);
    // A taken short name, an unknown id.
    const slug = `ayni-${stamp()}`;
    expect((await backOfficePost<Saved>(owner, EDIT, form({ slug }))).status).toBe(200);
    expect(await backOfficePost<Saved>(owner, EDIT, form({ slug }))).toMatchObject({
      status: 409,
      body: { reason: SLUG_TAKEN, errors: { slug: SLUG_TAKEN } },
    });
    for (const id of ["999999", "abc", "-1", "1e3"]) {
      expect((await backOfficeJson(owner, `${EDIT}?id=${id}`)).body, id).toMatchObject({ success: false, reason: CAMPAIGN_NOT_FOUND });
      expect((await backOfficePost(owner, `${EDIT}?id=${id}`, form())).status, id).toBe(404);
    }
    expect((await backOfficePost(owner, "/yonetim/kampanyalar", { intent: "end", id: "999999" })).status).toBe(404);
    expect((await auditRows(owner, "tur=campaign")).filter((r) => r.summary.includes("x".repeat(50)))).toEqual([]);
  });

  it("searches the scope by name, sku or barcode, 20 at most", async () => {
    const { body } = await backOfficeJson<{ success: boolean; items: { id: number; label: string }[] }>(
      owner,
      `/yonetim/kampanyalar/secenekler?tur=varyant&q=${encodeURIComponent(item.sku)}`,
    );
    expect(body.items.map((i) => i.id)).toEqual([item.productId]);
    const { body: toys } = await backOfficeJson<{ items: unknown[] }>(owner, "/yonetim/kampanyalar/secenekler?tur=urun&q=oyuncak");
    expect(toys.items.length).toBeGreaterThan(0);
    expect(toys.items.length).toBeLessThanOrEqual(20);
    expect((await backOfficeJson<{ items: unknown[] }>(owner, "/yonetim/kampanyalar/secenekler?tur=kotu&q=%25%25")).body.items).toEqual([]);
  });
});

describe("reward campaigns in the back office", () => {
  it("creates one members can pick, refuses bad values in Turkish, ends it; one audit row each", async () => {
    const code = `TEST-${stamp()}`;
    const values = {
      intent: "save",
      code,
      description: "Deneme ödülü",
      multiplier: "3",
      ratio: "2",
      amountKurus: "10,00",
      endsAt: istanbulInputValue(new Date(Date.now() + 48 * HOUR)),
    };
    const refused = await backOfficePost<Saved>(catalogue, "/yonetim/odul-kampanyalari", { ...values, multiplier: "50", code: "<script>" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["code", "multiplier"]);
    expect(refused.body.values).toMatchObject({ multiplier: "50", description: "Deneme ödülü" });
    expect((await backOfficePost<Saved>(catalogue, "/yonetim/odul-kampanyalari", values)).body.success).toBe(true);
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    const choices = async () =>
      ((await (await member.send("/kullanici/odul-kampanyalari")).json()) as { result: { code: string; multiplier: number }[] }).result;
    expect((await choices()).find((c) => c.code === code)).toMatchObject({ multiplier: 3 });
    expect((await backOfficePost<Saved>(catalogue, "/yonetim/odul-kampanyalari", { intent: "end", code })).body.success).toBe(true);
    expect((await choices()).map((c) => c.code)).not.toContain(code);
    expect((await auditRows(owner, `tur=reward_campaign&kayit=${code}`)).map((r) => r.action)).toEqual(["reward.end", "reward.create"]);
  });
});
