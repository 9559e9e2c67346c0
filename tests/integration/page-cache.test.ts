/**
 * The page cache (server/page-cache.ts), over real HTTP: home, category, product and legal pages
 * are served again as the same bytes (the policy names their inline scripts by hash, so nothing
 * is rewritten), compressed once; visitors with a session share their own copy, with nothing
 * personal in it (the header asks /kullanici/oturum-bilgisi); a page whose route did not opt in
 * is never kept; a stale page is served to others while one request renders it again; what is kept
 * stays within its size in bytes, however many addresses (query strings) are asked for.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { createPageCache } from "../../server/page-cache";
import { PAGE_CACHEABLE_HEADER } from "#app/lib/page-cache-marker";
import { getJson, request } from "../support/http";

async function productPage(): Promise<{ url: string; productId: number }> {
  const { body } = await getJson<{ items: { catalog_id: number; url: string; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  for (const item of body.items.filter((i) => i.type !== "teshir")) {
    const { body: check } = await getJson<{ products: { productId: number; stock: number; status: string }[] }>(
      `/urun/hizli-kontrol/${item.catalog_id}`,
    );
    const variant = check.products.find((p) => p.stock > 0 && p.status === "active");
    if (variant) return { url: item.url, productId: variant.productId };
  }
  throw new Error("no sellable toy on the first page");
}

/** Two visits in a row: the second must be a hit carrying the same bytes and the same policy. */
async function expectCachedTwice(path: string) {
  const first = await request(path);
  expect(first.status, path).toBe(200);
  const firstHtml = await first.text();
  const second = await request(path);
  expect(second.status, path).toBe(200);
  expect(second.headers.get("x-page-cache"), path).toBe("HIT");
  expect(await second.text()).toBe(firstHtml);
  expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  expect(second.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(second.headers.get("set-cookie")).toBeNull();
  expect(second.headers.get(PAGE_CACHEABLE_HEADER)).toBeNull();
  return firstHtml;
}

describe("page cache in the shop", () => {
  it("serves the home, a category (with its query), a product and a legal page again as the same bytes", async () => {
    const { url } = await productPage();
    for (const path of ["/", "/kategori/oyuncak", "/kategori/oyuncak?sayfa=2", url, "/cerezler"]) await expectCachedTwice(path);
  });

  it("serves a kept page compressed once, brotli or gzip, whichever the browser takes", async () => {
    const html = await expectCachedTwice("/kategori/bebek");
    // Compression runs in the background after the page was kept: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const br = await request("/kategori/bebek", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("x-page-cache")).toBe("HIT");
    expect(br.headers.get("content-encoding")).toBe("br");
    // fetch decodes on its own; the plain bytes must be the page.
    expect(await br.text()).toBe(html);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http.get(new URL("/kategori/bebek", (br as Response).url), { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("gzip");
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        const chunks: Buffer[] = [];
        res
          .on("data", (c: Buffer) => chunks.push(c))
          .on("end", () => resolve(Buffer.concat(chunks)))
          .on("error", reject);
      });
    });
    expect(zlib.gunzipSync(raw).toString("utf8")).toBe(html);
  });

  it("serves visitors with a session a shared copy of their own with nothing personal in it; never keeps pages that did not opt in", async () => {
    const { url, productId } = await productPage();
    await request(url);
    const added = await request("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    const cookie = added.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/^sid=/);
    const pages: string[] = [];
    for (let i = 0; i < 2; i++) {
      const member = await request(url, { headers: { Cookie: cookie } });
      expect(member.status).toBe(200);
      if (i === 1) expect(member.headers.get("x-page-cache")).toBe("HIT");
      pages.push(await member.text());
    }
    expect(pages[1]).toBe(pages[0]);
    // The basket count is not in the page (the count's place is empty until the header asks).
    expect(pages[0]).toMatch(/data-testid="cart-count"[^>]*><\/span>/);
    expect(pages[0]).not.toBe(await (await request(url)).text());
    expect((await getJson("/kullanici/oturum-bilgisi", { headers: { Accept: "application/json", Cookie: cookie } })).body).toEqual({
      success: true,
      user: null,
      cartCount: 1,
    });
    // The login page is the same for everyone too, but it did not opt in (it carries a form's state).
    for (let i = 0; i < 2; i++) expect((await request("/kullanici/kullanici-giris")).headers.get("x-page-cache")).toBeNull();
  });
});

