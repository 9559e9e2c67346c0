/**
 * /kullanici/siparislerim: Siparişlerim (spec section 2 "My orders"; section 8: redirectMyOrders
 * sends here). The signed-in member's orders, newest first, ten a page (?sayfa=N), each a card
 * whose 'Sipariş Detayı' opens the order's summary page. Members only; never cached or indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.siparislerim";
import { AccountShell } from "#app/components/account/account-shell";
import { pageFromSearch } from "#app/components/listing/listing-state";
import { MemberOrdersList } from "#app/components/orders/member-orders-list";
import { requireMember } from "#app/domain/accounts/require-member.server";
import { listMemberOrders } from "#app/domain/orders/member-orders.server";

export const meta: Route.MetaFunction = () => [{ title: "Siparişlerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const list = await listMemberOrders(context.db, userId, pageFromSearch(new URL(request.url).search));
  return data({ list }, { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function MyOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Siparişlerim" active="siparislerim">
      <MemberOrdersList list={loaderData.list} />
    </AccountShell>
  );
}
