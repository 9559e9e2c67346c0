/**
 * POST /payment/callback: where the bank's pages (3D Secure, BKM Express, fast pay) send the buyer
 * back with a signed answer. The order is settled from the bank's own word (bank-callback.server.ts).
 *   - Inside the checkout's 3D Secure modal (an iframe) this page only tells the checkout page the
 *     outcome (postMessage), so a declined card keeps everything the buyer typed;
 *   - as a whole page it goes on: to the order summary, or back to checkout with the reason.
 */
import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/payment.callback";
import { handleBankCallback } from "#app/domain/checkout/bank-callback.server";
import { summaryUrl } from "#app/domain/checkout/pay.server";
import { paymentProvider } from "#app/domain/payments/provider";
import { readBody } from "#app/lib/api.server";

export const PAYMENT_MESSAGE = "minik-dunya-payment";
export type PaymentMessage = { type: typeof PAYMENT_MESSAGE; ok: boolean; reason: string; redirectUrl: string };

export const meta: Route.MetaFunction = () => [{ title: "Ödeme | Minik Dünya" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  // After the action React Router runs this loader with the same headers: inside the checkout's
  // modal (an iframe) the page must render to tell the checkout; opened on its own it goes to /cart.
  if (request.headers.get("sec-fetch-dest") === "iframe") return null;
  return redirect("/cart");
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const outcome = await handleBankCallback(context.db, paymentProvider(context.db), form);
  const answer: PaymentMessage = outcome.ok
    ? { type: PAYMENT_MESSAGE, ok: true, reason: "", redirectUrl: summaryUrl(outcome.orderHash) }
    : { type: PAYMENT_MESSAGE, ok: false, reason: outcome.reason, redirectUrl: outcome.guest ? "/payment/guest-checkout" : "/payment/checkout" };
  if (request.headers.get("sec-fetch-dest") === "iframe") return data(answer, { headers: { "Cache-Control": "no-store" } });
  if (!answer.ok) await context.session.set({ paymentError: answer.reason });
  throw redirect(answer.redirectUrl);
}

export default function PaymentCallback({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (!actionData) return;
    if (window.parent !== window) window.parent.postMessage(actionData, window.location.origin);
    else window.location.replace(actionData.redirectUrl);
  }, [actionData]);
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <p className="font-bold">{actionData?.ok ? "Ödemeniz onaylandı, siparişinize yönlendiriliyorsunuz…" : (actionData?.reason ?? "İşleminiz Yapılıyor")}</p>
      {actionData ? (
        <a className="mt-4 inline-block font-extrabold text-brand-700 underline" href={actionData.redirectUrl} target="_top">
          Devam
        </a>
      ) : null}
    </main>
  );
}
