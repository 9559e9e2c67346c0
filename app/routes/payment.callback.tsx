/**
 * POST /payment/callback: where the bank's pages (3D Secure, BKM Express, fast pay) send the buyer
 * back with a signed answer. The order is settled from the bank's own word (bank-callback.server.ts).
 *   - Inside the checkout's 3D Secure modal (an iframe) this page only tells the checkout page the
 *     outcome (postMessage), so a declined card keeps everything the buyer typed;
 *   - as a whole page it goes on: to the order summary, or back to checkout with the reason.
 * An answer that arrives without the session that placed the order (no cookie, or another
 * visitor's) is settled all the same, but the page says so in Turkish where it is and touches no
 * session: writing one would replace the shopper's cookie, and with it their basket.
 */
import { useEffect, useState } from "react";
import { data, href, redirect } from "react-router";
import type { Route } from "./+types/payment.callback";
import { handleBankCallback } from "#app/domain/checkout/bank-callback.server";
import { notPaidElsewhere, PAID_ELSEWHERE } from "#app/domain/checkout/messages";
import { summaryUrl } from "#app/domain/order-core/order-links";
import { paymentProvider } from "#app/domain/payments/provider";
import { readBody } from "#app/lib/api.server";

export const PAYMENT_MESSAGE = "minik-dunya-payment";
export type PaymentMessage = { type: typeof PAYMENT_MESSAGE; ok: boolean; reason: string; redirectUrl: string };
/** What the page shows: the message for the checkout, and, without the order's session, why it stays here. */
type Answer = PaymentMessage & { elsewhere: string | null; frame: boolean };

const NO_STORE = { "Cache-Control": "no-store" };

export const meta: Route.MetaFunction = () => [{ title: "Ödeme | Minik Dünya" }, { name: "robots", content: "noindex" }];

/** Requests whose action answered with a page to show (the loader runs after it, as a GET, with the same context). */
const answeredHere = new WeakSet<object>();

export function loader({ request, context }: Route.LoaderArgs) {
  // After the action React Router runs this loader with the same headers: inside the checkout's
  // modal (an iframe), or when the page itself must explain, the page renders; opened on its own it goes to /cart.
  if (request.headers.get("sec-fetch-dest") === "iframe" || answeredHere.has(context)) return null;
  return redirect(href("/cart"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const form = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const session = await context.session.get();
  const outcome = await handleBankCallback(context.db, paymentProvider(context.db), form, {
    userId: session?.userId ?? null,
    sessionId: session?.id ?? null,
  });
  const message: PaymentMessage = outcome.ok
    ? { type: PAYMENT_MESSAGE, ok: true, reason: "", redirectUrl: summaryUrl(outcome.orderHash) }
    : {
        type: PAYMENT_MESSAGE,
        ok: false,
        reason: outcome.reason,
        redirectUrl: outcome.guest ? href("/payment/guest-checkout") : href("/payment/checkout"),
      };
  const elsewhere = outcome.ownSession ? null : outcome.ok ? PAID_ELSEWHERE : notPaidElsewhere(outcome.reason);
  const frame = request.headers.get("sec-fetch-dest") === "iframe";
  if (frame || elsewhere) {
    answeredHere.add(context);
    return data({ ...message, elsewhere, frame } satisfies Answer, { headers: NO_STORE });
  }
  if (!message.ok) await context.session.set({ paymentError: message.reason });
  throw redirect(message.redirectUrl);
}

/** How long a frame waits for the checkout page around it to take over before it explains itself. */
const FRAME_PATIENCE_MS = 3_000;

export default function PaymentCallback({ actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  // Inside the checkout's frame the page around it normally takes over at once (it has the
  // session even when this frame's request had none); only a frame left alone explains why.
  const [leftAlone, setLeftAlone] = useState(false);
  useEffect(() => {
    if (!answer) return;
    const { elsewhere, frame: _frame, ...message } = answer;
    if (window.parent === window) {
      if (!elsewhere) window.location.replace(message.redirectUrl);
      return;
    }
    window.parent.postMessage(message, window.location.origin);
    if (!elsewhere) return;
    const timer = setTimeout(() => setLeftAlone(true), FRAME_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [answer]);
  if (answer?.elsewhere && (!answer.frame || leftAlone)) {
    return (
      <main className="mx-auto max-w-md p-6 text-center">
        <h1 className="text-lg font-extrabold">{answer.ok ? "Ödemeniz Alındı" : "Ödeme Tamamlanmadı"}</h1>
        <p className="mt-3" role="status">
          {answer.elsewhere}
        </p>
        <p className="mt-4 flex flex-wrap justify-center gap-4 font-extrabold text-brand-700 underline">
          {answer.ok ? (
            <>
              <a href={href("/kullanici/siparislerim")} target="_top">
                Siparişlerim
              </a>
              <a href={href("/siparis-takip")} target="_top">
                Sipariş Takip
              </a>
            </>
          ) : (
            <a href={href("/cart")} target="_top">
              Sepetim
            </a>
          )}
        </p>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-md p-6 text-center">
      <p className="font-bold">
        {answer?.ok ? "Ödemeniz onaylandı, siparişinize yönlendiriliyorsunuz…" : (answer?.reason ?? "İşleminiz Yapılıyor")}
      </p>
      {answer ? (
        <a className="mt-4 inline-block font-extrabold text-brand-700 underline" href={answer.redirectUrl} target="_top">
          Devam
        </a>
      ) : null}
    </main>
  );
}
