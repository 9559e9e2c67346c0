/** Pages over real HTTP: the home page, security headers, the Turkish 404 page. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { request } from "../support/http";

describe("home page", () => {
  it("is server-rendered Turkish HTML with security headers", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="tr"/);

    // Every inline script the page carries is allowed by name: its SHA-256 hash is in the policy,
    // and nothing else inline is (no nonce, no 'unsafe-inline' for scripts).
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("nonce-");
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toMatch(/^(SAMEORIGIN|DENY)$/i);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("allows no inline script the page does not carry", async () => {
    const first = await request("/cerezler");
    const csp = first.headers.get("content-security-policy") ?? "";
    const injected = 'alert("x")';
    expect(csp).not.toContain(`'sha256-${createHash("sha256").update(injected, "utf8").digest("base64")}'`);
    // JSON answers keep a fresh nonce per answer (nothing there is inline by hash).
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await request("/kullanici/giris-yapti-mi")).headers.get("content-security-policy") ?? "")?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("go with the built scripts and styles under /assets too, compressed or not", async () => {
    const page = await request("/");
    const html = await page.text();
    const script = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    const style = /\/assets\/[^"']+\.css/.exec(html)?.[0];
    expect(script && style).toBeTruthy();
    // The headers a page carries whatever it is (helmet's set and the shop's Permissions-Policy).
    const shared = [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "permissions-policy",
    ];
    for (const name of shared) expect(page.headers.get(name), `the page's ${name}`).toBeTruthy();
    for (const [path, encoding] of [
      [script!, "br"],
      [style!, "gzip"],
      [script!, "identity"],
    ] as const) {
      const asset = await request(path, { headers: { "Accept-Encoding": encoding } });
      expect(asset.status).toBe(200);
      await asset.arrayBuffer();
      for (const name of shared) expect(asset.headers.get(name), `${path} (${encoding}): ${name}`).toBe(page.headers.get(name));
      expect(asset.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(asset.headers.get("cache-control")).toContain("immutable");
    }
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
