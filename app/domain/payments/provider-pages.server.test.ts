import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { loader } from "#app/routes/payment.3ds.$token";
import { openTestDb } from "#tests/support/unit/test-db";
import { PROVIDER_PAGE_MINUTES, keepProviderPage, providerPage } from "./provider-pages.server";

let db: Db;
let close: () => Promise<void>;
const transactionId = "iz_AAAAAAAAAAAAAAAAAAAAAA";

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => {
  await close?.();
});

// What iyzico's sandbox answers as threeDSHtmlContent, decoded (docs/iyzico-reference.md §3.4).
const SCRIPT = `document.getElementById("iyzico-3ds-form").submit();`;
const BANK_FORM = `<form id="iyzico-3ds-form" action="https://sandbox-api.iyzipay.com/payment/mock/init3ds" method="post"><input type="hidden" name="PaReq" value="d52d9728"></form><script type="text/javascript">${SCRIPT}</script>`;

const open = async (token: string) =>
  (await loader({ params: { token }, context: { db } } as unknown as Parameters<typeof loader>[0])) as Response;

describe("a provider's page at the shop's address", () => {
  it("is served as the provider gave it, with only its own script allowed and its form going to the bank", async () => {
    const token = await keepProviderPage(db, { transactionId, html: BANK_FORM, formOrigins: ["http://127.0.0.1:8089"] });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const response = await open(token);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BANK_FORM);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const policy = response.headers.get("content-security-policy")!;
    const hash = crypto.createHash("sha256").update(SCRIPT).digest("base64");
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("form-action https: http://127.0.0.1:8089");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy.split(";").find((d) => d.startsWith("script-src"))).toBe(`script-src 'sha256-${hash}'`);
  });

  it("is gone once its time is over, and an unknown or malformed token shows no page of the provider's", async () => {
    const now = new Date();
    const token = await keepProviderPage(db, { transactionId, html: BANK_FORM }, now);
    expect(await providerPage(db, token, new Date(now.getTime() + (PROVIDER_PAGE_MINUTES - 1) * 60_000))).not.toBeNull();
    expect(await providerPage(db, token, new Date(now.getTime() + (PROVIDER_PAGE_MINUTES + 1) * 60_000))).toBeNull();
    for (const wrong of ["x".repeat(32), "kısa", `${token}x`, "../../etc/passwd"]) {
      const response = await open(wrong);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Bir hata oluştu. Lütfen daha sonra tekrar deneyin");
      expect(html).not.toContain("iyzico-3ds-form");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
    }
  });

  it("keeps no page past its time once a new one is kept", async () => {
    const long = new Date(Date.now() - 2 * PROVIDER_PAGE_MINUTES * 60_000);
    const old = await keepProviderPage(db, { transactionId, html: BANK_FORM }, long);
    await keepProviderPage(db, { transactionId, html: BANK_FORM });
    expect(await providerPage(db, old, long)).toBeNull();
  });
});
