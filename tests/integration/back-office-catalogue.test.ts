/**
 * The catalogue over HTTP: a catalogue manager finds an item (name, sku, barcode,
 * filters), changes a variant's price and the shop shows it at once on the product page and the
 * quick check of a signed-in shopper, and in the listing within seconds (the listing index rule);
 * a passive item leaves the listing and its page; each change leaves one audit row per item or
 * variant with its fields before and after; every bad input is a Turkish 4xx that keeps what was
 * typed (price above the list price, not a price, a variant of another item, another item's sku);
 * a new item with its first variant.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_VARIANT, SKU_TAKEN } from "#app/domain/catalog/catalogue-editor.server";
import { PRICE_ABOVE_ORIGINAL, PRICE_RULE, VIDEO_RULE } from "#app/domain/catalog/catalogue-item.schema";
import { formatMoney, toLira } from "#app/lib/money";
import { auditRows, backOfficeJson, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { itemForm, listingItem, postItemForm, typedLira, type EditableItemJson } from "../support/catalogue";
import { getJson } from "../support/http";
import { stamp, visitor } from "../support/visitor";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

let manager: Visitor;
let owner: Visitor;
let shopper: ReturnType<typeof visitor>;
let item: EditableItemJson;
let other: EditableItemJson;

const load = async (id: number) => {
  const { status, body } = await backOfficeJson<{ item: EditableItemJson }>(manager, `/yonetim/katalog/${id}`);
  expect(status).toBe(200);
  return body.item;
};

/** Two sellable items with sizes, from the toy listing. */
beforeAll(async () => {
  manager = await verifiedManager(demoManager("catalogue"));
  owner = await verifiedManager(demoManager("owner"));
  shopper = visitor();
  expect((await shopper.login("uye@example.com", "Deneme123")).success).toBe(true);
  const { body } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=giyim&page=3");
  const picked = body.items.filter((i) => i.type !== "teshir").slice(0, 2);
  item = await load(picked[0].catalog_id);
  other = await load(picked[1].catalog_id);
}, 120_000);

