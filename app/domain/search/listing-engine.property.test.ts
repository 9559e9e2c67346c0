/**
 * The listing engine (bitsets, sort orders read by membership, keyword scores from name-word
 * flags) against a straightforward reference written from the rules: every item tested one by
 * one, facets counted item by item, matches sorted with comparators and sliced. Random small
 * catalogues with many ties (sales, dates, ratings, prices) and random queries.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { toLira } from "#app/lib/money";
import {
  buildListingIndex,
  correctWord,
  keywordTerms,
  runListing,
  type CategoryNode,
  type EngineResult,
  type IndexedItem,
} from "./listing-engine";
import { PAGE_SIZE, parseListingQuery, type FacetKey, type ListingQuery } from "./listing-query";
import { stemWord } from "./turkish-stem";

const categories: CategoryNode[] = [
  { id: 1, parentId: null, slug: "bebek", name: "Bebek" },
  { id: 2, parentId: 1, slug: "bebek-arabasi", name: "Bebek Arabaları" },
  { id: 3, parentId: null, slug: "giyim", name: "Giyim" },
  { id: 4, parentId: 3, slug: "pijama", name: "Pijama Takımları" },
  { id: 5, parentId: 3, slug: "tisort", name: "Tişört" },
  { id: 6, parentId: null, slug: "ev", name: "Ev" },
];
const NAME_WORDS = ["Bebek", "Arabası", "araba", "Pijama", "Takımı", "Çocuk", "Işıklı", "Oyuncak", "Mama", "Kız", "Chicco"];
const BRANDS = ["Chicco", "Joie", "Şirin Bebe", "Pıtırcık", "Bebek", "Mama Co"];
const SIZES = ["2 Yaş", "3 Yaş", "9-12 Ay", "86 cm", "Standart"];
const AGES = ["0-12 Ay", "1-3 Yaş"];
const GENDERS = ["Kız", "Erkek", "Unisex"];
const COLORS = ["Beyaz", "Mavi", "Gri"];

const item = (nameWords: string[]) =>
  fc.record({
    words: fc.array(fc.constantFrom(...nameWords), {
      minLength: 1,
      maxLength: 5,
    }),
    brand: fc.constantFrom(...BRANDS),
    categoryId: fc.integer({ min: 1, max: 6 }),
    sizes: fc.subarray(SIZES),
    age: fc.constantFrom(null, ...AGES),
    gender: fc.constantFrom(null, ...GENDERS),
    color: fc.constantFrom(null, ...COLORS),
    inStock: fc.boolean(),
    priceKurus: fc.integer({ min: 1, max: 8 }).map((n) => n * 2500 + 990),
    markup: fc.constantFrom(0, 0, 5000),
    sales: fc.integer({ min: 0, max: 4 }),
    createdMs: fc.integer({ min: 0, max: 4 }),
    ratingAvg: fc.constantFrom(0, 3.5, 4, 4.5),
    ratingCount: fc.integer({ min: 0, max: 3 }),
  });

/** Items named with the given words (few words: many names share runs of them). */
const catalogue = (maxLength: number, nameWords = NAME_WORDS) =>
  fc.array(item(nameWords), { maxLength, size: "max" }).chain((drafts) =>
    fc
      .shuffledSubarray(
        Array.from({ length: 500 }, (_, i) => i + 1),
        { minLength: drafts.length, maxLength: drafts.length },
      )
      .map((ids) =>
        drafts.map((d, k): IndexedItem => {
          const name = d.words.join(" ");
          const category = categories.find((c) => c.id === d.categoryId)!.name;
          return {
            id: ids[k],
            name,
            sefUrl: `urun-${ids[k]}`,
            type: "normal",
            brand: d.brand,
            brandId: 1,
            categoryId: d.categoryId,
            sizes: d.sizes,
            age: d.age,
            gender: d.gender,
            color: d.color,
            inStock: d.inStock,
            priceKurus: d.priceKurus,
            originalPriceKurus: d.priceKurus + d.markup,
            sales: d.sales,
            createdMs: d.createdMs,
            ratingAvg: d.ratingAvg,
            ratingCount: d.ratingCount,
            nameFolded: foldForSearch(name),
            namePadded: ` ${foldForSearch(name)} `,
            brandFolded: foldForSearch(d.brand),
            searchText: foldForSearch([name, d.brand, category, ...d.sizes, d.age ?? "", d.gender ?? "", d.color ?? ""].join(" ")),
          };
        }),
      ),
  );

