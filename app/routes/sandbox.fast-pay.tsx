/**
 * GET/POST /sandbox/fast-pay — the sandbox fast-pay endpoint: checkout posts the signed `formData`
 * of `startFastPay` here; the page asks `Onayla` / `Reddet` and posts the signed result back to the
 * shop. GET with the same fields in the query shows the page too. Exists only while the sandbox
 * is the payment provider.
 */
import type { Route } from "./+types/sandbox.fast-pay";
import { readBody, readQuery } from "#app/lib/api.server";
import { sandboxActive } from "#app/domain/payments/provider";
import { bankPageResponse, sandboxUnavailableResponse } from "#app/http/sandbox-bank-page.server";
import { fastPayTarget, sandboxDecide, sandboxPage } from "#app/domain/payments/sandbox-pages.server";
import { sandboxPaths } from "#app/domain/payments/sandbox-provider.server";

const NOT_FOUND = { view: "not-found", kind: "fastpay" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!sandboxActive()) return sandboxUnavailableResponse();
  const target = fastPayTarget(readQuery(request), sandboxPaths.fastPay);
  return bankPageResponse(target ? await sandboxPage(context.db, target) : NOT_FOUND, context.cspNonce);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!sandboxActive()) return sandboxUnavailableResponse();
  const body = await readBody(request);
  const target = fastPayTarget(body, sandboxPaths.fastPay);
  if (!target) return bankPageResponse(NOT_FOUND, context.cspNonce);
  // The shop's first post carries only the form data: show the page; the buyer's answer decides.
  if (body.decision === undefined) return bankPageResponse(await sandboxPage(context.db, target), context.cspNonce);
  const { state, status } = await sandboxDecide(context.db, target, body.decision);
  return bankPageResponse(state, context.cspNonce, status);
}
