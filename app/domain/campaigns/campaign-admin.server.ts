/**
 * Campaigns in the back office (/yonetim/kampanyalar): the list (running,
 * scheduled, ended), one campaign to edit, saving a new or changed one, ending one early, the
 * scope pickers' search and the price preview.
 *
 * - Every change is one transaction with one audit row ('campaign.create' | 'campaign.update' |
 *   'campaign.end'; before/after hold only the fields that changed). The shop picks a change up
 *   by itself: the basket, checkout and payment read the rules fresh (campaign-rules.server.ts),
 *   product pages and the campaigns page within their 10-second caches.
 * - The preview prices a sample basket with priceWithCampaigns, the very function the basket uses,
 *   over the rules the basket would read (readCampaignRules) with the draft in place of the saved
 *   campaign, at a moment inside the draft's window: what it shows is what the basket charges.
 * - Nothing here reads the catalogue whole: lists are LIMITed (campaigns_ends_idx), pickers search
 *   by the trigram index of catalog_items.search_text or a sku/barcode's unique index, 20 at most.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands, campaigns, catalogItems, categories, products } from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { loadCategoryTree } from "#app/domain/categories/categories.server";
import { istanbulInputValue } from "#app/lib/dates";
import { formatMoney, liraInput } from "#app/lib/money";
import { isUniqueViolation } from "#app/lib/pg-errors";
import { foldForSearch, turkishCollator } from "#app/lib/turkish";
import type { CampaignFormValues, CampaignInput, ScopeField } from "./campaign-form";
import { CAMPAIGN_KIND_LABELS, type CampaignKindName } from "./campaign-form";
import { isRunning, priceWithCampaigns, type CampaignRule, type PricingLine } from "./campaign-pricing";
import { readCampaignRules, toRule } from "./campaign-rules.server";
import {
  ALREADY_ENDED,
  CAMPAIGN_NOT_FOUND,
  SAMPLE_EMPTY,
  SAMPLE_RULE,
  SAMPLE_UNKNOWN,
  SCOPE_UNKNOWN,
  SLUG_TAKEN,
  type CampaignListItem,
  type CampaignPreview,
  type CampaignStatus,
  type PickerKind,
  type ScopeChoice,
} from "./campaign-admin";

type Row = typeof campaigns.$inferSelect;

/** How many of each group the list shows (a shop runs tens at a time; ended ones are the newest). */
export const LIST_LIMIT = 100;

const statusOf = (row: Pick<Row, "startsAt" | "endsAt">, now: Date): CampaignStatus =>
  row.startsAt > now ? "scheduled" : row.endsAt > now ? "running" : "ended";

/** The rule in a few words: 'Sepette %20', '3 al 2 öde', '750,00 TL üzeri 100,00 TL'. */
export function ruleText(row: Pick<Row, "kind" | "discountPercent" | "amountKurus" | "minKurus" | "buyCount" | "payCount">): string {
  switch (row.kind) {
    case "percent":
      return `Üründe %${row.discountPercent}`;
    case "basketPercent":
      return `Sepette %${row.discountPercent}`;
    case "amount":
      return `Üründe ${formatMoney(row.amountKurus)}`;
    case "buyXPayY":
      return `${row.buyCount} al ${row.payCount} öde`;
    case "basketAmount":
      return `${formatMoney(row.minKurus)} üzeri ${formatMoney(row.amountKurus)}`;
    default:
      return row.kind;
  }
}

const listItem = (row: Row, now: Date): CampaignListItem => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  kind: row.kind,
  kindLabel: CAMPAIGN_KIND_LABELS[row.kind as CampaignKindName] ?? row.kind,
  rule: ruleText(row),
  categoryValue: row.categoryValue,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: statusOf(row, now),
  showOnHome: row.showOnHome,
  sortOrder: row.sortOrder,
});

/** The three groups: running (in the shop's order), scheduled (soonest first), ended (latest end first). */
export async function listCampaigns(db: Db, now = new Date()): Promise<Record<CampaignStatus, CampaignListItem[]>> {
  const [running, scheduled, ended] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
      .orderBy(asc(campaigns.sortOrder), asc(campaigns.id))
      .limit(LIST_LIMIT),
    db.select().from(campaigns).where(gt(campaigns.startsAt, now)).orderBy(asc(campaigns.startsAt), asc(campaigns.id)).limit(LIST_LIMIT),
    db.select().from(campaigns).where(lte(campaigns.endsAt, now)).orderBy(desc(campaigns.endsAt), desc(campaigns.id)).limit(LIST_LIMIT),
  ]);
  // A campaign ended early before its start (start moved to its end) counts as ended, not scheduled.
  return {
    running: running.map((r) => listItem(r, now)),
    scheduled: scheduled.filter((r) => r.endsAt > now).map((r) => listItem(r, now)),
    ended: ended.map((r) => listItem(r, now)),
  };
}

