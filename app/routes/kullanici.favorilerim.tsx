/**
 * /kullanici/favorilerim: Favorilerim (spec section 2, member account: favourites). The signed-in
 * member's favourite products; members only, never cached or indexed.
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.favorilerim";
import { AccountShell } from "#app/components/account/account-shell";
import { FavouritesGrid } from "#app/components/member-lists/favourites-grid";
import { favouriteItems } from "#app/domain/member-lists/member-products.server";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Favorilerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  return data({ favourites: await favouriteItems(context.db, userId) }, { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Favorilerim" active="favorilerim">
      <FavouritesGrid favourites={loaderData.favourites} />
    </AccountShell>
  );
}
