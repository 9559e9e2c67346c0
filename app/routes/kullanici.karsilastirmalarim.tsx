/**
 * /kullanici/karsilastirmalarim: Karşılaştırmalarım (spec section 2: the comparison popup links to
 * a comparisons page). The signed-in member's compared items side by side; members only, never
 * cached or indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.karsilastirmalarim";
import { AccountShell } from "#app/components/account/account-shell";
import { ComparisonTable } from "#app/components/member-lists/comparison-table";
import { comparedProducts } from "#app/domain/member-lists/member-products.server";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Karşılaştırmalarım | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  return data({ products: await comparedProducts(context.db, userId) }, { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ComparisonsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Karşılaştırmalarım" active="karsilastirmalarim">
      <ComparisonTable products={loaderData.products} />
    </AccountShell>
  );
}
