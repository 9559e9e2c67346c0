import { describe, expect, it } from "vitest";
import { canonicalUrl, seoMeta } from "./index";
import { robotsTxt } from "./robots";
import { escapeXml, productSitemapCount, sitemapIndexXml, urlsetXml } from "./sitemap.server";

describe("canonicalUrl", () => {
  const request = new Request("https://www.minikdunya.test/kategori/bebek?utm_source=x&page=2&gclid=abc&fbclid=1&sort=&a=1#ust");
  const origin = "https://shop.test";

  it("keeps the path and real parameters of a request, sorted, without tracking or a fragment, on the public origin", () => {
    expect(canonicalUrl(request, origin)).toBe("https://shop.test/kategori/bebek?a=1&page=2");
  });

  it("never takes the origin from the request (its Host header is the visitor's to forge)", () => {
    const forged = new Request("http://evil.example/urun/x-1");
    expect(canonicalUrl(forged)).toBe("/urun/x-1");
    expect(canonicalUrl(forged, origin)).toBe("https://shop.test/urun/x-1");
  });

  it("resolves a path against the public origin", () => {
    expect(canonicalUrl("/", origin)).toBe("https://shop.test/");
    expect(canonicalUrl("/arama?keyword=bebek%20arabas%C4%B1&utm_campaign=yaz", origin)).toBe(
      "https://shop.test/arama?keyword=bebek+arabas%C4%B1",
    );
    expect(canonicalUrl("kategori/giyim", "https://shop.test/")).toBe("https://shop.test/kategori/giyim");
  });

  it("keeps only the listed parameters when asked", () => {
    expect(canonicalUrl(request, { origin, keep: ["page"] })).toBe("https://shop.test/kategori/bebek?page=2");
    expect(canonicalUrl(request, { origin, keep: [] })).toBe("https://shop.test/kategori/bebek");
  });

  it("tidies double slashes", () => {
    expect(canonicalUrl(new URL("http://127.0.0.1:3000//urun//x-1"), { origin })).toBe("https://shop.test/urun/x-1");
  });

  it("never turns a path into another host", () => {
    expect(canonicalUrl("//evil.test/x", origin)).toBe("https://shop.test/evil.test/x");
    expect(canonicalUrl("//evil.test/x")).toBe("/evil.test/x");
  });

  it("leaves a path relative when no origin is known on the server", () => {
    expect(canonicalUrl("/kategori/bebek?utm_source=x")).toBe("/kategori/bebek");
  });
});

describe("seoMeta", () => {
  it("gives title, description, Open Graph and the canonical link", () => {
    const meta = seoMeta({ title: "Bebek Arabaları", description: "Tüm bebek arabaları", url: "https://shop.test/kategori/bebek-arabasi" });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: "Bebek Arabaları | Minik Dünya" },
        { name: "description", content: "Tüm bebek arabaları" },
        { property: "og:title", content: "Bebek Arabaları" },
        { property: "og:description", content: "Tüm bebek arabaları" },
        { property: "og:type", content: "website" },
        { property: "og:url", content: "https://shop.test/kategori/bebek-arabasi" },
        { tagName: "link", rel: "canonical", href: "https://shop.test/kategori/bebek-arabasi" },
      ]),
    );
  });

  it("does not repeat the shop's name and can keep a page out of the index", () => {
    const meta = seoMeta({ title: "Minik Dünya | Ana Sayfa", type: "product", noindex: true });
    expect(meta).toContainEqual({ title: "Minik Dünya | Ana Sayfa" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.some((m) => "rel" in m)).toBe(false);
  });
});

describe("robots.txt", () => {
  it("disallows the private areas and names the sitemap with the origin", () => {
    const text = robotsTxt("https://shop.test");
    expect(text).toMatch(/^User-agent: \*\nAllow: \//);
    for (const path of ["/__dev/", "/kullanici/", "/cart/", "/payment/", "/yonetim"]) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain("\nSitemap: https://shop.test/sitemap.xml\n");
  });
});

describe("sitemap XML", () => {
  it("escapes addresses and writes lastmod when known", () => {
    const xml = urlsetXml("https://shop.test", [{ path: "/a?b=1&c=<2>" }, { path: "/urun/x-1", lastmod: "2025-01-02" }]);
    expect(xml).toContain("<loc>https://shop.test/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<url><loc>https://shop.test/urun/x-1</loc><lastmod>2025-01-02</lastmod></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(escapeXml(`'"`)).toBe("&apos;&quot;");
  });

  it("splits products into sitemaps of 40,000", () => {
    expect(productSitemapCount(0)).toBe(1);
    expect(productSitemapCount(40_000)).toBe(1);
    expect(productSitemapCount(40_001)).toBe(2);
    expect(productSitemapCount(100_000)).toBe(3);
    const index = sitemapIndexXml("https://shop.test", ["/sitemap-pages.xml", "/sitemap-products-1.xml"]);
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<sitemap><loc>https://shop.test/sitemap-products-1.xml</loc></sitemap>");
  });
});
