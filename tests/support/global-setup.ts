/**
 * globalSetup of the integration and e2e projects: one shop server (empty storage, or under
 * `npm test` on PGlite a copy of the run's prepared shop; see server.ts) for all files of the
 * project; tests read its address with `inject("baseURL")`. Meanwhile the run's storage template is
 * made, for the shops and databases files start of their own (storage-template.ts).
 * TEST_BASE_URL=http://localhost:3000 runs the tests against a shop that is already running
 * instead (e.g. `npm run dev`); tests that start their own server still do.
 */
import type { TestProject } from "vitest/node";
import { startTestShop, targetKind } from "./server";
import { makeStorageTemplate } from "./storage-template";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    target: "pglite" | "postgres";
    /** The shared shop's output file ('' when the shop runs elsewhere, TEST_BASE_URL). */
    serverLog: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_BASE_URL) {
    project.provide("baseURL", process.env.TEST_BASE_URL.replace(/\/$/, ""));
    project.provide("target", targetKind());
    project.provide("serverLog", "");
    return;
  }
  const started = Date.now();
  // Under `npm test` the PGlite passes start from the run's prepared shop (prepare-run-storage.ts);
  // otherwise, and on PostgreSQL, `prepared` storage is empty: the shared shop's first start.
  const [shopStart, templateMade] = await Promise.allSettled([startTestShop({}, { prepared: true }), makeStorageTemplate(targetKind())]);
  if (shopStart.status === "rejected" || templateMade.status === "rejected") {
    if (shopStart.status === "fulfilled") await shopStart.value.dispose();
    if (templateMade.status === "fulfilled") await templateMade.value.dispose();
    throw shopStart.status === "rejected" ? shopStart.reason : (templateMade as PromiseRejectedResult).reason;
  }
  const [shop, template] = [shopStart.value, templateMade.value];
  console.log(`[test shop] ${targetKind()} server at ${shop.server.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("baseURL", shop.server.url);
  project.provide("target", targetKind());
  project.provide("serverLog", shop.server.logPath);
  return async () => {
    await shop.dispose();
    await template.dispose();
  };
}