export type CampaignDetail = {
  id: number;
  status: CampaignStatus;
  values: CampaignFormValues;
  scopeLabels: Record<ScopeField, ScopeChoice[]>;
};

const lira = (kurus: number) => (kurus > 0 ? liraInput(kurus) : "");

/** A saved campaign as the form shows it. */
export function formValuesOf(row: Row): CampaignFormValues {
  const percentKind = row.kind === "percent" || row.kind === "basketPercent";
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    categoryValue: row.categoryValue,
    link: row.link,
    colorFrom: row.colorFrom,
    colorTo: row.colorTo,
    startsAt: istanbulInputValue(row.startsAt),
    endsAt: istanbulInputValue(row.endsAt),
    showOnHome: row.showOnHome ? "1" : "",
    sortOrder: String(row.sortOrder),
    kind: row.kind,
    percent: percentKind ? String(row.discountPercent) : "",
    amount: lira(row.amountKurus),
    min: lira(row.minKurus),
    buy: row.kind === "buyXPayY" ? String(row.buyCount) : "",
    pay: row.kind === "buyXPayY" ? String(row.payCount) : "",
    categoryIds: row.categoryIds.map(String),
    brandIds: row.brandIds.join(", "),
    catalogIds: row.catalogIds.join(", "),
    productIds: row.productIds.join(", "),
  };
}

/** One campaign for its form, with the names of what its scope holds; null when there is none. */
export async function campaignForEdit(db: Db, id: number, now = new Date()): Promise<CampaignDetail | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  return { id: row.id, status: statusOf(row, now), values: formValuesOf(row), scopeLabels: await scopeLabels(db, row) };
}

/** The names of a scope's ids (for the picker's chips). */
export async function scopeLabels(
  db: Db,
  scope: Pick<Row, "categoryIds" | "brandIds" | "catalogIds" | "productIds">,
): Promise<Record<ScopeField, ScopeChoice[]>> {
  const [cats, brs, items, variants] = await Promise.all([
    scope.categoryIds.length
      ? db.select({ id: categories.id, label: categories.name }).from(categories).where(inArray(categories.id, scope.categoryIds))
      : [],
    scope.brandIds.length ? db.select({ id: brands.id, label: brands.name }).from(brands).where(inArray(brands.id, scope.brandIds)) : [],
    scope.catalogIds.length
      ? db.select({ id: catalogItems.id, label: catalogItems.name }).from(catalogItems).where(inArray(catalogItems.id, scope.catalogIds))
      : [],
    scope.productIds.length
      ? db
          .select({ id: products.id, label: sql<string>`${products.sku} || ' · ' || ${products.name}` })
          .from(products)
          .where(inArray(products.id, scope.productIds))
      : [],
  ]);
  return { categoryIds: cats, brandIds: brs, catalogIds: items, productIds: variants };
}

/** The categories for the scope's list, each with its parent's name ('Giyim › Pijama'), in Turkish order. */
export async function categoryChoices(db: Db): Promise<ScopeChoice[]> {
  const tree = await loadCategoryTree(db);
  return tree.rows
    .map((r) => ({
      id: r.id,
      label: r.parentId != null && tree.byId.has(r.parentId) ? `${tree.byId.get(r.parentId)!.name} › ${r.name}` : r.name,
    }))
    .sort((a, b) => turkishCollator.compare(a.label, b.label));
}

const PICKER_LIMIT = 20;

/**
 * The scope picker's search: brands by name, catalogue items by name (the folded search text's
 * trigram index) or id, variants by sku or barcode (unique indexes) or their item's name. At most
 * 20; a query under 2 characters finds nothing.
 */
