/**
 * /hediye-kart-islemleri (spec section 2 'Gift card page'): a Minik Dünya gift card
 * of a chosen amount for a gift list's owner (`?wishList={id}`, from the list's page): the card
 * goes into the gift basket (GET /cart/add_gift_card), and once the order is paid its code is
 * e-mailed to the owner, to spend at checkout as a gift voucher whose rest stays on the card. The
 * page names the owner and the list, never their address or e-mail. Without a list (or with one
 * whose day has passed) it points to Hediye Listesi Ara. Guests see it and are asked to log in
 * to buy (the login brings them back here). Not cached, not indexed with a list.
 */
import { data } from "react-router";
import type { Route } from "./+types/hediye-kart-islemleri";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { GiftCardPage } from "#app/components/gift-cards/gift-card-page";
import { giftCardOptions } from "#app/domain/gift-cards/gift-card-catalogue.server";
import { giftCardTarget } from "#app/domain/member-lists/gift-purchases.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: "Hediye Kartı | Minik Dünya" },
  { name: "description", content: "Sevdiklerinizin hediye listesine e-posta ile gönderilen Minik Dünya hediye kartı." },
  ...(location.search ? [{ name: "robots", content: "noindex" }] : []),
];

/** A GET asked as JSON answers the loader's data: the amounts on offer and whom they go to (app/entry.server.tsx). */
export const handle = { json: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const listId = parseId(new URL(request.url).searchParams.get("wishList"));
  const [options, target, userId] = await Promise.all([
    giftCardOptions(context.db),
    giftCardTarget(context.db, listId),
    context.session.userId(),
  ]);
  return data({ options, target, asked: listId != null, member: userId != null }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function GiftCardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Hediye Kartı" }]} />
      <h1 className="mt-4 text-2xl font-extrabold text-ink">Hediye Kartı</h1>
      <p className="mt-1 mb-6 max-w-2xl text-slate-600">
        Minik Dünya hediye kartı, sevdiklerinizin hediye listesi için e-posta ile gönderilir. Kart sahibi kodu internet sitemizdeki
        alışverişlerinde ödeme sayfasındaki &apos;Hediye Çeki&apos; alanına yazarak kullanır; kullanmadığı tutar kartta kalır. Kart 1 yıl
        geçerlidir.
      </p>
      <GiftCardPage {...loaderData} />
    </div>
  );
}
