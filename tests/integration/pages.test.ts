/** Pages over real HTTP: the home page, security headers, the Turkish 404 page. */
import { describe, expect, it } from "vitest";
import { request } from "../support/http";

describe("home page", () => {
  it("is server-rendered Turkish HTML with security headers", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="tr"/);

    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
    expect(nonce, `CSP without a nonce: ${csp}`).toBeTruthy();
    expect(csp).toContain("script-src");
    // Every inline script the page carries is allowed by that nonce.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toMatch(/^(SAMEORIGIN|DENY)$/i);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("gets a new CSP nonce for every answer", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request("/")).headers.get("content-security-policy") ?? "")?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe("unknown address", () => {
  it("answers 404 with the shop's Turkish page", async () => {
    const response = await request("/bu-sayfa-hic-yok-123");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="tr"/);
    expect(html.toLocaleLowerCase("tr-TR")).toContain("bulunamadı");
  });

  it("answers 404 for a deep unknown path too", async () => {
    const response = await request("/yok/boyle/bir/sayfa");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("bulunamadı");
  });
});
