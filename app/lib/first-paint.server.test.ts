import { describe, expect, it } from "vitest";
import { documentWithoutModulePreloads, withoutModulePreloads } from "./first-paint.server";

describe("withoutModulePreloads", () => {
  it("drops React Router's module preloads and keeps the style sheet, other links and the module scripts", () => {
    const html =
      '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Minik Dünya</title><link rel="icon" href="/i.svg"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js" crossorigin=""/>' +
      '<link rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>Ürün</main>' +
      '<script type="module">import * as route0 from "/assets/root-D.js";</script></body></html>';
    expect(withoutModulePreloads(html)).toBe(
      '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Minik Dünya</title><link rel="icon" href="/i.svg"/>' +
        '<link rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>Ürün</main>' +
        '<script type="module">import * as route0 from "/assets/root-D.js";</script></body></html>',
    );
  });

  it("leaves a document without preloads as it is", () => {
    const html = '<html><head></head><body><p>rel="modulepreload" is only text here</p></body></html>';
    expect(withoutModulePreloads(html)).toBe(html);
  });
});

describe("documentWithoutModulePreloads", () => {
  const head =
    '<!DOCTYPE html><html lang="tr"><head><title>Çocuk Şapkası</title><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/></head>';
  it("gives the same bytes as the string version, reading only the head", () => {
    const doc = Buffer.from(`${head}<body><main>Ürün ğüşıöç</main><script type="module">import "/assets/a.js";</script></body></html>`);
    expect(documentWithoutModulePreloads(doc).toString()).toBe(withoutModulePreloads(doc.toString()));
    expect(documentWithoutModulePreloads(doc).toString()).not.toContain("modulepreload");
  });

  it("takes the whole document when a preload stands in the body, and hands back one without any as it is", () => {
    const late = Buffer.from(`${head}<body><link rel="modulepreload" href="/assets/b.js"/><p>İç</p></body></html>`);
    expect(documentWithoutModulePreloads(late).toString()).toBe(withoutModulePreloads(late.toString()));
    expect(documentWithoutModulePreloads(late).toString()).not.toContain("modulepreload");
    const none = Buffer.from("<html><head><title>Ö</title></head><body></body></html>");
    expect(documentWithoutModulePreloads(none)).toBe(none);
  });
});
