/**
 * Gift voucher codes are worth money, so guessing them is throttled like logins (the same rule and
 * table as login-throttle: from the 5th wrong code on an address waits, from the 10th it is locked
 * for 15 minutes). Counted per address, for the checkout's check and for the order alike; a right
 * code does not wipe the count.
 */
import type { Db } from "#app/db/client.server";
import { checkThrottle, recordFailure } from "#app/domain/throttle/login-throttle.server";

const keysOf = (ip: string) => [`voucher-ip:${ip || "unknown"}`];

/** null when this address may try a code now, else the Turkish refusal. */
export const voucherThrottled = (db: Db, ip: string) => checkThrottle(db, keysOf(ip));

/** A wrong (unknown, spent or expired) code was tried from this address. */
export const voucherMissed = (db: Db, ip: string) => recordFailure(db, keysOf(ip));
