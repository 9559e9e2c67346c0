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

/**
 * Text as search compares it: Turkish lower case, then Turkish letters folded to ASCII, other
 * marks removed, punctuation to spaces. 'ÇOCUK Arabası' and 'cocuk arabasi' fold alike.
 */
export function foldForSearch(s: string): string {
  return turkishLower(s)
    .replace(/[çğıöşüâîû]/g, (ch) => ASCII_FOLD[ch])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** URL slug (sefUrl) of a Turkish name: "Bebek Arabası Çift Yönlü" → "bebek-arabasi-cift-yonlu". */
export const slugify = (s: string) => foldForSearch(s).replace(/ /g, "-");

export const turkishCollator = new Intl.Collator("tr", { sensitivity: "base", numeric: true });

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
