/**
 * Turkish-aware text rules, one place each: case folding (İ/ı), search folding, sorting, slugs.
 * JavaScript's default lower/upper case gets 'I' and 'İ' wrong for Turkish.
 */

export const turkishLower = (s: string) => s.toLocaleLowerCase("tr-TR");
export const turkishUpper = (s: string) => s.toLocaleUpperCase("tr-TR");

/** Letters only Turkish writes: a word with one is a Turkish word. */
const TURKISH_ONLY = /[çğıöşüÇĞİÖŞÜ]/;
/**
 * Spellings Turkish words do not have (q, w, x; ch, sh, ph, th, ck; two vowels side by side as in
 * 'Joie', 'Huggies', 'Bugaboo'), and the few Latin words Turkish brands borrow ('Fıstık Kids').
 */
const LATIN_SPELLING = /[qwx]|ch|sh|ph|th|ck|[aeiou][aeiou]/i;
const LATIN_WORDS = new Set(["baby", "kids", "kid", "home", "mini", "club", "style", "design", "life", "world", "city", "shop", "store"]);
const wordKind = (word: string): "turkish" | "latin" | null =>
  TURKISH_ONLY.test(word) ? "turkish" : LATIN_SPELLING.test(word) || LATIN_WORDS.has(word.toLowerCase()) ? "latin" : null;

/**
 * A brand name in capitals (product page, quick view, comparison): Latin brand names the neutral
 * way ('Chicco' → 'CHICCO', never 'CHİCCO'), Turkish ones the Turkish way ('Şirin Bebe' → 'ŞİRİN
 * BEBE'). Word by word: a word with a Turkish letter is Turkish, one with a spelling Turkish does
 * not use (or a borrowed word like 'Kids') is Latin; any other word goes with the brand's other
 * words ('Maxi-Cosi' → 'MAXI-COSI', 'Zeytin Dalı' → 'ZEYTİN DALI'), and a brand with no sign
 * either way is Turkish, the shop's language ('Minik Yol' → 'MİNİK YOL'). Pages print the result:
 * CSS `uppercase` under `lang="tr"` would write every i as İ.
 */
export function brandUpper(name: string): string {
  const words = name.split(/([\s\-.&'’/]+)/);
  const kinds = words.map(wordKind);
  const brandKind = kinds.includes("turkish") ? "turkish" : kinds.includes("latin") ? "latin" : "turkish";
  return words.map((w, i) => ((kinds[i] ?? brandKind) === "latin" ? w.toLocaleUpperCase("en-US") : turkishUpper(w))).join("");
}

/** First letter of each word upper case, the rest lower, the Turkish way ("İSTANBUL" → "İstanbul"). */
export const turkishTitleCase = (s: string) =>
  turkishLower(s).replace(/(^|[\s\-'(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + turkishUpper(ch));

const ASCII_FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** Folded form of one character: a-z or 0-9, or '' when it separates words. */
function foldChar(ch: string): string {
  if (ch === "I" || ch === "İ" || ch === "ı") return "i"; // every Turkish i folds to ASCII i
  const lower = ch.toLowerCase();
  if (/^[a-z0-9]$/.test(lower)) return lower;
  const turkish = ASCII_FOLD[lower];
  if (turkish) return turkish;
  const stripped = lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return /^[a-z0-9]$/.test(stripped) ? stripped : "";
}

/** Folded form by UTF-16 code unit, filled as characters are met (surrogates fold to ''). */
const FOLD_TABLE: (string | undefined)[] = [];

/**
 * Text as search compares it: Turkish lower case folded to ASCII letters ('İ', 'I', 'ı' → 'i',
 * 'Ç' → 'c' …), other marks removed, anything else a single space. 'ÇOCUK Arabası' and
 * 'cocuk arabasi' fold alike. A table lookup per character: the listing index folds every name
 * in the catalogue.
 */
export function foldForSearch(s: string): string {
  let out = "";
  let gap = false;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    let folded = FOLD_TABLE[code];
    if (folded === undefined) FOLD_TABLE[code] = folded = code >= 0xd800 && code <= 0xdfff ? "" : foldChar(s[i]);
    if (folded) {
      if (gap && out) out += " ";
      out += folded;
      gap = false;
    } else gap = true;
  }
  return out;
}

/** URL slug (sefUrl) of a Turkish name: "Bebek Arabası Çift Yönlü" → "bebek-arabasi-cift-yonlu". */
export const slugify = (s: string) => foldForSearch(s).replace(/ /g, "-");

// Pure: a page bundle that imports this module for something else does not build the collator.
export const turkishCollator = /* @__PURE__ */ new Intl.Collator("tr", { sensitivity: "base", numeric: true });

const ALPHABET = "abcçdefgğhıijklmnoöprsştuüvyz";
/**
 * A stored sort key that orders Turkish names correctly with any database collation:
 * each letter becomes its two-digit position in the Turkish alphabet.
 */
export function turkishSortKey(s: string): string {
  return Array.from(turkishLower(s))
    .map((ch) => {
      const i = ALPHABET.indexOf(ch);
      if (i >= 0) return String(i + 10);
      if (/[0-9]/.test(ch)) return "0" + ch;
      return ch === " " ? "00" : "";
    })
    .join("");
}
