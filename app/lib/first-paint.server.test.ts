import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./first-paint.server";

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
    const html = "<html><head></head><body><p>rel=\"modulepreload\" is only text here</p></body></html>";
    expect(withoutModulePreloads(html)).toBe(html);
  });
});
