/**
 * The member's baby (spec sections 2, 3): one birth date per member (born, or expected), saved
 * over the previous one or cleared. Scoped by the member's id from the session.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { babies } from "#app/db/schema";
import type { Ymd } from "#app/lib/birth-date";
import type { BabyForm } from "./baby.schema";

export async function loadBaby(db: Db, userId: number): Promise<Ymd | null> {
  const [row] = await db
    .select({ day: babies.birthDay, month: babies.birthMonth, year: babies.birthYear })
    .from(babies)
    .where(eq(babies.userId, userId));
  return row ?? null;
}

export async function saveBaby(db: Db, userId: number, form: BabyForm): Promise<Ymd> {
  const values = { birthDay: form.day, birthMonth: form.month, birthYear: form.year };
  await db
    .insert(babies)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: babies.userId, set: { ...values, updatedAt: sql`now()` } });
  return { day: form.day, month: form.month, year: form.year };
}

/** Removes the member's baby info; true when there was some. */
export async function clearBaby(db: Db, userId: number): Promise<boolean> {
  const deleted = await db.delete(babies).where(eq(babies.userId, userId)).returning({ userId: babies.userId });
  return deleted.length > 0;
}
