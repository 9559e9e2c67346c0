import { href } from "react-router";

/** The login page that comes back to `next` after logging in (`?redirectUrl=`, spec section 4). */
export const loginUrlReturningTo = (next: string) => `${href("/kullanici/kullanici-giris")}?redirectUrl=${encodeURIComponent(next)}`;

/** The registration page that comes back to `next` once registered (the guest's basket stays theirs). */
export const registerUrlReturningTo = (next: string) => `${href("/kullanici/kayit")}?redirectUrl=${encodeURIComponent(next)}`;

/** Where to go after login or registration: a same-origin path (one leading '/', no '//' or '/\\'), else '/'. */
export function safeRedirectUrl(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if ([...value].some((c) => c.charCodeAt(0) < 0x20) || value.length > 2000) return "/";
  return value;
}
