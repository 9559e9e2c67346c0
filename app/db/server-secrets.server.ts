/**
 * Keys the shop makes for itself on first use and keeps in server_secrets, so every process of the
 * shop (WEB_CONCURRENCY, several machines on one database) uses the same one and a restart keeps
 * it. Nothing to configure; to change a key, delete its row and restart the processes.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.server";
import { serverSecrets } from "./schema";

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The secret named `name`: made by the first process to ask, read by every other one, and kept by
 * each process for its database (a key changes only with a restart, as above).
 */
export function serverSecret(db: Db, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrMake(db, name);
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function readOrMake(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: serverSecrets.secret }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.secret;
}
