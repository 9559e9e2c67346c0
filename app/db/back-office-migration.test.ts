/**
 * Migration 0021 on a shop whose managers were members with role 'manager' (before the back office had managers of its own):
 * each becomes an active owner in `managers` with the same e-mail, name, phone and password hash;
 * a member who once reviewed comments but is a manager no longer keeps their name on those
 * decisions as an inactive manager; comments.reviewed_by then names the managers row; the members'
 * rows stay (without a role: the shop's login grants nothing in the back office).
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrationTestDb } from "#tests/support/unit/migration-db";

const TAG = "0021_back_office_access";

const { client, toBefore, toLatest, close } = await migrationTestDb(TAG);
afterAll(close);

const query = async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

async function user(email: string, first: string, last: string, phone: string | null, role: string): Promise<number> {
  // Plain SQL of the columns the table had then.
  const [row] = await query<{ id: number }>(
    `insert into users (email, phone, password_hash, firstname, lastname, role) values ($1, $2, $3, $4, $5, $6) returning id`,
    [email, phone, `scrypt$16384$8$1$salt-${email}$hash`, first, last, role],
  );
  return row.id;
}

describe(`migration ${TAG}`, () => {
  it("moves the managers out of the members' table and points the comments' reviewer at them", async () => {
    await toBefore();
    const member = await user("ayse@example.com", "Ayşe", "Yılmaz", "05321234567", "member");
    const owner = await user("yonetici@example.com", "Mehmet", "Öztürk", "05329998877", "manager");
    const noPhone = await user("Mudur@Example.com", "Can", "Kaya", null, "manager");
    const former = await user("eski@example.com", "Deniz", "Arslan", "05320000001", "member");
    await query(`insert into categories (name, slug, area) values ('Oyuncak', 'oyuncak', 'oyuncak')`);
    await query(`insert into brands (name, slug) values ('Marka', 'marka')`);
    await query(`insert into catalog_items (name, sef_url, brand_id, category_id) values ('Tren', 'tren', 1, 1)`);
    const comment = async (reviewer: number | null, status: string) =>
      (
        await query<{ id: number }>(
          `insert into comments (catalog_id, user_id, author_name, rating, body, status, reviewed_by, reviewed_at) values (1, $1, 'Ayşe Y.', 5, 'Güzel', $2, $3, $4) returning id`,
          [member, status, reviewer, reviewer ? new Date() : null],
        )
      )[0].id;
    const byOwner = await comment(owner, "approved");
    const byFormer = await comment(former, "rejected");
    const waiting = await comment(null, "pending");

    await toLatest();
    const managers = await query<Record<string, unknown>>(
      `select email, name, phone, password_hash, role, store_id, active from managers order by id`,
    );
    expect(managers).toEqual([
      {
        email: "yonetici@example.com",
        name: "Mehmet Öztürk",
        phone: "05329998877",
        password_hash: "scrypt$16384$8$1$salt-yonetici@example.com$hash",
        role: "owner",
        store_id: null,
        active: true,
      },
      {
        email: "mudur@example.com",
        name: "Can Kaya",
        phone: null,
        password_hash: "scrypt$16384$8$1$salt-Mudur@Example.com$hash",
        role: "owner",
        store_id: null,
        active: true,
      },
      {
        email: "eski@example.com",
        name: "Deniz Arslan",
        phone: "05320000001",
        password_hash: "scrypt$16384$8$1$salt-eski@example.com$hash",
        role: "catalogue",
        store_id: null,
        active: false,
      },
    ]);
    const ids = Object.fromEntries(
      (await query<{ id: number; email: string }>(`select id, email from managers`)).map((m) => [m.email, m.id]),
    );
    const reviewers = Object.fromEntries(
      (await query<{ id: number; reviewed_by: number | null }>(`select id, reviewed_by from comments`)).map((c) => [c.id, c.reviewed_by]),
    );
    expect(reviewers).toEqual({ [byOwner]: ids["yonetici@example.com"], [byFormer]: ids["eski@example.com"], [waiting]: null });

    // The members' rows stay, without a role.
    expect((await query<{ id: number }>(`select id from users order by id`)).map((u) => u.id)).toEqual([member, owner, noPhone, former]);
    expect(await query(`select 1 from information_schema.columns where table_name = 'users' and column_name = 'role'`)).toEqual([]);

    // The reviewer is a manager now, and the roles' rules hold.
    await expect(query(`update comments set reviewed_by = $1 where id = $2`, [member + 1000, waiting])).rejects.toThrow();
    await expect(
      query(`insert into managers (email, name, password_hash, role) values ('x@example.com', 'X Y', 'h', 'admin')`),
    ).rejects.toThrow();
    await expect(
      query(`insert into managers (email, name, password_hash, role) values ('x@example.com', 'X Y', 'h', 'store')`),
    ).rejects.toThrow();
    await expect(
      query(`insert into managers (email, name, password_hash, role, store_id) values ('x@example.com', 'X Y', 'h', 'owner', 1)`),
    ).rejects.toThrow();
    await expect(
      query(`insert into managers (email, name, password_hash, role, phone) values ('x@example.com', 'X Y', 'h', 'orders', '05329998877')`),
    ).rejects.toThrow();
  });
});
