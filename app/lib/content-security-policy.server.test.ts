import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./content-security-policy.server";

const hashOf = (body: string) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's UTF-8 bytes once, in order, from a string or the rendered bytes", () => {
    const first = 'window.__ctx = {"ad":"Çocuk Şapkası ğüşıöç"};';
    const second = 'import * as route0 from "/assets/root.js";';
    const html =
      `<html><head><script src="/assets/x.js"></script><script>${first}</script></head><body><p>&lt;script&gt; yazısı</p>` +
      `<scripts>not a script</scripts><script type="module">${second}</script><script></script><script>${first}</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script></body></html>`;
    const expected = [hashOf(first), hashOf(second), hashOf('{"@type":"Product"}')];
    expect(inlineScriptHashes(html)).toEqual(expected);
    expect(inlineScriptHashes(Buffer.from(html))).toEqual(expected);
    // A view into a larger buffer (as Buffer.concat may give).
    const padded = Buffer.from(`xxxx${html}`);
    expect(inlineScriptHashes(padded.subarray(4))).toEqual(expected);
  });

  it("stops at a script that never closes, and finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<body><script>a()</script><script>b(")).toEqual([hashOf("a()")]);
    expect(inlineScriptHashes("<body><p>Merhaba</p></body>")).toEqual([]);
  });
});
