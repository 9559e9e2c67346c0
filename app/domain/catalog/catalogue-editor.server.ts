/**
 * The back office's catalogue (/yonetim/katalog): finding items, reading one with
 * its variants and store stock, and saving an item with its variants.
 *
 * A save is one transaction: the item's row is locked, its fields and its variants (sku, barcode,
 * size, prices, online stock, status, store stock) are written, the item's listing fields are
 * worked out again by the one rule (catalog-aggregates.ts, as the demo data does) and
 * `updated_at` is touched, so every process's listing index rebuilds within seconds; one audit row
 * per item or variant that changed (its changed fields, before and after) goes in the same
 * transaction. After the commit, a price that went down or stock that came back wakes the alerts
 * check (member-lists/alerts.server.ts compares each alert with the variant's price now).
 *
 * Finding never reads the whole catalogue: an sku or a barcode by their unique indexes, words by
 * the folded `search_text` (its trigram index), filters by their indexes, newest first, 50 a page
 * (one more read to know whether a next page exists).
 */
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { attributes, brands, catalogItems, categories, productAttributes, products, stores, storeStock } from "#app/db/schema";
import { recordAudit, type AuditActor, type AuditEntry } from "#app/domain/audit/audit.server";
import { wake } from "#app/domain/jobs/wake.server";
import { isUniqueViolation, violatedConstraint } from "#app/lib/pg-errors";
import { pgIntArray } from "#app/lib/pg-arrays";
import { foldForSearch, slugify } from "#app/lib/turkish";
import { catalogAggregates, catalogSearchText } from "./catalog-aggregates";
import { setStockIn, touchListing } from "./stock.server";
import type { CatalogueItemInput, StoreStockInput, VariantFields, VariantInput } from "./catalogue-item.schema";
import { variantField } from "./catalogue-item.schema";
import { SIZE_ATTRIBUTE } from "./size-attribute";
import { PRODUCT_NOT_FOUND } from "./messages";

export const CATALOGUE_PAGE_SIZE = 50;
export const SKU_TAKEN = "Bu stok kodu başka bir üründe kullanılıyor.";
export const BARCODE_TAKEN = "Bu barkod başka bir üründe kullanılıyor.";
export const UNKNOWN_BRAND = "Seçilen marka bulunamadı.";
export const UNKNOWN_CATEGORY = "Seçilen kategori bulunamadı.";
export const UNKNOWN_STORE = "Seçilen mağaza bulunamadı.";
export const FOREIGN_VARIANT = "Bu varyant bu ürüne ait değil.";

// ───────────────────────── finding ─────────────────────────

export const STOCK_STATES = { var: "Stokta", yok: "Tükendi" } as const;
export type CatalogueFilters = {
  q: string;
  categoryId: number | null;
  brandId: number | null;
  status: "" | "active" | "passive";
  type: "" | "normal" | "teshir";
  stock: "" | keyof typeof STOCK_STATES;
};

