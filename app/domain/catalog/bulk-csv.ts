/**
 * The bulk price and stock file of /yonetim/katalog/toplu-guncelleme, read (pure, no database):
 * one row per variant, `sku;price;original_price;stock` ('fiyat', 'liste_fiyati', 'stok' are
 * read too), with or without that header line, separated by ';' or ',' (the first line decides:
 * any ';' in it means ';'; with ',' a decimal comma needs quotes: "1299,90"), UTF-8 with or without
 * a BOM. Prices are TL: '1.299,90', '1299,90', '1299.90' or '1299'. An empty cell leaves that value
 * as it is. csv-parse reads the quoting; what a row means is checked here, each problem a Turkish
 * message with the row's line number. Whether the skus exist and how prices compare with the
 * values kept is bulk-prices.server.ts's.
 */
import { parse } from "csv-parse/sync";
import { MAX_STOCK, priceKurusOf } from "./catalogue-item.schema";

export const MAX_BULK_ROWS = 20_000;
export const BULK_EMPTY_FILE = "Dosyada güncellenecek satır yok.";
export const BULK_TOO_MANY_ROWS = `Bir dosyada en fazla ${MAX_BULK_ROWS.toLocaleString("tr-TR")} satır olabilir.`;
export const BULK_UNREADABLE = "Dosya okunamadı: CSV biçiminde (sku;fiyat;liste fiyatı;stok) ve UTF-8 olmalıdır.";
export const ROW_NO_SKU = "Stok kodu boş.";
export const ROW_COLUMNS = "Satırda 2 ile 4 arasında sütun olmalıdır: sku;fiyat;liste fiyatı;stok.";
export const ROW_NOTHING = "Satırda değiştirilecek bir değer yok.";
export const ROW_BAD_PRICE = "Fiyat okunamadı (ör. 1.299,90).";
export const ROW_BAD_ORIGINAL = "Liste fiyatı okunamadı (ör. 1.499,90).";
export const ROW_NEGATIVE_STOCK = "Stok negatif olamaz.";
export const ROW_BAD_STOCK = "Stok 0 ile 1.000.000 arasında bir tam sayı olmalıdır.";
export const ROW_DUPLICATE = "Bu stok kodu dosyada birden fazla kez geçiyor.";
export const ROW_UNKNOWN_SKU = "Bu stok kodunda bir ürün yok.";
export const ROW_PRICE_ABOVE_ORIGINAL = "Satış fiyatı liste fiyatından yüksek olamaz.";

export type BulkRow = { line: number; sku: string; priceKurus: number | null; originalPriceKurus: number | null; stock: number | null };
export type BulkRowError = { line: number; sku: string; message: string };
export type ParsedBulkFile = { ok: true; rows: BulkRow[]; errors: BulkRowError[] } | { ok: false; reason: string };

const HEADER = /^(sku|stok ?kodu|stok_kodu)$/i;

/** A whole number of stock ('12', '1.200'); 'negative' for '-3'; null when it is not one. */
export function parseStockCell(text: string): number | "negative" | null {
  const t = text.trim().replace(/\.(?=\d{3}(\D|$))/g, "");
  if (/^-\d+$/.test(t) && Number(t) < 0) return "negative";
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_STOCK ? n : null;
}

/** A price cell in TL → kuruş; null when it is not a price. */
export const parsePriceCell = (text: string): number | null => priceKurusOf(text.trim());

/** Reads the file's text (see the module comment). Never throws. */
export function parseBulkCsv(input: string): ParsedBulkFile {
  const text = input.replace(/^\uFEFF/, "");
  if (text.includes("\u0000")) return { ok: false, reason: BULK_UNREADABLE };
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(";") ? ";" : ",";
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      to: MAX_BULK_ROWS + 2,
      max_record_size: 4096,
    }) as string[][];
  } catch {
    return { ok: false, reason: BULK_UNREADABLE };
  }
  let start = 0;
  if (records.length > 0 && HEADER.test(records[0][0] ?? "")) start = 1;
  const body = records.slice(start);
  if (body.length === 0) return { ok: false, reason: BULK_EMPTY_FILE };
  if (body.length > MAX_BULK_ROWS) return { ok: false, reason: BULK_TOO_MANY_ROWS };
  const rows: BulkRow[] = [];
  const errors: BulkRowError[] = [];
  const lines = new Map<string, number[]>();
  body.forEach((cells, i) => {
    const line = i + start + 1;
    const sku = (cells[0] ?? "").trim().toLocaleUpperCase("en-US").slice(0, 60);
    const fail = (message: string) => errors.push({ line, sku, message });
    if (!sku) return fail(ROW_NO_SKU);
    lines.set(sku, [...(lines.get(sku) ?? []), line]);
    if (cells.length < 2 || cells.length > 4) return fail(ROW_COLUMNS);
    const [priceText = "", originalText = "", stockText = ""] = cells.slice(1).map((c) => c.trim());
    if (!priceText && !originalText && !stockText) return fail(ROW_NOTHING);
    const priceKurus = priceText ? parsePriceCell(priceText) : null;
    if (priceText && priceKurus === null) return fail(ROW_BAD_PRICE);
    const originalPriceKurus = originalText ? parsePriceCell(originalText) : null;
    if (originalText && originalPriceKurus === null) return fail(ROW_BAD_ORIGINAL);
    const stock = stockText ? parseStockCell(stockText) : null;
    if (stock === "negative") return fail(ROW_NEGATIVE_STOCK);
    if (stockText && stock === null) return fail(ROW_BAD_STOCK);
    if (priceKurus !== null && originalPriceKurus !== null && priceKurus > originalPriceKurus) return fail(ROW_PRICE_ABOVE_ORIGINAL);
    rows.push({ line, sku, priceKurus, originalPriceKurus, stock: stock as number | null });
  });
  // A sku twice in the file: none of its rows is applied (which one was meant?).
  const duplicated = new Set([...lines].filter(([, at]) => at.length > 1).map(([sku]) => sku));
  if (duplicated.size > 0) {
    for (const r of rows.filter((r) => duplicated.has(r.sku))) errors.push({ line: r.line, sku: r.sku, message: ROW_DUPLICATE });
  }
  errors.sort((a, b) => a.line - b.line);
  return { ok: true, rows: rows.filter((r) => !duplicated.has(r.sku)), errors };
}