export async function searchScope(db: Db, kind: PickerKind, query: string): Promise<ScopeChoice[]> {
  const q = query.trim().slice(0, 80);
  if (q.length < 2) return [];
  const folded = foldForSearch(q);
  // Nothing left to match by name ('%_'): only a variant's exact code can still be found.
  if (folded.length < 2 && kind !== "varyant") return [];
  if (kind === "marka") {
    // Brands are a short list (tens), not the catalogue.
    const all = await db.select({ id: brands.id, label: brands.name }).from(brands).limit(2_000);
    return all
      .filter((b) => foldForSearch(b.label).includes(folded))
      .sort((a, b) => turkishCollator.compare(a.label, b.label))
      .slice(0, PICKER_LIMIT);
  }
  const like = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (kind === "urun") {
    const byId = /^\d{1,9}$/.test(q) ? eq(catalogItems.id, Number(q)) : undefined;
    const rows = await db
      .select({ id: catalogItems.id, label: catalogItems.name })
      .from(catalogItems)
      .where(byId ? or(byId, sql`${catalogItems.searchText} like ${like}`) : sql`${catalogItems.searchText} like ${like}`)
      .orderBy(desc(catalogItems.salesCount))
      .limit(PICKER_LIMIT);
    return rows.map((r) => ({ id: r.id, label: `${r.label} (#${r.id})` }));
  }
  const code = q.toUpperCase();
  const exact = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(or(eq(products.sku, code), eq(products.barcode, q)))
    .limit(PICKER_LIMIT);
  const items =
    exact.length || folded.length < 2
      ? []
      : await db
          .select({ id: products.id, sku: products.sku, name: products.name })
          .from(products)
          .where(
            inArray(
              products.catalogId,
              db
                .select({ id: catalogItems.id })
                .from(catalogItems)
                .where(sql`${catalogItems.searchText} like ${like}`)
                .orderBy(desc(catalogItems.salesCount))
                .limit(8),
            ),
          )
          .limit(PICKER_LIMIT);
  return [...exact, ...items].map((r) => ({ id: r.id, label: `${r.sku} · ${r.name}` }));
}

export type CampaignChange = { ok: true; id: number } | { ok: false; status: 404 | 409 | 422; reason: string; field?: string };

/** The columns a CampaignInput writes. */
function columnsOf(input: CampaignInput) {
  const k = input.kind;
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    categoryValue: input.categoryValue,
    link: input.link,
    colorFrom: input.colorFrom,
    colorTo: input.colorTo,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    showOnHome: input.showOnHome,
    sortOrder: input.sortOrder,
    kind: k.type,
    discountPercent: k.type === "percent" || k.type === "basketPercent" ? k.percent : 0,
    amountKurus: k.type === "amount" || k.type === "basketAmount" ? k.amountKurus : 0,
    minKurus: k.type === "basketAmount" ? k.minKurus : 0,
    buyCount: k.type === "buyXPayY" ? k.buy : 0,
    payCount: k.type === "buyXPayY" ? k.pay : 0,
    categoryIds: input.scope.categoryIds,
    brandIds: input.scope.brandIds,
    catalogIds: input.scope.catalogIds,
    productIds: input.scope.productIds,
  };
}

type Columns = ReturnType<typeof columnsOf>;
/** What the audit log keeps of a campaign (dates as ISO text). */
const snapshot = (c: Columns | Row): Record<string, unknown> => {
  const {
    title,
    slug,
    description,
    categoryValue,
    link,
    colorFrom,
    colorTo,
    startsAt,
    endsAt,
    showOnHome,
    sortOrder,
    kind,
    discountPercent,
    amountKurus,
    minKurus,
    buyCount,
    payCount,
    categoryIds,
    brandIds,
    catalogIds,
    productIds,
  } = c;
  return {
    title,
    slug,
    description,
    categoryValue,
    link,
    colorFrom,
    colorTo,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    showOnHome,
    sortOrder,
    kind,
    discountPercent,
    amountKurus,
    minKurus,
    buyCount,
    payCount,
    categoryIds,
    brandIds,
    catalogIds,
    productIds,
  };
};

/** Whether every id of the scope exists. */
async function scopeExists(db: Pick<Db, "select">, scope: CampaignInput["scope"]): Promise<boolean> {
  const count = async (ids: number[], table: typeof categories | typeof brands | typeof catalogItems | typeof products) =>
    ids.length === 0 ? 0 : (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).length;
  const [c, b, i, p] = await Promise.all([
    count(scope.categoryIds, categories),
    count(scope.brandIds, brands),
    count(scope.catalogIds, catalogItems),
    count(scope.productIds, products),
  ]);
  return c === scope.categoryIds.length && b === scope.brandIds.length && i === scope.catalogIds.length && p === scope.productIds.length;
}

