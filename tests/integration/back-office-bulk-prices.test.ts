/**
 * Bulk update over HTTP: a catalogue manager uploads a CSV of prices and stock
 * (';' with a BOM and Turkish decimal commas), sees each change before → after and every kind of
 * bad row with its Turkish message before anything is written, applies it with the kept file's
 * token (once, by the uploader only), finds one audit row per changed variant, and the listing
 * shows the new price within seconds. Hostile files (not UTF-8, too big, empty) are a Turkish 4xx.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  BULK_EMPTY_FILE,
  ROW_BAD_PRICE,
  ROW_DUPLICATE,
  ROW_NEGATIVE_STOCK,
  ROW_PRICE_ABOVE_ORIGINAL,
  ROW_UNKNOWN_SKU,
} from "#app/domain/catalog/bulk-csv";
import { BULK_EXPIRED, BULK_FILE_TOO_BIG, BULK_NOT_UTF8 } from "#app/domain/catalog/bulk-prices.server";
import { formatMoney, toLira } from "#app/lib/money";
import { auditRows, backOfficeJson, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { listingItem, postItemForm, typedLira, uploadCsv, type EditableItemJson } from "../support/catalogue";
import { getJson } from "../support/http";

let manager: Visitor;
let owner: Visitor;
let items: EditableItemJson[];

type Preview = {
  token: string | null;
  rows: number;
  changeCount: number;
  errorCount: number;
  changes: { line: number; sku: string; price: string | null; stock: string | null }[];
  errors: { line: number; sku: string; message: string }[];
};
type Answer = { success: boolean; reason: string; message: string; preview: Preview | null; applied: number | null };

const apply = (v: Visitor, token: string) =>
  postItemForm<Answer>(v, "/yonetim/katalog/toplu-guncelleme", new URLSearchParams({ intent: "uygula", token }));

beforeAll(async () => {
  manager = await verifiedManager(demoManager("catalogue"));
  owner = await verifiedManager(demoManager("owner"));
  const { body } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=oyuncak&page=2");
  items = [];
  for (const i of body.items.filter((x) => x.type !== "teshir").slice(0, 3))
    items.push((await backOfficeJson<{ item: EditableItemJson }>(manager, `/yonetim/katalog/${i.catalog_id}`)).body.item);
}, 120_000);

describe("bulk price and stock update", () => {
  it("previews every change and every bad row kind, writes nothing, then applies the valid rows once with their audit rows", async () => {
    const [a, b, c] = items.map((i) => i.variants[0]);
    const cheaper = Math.max(100, Math.min(...items[0].variants.map((v) => v.priceKurus)) - 500);
    const csv = [
      "\uFEFFsku;price;original_price;stock",
      `${a.sku};${typedLira(cheaper)};;`,
      `${b.sku};;;${b.stock + 7}`,
      "YOK-BOYLE-BIR-SKU;10,00;;",
      "XX-FIYAT;on lira;;",
      `${c.sku.toLowerCase()}-x;;;-3`,
      `${items[1].variants.at(-1)!.sku === b.sku ? "DUP-1" : items[1].variants.at(-1)!.sku};1,00;2,00;1`,
      `${items[1].variants.at(-1)!.sku === b.sku ? "DUP-1" : items[1].variants.at(-1)!.sku};1,00;2,00;1`,
      `${c.sku};${typedLira(c.originalPriceKurus + 100)};;`,
    ].join("\r\n");
    const preview = await uploadCsv<Answer>(manager, csv);
    expect(preview.status).toBe(200);
    const p = preview.body.preview!;
    expect(p.changeCount).toBe(2);
    expect(p.changes.map((x) => [x.line, x.sku, x.price, x.stock])).toEqual([
      [2, a.sku, `${formatMoney(a.priceKurus)} → ${formatMoney(cheaper)}`, null],
      [3, b.sku, null, `${b.stock} → ${b.stock + 7}`],
    ]);
    expect(p.errors.map((e) => [e.line, e.message])).toEqual([
      [4, ROW_UNKNOWN_SKU],
      [5, ROW_BAD_PRICE],
      [6, ROW_NEGATIVE_STOCK],
      [7, ROW_DUPLICATE],
      [8, ROW_DUPLICATE],
      [9, ROW_PRICE_ABOVE_ORIGINAL],
    ]);
    // Nothing written yet.
    expect(
      (await backOfficeJson<{ item: EditableItemJson }>(manager, `/yonetim/katalog/${items[0].id}`)).body.item.variants[0].priceKurus,
    ).toBe(a.priceKurus);
    // Only the uploader can apply it, and a made-up token is refused.
    expect((await apply(owner, p.token!)).status).toBe(404);
    expect((await apply(manager, "x".repeat(32))).body.reason).toBe(BULK_EXPIRED);

    const applied = await apply(manager, p.token!);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ success: true, applied: 2 });
    // Once only.
    expect((await apply(manager, p.token!)).status).toBe(404);

    const after = (await backOfficeJson<{ item: EditableItemJson }>(manager, `/yonetim/katalog/${items[1].id}`)).body.item;
    expect(after.variants[0].stock).toBe(b.stock + 7);
    await expect
      .poll(async () => (await listingItem(a.sku, items[0].id))?.price, { timeout: 30_000, interval: 1_000 })
      .toBe(toLira(cheaper));
    const rows = await auditRows(owner, `tur=variant&kayit=${a.id}`);
    expect(rows[0]).toMatchObject({
      action: "catalogue.variant.bulk",
      managerName: demoManager("catalogue").name,
      changes: [{ field: "priceKurus", before: formatMoney(a.priceKurus), after: formatMoney(cheaper) }],
    });
    expect((await auditRows(owner, `tur=variant&kayit=${b.id}`))[0].changes).toEqual([
      { field: "stock", label: "Online stok", before: String(b.stock), after: String(b.stock + 7) },
    ]);
  });

  it("reads ',' files with quoted decimal commas", async () => {
    const v = items[2].variants[0];
    const preview = await uploadCsv<Answer>(
      manager,
      `${v.sku},"${typedLira(v.priceKurus)}","${typedLira(v.originalPriceKurus)}",${v.stock + 1}\n`,
    );
    expect(preview.body.preview).toMatchObject({
      changeCount: 1,
      errorCount: 0,
      changes: [{ sku: v.sku, price: null, stock: `${v.stock} → ${v.stock + 1}` }],
    });
  });

  it("refuses hostile files with a Turkish 4xx", async () => {
    expect(await uploadCsv<Answer>(manager, new Uint8Array([0x4d, 0x44, 0xff, 0xfe, 0x3b]))).toMatchObject({
      status: 422,
      body: { reason: BULK_NOT_UTF8 },
    });
    expect(await uploadCsv<Answer>(manager, "sku;price\n")).toMatchObject({ status: 422, body: { reason: BULK_EMPTY_FILE } });
    // Over 2 MB: the file (413 'Dosya en fazla 2 MB olabilir.'), or past the path's body cap the request guard's 413.
    const big = await uploadCsv<Answer>(manager, "A;1\n".repeat(524_300));
    expect(big).toMatchObject({ status: 413, body: { reason: BULK_FILE_TOO_BIG } });
    expect((await uploadCsv<Answer>(manager, "A;1\n".repeat(700_000))).status).toBe(413);
  });
});
