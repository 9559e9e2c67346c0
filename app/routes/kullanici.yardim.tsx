/** /kullanici/yardim: help collapsibles (spec section 2), members only like every account page; the shipping and points answers name the shop's current values. */
import { data, Link } from "react-router";
import type { Route } from "./+types/kullanici.yardim";
import { AccountShell } from "#app/components/account/account-shell";
import { HelpQuestions } from "#app/components/account/help-questions";
import { requireMember } from "#app/domain/accounts/require-member.server";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";

export const meta: Route.MetaFunction = () => [{ title: "Yardım | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context.session);
  return data({ settings: await loadShopSettings(context.db) }, { headers: { "Cache-Control": "no-store" } });
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title="Yardım" active="yardim">
      <p className="mb-4 text-[15px] text-slate-600">
        Sık sorulan soruların yanıtları aşağıda. Aradığınızı bulamazsanız{" "}
        <Link to="/bize-ulasin" className="font-bold text-brand-700 underline underline-offset-2">
          Bize Ulaşın
        </Link>{" "}
        sayfasından bize yazabilirsiniz.
      </p>
      <HelpQuestions settings={loaderData.settings} />
    </AccountShell>
  );
}
