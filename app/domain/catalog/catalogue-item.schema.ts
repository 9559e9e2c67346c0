/**
 * The back office's item form (/yonetim/katalog/yeni, /yonetim/katalog/{id}): one rule for the page
 * (checked before it is sent) and the server (checked again), with the Turkish messages.
 *
 * The form is plain HTML: item fields by name, and each variant's fields named `v-{key}-{field}`,
 * where `key` is the variant's id or 'yeni' (the empty row that adds a variant), listed in order
 * by the repeated hidden field `varyant`. A variant's store stock is `v-{key}-magaza-{storeId}`,
 * and one more store is added with `v-{key}-yeniMagaza` and `v-{key}-yeniMagazaAdet`.
 * `readCatalogueItemForm` turns such a body into the checked item, or the messages per field
 * name (so the page shows each message under its field and keeps everything typed).
 */
import { z } from "zod";
import { parseLira } from "#app/lib/money";
import { parseVideoEmbed } from "./video-embed";
import { isSizeChartChoice } from "./size-charts";

export const ITEM_NAME_RULE = "Lütfen ürün adını giriniz (2 ile 200 karakter).";
export const BRAND_RULE = "Lütfen bir marka seçiniz.";
export const CATEGORY_RULE = "Lütfen bir kategori seçiniz.";
export const DESCRIPTION_RULE = "Açıklama en fazla 5.000 karakter olabilir.";
export const VAT_RULE = "KDV oranı %10 ya da %20 olmalıdır.";
export const STATUS_RULE = "Lütfen durumu seçiniz.";
export const TYPE_RULE = "Lütfen ürün türünü seçiniz.";
export const SIZE_CHART_RULE = "Lütfen listeden bir beden tablosu seçiniz.";
export const VIDEO_RULE = "Video bağlantısı bir YouTube ya da Vimeo videosunun adresi olmalıdır.";
export const SKU_RULE = "Stok kodu 2 ile 40 karakter olmalı; harf, rakam, '-', '_' ve '.' içerebilir.";
export const BARCODE_RULE = "Barkod 8 ile 14 rakam olmalıdır.";
export const SIZE_RULE = "Lütfen bedeni giriniz (beden yoksa 'Standart').";
export const PRICE_RULE = "Lütfen fiyatı TL olarak giriniz (ör. 1.299,90).";
export const ORIGINAL_PRICE_RULE = "Lütfen liste fiyatını TL olarak giriniz (ör. 1.299,90) ya da boş bırakınız.";
export const PRICE_ABOVE_ORIGINAL = "Satış fiyatı liste fiyatından yüksek olamaz.";
export const STOCK_RULE = "Stok 0 ile 1.000.000 arasında bir tam sayı olmalıdır.";
export const DUPLICATE_SKU = "Bu stok kodu formda birden fazla kez yazılmış.";
export const DUPLICATE_BARCODE = "Bu barkod formda birden fazla kez yazılmış.";
export const NO_VARIANT = "Ürünün en az bir varyantı olmalıdır: yeni varyantın stok kodunu doldurunuz.";
export const TOO_MANY_VARIANTS = "Bir ürünün en fazla 50 varyantı olabilir.";
export const CHECK_FIELDS = "Lütfen işaretli alanları düzeltiniz.";

/** The highest price a variant may have: 1.000.000 TL, far below the kuruş column's limit. */
export const MAX_PRICE_KURUS = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_VARIANTS = 50;
/** A new variant row's key. */
export const NEW_VARIANT_KEY = "yeni";

const str = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "");
const trimmed = (v: unknown) => str(v).trim();

/** A price typed in TL ('1.299,90', '1299.90', '1299') → kuruş within bounds; null when not a price. */
export function priceKurusOf(text: string): number | null {
  if (text.length > 20) return null;
  // Dots are thousands only in groups of three before a decimal comma ('1.299,90'); alone, one dot is the decimal point ('1299.90').
  const bare = text.trim().replace(/\s*TL$/i, "");
  if (!/^(\d{1,3}(\.\d{3})*(,\d{1,2})?|\d+(,\d{1,2})?|\d+(\.\d{1,2})?)$/.test(bare)) return null;
  const kurus = parseLira(bare);
  return kurus === null || kurus < 0 || kurus > MAX_PRICE_KURUS ? null : kurus;
}

/** A stock typed as a whole number ('12', '1.200') → the number; null otherwise. */
export function stockOf(text: string): number | null {
  const t = text.trim().replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_STOCK ? n : null;
}

const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }),
  );

export const catalogueItemFieldsSchema = z.object({
  name: z.string().trim().min(2, { error: ITEM_NAME_RULE }).max(200, { error: ITEM_NAME_RULE }),
  brandId: id(BRAND_RULE),
  categoryId: id(CATEGORY_RULE),
  description: z.string().trim().max(5000, { error: DESCRIPTION_RULE }),
  vatRate: z.enum(["10", "20"], { error: VAT_RULE }).transform(Number),
  status: z.enum(["active", "passive"], { error: STATUS_RULE }),
  type: z.enum(["normal", "teshir"], { error: TYPE_RULE }),
  sizeChart: z
    .string()
    .trim()
    .transform((v) => v || null)
    .refine(isSizeChartChoice, { error: SIZE_CHART_RULE }),
  videoUrl: z
    .string()
    .trim()
    .max(500, { error: VIDEO_RULE })
    .transform((v) => v || null)
    .refine((v) => v === null || parseVideoEmbed(v) !== null, { error: VIDEO_RULE }),
});

