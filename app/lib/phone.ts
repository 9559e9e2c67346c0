/**
 * Turkish phone numbers. Stored as 11 digits with the leading 0 (05321234567). Two looks:
 * - typed into an input: the spec's mask (section 5) `(999) 999-9999`, e.g. (532) 123-4567, with a
 *   leading 0 blocked on an empty mask (`maskPhone`, `PHONE_PLACEHOLDER`);
 * - shown read-only (an address card, a store, the number a code went to): section 9's
 *   (xxx) xxx xx xx, e.g. (532) 123 45 67 (`formatPhone`);
 * - hidden, where a screen must say which phone without giving the number (the back office's code
 *   page, its list of outgoing messages): 0532 *** ** 67 (`hiddenPhone`).
 * A numeric identifier that does not start with 0 gets one (spec section 5).
 */

/** Digits only, leading 0 added to a 10-digit number; null when it is not a Turkish mobile/landline. */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.startsWith("90") && digits.length === 12) digits = digits.slice(2);
  if (digits.length === 10 && !digits.startsWith("0")) digits = "0" + digits;
  return /^0[2-5]\d{9}$/.test(digits) ? digits : null;
}

/** The 10 digits of a Turkish mobile number however it is written (05321234567, +90 532 …, 5321234567), else null. */
export function mobileDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("90")) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** A Turkish mobile number in international form (+905321234567), else null. */
export function internationalMobile(phone: string): string | null {
  const digits = mobileDigits(phone);
  return digits ? `+90${digits}` : null;
}

/** Login / password-reset identifier: without '@' and numeric, a missing leading 0 is prepended. */
export function normalizeIdentifier(input: string): string {
  const trimmed = input.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase(); // e-mail: never the Turkish dotless ı
  const digits = trimmed.replace(/[\s()-]/g, "");
  if (/^\d+$/.test(digits) && !digits.startsWith("0")) return "0" + digits;
  return /^\d+$/.test(digits) ? digits : trimmed;
}

/**
 * The phone input's mask `(999) 999-9999` as the shopper types (spec section 5): digits only, a
 * leading 0 blocked (a pasted 0 or +90 dropped), 10 digits at most. A saved number
 * (05321234567) passed through it pre-fills an input: (532) 123-4567.
 */
export function maskPhone(input: string): string {
  let d = input.replace(/\D/g, "");
  if (d.startsWith("90") && d.length > 10) d = d.slice(2);
  d = d.replace(/^0+/, "").slice(0, 10);
  if (!d) return "";
  return `(${d.slice(0, 3)}${d.length > 3 ? `) ${d.slice(3, 6)}` : ""}${d.length > 6 ? `-${d.slice(6)}` : ""}`;
}

/** What an empty phone input shows: the mask, for a mobile number. */
export const PHONE_PLACEHOLDER = "(5xx) xxx-xxxx";

/** Read-only display (spec section 9): (532) 123 45 67. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, "").replace(/^0/, "");
  if (d.length !== 10) return phone;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}

/** A number to dial from a link: 'tel:+902163451234' for 0216 345 12 34 (the digits as given when it is not a Turkish number). */
export function telHref(phone: string): string {
  const normalized = normalizePhone(phone);
  return normalized ? `tel:+90${normalized.slice(1)}` : `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** '0532 *** ** 67': enough to know which phone, not the number; '***' for anything too short to be one. */
export function hiddenPhone(phone: string): string {
  const digits = normalizePhone(phone) ?? phone.replace(/\D/g, "");
  return digits.length < 7 ? "***" : `${digits.slice(0, 4)} *** ** ${digits.slice(-2)}`;
}
