/** A positive integer id from untrusted text ('34' → 34); null for anything else or above max. */
export function parseId(input: unknown, max = 2_147_483_647): number | null {
  if (typeof input === "number") input = String(input);
  if (typeof input !== "string" || !/^\d{1,10}$/.test(input.trim())) return null;
  const n = Number(input.trim());
  return n >= 1 && n <= max ? n : null;
}
