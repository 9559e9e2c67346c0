/**
 * Turkish-aware text rules, one place each: case folding (İ/ı), search folding, sorting, slugs.
 * JavaScript's default lower/upper case gets 'I' and 'İ' wrong for Turkish.
 */

export const turkishLower = (s: string) => s.toLocaleLowerCase("tr-TR");
export const turkishUpper = (s: string) => s.toLocaleUpperCase("tr-TR");

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
