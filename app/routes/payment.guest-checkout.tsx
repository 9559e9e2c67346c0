/**
 * /payment/guest-checkout: the guest's checkout (spec sections 2, 4, 6; PRODUCT.md "Guest checkout"). A
 * member goes to /payment/checkout; an empty basket goes back to /cart. The page: components/checkout/.
 */
import { data, type ShouldRevalidateFunction } from "react-router";
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";
import type { Route } from "./+types/payment.guest-checkout";
import { CheckoutPage } from "#app/components/checkout/checkout-page";
import { checkoutPageData } from "#app/http/checkout-page.server";
import { seoMeta } from "#app/domain/seo";

export const meta: Route.MetaFunction = () => seoMeta({ title: "Ödeme", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return data(await checkoutPageData(context, "guest"), { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The page keeps what is typed: calls elsewhere on the page do not reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export default function GuestCheckout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
