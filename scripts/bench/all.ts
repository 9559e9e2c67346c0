/**
 * npm run bench:all [-- --connections 10 --duration 6 --url http://127.0.0.1:3000]
 *
 * Every page and call of the speed goals measured in one run against one database, printed as one table
 * with each figure's ratio to the floor (`/kullanici/giris-yapti-mi`: React Router and a session,
 * nothing else) and the goal it is held to. Ratios, not raw figures, are comparable between runs
 * and machines. Without --url it starts the built shop (`npm run build` first) on DATABASE_URL,
 * with WEB_CONCURRENCY honoured:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:all
 * Seed that database first with 100,000 products:
 *   DEMO=1 DATABASE_URL=…/shopbench npm run db:seed -- --products 100000 --reset
 * The pay call (bench:checkout) and page weight (bench:pages --weight-only) change data or start
 * a browser: run them after this one (see docs/benchmarks.md).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { combine, formatLoad, measure, type LoadResult } from "./http-load";
import { LISTING_QUERIES, listingPath } from "./listing-queries";
import { basketCookie, pickProducts } from "./shop-visits";
import { startShop } from "./shop-server";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "10" }, duration: { type: "string", default: "6" }, url: { type: "string" } },
});
const options = { connections: Number(values.connections), duration: Number(values.duration) };

function anAsset(): string {
  const dir = `${process.env.BUILD_DIR || "build"}/client/assets`;
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".css"));
  if (!file) throw new Error(`${dir} içinde CSS yok`);
  return `/assets/${file}`;
}

const started = values.url ? null : await startShop();
const base = values.url ?? started!.base;
try {
  const { pages, variants } = await pickProducts(base);
  const cookie = await basketCookie(base, variants);
  const session = { Cookie: cookie };
  const run = (label: string, paths: string[], headers?: Record<string, string>) =>
    measure(label, base, paths, { ...options, headers, pid: started?.child.pid });

  console.log(
    `\n${base}: ${options.connections} bağlantı, ${options.duration} s her satır; WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? "(varsayılan)"}\n`,
  );
  const floor = await run("taban /kullanici/giris-yapti-mi", ["/kullanici/giris-yapti-mi"]);
  const rows: { result: LoadResult; goal?: number; p99?: number }[] = [
    { result: await run("derlenmiş dosya (CSS)", [anAsset()]) },
    { result: floor },
    { result: await run("ana sayfa / (oturumsuz)", ["/"]), goal: 0.5, p99: 50 },
    {
      result: await run("kategori /kategori/* (oturumsuz)", ["/kategori/bebek", "/kategori/giyim", "/kategori/oyuncak", "/kategori/ev"]),
      goal: 0.5,
      p99: 50,
    },
    { result: await run("ürün sayfası (oturumsuz)", pages), goal: 0.5, p99: 50 },
    { result: await run("yasal sayfa /cerezler (oturumsuz)", ["/cerezler"]), goal: 0.5, p99: 50 },
  ];
  // A visitor with a session: the product page is shared; the header asks who it is. The basket
  // page is drawn for the visitor with their basket and the header's summary (no call after it);
  // /cart/view is the same data as JSON.
  const productPage = await run("ürün sayfası (oturumlu)", pages, session);
  const visitorCall = await run("oturum bilgisi /kullanici/oturum-bilgisi", ["/kullanici/oturum-bilgisi"], session);
  rows.push(
    { result: productPage },
    { result: visitorCall },
    { result: combine("ürün görüntüleme = sayfa + oturum bilgisi", [productPage, visitorCall]), goal: 0.4 },
    { result: await run("sepet görüntüleme /cart/ (oturumlu)", ["/cart/"], session), goal: 0.4 },
    { result: await run("sepet verisi /cart/view", ["/cart/view"], session) },
  );
  for (const [label, queries] of Object.entries(LISTING_QUERIES)) {
    rows.push({ result: await run(`listeleme: ${label}`, queries.map(listingPath)), goal: 0.3 });
  }
  const ratio = floor.rps;
  console.log("");
  let misses = 0;
  for (const { result, goal, p99 } of rows) {
    const ok = (goal === undefined || result.rps / ratio >= goal) && (p99 === undefined || result.p99 <= p99) && result.bad === 0;
    if (!ok) misses++;
    const target = goal === undefined ? "" : `  hedef ≥ ${goal}×${p99 ? `, p99 ≤ ${p99} ms` : ""} ${ok ? "OK" : "KARŞILANMADI"}`;
    console.log(formatLoad(result, floor) + target);
  }
  console.log(misses ? `\n${misses} satır hedefin altında.` : "\nHer satır hedefinde.");
} finally {
  started?.child.kill("SIGTERM");
}
