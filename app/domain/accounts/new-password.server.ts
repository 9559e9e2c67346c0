/**
 * What a new password does, whichever way it was set (a reset link or the password change page):
 * the hash is stored, every reset link still out is voided, and every other session of the
 * account ends (a thief who had the old password, or a link, is out).
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { sessions, users } from "#app/db/schema";
import { voidLinkTokens } from "./link-tokens.server";

/** verification_codes purpose of password-reset links. */
export const PASSWORD_RESET_PURPOSE = "password-reset";

/** Stores the new hash; ends every session but `keepSessionId` (none: all of them). */
export async function storeNewPassword(db: Db, input: { userId: number; passwordHash: string; keepSessionId: string | null }) {
  const [user] = await db
    .update(users)
    .set({ passwordHash: input.passwordHash })
    .where(and(eq(users.id, input.userId), isNull(users.erasedAt)))
    .returning({ email: users.email, phone: users.phone });
  await voidLinkTokens(db, PASSWORD_RESET_PURPOSE, String(input.userId));
  await db
    .delete(sessions)
    .where(
      input.keepSessionId
        ? and(eq(sessions.userId, input.userId), ne(sessions.id, input.keepSessionId))
        : eq(sessions.userId, input.userId),
    );
  return user ?? null;
}
