/**
 * Browser-test helpers: Debian's Chromium through playwright-core (nothing downloads a browser),
 * one browser for the run (browser-server.ts) and the shop started by globalSetup, a screenshot in
 * test-results/ for every failed journey, and navigations that return once the page is usable.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type {} from "./browser-server";
import type {} from "./global-setup";
import { ROOT } from "./server";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const RESULTS_DIR = path.join(ROOT, "test-results");

export const baseURL = () => inject("baseURL");

/**
 * The run's one Chromium for this file's tests, connected before them and let go after (the
 * contexts this file opened close with it; the browser stays for the next file):
 *   const browser = sharedBrowser();  …  journey(browser(), …)
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Waits until the document in the tab is usable. One of the shop's React pages (React Router's
 * context script ran) is usable once React has drawn the address in the address bar: the root
 * layout marks `<html data-hydrated="/path?query">` after hydrating and after each navigation
 * (app/components/use-hydrated.ts). Before that a field typed into is emptied by the page's own
 * state, a button does nothing or posts the plain form, and right after a navigation inside the
 * page the old page may still show. Any other document (JSON, a PDF, a page opened without
 * JavaScript) is usable as it loads.
 */
export async function untilUsable(page: Page): Promise<void> {
  // The check runs in the page every 25 ms (waitForFunction, which carries on across a navigation),
  // not from here: one round trip to the browser instead of one per check.
  try {
    await page.waitForFunction(
      () =>
        !("__reactRouterContext" in window) ||
        document.documentElement.dataset.hydrated === window.location.pathname + window.location.search,
      undefined,
      { timeout: 15_000, polling: 25 },
    );
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError")
      throw new Error(`${page.url()} never became usable (React did not draw it)`, { cause: error });
    throw error;
  }
}

/**
 * Every page of `context` (journey() does this for its own): its navigations (goto, reload, back,
 * forward, waitForURL) return once the page is usable.
 */
export function navigationsWaitUntilUsable(context: BrowserContext): void {
  context.on("page", (page) => {
    const after =
      <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const result = await navigate(...args);
        await untilUsable(page);
        return result;
      };
    page.goto = after(page.goto.bind(page));
    page.reload = after(page.reload.bind(page));
    page.goBack = after(page.goBack.bind(page));
    page.goForward = after(page.goForward.bind(page));
    page.waitForURL = after(page.waitForURL.bind(page));
  });
}

/**
 * Waits until no finite CSS animation or transition runs on the page (a popup fading or sliding in),
 * so a colour check or a screenshot sees it as it stays. Endless ones (a spinner) do not count.
 */
export async function animationsDone(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity).length,
    );
  await expect.poll(running, { timeout: 10_000, interval: 50 }).toBe(0);
}

/**
 * The pictures journeys take for a person to look at (`page.screenshot({ path })` into
 * test-results/) are taken when `TEST_SCREENSHOTS=1`: `TEST_SCREENSHOTS=1 npx vitest run --project
 * e2e tests/e2e/<file>`, then open them. No test reads a picture back, and in `npm test` nobody
 * looks at them, while drawing and encoding each full page cost the browser about 3 % of its time.
 * The screenshot of a journey that fails is always taken (journey() below).
 */
const REVIEW_SCREENSHOTS = process.env.TEST_SCREENSHOTS === "1";

/** Every page of `context`: `screenshot()` takes the picture only when REVIEW_SCREENSHOTS. */
function screenshotsWhenAsked(context: BrowserContext): void {
  if (REVIEW_SCREENSHOTS) return;
  context.on("page", (page) => {
    page.screenshot = async () => Buffer.alloc(0);
  });
}

export type Journey = { context: BrowserContext; page: Page; problems: string[] };

/**
 * Runs one journey in a fresh browser context (no cookies) and closes it. Its page's navigations
 * return once the page is usable (untilUsable: hydrated), so a journey never types into a page
 * before its JavaScript runs. On failure a full-page screenshot goes to test-results/<name>.png
 * (always; the journey's own pictures only with TEST_SCREENSHOTS=1).
 * `problems` collects uncaught page errors and CSP violations, which a journey can assert to be empty.
 */
export async function journey(browser: Browser, name: string, options: BrowserContextOptions, run: (j: Journey) => Promise<void>) {
  const context = await browser.newContext({ baseURL: baseURL(), locale: "tr-TR", timezoneId: "Europe/Istanbul", ...options });
  context.setDefaultTimeout(15_000);
  navigationsWaitUntilUsable(context);
  screenshotsWhenAsked(context);
  const page = await context.newPage();
  const screenshot = Object.getPrototypeOf(page).screenshot.bind(page) as Page["screenshot"];
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Hydration|hydrat/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  try {
    await run({ context, page, problems });
  } catch (error) {
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, "-")}.png`);
    await screenshot({ path: file, fullPage: true }).catch(() => {});
    if (error instanceof Error) error.message += `\n(screenshot: ${path.relative(ROOT, file)}; page: ${page.url()})`;
    throw error;
  } finally {
    await context.close();
  }
}
