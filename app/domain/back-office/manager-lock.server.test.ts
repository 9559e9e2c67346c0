/**
 * The second factor's lock on a real database, with the clock moved by hand: wrong codes counted
 * per manager across codes and resends; the hour's cap and the day's cap (slow guesses, a right
 * code in between resets nothing); at the lock the unverified sessions end, the verified ones stay,
 * one audit row, an e-mail to each active owner; a locked manager gets no SMS, no session and no
 * code check; the lock lifts after LOCK_HOURS, or at an owner's 'Kilidi aç' or the command line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managerSessions, managers, outbox } from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";
import { CODE_WRONG, issueCode } from "#app/domain/accounts/verification-codes.server";
import { MANAGER_NOT_LOCKED } from "./back-office.messages";
import {
  BACK_OFFICE_CODE_PURPOSE,
  MANAGER_CODES_PER_HOUR,
  sendManagerCode,
  signInManager,
  verifyManagerCode,
} from "./manager-access.server";
import { LOCK_HOURS, MANAGER_LOCKED, WRONG_CODES_PER_DAY, WRONG_CODES_PER_HOUR } from "./manager-lock.server";
import { newManagerSchema } from "./manager.schema";
import { readManagerSession, startManagerSession, verifyManagerSession } from "./manager-session.server";
import { listManagers, saveManagerFromCli, unlockManager } from "./managers.server";

let db: Db;
let close: () => Promise<void>;
let owner: { id: number };
const MIN = 60_000;
const HOUR = 60 * MIN;

type Person = { id: number; email: string; phone: string };

async function addManager(email: string, phone: string, role: string, active = true): Promise<Person> {
  const [row] = await db
    .insert(managers)
    .values({ email, name: `Yönetici ${email.split("@")[0]}`, phone, role, active, passwordHash: await hashPassword("Dogru123") })
    .returning({ id: managers.id });
  return { id: row.id, email, phone };
}

/** A session after the right password (not verified yet). */
async function session(managerId: number) {
  const cookie = await startManagerSession(db, managerId, "test");
  return (await readManagerSession(db, `md_yonetim=${/md_yonetim=([^;]+)/.exec(cookie)![1]}`))!;
}

/** A code sent at `now` (the last one must have run out). */
async function codeAt(phone: string, now: Date): Promise<string> {
  const issued = await issueCode(db, {
    purpose: BACK_OFFICE_CODE_PURPOSE,
    target: phone,
    ip: "",
    now,
    maxPerTargetHour: MANAGER_CODES_PER_HOUR,
  });
  if (!issued.ok) throw new Error(issued.reason);
  return issued.code;
}

const wrongFor = (code: string) => (code === "0000" ? "1111" : "0000");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const lockRows = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "manager.lock")));
const sessionsOf = (id: number) => db.select().from(managerSessions).where(eq(managerSessions.managerId, id));

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  owner = await addManager("sahip@example.com", "05320000001", "owner");
  await addManager("eski-sahip@example.com", "05320000002", "owner", false);
});
afterAll(async () => close?.());

