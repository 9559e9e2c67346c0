/**
 * /kullanici/joker-puanlarim: Joker Puanlarım: the member's points balance, the
 * reward campaigns to pick from (spec section 3 "Reward campaign") and the points ledger (earned,
 * spent, returned, revoked). Members only, never cached or indexed. POST `code` picks a running
 * reward campaign for the signed-in member (nobody else's: the member comes from the session).
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/kullanici.joker-puanlarim";
import { AccountShell } from "#app/components/account/account-shell";
import { JokerPoints } from "#app/components/account/joker-points";
import { jokerBalance } from "#app/domain/checkout/checkout-quote.server";
import { pointLedger } from "#app/domain/rewards/points-ledger.server";
import { chooseReward, rewardChoices } from "#app/domain/rewards/reward-campaigns.server";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Joker Puanlarım | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const [balance, choices, ledger, settings] = await Promise.all([
    jokerBalance(context.db, userId),
    rewardChoices(context.db, userId),
    pointLedger(context.db, userId),
    loadShopSettings(context.db),
  ]);
  return data({ balance: balance.points, pointsPer100Lira: settings.pointsPer100Lira, choices, ledger }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const outcome = await chooseReward(context.db, userId, (await readBody(request)).code);
  return data(outcome.ok ? { ok: true, message: outcome.message } : { ok: false, message: outcome.reason }, {
    status: outcome.ok ? 200 : 422,
    headers: NO_STORE,
  });
}

export default function JokerPointsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <AccountShell title="Joker Puanlarım" active="joker-puanlarim">
      {actionData?.message && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mb-4 rounded-lg p-3 text-sm font-bold ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      )}
      <JokerPoints
        balance={loaderData.balance}
        pointsPer100Lira={loaderData.pointsPer100Lira}
        choices={loaderData.choices}
        ledger={loaderData.ledger}
        busy={busy}
      />
    </AccountShell>
  );
}