export type CatalogueRow = {
  id: number;
  name: string;
  brand: string;
  category: string;
  status: string;
  type: string;
  minPriceKurus: number;
  minOriginalPriceKurus: number;
  totalStock: number;
  updatedAt: string;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
  (allowed as readonly string[]).includes(value ?? "") ? (value as T) : "";
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The list's filters and page from its query string (`?q=&kategori=&marka=&durum=&tur=&stok=&once=`); anything malformed is left out. */
export function readCatalogueQuery(search: URLSearchParams): { filters: CatalogueFilters; before: number | null } {
  return {
    filters: {
      q: (search.get("q") ?? "").trim().slice(0, 100),
      categoryId: positive(search.get("kategori")),
      brandId: positive(search.get("marka")),
      status: oneOf(search.get("durum"), ["active", "passive"] as const),
      type: oneOf(search.get("tur"), ["normal", "teshir"] as const),
      stock: oneOf(search.get("stok"), ["var", "yok"] as const),
    },
    before: positive(search.get("once")),
  };
}

/** One page of items, newest first (by id, keyset `before`), and the id to ask the next page with (null: none). */
export async function findCatalogueItems(
  db: Db,
  f: CatalogueFilters,
  before: number | null,
): Promise<{ rows: CatalogueRow[]; next: number | null }> {
  const where: SQL[] = [];
  if (f.q) {
    const code = f.q.toLocaleUpperCase("en-US");
    // An sku or a barcode (unique indexes), else words of the folded search text (trigram index).
    const byCode = await db
      .select({ catalogId: products.catalogId })
      .from(products)
      .where(sql`${products.sku} = ${code} OR ${products.barcode} = ${f.q}`)
      .limit(5);
    if (byCode.length > 0)
      where.push(
        inArray(
          catalogItems.id,
          byCode.map((r) => r.catalogId),
        ),
      );
    else {
      const words = foldForSearch(f.q).split(" ").filter(Boolean).slice(0, 6);
      if (words.length === 0) return { rows: [], next: null };
      for (const w of words) where.push(sql`${catalogItems.searchText} LIKE ${`%${w.replace(/[%_\\]/g, "\\$&")}%`}`);
    }
  }
  if (f.categoryId)
    where.push(sql`${catalogItems.categoryId} IN (SELECT id FROM categories WHERE id = ${f.categoryId} OR parent_id = ${f.categoryId})`);
  if (f.brandId) where.push(eq(catalogItems.brandId, f.brandId));
  if (f.status) where.push(eq(catalogItems.status, f.status));
  else where.push(inArray(catalogItems.status, ["active", "passive"]));
  if (f.type) where.push(eq(catalogItems.type, f.type));
  if (f.stock === "var") where.push(gt(catalogItems.totalStock, 0));
  if (f.stock === "yok") where.push(eq(catalogItems.totalStock, 0));
  if (before) where.push(lt(catalogItems.id, before));
  const rows = await db
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      brand: brands.name,
      category: categories.name,
      status: catalogItems.status,
      type: catalogItems.type,
      minPriceKurus: catalogItems.minPriceKurus,
      minOriginalPriceKurus: catalogItems.minOriginalPriceKurus,
      totalStock: catalogItems.totalStock,
      updatedAt: catalogItems.updatedAt,
    })
    .from(catalogItems)
    .innerJoin(brands, eq(brands.id, catalogItems.brandId))
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .where(and(...where))
    .orderBy(desc(catalogItems.id))
    .limit(CATALOGUE_PAGE_SIZE + 1);
  const page = rows.slice(0, CATALOGUE_PAGE_SIZE).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  return { rows: page, next: rows.length > CATALOGUE_PAGE_SIZE ? page[page.length - 1].id : null };
}

export type Choice = { id: number; name: string };
export type CatalogueChoices = {
  brands: Choice[];
  categories: (Choice & { parent: string | null })[];
  stores: (Choice & { code: string })[];
};

/** The brands, categories (sub-categories under their area) and stores a form offers, in Turkish order. */
export async function catalogueChoices(db: Db): Promise<CatalogueChoices> {
  const [brandRows, categoryRows, storeRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ id: stores.id, name: stores.name, code: stores.code }).from(stores).where(eq(stores.active, true)),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const tr = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "tr");
  const tops = categoryRows.filter((c) => c.parentId == null);
  const ordered = tops.flatMap((t) => [
    { id: t.id, name: t.name, parent: null },
    ...categoryRows.filter((c) => c.parentId === t.id).map((c) => ({ id: c.id, name: c.name, parent: byId.get(t.id)?.name ?? null })),
  ]);
  return { brands: brandRows.sort(tr), categories: ordered, stores: storeRows.sort(tr) };
}

// ───────────────────────── one item ─────────────────────────

export type EditableVariant = VariantFields & {
  id: number;
  status: string;
  stores: StoreStockInput[];
};

export type EditableItem = {
  id: number;
  name: string;
  sefUrl: string;
  brandId: number;
  categoryId: number;
  description: string;
  vatRate: number;
  status: string;
  type: string;
  sizeChart: string | null;
  videoUrl: string | null;
  minPriceKurus: number;
  totalStock: number;
  updatedAt: string;
  variants: EditableVariant[];
};

