/**
 * The member's own profile and password (spec sections 2, 5). The member id always comes from the
 * session. A new e-mail clears email_verified_at and voids pending verification links; an e-mail
 * another member uses gets a neutral refusal. A wrong current password counts in the login
 * throttle for that member; a change ends every other session of the member and voids reset links.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { checkThrottle, loginKeys, recordFailure, resetFailures } from "#app/domain/throttle/login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import type { ProfileForm } from "./profile.schema";
import { voidEmailVerifications } from "./email-verification.server";
import { storeNewPassword } from "./new-password.server";
import { isUniqueViolation } from "#app/lib/pg-errors";

export const EMAIL_UNAVAILABLE = "Bu e-posta adresi kullanılamıyor. Lütfen başka bir e-posta adresi giriniz.";
export const CURRENT_PASSWORD_WRONG = "Mevcut şifreniz hatalı. Lütfen kontrol ediniz.";

export type Profile = ProfileForm & { phone: string | null; emailVerified: boolean };

export async function loadProfile(db: Db, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      gender: users.gender,
      phone: users.phone,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const gender = row.gender === "K" || row.gender === "E" ? row.gender : ("" as ProfileForm["gender"]);
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    gender,
    phone: row.phone,
    emailVerified: row.verifiedAt != null,
  };
}

export async function updateProfile(db: Db, userId: number, form: ProfileForm): Promise<{ ok: true } | { ok: false; reason: string }> {
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!current) return { ok: false, reason: EMAIL_UNAVAILABLE };
  const emailChanged = current.email !== form.email;
  if (emailChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, form.email), ne(users.id, userId)))
      .limit(1);
    if (taken) return { ok: false, reason: EMAIL_UNAVAILABLE };
  }
  try {
    await db
      .update(users)
      .set({
        firstname: form.firstname,
        lastname: form.lastname,
        gender: form.gender,
        email: form.email,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: EMAIL_UNAVAILABLE };
    throw error;
  }
  if (emailChanged) await voidEmailVerifications(db, userId);
  return { ok: true };
}

/** The throttle keys of a member: both login identifiers and the address. */
async function memberKeys(db: Db, userId: number, ip: string) {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const keys = loginKeys(user, user.email, ip);
  return { user, keys, identifierKeys: keys.filter((k) => k.startsWith("id:")) };
}

/** Changes the password after checking the current one; keeps only the session `keepSessionId`, voids reset links. */
export async function changePassword(
  db: Db,
  input: { userId: number; currentPassword: string; newPassword: string; ip: string; keepSessionId: string | null },
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const member = await memberKeys(db, input.userId, input.ip);
  if (!member) return { ok: false, reason: CURRENT_PASSWORD_WRONG };
  const throttled = await checkThrottle(db, member.keys);
  if (throttled) return { ok: false, reason: throttled };
  if (!(await verifyPassword(input.currentPassword.slice(0, 1024), member.user.passwordHash))) {
    await recordFailure(db, member.keys);
    return { ok: false, reason: CURRENT_PASSWORD_WRONG };
  }
  await storeNewPassword(db, {
    userId: input.userId,
    passwordHash: await hashPassword(input.newPassword),
    keepSessionId: input.keepSessionId,
  });
  await resetFailures(db, member.identifierKeys);
  return { ok: true };
}
