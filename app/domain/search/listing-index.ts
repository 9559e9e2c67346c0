/**
 * The listing's in-memory read model of the active catalogue and how it is built from the items
 * (listing-index.server.ts reads them from the database; listing-engine.ts answers queries).
 * Everything a query touches per item is a typed array indexed by the item's position, so the
 * engine works over sets of positions (bitset.ts) without reading the item objects.
 */
import { addBit, emptySet, type Bitset } from "./bitset";

export type IndexedItem = {
  id: number;
  name: string;
  sefUrl: string;
  type: string;
  brand: string;
  brandId: number;
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
  /** The main uploaded picture's key (catalog_items.main_image); absent or null: the illustration. */
  mainImage?: string | null;
};

export type CategoryNode = { id: number; parentId: number | null; slug: string; name: string };

/** A single-valued field coded as small integers: codes[pos] indexes values (-1: none). */
export type Dimension<T = string> = { values: T[]; codes: Int32Array };
/**
 * A field with several values per item (sizes; the words of a name, in order): the codes of the
 * item at pos are codes[start[pos]] … codes[start[pos + 1] - 1], each indexing values.
 */
export type MultiDimension = { values: string[]; start: Uint32Array; codes: Int32Array };

export type SortOrder = "price_asc" | "newest" | "bestseller" | "rating";

export type ListingIndex = {
  items: IndexedItem[];
  dims: { brand: Dimension; age: Dimension; gender: Dimension; color: Dimension; size: MultiDimension };
  /** The category of each item, coded (values: category ids). */
  category: Dimension<number>;
  /** Per item: 1 in stock, 1 discounted; the same as sets. */
  inStock: Uint8Array;
  discounted: Uint8Array;
  inStockSet: Bitset;
  discountedSet: Bitset;
  price: Int32Array;
  categoryOf: Int32Array;
  /** Distinct words of all search texts, sorted; postings[i] lists the items (positions) having words[i]. */
  words: string[];
  postings: Uint32Array[];
  /** The words of each folded name (split at spaces) and each folded brand, for ranking a keyword match. */
  nameWords: MultiDimension;
  brandFolded: Dimension;
  /** Item positions in each sort order, and each item's place in it (ranks[order][pos]). */
  orders: Record<SortOrder, Uint32Array>;
  ranks: Record<SortOrder, Uint32Array>;
  categories: { byId: Map<number, CategoryNode>; bySlug: Map<string, CategoryNode>; children: Map<number | null, CategoryNode[]> };
  /** Per category id: the items in it or below it, made on first use (categoryItems). */
  categorySets: Map<number, Bitset>;
};

function dimension<T>(items: IndexedItem[], pick: (i: IndexedItem) => T | null): Dimension<T> {
  const values: T[] = [];
  const codeOf = new Map<T, number>();
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

function multiDimension(items: IndexedItem[], pick: (i: IndexedItem) => string[]): MultiDimension {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const start = new Uint32Array(items.length + 1);
  const codes: number[] = [];
  items.forEach((item, pos) => {
    for (const v of pick(item)) {
      let code = codeOf.get(v);
      if (code === undefined) {
        code = values.push(v) - 1;
        codeOf.set(v, code);
      }
      codes.push(code);
    }
    start[pos + 1] = codes.length;
  });
  return { values, start, codes: Int32Array.from(codes) };
}

function setWhere(items: IndexedItem[], test: (i: IndexedItem) => boolean): Bitset {
  const set = emptySet(items.length);
  items.forEach((item, pos) => {
    if (test(item)) addBit(set, pos);
  });
  return set;
}

function sortOrders(items: IndexedItem[]): Pick<ListingIndex, "orders" | "ranks"> {
  const order = (cmp: (a: IndexedItem, b: IndexedItem) => number) =>
    Uint32Array.from(items.map((_, i) => i).sort((a, b) => cmp(items[a], items[b])));
  const orders: Record<SortOrder, Uint32Array> = {
    price_asc: order((a, b) => a.priceKurus - b.priceKurus || a.id - b.id),
    newest: order((a, b) => b.createdMs - a.createdMs || b.id - a.id),
    bestseller: order((a, b) => b.sales - a.sales || b.id - a.id),
    rating: order((a, b) => b.ratingAvg - a.ratingAvg || b.ratingCount - a.ratingCount || b.id - a.id),
  };
  const rankOf = (list: Uint32Array) => {
    const rank = new Uint32Array(list.length);
    list.forEach((pos, k) => (rank[pos] = k));
    return rank;
  };
  const ranks = {
    price_asc: rankOf(orders.price_asc),
    newest: rankOf(orders.newest),
    bestseller: rankOf(orders.bestseller),
    rating: rankOf(orders.rating),
  };
  return { orders, ranks };
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
      size: multiDimension(items, (i) => i.sizes),
    },
    category: dimension(items, (i) => i.categoryId),
    inStock: Uint8Array.from(items, (i) => (i.inStock ? 1 : 0)),
    discounted: Uint8Array.from(items, (i) => (i.priceKurus < i.originalPriceKurus ? 1 : 0)),
    inStockSet: setWhere(items, (i) => i.inStock),
    discountedSet: setWhere(items, (i) => i.priceKurus < i.originalPriceKurus),
    price: Int32Array.from(items, (i) => i.priceKurus),
    categoryOf: Int32Array.from(items, (i) => i.categoryId),
    words,
    postings,
    nameWords: multiDimension(items, (i) => i.nameFolded.split(" ")),
    brandFolded: dimension(items, (i) => i.brandFolded),
    ...sortOrders(items),
    categories: { byId: new Map(categories.map((c) => [c.id, c])), bySlug: new Map(categories.map((c) => [c.slug, c])), children },
    categorySets: new Map(),
  };
}

/** The category and every category below it (ids). */
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

/** The items of a category and of the categories below it (kept in the index after first use). */
export function categoryItems(index: ListingIndex, id: number): Bitset {
  let set = index.categorySets.get(id);
  if (!set) {
    const ids = new Set(descendants(index, id));
    const inScope = Uint8Array.from(index.category.values, (v) => (ids.has(v) ? 1 : 0));
    const { codes } = index.category;
    set = emptySet(index.items.length);
    for (let pos = 0; pos < codes.length; pos++) if (codes[pos] >= 0 && inScope[codes[pos]]) addBit(set, pos);
    index.categorySets.set(id, set);
  }
  return set;
}
