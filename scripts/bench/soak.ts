/**
 * npm run bench:soak [-- --minutes 30 --users 24 --workers 2 --products 2000 --window 60 --warmup 5 --keep]
 *
 * Holding up over time: the built shop (`npm run build` first) on a fresh PostgreSQL database with
 * its demo data, `--workers` processes (WEB_CONCURRENCY), and `--users` shoppers without pauses for
 * `--minutes`: browsing, baskets left behind, guests paying by EFT or by card through the sandbox
 * bank's 3D Secure, members paying at the door or by card, order pages (soak-journeys.ts). The
 * database is made next to the one of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
 * which is only connected to) and dropped at the end (`--keep` keeps it).
 *
 * Every `--window` seconds it prints the window's requests a second, p50/p95/p99 of every request,
 * business refusals (sold out in between, a line's limit, a basket emptied because what was in it
 * sold out: apart, not errors), errors and each worker's resident memory (VmRSS, sampled every
 * 10 s) with its heap in use after the last full collection (from --trace-gc's lines). At the end:
 * the same per kind of request, the refusals' reasons, the orders the database holds against those
 * the shoppers placed, each worker's memory at the end of the warm-up (`--warmup` minutes, default
 * the lesser of 5 and a fifth of the run) and at the end, and the CPU the shop and this process used.
 * An error is any answer of 400 or more that is not such a refusal, a request with no answer, a
 * journey that went wrong (a payment that did not reach its summary), an error line in the shop's
 * log, a worker that restarted, or a shop that did not stop cleanly. Exit code 1 when there was an
 * error, a worker's memory grew 10 % or more after the warm-up, or the last window's p99 is more
 * than twice the first window's after the warm-up.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createTestDatabase } from "../../tests/support/server";
import { addHomeAddress, guestPayFields } from "../checkout-http";
import { childPids, processTreeCpuMs } from "../proc-stat";
import { startShop, everyWorkerReady } from "./shop-server";
import { memberSessionCookie, SeenError, shopper, type Outcome } from "./shopper";
import { guestCheckout, justLooking, leftBasket, memberCheckout, myOrders, type Member, type SoakShop } from "./soak-journeys";
import { percentile } from "./stats";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    users: { type: "string", default: "24" },
    workers: { type: "string", default: "2" },
    products: { type: "string", default: "2000" },
    window: { type: "string", default: "60" },
    warmup: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const MINUTES = Number(values.minutes);
const USERS = Number(values.users);
const WORKERS = Number(values.workers);
const WINDOW_S = Number(values.window);
const WARMUP_S = 60 * (values.warmup !== undefined ? Number(values.warmup) : Math.min(5, MINUTES / 5));
const DURATION_S = 60 * MINUTES;
const SAMPLE_EVERY_S = 10;
/** The memory at a point: the median of the samples of this many seconds before it. */
const MEMORY_SPAN_S = 60;
const GROWTH_LIMIT = 0.1;
const P99_LIMIT = 2;
if (![MINUTES, USERS, WORKERS, WINDOW_S, WARMUP_S].every((n) => Number.isFinite(n) && n > 0) || WARMUP_S >= DURATION_S) {
  throw new Error("--minutes, --users, --workers, --window, --warmup: pozitif sayılar; ısınma süresi koşudan kısa");
}
/** Journeys and how often each is chosen. */
const MIX: [string, number][] = [
  ["bakıp çıkan", 30],
  ["sepet bırakan", 20],
  ["misafir ödeme", 20],
  ["üye ödeme", 18],
  ["siparişlerim", 12],
];

