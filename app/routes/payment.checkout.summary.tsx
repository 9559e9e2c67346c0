/**
 * GET /payment/checkout/summary?orderHash={hash}: the order summary / thank-you page (spec
 * section 2, section 3 "Order"). Whoever placed the order (its member, or the guest's session) sees
 * it whole; anyone else with the hash sees it without personal data. With Accept: application/json
 * the same address answers the spec's Order as {success, order} (money as TL numbers). An unknown
 * hash is a 404 inside the shop's layout with spec section 8's 'Hata Oluştu' / 'Sipariş detayı
 * bulunmadı.', as JSON {success: false, reason, message}. Never cached, never indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/payment.checkout.summary";
import { OrderNotFoundPage } from "#app/components/order-summary/order-not-found";
import { OrderSummaryPage } from "#app/components/order-summary/order-summary-page";
import { ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { loadOrderSummary, orderJson } from "#app/domain/orders/order-summary.server";
import { seoMeta } from "#app/domain/seo";
import { wantsJson } from "#app/lib/api.server";

const NO_STORE = { "Cache-Control": "no-store", Vary: "Accept" };

/** GET with Accept: application/json answers the loader's data as JSON (app/entry.server.tsx). */
export const handle = { json: true };

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  seoMeta({
    title:
      loaded && "notFound" in loaded
        ? ORDER_ERROR_TITLE
        : loaded && "order" in loaded && loaded.order.status !== "cancelled"
          ? "Siparişiniz Alındı"
          : "Sipariş Özeti",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const json = wantsJson(request);
  const hash = new URL(request.url).searchParams.get("orderHash");
  const session = await context.session.get();
  const order = await loadOrderSummary(context.db, hash, { userId: session?.userId ?? null, sessionId: session?.id ?? null });
  if (!order) {
    if (json) throw data({ success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND }, { status: 404, headers: NO_STORE });
    return data({ notFound: true as const }, { status: 404, headers: NO_STORE });
  }
  if (json) return data({ success: true as const, order: orderJson(order) }, { headers: NO_STORE });
  return data({ order }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function OrderSummaryRoute({ loaderData }: Route.ComponentProps) {
  // The JSON shape never renders (entry.server answers it as JSON).
  if ("success" in loaderData) return null;
  if ("notFound" in loaderData) return <OrderNotFoundPage />;
  return <OrderSummaryPage order={loaderData.order} />;
}
