/**
 * GET/POST /sandbox/3ds/:transactionId — the sandbox bank's 3D Secure page (PRODUCT.md: `Onayla`
 * approves, `Reddet` declines), shown by checkout in a modal iframe or as a page. Exists only while
 * the sandbox is the payment provider.
 */
import { sandboxTransactionRoute } from "#app/http/sandbox-routes.server";
import { sandboxPaths } from "#app/domain/payments/sandbox-provider.server";

const page = sandboxTransactionRoute("card", sandboxPaths.threeDs);
export const loader = page.loader;
export const action = page.action;
