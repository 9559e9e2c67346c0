/**
 * /abonelik: Abonelik Paketleri (spec sections 2 and 3: 'package and week
 * selects, baby/child tabs, address change'; 'Subscription option: productId, attribute,
 * estimatedSendDate'). The baby and child tabs (`?sekme=cocuk` opens the child's) with the products
 * suited to recurring delivery, each with its package, week and quantity selects, the price of a
 * delivery and the estimated first send date; the member's delivery address ('Adresi değiştir':
 * another of theirs, or a new one through the address popup) and saved card; and the member's
 * subscriptions ('Aboneliklerim', #aboneliklerim) with their next send date, status, last outcome
 * and 'Duraklat' / 'Devam Et' / 'İptal Et'. A guest sees the products and is asked to sign in.
 * The calls the page makes: abonelik.olustur.ts, abonelik.$id.$islem.ts. Never cached (it holds
 * the member's subscriptions; a guest's stock and dates change too).
 */
import { data, href } from "react-router";
import type { Route } from "./+types/abonelik";
import { SubscriptionPage } from "#app/components/subscriptions/subscription-page";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { loadSubscriptionPage } from "#app/domain/subscriptions/subscription-page.server";
import { isAudience } from "#app/domain/subscriptions/subscription.schema";
import { NO_STORE } from "#app/lib/cache-control";
import { publicOrigin } from "#app/lib/public-url.server";

const DESCRIPTION =
  "Bebek bezi, ıslak mendil, mama, pişik kremi ve daha fazlası seçtiğiniz sıklıkta kapınızda. Minik Dünya abonelik paketleri: dilediğiniz zaman duraklatın ya da iptal edin.";

export const meta: Route.MetaFunction = ({ data: page }) =>
  seoMeta({ title: "Abonelik Paketleri", description: DESCRIPTION, url: page?.canonical });

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  const sekme = new URL(request.url).searchParams.get("sekme");
  const page = await loadSubscriptionPage(context.db, userId);
  return data(
    { ...page, tab: isAudience(sekme) ? sekme : ("bebek" as const), canonical: canonicalUrl(href("/abonelik"), publicOrigin()) },
    { headers: NO_STORE },
  );
}

export default function SubscriptionsRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriptionPage data={loaderData} />;
}
