/**
 * The shop reads its environment through one checked schema (app/lib/config.server.js) before it
 * does anything else: `node server.js` with a malformed variable stops with exit code 1 and a line
 * naming the variable and what it expects — no stack trace, no database opened, no worker forked —
 * and never prints a secret's value.
 */
import { describe, expect, it } from "vitest";
import { runShopUntilExit } from "../support/server";

const HEADING = "Yapılandırma hatalı, mağaza başlatılmadı / Invalid configuration, the shop did not start:";
/** A line of a stack trace, which an operator's message should not need. */
const STACK_FRAME = /\n\s+at /;

describe("a malformed configuration", () => {
  it("stops the shop at once, naming the variable and what it expects", async () => {
    const { code, output } = await runShopUntilExit({ PAGE_CACHE_TTL_MS: "soon" });
    expect(code).toBe(1);
    expect(output).toContain(HEADING);
    expect(output).toContain(
      'PAGE_CACHE_TTL_MS sıfır ya da pozitif bir tam sayı olmalı / must be zero or a positive whole number (got "soon")',
    );
    expect(output).not.toMatch(STACK_FRAME);
    expect(output).not.toContain("çalışıyor");
  });

  it("names every malformed variable in one go", async () => {
    const { code, output } = await runShopUntilExit({ LOG_LEVEL: "loud", DEMO_SHIPMENT_STEP_MINUTES: "0", FACEBOOK_APP_ID: "123" });
    expect(code).toBe(1);
    expect(output).toContain(
      'LOG_LEVEL şunlardan biri olmalı / must be one of: fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(output).toContain('DEMO_SHIPMENT_STEP_MINUTES sıfırdan büyük bir sayı olmalı / must be a number above zero (got "0")');
    expect(output).toContain("FACEBOOK_APP_SECRET FACEBOOK_APP_ID ile birlikte verilmeli / must be set together with FACEBOOK_APP_ID");
  });

  it("is refused before several workers are forked, and a secret is never printed", async () => {
    const { code, output } = await runShopUntilExit({
      DATABASE_URL: "mysql://shop:gizli-parola@127.0.0.1:1/shop",
      WEB_CONCURRENCY: "2",
      PUBLIC_URL: "http://127.0.0.1:1",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "DATABASE_URL postgres:// ya da postgresql:// ile başlayan bir adres olmalı / must be a postgres:// or postgresql:// address",
    );
    expect(output).not.toContain("gizli-parola");
    // The primary's own lines (server/primary.js) would say a worker could not start.
    expect(output).not.toContain("Süreç açılamadı");
  });
});