const slugClash = (error: unknown): CampaignChange => {
  if (isUniqueViolation(error)) return { ok: false, status: 409, reason: SLUG_TAKEN, field: "slug" };
  throw error;
};

/** Creates a campaign (id null) or changes one; one audit row with the changed fields. */
export async function saveCampaign(db: Db, actor: AuditActor, id: number | null, input: CampaignInput): Promise<CampaignChange> {
  if (!(await scopeExists(db, input.scope))) return { ok: false, status: 422, reason: SCOPE_UNKNOWN };
  const values = columnsOf(input);
  return db
    .transaction(async (tx): Promise<CampaignChange> => {
      const [taken] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, values.slug));
      if (taken && taken.id !== id) return { ok: false, status: 409, reason: SLUG_TAKEN, field: "slug" };
      if (id == null) {
        const [row] = await tx.insert(campaigns).values(values).returning();
        await recordAudit(tx, actor, {
          action: "campaign.create",
          entity: { type: "campaign", id: row.id },
          before: null,
          after: snapshot(row),
          summary: `Kampanya eklendi: ${row.title} (${ruleText(row)})`,
        });
        return { ok: true, id: row.id };
      }
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
      if (!before) return { ok: false, status: 404, reason: CAMPAIGN_NOT_FOUND };
      const diff = changedOnly(snapshot(before), snapshot(values));
      if (diff.keys.length === 0) return { ok: true, id };
      const [after] = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning();
      await recordAudit(tx, actor, {
        action: "campaign.update",
        entity: { type: "campaign", id },
        before: diff.before,
        after: diff.after,
        summary: `Kampanya güncellendi: ${after.title} (${diff.keys.join(", ")})`,
      });
      return { ok: true, id };
    })
    .catch(slugClash);
}

/**
 * Ends a campaign now: a running one's end becomes now; a scheduled one never starts (its start
 * and end both now). An ended one is left as it is (409).
 */
export async function endCampaign(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<CampaignChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!row) return { ok: false, status: 404, reason: CAMPAIGN_NOT_FOUND };
    if (row.endsAt <= now) return { ok: false, status: 409, reason: ALREADY_ENDED };
    const startsAt = row.startsAt > now ? now : row.startsAt;
    await tx.update(campaigns).set({ endsAt: now, startsAt }).where(eq(campaigns.id, id));
    await recordAudit(tx, actor, {
      action: "campaign.end",
      entity: { type: "campaign", id },
      before: { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() },
      after: { startsAt: startsAt.toISOString(), endsAt: now.toISOString() },
      summary: `Kampanya erken bitirildi: ${row.title}`,
    });
    return { ok: true, id };
  });
}

/** A sample basket as typed: 'MD-000012-01 2' a line (quantity 1 when left out). */
export function parseSample(text: string): { sku: string; quantity: number }[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 10) return null;
  const out: { sku: string; quantity: number }[] = [];
  for (const line of lines) {
    const m = /^(\S{1,64})(?:\s+(?:x\s*)?(\d{1,2}))?$/i.exec(line);
    const quantity = m?.[2] ? Number(m[2]) : 1;
    if (!m || quantity < 1 || quantity > 20) return null;
    out.push({ sku: m[1].toUpperCase(), quantity });
  }
  return out;
}

type SampleRow = {
  productId: number;
  catalogId: number;
  categoryId: number;
  brandId: number;
  sku: string;
  name: string;
  priceKurus: number;
};
const sampleSelect = (db: Db) =>
  db
    .select({
      productId: products.id,
      catalogId: products.catalogId,
      categoryId: catalogItems.categoryId,
      brandId: catalogItems.brandId,
      sku: products.sku,
      name: products.name,
      priceKurus: products.priceKurus,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId));

/** A few variants the scope covers (for a preview with no sample typed): by its variants, items, brands or categories, in stock first, at most 3. */
async function scopeSample(db: Db, rule: CampaignRule): Promise<SampleRow[]> {
  const s = rule.scope;
  const active = and(eq(products.status, "active"), eq(catalogItems.status, "active"), gt(products.stock, 0));
  const where = s.productIds?.length
    ? inArray(products.id, s.productIds.slice(0, 50))
    : s.catalogIds?.length
      ? inArray(products.catalogId, s.catalogIds.slice(0, 50))
      : s.categoryIds?.length
        ? inArray(catalogItems.categoryId, s.categoryIds.slice(0, 200))
        : s.brandIds?.length
          ? inArray(catalogItems.brandId, s.brandIds.slice(0, 50))
          : undefined;
  const rows = await sampleSelect(db).where(and(active, where)).orderBy(desc(catalogItems.salesCount)).limit(40);
  return rows.filter((r) => inScopeOf(rule, r)).slice(0, 3);
}

