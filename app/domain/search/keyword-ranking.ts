/**
 * Ranking of a keyword match (the 'recommended' order of a search), per item:
 *   8  the folded name starts with the whole folded keyword, else 4 when it contains it;
 *   4  the folded brand is the whole keyword or one of its words;
 *   2  for each keyword stem that starts a word of the name (' araba' counts in 'Arabası').
 * The words of all names and the brands are few (hundreds), so each is tested against the keyword
 * once per query, and an item's score is read from its words' flags without touching its text.
 *
 * The name as words: with the keyword's parts f1 … fm (split at spaces) and the name's words
 * t0 … tr, the name contains the keyword exactly when, for some i, ti ends with f1, the next words
 * are f2 … fm-1 and the m-th starts with fm (spaces can only meet spaces); it starts with it when
 * that holds at i = 0 with t0 = f1. With one part: some word contains it; t0 starts with it.
 */
import type { ListingIndex } from "./listing-index";

/** Flag bits of a name word: bit k (0–7) the word starts with stem k, then the keyword's parts. */
const FIRST_INSIDE = 1 << 8; // ends with f1 (one part: contains it)
const FIRST_WHOLE = 1 << 9; // is f1 (one part: starts with it)
const LAST_START = 1 << 10; // starts with fm

export type KeywordTerms = { folded: string; words: string[]; stems: string[] };

export class KeywordRanking {
  private readonly wordFlags: Int32Array;
  private readonly brandBonus: Uint8Array;
  private readonly parts: number;
  /** Codes of the middle parts f2 … fm-1 among the name words (-1: no name has it). */
  private readonly middle: Int32Array;

  constructor(
    private readonly index: ListingIndex,
    private readonly terms: KeywordTerms,
  ) {
    const { folded, words, stems } = terms;
    const parts = folded.split(" ");
    const [first, last] = [parts[0], parts[parts.length - 1]];
    const one = parts.length === 1;
    this.parts = parts.length;
    this.middle = Int32Array.from(parts.slice(1, -1), (p) => index.nameWords.values.indexOf(p));
    this.wordFlags = Int32Array.from(index.nameWords.values, (w) => {
      let flags = 0;
      for (let k = 0; k < stems.length; k++) if (w.startsWith(stems[k])) flags |= 1 << k;
      if (one ? w.includes(first) : w.endsWith(first)) flags |= FIRST_INSIDE;
      if (one ? w.startsWith(first) : w === first) flags |= FIRST_WHOLE;
      if (w.startsWith(last)) flags |= LAST_START;
      return flags;
    });
    this.brandBonus = Uint8Array.from(index.brandFolded.values, (b) => (b === folded || words.includes(b) ? 4 : 0));
  }

  score(pos: number): number {
    const { start, codes } = this.index.nameWords;
    const from = start[pos];
    const to = start[pos + 1];
    let flags = 0;
    for (let k = from; k < to; k++) flags |= this.wordFlags[codes[k]];
    let score = this.phrase(flags, from, to);
    const brand = this.index.brandFolded.codes[pos];
    if (brand >= 0) score += this.brandBonus[brand];
    for (let k = 0; k < this.terms.stems.length; k++) if ((flags & (1 << k)) !== 0) score += 2;
    return score;
  }

  /** 8 when the name's words [from, to) start with the keyword, 4 when they contain it, else 0. */
  private phrase(flags: number, from: number, to: number): number {
    const { codes } = this.index.nameWords;
    const wordFlags = this.wordFlags;
    const m = this.parts;
    if (m === 1) return (wordFlags[codes[from]] & FIRST_WHOLE) !== 0 ? 8 : (flags & FIRST_INSIDE) !== 0 ? 4 : 0;
    if ((flags & FIRST_INSIDE) === 0 || (flags & LAST_START) === 0) return 0;
    for (let i = from; i + m - 1 < to; i++) {
      if ((wordFlags[codes[i]] & FIRST_INSIDE) === 0) continue;
      let j = 1;
      while (j < m - 1 && codes[i + j] === this.middle[j - 1]) j++;
      if (j < m - 1 || (wordFlags[codes[i + m - 1]] & LAST_START) === 0) continue;
      return i === from && (wordFlags[codes[i]] & FIRST_WHOLE) !== 0 ? 8 : 4;
    }
    return 0;
  }
}
