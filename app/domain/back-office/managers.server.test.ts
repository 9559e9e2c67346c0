/**
 * Managers on a real database: creating one, changing a role and a store, deactivating (sessions
 * end), each with one audit row and never the password; the rules that keep an owner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, cities, managerSessions, managers, stores } from "#app/db/schema";
import { verifyPassword } from "#app/domain/accounts/password.server";
import {
  LAST_OWNER,
  MANAGER_EMAIL_TAKEN,
  MANAGER_NOT_FOUND,
  MANAGER_PHONE_TAKEN,
  NOT_OWN_PASSWORD,
  NOT_YOURSELF,
  newManagerSchema,
  passwordResetSchema,
  STORE_REQUIRED,
} from "./manager.schema";
import {
  changeManagerRole,
  createManager,
  listManagers,
  saveManagerFromCli,
  setManagerActive,
  setManagerPassword,
} from "./managers.server";
import { readManagerSession, startManagerSession } from "./manager-session.server";

let db: Db;
let close: () => Promise<void>;
let owner: { id: number };
let storeId: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  [{ id: storeId }] = await db
    .insert(stores)
    .values({ code: "MD3401", name: "Kadıköy", sefUrl: "kadikoy", cityId: 34, address: "Moda", phone: "0216 000 00 00", lat: 41, lon: 29 })
    .returning({ id: stores.id });
  [owner] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner", phone: "05320000000" })
    .returning({ id: managers.id });
});
afterAll(async () => close?.());

const input = (over: Record<string, unknown> = {}) => {
  const parsed = newManagerSchema.safeParse({
    email: "Zeynep@Example.com",
    name: "Zeynep  Arslan",
    phone: "(532) 111-2233",
    role: "orders",
    storeId: "",
    password: "Baslangic1",
    ...over,
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  return parsed.data;
};
const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);

describe("the new-manager form's schema", () => {
  it("wants a store with the store role, and drops one sent with another role", () => {
    expect(
      newManagerSchema.safeParse({ email: "a@b.co", name: "Ali Veli", phone: "05321112233", role: "store", password: "Baslangic1" }).error
        ?.issues[0],
    ).toMatchObject({ path: ["storeId"], message: STORE_REQUIRED });
    expect(input({ role: "orders", storeId: "5" }).storeId).toBeNull();
    expect(input({ role: "store", storeId: "5" }).storeId).toBe(5);
    expect(
      newManagerSchema.safeParse({ email: "a@b.co", name: "Ali Veli", phone: "05321112233", role: "admin", password: "Baslangic1" })
        .success,
    ).toBe(false);
    expect(
      newManagerSchema.safeParse({ email: "a@b.co", name: "Ali Veli", phone: "05321112233", role: "orders", password: "kisa" }).success,
    ).toBe(false);
  });
});

describe("managers", () => {
  it("creates a manager with one audit row that never holds the password", async () => {
    const created = await createManager(db, owner, input());
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    const [row] = await db.select().from(managers).where(eq(managers.id, id));
    expect(row).toMatchObject({
      email: "zeynep@example.com",
      name: "Zeynep Arslan",
      phone: "05321112233",
      role: "orders",
      storeId: null,
      active: true,
    });
    expect(await verifyPassword("Baslangic1", row.passwordHash)).toBe(true);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      managerId: owner.id,
      action: "manager.create",
      entityType: "manager",
      before: null,
      summary: "Yönetici eklendi: Zeynep Arslan (Sipariş Ekibi)",
    });
    expect(audit[0].after).toEqual({
      email: "zeynep@example.com",
      name: "Zeynep Arslan",
      phone: "05321112233",
      role: "orders",
      storeId: null,
      active: true,
    });
    expect(JSON.stringify(audit)).not.toMatch(/Baslangic1|scrypt/);
    // The same e-mail or phone again: refused, nothing written.
    expect(await createManager(db, owner, input({ phone: "05329990000" }))).toEqual({
      ok: false,
      reason: MANAGER_EMAIL_TAKEN,
      field: "email",
    });
    expect(await createManager(db, owner, input({ email: "baska@example.com" }))).toEqual({
      ok: false,
      reason: MANAGER_PHONE_TAKEN,
      field: "phone",
    });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("changes a role and a store with one audit row each; the same role again writes nothing", async () => {
    const [zeynep] = await db.select().from(managers).where(eq(managers.email, "zeynep@example.com"));
    expect(await changeManagerRole(db, owner, zeynep.id, { role: "store", storeId })).toEqual({ ok: true, id: zeynep.id });
    expect(await changeManagerRole(db, owner, zeynep.id, { role: "store", storeId })).toEqual({ ok: true, id: zeynep.id });
    const audit = (await auditOf(zeynep.id)).filter((r) => r.action === "manager.role");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { role: "orders", storeId: null },
      after: { role: "store", storeId },
      summary: "Rol değişti: Zeynep Arslan, Sipariş Ekibi → Mağaza Ekibi",
    });
    expect((await listManagers(db)).find((m) => m.id === zeynep.id)).toMatchObject({ roleLabel: "Mağaza Ekibi", storeName: "Kadıköy" });
    expect(await changeManagerRole(db, owner, zeynep.id, { role: "store", storeId: 999 })).toMatchObject({
      ok: false,
      reason: STORE_REQUIRED,
    });
  });

  it("deactivates a manager, whose sessions end at once, and reactivates them", async () => {
    const [zeynep] = await db.select().from(managers).where(eq(managers.email, "zeynep@example.com"));
    const cookie = await startManagerSession(db, zeynep.id, "test");
    const token = `md_yonetim=${/md_yonetim=([^;]+)/.exec(cookie)![1]}`;
    expect(await readManagerSession(db, token)).toMatchObject({ verified: false, manager: { id: zeynep.id } });
    expect(await setManagerActive(db, owner, zeynep.id, false)).toEqual({ ok: true, id: zeynep.id });
    expect(await readManagerSession(db, token)).toBeNull();
    expect(await db.select().from(managerSessions).where(eq(managerSessions.managerId, zeynep.id))).toEqual([]);
    expect(await setManagerActive(db, owner, zeynep.id, true)).toEqual({ ok: true, id: zeynep.id });
    const actions = (await auditOf(zeynep.id)).map((r) => [r.action, r.before, r.after]);
    expect(actions.slice(-2)).toEqual([
      ["manager.deactivate", { active: true }, { active: false }],
      ["manager.activate", { active: false }, { active: true }],
    ]);
  });

  it("sets a new password for a manager who forgot theirs: their sessions end, one audit row without the password", async () => {
    const [zeynep] = await db.select().from(managers).where(eq(managers.email, "zeynep@example.com"));
    const cookie = await startManagerSession(db, zeynep.id, "test");
    const token = `md_yonetim=${/md_yonetim=([^;]+)/.exec(cookie)![1]}`;
    expect(passwordResetSchema.safeParse({ password: "kisa" }).success).toBe(false);
    expect(await setManagerPassword(db, owner, zeynep.id, "YeniSifre9")).toEqual({ ok: true, id: zeynep.id });
    const [after] = await db.select().from(managers).where(eq(managers.id, zeynep.id));
    expect(await verifyPassword("YeniSifre9", after.passwordHash)).toBe(true);
    expect(await verifyPassword("Baslangic1", after.passwordHash)).toBe(false);
    expect(await readManagerSession(db, token)).toBeNull();
    const [last] = (await auditOf(zeynep.id)).slice(-1);
    expect(last).toMatchObject({
      managerId: owner.id,
      action: "manager.password",
      before: null,
      after: null,
      summary: "Şifre yenilendi, oturumları kapatıldı: Zeynep Arslan (Mağaza Ekibi)",
    });
    expect(JSON.stringify(last)).not.toMatch(/YeniSifre9|scrypt/);
    // Not one's own (another owner may), and not a manager who does not exist.
    expect(await setManagerPassword(db, owner, owner.id, "YeniSifre9")).toEqual({ ok: false, reason: NOT_OWN_PASSWORD });
    expect(await setManagerPassword(db, owner, 999_999, "YeniSifre9")).toEqual({ ok: false, reason: MANAGER_NOT_FOUND });
  });

  it("keeps an active owner and refuses changes to oneself", async () => {
    const [zeynep] = await db.select().from(managers).where(eq(managers.email, "zeynep@example.com"));
    expect(await setManagerActive(db, owner, owner.id, false)).toEqual({ ok: false, reason: NOT_YOURSELF });
    expect(await changeManagerRole(db, owner, owner.id, { role: "orders", storeId: null })).toEqual({ ok: false, reason: NOT_YOURSELF });
    // Zeynep may not demote the only owner either.
    expect(await changeManagerRole(db, zeynep, owner.id, { role: "orders", storeId: null })).toEqual({ ok: false, reason: LAST_OWNER });
    expect(await setManagerActive(db, zeynep, owner.id, false)).toEqual({ ok: false, reason: LAST_OWNER });
    // With a second owner it may.
    expect(await changeManagerRole(db, owner, zeynep.id, { role: "owner", storeId: null })).toMatchObject({ ok: true });
    expect(await changeManagerRole(db, zeynep, owner.id, { role: "catalogue", storeId: null })).toMatchObject({ ok: true });
    await db.update(managers).set({ role: "owner" }).where(eq(managers.id, owner.id));
  });

  it("creates or re-keys from the command line, recorded without a manager", async () => {
    const made = await saveManagerFromCli(db, input({ email: "cli@example.com", phone: "05321119999", role: "catalogue" }));
    expect(made).toMatchObject({ ok: true, created: true });
    const again = await saveManagerFromCli(
      db,
      input({ email: "cli@example.com", phone: "05321119999", role: "store", storeId: String(storeId), password: "Yenisi123" }),
    );
    expect(again).toMatchObject({ ok: true, created: false });
    const [row] = await db.select().from(managers).where(eq(managers.email, "cli@example.com"));
    expect(row).toMatchObject({ role: "store", storeId, active: true });
    expect(await verifyPassword("Yenisi123", row.passwordHash)).toBe(true);
    const audit = await auditOf(row.id);
    expect(audit.map((r) => [r.action, r.managerId])).toEqual([
      ["manager.create", null],
      ["manager.update", null],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Yenisi123|Baslangic1|scrypt/);
  });
});
