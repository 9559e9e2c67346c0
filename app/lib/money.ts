/**
 * Money: integer kuruş inside, '1.299,90 TL' on pages (tr-TR: thousands '.', decimal ','),
 * a number of TL with at most two decimals in JSON (1299.9). One place for every money rule.
 */
export type Kurus = number;

/**
 * '1.299,90 TL' (what Intl.NumberFormat('tr-TR') with two decimals writes, done with integer
 * arithmetic: a product page formats over a hundred amounts, and Intl is the slow part of it).
 */
export function formatMoney(kurus: Kurus): string {
  const whole = Math.round(Math.abs(kurus));
  const lira = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const cents = String(whole % 100).padStart(2, "0");
  return `${kurus < 0 && whole > 0 ? "-" : ""}${lira},${cents} TL`;
}

/** An amount as a TL form field shows it, and parseLira reads it back: '1.299,90' (formatMoney without ' TL'). */
export function liraInput(kurus: Kurus): string {
  return formatMoney(kurus).slice(0, -" TL".length);
}

/** Shipping fee on pages: 'Ücretsiz' when zero. */
export function formatShipping(kurus: Kurus): string {
  return kurus === 0 ? "Ücretsiz" : formatMoney(kurus);
}

/** The price range slider's labels: thousands grouped with spaces, whole lira, 'TL' suffix ('12 500 TL'). */
export function formatSliderLira(lira: number): string {
  return `${Math.round(lira)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ")} TL`;
}

/** Kuruş to the JSON number of TL (129990 → 1299.9). */
export const toLira = (kurus: Kurus): number => Math.round(kurus) / 100;

/** A TL amount (number or '1.299,90' / '1299.90' text) to kuruş; null when it is not money. */
export function parseLira(input: number | string): Kurus | null {
  if (typeof input === "number") return Number.isFinite(input) ? Math.round(input * 100) : null;
  let s = input.trim().replace(/\s|TL/gi, "");
  if (s.includes(",")) s = s.replace(/\./g, "").replace(",", ".");
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** Discount percentage shown on badges (rounded down, 0 when not discounted). */
export function discountPercent(price: Kurus, original: Kurus): number {
  if (original <= 0 || price >= original) return 0;
  return Math.floor(((original - price) / original) * 100);
}

/** VAT contained in a VAT-included amount, in kuruş (rate 10 or 20 per cent). */
export function vatIncluded(gross: Kurus, ratePercent: number): Kurus {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}
