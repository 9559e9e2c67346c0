/**
 * Colours written as hex ('#f97316'): parsing, mixing, and the WCAG contrast rule, for colours the
 * shop does not choose itself (a campaign's, picked in the back office) as well as its own
 * illustrations (domain/catalog/illustration.ts).
 */
export type Rgb = [number, number, number];

/** '#f97316' or '#f73' as RGB; anything else a calm blue, so a bad value never breaks a drawing. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("");
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [96, 165, 250];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export const toHex = ([r, g, b]: Rgb) =>
  "#" +
  [r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

/** Mixes `a` towards `b` by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a),
    y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it reads on white at `minRatio` (WCAG AA: 4.5 for text, 3 for large
 * text), else the least darkened shade of it that does.
 */
export function readableOnWhite(hex: string, minRatio = 4.5): string {
  for (let step = 0; step <= 20; step++) {
    const shade = mix(hex, "#000000", step / 20);
    if (contrastRatio(shade, "#ffffff") >= minRatio) return shade;
  }
  return "#000000";
}