/** A keyword: catalogue words, cut short or mistyped, or a run of an item's name words cut at both ends. */
const keyword = (items: IndexedItem[]) =>
  fc.oneof(
    fc.constant(""),
    fc
      .array(fc.constantFrom(...NAME_WORDS, ...BRANDS, "arabaları", "pijma", "oyuncka", "isik", "ar", "zzzz"), {
        minLength: 1,
        maxLength: 2,
      })
      .map((w) => w.join(" ")),
    fc
      .tuple(fc.nat(items.length), fc.nat(4), fc.integer({ min: 1, max: 3 }), fc.nat(2), fc.nat(3))
      .map(([k, first, length, cutStart, cutEnd]) => {
        const all = (items[k]?.nameFolded ?? "bebek").split(" ");
        const words = all.slice(first % all.length, (first % all.length) + length);
        const phrase = words.join(" ");
        return phrase.slice(Math.min(cutStart, words[0].length - 1), phrase.length - Math.min(cutEnd, words[words.length - 1].length - 1));
      }),
  );
const values = (list: string[]) => fc.subarray([...list, "Yok"], { minLength: 1, maxLength: 3 }).map((v) => v.join(","));
/** Mostly absent: a query has a few filters, so that it still finds something. */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: arb, weight: 1 });
const query = (items: IndexedItem[]) =>
  fc
    .record({
      keyword: fc.oneof({ arbitrary: fc.constant(""), weight: 1 }, { arbitrary: keyword(items), weight: 2 }),
      category: sometimes(fc.constantFrom("bebek", "giyim", "pijama", "ev", "yok")),
      "criteria[category]": sometimes(values(categories.map((c) => c.slug))),
      "criteria[brand]": sometimes(values(BRANDS)),
      "criteria[size]": sometimes(values(SIZES)),
      "criteria[age]": sometimes(values(AGES)),
      "criteria[gender]": sometimes(values(GENDERS)),
      "criteria[color]": sometimes(values(COLORS)),
      "criteria[stock]": sometimes(fc.constant("1")),
      "criteria[discount]": sometimes(fc.constant("1")),
      price: sometimes(fc.tuple(fc.option(fc.nat(200)), fc.option(fc.nat(200))).map(([a, b]) => `${a ?? ""}-${b ?? ""}`)),
      sort: fc.constantFrom(
        null,
        null,
        null,
        null,
        "sort[price]=asc",
        "sort[price]=desc",
        "sort[newest]=1",
        "sort[bestseller]=1",
        "sort[rating]=1",
      ),
      page: fc.oneof(fc.constant(null), fc.integer({ min: 2, max: 5 }).map(String)),
    })
    .map((fields) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(fields)) {
        if (value === null) continue;
        if (key === "sort") params.append(...(value.split("=") as [string, string]));
        else params.append(key, value);
      }
      return parseListingQuery(params);
    });

const scenario = catalogue(90).chain((items) =>
  fc.tuple(fc.constant(items), query(items), sometimes(fc.subarray(items.map((it) => it.id)).map((ids) => [...ids, 999]))),
);
/** A search alone (no filters) in the recommended order, any page: many matches to rank. */
const search = catalogue(150, NAME_WORDS.slice(0, 5)).chain((items) =>
  fc.tuple(
    fc.constant(items),
    fc
      .tuple(keyword(items), fc.integer({ min: 1, max: 4 }))
      .map(([k, page]) => parseListingQuery(new URLSearchParams({ keyword: k, page: String(page) }))),
  ),
);

// ───────────────────────── the reference ─────────────────────────

type Counts = Partial<Record<FacetKey, Record<string, [count: number, selected: boolean]>>>;
type Reference = Omit<EngineResult, "facets" | "positions"> & {
  ids: number[];
  counts: Counts;
};

