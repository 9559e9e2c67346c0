/** Domain tests of login and password reset: a fresh database with one member (Deneme123). */
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
