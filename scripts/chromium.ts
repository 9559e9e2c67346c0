/**
 * Debian's Chromium (`apt-get install -y chromium fonts-liberation`; nothing downloads a browser)
 * and the launch flags that work on these machines, for the browser tests and the benchmarks.
 * Without the background-networking flags Chromium keeps trying hosts this machine cannot reach.
 */
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (`apt-get install -y chromium-headless-shell`)
 * when it is there: the same engine without the desktop browser's own windows and pages, made for
 * automation (Playwright's default for headless runs), starting in half the time and using about a
 * fifth less CPU per journey on this machine (docs/testing.md). Otherwise the full browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The browser tests' flags: a test's page lives a few seconds, so V8's optimising compiler
 * (TurboFan) spends CPU on code that never runs long enough to pay it back (--no-opt: about 5 %
 * less CPU for the same journeys). What the page does is the same.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-opt"];
