/**
 * Browser-test helpers: Debian's Chromium through playwright-core (nothing downloads a browser),
 * the shop started by globalSetup, a screenshot in test-results/ for every failed journey.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";
import type {} from "./global-setup";
import { ROOT } from "./server";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const RESULTS_DIR = path.join(ROOT, "test-results");

export const baseURL = () => inject("baseURL");

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium fonts-liberation`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Chromium for the file's tests, started before them and closed after:
 *   const browser = sharedBrowser();  …  journey(browser(), …)
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export type Journey = { context: BrowserContext; page: Page; problems: string[] };

/**
 * Runs one journey in a fresh browser context (no cookies) and closes it. On failure a full-page
 * screenshot goes to test-results/<name>.png. `problems` collects uncaught page errors and CSP
 * violations, which a journey can assert to be empty.
 */
export async function journey(browser: Browser, name: string, options: BrowserContextOptions, run: (j: Journey) => Promise<void>) {
  const context = await browser.newContext({ baseURL: baseURL(), locale: "tr-TR", timezoneId: "Europe/Istanbul", ...options });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Hydration|hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  try {
    await run({ context, page, problems });
  } catch (error) {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, "-")}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    if (error instanceof Error) error.message += `\n(screenshot: ${path.relative(ROOT, file)}; page: ${page.url()})`;
    throw error;
  } finally {
    await context.close();
  }
}
