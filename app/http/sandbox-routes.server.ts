/**
 * The sandbox bank's transaction pages as routes (/sandbox/3ds/:transactionId,
 * /sandbox/bkm/:transactionId): GET shows the transaction, POST decides it
 * (domain/payments/sandbox-pages.server.ts); each answer is the bank's whole HTML page
 * (sandbox-bank-page.server.tsx); nothing is there (404) unless the sandbox is the provider.
 */
import type { AppLoadContext } from "react-router";
import { sandboxActive } from "#app/domain/payments/provider";
import { sandboxDecide, sandboxPage } from "#app/domain/payments/sandbox-pages.server";
import type { SandboxKind } from "#app/domain/payments/sandbox-provider.server";
import { readBody } from "#app/lib/api.server";
import { bankPageResponse, sandboxUnavailableResponse } from "./sandbox-bank-page.server";

type PageArgs = { request: Request; params: Record<string, string | undefined>; context: Pick<AppLoadContext, "db" | "cspNonce"> };

export function sandboxTransactionRoute(kind: SandboxKind, path: (id: string) => string) {
  const target = (params: PageArgs["params"]) => ({ id: params.transactionId ?? "", kind, action: path(params.transactionId ?? "") });
  return {
    loader: async ({ params, context }: PageArgs) => {
      if (!sandboxActive()) return sandboxUnavailableResponse();
      return bankPageResponse(await sandboxPage(context.db, target(params)), context.cspNonce);
    },
    action: async ({ request, params, context }: PageArgs) => {
      if (!sandboxActive()) return sandboxUnavailableResponse();
      const body = await readBody(request);
      const { state, status } = await sandboxDecide(context.db, target(params), body.decision);
      return bankPageResponse(state, context.cspNonce, status);
    },
  };
}
