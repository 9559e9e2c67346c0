/**
 * The listing engine: keyword matching, facet counts, price range, sort and pages over an
 * in-memory read model of the active catalogue (built from PostgreSQL by listing-index.server.ts).
 * Pure and synchronous, so it is tested without a database and answers in a few milliseconds at
 * 100,000 items on two cores (see `npm run bench:search`).
 *
 * Keyword: folded like the stored search text (Turkish lower case, ASCII letters); each word is
 * cut to a light stem ('arabaları' → 'araba') and must start a word of the item's text ('araba'
 * finds 'Bebek Arabası'). A word that starts no word of the catalogue is read as a typo: the
 * catalogue words within one or two edits, or sharing most trigrams, stand in for it.
 *
 * Facets: one pass over the scope. An item failing no filter counts for every facet and the
 * total; an item failing exactly one filter counts only for that filter's facet. So each facet's
 * counts are over the result filtered by all the OTHER facets (OR within, AND across).
 */
import { foldForSearch } from "#app/lib/turkish";
import { toLira } from "#app/lib/money";
import { FACET_TITLES, FLAG_LABELS, PAGE_SIZE, type FacetKey, type ListingQuery } from "./listing-query";

export { FACET_TITLES };
import { stemWord } from "./turkish-stem";

export type IndexedItem = {
  id: number;
  name: string;
  sefUrl: string;
  type: string;
  brand: string;
  categoryId: number;
  sizes: string[];
  age: string | null;
  gender: string | null;
  color: string | null;
  inStock: boolean;
  priceKurus: number;
  originalPriceKurus: number;
  sales: number;
  createdMs: number;
  ratingAvg: number;
  ratingCount: number;
  /** foldForSearch of the name and of the brand, for ranking. */
  nameFolded: string;
  /** ' ' + nameFolded + ' ', to find word starts. */
  namePadded: string;
  brandFolded: string;
  /** The folded search text (name, brand, category, attributes). */
  searchText: string;
};

export type CategoryNode = { id: number; parentId: number | null; slug: string; name: string };

/** A single-valued facet coded as small integers: codes[pos] indexes values (-1: none). */
export type Dimension = { values: string[]; codes: Int32Array };
/** The size facet: each item has several sizes. */
export type MultiDimension = { values: string[]; codes: Int32Array[] };

export type ListingIndex = {
  items: IndexedItem[];
  dims: { brand: Dimension; age: Dimension; gender: Dimension; color: Dimension; size: MultiDimension };
  /** Per item: 1 in stock, 1 discounted. */
  inStock: Uint8Array;
  discounted: Uint8Array;
  price: Int32Array;
  categoryOf: Int32Array;
  /** Distinct words of all search texts, sorted; postings[i] lists the items (positions) having words[i]. */
  words: string[];
  postings: Uint32Array[];
  /** Item positions in each sort order. */
  orders: Record<"price_asc" | "newest" | "bestseller" | "rating", Uint32Array>;
  categories: { byId: Map<number, CategoryNode>; bySlug: Map<string, CategoryNode>; children: Map<number | null, CategoryNode[]> };
};

export type FacetValue = { value: string; label: string; count: number; selected: boolean };
export type Facet = { key: FacetKey; title: string; values: FacetValue[] };

export type EngineResult = {
  positions: number[];
  paginationData: { totalCount: number; totalPage: number; currentPage: number };
  facets: Facet[];
  priceRange: { min: number; max: number } | null;
  match: "exact" | "fuzzy" | "none";
  /** Typo corrections used, e.g. {pijma: ['pijama']}. */
  corrections: Record<string, string[]>;
};

const MAX_WORDS = 8;

// ───────────────────────── building ─────────────────────────

function dimension(items: IndexedItem[], pick: (i: IndexedItem) => string | null): Dimension {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = new Int32Array(items.length).fill(-1);
  items.forEach((item, pos) => {
    const v = pick(item);
    if (v === null || v === "") return;
    let code = codeOf.get(v);
    if (code === undefined) {
      code = values.push(v) - 1;
      codeOf.set(v, code);
    }
    codes[pos] = code;
  });
  return { values, codes };
}

function sizeDimension(items: IndexedItem[]): MultiDimension {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const codes = items.map((item) =>
    Int32Array.from(item.sizes, (v) => {
      let code = codeOf.get(v);
      if (code === undefined) {
        code = values.push(v) - 1;
        codeOf.set(v, code);
      }
      return code;
    }),
  );
  return { values, codes };
}

