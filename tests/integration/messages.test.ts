/**
 * Nothing lost (docs/messages.md): an order's confirmation is recorded in the transaction that
 * makes it stand and delivered after the commit by the `messages.deliver` job. In the outbox mode
 * (no transport configured, as every test shop) the row is the delivery: its state says it went.
 *   - both databases: guests' card orders paid through the sandbox bank each have one confirmation
 *     e-mail (dedupe key `order.confirmation:<id>`), delivered (state 'sent'); the bank's signed
 *     callback posted again records nothing new;
 *   - PostgreSQL, two workers: bursts of card payments with one worker killed (SIGKILL) in the
 *     middle of the first and the whole shop killed in the middle of the second; after a restart
 *     every paid order has its confirmation exactly once, each with one message id, all sent.
 */
import { afterAll, describe, expect, it } from "vitest";
import { childPids } from "../../scripts/proc-stat";
import { payByCard, postAgain, type Callback, variantWithStock } from "../support/checkout";
import { getJson, useShop } from "../support/http";
import { createStorage, startShop, startTestShop, targetKind, withStorageSql, type ShopServer, type Storage } from "../support/server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

type Confirmation = { order_id: number; status: string; emails: number; ids: number; sent: number };

/** Every order that stands, with its confirmation e-mails: how many, how many message ids, how many sent. */
const confirmations = (storage: Storage) =>
  withStorageSql(storage, (query) =>
    query<Confirmation>(
      `SELECT o.id AS order_id, o.status,
              count(m.id)::int AS emails, count(DISTINCT m.message_id)::int AS ids, count(m.id) FILTER (WHERE m.state = 'sent')::int AS sent
       FROM orders o
       LEFT JOIN outbox m ON m.dedupe_key = 'order.confirmation:' || o.id AND m.channel = 'email' AND m.kind = 'order.confirmation'
       WHERE o.status IN ('confirmed', 'awaitingTransfer') AND o.email = 'misafir.alici@example.com'
       GROUP BY o.id, o.status ORDER BY o.id`,
    ),
  );

const logLines = (server: ShopServer) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; sent?: number; pid: number; workers?: number[] });

describe("order confirmations through the outbox", () => {
  let shop: Awaited<ReturnType<typeof startTestShop>> | undefined;
  afterAll(async () => {
    useShop(null);
    await shop?.dispose();
  });

  it("records each paid order's confirmation once, delivers it, and a replayed bank callback records nothing new", async () => {
    shop = await startTestShop();
    useShop(shop.server.url);
    const variant = await variantWithStock(10, 5000);
    const callbacks: Callback[] = [];
    for (let i = 0; i < 3; i++) {
      const callback = await payByCard(variant.productId);
      expect(callback).not.toBeNull();
      callbacks.push(callback!);
    }
    for (const callback of callbacks) expect(await postAgain(callback)).toBeLessThan(500);
    // Delivered by the job: every message of this shop's outbox reported sent (the outbox mode).
    await until(async () => {
      const listed = (await getJson<unknown[]>("/__dev/outbox")).body.length;
      const sent = logLines(shop!.server)
        .filter((line) => line.msg === "Mesajlar gönderildi")
        .reduce((sum, line) => sum + (line.sent ?? 0), 0);
      return listed > 0 && sent >= listed;
    }, "the messages to be delivered");
    await shop.server.stop();
    const rows = await confirmations(shop.server.storage);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row).toMatchObject({ emails: 1, ids: 1, sent: 1 });
  }, 240_000);
});

describe.skipIf(targetKind() !== "postgres")("kill -9 in the middle of paying bursts (PostgreSQL, two workers)", () => {
  let storage: Storage;
  let server: ShopServer | undefined;
  afterAll(async () => {
    useShop(null);
    await server?.stop();
    await storage?.dispose();
  });

  const workersOf = (s: ShopServer) => logLines(s).find((line) => line.msg.includes("süreçle çalışıyor"))?.workers ?? [];
  const startBoth = async () => {
    const started = await startShop(storage, { WEB_CONCURRENCY: "2" });
    await until(() => workersOf(started).length === 2, "both workers to listen", 120_000);
    await until(() => logLines(started).filter((line) => line.msg === "Arka plan işleri çalışıyor").length === 2, "both workers' jobs");
    return started;
  };
  /** A burst of guests paying at once on fresh connections (the workers take turns). */
  const burst = (productId: number, count: number) =>
    Array.from({ length: count }, (_, i) => sleep(i * 40).then(() => payByCard(productId, { freshConnections: true })));

  it("loses no confirmation and records none twice", async () => {
    storage = await createStorage("postgres");
    server = await startBoth();
    useShop(server.url);
    const variant = await variantWithStock(100, 100_000);

    // A worker killed in the middle of a burst (the primary starts another).
    const first = burst(variant.productId, 16);
    await sleep(500);
    process.kill(workersOf(server)[0], "SIGKILL");
    const firstPaid = (await Promise.all(first)).filter((c): c is Callback => c !== null);

    // The whole shop killed in the middle of the next one.
    const second = burst(variant.productId, 16);
    await sleep(700);
    const tree = [server.pid, ...childPids(server.pid)];
    for (const pid of tree) process.kill(pid, "SIGKILL");
    await server.exited;
    await Promise.all(second);
    server = undefined;

    server = await startBoth();
    useShop(server.url);
    // Every paid order's confirmation delivered after the restart (the start's own delivery run, the minute's sweep).
    await until(
      async () => {
        const rows = await confirmations(storage);
        return rows.length > 0 && rows.every((row) => row.sent === row.emails);
      },
      "every confirmation to be sent",
      120_000,
    );
    const rows = await confirmations(storage);
    expect(rows.filter((row) => row.status === "confirmed").length).toBeGreaterThanOrEqual(firstPaid.length);
    for (const row of rows) expect(row).toMatchObject({ emails: 1, ids: 1, sent: 1 });

    // A bank callback posted again after all this records nothing new.
    const before = await withStorageSql(storage, (query) => query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox`));
    if (firstPaid[0]) expect(await postAgain(firstPaid[0])).toBeLessThan(500);
    const after = await withStorageSql(storage, (query) => query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox`));
    expect(after[0].n).toBe(before[0].n);
  }, 480_000);
});
