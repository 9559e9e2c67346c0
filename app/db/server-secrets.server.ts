/**
 * Keys the shop makes for itself on first use and keeps in server_secrets, so every process of the
 * shop (WEB_CONCURRENCY, several machines on one database) uses the same one and a restart keeps
 * it. Nothing to configure; to change a key, delete its row and restart the processes.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.server";
import { serverSecrets } from "./schema";

/** The secret named `name`: made by the first process to ask, read by every other one. */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: serverSecrets.secret }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.secret;
}
