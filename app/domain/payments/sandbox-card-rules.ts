/**
 * The sandbox bank's card rules (PRODUCT.md "Payments go through a provider interface…"): a card
 * number is 16 digits and Luhn-valid, the expiry month is not past, the CVC is 3 digits. Pure
 * functions with the bank's Turkish refusal reasons next to them; the bank keeps only the BIN, the
 * last 4 digits and a masked PAN (`maskPan`), never the number or the CVC.
 */

export const INVALID_CARD_NUMBER = "Kart numarası geçersiz.";
export const CARD_EXPIRED = "Kartın son kullanma tarihi geçmiş.";
export const INVALID_CVC = "Kartın güvenlik kodu (CVC) geçersiz.";
export const MISSING_HOLDER = "Kart sahibinin adı eksik.";
/** The decline card's refusal, given after 3D Secure (as a real bank does). */
export const INSUFFICIENT_FUNDS = "Kartınız bankanız tarafından reddedildi: yetersiz bakiye.";
export const THREE_DS_REJECTED = "İşlem 3D Secure doğrulamasında reddedildi.";
export const BKM_REJECTED = "İşlem BKM Express'te reddedildi.";
export const FAST_PAY_REJECTED = "İşlem hızlı ödemede reddedildi.";
export const INSTALLMENT_NOT_OFFERED = "Bu kart ile seçilen taksit seçeneği kullanılamaz.";
export const UNKNOWN_CARD_TOKEN = "Kayıtlı kart bulunamadı.";
export const SESSION_TIMED_OUT = "İşlem zaman aşımına uğradı.";
/** The shop gave up on a payment still waiting for the buyer (a new attempt took its place). */
export const TRANSACTION_CANCELLED = "İşlem üye işyeri tarafından iptal edildi.";

/** Card points asked for beyond what the card holds or what is charged. */
export const POINTS_NOT_ENOUGH = "Kartınızdaki puan bu tutar için yeterli değil.";
/**
 * What every card of a known family holds in points in the sandbox (150,00 TL): a card of no
 * family (a debit or foreign card, the decline card) holds none.
 */
export const SANDBOX_CARD_POINTS_KURUS = 15_000;

/** The sandbox's decline card: goes to 3D Secure, then the bank refuses it (INSUFFICIENT_FUNDS). */
export const DECLINE_CARD_NUMBER = "4000000000000002";

/** Digits only ('4000 0000 0000 0002' → '4000000000000002'); spaces and dashes are allowed. */
export function normalizeCardNumber(input: string): string {
  return /^[\d\s-]*$/.test(input) ? input.replace(/[\s-]/g, "") : "";
}

/** Luhn checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number the sandbox accepts: 16 digits, Luhn-valid. */
export const validCardNumber = (digits: string): boolean => /^\d{16}$/.test(digits) && luhnValid(digits);

/** '5400360000000003' → '540036******0003' (BIN and last 4 visible, as on a slip). */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${"*".repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** A 2-digit year is this century's ('28' → 2028). */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** This month in Turkey (cards expire at the end of their month, Istanbul time). */
function turkishYearMonth(now: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Istanbul", year: "numeric", month: "numeric" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month") };
}

/** True when the card's last valid month is before this month (an unreadable expiry counts as past). */
export function isExpired(month: number, year: number, now = new Date()): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return true;
  const today = turkishYearMonth(now);
  const y = fullYear(year);
  return y < today.year || (y === today.year && month < today.month);
}

export const validCvc = (cvc: string): boolean => /^\d{3}$/.test(cvc);

/** The bank's first refusal for a new card, or null when it may go on to 3D Secure. */
export function cardRefusal(
  card: { number: string; holder: string; month: number; year: number; cvc: string },
  now = new Date(),
): string | null {
  if (!validCardNumber(normalizeCardNumber(card.number))) return INVALID_CARD_NUMBER;
  if (isExpired(card.month, card.year, now)) return CARD_EXPIRED;
  if (!validCvc(card.cvc)) return INVALID_CVC;
  if (!card.holder.trim()) return MISSING_HOLDER;
  return null;
}
