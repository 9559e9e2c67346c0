/**
 * A light Turkish suffix stripper for search on ASCII-folded words (see foldForSearch).
 * PostgreSQL's Snowball 'turkish' stemmer mangles product nouns (araba → arap), so search matches
 * word prefixes of this stem instead: 'arabaları' → 'araba' finds 'Bebek Arabası'.
 * Over-stripping is harmless for prefix matching; ranking favours the exact word.
 */

// Longest first; plural, possessive, genitive, accusative, dative, locative, ablative endings.
const SUFFIXES = [
  "larindan",
  "lerinden",
  "larinda",
  "lerinde",
  "larina",
  "lerine",
  "larini",
  "lerini",
  "larinin",
  "lerinin",
  "larin",
  "lerin",
  "lari",
  "leri",
  "lar",
  "ler",
  "sindan",
  "sinden",
  "sundan",
  "sunden",
  "sinda",
  "sinde",
  "sina",
  "sine",
  "sini",
  "sinin",
  "sunun",
  "sunu",
  "ndan",
  "nden",
  "nda",
  "nde",
  "nin",
  "nun",
  "nun",
  "dan",
  "den",
  "tan",
  "ten",
  "da",
  "de",
  "ta",
  "te",
  "si",
  "su",
  "in",
  "un",
  "yi",
  "yu",
  "ya",
  "ye",
  "i",
  "u",
];

const MIN_STEM = 3;

export function stemWord(word: string): string {
  if (word.length <= MIN_STEM + 1 || /^\d/.test(word)) return word;
  let stem = word;
  // at most two passes: 'arabalarini' → 'arabalari' handled by one long suffix; 'cantalarindaki' style is rare
  for (let pass = 0; pass < 2; pass++) {
    const suffix = SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= MIN_STEM);
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}
