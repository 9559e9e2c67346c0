/**
 * /kullanici/siparislerim: Siparişlerim (spec section 2 "My orders": order list with detail panel;
 * an optional query parameter hash opens an order, then the URL resets to the list; a location
 * hash switches mobile panels). The member's orders, newest first, ten a page (?sayfa=N), beside
 * the picked order's panel from 1280 px; narrower, the list or the panel, switched by the location
 * hash (#detay shows the panel; the back button returns to the list). `?hash={orderhash}` opens
 * that order (the member's own only) and the address bar then shows the list's URL again;
 * without it the newest order is open. Members only; never cached or indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.siparislerim";
import { AccountShell } from "#app/components/account/account-shell";
import { pageFromSearch } from "#app/components/listing/listing-state";
import { MemberOrdersView } from "#app/components/orders/member-orders-view";
import { memberOrderByHash, memberOrderByNumber } from "#app/domain/orders/order-detail.server";
import { listMemberOrders } from "#app/domain/orders/member-orders.server";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Siparişlerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const url = new URL(request.url);
  const asked = url.searchParams.get("hash");
  // The order asked for by ?hash= is looked up while the list is.
  const [list, opened] = await Promise.all([
    listMemberOrders(context.db, userId, pageFromSearch(url.search)),
    asked ? memberOrderByHash(context.db, userId, asked) : null,
  ]);
  const first = list.orders[0];
  const selected = opened ?? (first ? await memberOrderByNumber(context.db, userId, first.orderNumber) : null);
  return data({ list, selected, opened: opened != null }, { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Siparişlerim" active="siparislerim">
      <MemberOrdersView list={loaderData.list} selected={loaderData.selected} opened={loaderData.opened} />
    </AccountShell>
  );
}
