/**
 * An amount written out in Turkish, as an invoice states its total ("Yalnız dört yüz altmış yedi TL
 * doksan kuruş"). Turkish says "yüz" and "bin" without "bir" (100 "yüz", 1.001 "bin bir") but
 * "bir milyon"; the words are written apart, in lower case after "Yalnız".
 */
import type { Kurus } from "#app/lib/money";

const ONES = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];
/** Groups of three digits from the right: units, thousands, millions … */
const SCALES = ["", "bin", "milyon", "milyar", "trilyon"];

/** 0 … 999 in words ('' for 0). */
function hundreds(n: number): string[] {
  const h = Math.floor(n / 100);
  const words = h === 0 ? [] : h === 1 ? ["yüz"] : [ONES[h], "yüz"];
  const rest = n % 100;
  return [...words, TENS[Math.floor(rest / 10)], ONES[rest % 10]].filter(Boolean);
}

/** A whole number in Turkish words: 0 'sıfır', 19 'on dokuz', 1001 'bin bir', 2000000 'iki milyon'. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of at least 0: ${n}`);
  if (n === 0) return "sıfır";
  const words: string[] = [];
  for (let scale = 0, rest = n; rest > 0; scale++, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group === 0) continue;
    if (scale >= SCALES.length) throw new RangeError(`too large to write out: ${n}`);
    // 'bin', never 'bir bin'; every other scale keeps its 'bir' ('bir milyon').
    const groupWords = scale === 1 && group === 1 ? [] : hundreds(group);
    words.unshift(...groupWords, ...(SCALES[scale] ? [SCALES[scale]] : []));
  }
  return words.join(" ");
}

/** An amount in kuruş as an invoice writes it: 46790 → 'Yalnız dört yüz altmış yedi TL doksan kuruş'. */
export function amountInWords(kurus: Kurus): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  const parts = [];
  if (lira > 0 || cents === 0) parts.push(`${numberInWords(lira)} TL`);
  if (cents > 0) parts.push(`${numberInWords(cents)} kuruş`);
  return `Yalnız ${parts.join(" ")}`;
}