export function buildListingIndex(items: IndexedItem[], categories: CategoryNode[]): ListingIndex {
  const postingLists = new Map<string, number[]>();
  items.forEach((item, pos) => {
    for (const word of new Set(item.searchText.split(" "))) {
      if (!word) continue;
      let list = postingLists.get(word);
      if (!list) postingLists.set(word, (list = []));
      list.push(pos);
    }
  });
  const words = [...postingLists.keys()].sort();
  const postings = words.map((w) => Uint32Array.from(postingLists.get(w)!));
  const order = (cmp: (a: IndexedItem, b: IndexedItem) => number) =>
    Uint32Array.from(items.map((_, i) => i).sort((a, b) => cmp(items[a], items[b])));
  const children = new Map<number | null, CategoryNode[]>();
  for (const c of categories) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  return {
    items,
    dims: {
      brand: dimension(items, (i) => i.brand),
      age: dimension(items, (i) => i.age),
      gender: dimension(items, (i) => i.gender),
      color: dimension(items, (i) => i.color),
      size: sizeDimension(items),
    },
    inStock: Uint8Array.from(items, (i) => (i.inStock ? 1 : 0)),
    discounted: Uint8Array.from(items, (i) => (i.priceKurus < i.originalPriceKurus ? 1 : 0)),
    price: Int32Array.from(items, (i) => i.priceKurus),
    categoryOf: Int32Array.from(items, (i) => i.categoryId),
    words,
    postings,
    orders: {
      price_asc: order((a, b) => a.priceKurus - b.priceKurus || a.id - b.id),
      newest: order((a, b) => b.createdMs - a.createdMs || b.id - a.id),
      bestseller: order((a, b) => b.sales - a.sales || b.id - a.id),
      rating: order((a, b) => b.ratingAvg - a.ratingAvg || b.ratingCount - a.ratingCount || b.id - a.id),
    },
    categories: { byId: new Map(categories.map((c) => [c.id, c])), bySlug: new Map(categories.map((c) => [c.slug, c])), children },
  };
}

export function descendants(index: ListingIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (out.includes(current)) continue;
    out.push(current);
    for (const child of index.categories.children.get(current) ?? []) stack.push(child.id);
  }
  return out;
}

// ───────────────────────── keyword ─────────────────────────

export function keywordTerms(keyword: string): { folded: string; words: string[]; stems: string[] } {
  const folded = foldForSearch(keyword).slice(0, 100);
  const words = [...new Set(folded.split(" ").filter(Boolean))].slice(0, MAX_WORDS);
  return { folded, words, stems: words.map(stemWord) };
}

/** Range [from, to) of the sorted words starting with prefix. */
function prefixRange(words: string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < words.length && words[end].startsWith(prefix)) end++;
  return [lo, end];
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

