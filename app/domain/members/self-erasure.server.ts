/**
 * A member erases their own account (KVKK 6698 art. 7 and 11/1-e), from /kullanici/kisisel-verilerim:
 *   1. requestErasureCode: a 4-digit code by SMS to the member's verified phone (the one SMS-code
 *      machinery of verification-codes.server.ts: 5 minutes, single use, 5 wrong tries, hourly
 *      limits per phone and per address). A stolen session alone cannot erase: the code goes to the
 *      phone, never to the page.
 *   2. confirmErasure: the right code runs the back office's erasure (member-erasure.server.ts: the
 *      same rules, audited as asked by the member); the route then ends the session. A wrong,
 *      expired or used code erases nothing and says why in Turkish.
 * What the erasure keeps, and why, is ERASURE_KEEPS (erasure-keeps.ts), shown before and after.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { issueCode, verifyCode } from "#app/domain/accounts/verification-codes.server";
import { formatPhone } from "#app/lib/phone";
import { eraseOwnAccount } from "./member-erasure.server";
import { ERASURE_NO_PHONE, ERASURE_CODE_SENT } from "./erasure-keeps";

/** The purpose of the code (verification_codes.purpose); its target is the member's phone. */
export const ERASURE_PURPOSE = "kvkk-erase";

/** Ends with the code, like the other code SMS (phones offer to copy it). */
export const erasureCodeSms = (code: string) =>
  `Minik Dünya hesabınızı silmek için onay kodunuz. Siz istemediyseniz kimseyle paylaşmayın: ${code}`;

export type ErasureFailure = { ok: false; reason: string; status: number; expiresAt?: Date };

async function verifiedPhone(db: Db, userId: number): Promise<string | null> {
  const [member] = await db
    .select({ phone: users.phone, verified: users.phoneVerifiedAt, erased: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  return member && !member.erased && member.phone && member.verified ? member.phone : null;
}

/** Step 1 ('Hesabımı Sil'): the code goes to the member's verified phone; while one still runs, its countdown is answered. */
export async function requestErasureCode(
  db: Db,
  userId: number,
  ip: string,
): Promise<{ ok: true; message: string; phone: string; expiresAt: Date } | ErasureFailure> {
  const phone = await verifiedPhone(db, userId);
  if (!phone) return { ok: false, reason: ERASURE_NO_PHONE, status: 409 };
  const issued = await issueCode(db, {
    purpose: ERASURE_PURPOSE,
    target: phone,
    ip,
    messages: (code) => [{ kind: "auth.erasureCode", channel: "sms", to: phone, body: erasureCodeSms(code), userId }],
  });
  // A code still running: the same countdown (no second SMS).
  if (!issued.ok && !issued.expiresAt) return { ok: false, reason: issued.reason, status: issued.status };
  return { ok: true, message: ERASURE_CODE_SENT, phone: formatPhone(phone), expiresAt: issued.expiresAt! };
}

/** Step 2 ('Hesabımı Kalıcı Olarak Sil'): the code of the member's phone; the right one erases the account. */
export async function confirmErasure(db: Db, userId: number, code: string): Promise<{ ok: true } | ErasureFailure> {
  const phone = await verifiedPhone(db, userId);
  if (!phone) return { ok: false, reason: ERASURE_NO_PHONE, status: 409 };
  const checked = await verifyCode(db, { purpose: ERASURE_PURPOSE, target: phone, code });
  if (!checked.ok) return { ok: false, reason: checked.reason, status: checked.kind === "format" ? 422 : 400 };
  const erased = await eraseOwnAccount(db, userId);
  return erased.ok ? { ok: true } : { ok: false, reason: erased.reason, status: erased.status };
}
