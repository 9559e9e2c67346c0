/** Who the header greets: the signed-in member's first name, or nobody. */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import type { SessionHandle } from "#app/domain/sessions/session.server";

export type ShellUser = { firstname: string } | null;

export async function loadShellUser(db: Db, session: SessionHandle): Promise<ShellUser> {
  const userId = await session.userId();
  if (userId == null) return null;
  const [row] = await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { firstname: row.firstname } : null;
}
