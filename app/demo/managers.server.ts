/**
 * The demo's back-office managers (demo mode only; a live shop makes its managers with
 * `npm run admin:create-manager`): one per role, so a tester can try what each may and may not
 * open. All sign in with DEMO_MANAGER_PASSWORD; each phone gets its SMS code at /__dev/outbox.
 * Added when missing at every demo start (a shop seeded before the back office had roles keeps
 * its demo manager, moved by migration 0021, and gets the others), never changed once there.
 */
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { managers, stores } from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";
import { managerEmails } from "#app/domain/back-office/managers.server";
import type { ManagerRole } from "#app/domain/permissions/permissions";

export const DEMO_MANAGER_PASSWORD = "Yonetici123";

export const DEMO_MANAGERS: readonly { email: string; name: string; phone: string; role: ManagerRole }[] = [
  { email: "yonetici@example.com", name: "Mehmet Öztürk", phone: "05329998877", role: "owner" },
  { email: "siparis@example.com", name: "Zeynep Arslan", phone: "05329998878", role: "orders" },
  { email: "katalog@example.com", name: "Emre Şahin", phone: "05329998879", role: "catalogue" },
  // The store role works for the first demo store.
  { email: "magaza@example.com", name: "Gülşen Çelik", phone: "05329998876", role: "store" },
];

/** The owner's phone: the demo's back-office SMS code is read at /__dev/outbox. */
export const DEMO_MANAGER_PHONE = DEMO_MANAGERS[0].phone;

/**
 * Adds the demo managers that are missing (one password hash for them, made only when one is
 * missing); answers the demo owner's id (the reviewer of the demo's approved comments).
 */
export async function ensureDemoManagers(db: Db | Tx, passwordHash: () => Promise<string>): Promise<number | null> {
  const present = await managerEmails(
    db,
    DEMO_MANAGERS.map((m) => m.email),
  );
  const missing = DEMO_MANAGERS.filter((m) => !present.has(m.email));
  if (missing.length > 0) {
    const hash = await passwordHash();
    const [firstStore] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
    const rows = missing
      .filter((m) => m.role !== "store" || firstStore)
      .map((m) => ({
        email: m.email,
        name: m.name,
        phone: m.phone,
        passwordHash: hash,
        role: m.role,
        storeId: m.role === "store" ? firstStore!.id : null,
      }));
    // A phone already taken by another manager (one made by hand) leaves that demo manager out.
    if (rows.length) await db.insert(managers).values(rows).onConflictDoNothing();
  }
  const [owner] = await db.select({ id: managers.id }).from(managers).where(eq(managers.email, DEMO_MANAGERS[0].email));
  return owner?.id ?? null;
}

/** A demo shop seeded earlier: the demo managers it lacks arrive at its next start. */
export const addDemoManagers = (db: Db) => ensureDemoManagers(db, () => hashPassword(DEMO_MANAGER_PASSWORD));