const isOn = (v?: string[]) => !!v?.some((x) => ["1", "true", "evet", "on"].includes(x.toLowerCase()));
const below = (id: number): number[] => [id, ...categories.filter((c) => c.parentId === id).flatMap((c) => below(c.id))];
const bySales = (a: IndexedItem, b: IndexedItem) => b.sales - a.sales || b.id - a.id;
const COMPARE: Record<Exclude<ListingQuery["sort"], "recommended">, (a: IndexedItem, b: IndexedItem) => number> = {
  price_asc: (a, b) => a.priceKurus - b.priceKurus || a.id - b.id,
  price_desc: (a, b) => b.priceKurus - a.priceKurus || b.id - a.id,
  newest: (a, b) => b.createdMs - a.createdMs || b.id - a.id,
  bestseller: bySales,
  rating: (a, b) => b.ratingAvg - a.ratingAvg || b.ratingCount - a.ratingCount || b.id - a.id,
};

function reference(items: IndexedItem[], q: ListingQuery, allowed?: Set<number>): Reference | null {
  const scope = q.category ? categories.find((c) => c.slug === q.category) : null;
  if (q.category && !scope) return null;
  const { folded, words, stems } = keywordTerms(q.keyword);
  const textWords = (it: IndexedItem) => it.searchText.split(" ").filter(Boolean);
  const catalogueWords = [...new Set(items.flatMap(textWords))].sort();
  let match: EngineResult["match"] = words.length ? "exact" : "none";
  const corrections: Record<string, string[]> = {};
  const prefixes = words.map((word, i) => {
    if (catalogueWords.some((w) => w.startsWith(stems[i]))) return [stems[i]];
    const fixes = correctWord(catalogueWords, word);
    if (!fixes.length) return [stems[i]];
    match = "fuzzy";
    corrections[word] = fixes;
    return fixes.map(stemWord);
  });
  const inScope = (it: IndexedItem) =>
    (!scope || below(scope.id).includes(it.categoryId)) &&
    prefixes.every((list) => textWords(it).some((w) => list.some((p) => w.startsWith(p)))) &&
    (!allowed || allowed.has(it.id));

  const c = q.criteria;
  const tests: [FacetKey | "price", (it: IndexedItem) => boolean][] = [];
  if (c.category)
    tests.push([
      "category",
      (it) =>
        c.category!.some((slug) => {
          const node = categories.find((n) => n.slug === slug);
          return !!node && below(node.id).includes(it.categoryId);
        }),
    ]);
  for (const key of ["brand", "age", "gender", "color"] as const)
    if (c[key]) tests.push([key, (it) => c[key]!.includes(it[key] ?? "\u0000")]);
  if (c.size) tests.push(["size", (it) => it.sizes.some((s) => c.size!.includes(s))]);
  if (isOn(c.stock)) tests.push(["stock", (it) => it.inStock]);
  if (isOn(c.discount)) tests.push(["discount", (it) => it.priceKurus < it.originalPriceKurus]);
  if (q.priceMin !== null || q.priceMax !== null)
    tests.push([
      "price",
      (it) => it.priceKurus >= (q.priceMin ?? 0) * 100 && it.priceKurus <= (q.priceMax === null ? Infinity : q.priceMax * 100 + 99),
    ]);

  const counted: Record<string, Map<string, number>> = {};
  const count = (key: string, value: string | null) => {
    if (value === null || value === "") return;
    const m = (counted[key] ??= new Map());
    m.set(value, (m.get(value) ?? 0) + 1);
  };
  const countFacets = (it: IndexedItem, only: string | null) => {
    const all = only === null;
    if (all || only === "category") count("category", String(it.categoryId));
    for (const key of ["brand", "age", "gender", "color"] as const) if (all || only === key) count(key, it[key]);
    if (all || only === "size") for (const s of it.sizes) count("size", s);
    if ((all || only === "stock") && it.inStock) count("stock", "1");
    if ((all || only === "discount") && it.priceKurus < it.originalPriceKurus) count("discount", "1");
  };
  const passing: IndexedItem[] = [];
  const priced: number[] = [];
  for (const it of items.filter(inScope)) {
    const failed = tests.filter(([, test]) => !test(it)).map(([key]) => key);
    if (failed.length === 0 || (failed.length === 1 && failed[0] === "price")) priced.push(it.priceKurus);
    if (failed.length === 0) {
      passing.push(it);
      countFacets(it, null);
    } else if (failed.length === 1 && failed[0] !== "price") countFacets(it, failed[0]);
  }

  const score = (it: IndexedItem) =>
    (it.nameFolded.startsWith(folded) ? 8 : it.nameFolded.includes(folded) ? 4 : 0) +
    (it.brandFolded === folded || words.includes(it.brandFolded) ? 4 : 0) +
    stems.filter((s) => it.namePadded.includes(` ${s}`)).length * 2;
  const sorted =
    q.sort === "recommended" && words.length
      ? passing.sort((a, b) => score(b) - score(a) || bySales(a, b))
      : passing.sort(COMPARE[q.sort === "recommended" ? "bestseller" : q.sort]);
  const totalPage = Math.max(1, Math.ceil(passing.length / PAGE_SIZE));
  const currentPage = Math.min(q.page, totalPage);

  const counts: Counts = {};
  const flags = (key: FacetKey, values: Map<string, number> | undefined) => {
    const picked = c[key] ?? [];
    const out: Record<string, [number, boolean]> = {};
    for (const [value, n] of values ?? []) out[value] = [n, picked.includes(value)];
    for (const value of picked) out[value] ??= [0, true];
    if (Object.keys(out).length) counts[key] = out;
  };
  for (const key of ["brand", "size", "age", "gender", "color"] as const) flags(key, counted[key]);
  for (const key of ["stock", "discount"] as const) {
    const n = counted[key]?.get("1") ?? 0;
    if (n > 0 || isOn(c[key])) counts[key] = { "1": [n, isOn(c[key])] };
  }
  const leaves = counted.category ?? new Map<string, number>();
  const candidates = scope
    ? categories.filter((n) => n.parentId === scope.id)
    : categories.filter((n) => !categories.some((m) => m.parentId === n.id) && leaves.has(String(n.id)));
  const categoryCounts: Record<string, [number, boolean]> = {};
  for (const node of candidates) {
    const n = below(node.id).reduce((sum, id) => sum + (leaves.get(String(id)) ?? 0), 0);
    const selected = !!c.category?.includes(node.slug);
    if (n > 0 || selected) categoryCounts[node.slug] = [n, selected];
  }
  if (Object.keys(categoryCounts).length) counts.category = categoryCounts;

  return {
    ids: sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE).map((it) => it.id),
    paginationData: { totalCount: passing.length, totalPage, currentPage },
    priceRange: priced.length
      ? {
          min: Math.floor(toLira(Math.min(...priced))),
          max: Math.ceil(toLira(Math.max(...priced))),
        }
      : null,
    match,
    corrections,
    counts,
  };
}

function asReference(items: IndexedItem[], r: EngineResult): Reference {
  const counts: Counts = {};
  for (const f of r.facets) counts[f.key] = Object.fromEntries(f.values.map((v) => [v.value, [v.count, v.selected]]));
  const { paginationData, priceRange, match, corrections } = r;
  return {
    ids: r.positions.map((p) => items[p].id),
    paginationData,
    priceRange,
    match,
    corrections,
    counts,
  };
}

describe("listing engine against the reference", () => {
  it("gives the same page, counts, facets, price range and corrections", () => {
    fc.assert(
      fc.property(scenario, ([items, q, skus]) => {
        const allowed = skus ? new Set(skus) : undefined;
        const result = runListing(buildListingIndex(items, categories), q, allowed);
        const expected = reference(items, q, allowed);
        expect(result && asReference(items, result)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("ranks a search's matches the same way on every page", () => {
    fc.assert(
      fc.property(search, ([items, q]) => {
        const result = runListing(buildListingIndex(items, categories), q);
        expect(result && asReference(items, result)).toEqual(reference(items, q));
      }),
      { numRuns: 200 },
    );
  });
});
