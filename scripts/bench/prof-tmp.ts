import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { basketCookie, pickProducts } from "./shop-visits";
const port = 3999, base = `http://127.0.0.1:${port}`;
const which = process.argv[2] ?? "product";
const child = spawn(process.execPath, [...(process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []), "server.js"], { env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: base, WEB_CONCURRENCY: "1" }, stdio: ["ignore", process.env.SHOWLOG ? "inherit" : "ignore", "inherit"] });
for (;;) { try { if ((await fetch(base + "/")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const { pages, variants } = await pickProducts(base);
const cookie = await basketCookie(base, variants);
const paths = which === "basket" ? ["/cart/"] : which === "product" ? pages : [which];
let i = 0;
const r = await autocannon({ url: base, connections: 10, duration: Number(process.env.DUR ?? 6), headers: { Cookie: cookie }, requests: [{ setupRequest: (req: any) => ({ ...req, path: paths[i++ % paths.length] }) }] });
console.log(which, r.requests.average, "req/s", r.non2xx, "non2xx");
child.kill("SIGTERM");
await new Promise((r) => child.on("exit", r));
