/**
 * The pure, deterministic catalogue generator: item number `index` of seed `seed` is always the same
 * item (name, brand, category, variants, prices, stock, comments), whatever the total count is.
 * No database here; seed.server.ts turns these into rows.
 */
import { catalogAggregates, catalogSearchText, foldParts } from "#app/domain/catalog/catalog-aggregates";

export { foldParts };
import {
  AGE_GROUPS,
  BRANDS,
  CLOSINGS,
  COMMENT_FIRST_NAMES,
  COMMENT_TEXTS,
  INTROS,
  MOTIFS,
  PALETTES,
  SIZE_SCHEMES,
  STANDARD_SIZE,
  STORES,
  SUB_CATEGORIES,
  SURNAME_INITIALS,
  TOP_CATEGORIES,
  type AgeGroup,
  type Gender,
  type ItemTemplate,
  type SizeScheme,
  type SubCategory,
} from "./content";
import { demoBarcode } from "./ean";
import { createRng, hashString, type Rng } from "./random";
import { COLOURS, MULTI_COLOUR_HEXES, type ColourName } from "#app/domain/catalog/colours";
import type { VariantFields } from "#app/domain/catalog/catalogue-item.schema";

/** Fixed reference time for creation dates, so the same seed gives the same rows. */
export const CATALOG_EPOCH = Date.UTC(2026, 10, 1, 0, 0, 0);
const DAY = 86_400_000;
const HOUR = 3_600_000;

export type GeneratedComment = {
  authorName: string;
  rating: number;
  body: string;
  showUser: boolean;
  status: "approved" | "pending";
  createdAt: Date;
};

export type GeneratedVariant = VariantFields & {
  sortOrder: number;
  /** In-store stock: [index into STORES, quantity]. */
  stores: [number, number][];
};

export type GeneratedItem = {
  index: number;
  name: string;
  sefUrl: string;
  brand: string;
  subCategory: string;
  area: string;
  description: string;
  type: "normal" | "teshir";
  gender: Gender | null;
  ageGroup: AgeGroup | null;
  color: ColourName;
  colorHex: string;
  illustration: string;
  vatRate: 10 | 20;
  salesCount: number;
  createdAt: Date;
  countdownEndsAt: Date | null;
  minPriceKurus: number;
  minOriginalPriceKurus: number;
  totalStock: number;
  ratingAvg: number;
  ratingCount: number;
  searchText: string;
  /** The variants' real sizes in order ('Standart' left out): the listing's size facet. */
  sizes: string[];
  variants: GeneratedVariant[];
  comments: GeneratedComment[];
};

export type CatalogPlan = {
  seed: string;
  now: number;
  /** Sub-category order of the first items (every sub-category gets at least one item early). */
  firstSubs: SubCategory[];
  subWeights: (readonly [SubCategory, number])[];
  brandsBySub: Map<string, string[]>;
  storeWeights: (readonly [number, number])[];
  barcodeSalt: number;
};

export function brandsForSub(sub: SubCategory): string[] {
  return BRANDS.filter((b) => (b.subs ? b.subs.includes(sub.slug) : b.areas?.includes(sub.area))).map((b) => b.name);
}

/** Everything that is the same for all items of one seed. `now` only moves countdown end dates. */
export function createCatalogPlan(seed: string, now: Date = new Date()): CatalogPlan {
  const rng = createRng(seed, "plan");
  return {
    seed,
    now: now.getTime(),
    firstSubs: rng.shuffle(SUB_CATEGORIES),
    subWeights: SUB_CATEGORIES.map((s) => [s, s.weight] as const),
    brandsBySub: new Map(SUB_CATEGORIES.map((s) => [s.slug, brandsForSub(s)])),
    // Big-city stores carry more of the range.
    storeWeights: STORES.map((s, i) => [i, s.cityId === 34 ? 3 : s.cityId === 6 || s.cityId === 35 ? 2 : 1] as const),
    barcodeSalt: hashString(seed + ":barcode")[0] % 1_000_000_000,
  };
}

// ───────────────────────── prices ─────────────────────────

