/**
 * Facet counts of a listing and the facets as the page shows them. The engine counts the items
 * passing every filter for every facet, and the items failing exactly one filter for that filter's
 * facet only; so each facet's counts are over the result filtered by all the OTHER facets (OR
 * within, AND across). Counts are typed arrays indexed by value code, filled in one pass per set.
 */
import { foldForSearch } from "#app/lib/turkish";
import { lowestBit, type Bitset } from "./bitset";
import { descendants, type ListingIndex, type MultiDimension } from "./listing-index";
import { FACET_TITLES, FLAG_LABELS, type FacetKey, type ListingQuery } from "./listing-query";

export type FacetValue = { value: string; label: string; count: number; selected: boolean };
export type Facet = { key: FacetKey; title: string; values: FacetValue[] };

export const isOn = (values?: string[]) => !!values?.some((v) => ["1", "true", "evet", "on"].includes(v.toLowerCase()));

/** Adds 1 to counts[code] for each member of set with a code. */
function countCodes(counts: Int32Array, codes: Int32Array, set: Bitset): void {
  for (let w = 0; w < set.length; w++) {
    for (let bits = set[w]; bits !== 0; bits &= bits - 1) {
      const code = codes[(w << 5) + lowestBit(bits)];
      if (code >= 0) counts[code]++;
    }
  }
}

function countMulti(counts: Int32Array, dim: MultiDimension, set: Bitset): void {
  const { start, codes } = dim;
  for (let w = 0; w < set.length; w++) {
    for (let bits = set[w]; bits !== 0; bits &= bits - 1) {
      const pos = (w << 5) + lowestBit(bits);
      for (let k = start[pos], end = start[pos + 1]; k < end; k++) counts[codes[k]]++;
    }
  }
}

function countFlags(flags: Uint8Array, set: Bitset): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) {
    for (let bits = set[w]; bits !== 0; bits &= bits - 1) n += flags[(w << 5) + lowestBit(bits)];
  }
  return n;
}

type CodedKey = "brand" | "age" | "gender" | "color" | "size";

/** Facet counts by value code (category: by code of index.category). */
export class FacetCounts {
  readonly category: Int32Array;
  readonly brand: Int32Array;
  readonly age: Int32Array;
  readonly gender: Int32Array;
  readonly color: Int32Array;
  readonly size: Int32Array;
  stock = 0;
  discount = 0;

  constructor(private readonly index: ListingIndex) {
    const d = index.dims;
    this.category = new Int32Array(index.category.values.length);
    this.brand = new Int32Array(d.brand.values.length);
    this.age = new Int32Array(d.age.values.length);
    this.gender = new Int32Array(d.gender.values.length);
    this.color = new Int32Array(d.color.values.length);
    this.size = new Int32Array(d.size.values.length);
  }

  /** Counts every member of set for every facet (the items passing every filter): one pass. */
  addAll(set: Bitset): void {
    const { dims, inStock, discounted } = this.index;
    const categoryCodes = this.index.category.codes;
    const [brandCodes, ageCodes, genderCodes, colorCodes] = [dims.brand.codes, dims.age.codes, dims.gender.codes, dims.color.codes];
    const { start: sizeStart, codes: sizeCodes } = dims.size;
    const { category, brand, age, gender, color, size } = this;
    let stock = 0;
    let discount = 0;
    for (let w = 0; w < set.length; w++) {
      for (let bits = set[w]; bits !== 0; bits &= bits - 1) {
        const pos = (w << 5) + lowestBit(bits);
        let code = categoryCodes[pos];
        if (code >= 0) category[code]++;
        if ((code = brandCodes[pos]) >= 0) brand[code]++;
        if ((code = ageCodes[pos]) >= 0) age[code]++;
        if ((code = genderCodes[pos]) >= 0) gender[code]++;
        if ((code = colorCodes[pos]) >= 0) color[code]++;
        for (let k = sizeStart[pos], end = sizeStart[pos + 1]; k < end; k++) size[sizeCodes[k]]++;
        stock += inStock[pos];
        discount += discounted[pos];
      }
    }
    this.stock += stock;
    this.discount += discount;
  }

  /** Counts the members of set for one facet only (the items failing only that facet's filter). */
  addFor(key: FacetKey, set: Bitset): void {
    const { dims } = this.index;
    if (key === "category") countCodes(this.category, this.index.category.codes, set);
    else if (key === "size") countMulti(this.size, dims.size, set);
    else if (key === "stock") this.stock += countFlags(this.index.inStock, set);
    else if (key === "discount") this.discount += countFlags(this.index.discounted, set);
    else countCodes(this[key], dims[key].codes, set);
  }

  /** value → count for a coded facet, in code order. */
  of(key: CodedKey): Map<string, number> {
    const m = new Map<string, number>();
    this[key].forEach((n, code) => {
      if (n > 0) m.set(this.index.dims[key].values[code], n);
    });
    return m;
  }

  /** category id → count of the items directly in it (only categories with items). */
  byCategory(): Map<number, number> {
    const m = new Map<number, number>();
    this.category.forEach((n, code) => {
      if (n > 0) m.set(this.index.category.values[code], n);
    });
    return m;
  }
}

const SIZE_UNITS: [string, number][] = [
  ["ay", 0],
  ["yas", 1000],
  ["cm", 2000],
];
/** Sizes in growing order: months, years, centimetres, then the rest (shoe sizes, bedding). */
function sizeRank(label: string): number {
  const folded = foldForSearch(label);
  const n = Number.parseFloat(folded);
  if (Number.isNaN(n)) return 9000;
  const unit = SIZE_UNITS.find(([u]) => folded.endsWith(u));
  return (unit ? unit[1] : 3000) + n;
}
/** sizeRank of a dimension's values, once per index. */
const sizeRanks = new WeakMap<string[], Map<string, number>>();
function sizeRanksOf(values: string[]): Map<string, number> {
  let ranks = sizeRanks.get(values);
  if (!ranks) sizeRanks.set(values, (ranks = new Map(values.map((v) => [v, sizeRank(v)]))));
  return ranks;
}

/** `a.localeCompare(b, "tr")`, without making a collator per call. */
const compareTurkish = new Intl.Collator("tr").compare;

export function buildFacets(index: ListingIndex, counts: FacetCounts, q: ListingQuery, scopeCategory: number | null): Facet[] {
  const facets: Facet[] = [];
  const chosen = (key: FacetKey) => new Set(q.criteria[key] ?? []);

  const leafCounts = counts.byCategory();
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
    const valueCounts = counts.of(key);
    const picked = chosen(key);
    for (const v of picked) if (!valueCounts.has(v)) valueCounts.set(v, 0);
    const values = [...valueCounts.entries()].map(([value, count]) => ({ value, label: value, count, selected: picked.has(value) }));
    if (key === "size" || key === "age") {
      const known = sizeRanksOf(index.dims[key].values);
      const rank = new Map(values.map((v) => [v.value, known.get(v.label) ?? sizeRank(v.label)]));
      values.sort((a, b) => rank.get(a.value)! - rank.get(b.value)! || compareTurkish(a.label, b.label));
    } else values.sort((a, b) => b.count - a.count || compareTurkish(a.label, b.label));
    if (values.length) facets.push({ key, title: FACET_TITLES[key], values });
  }
  for (const key of ["stock", "discount"] as const) {
    const count = counts[key];
    const on = isOn(q.criteria[key]);
    if (count > 0 || on)
      facets.push({ key, title: FACET_TITLES[key], values: [{ value: "1", label: FLAG_LABELS[key], count, selected: on }] });
  }
  return facets;
}
