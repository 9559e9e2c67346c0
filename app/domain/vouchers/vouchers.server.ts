/**
 * Gift vouchers (they reduce the total): a code with a balance and an expiry. One rule for
 * "usable" (known, not expired, something left), shared by the checkout's check and the order.
 * Codes are compared in ASCII capitals without spaces.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { giftCards } from "#app/db/schema";
import { normalizeVoucherCode } from "./voucher-code";

export const usableVoucher = (code: string) =>
  and(eq(giftCards.code, normalizeVoucherCode(code)), gt(giftCards.expiresAt, new Date()), gt(giftCards.balanceKurus, 0));

/** A usable voucher's balance, or null. */
export async function voucherBalance(db: Pick<Db, "select">, code: string): Promise<{ code: string; balanceKurus: number } | null> {
  if (!normalizeVoucherCode(code)) return null;
  const [row] = await db.select({ code: giftCards.code, balanceKurus: giftCards.balanceKurus }).from(giftCards).where(usableVoucher(code));
  return row ?? null;
}
