/**
 * Bulk price and stock update (/yonetim/katalog/toplu-guncelleme): a manager
 * uploads a file (bulk-csv.ts reads it), sees what each row changes (before → after) and each bad
 * row's message, then applies it with 'Uygula'.
 *
 * Between the two the file is kept here, not in the page: `bulk_uploads` holds its text under the
 * SHA-256 of a random token the page carries, bound to the manager who uploaded it, for 30 minutes.
 * 'Uygula' takes the row out (so it applies once), reads the file again and checks every row
 * again against the variants as they are then (locked), never trusting the preview it showed.
 *
 * Applying is set-based, in one transaction: one UPDATE … FROM unnest(…) of the variants, the
 * affected items' listing fields worked out once by the one rule (catalog-aggregates.ts through
 * refreshCatalogueItems, which touches `updated_at`: every process's listing index rebuilds within
 * seconds), and one audit row per changed variant inserted a few thousand a statement. A lower
 * price or stock back wakes the alerts check after the commit.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { bulkUploads } from "#app/db/schema";
import { recordAuditMany, type AuditActor, type AuditEntry } from "#app/domain/audit/audit.server";
import { pgIntArray, pgTextArray } from "#app/lib/pg-arrays";
import { wake } from "#app/domain/jobs/wake.server";
import { parseBulkCsv, ROW_PRICE_ABOVE_ORIGINAL, ROW_UNKNOWN_SKU, type BulkRow, type BulkRowError } from "./bulk-csv";
import { refreshCatalogueItems } from "./catalogue-editor.server";

export const UPLOAD_TTL_MS = 30 * 60_000;
/** The largest file taken (the request guard lets this one path send a little more: the form around it). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const BULK_FILE_REQUIRED = "Lütfen bir CSV dosyası seçiniz.";
export const BULK_FILE_TOO_BIG = "Dosya en fazla 2 MB olabilir.";
export const BULK_NOT_UTF8 = "Dosya UTF-8 olarak kaydedilmiş bir CSV olmalıdır.";
export const BULK_EXPIRED = "Bu önizlemenin süresi doldu ya da zaten uygulandı; lütfen dosyayı yeniden yükleyiniz.";
export const BULK_NOTHING_TO_APPLY = "Dosyada uygulanacak geçerli bir değişiklik yok.";

type Values = { priceKurus: number; originalPriceKurus: number; stock: number };
export type BulkChange = { line: number; sku: string; productId: number; catalogId: number; name: string; before: Values; after: Values };
export type BulkPlan = { changes: BulkChange[]; errors: BulkRowError[]; unchanged: number; rows: number };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type VariantRow = {
  id: number;
  catalog_id: number;
  sku: string;
  name: string;
  price_kurus: number;
  original_price_kurus: number;
  stock: number;
};

/** What each row would change, against the variants as they are (locked with `lock`, inside the applying transaction). */
async function plan(db: Db | Tx, rows: BulkRow[], errors: BulkRowError[], lock: boolean): Promise<BulkPlan> {
  const skus = rows.map((r) => r.sku);
  const found = skus.length
    ? await queryRows<VariantRow>(
        db as Db,
        sql`SELECT id, catalog_id, sku, name, price_kurus, original_price_kurus, stock FROM products WHERE sku = ANY(${pgTextArray(skus)}::text[]) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
      )
    : [];
  const bySku = new Map(found.map((v) => [v.sku, v]));
  const out: BulkPlan = { changes: [], errors: [...errors], unchanged: 0, rows: rows.length + errors.length };
  for (const r of rows) {
    const v = bySku.get(r.sku);
    if (!v) {
      out.errors.push({ line: r.line, sku: r.sku, message: ROW_UNKNOWN_SKU });
      continue;
    }
    const before = { priceKurus: Number(v.price_kurus), originalPriceKurus: Number(v.original_price_kurus), stock: Number(v.stock) };
    const after = {
      priceKurus: r.priceKurus ?? before.priceKurus,
      originalPriceKurus: r.originalPriceKurus ?? before.originalPriceKurus,
      stock: r.stock ?? before.stock,
    };
    if (after.priceKurus > after.originalPriceKurus) {
      out.errors.push({ line: r.line, sku: r.sku, message: ROW_PRICE_ABOVE_ORIGINAL });
      continue;
    }
    if (after.priceKurus === before.priceKurus && after.originalPriceKurus === before.originalPriceKurus && after.stock === before.stock) {
      out.unchanged++;
      continue;
    }
    out.changes.push({ line: r.line, sku: r.sku, productId: Number(v.id), catalogId: Number(v.catalog_id), name: v.name, before, after });
  }
  out.errors.sort((a, b) => a.line - b.line);
  return out;
}

export type Preview = { ok: true; token: string; fileName: string; plan: BulkPlan } | { ok: false; reason: string };

/** Reads the uploaded file, keeps it for 'Uygula' and answers what it would change. */
export async function previewBulkUpload(db: Db, manager: { id: number }, fileName: string, content: string): Promise<Preview> {
  const parsed = parseBulkCsv(content);
  if (!parsed.ok) return parsed;
  const planned = await plan(db, parsed.rows, parsed.errors, false);
  const token = randomBytes(24).toString("base64url");
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.delete(bulkUploads).where(lt(bulkUploads.expiresAt, new Date(now)));
    await tx.insert(bulkUploads).values({
      tokenHash: hashOf(token),
      managerId: manager.id,
      fileName: fileName.slice(0, 200),
      content,
      expiresAt: new Date(now + UPLOAD_TTL_MS),
    });
  });
  return { ok: true, token, fileName, plan: planned };
}

export type Applied = { ok: true; applied: number; items: number; plan: BulkPlan } | { ok: false; reason: string; status: 404 | 422 };

/** Applies a kept file (see the module comment); the token is the preview's, the manager the one who uploaded it. */
export async function applyBulkUpload(db: Db, manager: NonNullable<AuditActor>, token: string): Promise<Applied> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return { ok: false, reason: BULK_EXPIRED, status: 404 };
  let woke = false;
  const result = await db.transaction(async (tx): Promise<Applied> => {
    const [upload] = await tx
      .delete(bulkUploads)
      .where(and(eq(bulkUploads.tokenHash, hashOf(token)), eq(bulkUploads.managerId, manager.id), gt(bulkUploads.expiresAt, new Date())))
      .returning({ content: bulkUploads.content, fileName: bulkUploads.fileName });
    if (!upload) return { ok: false, reason: BULK_EXPIRED, status: 404 };
    const parsed = parseBulkCsv(upload.content);
    if (!parsed.ok) return { ok: false, reason: parsed.reason, status: 422 };
    const planned = await plan(tx, parsed.rows, parsed.errors, true);
    const changes = planned.changes;
    if (changes.length === 0) return { ok: false, reason: BULK_NOTHING_TO_APPLY, status: 422 };
    const ints = (pick: (c: BulkChange) => number) => pgIntArray(changes.map(pick));
    await tx.execute(sql`
      UPDATE products p
      SET price_kurus = u.price, original_price_kurus = u.original, stock = u.stock
      FROM unnest(${ints((c) => c.productId)}::int[], ${ints((c) => c.after.priceKurus)}::int[], ${ints((c) => c.after.originalPriceKurus)}::int[], ${ints((c) => c.after.stock)}::int[])
           AS u(id, price, original, stock)
      WHERE p.id = u.id`);
    const catalogIds = [...new Set(changes.map((c) => c.catalogId))];
    await refreshCatalogueItems(tx, catalogIds, false);
    const entries = changes.map((c): AuditEntry => {
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      for (const key of ["priceKurus", "originalPriceKurus", "stock"] as const) {
        if (c.before[key] !== c.after[key]) {
          before[key] = c.before[key];
          after[key] = c.after[key];
        }
      }
      return {
        action: "catalogue.variant.bulk",
        entity: { type: "variant", id: c.productId },
        before,
        after,
        summary: `Toplu güncelleme (${upload.fileName}, satır ${c.line}): ${c.name} (${c.sku})`,
      };
    });
    await recordAuditMany(tx, manager, entries);
    woke = changes.some((c) => c.after.priceKurus < c.before.priceKurus || (c.before.stock === 0 && c.after.stock > 0));
    return { ok: true, applied: changes.length, items: catalogIds.length, plan: planned };
  });
  if (result.ok && woke) wake("alerts.check");
  return result;
}
