/**
 * Cookie consent (spec sections 3, 4, 9): the answer lives in the `cookieconsent_status` cookie
 * (allow, deny or dismiss) for 365 days on path /. The server reads it to render the banner
 * hidden when already answered; the banner writes and clears it with document.cookie.
 */
export const CONSENT_COOKIE = "cookieconsent_status";
export const CONSENT_VALUES = ["allow", "deny", "dismiss"] as const;
export type ConsentStatus = (typeof CONSENT_VALUES)[number];
export const CONSENT_MAX_AGE_DAYS = 365;

const isConsent = (value: string): value is ConsentStatus => (CONSENT_VALUES as readonly string[]).includes(value);

/** The answer found in a Cookie header (or document.cookie), or null when there is none. */
export function readConsent(cookieHeader: string | null | undefined): ConsentStatus | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    // The answers are plain words: nothing to decode (a malformed %-escape once made every page a 500).
    const value = part.slice(eq + 1).trim();
    return isConsent(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie-like string document.cookie takes to store an answer. */
export function consentCookie(value: ConsentStatus, now = new Date()): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax${secure}`;
}

/** The string document.cookie takes to forget the answer. */
export const clearedConsentCookie = () => `${CONSENT_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