async function sizeAttributeId(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.code, "size"));
  if (row) return row.id;
  const [made] = await db
    .insert(attributes)
    .values({ code: "size", name: SIZE_ATTRIBUTE })
    .onConflictDoNothing()
    .returning({ id: attributes.id });
  return made?.id ?? (await sizeAttributeId(db));
}

/** The items' variants in their order, with their size and (`withStores`) their store stock; one array parameter however many items. */
async function readVariants(
  db: Db | Tx,
  catalogIds: number[],
  withStores = true,
  withSizes = true,
): Promise<(EditableVariant & { catalogId: number; sortOrder: number })[]> {
  if (catalogIds.length === 0) return [];
  // Without sizes (a price and stock refresh) the join matches nothing: attribute id 0.
  const sizeId = withSizes ? await sizeAttributeId(db) : 0;
  const rows = await db
    .select({
      id: products.id,
      catalogId: products.catalogId,
      sku: products.sku,
      barcode: products.barcode,
      size: productAttributes.value,
      priceKurus: products.priceKurus,
      originalPriceKurus: products.originalPriceKurus,
      stock: products.stock,
      status: products.status,
      sortOrder: products.sortOrder,
    })
    .from(products)
    .leftJoin(productAttributes, and(eq(productAttributes.productId, products.id), eq(productAttributes.attributeId, sizeId)))
    .where(sql`${products.catalogId} = ANY(${pgIntArray(catalogIds)}::int[])`)
    .orderBy(asc(products.catalogId), asc(products.sortOrder), asc(products.id));
  const held =
    rows.length && withStores
      ? await db
          .select({ productId: storeStock.productId, storeId: storeStock.storeId, quantity: storeStock.quantity })
          .from(storeStock)
          .where(
            inArray(
              storeStock.productId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(storeStock.storeId))
      : [];
  return rows.map((r) => ({
    ...r,
    size: r.size ?? "",
    stores: held.filter((h) => h.productId === r.id).map(({ storeId, quantity }) => ({ storeId, quantity })),
  }));
}

/** An item with its variants for the form; null when there is none (or it is not a catalogue item, e.g. the gift cards). */
export async function loadEditableItem(db: Db | Tx, id: number): Promise<EditableItem | null> {
  const [item] = await db
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      brandId: catalogItems.brandId,
      categoryId: catalogItems.categoryId,
      description: catalogItems.description,
      vatRate: catalogItems.vatRate,
      status: catalogItems.status,
      type: catalogItems.type,
      sizeChart: catalogItems.sizeChart,
      videoUrl: catalogItems.videoUrl,
      minPriceKurus: catalogItems.minPriceKurus,
      totalStock: catalogItems.totalStock,
      updatedAt: catalogItems.updatedAt,
    })
    .from(catalogItems)
    .where(and(eq(catalogItems.id, id), inArray(catalogItems.status, ["active", "passive"])));
  if (!item) return null;
  const variants = (await readVariants(db, [id])).map(({ catalogId: _c, sortOrder: _s, ...v }) => v);
  return { ...item, updatedAt: item.updatedAt.toISOString(), variants };
}

// ───────────────────────── the listing index rule, applied ─────────────────────────

/**
 * Works out the items' listing fields again from their variants (catalog-aggregates.ts) and touches
 * `updated_at`, in one statement for all of them. `withText`: the sizes and search text too (a
 * name, brand, category or size may have changed); prices and stock alone leave them.
 */
