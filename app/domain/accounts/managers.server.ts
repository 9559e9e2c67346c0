/** Managers (back-office users) of a live shop are created from the command line, never with known passwords. */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { hashPassword } from "./password.server";

/** The phone receives the back office's second factor (domain/back-office/manager-login.server.ts). */
export type NewManager = { email: string; password: string; phone: string; firstname: string; lastname: string };

/** Creates the manager, or promotes and re-keys an existing account with that e-mail. */
export async function upsertManager(db: Db, m: NewManager): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(m.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, m.email));
  if (existing) {
    await db.update(users).set({ role: "manager", passwordHash, phone: m.phone }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ email: m.email, passwordHash, phone: m.phone, firstname: m.firstname, lastname: m.lastname, role: "manager", emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}
