/** Domain tests of members: a fresh database with one member (Deneme123), or a member added to one. */
import type { Db } from "#app/db/client.server";
import { openTestDb } from "./test-db";
import { users } from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";

export async function openDbWithMember() {
  const { db, close } = await openTestDb();
  const [row] = await db
    .insert(users)
    .values({
      email: "ayse@example.com",
      phone: "05321234567",
      passwordHash: await hashPassword("Deneme123"),
      firstname: "Ayşe",
      lastname: "Yılmaz",
    })
    .returning({ id: users.id });
  return { db, close, userId: row.id };
}

/** A member with this phone (or none) and e-mail, no password to sign in with; their id. */
export async function insertMember(db: Db, phone: string | null, email: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email, phone, passwordHash: "x", firstname: "Ayşe", lastname: "Işık" })
    .returning({ id: users.id });
  return row.id;
}
