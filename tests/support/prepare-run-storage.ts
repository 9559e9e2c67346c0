/**
 * `npm test` runs three passes that each start a shared shop on PGlite (the integration tests and
 * the browser tests' two halves), side by side. Each first start would migrate, load Turkey's
 * 73,000 places and seed the catalogue, and each pass would make its own storage template: six
 * times the same heavy work at once, which on two cores made the starts miss their time. This runs
 * once, after the build: it makes the PGlite storage template (storage-template.ts) and, from a copy
 * of it, a shop started once and stopped (its first start's work done), both in `dir`. It prints them
 * as shell assignments, which scripts/test.sh exports to the PGlite passes.
 *   npx tsx tests/support/prepare-run-storage.ts <dir>
 */
import fs from "node:fs";
import path from "node:path";
import { PREPARED_SHOP_ENV, STORAGE_TEMPLATE_ENV, createStorage, startShop } from "./server";
import { makeStorageTemplate } from "./storage-template";

/** Moves a directory (a copy when `to` is on another file system) and removes what held it in the temp folder. */
function move(from: string, to: string) {
  fs.cpSync(from, to, { recursive: true });
  const holder = path.basename(from) === "pglite" ? path.dirname(from) : from;
  fs.rmSync(holder, { recursive: true, force: true });
}

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-run-storage.ts <dir>");
fs.mkdirSync(dir, { recursive: true });
process.env.KEEP_TEST_DATA = "1";

const started = Date.now();
await makeStorageTemplate("pglite");
const template = path.join(dir, "template");
move(process.env[STORAGE_TEMPLATE_ENV.pglite]!, template);
process.env[STORAGE_TEMPLATE_ENV.pglite] = template;

const storage = await createStorage("pglite");
const shop = await startShop(storage);
await shop.stop();
const prepared = path.join(dir, "shop");
move(storage.dataDir, prepared);

console.error(`[prepare] PGlite template and prepared shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${STORAGE_TEMPLATE_ENV.pglite}=${template}`);
console.log(`${PREPARED_SHOP_ENV}=${prepared}`);