// ——— what is seen ———
type Tally = { times: number[]; ok: number; refusals: number; errors: number };
const tally = (): Tally => ({ times: [], ok: 0, refusals: 0, errors: 0 });
const windows: Tally[] = Array.from({ length: Math.ceil(DURATION_S / WINDOW_S) }, tally);
const kinds = new Map<string, Tally>();
const errorDetails = new Map<string, number>();
const refusalReasons = new Map<string, number>();
let trafficStart = 0;
const elapsedS = () => (performance.now() - trafficStart) / 1000;
/** The window of this moment (anything after the end, or before the start, in the nearest). */
const windowNow = () => windows[Math.min(windows.length - 1, Math.max(0, Math.floor(elapsedS() / WINDOW_S)))];

function count(t: Tally, outcome: Outcome, ms?: number) {
  if (ms !== undefined) t.times.push(ms);
  if (outcome === "ok") t.ok++;
  else if (outcome === "refusal") t.refusals++;
  else t.errors++;
}
function noteError(detail: string) {
  const key = detail.replace(/\d{5,}/g, "N").slice(0, 160);
  errorDetails.set(key, (errorDetails.get(key) ?? 0) + 1);
}
function noteRefusal(label: string, reason: string) {
  const key = `${label}: ${reason}`;
  refusalReasons.set(key, (refusalReasons.get(key) ?? 0) + 1);
}
function seen(label: string, ms: number, outcome: Outcome, detail: string) {
  if (!trafficStart) return; // setting up
  count(windowNow(), outcome, ms);
  if (!kinds.has(label)) kinds.set(label, tally());
  count(kinds.get(label)!, outcome, ms);
  if (outcome === "error") noteError(detail);
  if (outcome === "refusal") noteRefusal(label, detail);
}
/** An error outside a request (a journey that went wrong, the shop's log, a restart): counted in its window. */
function error(detail: string) {
  count(windowNow(), "error");
  noteError(detail);
}
/** A business refusal outside a request's answer (soak-journeys.ts: a basket emptied by a sale). */
function refused(label: string, reason: string) {
  count(windowNow(), "refusal");
  noteRefusal(label, reason);
}

// The shop's output: its JSON log, where error lines (level 50 and up) are errors; and V8's line
// after each garbage collection (the shop runs with --trace-gc): a full one (Mark-Compact) says
// how much of the heap is still in use, the figure a leak makes grow.
const FULL_GC = /^\[(\d+):0x[0-9a-f]+\]\s+[\d.]+ ms: Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/;
const heaps = new Map<number, { t: number; mb: number }[]>();
let logRest = "";
function readLog(chunk: string) {
  const lines = (logRest + chunk).split("\n");
  logRest = lines.pop()!;
  for (const line of lines) {
    const gc = FULL_GC.exec(line);
    if (gc) {
      const pid = Number(gc[1]);
      if (!heaps.has(pid)) heaps.set(pid, []);
      if (trafficStart) heaps.get(pid)!.push({ t: elapsedS(), mb: Number(gc[2]) });
      continue;
    }
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) >= 50) error(`log: ${entry.msg} ${entry.err?.message ?? ""}`);
    } catch {
      /* not a JSON line */
    }
  }
}

// ——— memory ———
type Sample = { t: number; mb: Map<number, number> };
const samples: Sample[] = [];
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
let primaryPid = 0;
let workerPids: number[] = [];
function sampleMemory() {
  const now = childPids(primaryPid);
  const restarted = now.filter((pid) => !workerPids.includes(pid));
  if (restarted.length) error(`süreç yeniden başladı: ${workerPids.join(",")} → ${now.join(",")}`);
  const mb = new Map<number, number>();
  for (const pid of now) {
    try {
      mb.set(pid, rssMb(pid));
    } catch {
      /* gone meanwhile: seen at the next sample */
    }
  }
  samples.push({ t: elapsedS(), mb });
}
const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
/** A worker's memory at `t`: the median of its samples in the span before it. */
const memoryAt = (pid: number, t: number) =>
  median(samples.filter((s) => s.t <= t + 1 && s.t >= t - MEMORY_SPAN_S && s.mb.has(pid)).map((s) => s.mb.get(pid)!));
