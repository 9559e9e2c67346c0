/**
 * Built assets go out as the build compressed them (vite.config.ts writes .br and .gz beside each
 * file; server/serve.js serves them with express-static-gzip): brotli to a browser that accepts it,
 * gzip to one that accepts only gzip, the file itself otherwise — each the same bytes once decoded,
 * cached for a year, and a missing asset is still a 404.
 */
import { describe, expect, it } from "vitest";
import { baseURL } from "../support/http";

async function largestScript(): Promise<string> {
  const html = await (await fetch(`${baseURL()}/`)).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(scripts.map(async (s) => ({ s, n: (await (await fetch(`${baseURL()}${s}`)).arrayBuffer()).byteLength })));
  return sizes.sort((a, b) => b.n - a.n)[0].s;
}

const raw = async (path: string, acceptEncoding: string) => {
  // fetch decodes the body; Content-Length is the size that went over the wire.
  const answer = await fetch(`${baseURL()}${path}`, { headers: { "Accept-Encoding": acceptEncoding } });
  return { answer, length: Number(answer.headers.get("content-length")), body: Buffer.from(await answer.arrayBuffer()) };
};

describe("compressed assets", () => {
  it("sends brotli, gzip or the plain file by Accept-Encoding, all decoding to the same bytes", async () => {
    const script = await largestScript();
    const plain = await raw(script, "identity");
    expect(plain.answer.headers.get("content-encoding")).toBeNull();
    expect(plain.answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const br = await raw(script, "gzip, deflate, br");
    expect(br.answer.headers.get("content-encoding")).toBe("br");
    expect(br.answer.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.length).toBeLessThan(plain.body.length / 2);

    const gz = await raw(script, "gzip");
    expect(gz.answer.headers.get("content-encoding")).toBe("gzip");
    expect(gz.length).toBeGreaterThan(br.length);

    // fetch decodes both: the bytes a browser ends up with are the file's.
    expect(br.body.equals(plain.body)).toBe(true);
    expect(gz.body.equals(plain.body)).toBe(true);
  });

  it("answers 404 for an asset that does not exist", async () => {
    const answer = await fetch(`${baseURL()}/assets/yok-XXXXXXXX.js`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.status).toBe(404);
  });

  it("keeps the shell (every page's own script) free of zod: a form's rules load with the form's page", async () => {
    // The footer once imported a URL from the gift-list search's rules and carried zod into the
    // shell: about 29 KB gzipped more on every page (docs/benchmarks.md, "What a page's first load costs").
    const html = await (await fetch(`${baseURL()}/`)).text();
    const shell = (html.match(/\/assets\/shell-[\w-]+\.js/g) ?? [])[0];
    expect(shell).toBeTruthy();
    const code = await (await fetch(`${baseURL()}${shell}`)).text();
    expect(code).not.toContain("ZodError");
  });
});
