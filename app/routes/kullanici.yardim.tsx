/**
 * /kullanici/yardim: help (spec section 2 'help collapsibles'), open to everyone: the header's
 * 'Yardım' leads here. The questions (the shipping and points answers name the shop's current
 * values), 'Bize Ulaşın' and the app-link SMS sender (#uygulama). A signed-in member sees it in the
 * account's frame beside their other pages; a guest on a page of its own. Not indexed.
 */
import { Breadcrumbs } from "#app/components/breadcrumbs";
import type { Route } from "./+types/kullanici.yardim";
import { AccountShell } from "#app/components/account/account-shell";
import { HelpContent } from "#app/components/account/help-content";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";

export const meta: Route.MetaFunction = () => [{ title: "Yardım | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const [userId, settings] = await Promise.all([context.session.userId(), loadShopSettings(context.db)]);
  return { settings, member: userId != null };
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const content = <HelpContent settings={loaderData.settings} />;
  if (loaderData.member) {
    return (
      <AccountShell title="Yardım" active="yardim">
        {content}
      </AccountShell>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Yardım" }]} />
      <section aria-labelledby="yardim-baslik" className="mx-auto mt-5 max-w-4xl">
        <h1 id="yardim-baslik" className="mb-5 text-2xl font-black text-ink">
          Yardım
        </h1>
        {content}
      </section>
    </div>
  );
}
