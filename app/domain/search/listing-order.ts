/**
 * A listing's page in a sort order without sorting its matches: the index keeps each order of the
 * whole catalogue (and each item's place in it). With many matches the order is walked, keeping
 * the members of the result, until the page is full; with few, their places are sorted instead.
 */
import { hasBit, lowestBit, membersOf, type Bitset } from "./bitset";
import type { KeywordRanking } from "./keyword-ranking";
import type { ListingIndex, SortOrder } from "./listing-index";

/** An order of the index, or price_asc read backwards. */
export type PageOrder = SortOrder | "price_desc";

/** The first `limit` members of set (which has `count` members) in an order. */
export function firstInOrder(index: ListingIndex, set: Bitset, count: number, by: PageOrder, limit: number): Uint32Array {
  const backwards = by === "price_desc";
  const key = backwards ? "price_asc" : by;
  const order = index.orders[key];
  const n = order.length;
  const out = new Uint32Array(Math.min(limit, count));
  if (!out.length) return out;
  // Walking visits about n · limit / count places; sorting costs about count · log2(count).
  if (count * Math.log2(count + 1) + set.length < (n * out.length) / count) {
    const rank = index.ranks[key];
    const places = membersOf(set)
      .map((pos) => rank[pos])
      .sort();
    for (let k = 0; k < out.length; k++) out[k] = order[places[backwards ? count - 1 - k : k]];
    return out;
  }
  let k = 0;
  if (backwards) {
    for (let i = n - 1; i >= 0 && k < out.length; i--) if (hasBit(set, order[i])) out[k++] = order[i];
  } else {
    for (let i = 0; i < n && k < out.length; i++) if (hasBit(set, order[i])) out[k++] = order[i];
  }
  return out;
}

/** One score per item position, reused by every query on an index (the engine is synchronous). */
const scratch = new WeakMap<ListingIndex, Uint8Array>();

/**
 * Places [from, from + size) of the matches ordered by keyword score, highest first, and within a
 * score by best sellers. The matches are scored in position order (the index's arrays are read
 * front to back), then the best-seller order is walked until the page is full.
 */
export function rankedPage(index: ListingIndex, set: Bitset, count: number, ranking: KeywordRanking, from: number, size: number): number[] {
  let scores = scratch.get(index);
  if (!scores) scratch.set(index, (scores = new Uint8Array(index.items.length)));
  const perScore = new Int32Array(256);
  for (let w = 0; w < set.length; w++) {
    for (let bits = set[w]; bits !== 0; bits &= bits - 1) {
      const pos = (w << 5) + lowestBit(bits);
      perScore[(scores[pos] = ranking.score(pos))]++;
    }
  }
  // Where each score's run starts when the highest scores come first.
  const runStart = new Int32Array(256);
  for (let s = 254, at = perScore[255]; s >= 0; s--) {
    runStart[s] = at;
    at += perScore[s];
  }
  const page: number[] = new Array(Math.max(0, Math.min(size, count - from)));
  const taken = new Int32Array(256);
  const order = index.orders.bestseller;
  for (let k = 0, filled = 0; k < order.length && filled < page.length; k++) {
    const pos = order[k];
    if (!hasBit(set, pos)) continue;
    const score = scores[pos];
    const place = runStart[score] + taken[score]++ - from;
    if (place >= 0 && place < size) {
      page[place] = pos;
      filled++;
    }
  }
  return page;
}
