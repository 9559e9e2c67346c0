/**
 * The audit log on a real database: a row commits or rolls back with its change, nothing secret is
 * kept, and the list reads newest first, 50 a page both ways, by each filter.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managers } from "#app/db/schema";
import { REDACTED } from "#app/domain/audit/audit-entry";
import { recordAudit } from "#app/domain/audit/audit.server";
import { AUDIT_PAGE_SIZE, auditPage, readAuditQuery } from "./audit-log.server";

let db: Db;
let close: () => Promise<void>;
let ali: { id: number };
let veli: { id: number };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [ali, veli] = await db
    .insert(managers)
    .values([
      { email: "ali@example.com", name: "Ali Yılmaz", passwordHash: "x", role: "owner" },
      { email: "veli@example.com", name: "Veli Kaya", passwordHash: "x", role: "catalogue" },
    ])
    .returning({ id: managers.id });
});
afterAll(async () => close?.());

const noFilters = readAuditQuery(new URLSearchParams()).filters;

describe("recordAudit", () => {
  it("writes its rows with the change, or not at all when the change rolls back", async () => {
    await db.transaction(async (tx) => {
      await tx.update(managers).set({ name: "Veli Kaya" }).where(eq(managers.id, veli.id));
      await recordAudit(tx, ali, {
        action: "manager.role",
        entity: { type: "manager", id: veli.id },
        before: { role: "orders" },
        after: { role: "catalogue" },
        summary: "Rol değişti",
      });
    });
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, ali, { action: "manager.create", entity: { type: "manager", id: 99 }, summary: "Geri alınacak" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await db.select().from(auditLog);
    expect(rows.map((r) => r.summary)).toEqual(["Rol değişti"]);
    expect(rows[0]).toMatchObject({
      managerId: ali.id,
      action: "manager.role",
      entityType: "manager",
      entityId: String(veli.id),
      before: { role: "orders" },
      after: { role: "catalogue" },
    });
  });

  it("never keeps a password, hash, token or code, whatever the caller passes", async () => {
    await db.transaction((tx) =>
      recordAudit(tx, null, {
        action: "manager.update",
        entity: { type: "manager", id: ali.id },
        before: { password: "Eski1234", passwordHash: "scrypt$1$2$3$a$b" },
        after: { password: "Yeni1234", token: "abc", code: "1234", name: "Ali" },
        summary: "Komut satırından",
      }),
    );
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "manager.update"));
    expect(row.managerId).toBeNull();
    expect(row.before).toEqual({ password: REDACTED, passwordHash: REDACTED });
    expect(row.after).toEqual({ password: REDACTED, token: REDACTED, code: REDACTED, name: "Ali" });
  });
});

describe("auditPage", () => {
  it("reads newest first, 50 a page, older and newer by keyset", async () => {
    await db.delete(auditLog);
    await db.transaction((tx) =>
      recordAudit(
        tx,
        ali,
        Array.from({ length: 120 }, (_, i) => ({
          action: "comment.approve" as const,
          entity: { type: "comment" as const, id: i + 1 },
          before: { status: "pending" },
          after: { status: "approved" },
          summary: `Yorum ${i + 1}`,
        })),
      ),
    );
    const first = await auditPage(db, noFilters, { before: null, after: null });
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.rows[0].summary).toBe("Yorum 120");
    expect(first.rows[0]).toMatchObject({
      managerName: "Ali Yılmaz",
      actionLabel: "Yorum onayı",
      entityLabel: "Yorum",
      changes: [{ label: "Durum", before: "Bekliyor", after: "Onaylandı" }],
    });
    expect(first.newer).toBeNull();
    const second = await auditPage(db, noFilters, { before: first.older, after: null });
    expect(second.rows.map((r) => r.summary)).toEqual(Array.from({ length: 50 }, (_, i) => `Yorum ${70 - i}`));
    const third = await auditPage(db, noFilters, { before: second.older, after: null });
    expect(third.rows).toHaveLength(20);
    expect(third.older).toBeNull();
    // And back: the page before the third is the second.
    const back = await auditPage(db, noFilters, { before: null, after: third.newer });
    expect(back.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(back.newer).toBe(second.newer);
  });

  it("filters by manager, action, entity type and id, and Türkiye's days", async () => {
    await db.transaction((tx) =>
      recordAudit(tx, veli, { action: "comment.reject", entity: { type: "comment", id: 7 }, summary: "Reddedildi 7" }),
    );
    const filtered = (query: string) => auditPage(db, readAuditQuery(new URLSearchParams(query)).filters, { before: null, after: null });
    expect((await filtered(`yonetici=${veli.id}`)).rows.map((r) => r.summary)).toEqual(["Reddedildi 7"]);
    expect((await filtered("islem=comment.reject")).rows.map((r) => r.summary)).toEqual(["Reddedildi 7"]);
    expect((await filtered("tur=comment&kayit=7")).rows.map((r) => r.summary)).toEqual(["Reddedildi 7", "Yorum 7"]);
    expect((await filtered("tur=manager")).rows).toEqual([]);
    // A day in Türkiye: the row written at 23:30 UTC belongs to the next day there.
    await db
      .update(auditLog)
      .set({ at: new Date("2026-03-09T21:30:00Z") })
      .where(eq(auditLog.summary, "Reddedildi 7"));
    expect((await filtered("baslangic=2026-03-10&bitis=2026-03-10")).rows.map((r) => r.summary)).toEqual(["Reddedildi 7"]);
    expect((await filtered("baslangic=2026-03-09&bitis=2026-03-09")).rows).toEqual([]);
    // Malformed filters are left out rather than refused.
    expect(readAuditQuery(new URLSearchParams("yonetici=abc&baslangic=2026-02-30&once=-1")).filters).toMatchObject({
      managerId: null,
      from: "",
    });
  });
});
