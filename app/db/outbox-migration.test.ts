/**
 * Migration 0031 on a shop whose outbox rows were written before delivery existed: each becomes a
 * message already sent (the outbox row was its delivery), with a stable id of its own, kind
 * 'legacy'; new rows start pending, and a dedupe key records a message once per channel.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrationTestDb } from "#tests/support/unit/migration-db";

const TAG = "0031_message_delivery";

const { client, toBefore, toLatest, close } = await migrationTestDb(TAG);
afterAll(close);

const query = async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

describe(`migration ${TAG}`, () => {
  it("turns the old rows into sent messages and new ones start pending", async () => {
    await toBefore();
    // Plain SQL of the columns the table had then.
    await query(
      `insert into outbox (channel, "to", subject, body) values ('sms', '05321234567', '', 'Kod: 1234'), ('email', 'a@example.com', 'Konu', 'Metin')`,
    );

    await toLatest();
    const old = await query<{ state: string; kind: string; message_id: string; sent_at: Date | null; provider_ref: string }>(
      `select state, kind, message_id, sent_at, provider_ref from outbox order by id`,
    );
    expect(old.map((r) => [r.state, r.kind, r.provider_ref])).toEqual([
      ["sent", "legacy", "outbox"],
      ["sent", "legacy", "outbox"],
    ]);
    expect(old.every((r) => r.sent_at != null)).toBe(true);
    expect(new Set(old.map((r) => r.message_id)).size).toBe(2);

    await query(
      `insert into outbox (kind, channel, "to", body, dedupe_key) values ('order.confirmation', 'email', 'a@example.com', 'x', 'order.confirmation:1')`,
    );
    const [fresh] = await query<{ state: string; tries: number }>(`select state, tries from outbox where dedupe_key is not null`);
    expect(fresh).toEqual({ state: "pending", tries: 0 });
    // The same key on another channel is another message; on the same channel it is refused.
    await query(
      `insert into outbox (kind, channel, "to", body, dedupe_key) values ('order.confirmation', 'sms', '05321234567', 'x', 'order.confirmation:1')`,
    );
    await expect(
      query(
        `insert into outbox (kind, channel, "to", body, dedupe_key) values ('order.confirmation', 'email', 'a@example.com', 'x', 'order.confirmation:1')`,
      ),
    ).rejects.toThrow();
  });
});