const inScopeOf = (rule: CampaignRule, r: SampleRow) => {
  const has = (ids: number[] | undefined, id: number) => !ids?.length || ids.includes(id);
  return (
    has(rule.scope.categoryIds, r.categoryId) &&
    has(rule.scope.brandIds, r.brandId) &&
    has(rule.scope.catalogIds, r.catalogId) &&
    has(rule.scope.productIds, r.productId)
  );
};

/** The draft as a stored row would read (the id of the campaign it replaces, or one after every other). */
function draftRule(input: CampaignInput, id: number | null, tree: Awaited<ReturnType<typeof loadCategoryTree>>): CampaignRule {
  const row = { ...columnsOf(input), id: id ?? Number.MAX_SAFE_INTEGER } as Row;
  return toRule(row, tree)!;
}

/**
 * Prices a sample basket with and without the draft (see the module comment). `sample` null or
 * empty: a few variants of the draft's scope, each times what the rule needs (X of 'X al Y öde').
 */
export async function previewCampaign(
  db: Db,
  id: number | null,
  input: CampaignInput,
  sampleText: string,
  now = new Date(),
): Promise<{ ok: true; preview: CampaignPreview } | { ok: false; reason: string }> {
  const sample = parseSample(sampleText);
  if (sample == null) return { ok: false, reason: SAMPLE_RULE };
  const tree = await loadCategoryTree(db);
  const draft = draftRule(input, id, tree);
  const at = isRunning(draft, now) ? now : draft.startsAt;
  let rows: (SampleRow & { quantity: number })[];
  if (sample.length) {
    const found = await sampleSelect(db).where(
      inArray(
        products.sku,
        sample.map((s) => s.sku),
      ),
    );
    const missing = sample.find((s) => !found.some((f) => f.sku === s.sku));
    if (missing) return { ok: false, reason: SAMPLE_UNKNOWN(missing.sku) };
    rows = sample.map((s) => ({ ...found.find((f) => f.sku === s.sku)!, quantity: s.quantity }));
  } else {
    const quantity = input.kind.type === "buyXPayY" ? input.kind.buy : 1;
    rows = (await scopeSample(db, draft)).map((r) => ({ ...r, quantity }));
    if (rows.length === 0) return { ok: false, reason: SAMPLE_EMPTY };
  }
  const book = await readCampaignRules(db, tree, at);
  const others = book.rules.filter((r) => r.id !== id);
  // The draft takes its place in the campaigns' order (sortOrder, then id), as the basket will read it.
  const orders = new Map(
    others.length
      ? (
          await db
            .select({ id: campaigns.id, sortOrder: campaigns.sortOrder })
            .from(campaigns)
            .where(
              inArray(
                campaigns.id,
                others.map((r) => r.id),
              ),
            )
        ).map((r) => [r.id, r.sortOrder])
      : [],
  );
  const orderOf = (rule: CampaignRule) => (rule === draft ? input.sortOrder : (orders.get(rule.id) ?? 0));
  const withDraft = [...others, draft].sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
  const lines: PricingLine[] = rows.map((r, i) => ({
    key: String(i),
    productId: r.productId,
    catalogId: r.catalogId,
    categoryId: r.categoryId,
    brandId: r.brandId,
    unitPriceKurus: r.priceKurus,
    quantity: r.quantity,
  }));
  const before = priceWithCampaigns(lines, others, at);
  const after = priceWithCampaigns(lines, withDraft, at);
  return {
    ok: true,
    preview: {
      at: at.toISOString(),
      lines: rows.map((r, i) => ({
        sku: r.sku,
        name: r.name,
        quantity: r.quantity,
        unitKurus: r.priceKurus,
        beforeKurus: before.lines[i].totalKurus,
        afterKurus: after.lines[i].totalKurus,
      })),
      listTotalKurus: after.listTotalKurus,
      beforeKurus: before.totalKurus,
      afterKurus: after.totalKurus,
      applied: after.applied.map((a) => ({
        title: a.campaignId === draft.id ? input.title : a.title,
        discountKurus: a.discountKurus,
        draft: a.campaignId === draft.id,
      })),
    },
  };
}
