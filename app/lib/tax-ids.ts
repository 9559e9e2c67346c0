/**
 * Turkish identity and tax numbers (used by the address book and checkout billing):
 *   T.C. Kimlik No (TCKN): 11 digits, the first not 0; the 10th digit is
 *     (7 × (d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10 and the 11th is (d1+…+d10) mod 10.
 *   Vergi Kimlik No (VKN): 10 digits; the last is the Revenue Administration's check digit
 *     over the first 9 (each digit plus its place from the right, times 2^place, mod 9).
 * Pure functions: the page and the server run the same checks.
 */

const digitsOf = (value: string) => Array.from(value, Number);

/** Spaces, dots and dashes people type between groups are dropped: '100 000 001 46' → '10000000146'. */
export const compactNumber = (value: string) => value.replace(/[\s.-]/g, "");

export function isValidTckn(input: string): boolean {
  const value = compactNumber(input);
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** The VKN check digit of the first 9 digits. */
export function vknCheckDigit(first9: string): number {
  let sum = 0;
  for (let place = 1; place <= 9; place++) {
    const shifted = (Number(first9[9 - place]) + place) % 10;
    if (shifted !== 0) sum += (shifted * 2 ** place) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(input: string): boolean {
  const value = compactNumber(input);
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** A tax number on an invoice: a company's 10-digit VKN, or a sole proprietor's 11-digit TCKN. */
export const isValidTaxNumber = (input: string) => isValidVkn(input) || isValidTckn(input);

/** Shows the first 3 and last 2 digits only: '10000000146' → '100••••••46'. */
export function maskIdNumber(value: string): string {
  if (value.length <= 5) return "•".repeat(value.length);
  return `${value.slice(0, 3)}${"•".repeat(value.length - 5)}${value.slice(-2)}`;
}

/**
 * How an order shows the buyer's T.C. Kimlik No (the summary page's billing card, the invoice PDF):
 * '10000000146' → '100******46', enough for the buyer to recognise, not enough to copy.
 */
export const maskIdentity = (value: string) =>
  value.length > 5 ? `${value.slice(0, 3)}${"*".repeat(value.length - 5)}${value.slice(-2)}` : value;