describe("wrong back-office codes", () => {
  it("lock the manager at the hour's cap, counted across resends: sessions, audit, owners' e-mail, and nothing more for them until it lifts", async () => {
    const ali = await addManager("ali@example.com", "05321110001", "orders");
    const t0 = new Date();
    const s = await session(ali.id);
    const elsewhere = await session(ali.id);
    await db.transaction((tx) => verifyManagerSession(tx, elsewhere.id));
    const first = await codeAt(ali.phone, t0);
    for (let i = 0; i < 3; i++)
      expect(await verifyManagerCode(db, s, wrongFor(first), at(t0, i * 1000))).toEqual({ ok: false, reason: CODE_WRONG });
    // The first code ran out: a new one is sent; its wrong tries add to the same count.
    const t1 = at(t0, 6 * MIN);
    const second = await codeAt(ali.phone, t1);
    for (let i = 3; i < WRONG_CODES_PER_HOUR - 1; i++)
      expect(await verifyManagerCode(db, s, wrongFor(second), t1)).toEqual({ ok: false, reason: CODE_WRONG });
    expect(await verifyManagerCode(db, s, wrongFor(second), t1)).toEqual({ ok: false, reason: MANAGER_LOCKED, locked: true });

    const [row] = await db.select().from(managers).where(eq(managers.id, ali.id));
    expect(row.lockedAt?.getTime()).toBe(t1.getTime());
    // The half-logged-in session is gone; the one verified on another device stays.
    const left = await sessionsOf(ali.id);
    expect(left).toHaveLength(1);
    expect(left[0].verifiedAt).not.toBeNull();
    const audit = await lockRows(ali.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      managerId: ali.id,
      before: { locked: false },
      after: { locked: true, wrongCodesHour: WRONG_CODES_PER_HOUR, wrongCodesDay: WRONG_CODES_PER_HOUR },
    });
    // Only the active owner is e-mailed; never a code.
    const mails = await db.select().from(outbox).where(eq(outbox.channel, "email"));
    expect(mails.map((m) => m.to)).toEqual(["sahip@example.com"]);
    expect(mails[0].subject).toBe("Yönetici hesabı kilitlendi: Yönetici ali");
    expect(mails[0].body).toContain("ali@example.com");
    expect(mails[0].body).toContain(`${LOCK_HOURS} saat`);
    for (const code of [first, second]) expect(mails[0].body).not.toContain(code);
    expect(mails[0].body).not.toContain("Dogru123");
    expect((await listManagers(db)).find((m) => m.id === ali.id)?.lockedUntil).toBe(at(t1, LOCK_HOURS * HOUR).toISOString());

    // Locked: even the right code with a new session is not looked at (and that session ends), no SMS goes, the password opens nothing.
    const later = await session(ali.id);
    expect(await verifyManagerCode(db, later, second, at(t1, MIN))).toEqual({ ok: false, reason: MANAGER_LOCKED, locked: true });
    expect((await sessionsOf(ali.id)).map((r) => r.id)).not.toContain(later.id);
    const sms = (await db.select().from(outbox).where(eq(outbox.to, ali.phone))).length;
    expect(await sendManagerCode(db, ali)).toEqual({ ok: false, reason: MANAGER_LOCKED });
    const before = (await sessionsOf(ali.id)).length;
    expect(await signInManager(db, { email: ali.email, password: "Dogru123", ip: "10.0.0.1", userAgent: null })).toEqual({
      ok: false,
      reason: MANAGER_LOCKED,
      captcha: false,
      locked: true,
    });
    expect((await sessionsOf(ali.id)).length).toBe(before);
    expect((await db.select().from(outbox).where(eq(outbox.to, ali.phone))).length).toBe(sms);

    // After LOCK_HOURS it lifts by itself, and the old wrong codes are out of the day's count.
    const t2 = at(t1, LOCK_HOURS * HOUR + MIN);
    const s2 = await session(ali.id);
    const fresh = await codeAt(ali.phone, t2);
    expect(await verifyManagerCode(db, s2, wrongFor(fresh), t2)).toEqual({ ok: false, reason: CODE_WRONG });
    expect(await verifyManagerCode(db, s2, fresh, t2)).toMatchObject({ ok: true });
  });

  it("lock at the day's cap slow guesses that stay under the hour's, and a right code in between resets nothing", async () => {
    const veli = await addManager("veli@example.com", "05321110002", "catalogue");
    const t0 = new Date();
    const s = await session(veli.id);
    let wrongs = 0;
    for (const hour of [0, 2, 4, 6]) {
      const now = at(t0, hour * HOUR);
      const code = await codeAt(veli.phone, now);
      for (let i = 0; i < WRONG_CODES_PER_HOUR - 1 && wrongs < WRONG_CODES_PER_DAY - 1; i++, wrongs++) {
        expect(await verifyManagerCode(db, s, wrongFor(code), now)).toEqual({ ok: false, reason: CODE_WRONG });
      }
      if (hour === 2) {
        // The manager's own login with the right code on another device.
        const own = await session(veli.id);
        const right = await codeAt(veli.phone, at(now, 6 * MIN));
        expect(await verifyManagerCode(db, own, right, at(now, 6 * MIN))).toMatchObject({ ok: true });
      }
    }
    expect(wrongs).toBe(WRONG_CODES_PER_DAY - 1);
    const last = at(t0, 6 * HOUR + 10 * MIN);
    const code = await codeAt(veli.phone, last);
    expect(await verifyManagerCode(db, s, wrongFor(code), last)).toEqual({ ok: false, reason: MANAGER_LOCKED, locked: true });
    const [audit] = await lockRows(veli.id);
    expect(audit.after).toEqual({ locked: true, wrongCodesHour: 1, wrongCodesDay: WRONG_CODES_PER_DAY });
  });

  it("is lifted by an owner's 'Kilidi aç' (audited, the count forgotten) or the command line", async () => {
    const [veli] = await db.select().from(managers).where(eq(managers.email, "veli@example.com"));
    expect(await unlockManager(db, owner, veli.id)).toEqual({ ok: true, id: veli.id });
    expect(await unlockManager(db, owner, veli.id)).toEqual({ ok: false, reason: MANAGER_NOT_LOCKED });
    expect(await unlockManager(db, owner, 999_999)).toMatchObject({ ok: false });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(veli.id)), eq(auditLog.action, "manager.unlock")));
    expect(row).toMatchObject({
      managerId: owner.id,
      before: { locked: true },
      after: { locked: false },
      summary: "Kilit açıldı: Yönetici veli (Katalog Ekibi)",
    });
    // The count starts again: one wrong code is one wrong code.
    const now = new Date();
    const s = await session(veli.id);
    const code = await codeAt(veli.phone!, at(now, 7 * HOUR));
    expect(await verifyManagerCode(db, s, wrongFor(code), at(now, 7 * HOUR))).toEqual({ ok: false, reason: CODE_WRONG });

    await db.update(managers).set({ lockedAt: new Date() }).where(eq(managers.id, veli.id));
    const parsed = newManagerSchema.parse({
      email: veli.email,
      name: veli.name,
      phone: "05321110002",
      role: "catalogue",
      storeId: "",
      password: "Yenisi123",
    });
    expect(await saveManagerFromCli(db, parsed)).toMatchObject({ ok: true, created: false });
    expect((await db.select().from(managers).where(eq(managers.id, veli.id)))[0].lockedAt).toBeNull();
  });
});
