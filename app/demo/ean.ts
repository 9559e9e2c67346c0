/** EAN-13 barcodes for the demo variants: Turkish prefix 869, unique, with a valid check digit. */

/** The EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

const SPACE = 1_000_000_000; // nine free digits after 869
const MULTIPLIER = 387_420_489; // 3^18, coprime with 10^9: n → n·M mod 10^9 is a bijection

/**
 * The barcode of variant number `n` (0 ≤ n < 10^9). Different n give different barcodes; the
 * scrambling only makes neighbouring variants look unrelated.
 */
export function demoBarcode(n: number, salt = 0): string {
  const body = Number((BigInt(n) * BigInt(MULTIPLIER) + BigInt(salt)) % BigInt(SPACE));
  const first12 = "869" + String(body).padStart(9, "0");
  return first12 + ean13CheckDigit(first12);
}
