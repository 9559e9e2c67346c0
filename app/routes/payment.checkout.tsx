/**
 * /payment/checkout: the member's checkout (spec sections 2, 4). A guest logs in first
 * and comes back; an empty basket goes back to /cart. The page: components/checkout/.
 * `?sepet=hediye` pays the gift basket (Hediye Sepetim): it ships to the gift list
 * owner's address, which the page never shows.
 */
import { data, type ShouldRevalidateFunction } from "react-router";
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";
import type { Route } from "./+types/payment.checkout";
import { CheckoutPage } from "#app/components/checkout/checkout-page";
import { checkoutPageData } from "#app/http/checkout-page.server";
import { seoMeta } from "#app/domain/seo";

export const meta: Route.MetaFunction = () => seoMeta({ title: "Ödeme", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const basket = new URL(request.url).searchParams.get("sepet") === "hediye" ? "gift" : "own";
  return data(await checkoutPageData(context, "member", basket), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The page keeps what is typed: calls elsewhere on the page do not reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export default function MemberCheckout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
