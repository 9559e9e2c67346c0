/**
 * npm run bench:pages [-- --connections 50 --duration 10 --url http://127.0.0.1:3000 --weight-only --campaigns 50]
 *
 * Server render of the product page and the basket page under load (autocannon, 50 connections),
 * and what the product page sends to the browser (JavaScript and CSS, gzipped). Without --url it
 * starts the built shop (`npm run build` first; BUILD_DIR honoured) against the configured
 * database: point DATABASE_URL at the 100,000-product scratch database, e.g.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:search   (seeds it)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:pages
 * Targets: p99 under 50 ms; product page JavaScript under 150 KB gzipped.
 * `--campaigns N` (needs DATABASE_URL): measures the pages, the basket's data
 * (/cart/view) and the mini-basket (/cart/mini) once as they are and once more with N running
 * campaigns added (removed again at the end), and prints the change: within 10 % is the target.
 * Numbers depend on what else runs on the machine: stop other servers and test runs first.
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { startShop } from "./shop-server";
import { basketCookie, pickProducts } from "./shop-visits";
import { processTreeCpuMs } from "../proc-stat";
import pg from "pg";
import { addBenchCampaigns, change, removeBenchCampaigns } from "./bench-campaigns";

const { values } = parseArgs({
  options: {
    "weight-only": { type: "boolean", default: false },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    url: { type: "string" },
    campaigns: { type: "string", default: "0" },
  },
});
const campaignCount = Number(values.campaigns);
const connections = Number(values.connections);
const duration = Number(values.duration);
const P99_TARGET_MS = 50;
const JS_TARGET_KB = 150;

/** CPU time (user + system) the started server (all its processes) has used so far, in ms; null for --url. */
const serverCpuMs = (): number | null => (started?.child.pid ? processTreeCpuMs(started.child.pid) : null);

async function load(
  title: string,
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<{ rps: number; p99: number }> {
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
  await autocannon({ url: base, connections: 10, amount: 200, requests });
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ url: base, connections, duration, requests });
  const cpuAfter = serverCpuMs();
  const bad = result.non2xx + result.errors + result.timeouts;
  const cpu =
    cpuBefore !== null && cpuAfter !== null ? `  sunucu CPU ${((cpuAfter - cpuBefore) / result.requests.total).toFixed(1)} ms/istek` : "";
  console.log(
    `${title.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50=${String(result.latency.p50).padStart(4)} ms  ` +
      `p99=${String(result.latency.p99).padStart(4)} ms  ${result.latency.p99 < P99_TARGET_MS ? "OK" : `HEDEF ÜSTÜ (< ${P99_TARGET_MS} ms)`}` +
      cpu +
      (bad ? `  (${bad} hatalı yanıt)` : ""),
  );
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * What a browser really loads for the page (Debian's Chromium, as the e2e tests use): every
 * script and style sheet it fetched until the network was idle, gzipped like the server sends them.
 * Dialogs and panels loaded only on demand are not counted.
 */
async function pageWeight(base: string, path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const sizes = { script: 0, stylesheet: 0, files: { script: 0, stylesheet: 0 } };
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        response.body().then((body) => {
          sizes[type] += gzipSync(body).length;
          sizes.files[type] += 1;
        }),
      );
    });
    const answer = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await Promise.all(pending);
    const html = gzipSync(Buffer.from((await answer?.text()) ?? "")).length;
    const jsKb = sizes.script / 1024;
    console.log(
      `ürün sayfası JavaScript ${jsKb.toFixed(1)} KB gzip (${sizes.files.script} dosya) ${jsKb < JS_TARGET_KB ? "OK" : `HEDEF ÜSTÜ (< ${JS_TARGET_KB} KB)`}`,
    );
    console.log(`ürün sayfası CSS        ${(sizes.stylesheet / 1024).toFixed(1)} KB gzip (${sizes.files.stylesheet} dosya)`);
    console.log(`ürün sayfası HTML       ${(html / 1024).toFixed(1)} KB gzip`);
  } finally {
    await browser.close();
  }
}

const started = values.url ? null : await startShop();
const base = values.url ?? started!.base;
try {
  const { pages, variants } = await pickProducts(base);
  if (!values["weight-only"]) await loadPages(base, pages, variants);
  await pageWeight(base, pages[0]!);
} finally {
  started?.child.kill("SIGTERM");
}

async function loadPages(base: string, pages: string[], variants: number[]) {
  const cookie = await basketCookie(base, variants);
  console.log(`\n${base}: ${connections} bağlantı, ${duration} s; ${pages.length} ürün sayfası dönüşümlü\n`);
  // A visitor without a session may get a cached page (server/page-cache.ts); with the basket's
  // session cookie every page is rendered: both are measured.
  const round = async (label: string) => ({
    product: await load(`ürün sayfası${label}`, base, pages, { Cookie: cookie }),
    basket: await load(`sepet verisi /cart/view${label}`, base, ["/cart/view"], { Cookie: cookie }),
    mini: await load(`mini sepet /cart/mini${label}`, base, ["/cart/mini"], { Cookie: cookie }),
  });
  await load("ürün sayfası", base, pages);
  await load("sepet sayfası /cart/", base, ["/cart/"], { Cookie: cookie });
  const without = await round(" (oturum)");
  if (campaignCount <= 0) return;
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("--campaigns için DATABASE_URL gerekli");
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await addBenchCampaigns(db, campaignCount);
    // The listing's and product page's read of the rules is kept for 10 s.
    await new Promise((r) => setTimeout(r, 11_000));
    console.log(`\n${campaignCount} kampanya yayında:`);
    const withCampaigns = await round(` +${campaignCount} kampanya`);
    for (const key of ["product", "basket", "mini"] as const) {
      console.log(
        `${key.padEnd(8)} istek/sn ${change(withCampaigns[key].rps, without[key].rps)}, p99 ${without[key].p99} → ${withCampaigns[key].p99} ms`,
      );
    }
  } finally {
    await removeBenchCampaigns(db);
    await db.end();
  }
}
