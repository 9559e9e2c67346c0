/**
 * POST /payment/ajax/voucher-check {voucherCode}: whether a gift voucher can be used and its
 * balance, so checkout shows what it takes off the total (the order checks it again).
 * → {success, code, balance} | 422 {success: false, reason} | 429 when the address guessed too often.
 */
import type { Route } from "./+types/payment.ajax.voucher-check";
import { VOUCHER_INVALID } from "#app/domain/vouchers/messages";
import { formField } from "#app/domain/checkout/pay-form.schema";
import { voucherMissed, voucherThrottled } from "#app/domain/vouchers/voucher-guard.server";
import { voucherBalance } from "#app/domain/vouchers/vouchers.server";
import { fail, methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { toLira } from "#app/lib/money";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const throttled = await voucherThrottled(context.db, context.ip);
  if (throttled) return fail(throttled, 429);
  const voucher = await voucherBalance(context.db, formField(await readBody(request), "voucherCode"));
  if (!voucher) {
    await voucherMissed(context.db, context.ip);
    return fail(VOUCHER_INVALID, 422);
  }
  return ok({ code: voucher.code, balance: toLira(voucher.balanceKurus) }, { headers: { "Cache-Control": "no-store" } });
}
