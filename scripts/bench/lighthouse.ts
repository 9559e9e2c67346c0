/**
 * npm run bench:lighthouse [-- --runs 3 --url http://127.0.0.1:3000 --pages home,category,product,basket --save dir]
 *
 * Lighthouse (mobile: Moto G-class screen, simulated slow 4G and 4× CPU slowdown,
 * Lighthouse's defaults) on the home page, a category, a product page and the basket with a line
 * in it, each `--runs` times (3) in Debian's Chromium (headless, CHROME_PATH or /usr/bin/chromium,
 * nothing downloaded). Per page it prints the median performance and accessibility scores, the
 * median LCP / TBT / CLS, the resources that blocked the first paint, and for the product page the
 * JavaScript it loaded (gzip level 9, and as the server sends it: brotli); then which targets were missed:
 *   performance ≥ 95, nothing render-blocking but the one CSS file, product page JavaScript
 *   ≤ 120 KB gzipped. Accessibility is checked by axe-core in the browser tests
 *   (tests/e2e/accessibility.test.ts, no serious or critical finding); Lighthouse's score and the
 *   audits it failed are printed beside it for information.
 * Without --url it starts the built shop (`npm run build` first; BUILD_DIR honoured) against the
 * configured database (the embedded demo database by default, or DEMO=1 DATABASE_URL=…). Runs take
 * about 15 s each: stop other servers and test runs first, the scores fall on a busy machine.
 * `--save dir` keeps each run's full report (dir/<page>-<run>.json, open it in the Lighthouse
 * viewer) to see where the time went. Exits 1 when a target is missed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { startShop } from "./shop-server";
import { basketCookie, pickProducts } from "./shop-visits";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    url: { type: "string" },
    pages: { type: "string", default: "home,category,product,basket" },
    save: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const TARGET = { performance: 95, productJsKb: 120 };

type Page = { key: string; title: string; path: string; cookie?: string };
type Run = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  blocking: string[];
  scripts: string[];
  failedA11y: string[];
  /** Lighthouse's measure of the machine's speed at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function readRun(lhr: Result): Run {
  const audit = (id: string) => lhr.audits[id];
  const items = (id: string) => (audit(id)?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const network = items("network-requests");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbt: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    fcp: audit("first-contentful-paint")?.numericValue ?? NaN,
    blocking: items("render-blocking-resources").map((i) => String(i.url)),
    scripts: network.filter((r) => r.resourceType === "Script").map((r) => String(r.url)),
    failedA11y: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function runLighthouse(url: string, cookie: string | undefined, saveAs: string | undefined): Promise<Run> {
  // A fresh browser per run: no cache or compiled code carried over, as a first visit. On a busy
  // machine Chromium now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, "--disable-dev-shm-usage"],
      logLevel: "silent",
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse ${url} için sonuç vermedi`);
      const failure = result.lhr.runtimeError;
      if (failure && attempt < 3) {
        console.log(`  (${url}: ${failure.code}, yeniden)`);
        continue;
      }
      if (failure) throw new Error(`Lighthouse ${url}: ${failure.message}`);
      if (saveAs) fs.writeFileSync(saveAs, String(result.report));
      return readRun(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * JavaScript the page loaded: each file gzipped (level 9, as the build stores it; the goal's
 * measure) and as the server sends it to a browser that accepts brotli (Content-Length).
 */
async function scriptWeight(urls: string[]) {
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer());
      const sent = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "br, gzip" } });
      return { url, gzip: gzipSync(body, { level: 9 }).length, sent: Number(sent.headers.get("content-length") ?? body.length) };
    }),
  );
  const kb = (key: "gzip" | "sent") => files.reduce((sum, f) => sum + f[key], 0) / 1024;
  return { kb: kb("gzip"), sentKb: kb("sent"), files: files.sort((a, b) => b.gzip - a.gzip) };
}

if (values.save) fs.mkdirSync(values.save, { recursive: true });
const started = values.url ? null : await startShop();
const base = (values.url ?? started!.base).replace(/\/$/, "");
const missed: string[] = [];
try {
  const { pages: products, variants } = await pickProducts(base);
  const cookie = await basketCookie(base, variants.slice(0, 2));
  const all: Page[] = [
    { key: "home", title: "ana sayfa", path: "/" },
    { key: "category", title: "kategori", path: "/kategori/bebek" },
    { key: "product", title: "ürün", path: new URL(products[0]!, base).pathname },
    { key: "basket", title: "sepet (2 satır)", path: "/cart/", cookie },
  ];
  const wanted = new Set(values.pages.split(","));
  console.log(`${base}: Lighthouse mobil, sayfa başına ${RUNS} çalıştırma (medyan); yük ortalaması ${os.loadavg()[0]!.toFixed(1)}\n`);
  for (const page of all.filter((p) => wanted.has(p.key))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const saveAs = values.save ? path.join(values.save, `${page.key}-${i + 1}.json`) : undefined;
      runs.push(await runLighthouse(`${base}${page.path}`, page.cookie, saveAs));
    }
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    const blocking = [...new Set(runs.flatMap((r) => r.blocking))].map((u) => new URL(u).pathname);
    console.log(
      `${page.title.padEnd(16)} ${page.path}\n` +
        `  performans ${perf} (${runs.map((r) => r.performance).join(", ")})  erişilebilirlik ${a11y}` +
        `  LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s` +
        `  TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}` +
        `  (CPU ölçütü ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)})\n` +
        `  ilk boyamayı bekleten: ${blocking.join(", ") || "yok"}`,
    );
    const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
    if (failed.length) console.log(`  geçmeyen erişilebilirlik denetimleri: ${failed.join(", ")}`);
    if (perf < TARGET.performance) missed.push(`${page.title}: performans ${perf} < ${TARGET.performance}`);
    const extra = blocking.filter((path, i) => i > 0 || !path.endsWith(".css"));
    if (extra.length) missed.push(`${page.title}: tek CSS dosyası dışında ilk boyamayı bekleten: ${blocking.join(", ")}`);
    if (page.key === "product") {
      const js = await scriptWeight(runs[0]!.scripts);
      const top = js.files.slice(0, 5).map((f) => `${new URL(f.url).pathname.replace("/assets/", "")} ${(f.gzip / 1024).toFixed(1)}`);
      console.log(
        `  JavaScript ${js.kb.toFixed(1)} KB gzip (gönderilen, brotli: ${js.sentKb.toFixed(1)} KB), ${js.files.length} dosya (en büyükler: ${top.join(", ")})`,
      );
      if (js.kb > TARGET.productJsKb) missed.push(`ürün: JavaScript ${js.kb.toFixed(1)} KB > ${TARGET.productJsKb} KB gzip`);
    }
  }
} finally {
  started?.child.kill("SIGTERM");
}
console.log(missed.length ? `\nKaçırılan hedefler:\n  ${missed.join("\n  ")}` : "\nTüm hedefler tuttu.");
process.exitCode = missed.length ? 1 : 0;