export async function refreshCatalogueItems(tx: Tx, catalogIds: number[], withText: boolean): Promise<void> {
  const ids = [...new Set(catalogIds)];
  if (ids.length === 0) return;
  // Prices and stock alone: the one refresh every stock writer uses.
  if (!withText) return touchListing(tx, ids);
  const variants = await readVariants(tx, ids, false, true);
  const byItem = new Map<number, typeof variants>();
  for (const v of variants) byItem.set(v.catalogId, [...(byItem.get(v.catalogId) ?? []), v]);
  const texts = new Map<number, string>();
  const parent = sql.raw("parent");
  const rows = await tx
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      brand: brands.name,
      category: categories.name,
      top: sql<string | null>`(SELECT name FROM categories ${parent} WHERE ${parent}.id = ${categories.parentId})`,
      color: catalogItems.color,
      gender: catalogItems.gender,
      ageGroup: catalogItems.ageGroup,
    })
    .from(catalogItems)
    .innerJoin(brands, eq(brands.id, catalogItems.brandId))
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .where(inArray(catalogItems.id, ids));
  for (const r of rows) {
    const sizes = catalogAggregates(byItem.get(r.id) ?? []).sizes;
    texts.set(
      r.id,
      catalogSearchText({
        name: r.name,
        brand: r.brand,
        category: r.category,
        topCategory: r.top,
        color: r.color,
        gender: r.gender,
        ageGroup: r.ageGroup,
        sizes,
      }),
    );
  }
  // A few items (one form's): one statement each.
  for (const id of ids) {
    const a = catalogAggregates(byItem.get(id) ?? []);
    await tx
      .update(catalogItems)
      .set({
        minPriceKurus: a.minPriceKurus,
        minOriginalPriceKurus: a.minOriginalPriceKurus,
        totalStock: a.totalStock,
        sizes: a.sizes,
        searchText: texts.get(id) ?? "",
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(catalogItems.id, id));
  }
}

// ───────────────────────── saving ─────────────────────────

export type SaveResult =
  { ok: true; id: number; changed: number } | { ok: false; status: 404 | 409 | 422; reason: string; errors: Record<string, string> };

type ItemSnapshot = Record<string, unknown>;

const itemSnapshot = (i: {
  name: string;
  brandId: number;
  categoryId: number;
  description: string;
  vatRate: number;
  status: string;
  type: string;
  sizeChart: string | null;
  videoUrl: string | null;
}): ItemSnapshot => ({
  itemName: i.name,
  brand: i.brandId,
  category: i.categoryId,
  description: i.description,
  vatRate: i.vatRate,
  status: i.status,
  type: i.type,
  sizeChart: i.sizeChart,
  videoUrl: i.videoUrl,
});

const storeText = (list: { storeId: number; quantity: number }[]) =>
  [...list]
    .sort((a, b) => a.storeId - b.storeId)
    .map((s) => `${s.storeId}:${s.quantity}`)
    .join(", ");

const variantSnapshot = (v: {
  sku: string;
  barcode: string;
  size: string;
  priceKurus: number;
  originalPriceKurus: number;
  stock: number;
  status: string;
  stores: { storeId: number; quantity: number }[];
}): ItemSnapshot => ({
  sku: v.sku,
  barcode: v.barcode,
  size: v.size,
  priceKurus: v.priceKurus,
  originalPriceKurus: v.originalPriceKurus,
  stock: v.stock,
  status: v.status,
  storeStock: storeText(v.stores),
});

/** Only the fields that differ, before and after. */
export function changedFields(before: ItemSnapshot, after: ItemSnapshot): { before: ItemSnapshot; after: ItemSnapshot } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

function conflict(error: unknown, input: CatalogueItemInput): SaveResult | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = violatedConstraint(error) ?? "";
  const field = constraint.includes("barcode") ? "barcode" : "sku";
  const key = input.variants[0]?.key ?? "yeni";
  const reason = field === "barcode" ? BARCODE_TAKEN : SKU_TAKEN;
  return { ok: false, status: 409, reason, errors: { [variantField(key, field)]: reason } };
}

/**
 * Saves an item and its variants (`id` null: a new item) in one transaction (see the module
 * comment). Variants not named in the input are left as they are (a variant is never deleted: an
 * order may name it; set it passive instead).
 */
