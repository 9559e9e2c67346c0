/**
 * Migration 0033 on a shop that already sent SMS through Netgsm: those sent in the last 3 days (a
 * numeric job id) wait for their delivery report at once; older ones, SMS left in the outbox and
 * e-mail never do. The partial index holds only the rows that wait.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrationTestDb } from "#tests/support/unit/migration-db";

const TAG = "0033_sms_delivery_reports";

const { client, toBefore, toLatest, close } = await migrationTestDb(TAG);
afterAll(close);

const query = async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

describe(`migration ${TAG}`, () => {
  it("asks for the reports of recent SMS Netgsm took, and of nothing else", async () => {
    await toBefore();
    // Plain SQL of the columns the table had then.
    await query(
      `insert into outbox (kind, channel, "to", body, state, tries, sent_at, provider_ref) values
         ('auth.smsLoginCode', 'sms', '05321234567', 'a', 'sent', 1, now() - interval '1 hour', '17000001'),
         ('auth.smsLoginCode', 'sms', '05321234567', 'b', 'sent', 1, now() - interval '4 days', '17000002'),
         ('auth.smsLoginCode', 'sms', '05321234567', 'c', 'sent', 1, now() - interval '1 hour', 'outbox'),
         ('auth.smsLoginCode', 'sms', '05321234567', 'd', 'failed', 1, null, null),
         ('contact.received', 'email', 'a@example.com', 'e', 'sent', 1, now() - interval '1 hour', '4Xk1')`,
    );

    await toLatest();
    const rows = await query<{ body: string; waits: boolean; delivered_at: Date | null }>(
      `select body, report_due_at is not null as waits, delivered_at from outbox order by id`,
    );
    expect(rows.map((r) => [r.body, r.waits, r.delivered_at])).toEqual([
      ["a", true, null],
      ["b", false, null],
      ["c", false, null],
      ["d", false, null],
      ["e", false, null],
    ]);
    const [index] = await query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'outbox_report_due_idx'`);
    expect(index.indexdef).toMatch(/WHERE \(report_due_at IS NOT NULL\)/);
  });
});
