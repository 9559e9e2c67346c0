/**
 * GET /payment/3ds/{token}: a payment provider's 3-D Secure page at the shop's own address
 * (payments/provider-pages.server.ts), opened by the checkout in its modal frame: the provider's
 * HTML as it gave it, under a policy of its own. An unknown or expired token answers a short
 * Turkish page, never the provider's.
 */
import type { Route } from "./+types/payment.3ds.$token";
import { providerPage } from "#app/domain/payments/provider-pages.server";
import { PAYMENT_ERROR } from "#app/domain/checkout/messages";
import { providerPagePolicy } from "#app/lib/content-security-policy.server";

const HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await providerPage(context.db, params.token ?? "");
  if (!page) {
    const html = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Ödeme</title><p style="font-family:sans-serif;padding:1rem">${PAYMENT_ERROR}</p></html>`;
    return new Response(html, { status: 404, headers: { ...HEADERS, "Content-Security-Policy": providerPagePolicy(html, []) } });
  }
  return new Response(page.html, { headers: { ...HEADERS, "Content-Security-Policy": providerPagePolicy(page.html, page.formOrigins) } });
}