/** Megabytes as printed ('?' before the first full collection). */
const mbText = (mb: number) => (Number.isNaN(mb) ? "?" : mb.toFixed(0));
/** A worker's heap in use after its full collections in the minute before `t` (the median), else after the last one before. */
function heapAt(pid: number, t: number): number {
  const before = (heaps.get(pid) ?? []).filter((h) => h.t <= t + 1);
  const recent = before.filter((h) => h.t >= t - 60);
  return recent.length ? median(recent.map((h) => h.mb)) : (before.at(-1)?.mb ?? NaN);
}

// ——— the shop ———
const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const database = await createTestDatabase(adminUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-soak-"));
console.log(`Veritabanı ${database.name}: demo verisi (${values.products} ürün) hazırlanıyor, ${WORKERS} süreç başlıyor…`);
const db = new pg.Client({ connectionString: database.url });
let shop: Awaited<ReturnType<typeof startShop>> | undefined;
process.exitCode = 1;
try {
  shop = await startShop({
    workers: WORKERS,
    env: { DATABASE_URL: database.url, DEMO: "1", SEED_PRODUCTS: values.products!, DATA_DIR: dataDir },
    nodeOptions: ["--trace-gc"],
    onOutput: readLog,
  });
  const { base, child } = shop;
  primaryPid = child.pid!;
  await db.connect();
  await everyWorkerReady(base, WORKERS);
  workerPids = childPids(child.pid!);

  // One member per shopper (a member's basket is theirs, whichever session), signed in, with a home address.
  const members: Member[] = [];
  const json = shopper(base, 1).json;
  for (let i = 0; i < USERS; i++) {
    const { rows } = await db.query<{ id: number }>(
      "insert into users (email, password_hash, firstname, lastname) values ($1, 'x', 'Deniz', 'Soak') returning id",
      [`soak-${i}@example.com`],
    );
    const s = shopper(base, 100_000 + i, { seen, cookie: await memberSessionCookie(db, rows[0].id) });
    const added = await addHomeAddress(json, s, "Deniz Soak");
    if (!added.success) throw new Error(`üyeye adres eklenemedi: ${JSON.stringify(added)}`);
    members.push({ s, addressId: added.address!.id, orders: [] });
  }
  const carriers = await json<{ result: { id: number; code: string; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  const placed = new Map<string, number>();
  let guests = 200_000;
  const soakShop: SoakShop = {
    newGuest: () => shopper(base, ++guests, { seen }),
    guestFields: await guestPayFields(json, { email: "soak.misafir@example.com" }),
    carrier: String(carriers.result.find((c) => c.code === "yurtici")?.id ?? carriers.result[0].id),
    doorCarrier: String(carriers.result.find((c) => c.paymentMethods.includes("podCash"))!.id),
    placed: (payment) => placed.set(payment, (placed.get(payment) ?? 0) + 1),
    refused,
  };
  const journeys: Record<string, (m: Member) => Promise<void>> = {
    "bakıp çıkan": () => justLooking(soakShop),
    "sepet bırakan": () => leftBasket(soakShop),
    "misafir ödeme": () => guestCheckout(soakShop),
    "üye ödeme": (m) => memberCheckout(soakShop, m),
    siparişlerim: (m) => myOrders(m),
  };
  const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
  const chooseJourney = () => {
    let r = Math.random() * totalWeight;
    for (const [name, weight] of MIX) if ((r -= weight) < 0) return name;
    return MIX[0][0];
  };

  console.log(
    `${base}: ${USERS} alışverişçi, ${WORKERS} süreç, ${MINUTES} dk (ısınma ${(WARMUP_S / 60).toFixed(1)} dk), ${WINDOW_S} s pencereler; süreçler ${workerPids.join(", ")}, ` +
      `başta ${workerPids.map((pid) => rssMb(pid).toFixed(0)).join(" · ")} MB\n`,
  );
  console.log("pencere        istek/s    p50     p95     p99   ret  hata  bellek MB süreç başına: RSS (son tam GC sonrası yığın)");
  const cpuBefore = { shop: processTreeCpuMs(child.pid!), us: process.cpuUsage() };
  trafficStart = performance.now();
  const endAt = trafficStart + DURATION_S * 1000;
  sampleMemory();
  const sampler = setInterval(sampleMemory, SAMPLE_EVERY_S * 1000);
  let printed = 0;
  const printWindow = (i: number) => {
    const w = windows[i];
    const sorted = [...w.times].sort((a, b) => a - b);
    const span = Math.min(WINDOW_S, DURATION_S - i * WINDOW_S);
    const last = samples.at(-1)!;
    const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;
    const ms = (p: number) => `${percentile(sorted, p).toFixed(0).padStart(5)} ms`;
    console.log(
      `${clock(i * WINDOW_S).padStart(5)}–${clock(i * WINDOW_S + span).padEnd(6)} ${(sorted.length / span).toFixed(0).padStart(7)} ${ms(50)} ${ms(95)} ${ms(99)} ${String(w.refusals).padStart(5)} ${String(w.errors).padStart(5)}  ` +
        `${[...last.mb].map(([pid, mb]) => `${mb.toFixed(0)} (yığın ${mbText(heapAt(pid, last.t))})`).join(" · ")}${i * WINDOW_S < WARMUP_S ? "  (ısınma)" : ""}`,
    );
  };
  const windowTimer = setInterval(() => {
    while (printed < windows.length - 1 && elapsedS() >= (printed + 1) * WINDOW_S) printWindow(printed++);
  }, 1000);

  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < endAt) {
        const name = chooseJourney();
        try {
          await journeys[name](member);
        } catch (e) {
          if (!(e instanceof SeenError)) error(`${name}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  clearInterval(windowTimer);
  sampleMemory();
  const shopCpuS = (processTreeCpuMs(child.pid!) - cpuBefore.shop) / 1000;
  const { user, system } = process.cpuUsage(cpuBefore.us);
  while (printed < windows.length) printWindow(printed++);

  // ——— summary ———
  console.log("\nistek türü                      sayı      p50     p95     p99   ret  hata");
  for (const [label, t] of [...kinds].sort((a, b) => b[1].times.length - a[1].times.length)) {
    const sorted = [...t.times].sort((a, b) => a - b);
    const ms = (p: number) => `${percentile(sorted, p).toFixed(0).padStart(5)} ms`;
    console.log(
      `${label.padEnd(28)} ${String(sorted.length).padStart(7)} ${ms(50)} ${ms(95)} ${ms(99)} ${String(t.refusals).padStart(5)} ${String(t.errors).padStart(5)}`,
    );
  }
  const all = windows.reduce(
    (sum, w) => ({ requests: sum.requests + w.times.length, refusals: sum.refusals + w.refusals, errors: sum.errors + w.errors }),
    { requests: 0, refusals: 0, errors: 0 },
  );

  // The orders the database holds (beyond the unpaid attempts) against those the shoppers saw placed.
  const { rows: held } = await db.query<{ payment_type: string; n: number }>(
    "select payment_type, count(*)::int as n from orders where idempotency_key like 'soak-%' and status not in ('awaitingPayment', 'paymentFailed') group by 1 order by 1",
  );
  const heldBy = new Map(held.map((r) => [r.payment_type, r.n]));
  const payments = [...new Set([...placed.keys(), ...heldBy.keys()])].sort();
  console.log(
    `\nsiparişler (alışverişçilerin gördüğü / veritabanında): ${payments.map((p) => `${p} ${placed.get(p) ?? 0}/${heldBy.get(p) ?? 0}`).join(", ")}`,
  );
  for (const p of payments)
    if ((placed.get(p) ?? 0) !== (heldBy.get(p) ?? 0))
      error(`siparişler tutmuyor: ${p} ${placed.get(p) ?? 0} görüldü, ${heldBy.get(p) ?? 0} kayıtlı`);

  // Memory: the end of the warm-up against the end.
  let grown = false;
  console.log(`\nbellek (VmRSS, ${MEMORY_SPAN_S} s içindeki örneklerin ortancası): ısınma sonu (${(WARMUP_S / 60).toFixed(1)} dk) → son`);
  for (const pid of workerPids) {
    const [before, after] = [memoryAt(pid, WARMUP_S), memoryAt(pid, samples.at(-1)!.t)];
    const growth = (after - before) / before;
    const percent = (from: number, to: number) => `${to >= from ? "+" : ""}${((100 * (to - from)) / from).toFixed(1)} %`;
    const ok = growth < GROWTH_LIMIT;
    grown ||= !ok;
    const [heapBefore, heapAfter] = [heapAt(pid, WARMUP_S), heapAt(pid, samples.at(-1)!.t)];
    console.log(
      `  süreç ${pid}: ${before.toFixed(0)} → ${after.toFixed(0)} MB (${percent(before, after)}) ${ok ? "GEÇTİ" : "KALDI"} (< %${100 * GROWTH_LIMIT}); ` +
        `tam GC sonrası yığın ${mbText(heapBefore)} → ${mbText(heapAfter)} MB (${Number.isNaN(heapBefore) ? "?" : percent(heapBefore, heapAfter)}, bilgi için)`,
    );
  }

  // p99: the last window against the first after the warm-up.
  const firstAfter = Math.min(windows.length - 1, Math.ceil(WARMUP_S / WINDOW_S));
  const p99 = (i: number) =>
    percentile(
      [...windows[i].times].sort((a, b) => a - b),
      99,
    );
  const p99Ok = p99(windows.length - 1) <= P99_LIMIT * p99(firstAfter);
  console.log(
    `p99: ısınmadan sonraki ilk pencere ${p99(firstAfter).toFixed(0)} ms, son pencere ${p99(windows.length - 1).toFixed(0)} ms ${p99Ok ? "GEÇTİ" : "KALDI"} (≤ ${P99_LIMIT}×)`,
  );

  // The shop stops cleanly (requests drained, exit 0).
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) error(`mağaza temiz kapanmadı: çıkış kodu ${code}`);

  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  console.log(
    `\n${all.requests} istek (${(all.requests / DURATION_S).toFixed(0)}/s), ${all.refusals} iş kuralı reddi (stok, adet sınırı; hata sayılmaz), ${errors} hata ${errors === 0 ? "GEÇTİ" : "KALDI"}`,
  );
  // On a machine shared with other work the figures above follow its load: the CPU says how much this run got.
  console.log(
    `CPU: mağaza ${shopCpuS.toFixed(0)} s (${((1000 * shopCpuS) / Math.max(1, all.requests)).toFixed(1)} ms/istek), yük üreten bu süreç ${((user + system) / 1e6).toFixed(0)} s, ${DURATION_S} s içinde, ${os.cpus().length} işlemci; yük ortalaması ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const [reason, n] of [...refusalReasons].sort((a, b) => b[1] - a[1])) console.log(`  ret ${String(n).padStart(5)} × ${reason}`);
  for (const [detail, n] of [...errorDetails].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  hata ${String(n).padStart(4)} × ${detail}`);
  process.exitCode = errors === 0 && !grown && p99Ok ? 0 : 1;
  console.log(process.exitCode === 0 ? "\nSONUÇ: GEÇTİ" : "\nSONUÇ: KALDI");
} finally {
  if (shop && shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill("SIGTERM");
  await db.end().catch(() => {});
  if (values.keep) console.log(`veritabanı kaldı: ${database.url}`);
  else await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The shop's connections and timers are done with: end now.
process.exit();