describe("the back office's catalogue", () => {
  it("finds items by sku, barcode and folded words, with filters, 50 a page", async () => {
    const v = item.variants[0];
    type List = { rows: { id: number; name: string; status: string }[]; next: string | null };
    for (const q of [v.sku, v.sku.toLowerCase(), v.barcode]) {
      const { body } = await backOfficeJson<List>(manager, `/yonetim/katalog?q=${encodeURIComponent(q)}`);
      expect(
        body.rows.map((r) => r.id),
        q,
      ).toEqual([item.id]);
    }
    const word = item.name.split(" ")[0].toLocaleUpperCase("tr-TR");
    const { body: byWord } = await backOfficeJson<List>(manager, `/yonetim/katalog?q=${encodeURIComponent(word)}`);
    expect(byWord.rows.length).toBeGreaterThan(0);
    expect(byWord.rows.length).toBeLessThanOrEqual(50);
    const { body: all } = await backOfficeJson<List>(manager, "/yonetim/katalog");
    expect(all.rows).toHaveLength(50);
    expect(all.next).toMatch(/once=\d+/);
    const { body: page2 } = await backOfficeJson<List>(manager, `/yonetim/katalog${all.next}`);
    expect(page2.rows[0].id).toBeLessThan(all.rows[49].id);
    const { body: teshir } = await backOfficeJson<{ rows: { type: string }[] }>(manager, "/yonetim/katalog?tur=teshir");
    expect(teshir.rows.length).toBeGreaterThan(0);
    expect(teshir.rows.every((r) => r.type === "teshir")).toBe(true);
    // Malformed filters are left out, never a 500.
    expect(
      (await backOfficeJson(manager, "/yonetim/katalog?kategori=abc&marka=-1&durum=xyz&once=99999999999&q=" + "x".repeat(500))).status,
    ).toBe(200);
  });

  it("changes a price: the signed-in shopper sees it on the product page and the quick check at once, the listing within seconds, the audit log has it", async () => {
    const v = item.variants[0];
    const newPrice = Math.max(100, Math.min(...item.variants.map((x) => x.priceKurus)) - 1_000 - (Number(stamp()) % 97));
    // The shopper has seen the page, so the page cache keeps it (the second visit is a kept copy).
    const pagePath = `/urun/${item.sefUrl}-${item.id}`;
    await shopper.page(pagePath);
    expect((await shopper.send(pagePath, { accept: "text/html" })).headers.get("x-page-cache")).toBe("HIT");
    const saved = await postItemForm<{ success: boolean; message: string }>(
      manager,
      `/yonetim/katalog/${item.id}`,
      itemForm(item, { [`v-${v.id}-price`]: typedLira(newPrice) }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(true);

    const check = await shopper.send(`/urun/hizli-kontrol/${item.id}`);
    const quick = (await check.json()) as { products: { productId: number; price: number }[] };
    expect(quick.products.find((p) => p.productId === v.id)?.price).toBe(toLira(newPrice));
    const page = await shopper.page(pagePath);
    expect(page.status).toBe(200);
    expect(page.html).toContain(formatMoney(newPrice).replace(" TL", ""));
    await expect.poll(async () => (await listingItem(v.sku, item.id))?.price, { timeout: 30_000, interval: 1_000 }).toBe(toLira(newPrice));

    const rows = await auditRows(owner, `tur=variant&kayit=${v.id}`);
    expect(rows[0]).toMatchObject({ action: "catalogue.variant.update", managerName: demoManager("catalogue").name });
    expect(rows[0].changes).toEqual([
      { field: "priceKurus", label: "Fiyat", before: formatMoney(v.priceKurus), after: formatMoney(newPrice) },
    ]);
    // Nothing else changed: no item row, no row for the other variants.
    expect(await auditRows(owner, `tur=catalogItem&kayit=${item.id}`)).toEqual([]);
    for (const w of item.variants.slice(1)) expect(await auditRows(owner, `tur=variant&kayit=${w.id}`)).toEqual([]);
    item = await load(item.id);
    // The item's listing fields follow the rule.
    const { body } = await backOfficeJson<{ rows: { id: number; price: string }[] }>(manager, `/yonetim/katalog?q=${v.sku}`);
    expect(body.rows[0].price).toBe(formatMoney(newPrice));
  });

  it("refuses bad input with Turkish messages per field and keeps what was typed", async () => {
    const v = item.variants[0];
    const above = await postItemForm<{ success: boolean; errors: Record<string, string>; values: Record<string, string> }>(
      manager,
      `/yonetim/katalog/${item.id}`,
      itemForm(item, { [`v-${v.id}-price`]: "999999,99", [`v-${v.id}-originalPrice`]: "10,00", name: "Yazılan Ad Kalır" }),
    );
    expect(above.status).toBe(422);
    expect(above.body.errors[`v-${v.id}-price`]).toBe(PRICE_ABOVE_ORIGINAL);
    expect(above.body.values.name).toBe("Yazılan Ad Kalır");
    expect(above.body.values[`v-${v.id}-price`]).toBe("999999,99");
    const bad = await postItemForm<{ errors: Record<string, string> }>(
      manager,
      `/yonetim/katalog/${item.id}`,
      itemForm(item, { [`v-${v.id}-price`]: "12,345", videoUrl: "javascript:alert(1)" }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ [`v-${v.id}-price`]: PRICE_RULE, videoUrl: VIDEO_RULE });
    // A variant of another item named in this item's form.
    const foreign = itemForm(item);
    const ov = other.variants[0];
    foreign.append("varyant", String(ov.id));
    for (const [f, value] of Object.entries({
      sku: `X-${stamp()}`,
      barcode: `86${stamp()}0000`.slice(0, 13),
      size: "Standart",
      price: "10,00",
      originalPrice: "",
      stock: "1",
      status: "active",
    }))
      foreign.set(`v-${ov.id}-${f}`, value);
    const refused = await postItemForm<{ reason: string }>(manager, `/yonetim/katalog/${item.id}`, foreign);
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe(FOREIGN_VARIANT);
    // Another item's sku.
    const taken = await postItemForm<{ reason: string; errors: Record<string, string> }>(
      manager,
      `/yonetim/katalog/${item.id}`,
      itemForm(item, { [`v-${v.id}-sku`]: other.variants[0].sku }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors[`v-${v.id}-sku`]).toBe(SKU_TAKEN);
    // An unknown item, a malformed id.
    expect((await postItemForm(manager, "/yonetim/katalog/99999999", itemForm(item))).status).toBe(404);
    const missing = await backOfficeJson<{ reason: string }>(manager, "/yonetim/katalog/abc");
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe(PRODUCT_NOT_FOUND);
    // Nothing of the refused posts was saved.
    expect(await load(item.id)).toEqual(item);
  });

  it("a passive item leaves its page and, after the index refresh, the listing; active again it comes back", async () => {
    const sku = item.variants[0].sku;
    expect(await listingItem(sku, item.id)).not.toBeNull();
    expect((await postItemForm(manager, `/yonetim/katalog/${item.id}`, itemForm(item, { status: "passive" }))).status).toBe(200);
    // A page this process rendered within PAGE_CACHE_TTL_MS may still be served (server/page-cache.ts); a fresh render is 404 at once.
    expect((await shopper.page(`/urun/${item.sefUrl}-${item.id}?t=${stamp()}`)).status).toBe(404);
    expect((await (await shopper.send(`/urun/hizli-kontrol/${item.id}`)).json()) as { products: unknown[] }).toMatchObject({
      products: [],
    });
    await expect.poll(() => listingItem(sku, item.id), { timeout: 30_000, interval: 1_000 }).toBeNull();
    const rows = await auditRows(owner, `tur=catalogItem&kayit=${item.id}`);
    expect(rows[0]).toMatchObject({
      action: "catalogue.item.update",
      changes: [{ field: "status", label: "Durum", before: "Aktif", after: "Pasif" }],
    });
    expect((await postItemForm(manager, `/yonetim/katalog/${item.id}`, itemForm(item))).status).toBe(200);
    await expect.poll(() => listingItem(sku, item.id), { timeout: 30_000, interval: 1_000 }).not.toBeNull();
  });

  it("adds a variant with store stock, and a new item with its first variant", async () => {
    const n = stamp();
    const sku = `MD-TEST-${n}`;
    const barcode = `869${n}00000`.slice(0, 13);
    const stores = await backOfficeJson<{ choices: { stores: { id: number }[] } }>(manager, `/yonetim/katalog/${item.id}`);
    const storeId = stores.body.choices.stores[0].id;
    const added = await postItemForm(
      manager,
      `/yonetim/katalog/${item.id}`,
      itemForm(item, {
        "v-yeni-sku": sku,
        "v-yeni-barcode": barcode,
        "v-yeni-size": "Özel Beden",
        "v-yeni-price": "1.299,90",
        "v-yeni-originalPrice": "1.499,90",
        "v-yeni-stock": "7",
        "v-yeni-status": "active",
        "v-yeni-yeniMagaza": String(storeId),
        "v-yeni-yeniMagazaAdet": "3",
      }),
    );
    expect(added.status).toBe(200);
    const after = await load(item.id);
    const made = after.variants.find((v) => v.sku === sku)!;
    expect(made).toMatchObject({
      barcode,
      size: "Özel Beden",
      priceKurus: 129_990,
      originalPriceKurus: 149_990,
      stock: 7,
      stores: [{ storeId, quantity: 3 }],
    });
    expect((await auditRows(owner, `tur=variant&kayit=${made.id}`))[0].action).toBe("catalogue.variant.create");

    const fresh = new URLSearchParams({
      name: `Test Oyuncak Tren ${n}`,
      brandId: String(item.brandId),
      categoryId: String(item.categoryId),
      description: "Ahşap tren.",
      vatRate: "10",
      status: "active",
      type: "normal",
      sizeChart: "",
      videoUrl: "https://youtu.be/eRsGyueVLvQ",
      varyant: "yeni",
      "v-yeni-sku": `MD-YENI-${n}`,
      "v-yeni-barcode": `868${n}00000`.slice(0, 13),
      "v-yeni-size": "Standart",
      "v-yeni-price": "249,90",
      "v-yeni-originalPrice": "",
      "v-yeni-stock": "12",
      "v-yeni-status": "active",
    });
    const created = await postItemForm<{ success: boolean; id: number }>(manager, "/yonetim/katalog/yeni", fresh);
    expect(created.status).toBe(200);
    const newItem = await load(created.body.id);
    expect(newItem).toMatchObject({
      name: `Test Oyuncak Tren ${n}`,
      vatRate: 10,
      variants: [{ sku: `MD-YENI-${n}`, priceKurus: 24_990, originalPriceKurus: 24_990, stock: 12 }],
    });
    await expect.poll(async () => (await listingItem(`MD-YENI-${n}`, newItem.id))?.price, { timeout: 30_000, interval: 1_000 }).toBe(249.9);
    expect((await auditRows(owner, `tur=catalogItem&kayit=${newItem.id}`))[0].action).toBe("catalogue.item.create");
    // The search finds it by a folded word of its name.
    const { body } = await backOfficeJson<{ rows: { id: number }[] }>(manager, `/yonetim/katalog?q=${encodeURIComponent(`TREN ${n}`)}`);
    expect(body.rows.map((r) => r.id)).toEqual([newItem.id]);
  });
});
