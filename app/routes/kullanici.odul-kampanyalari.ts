/**
 * The reward programme's choice list as JSON (spec section 3 "Reward campaign"):
 *   GET  → {success, result: [{code, description, multiplier, amount, ratio, endDate, checked}]}
 *          (amount in TL, endDate in Unix seconds; `checked` the signed-in member's choice; a guest
 *          sees the list with nothing checked);
 *   POST {code} → {success, message} picks a running campaign for the signed-in member, or
 *          {success: false, reason} (a guest is told to sign in).
 * Never cached.
 */
import type { Route } from "./+types/kullanici.odul-kampanyalari";
import { chooseReward, rewardChoices } from "#app/domain/rewards/reward-campaigns.server";
import { fail, ok, readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { LOGIN_REQUIRED } from "#app/lib/messages";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  return ok({ result: await rewardChoices(context.db, userId) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await context.session.userId();
  if (userId == null) return fail(LOGIN_REQUIRED, 401, {});
  const outcome = await chooseReward(context.db, userId, (await readBody(request)).code);
  return outcome.ok ? ok({ message: outcome.message }, { headers: NO_STORE }) : fail(outcome.reason, 422);
}
