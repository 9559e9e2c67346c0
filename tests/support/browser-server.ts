/**
 * globalSetup of the e2e project: one Chromium for the whole run (TEST_CHROMIUM_PATH and
 * TEST_CHROMIUM_ARGS in scripts/chromium.ts), started once as a Playwright browser server; every
 * file connects to it (sharedBrowser() in browser.ts) and each journey gets a fresh context, so
 * files share the process but no cookies or pages. Launching a browser per file cost a second or
 * two each on this machine. Without a browser the run stops here, saying what to install.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../../scripts/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared browser's WebSocket address, for chromium.connect(). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(TEST_CHROMIUM_PATH))
    throw new Error(`${TEST_CHROMIUM_PATH} is missing: apt-get install -y chromium-headless-shell fonts-liberation`);
  const server = await chromium.launchServer({ executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_ARGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
