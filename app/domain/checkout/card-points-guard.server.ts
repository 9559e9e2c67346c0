/**
 * Asking what a card holds in points tells whether the card is real, without 3D Secure: a card
 * tester's oracle. So every such question counts against the asking address like a wrong login
 * (login-throttle's rule and table: from the 5th in a day the next waits, from the 10th the address
 * is locked for 15 minutes). A shopper asks once or twice per order.
 */
import type { Db } from "#app/db/client.server";
import { checkThrottle, recordFailure } from "#app/domain/throttle/login-throttle.server";

const keysOf = (ip: string) => [`card-points-ip:${ip || "unknown"}`];

/** null when this address may ask now (and the question is counted), else the Turkish refusal. */
export async function cardPointsThrottled(db: Db, ip: string): Promise<string | null> {
  const refusal = await checkThrottle(db, keysOf(ip));
  if (!refusal) await recordFailure(db, keysOf(ip));
  return refusal;
}