/** How one item's prices end (kept for all its sizes so a bigger size never looks cheaper). */
export type PriceStyle = { cents: number; bigCents: number; bigWhole: number };

export function pickPriceStyle(rng: Rng): PriceStyle {
  return {
    cents: rng.weighted([
      [90, 6],
      [99, 2.5],
      [0, 1.5],
    ] as const),
    bigCents: rng.weighted([
      [0, 6],
      [90, 3],
      [99, 1],
    ] as const),
    bigWhole: rng.pick([99, 99, 49]),
  };
}

/** A shop-looking price in kuruş at or a little under `lira`: 89,90 / 249,99 / 1.299,00 / 12.999,00. */
export function nicePriceKurus(lira: number, style: PriceStyle): number {
  if (lira >= 1000) {
    let whole = Math.floor(lira / 100) * 100 + style.bigWhole;
    if (whole > lira) whole -= 100;
    if (whole >= 1000) return whole * 100 + style.bigCents;
    lira = 999.99;
  }
  let whole = Math.floor(lira / 10) * 10 + 9;
  if (whole > lira && whole > 19) whole -= 10;
  return Math.max(19, whole) * 100 + style.cents;
}

function logUniform(rng: Rng, min: number, max: number) {
  return Math.exp(rng.float(Math.log(min), Math.log(max)));
}

// ───────────────────────── sizes and ages ─────────────────────────

function pickSizes(scheme: SizeScheme, rng: Rng): string[] {
  if (scheme === "none") return [STANDARD_SIZE];
  const def = SIZE_SCHEMES[scheme];
  if (def.standardChance && rng.chance(def.standardChance)) return [STANDARD_SIZE];
  const len = Math.min(def.sizes.length, rng.int(def.min, def.max));
  const start = rng.int(0, def.sizes.length - len);
  return def.sizes.slice(start, start + len);
}

/** The age group of a clothing item from its first size. */
export function ageFromSizes(sizes: string[]): AgeGroup | null {
  const first = sizes[0];
  if (!first || first === STANDARD_SIZE) return null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)-(\d+) Ay$/.exec(first))) return Number(m[1]) < 12 ? "0-12 Ay" : "1-3 Yaş";
  if ((m = /^(\d+) Yaş$/.exec(first))) return Number(m[1]) <= 2 ? "1-3 Yaş" : Number(m[1]) <= 5 ? "3-6 Yaş" : "6-12 Yaş";
  if ((m = /^(\d+) cm$/.exec(first))) {
    const cm = Number(m[1]);
    return cm <= 80 ? "0-12 Ay" : cm <= 98 ? "1-3 Yaş" : cm <= 116 ? "3-6 Yaş" : "6-12 Yaş";
  }
  if ((m = /^(\d+)$/.exec(first))) {
    const n = Number(m[1]);
    return n <= 21 ? "0-12 Ay" : n <= 25 ? "1-3 Yaş" : n <= 29 ? "3-6 Yaş" : "6-12 Yaş";
  }
  return null;
}

// ───────────────────────── one item ─────────────────────────

const pad = (n: number, width: number) => String(n).padStart(width, "0");

function fill(template: string, vars: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? "");
}

function pickGender(rule: ItemTemplate["gender"], rng: Rng): Gender | null {
  if (rule === "any")
    return rng.weighted([
      ["Kız", 4],
      ["Erkek", 3.5],
      ["Unisex", 2.5],
    ] as const);
  return rule;
}

function pickColour(t: ItemTemplate, gender: Gender | null, rng: Rng): ColourName {
  const list: readonly ColourName[] =
    t.palette === "unisex" && gender === "Kız"
      ? PALETTES.girl
      : t.palette === "unisex" && gender === "Erkek"
        ? PALETTES.boy
        : PALETTES[t.palette];
  return rng.pick(list);
}

