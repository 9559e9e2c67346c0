/**
 * Turkish phone numbers. Stored as 11 digits with the leading 0 (05321234567); shown as
 * (532) 123 45 67. A numeric identifier that does not start with 0 gets one (spec section 5).
 */

/** Digits only, leading 0 added to a 10-digit number; null when it is not a Turkish mobile/landline. */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.startsWith("90") && digits.length === 12) digits = digits.slice(2);
  if (digits.length === 10 && !digits.startsWith("0")) digits = "0" + digits;
  return /^0[2-5]\d{9}$/.test(digits) ? digits : null;
}

/** Login / password-reset identifier: without '@' and numeric, a missing leading 0 is prepended. */
export function normalizeIdentifier(input: string): string {
  const trimmed = input.trim();
  if (trimmed.includes("@")) return trimmed.toLowerCase(); // e-mail: never the Turkish dotless ı
  const digits = trimmed.replace(/[\s()-]/g, "");
  if (/^\d+$/.test(digits) && !digits.startsWith("0")) return "0" + digits;
  return /^\d+$/.test(digits) ? digits : trimmed;
}

/** (532) 123 45 67 */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, "").replace(/^0/, "");
  if (d.length !== 10) return phone;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}
