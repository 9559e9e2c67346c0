/**
 * GET/POST /sandbox/bkm/:transactionId — the sandbox BKM Express widget page (the "instant bank
 * payment widget" of checkout): approve or decline, then the signed result goes back to the shop.
 * Exists only while the sandbox is the payment provider.
 */
import { sandboxTransactionRoute } from "#app/http/sandbox-routes.server";
import { sandboxPaths } from "#app/domain/payments/sandbox-provider.server";

const page = sandboxTransactionRoute("bkm", sandboxPaths.bkm);
export const loader = page.loader;
export const action = page.action;
