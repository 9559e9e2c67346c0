/**
 * Debian's Chromium (`apt-get install -y chromium fonts-liberation`; nothing downloads a browser)
 * and the launch flags that work on these machines, for the browser tests and the benchmarks.
 * Without the background-networking flags Chromium keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

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