export type StoreStockInput = { storeId: number; quantity: number };

/** A variant's own fields, the same wherever a variant is written: the item form, the editor's read, the demo data. */
export type VariantFields = {
  sku: string;
  barcode: string;
  size: string;
  priceKurus: number;
  originalPriceKurus: number;
  stock: number;
};

/** A variant as the item form sends it. */
export type VariantInput = VariantFields & {
  /** The variant's id, or null for a new one. */
  id: number | null;
  key: string;
  status: "active" | "passive";
  stores: StoreStockInput[];
};

export type CatalogueItemInput = z.infer<typeof catalogueItemFieldsSchema> & { variants: VariantInput[] };

export type FormCheck = { ok: true; data: CatalogueItemInput } | { ok: false; errors: Record<string, string>; reason: string };

/** The field name of a variant's field (`v-12-price`). */
export const variantField = (key: string, field: string) => `v-${key}-${field}`;

const SKU = /^[A-Z0-9][A-Z0-9._-]{1,39}$/;
const BARCODE = /^\d{8,14}$/;

/** Reads and checks the form body (see the module comment). Never throws. */
export function readCatalogueItemForm(body: Record<string, unknown>): FormCheck {
  const errors: Record<string, string> = {};
  const item = catalogueItemFieldsSchema.safeParse({
    name: str(body.name),
    brandId: str(body.brandId),
    categoryId: str(body.categoryId),
    description: str(body.description),
    vatRate: str(body.vatRate),
    status: str(body.status),
    type: str(body.type),
    sizeChart: str(body.sizeChart),
    videoUrl: str(body.videoUrl),
  });
  if (!item.success) for (const issue of item.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;

  const rawKeys = Array.isArray(body.varyant) ? body.varyant : body.varyant === undefined ? [] : [body.varyant];
  const keys = [...new Set(rawKeys.map(trimmed).filter((k) => k === NEW_VARIANT_KEY || /^\d{1,9}$/.test(k)))];
  if (keys.length > MAX_VARIANTS + 1) errors._ = TOO_MANY_VARIANTS;

  const variants: VariantInput[] = [];
  const seenSku = new Map<string, string>();
  const seenBarcode = new Map<string, string>();
  for (const key of keys.slice(0, MAX_VARIANTS + 1)) {
    const f = (field: string) => trimmed(body[variantField(key, field)]);
    const sku = f("sku").toLocaleUpperCase("en-US");
    // The empty new row adds nothing.
    if (key === NEW_VARIANT_KEY && !sku && !f("barcode") && !f("price")) continue;
    const err = (field: string, message: string) => (errors[variantField(key, field)] ??= message);
    if (!SKU.test(sku)) err("sku", SKU_RULE);
    else if (seenSku.has(sku)) err("sku", DUPLICATE_SKU);
    seenSku.set(sku, key);
    const barcode = f("barcode");
    if (!BARCODE.test(barcode)) err("barcode", BARCODE_RULE);
    else if (seenBarcode.has(barcode)) err("barcode", DUPLICATE_BARCODE);
    seenBarcode.set(barcode, key);
    const size = f("size");
    if (size.length < 1 || size.length > 40) err("size", SIZE_RULE);
    const price = priceKurusOf(f("price"));
    if (price === null) err("price", PRICE_RULE);
    const originalText = f("originalPrice");
    const original = originalText === "" ? price : priceKurusOf(originalText);
    if (original === null && price !== null) err("originalPrice", ORIGINAL_PRICE_RULE);
    if (price !== null && original !== null && price > original) err("price", PRICE_ABOVE_ORIGINAL);
    const stock = stockOf(f("stock"));
    if (stock === null) err("stock", STOCK_RULE);
    const status = f("status") === "passive" ? "passive" : "active";
    const stores: StoreStockInput[] = [];
    const prefix = variantField(key, "magaza-");
    for (const [name, value] of Object.entries(body)) {
      if (!name.startsWith(prefix)) continue;
      const storeId = Number(name.slice(prefix.length));
      if (!/^\d{1,9}$/.test(name.slice(prefix.length)) || storeId < 1) continue;
      const quantity = stockOf(str(value));
      if (quantity === null) errors[name] ??= STOCK_RULE;
      else stores.push({ storeId, quantity });
    }
    const extraStore = f("yeniMagaza");
    if (/^\d{1,9}$/.test(extraStore) && Number(extraStore) > 0) {
      const quantity = stockOf(f("yeniMagazaAdet") || "0");
      if (quantity === null) err("yeniMagazaAdet", STOCK_RULE);
      else if (!stores.some((s) => s.storeId === Number(extraStore))) stores.push({ storeId: Number(extraStore), quantity });
    }
    variants.push({
      id: key === NEW_VARIANT_KEY ? null : Number(key),
      key,
      sku,
      barcode,
      size,
      priceKurus: price ?? 0,
      originalPriceKurus: original ?? 0,
      stock: stock ?? 0,
      status,
      stores,
    });
  }
  if (variants.length === 0) errors[variantField(NEW_VARIANT_KEY, "sku")] ??= NO_VARIANT;
  if (!item.success || Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0];
    return { ok: false, errors, reason: first ?? CHECK_FIELDS };
  }
  return { ok: true, data: { ...item.data, variants } };
}