function makeComments(rng: Rng, createdAt: number, area: string): { comments: GeneratedComment[]; avg: number; count: number } {
  const comments: GeneratedComment[] = [];
  let sum = 0;
  let count = 0;
  if (rng.chance(0.5)) {
    const n = rng.weighted([
      [1, 5],
      [2, 5],
      [3, 4],
      [4, 3],
      [5, 3],
      [6, 2],
      [8, 2],
      [11, 1],
      [15, 1],
    ] as const);
    const quality = rng.float(3.3, 4.95);
    for (let i = 0; i < n; i++) {
      const r = Math.max(1, Math.min(5, Math.round(quality + (rng.next() + rng.next() - 1) * 2.2)));
      comments.push(makeComment(rng, r, createdAt, "approved", area));
      sum += r;
      count++;
    }
  }
  if (rng.chance(0.03)) comments.push(makeComment(rng, rng.int(2, 5), createdAt, "pending", area));
  return { comments, avg: count ? sum / count : 0, count };
}

function makeComment(rng: Rng, rating: number, itemCreatedAt: number, status: "approved" | "pending", area: string): GeneratedComment {
  const texts = COMMENT_TEXTS[rating as 1 | 2 | 3 | 4 | 5];
  let body = rng.pick(texts);
  if (rng.chance(0.45)) {
    const second = rng.pick(texts);
    if (second !== body) body += " " + second;
  }
  if (area === "giyim" && rating >= 4 && rng.chance(0.2)) body += " Yıkamadan sonra da formunu korudu.";
  const span = Math.max(DAY, CATALOG_EPOCH - itemCreatedAt);
  const createdAt = status === "pending" ? CATALOG_EPOCH + rng.int(1, 20) * DAY : itemCreatedAt + Math.floor(rng.next() * span);
  return {
    authorName: `${rng.pick(COMMENT_FIRST_NAMES)} ${rng.pick(SURNAME_INITIALS)}.`,
    rating,
    body,
    showUser: rng.chance(0.85),
    status,
    createdAt: new Date(createdAt),
  };
}

const subBySlug = new Map(SUB_CATEGORIES.map((s) => [s.slug, s]));
const topBySlug = new Map(TOP_CATEGORIES.map((t) => [t.slug, t]));

export function subCategoryOf(slug: string): SubCategory | undefined {
  return subBySlug.get(slug);
}

