/**
 * GET/POST /sandbox/3ds/:transactionId — the sandbox bank's 3D Secure page (PRODUCT.md: `Onayla`
 * approves, `Reddet` declines), shown by checkout in a modal iframe or as a page. Exists only while
 * the sandbox is the payment provider.
 */
import type { Route } from "./+types/sandbox.3ds.$transactionId";
import { readBody } from "#app/lib/api.server";
import { sandboxActive } from "#app/domain/payments/provider";
import { bankPageResponse, sandboxUnavailableResponse } from "#app/domain/payments/sandbox-bank-page";
import { sandboxDecide, sandboxPage } from "#app/domain/payments/sandbox-pages.server";
import { sandboxPaths } from "#app/domain/payments/sandbox-provider.server";

const target = (id: string) => ({ id, kind: "card" as const, action: sandboxPaths.threeDs(id) });

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!sandboxActive()) return sandboxUnavailableResponse();
  return bankPageResponse(await sandboxPage(context.db, target(params.transactionId)), context.cspNonce);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!sandboxActive()) return sandboxUnavailableResponse();
  const body = await readBody(request);
  const { state, status } = await sandboxDecide(context.db, target(params.transactionId), body.decision);
  return bankPageResponse(state, context.cspNonce, status);
}
