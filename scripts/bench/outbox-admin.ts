/**
 * npm run bench:outbox [-- --messages 1000000 --runs 40]
 *
 * The back office's list of outgoing messages (/yonetim/bildirimler) and the dashboard's warning
 * on PostgreSQL with a million messages (goal: every read's p95 under 50 ms). It fills the outbox
 * of DATABASE_URL up to `--messages` through recordMessages (the outbox's one writer), spread over
 * a year with the mix a shop sends (order e-mails and SMS, login codes, contact answers, a few rare
 * kinds, 5 % old 'legacy' rows), a thousandth of them failed and the newest thousand pending, then
 * times the domain's reads (message-admin.server.ts) as the page asks them: each filter alone and
 * together, a page deep in the keyset, the failed count and the warning.
 * The database is migrated on opening, as the shop does at start:
 *   createdb -h 127.0.0.1 -U postgres outboxbench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/outboxbench npm run bench:outbox
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, queryRows } from "#app/db/client.server";
import { addDays } from "#app/lib/dates";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { NO_FILTERS, type MessageFilters } from "#app/domain/notifications/message-admin";
import { deliveryWarning, failedCount, messagePage } from "#app/domain/notifications/message-admin.server";
import { percentile, report } from "./stats";

const { values } = parseArgs({ options: { messages: { type: "string", default: "1000000" }, runs: { type: "string", default: "40" } } });
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL gerekli (PostgreSQL)");
const target = Number(values.messages);
const runs = Number(values.runs);
const P95_GOAL_MS = 50;
const db = await getDb();

const count = async () => Number((await queryRows<{ n: string }>(db, sql`SELECT count(*) AS n FROM outbox`))[0].n);
const have = await count();
if (have < target) {
  console.log(`Giden kutusu ${have} → ${target} mesaja dolduruluyor…`);
  const message = (i: number): Message =>
    i % 1000 === 7
      ? { kind: "backOffice.managerLocked", channel: "email", to: `yonetici${i}@example.com`, subject: "Kilit", body: "." }
      : i % 100 === 3
        ? { kind: "club.eventChanged", channel: "email", to: `uye${i}@example.com`, subject: "Etkinlik", body: "." }
        : i % 10 < 3
          ? { kind: "order.confirmation", channel: i % 3 ? "email" : "sms", to: i % 3 ? `alici${i}@example.com` : "05321234567", body: "." }
          : i % 10 < 7
            ? { kind: "auth.smsLoginCode", channel: "sms", to: `0532${String(i % 10_000_000).padStart(7, "0")}`, body: "." }
            : { kind: "contact.received", channel: "email", to: `yazan${i}@example.com`, subject: "Mesaj", body: "." };
  for (let i = have; i < target; i += 5000) {
    const batch = Array.from({ length: Math.min(5000, target - i) }, (_, k) => message(i + k));
    await recordMessages(db, batch);
  }
  // A year of history, oldest first; the first 5 % from before kinds; states as a shop sees them.
  await db.execute(sql`
    UPDATE outbox SET
      created_at = now() - interval '365 days' + (id::float / ${target}) * interval '365 days',
      kind = CASE WHEN id <= ${target / 20} THEN 'legacy' ELSE kind END,
      state = CASE WHEN id % 1000 = 5 THEN 'failed' WHEN id > ${target - 1000} THEN 'pending' ELSE 'sent' END,
      tries = CASE WHEN id % 1000 = 5 THEN 8 ELSE 1 END,
      last_error = CASE WHEN id % 1000 = 5 THEN 'SMTP RCPT TO: [gizli] <adres>: mailbox unavailable' END`);
  await db.execute(sql`UPDATE outbox SET sent_at = created_at, next_attempt_at = created_at WHERE state <> 'failed'`);
  await db.execute(sql`UPDATE outbox SET next_attempt_at = created_at + interval '22 hours' WHERE state = 'failed'`);
  await db.execute(sql`VACUUM ANALYZE outbox`);
}

const [{ id: middle }] = await queryRows<{ id: number }>(
  db,
  sql`SELECT id FROM outbox ORDER BY id OFFSET ${Math.floor(target / 2)} LIMIT 1`,
);
const [{ day }] = await queryRows<{ day: string }>(
  db,
  sql`SELECT to_char((now() - interval '300 days') AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD') AS day`,
);
const f = (over: Partial<MessageFilters>): MessageFilters => ({ ...NO_FILTERS, ...over });
const MIX: [string, MessageFilters, number | null][] = [
  ["liste (filtresiz)", NO_FILTERS, null],
  ["liste, ortadan bir sayfa", NO_FILTERS, middle],
  ["gönderilemeyenler", f({ state: "failed" }), null],
  ["gönderilemeyenler, ortadan", f({ state: "failed" }), middle],
  ["bekleyenler", f({ state: "pending" }), null],
  ["SMS", f({ channel: "sms" }), null],
  ["tür: nadir", f({ kind: "backOffice.managerLocked" }), null],
  ["tür: eski kayıt", f({ kind: "legacy" }), null],
  ["300 gün önceki bir gün", f({ from: day, to: day }), null],
  ["300 gün öncesinden bir ay", f({ from: day, to: addDays(day, 30) }), null],
  ["gönderilemeyen SMS girişi", f({ state: "failed", channel: "sms", kind: "auth.smsLoginCode" }), null],
  ["gönderilen + nadir tür + gün", f({ state: "sent", kind: "club.eventChanged", from: day, to: day }), null],
];

/** Times a read `runs` times (after one to warm up), prints its line and keeps its p95. */
const worst: [string, number][] = [];
async function measure(label: string, read: () => Promise<unknown>) {
  await read();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await read();
    times.push(performance.now() - t);
  }
  console.log(report(label, times));
  worst.push([
    label,
    percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
  ]);
}

console.log(`\n/yonetim/bildirimler, ${await count()} mesaj (PostgreSQL):`);
for (const [label, filters, before] of MIX) await measure(label, () => messagePage(db, filters, before));
await measure("başarısız sayısı (filtresiz)", () => failedCount(db, NO_FILTERS));
await measure("panel uyarısı", () => deliveryWarning(db));
const over = worst.filter(([, p95]) => p95 > P95_GOAL_MS);
console.log(
  over.length ? `\nHedefin (p95 < ${P95_GOAL_MS} ms) üstünde: ${over.map(([l]) => l).join(", ")}` : `\nHepsi p95 < ${P95_GOAL_MS} ms.`,
);
await closeDatabase();
process.exit(over.length ? 1 : 0);