const trigrams = (w: string) => {
  const s = `  ${w} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
  return set;
};
/** Trigram sets of the catalogue's words, made once per word list. */
const wordTrigrams = new WeakMap<string[], Set<string>[]>();
const trigramsOf = (words: string[]) => {
  let sets = wordTrigrams.get(words);
  if (!sets) wordTrigrams.set(words, (sets = words.map(trigrams)));
  return sets;
};

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string, tb: Set<string> = trigrams(b)): number {
  const ta = trigrams(a);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** Catalogue words a mistyped word most likely meant ('pijma' → 'pijama'); empty for short words. */
export function correctWord(words: string[], word: string): string[] {
  if (word.length < 4 || /^\d+$/.test(word)) return [];
  const maxEdits = word.length <= 5 ? 1 : 2;
  const scored: { w: string; score: number }[] = [];
  const sets = trigramsOf(words);
  for (let k = 0; k < words.length; k++) {
    const candidate = words[k];
    // Words far longer or shorter than the typed one can only match as a prefix.
    const whole = editDistance(word, candidate, maxEdits);
    const edits = whole <= maxEdits ? whole : editDistance(word, candidate.slice(0, word.length + 1), maxEdits);
    const sim = trigramSimilarity(word, candidate, sets[k]);
    if (edits <= maxEdits || sim >= 0.5) scored.push({ w: candidate, score: (maxEdits + 1 - Math.min(edits, maxEdits + 1)) * 2 + sim });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored.filter((s) => s.score >= best - 0.25).slice(0, 5).map((s) => s.w);
}

type KeywordMatch = { marks: Uint8Array; match: "exact" | "fuzzy"; corrections: Record<string, string[]> };

/** Items whose text has a word starting with every stem (a mistyped word replaced by its corrections). */
function matchKeyword(index: ListingIndex, words: string[], stems: string[], forgiveTypos = true): KeywordMatch {
  const n = index.items.length;
  let acc: Uint8Array | null = null;
  let match: "exact" | "fuzzy" = "exact";
  const corrections: Record<string, string[]> = {};
  words.forEach((word, i) => {
    let ranges = [prefixRange(index.words, stems[i])];
    if (ranges[0][0] === ranges[0][1] && forgiveTypos) {
      const fixes = correctWord(index.words, word);
      if (fixes.length) {
        match = "fuzzy";
        corrections[word] = fixes;
        ranges = fixes.map((f) => prefixRange(index.words, stemWord(f)));
      }
    }
    const marks = new Uint8Array(n);
    for (const [from, to] of ranges) for (let w = from; w < to; w++) for (const pos of index.postings[w]) marks[pos] = 1;
    if (acc) for (let p = 0; p < n; p++) acc[p] &= marks[p];
    else acc = marks;
  });
  return { marks: acc ?? new Uint8Array(n), match, corrections };
}

/** Ranking of a keyword match: whole name first, brand, then each word found as a word start. */
function keywordScore(item: IndexedItem, folded: string, words: string[], spaced: string[]): number {
  let score = 0;
  if (item.nameFolded.startsWith(folded)) score += 8;
  else if (item.nameFolded.includes(folded)) score += 4;
  if (item.brandFolded === folded || words.includes(item.brandFolded)) score += 4;
  for (let k = 0; k < spaced.length; k++) if (item.namePadded.includes(spaced[k])) score += 2;
  return score;
}

// ───────────────────────── filters and facets ─────────────────────────

const isOn = (values?: string[]) => !!values?.some((v) => ["1", "true", "evet", "on"].includes(v.toLowerCase()));
type FilterKey = FacetKey | "price";
/** A filter as a test of an item's position in the index. */
type Filter = { key: FilterKey; test: (pos: number) => boolean };

/** Allowed codes of a dimension for the chosen values (unknown values allow nothing). */
function allowedCodes(values: string[], chosen: string[]): Uint8Array {
  const set = new Set(chosen);
  return Uint8Array.from(values, (v) => (set.has(v) ? 1 : 0));
}

function filtersOf(index: ListingIndex, q: ListingQuery): Filter[] {
  const out: Filter[] = [];
  const c = q.criteria;
  const { dims } = index;
  if (c.category?.length) {
    const ids = new Set(c.category.flatMap((slug) => {
      const node = index.categories.bySlug.get(slug);
      return node ? descendants(index, node.id) : [];
    }));
    out.push({ key: "category", test: (pos) => ids.has(index.categoryOf[pos]) });
  }
  for (const key of ["brand", "age", "gender", "color"] as const) {
    const chosen = c[key];
    if (!chosen?.length) continue;
    const allowed = allowedCodes(dims[key].values, chosen);
    const codes = dims[key].codes;
    out.push({ key, test: (pos) => codes[pos] >= 0 && allowed[codes[pos]] === 1 });
  }
  if (c.size?.length) {
    const allowed = allowedCodes(dims.size.values, c.size);
    const codes = dims.size.codes;
    out.push({ key: "size", test: (pos) => codes[pos].some((code) => allowed[code] === 1) });
  }
  if (isOn(c.stock)) out.push({ key: "stock", test: (pos) => index.inStock[pos] === 1 });
  if (isOn(c.discount)) out.push({ key: "discount", test: (pos) => index.discounted[pos] === 1 });
  if (q.priceMin !== null || q.priceMax !== null) {
    const min = (q.priceMin ?? 0) * 100;
    const max = q.priceMax === null ? Infinity : q.priceMax * 100 + 99;
    out.push({ key: "price", test: (pos) => index.price[pos] >= min && index.price[pos] <= max });
  }
  return out;
}

/** Facet counts as typed arrays indexed by value code (category: by category id). */
class Counter {
  readonly brand: Int32Array;
  readonly age: Int32Array;
  readonly gender: Int32Array;
  readonly color: Int32Array;
  readonly size: Int32Array;
  readonly category: Map<number, number> = new Map();
  stock = 0;
  discount = 0;
  constructor(private readonly index: ListingIndex) {
    const d = index.dims;
    this.brand = new Int32Array(d.brand.values.length);
    this.age = new Int32Array(d.age.values.length);
    this.gender = new Int32Array(d.gender.values.length);
    this.color = new Int32Array(d.color.values.length);
    this.size = new Int32Array(d.size.values.length);
  }
  /** Counts the item at pos for every facet, or only for `only` (hot loop: no allocation). */
  count(pos: number, only: FilterKey | null) {
    const { dims, categoryOf } = this.index;
    const all = only === null;
    if (all || only === "category") {
      const id = categoryOf[pos];
      this.category.set(id, (this.category.get(id) ?? 0) + 1);
    }
    let code: number;
    if ((all || only === "brand") && (code = dims.brand.codes[pos]) >= 0) this.brand[code]++;
    if ((all || only === "age") && (code = dims.age.codes[pos]) >= 0) this.age[code]++;
    if ((all || only === "gender") && (code = dims.gender.codes[pos]) >= 0) this.gender[code]++;
    if ((all || only === "color") && (code = dims.color.codes[pos]) >= 0) this.color[code]++;
    if (all || only === "size") {
      const sizes = dims.size.codes[pos];
      for (let k = 0; k < sizes.length; k++) this.size[sizes[k]]++;
    }
    if ((all || only === "stock") && this.index.inStock[pos]) this.stock++;
    if ((all || only === "discount") && this.index.discounted[pos]) this.discount++;
  }
  /** value → count for a coded facet. */
  of(key: "brand" | "age" | "gender" | "color" | "size"): Map<string, number> {
    const m = new Map<string, number>();
    this[key].forEach((n, code) => {
      if (n > 0) m.set(this.index.dims[key].values[code], n);
    });
    return m;
  }
}

const SIZE_UNITS: [string, number][] = [["ay", 0], ["yas", 1000], ["cm", 2000]];
/** Sizes in growing order: months, years, centimetres, then the rest (shoe sizes, bedding). */
function sizeRank(label: string): number {
  const folded = foldForSearch(label);
  const n = Number.parseFloat(folded);
  if (Number.isNaN(n)) return 9000;
  const unit = SIZE_UNITS.find(([u]) => folded.endsWith(u));
  return (unit ? unit[1] : 3000) + n;
}

function buildFacets(index: ListingIndex, counter: Counter, q: ListingQuery, scopeCategory: number | null): Facet[] {
  const facets: Facet[] = [];
  const chosen = (key: FacetKey) => new Set(q.criteria[key] ?? []);

  const leafCounts = counter.category;
  const candidates =
    scopeCategory !== null
      ? (index.categories.children.get(scopeCategory) ?? [])
      : [...index.categories.byId.values()].filter((c) => !index.categories.children.get(c.id)?.length && leafCounts.has(c.id));
  const pickedCategories = chosen("category");
  const categoryValues = candidates
    .map((c) => ({
      value: c.slug,
      label: c.name,
      count: descendants(index, c.id).reduce((sum, id) => sum + (leafCounts.get(id) ?? 0), 0),
      selected: pickedCategories.has(c.slug),
    }))
    .filter((v) => v.count > 0 || v.selected)
    .sort((a, b) => (scopeCategory === null ? b.count - a.count : 0));
  if (categoryValues.length) facets.push({ key: "category", title: FACET_TITLES.category, values: categoryValues });

  for (const key of ["brand", "size", "age", "gender", "color"] as const) {
    const counts = counter.of(key);
    const picked = chosen(key);
    for (const v of picked) if (!counts.has(v)) counts.set(v, 0);
    const values = [...counts.entries()].map(([value, count]) => ({ value, label: value, count, selected: picked.has(value) }));
    if (key === "size" || key === "age") {
      const rank = new Map(values.map((v) => [v.value, sizeRank(v.label)]));
      values.sort((a, b) => rank.get(a.value)! - rank.get(b.value)! || a.label.localeCompare(b.label, "tr"));
    } else values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "tr"));
    if (values.length) facets.push({ key, title: FACET_TITLES[key], values });
  }
  for (const key of ["stock", "discount"] as const) {
    const count = counter[key];
    const on = isOn(q.criteria[key]);
    if (count > 0 || on) facets.push({ key, title: FACET_TITLES[key], values: [{ value: "1", label: FLAG_LABELS[key], count, selected: on }] });
  }
  return facets;
}

// ───────────────────────── the query ─────────────────────────

/**
 * Runs a listing query. `allowed` (optional) narrows the scope to these item ids (skuList).
 * Returns null when the query's category does not exist.
 */
export function runListing(index: ListingIndex, q: ListingQuery, allowed?: Set<number>): EngineResult | null {
  const { items } = index;
  let scopeCategory: number | null = null;
  let categoryIds: Set<number> | null = null;
  if (q.category) {
    const node = index.categories.bySlug.get(q.category);
    if (!node) return null;
    scopeCategory = node.id;
    categoryIds = new Set(descendants(index, node.id));
  }
  const terms = keywordTerms(q.keyword);
  const keyword = terms.words.length ? matchKeyword(index, terms.words, terms.stems) : null;
  const filters = filtersOf(index, q);

  const counter = new Counter(index);
  const passing = new Uint8Array(items.length);
  const { price, categoryOf } = index;
  let total = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  for (let pos = 0; pos < items.length; pos++) {
    if (keyword && !keyword.marks[pos]) continue;
    if (categoryIds && !categoryIds.has(categoryOf[pos])) continue;
    if (allowed && !allowed.has(items[pos].id)) continue;
    let failed: FilterKey | null = null;
    let failures = 0;
    for (const f of filters) {
      if (!f.test(pos)) {
        failures++;
        failed = f.key;
        if (failures > 1) break;
      }
    }
    if (failures === 0 || (failures === 1 && failed === "price")) {
      if (price[pos] < priceMin) priceMin = price[pos];
      if (price[pos] > priceMax) priceMax = price[pos];
    }
    if (failures === 0) {
      passing[pos] = 1;
      total++;
      counter.count(pos, null);
    } else if (failures === 1 && failed !== "price") {
      counter.count(pos, failed);
    }
  }

  const totalPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const currentPage = Math.min(q.page, totalPage);
  const from = (currentPage - 1) * PAGE_SIZE;

  let ordered: ArrayLike<number>;
  if (q.sort === "price_desc") ordered = index.orders.price_asc.slice().reverse();
  else if (q.sort === "recommended" && keyword) {
    // Score buckets over the best-seller order: highest score first, then most sold.
    const scores = new Int8Array(items.length);
    const seenScores = new Set<number>();
    const spaced = terms.stems.map((s) => ` ${s}`); // word starts in the name, by stem: " araba" counts in "Arabası"
    for (let pos = 0; pos < items.length; pos++) {
      if (!passing[pos]) continue;
      scores[pos] = keywordScore(items[pos], terms.folded, terms.words, spaced);
      seenScores.add(scores[pos]);
    }
    const order = index.orders.bestseller;
    const list: number[] = [];
    for (const score of [...seenScores].sort((a, b) => b - a)) {
      for (let k = 0; k < order.length && list.length < from + PAGE_SIZE; k++) if (passing[order[k]] && scores[order[k]] === score) list.push(order[k]);
      if (list.length >= from + PAGE_SIZE) break;
    }
    ordered = list;
  } else ordered = index.orders[q.sort === "recommended" ? "bestseller" : q.sort];

  const positions: number[] = [];
  let seen = 0;
  for (let k = 0; k < ordered.length && positions.length < PAGE_SIZE; k++) {
    const pos = ordered[k];
    if (!passing[pos]) continue;
    if (seen++ >= from) positions.push(pos);
  }

  return {
    positions,
    paginationData: { totalCount: total, totalPage, currentPage },
    facets: buildFacets(index, counter, q, scopeCategory),
    priceRange: Number.isFinite(priceMin) ? { min: Math.floor(toLira(priceMin)), max: Math.ceil(toLira(priceMax)) } : null,
    match: keyword ? keyword.match : "none",
    corrections: keyword?.corrections ?? {},
  };
}

// ───────────────────────── suggestions ─────────────────────────

/**
 * The best sellers matching a term as the header box types it (every word, stemmed, starts a
 * word of the item's text; no typo correction): items whose name starts with the whole term
 * first, then the others, each by sales. Positions in the index.
 */
export function topMatches(index: ListingIndex, keyword: string, limit: number): number[] {
  const terms = keywordTerms(keyword);
  if (!terms.words.length || limit <= 0) return [];
  const { marks } = matchKeyword(index, terms.words, terms.stems, false);
  const prefix: number[] = [];
  const others: number[] = [];
  for (const pos of index.orders.bestseller) {
    if (!marks[pos]) continue;
    if (index.items[pos].nameFolded.startsWith(terms.folded)) prefix.push(pos);
    else if (others.length < limit) others.push(pos);
    if (prefix.length >= limit) break;
  }
  return [...prefix, ...others].slice(0, limit);
}

export type BrandSummary = { name: string; folded: string; items: number; sales: number };
const brandSummaries = new WeakMap<ListingIndex, BrandSummary[]>();

/** Every brand with active items, its item count and sales (once per index). */
export function brandsOf(index: ListingIndex): BrandSummary[] {
  let list = brandSummaries.get(index);
  if (!list) {
    const { values, codes } = index.dims.brand;
    list = values.map((name) => ({ name, folded: foldForSearch(name), items: 0, sales: 0 }));
    codes.forEach((code, pos) => {
      if (code < 0) return;
      list![code].items++;
      list![code].sales += index.items[pos].sales;
    });
    brandSummaries.set(index, list);
  }
  return list;
}