describe("page cache freshness (the middleware alone, on a small app)", () => {
  let renders = 0;
  let slow: (() => void) | null = null;
  const app = express();
  app.use(createPageCache({ ttlMs: 200 }));
  app.get("/page", async (_req, res) => {
    renders++;
    if (slow) await new Promise<void>((resolve) => (slow = resolve));
    res.setHeader(PAGE_CACHEABLE_HEADER, "1");
    res.type("html").send(`<p>render ${renders}</p>`);
  });
  app.get("/private", (_req, res) => res.type("html").send(`<p>render ${++renders}</p>`));
  const server = app.listen(0, "127.0.0.1");
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps the previous copy for everyone while one request renders it again", async () => {
    const get = async (path: string) => {
      const response = await fetch(base() + path);
      return { state: response.headers.get("x-page-cache"), body: await response.text() };
    };
    expect(await get("/page")).toEqual({ state: null, body: "<p>render 1</p>" });
    expect(await get("/page")).toEqual({ state: "HIT", body: "<p>render 1</p>" });
    await new Promise((resolve) => setTimeout(resolve, 250));
    slow = () => {};
    const refreshing = fetch(base() + "/page").then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // While the refresh waits, others get the stale copy at once.
    expect(await get("/page")).toEqual({ state: "STALE", body: "<p>render 1</p>" });
    expect(renders).toBe(2);
    (slow as (() => void) | null)?.();
    expect(await refreshing).toBe("<p>render 2</p>");
    expect(await get("/page")).toEqual({ state: "HIT", body: "<p>render 2</p>" });
    // A page without the marker is rendered every time, and the marker never leaves the server.
    expect((await get("/private")).state).toBeNull();
    expect((await get("/private")).body).toBe("<p>render 4</p>");
  });
});

describe("page cache after a manager's change (the middleware alone, on a small app)", () => {
  let renders = 0;
  const app = express();
  // Fresh for a minute: only a change may drop the page here, never its age.
  app.use(createPageCache({ ttlMs: 60_000 }));
  app.get("/page", (_req, res) => {
    res.setHeader(PAGE_CACHEABLE_HEADER, "1");
    res.type("html").send(`<p>render ${++renders}</p>`);
  });
  app.post("/yonetim/katalog/1", (req, res) => res.status(req.query.refused ? 403 : 303).end());
  app.post("/cart/add", (_req, res) => res.status(200).end());
  const server = app.listen(0, "127.0.0.1");
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("drops every kept page once a manager's change is answered, and only then", async () => {
    const get = async () => (await fetch(base() + "/page")).headers.get("x-page-cache");
    expect(await get()).toBeNull();
    expect(await get()).toBe("HIT");
    // A shopper's own change, or a manager's refused one, leaves the pages kept.
    await fetch(base() + "/cart/add", { method: "POST" });
    await fetch(base() + "/yonetim/katalog/1?refused=1", { method: "POST" });
    expect(await get()).toBe("HIT");
    await fetch(base() + "/yonetim/katalog/1", { method: "POST", redirect: "manual" });
    expect(await get()).toBeNull();
    expect(await get()).toBe("HIT");
    expect(renders).toBe(2);
  });
});

describe("page cache size (the middleware alone, on a small app)", () => {
  let renders = 0;
  const app = express();
  app.use(createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 }));
  // 100 KB pages that hardly compress: each kept one holds about 250 KB with its brotli and gzip copies.
  app.get("/page", (req, res) => {
    renders++;
    res.setHeader(PAGE_CACHEABLE_HEADER, "1");
    res.type("html").send(`<p>${String(req.query.n)}</p>${crypto.randomBytes(75_000).toString("base64")}`);
  });
  const server = app.listen(0, "127.0.0.1");
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps pages up to its size in bytes, the oldest dropped first, whatever the query strings", async () => {
    const get = async (n: number) => {
      const response = await fetch(`${base()}/page?n=${n}`);
      const body = await response.text();
      expect(body.startsWith(`<p>${n}</p>`)).toBe(true);
      return response.headers.get("x-page-cache");
    };
    for (let n = 1; n <= 30; n++) {
      await get(n);
      // Each page is compressed in the background once kept: let it finish, as between visitors.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(renders).toBe(30);
    expect(await get(30)).toBe("HIT");
    expect(await get(1)).toBeNull();
    expect(renders).toBe(31);
  });
});