export async function saveCatalogueItem(db: Db, manager: AuditActor, id: number | null, input: CatalogueItemInput): Promise<SaveResult> {
  let woke = false;
  let result: SaveResult;
  try {
    result = await db.transaction(async (tx): Promise<SaveResult> => {
      const refused = await checkReferences(tx, id, input);
      if (refused) return refused;
      const before = id == null ? null : await lockedItem(tx, id);
      if (id != null && !before) return { ok: false, status: 404, reason: PRODUCT_NOT_FOUND, errors: {} };
      const fields = {
        name: input.name,
        sefUrl: slugify(input.name) || "urun",
        brandId: input.brandId,
        categoryId: input.categoryId,
        description: input.description,
        vatRate: input.vatRate,
        status: input.status,
        type: input.type,
        sizeChart: input.sizeChart,
        videoUrl: input.videoUrl,
      };
      let itemId: number;
      if (before) {
        itemId = before.id;
        await tx.update(catalogItems).set(fields).where(eq(catalogItems.id, itemId));
      } else {
        const [made] = await tx.insert(catalogItems).values(fields).returning({ id: catalogItems.id });
        itemId = made.id;
      }
      const entries: AuditEntry[] = [];
      const itemChange = before ? changedFields(itemSnapshot(before), itemSnapshot(input)) : { before: {}, after: itemSnapshot(input) };
      if (itemChange) {
        entries.push({
          action: before ? "catalogue.item.update" : "catalogue.item.create",
          entity: { type: "catalogItem", id: itemId },
          before: before ? itemChange.before : null,
          after: itemChange.after,
          summary: `${before ? "Ürün güncellendi" : "Ürün eklendi"}: ${input.name}`,
        });
      }
      if (before && before.name !== input.name) await tx.update(products).set({ name: input.name }).where(eq(products.catalogId, itemId));
      const sizeId = await sizeAttributeId(tx);
      const oldById = new Map((before?.variants ?? []).map((v) => [v.id, v]));
      let sortOrder = Math.max(-1, ...(before?.variants ?? []).map((v) => v.sortOrder));
      for (const v of input.variants) {
        const old = v.id != null ? oldById.get(v.id) : undefined;
        if (v.id != null && !old)
          return { ok: false, status: 422, reason: FOREIGN_VARIANT, errors: { [variantField(v.key, "sku")]: FOREIGN_VARIANT } };
        const variantId = old
          ? await updateVariant(tx, old, v, sizeId)
          : await insertVariant(tx, itemId, input.name, v, sizeId, ++sortOrder, before);
        const change = old ? changedFields(variantSnapshot(old), variantSnapshot(v)) : { before: {}, after: variantSnapshot(v) };
        if (!change) continue;
        if (old && (v.priceKurus < old.priceKurus || (old.stock === 0 && v.stock > 0))) woke = true;
        entries.push({
          action: old ? "catalogue.variant.update" : "catalogue.variant.create",
          entity: { type: "variant", id: variantId },
          before: old ? change.before : null,
          after: change.after,
          summary: `${old ? "Varyant güncellendi" : "Varyant eklendi"}: ${input.name} (${v.sku})`,
        });
      }
      await refreshCatalogueItems(tx, [itemId], true);
      await recordAudit(tx, manager, entries);
      return { ok: true, id: itemId, changed: entries.length };
    });
  } catch (error) {
    const answer = conflict(error, input);
    if (answer) return answer;
    throw error;
  }
  if (result.ok && woke) wake("alerts.check");
  return result;
}

