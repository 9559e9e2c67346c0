/**
 * A payment provider's page served at the shop's own address (iyzico's 3-D Secure form: an HTML
 * page whose script sends the shopper on to the bank, docs/iyzico-reference.md §3.4). The checkout
 * opens it in its modal frame, where only the shop's own pages may load first; the page then leaves
 * for the bank. It is kept for a short while under an unguessable token, and served with a policy
 * of its own (lib/content-security-policy.server.ts providerPagePolicy): only its own inline
 * scripts run, and its form may go only to https addresses (a bank's) and the provider's own.
 */
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { providerPages } from "#app/db/schema";

/** How long a provider's page can be opened: the 3-D Secure step's own limit is a few minutes. */
export const PROVIDER_PAGE_MINUTES = 20;

/** Keeps the page for the provider's transaction; answers its token (the route: /payment/3ds/{token}). */
export async function keepProviderPage(
  db: Db,
  page: { transactionId: string; html: string; formOrigins?: readonly string[] },
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(24).toString("base64url");
  await db.insert(providerPages).values({
    token,
    transactionId: page.transactionId,
    html: page.html,
    formOrigins: [...(page.formOrigins ?? [])],
    expiresAt: new Date(now.getTime() + PROVIDER_PAGE_MINUTES * 60_000),
  });
  // Pages past their time go as new ones come (no job needed: each is a few kilobytes).
  await db.delete(providerPages).where(lt(providerPages.expiresAt, now));
  return token;
}

/** The page under this token while it may be opened, or null. */
export async function providerPage(db: Db, token: string, now = new Date()): Promise<{ html: string; formOrigins: string[] } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ html: providerPages.html, formOrigins: providerPages.formOrigins })
    .from(providerPages)
    .where(and(eq(providerPages.token, token), gt(providerPages.expiresAt, now)));
  return row ?? null;
}
