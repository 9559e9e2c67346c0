/**
 * Search suggestions (GET /arama/suggest/?term=…): the answer's shape and the pure matching
 * rules, shared by the server (suggest.server.ts) and the header's autocomplete.
 *
 * Matching works on folded text (foldForSearch: Turkish lower case, ASCII letters, so 'cocuk'
 * matches 'Çocuk' and 'ISIK' matches 'Işıklı'). Every word of the term must be the start of a word
 * of the text; each word is cut to its light stem first ('arabaları' → 'araba'), and the last word
 * is naturally a prefix while the shopper is still typing ('bebek ara' → 'Bebek Arabası').
 */
import { turkishLower } from "#app/lib/turkish";

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_LENGTH = 100;
export const SUGGEST_LIMITS = { product: 6, category: 4, brand: 4 } as const;

export type SuggestType = "product" | "category" | "brand";

/** [start, end) offsets (UTF-16, as String.prototype.slice counts) of the matched parts of a title. */
export type HighlightRange = [number, number];

export type SuggestItem = {
  title: string;
  link: string;
  image: string;
  type: SuggestType;
  /** Extra: which parts of the title matched the term. */
  highlight: HighlightRange[];
  /** Extra: a second line (the product's brand, the category's parent). */
  subtitle?: string;
};

export type SuggestGroup = { type: SuggestType; title: string; items: SuggestItem[] };
export type SuggestAnswer = { success: boolean; groups: SuggestGroup[] };

export const GROUP_TITLES: Record<SuggestType, string> = { product: "Ürünler", category: "Kategoriler", brand: "Markalar" };

/** The folded term and its words with their stems (as keywordTerms gives them). */
export type SuggestTerms = { folded: string; words: string[]; stems: string[] };

/** The term as the suggestions read it: trimmed, at most 100 characters; null when too short. */
export function cleanTerm(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const term = raw.trim().slice(0, SUGGEST_MAX_LENGTH).trim();
  return Array.from(term).length >= SUGGEST_MIN_LENGTH ? term : null;
}

const wordsOf = (folded: string) => (folded ? folded.split(" ") : []);

/** Does every stem start a word of the folded text? */
export function matchesAllWords(foldedText: string, terms: SuggestTerms): boolean {
  if (!terms.stems.length) return false;
  const textWords = wordsOf(foldedText);
  return terms.stems.every((stem) => textWords.some((w) => w.startsWith(stem)));
}

/** 0: the text starts with the whole term; 1: every word starts a word of the text; null: no match. */
export function matchTier(foldedText: string, terms: SuggestTerms): 0 | 1 | null {
  if (!terms.folded) return null;
  if (foldedText.startsWith(terms.folded)) return 0;
  return matchesAllWords(foldedText, terms) ? 1 : null;
}

const ASCII_FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

const foldedChars = new Map<string, string>();

/** One character folded like foldForSearch folds it inside a text ('' for marks, ' ' for punctuation). */
function foldChar(ch: string): string {
  let folded = foldedChars.get(ch);
  if (folded === undefined) {
    folded = turkishLower(ch)
      .replace(/[çğıöşüâîû]/g, (c) => ASCII_FOLD[c])
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]/g, " ");
    if (foldedChars.size < 2000) foldedChars.set(ch, folded);
  }
  return folded;
}

/**
 * Where the term matched in a title: the start of each title word that begins with a term word
 * (or, failing that, with its stem), mapped back to the title's own characters, so 'cocuk'
 * marks 'Çocuk' and 'arabaları' marks 'Araba' in 'Arabası'.
 */
export function highlightRanges(title: string, terms: Pick<SuggestTerms, "words" | "stems">): HighlightRange[] {
  if (!terms.words.length || !title) return [];
  // The folded title, with the title offset each folded character came from.
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const ch of title) {
    const f = foldChar(ch);
    for (let k = 0; k < f.length; k++) {
      folded += f[k];
      from.push(offset);
      to.push(offset + ch.length);
    }
    offset += ch.length;
  }
  const ranges: HighlightRange[] = [];
  for (const m of folded.matchAll(/[a-z0-9]+/g)) {
    const word = m[0];
    let length = 0;
    terms.words.forEach((w, i) => {
      const stem = terms.stems[i] ?? w;
      if (w && word.startsWith(w)) length = Math.max(length, w.length);
      else if (stem && word.startsWith(stem)) length = Math.max(length, stem.length);
    });
    if (length > 0) ranges.push([from[m.index], to[m.index + length - 1]]);
  }
  return ranges;
}

/** The title cut into plain and matched pieces, for rendering with <mark>. Bad ranges are ignored. */
export function highlightPieces(title: string, ranges: readonly HighlightRange[] | undefined): { text: string; match: boolean }[] {
  const valid = (ranges ?? [])
    .filter((r) => Array.isArray(r) && Number.isInteger(r[0]) && Number.isInteger(r[1]) && r[0] >= 0 && r[1] > r[0] && r[1] <= title.length)
    .slice()
    .sort((a, b) => a[0] - b[0]);
  const pieces: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of valid) {
    if (end <= at) continue;
    const s = Math.max(start, at);
    if (s > at) pieces.push({ text: title.slice(at, s), match: false });
    pieces.push({ text: title.slice(s, end), match: true });
    at = end;
  }
  if (at < title.length) pieces.push({ text: title.slice(at), match: false });
  return pieces;
}