async function checkReferences(tx: Tx, id: number | null, input: CatalogueItemInput): Promise<SaveResult | null> {
  const fail = (field: string, reason: string): SaveResult => ({ ok: false, status: 422, reason, errors: { [field]: reason } });
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
  if (!brand) return fail("brandId", UNKNOWN_BRAND);
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) return fail("categoryId", UNKNOWN_CATEGORY);
  const storeIds = [...new Set(input.variants.flatMap((v) => v.stores.map((s) => s.storeId)))];
  if (storeIds.length) {
    const known = new Set((await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds))).map((s) => s.id));
    for (const v of input.variants) {
      const unknown = v.stores.find((s) => !known.has(s.storeId));
      if (unknown) return fail(variantField(v.key, "yeniMagaza"), UNKNOWN_STORE);
    }
  }
  // An sku or barcode another item's variant holds (the unique indexes say it again at the write).
  const skus = input.variants.map((v) => v.sku);
  const barcodes = input.variants.map((v) => v.barcode);
  const taken = await tx
    .select({ id: products.id, catalogId: products.catalogId, sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(sql`${products.sku} IN ${skus} OR ${products.barcode} IN ${barcodes}`);
  for (const v of input.variants) {
    const other = (t: (typeof taken)[number]) => t.id !== v.id;
    if (taken.some((t) => other(t) && t.sku === v.sku && !input.variants.some((w) => w.id === t.id)))
      return { ok: false, status: 409, reason: SKU_TAKEN, errors: { [variantField(v.key, "sku")]: SKU_TAKEN } };
    if (taken.some((t) => other(t) && t.barcode === v.barcode && !input.variants.some((w) => w.id === t.id)))
      return { ok: false, status: 409, reason: BARCODE_TAKEN, errors: { [variantField(v.key, "barcode")]: BARCODE_TAKEN } };
  }
  void id;
  return null;
}

async function lockedItem(tx: Tx, id: number) {
  const locked = await tx.execute(sql`SELECT id FROM catalog_items WHERE id = ${id} AND status IN ('active', 'passive') FOR UPDATE`);
  if (((locked as unknown as { rows: unknown[] }).rows ?? []).length === 0) return null;
  const item = await loadEditableItem(tx, id);
  if (!item) return null;
  const order = await tx.select({ id: products.id, sortOrder: products.sortOrder }).from(products).where(eq(products.catalogId, id));
  const sort = new Map(order.map((o) => [o.id, o.sortOrder]));
  const [extra] = await tx
    .select({ color: catalogItems.color, gender: catalogItems.gender, ageGroup: catalogItems.ageGroup })
    .from(catalogItems)
    .where(eq(catalogItems.id, id));
  return { ...item, ...extra, variants: item.variants.map((v) => ({ ...v, sortOrder: sort.get(v.id) ?? 0 })) };
}

async function writeSize(tx: Tx, productId: number, sizeId: number, size: string) {
  await tx
    .insert(productAttributes)
    .values({ productId, attributeId: sizeId, value: size })
    .onConflictDoUpdate({ target: [productAttributes.productId, productAttributes.attributeId], set: { value: size } });
}

async function updateVariant(tx: Tx, old: EditableVariant, v: VariantInput, sizeId: number): Promise<number> {
  await tx
    .update(products)
    .set({ sku: v.sku, barcode: v.barcode, priceKurus: v.priceKurus, originalPriceKurus: v.originalPriceKurus, status: v.status })
    .where(eq(products.id, old.id));
  if (old.size !== v.size) await writeSize(tx, old.id, sizeId, v.size);
  await setStockIn(tx, old.id, { online: v.stock, stores: v.stores });
  return old.id;
}

async function insertVariant(
  tx: Tx,
  catalogId: number,
  name: string,
  v: VariantInput,
  sizeId: number,
  sortOrder: number,
  item: { color?: string | null; gender?: string | null; ageGroup?: string | null } | null,
): Promise<number> {
  const [made] = await tx
    .insert(products)
    .values({
      catalogId,
      sku: v.sku,
      barcode: v.barcode,
      name,
      priceKurus: v.priceKurus,
      originalPriceKurus: v.originalPriceKurus,
      status: v.status,
      sortOrder,
    })
    .returning({ id: products.id });
  await writeSize(tx, made.id, sizeId, v.size);
  // The variant carries the item's colour, age group and gender as its siblings do (the listing's facets).
  const others = await tx
    .select({ id: attributes.id, code: attributes.code })
    .from(attributes)
    .where(inArray(attributes.code, ["color", "age", "gender"]));
  const values = others.flatMap((a) => {
    const value = a.code === "color" ? item?.color : a.code === "age" ? item?.ageGroup : item?.gender;
    return value ? [{ productId: made.id, attributeId: a.id, value }] : [];
  });
  if (values.length) await tx.insert(productAttributes).values(values).onConflictDoNothing();
  await setStockIn(tx, made.id, { online: v.stock, stores: v.stores });
  return made.id;
}
