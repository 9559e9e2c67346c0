/**
 * The member's kids (spec sections 2, 3, 5, 7): listed, added (at most 4), updated and deleted,
 * every query scoped by the member's id from the session: another member's kid id acts like an
 * unknown one ('Çocuk bulunamadı.') and nothing changes. Adds take a per-member lock, so two
 * adds at once can never make a fifth kid.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { kids } from "#app/db/schema";
import { KID_DELETED, KID_LIMIT, KID_NOT_FOUND, KID_SAVED, MAX_KIDS, type Kid, type KidForm } from "./kid.schema";

export type { Kid };
export type KidOutcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; reason: string; status: number };

const columns = { id: kids.id, name: kids.name, gender: kids.gender, day: kids.birthDay, month: kids.birthMonth, year: kids.birthYear };
const asKid = (row: { id: number; name: string; gender: string | null; day: number; month: number; year: number }): Kid => ({
  ...row,
  gender: row.gender === "K" || row.gender === "E" ? row.gender : null,
});
const notFound = () => ({ ok: false as const, reason: KID_NOT_FOUND, status: 404 });
const mine = (userId: number, kidId: number) => and(eq(kids.id, kidId), eq(kids.userId, userId));
const fields = (form: KidForm) => ({
  name: form.name,
  gender: form.gender,
  birthDay: form.day,
  birthMonth: form.month,
  birthYear: form.year,
});

/** The member's kids in the order they were added. */
export async function listKids(db: Db, userId: number): Promise<Kid[]> {
  const rows = await db.select(columns).from(kids).where(eq(kids.userId, userId)).orderBy(asc(kids.id));
  return rows.map(asKid);
}

/** Adds a kid, refused once the member has 4 ('En fazla 4 çocuk bilgisi ekleyebilirsiniz.', 409). */
export async function addKid(db: Db, userId: number, form: KidForm): Promise<KidOutcome<{ kid: Kid }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kids:u:${userId}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(kids).where(eq(kids.userId, userId));
    if (n >= MAX_KIDS) return { ok: false as const, reason: KID_LIMIT, status: 409 };
    const [row] = await tx
      .insert(kids)
      .values({ userId, ...fields(form) })
      .returning(columns);
    return { ok: true as const, message: KID_SAVED, kid: asKid(row) };
  });
}

/** Updates one of the member's own kids; any other id is 'Çocuk bulunamadı.' (404). */
export async function updateKid(db: Db, userId: number, kidId: number, form: KidForm): Promise<KidOutcome<{ kid: Kid }>> {
  const [row] = await db.update(kids).set(fields(form)).where(mine(userId, kidId)).returning(columns);
  return row ? { ok: true, message: KID_SAVED, kid: asKid(row) } : notFound();
}

/** Deletes one of the member's own kids ('Çocuk silindi.'); any other id is 'Çocuk bulunamadı.' (404). */
export async function deleteKid(db: Db, userId: number, kidId: number): Promise<KidOutcome> {
  const deleted = await db.delete(kids).where(mine(userId, kidId)).returning({ id: kids.id });
  return deleted.length > 0 ? { ok: true, message: KID_DELETED } : notFound();
}
