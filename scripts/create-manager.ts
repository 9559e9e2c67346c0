/**
 * Creates a back-office manager (managers are not shop members):
 *   MANAGER_PASSWORD=… npm run admin:create-manager -- --email a@b.com --name "Ad Soyad" --phone 05321234567 --role owner
 *   … --role store --store MD3401   (a store manager works for one store: its code)
 * Roles: owner (Mağaza Sahibi: everything), orders (Sipariş Ekibi), catalogue (Katalog Ekibi), store
 * (Mağaza Ekibi); what each may do is app/domain/permissions/permissions.ts. The phone receives the
 * back office's second factor (an SMS code at every sign-in). The password is read from the
 * MANAGER_PASSWORD environment variable (kept out of shell history) and must follow the shop's
 * password rule. An e-mail that is a manager's already gets the new name, phone, role, store and
 * password and is made active again. Either way the audit log records it (never the password).
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server";
import { stores } from "#app/db/schema";
import { newManagerSchema } from "#app/domain/back-office/manager.schema";
import { saveManagerFromCli } from "#app/domain/back-office/managers.server";
import { MANAGER_ROLES } from "#app/domain/permissions/permissions";

const USAGE = `Kullanım: MANAGER_PASSWORD=... npm run admin:create-manager -- --email yonetici@ornek.com --name "Ad Soyad" --phone 05321234567 --role ${MANAGER_ROLES.join("|")} [--store MAĞAZA_KODU]`;

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    phone: { type: "string" },
    role: { type: "string" },
    store: { type: "string" },
  },
});
if (values.role === "store" && !values.store) fail("--store: Mağaza Ekibi için mağaza kodu gerekli (ör. --store MD3401).");
if (values.role !== "store" && values.store) fail("--store yalnızca --role store ile verilir.");

const handle = await openDatabase();
try {
  let storeId: number | null = null;
  if (values.store) {
    const [store] = await handle.db.select({ id: stores.id }).from(stores).where(eq(stores.code, values.store.trim().toUpperCase()));
    if (!store) fail(`--store: ${values.store} kodlu mağaza yok.`);
    storeId = store.id;
  }
  const input = newManagerSchema.safeParse({
    email: values.email,
    name: values.name,
    phone: values.phone,
    role: values.role,
    storeId,
    password: process.env.MANAGER_PASSWORD,
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    fail(`${issue?.path.join(".") || "girdi"}: ${issue?.message}`);
  }
  const result = await saveManagerFromCli(handle.db, input.data);
  if (!result.ok) fail(`${result.field ?? "girdi"}: ${result.reason}`);
  console.log(result.created ? `Yönetici oluşturuldu (#${result.id}).` : `Mevcut yönetici güncellendi (#${result.id}).`);
} finally {
  await handle.close();
}
