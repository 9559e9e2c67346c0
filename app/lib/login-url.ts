/** Where the login page is, and how to come back after logging in (`?redirectUrl=`, spec section 4). */
export const LOGIN_URL = "/kullanici/kullanici-giris";
export const loginUrlReturningTo = (next: string) => `${LOGIN_URL}?redirectUrl=${encodeURIComponent(next)}`;

/** The registration page, and how to come back once registered (the guest's basket stays theirs). */
export const REGISTER_URL = "/kullanici/kayit";
export const registerUrlReturningTo = (next: string) => `${REGISTER_URL}?redirectUrl=${encodeURIComponent(next)}`;

/** Where to go after login or registration: a same-origin path (one leading '/', no '//' or '/\\'), else '/'. */
export function safeRedirectUrl(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if ([...value].some((c) => c.charCodeAt(0) < 0x20) || value.length > 2000) return "/";
  return value;
}
