import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { KID_LIMIT, KID_NOT_FOUND, MAX_KIDS, type KidForm } from "./kid.schema";
import { addKid, deleteKid, listKids, updateKid } from "./kids.server";
import { clearBaby, loadBaby, saveBaby } from "./baby.server";

let db: Db;
let close: () => Promise<void>;
let anne: number;
let baba: number;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const rows = await db
    .insert(users)
    .values([
      { email: "anne@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Kaya" },
      { email: "baba@example.com", passwordHash: "x", firstname: "Can", lastname: "Kaya" },
    ])
    .returning({ id: users.id });
  [anne, baba] = rows.map((r) => r.id);
});
afterAll(() => close());

const kid = (name: string): KidForm => ({ name, gender: null, day: 1, month: 2, year: 2020 });

describe("kids", () => {
  it("adds at most 4 kids, even when the adds come at once", async () => {
    const results = await Promise.all(["Ada", "Ece", "Can", "Efe", "Ela", "Naz"].map((n) => addKid(db, anne, kid(n))));
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_KIDS);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: KID_LIMIT, status: 409 },
      { ok: false, reason: KID_LIMIT, status: 409 },
    ]);
    expect(await listKids(db, anne)).toHaveLength(MAX_KIDS);
    expect(await listKids(db, baba)).toEqual([]);
  });

  it("updates and deletes only the member's own kids", async () => {
    const [first] = await listKids(db, anne);
    expect(await updateKid(db, baba, first.id, kid("Başka"))).toEqual({ ok: false, reason: KID_NOT_FOUND, status: 404 });
    expect(await deleteKid(db, baba, first.id)).toEqual({ ok: false, reason: KID_NOT_FOUND, status: 404 });
    expect((await listKids(db, anne))[0]).toEqual(first);

    const updated = await updateKid(db, anne, first.id, { name: "Çağla", gender: "K", day: 29, month: 2, year: 2024 });
    expect(updated).toMatchObject({ ok: true, kid: { id: first.id, name: "Çağla", gender: "K", day: 29, month: 2, year: 2024 } });
    expect(await deleteKid(db, anne, first.id)).toMatchObject({ ok: true, message: "Çocuk silindi." });
    expect(await deleteKid(db, anne, first.id)).toMatchObject({ ok: false, status: 404 });
    expect(await listKids(db, anne)).toHaveLength(MAX_KIDS - 1);
  });
});

describe("baby", () => {
  it("saves one date per member, replaces it and clears it", async () => {
    expect(await loadBaby(db, baba)).toBeNull();
    await saveBaby(db, baba, { day: 3, month: 4, year: 2025 });
    await saveBaby(db, baba, { day: 9, month: 10, year: 2025 });
    expect(await loadBaby(db, baba)).toEqual({ day: 9, month: 10, year: 2025 });
    expect(await loadBaby(db, anne)).toBeNull();
    expect(await clearBaby(db, baba)).toBe(true);
    expect(await clearBaby(db, baba)).toBe(false);
    expect(await loadBaby(db, baba)).toBeNull();
  });
});
