/**
 * Typo correction for the listing's keyword: a typed word that starts no word of the catalogue
 * stands for the catalogue words within one or two edits (adjacent swaps count as one), or
 * sharing most trigrams (pg_trgm's similarity), of it.
 */

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table (i - 2, i - 1, i), reused.
  let older = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, older[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [older, previous, row] = [previous, row, older];
  }
  return previous[b.length];
}

const trigrams = (w: string) => {
  const s = `  ${w} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) set.add(s.slice(i, i + 3));
  return set;
};
/** Trigram sets of the catalogue's words, made once per word list. */
const wordTrigrams = new WeakMap<string[], Set<string>[]>();
const trigramsOf = (words: string[]) => {
  let sets = wordTrigrams.get(words);
  if (!sets) wordTrigrams.set(words, (sets = words.map(trigrams)));
  return sets;
};

function similarity(ta: Set<string>, tb: Set<string>): number {
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string, tb: Set<string> = trigrams(b)): number {
  return similarity(trigrams(a), tb);
}

/** Catalogue words a mistyped word most likely meant ('pijma' → 'pijama'); empty for short words. */
export function correctWord(words: string[], word: string): string[] {
  if (word.length < 4 || /^\d+$/.test(word)) return [];
  const maxEdits = word.length <= 5 ? 1 : 2;
  const scored: { w: string; score: number }[] = [];
  const sets = trigramsOf(words);
  const typed = trigrams(word);
  for (let k = 0; k < words.length; k++) {
    const candidate = words[k];
    // Words far longer or shorter than the typed one can only match as a prefix.
    const whole = editDistance(word, candidate, maxEdits);
    const edits = whole <= maxEdits ? whole : editDistance(word, candidate.slice(0, word.length + 1), maxEdits);
    const sim = similarity(typed, sets[k]);
    if (edits <= maxEdits || sim >= 0.5) scored.push({ w: candidate, score: (maxEdits + 1 - Math.min(edits, maxEdits + 1)) * 2 + sim });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score >= best - 0.25)
    .slice(0, 5)
    .map((s) => s.w);
}
