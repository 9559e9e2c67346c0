/**
 * The sandbox bank's pages over real HTTP (PRODUCT.md "Payments go through a provider interface…"):
 * 3D Secure, BKM Express and fast pay. Starting a payment needs checkout (the lead's; the full
 * browser flow lives with it): here, what is reachable without one. The provider's rules are tested
 * against a real database in app/domain/payments/sandbox-provider.server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/http";
import { startTestShop } from "../support/server";

const UNKNOWN = "tx_AAAAAAAAAAAAAAAAAAAAAA";
const BANK = "Test Bankası — Sanal POS (sandbox)";
const sameOrigin = { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };

async function page(pathname: string, init: RequestInit = {}) {
  const response = await request(pathname, init);
  return { response, html: await response.text() };
}

describe("sandbox bank pages (the sandbox is the provider)", () => {
  it("answers the bank's 404 page for an unknown or malformed 3D Secure transaction", async () => {
    for (const id of [UNKNOWN, "nonsense", "tx_%27%3Cscript%3E"]) {
      const { response, html } = await page(`/sandbox/3ds/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      expect(html).toContain(BANK);
      expect(html).toContain("3D Secure Doğrulama");
      expect(html).toContain("İşlem bulunamadı.");
      expect(html).not.toContain("<script");
    }
  });

  it("refuses to decide an unknown transaction, and a decision from another site", async () => {
    const { response, html } = await page(`/sandbox/3ds/${UNKNOWN}`, { method: "POST", headers: sameOrigin, body: "decision=approve" });
    expect(response.status).toBe(404);
    expect(html).toContain("İşlem bulunamadı.");
    const crossSite = await request(`/sandbox/3ds/${UNKNOWN}`, {
      method: "POST",
      headers: { ...sameOrigin, "Sec-Fetch-Site": "cross-site" },
      body: "decision=approve",
    });
    expect(crossSite.status).toBe(403);
  });

  it("answers 404 for an unknown BKM Express transaction", async () => {
    const get = await page(`/sandbox/bkm/${UNKNOWN}`);
    expect(get.response.status).toBe(404);
    expect(get.html).toContain("BKM Express");
    expect(get.html).toContain("İşlem bulunamadı.");
    const post = await page(`/sandbox/bkm/${UNKNOWN}`, { method: "POST", headers: sameOrigin, body: "decision=decline" });
    expect(post.response.status).toBe(404);
  });

  it("shows fast pay only for the shop's signed form data", async () => {
    const bare = await page("/sandbox/fast-pay");
    expect(bare.response.status).toBe(404);
    expect(bare.html).toContain("Hızlı Ödeme");
    const forged = new URLSearchParams({ transactionId: UNKNOWN, reference: "SIP-1", amount: "10.00", signature: "0".repeat(64) });
    const post = await page("/sandbox/fast-pay", { method: "POST", headers: sameOrigin, body: forged.toString() });
    expect(post.response.status).toBe(404);
    expect(post.html).toContain("İşlem bulunamadı.");
    const decide = await page("/sandbox/fast-pay", { method: "POST", headers: sameOrigin, body: `${forged}&decision=approve` });
    expect(decide.response.status).toBe(404);
    const viaQuery = await page(`/sandbox/fast-pay?${forged}`);
    expect(viaQuery.response.status).toBe(404);
  });

  it("may be framed by the shop itself (checkout's 3D Secure modal), by no other site", async () => {
    const { response } = await page(`/sandbox/3ds/${UNKNOWN}`);
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/form-action 'self'/);
  });
});

describe("sandbox bank pages with another payment provider", () => {
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  beforeAll(async () => {
    shop = await startTestShop({
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: "anahtar",
      IYZICO_SECRET_KEY: "gizli",
      IYZICO_BASE_URL: "http://127.0.0.1:9",
      SEED: "none",
    });
  });
  afterAll(() => shop?.dispose());

  it("are not there at all", async () => {
    for (const [pathname, init] of [
      [`/sandbox/3ds/${UNKNOWN}`, {}],
      [`/sandbox/bkm/${UNKNOWN}`, {}],
      ["/sandbox/fast-pay", {}],
      [`/sandbox/3ds/${UNKNOWN}`, { method: "POST", headers: sameOrigin, body: "decision=approve" }],
      ["/sandbox/fast-pay", { method: "POST", headers: sameOrigin, body: `transactionId=${UNKNOWN}` }],
    ] as const) {
      const response = await fetch(new URL(pathname, shop.server.url), { redirect: "manual", ...init });
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain(BANK);
    }
  });
});