/** Catalogue item number `index` (0-based) of the plan's seed. */
export function generateItem(plan: CatalogPlan, index: number): GeneratedItem {
  const rng = createRng(plan.seed, "item", index);
  const sub = index < plan.firstSubs.length ? plan.firstSubs[index] : rng.weighted(plan.subWeights);
  const template = rng.weighted(sub.templates.map((t) => [t, t.weight ?? 1] as const));
  const brand = rng.pick(plan.brandsBySub.get(sub.slug) ?? [BRANDS[0].name]);
  const gender = pickGender(template.gender, rng);

  // Name: base + variant words + pattern.
  const parts = [template.base];
  if (!template.optionalVariant || rng.chance(0.6)) parts.push(rng.pick(template.variants));
  if (template.motif && rng.chance(0.85)) parts.push(rng.pick(MOTIFS));
  const name = parts.join(" ");
  const foldedName = foldParts(parts);

  const color = pickColour(template, gender, rng);
  const colorHex = color === "Çok Renkli" ? rng.pick(MULTI_COLOUR_HEXES) : COLOURS[color];
  const scheme = Array.isArray(template.sizes) ? rng.pick(template.sizes) : template.sizes;
  const sizes = pickSizes(scheme, rng);
  const ageGroup: AgeGroup | null = template.age ? rng.pick(template.age) : ageFromSizes(sizes);
  const vatRate = template.vat ?? sub.vat;

  // Prices: one list price per item, larger sizes a little dearer; ~35% discounted.
  const listLira = logUniform(rng, template.price[0], template.price[1]);
  const createdAt = CATALOG_EPOCH - rng.int(0, 365 * 24 * 60) * 60_000;
  const countdown = rng.chance(0.05);
  const discounted = countdown || rng.chance(0.32);
  const discount = discounted ? rng.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]) : 0;
  const soldOut = rng.chance(0.02);
  const style = pickPriceStyle(rng);
  const variants: GeneratedVariant[] = sizes.map((size, v) => {
    const step = sizes.length > 2 ? Math.floor(v / 2) * 0.06 : 0;
    const original = nicePriceKurus(listLira * (1 + step), style);
    let price = original;
    if (discount > 0) {
      price = nicePriceKurus((original / 100) * (1 - discount), style);
      if (price >= original) price = Math.max(100, original - 1000);
    }
    const stock =
      soldOut || rng.chance(0.1)
        ? 0
        : rng.weighted([
            [1, 2],
            [2, 1],
            [3, 1],
            [5, 1],
            [rng.int(6, 30), 5],
            [rng.int(31, 250), 3],
          ] as const);
    const storeCount = rng.int(2, 4);
    const stores = sampleWeighted(rng, plan.storeWeights, storeCount).map(
      (s) => [s, rng.chance(0.25) ? 0 : rng.int(1, 12)] as [number, number],
    );
    return {
      sku: `MD-${pad(index + 1, 6)}-${pad(v + 1, 2)}`,
      barcode: demoBarcode(index * 100 + v, plan.barcodeSalt),
      size,
      priceKurus: price,
      originalPriceKurus: original,
      stock,
      sortOrder: v,
      stores,
    };
  });

  // The listing index rule (domain/catalog/catalog-aggregates.ts), as the back office keeps it.
  const aggregates = catalogAggregates(variants);

  const { comments, avg, count } = makeComments(rng, createdAt, sub.area);
  const salesCount = count * rng.int(4, 30) + rng.int(0, 400);

  const top = topBySlug.get(sub.area)!;
  const description = [
    fill(rng.pick(INTROS), { brand, name }),
    ...rng.sample(sub.features, rng.int(1, 2)),
    ...(rng.chance(0.6) ? [rng.pick(CLOSINGS[sub.area])] : []),
  ].join(" ");

  const countdownEndsAt = countdown
    ? new Date(
        Math.floor(
          (plan.now +
            rng.weighted([
              [rng.int(1, 23) * HOUR, 4],
              [rng.int(24, 71) * HOUR, 3],
              [rng.int(3, 14) * DAY, 3],
            ] as const) +
            rng.int(0, 59) * 60_000) /
            60_000,
        ) * 60_000,
      )
    : null;

  const searchText = catalogSearchText({
    name: foldedName,
    brand,
    category: sub.name,
    topCategory: top.name,
    color,
    gender,
    ageGroup,
    sizes: aggregates.sizes,
  });

  return {
    index,
    name,
    sefUrl: foldedName.replace(/ /g, "-"),
    brand,
    subCategory: sub.slug,
    area: sub.area,
    description,
    type: rng.chance(0.03) ? "teshir" : "normal",
    gender,
    ageGroup,
    color,
    colorHex,
    illustration: template.kind,
    vatRate,
    salesCount,
    createdAt: new Date(createdAt),
    countdownEndsAt,
    minPriceKurus: aggregates.minPriceKurus,
    minOriginalPriceKurus: aggregates.minOriginalPriceKurus,
    totalStock: aggregates.totalStock,
    ratingAvg: avg,
    ratingCount: count,
    searchText,
    sizes: aggregates.sizes,
    variants,
    comments,
  };
}

/** Open-licence films (Blender Foundation) standing in for product videos in the demo shop. */
export const DEMO_VIDEO_URLS = [
  "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  "https://vimeo.com/1084537",
  "https://youtu.be/eRsGyueVLvQ",
] as const;

/**
 * The demo product video of catalogue item number `index`: every tenth item (0, 10, 20 …) has one.
 * Derived from the index alone, so it draws nothing from the item's random sequence.
 */
export function demoVideoUrl(index: number): string | null {
  return index % 10 === 0 ? DEMO_VIDEO_URLS[(index / 10) % DEMO_VIDEO_URLS.length]! : null;
}

/** `count` distinct values picked by weight. */
function sampleWeighted(rng: Rng, items: readonly (readonly [number, number])[], count: number): number[] {
  const out: number[] = [];
  let pool = items.slice();
  while (out.length < count && pool.length) {
    const chosen = rng.weighted(pool);
    out.push(chosen);
    pool = pool.filter(([v]) => v !== chosen);
  }
  return out;
}

/** Age groups in display order (for tests and facets). */
export { AGE_GROUPS };
