/**
 * No answer that depends on the session may be kept by a browser's history, a
 * proxy or a CDN. This walks the whole route table (app/routes.ts), so a new page or call cannot
 * forget: asked by a signed-in member every answer is `private, no-store`, page and its `.data`
 * variant alike, unless the route declared it `public` — and then it must be exactly what a
 * visitor without a session gets. Asked without a session, an answer that sets a cookie is
 * `private, no-store` too. The back office (/yonetim) has a cookie of its own (`md_yonetim`): with
 * it alone every back-office answer is `private, no-store` as well.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getJson, request } from "../support/http";
import { routeTable } from "../support/route-table";
import { visitor } from "../support/visitor";
import { demoManager, verifiedManager } from "../support/back-office";

const PRIVATE = "private, no-store";

let productPath = "/urun/yok-1";

/** Every URL of the route table, with its parameters filled with real or harmless values. */
function urls(): { path: string; page: boolean }[] {
  return routeTable().map(({ pattern, page }) => {
    if (pattern === "/urun/:slug") return { path: productPath, page };
    return {
      path: pattern
        .replace(/\*$/, "boyle-bir-sayfa-yok")
        .replace(":slug", "bebek")
        // Ids nobody has: GET /kullanici/cocuk/sil/:id must not delete the demo member's kid.
        .replace(/:[A-Za-z]+\?/g, "999999")
        .replace(/:[A-Za-z]+/g, "999999"),
      page,
    };
  });
}

beforeAll(async () => {
  const { body } = await getJson<{ items: { url: string }[] }>("/arama/ajax/urunler?page=1");
  productPath = body.items[0].url;
});

describe("Cache-Control over the whole route table", () => {
  it("a signed-in member's answers are private, no-store (pages, their .data and calls), public ones the same for everyone", async () => {
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    const seen: string[] = [];
    for (const { path, page } of urls()) {
      const asked = page ? [path, `${path === "/" ? "/_root" : path}.data`] : [path];
      for (const url of asked) {
        for (const accept of ["text/html", "application/json"]) {
          const response = await member.send(url, { accept });
          const body = await response.text();
          const cacheControl = response.headers.get("cache-control") ?? "";
          seen.push(url);
          if (/\bpublic\b/.test(cacheControl)) {
            // Declared the same for everyone: it must not differ for a visitor without a session.
            const anonymous = await request(url, { headers: { Accept: accept } });
            expect(await anonymous.text(), `${url} is public, yet differs for a member`).toBe(body);
          } else {
            expect(cacheControl, `${url} (${accept}) answered ${response.status}`).toBe(PRIVATE);
          }
          expect(response.headers.get("vary") ?? "", url).toMatch(/cookie/i);
        }
      }
    }
    expect(await member.loggedIn(), "the walk kept the member signed in (its answers were asked with a session)").toBe(true);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen).toContain("/kullanici/profil");
    expect(seen).toContain("/kullanici/adreslerim.data");
  });

  it("without a session, an answer that sets a cookie (the login page's one-time secret) is private, no-store", async () => {
    for (const { path } of urls()) {
      const response = await request(path, { headers: { Accept: "text/html" } });
      await response.arrayBuffer();
      if (response.headers.getSetCookie().length) expect(response.headers.get("cache-control"), path).toBe(PRIVATE);
    }
    const login = await request("/kullanici/kullanici-giris", { headers: { Accept: "text/html" } });
    await login.arrayBuffer();
    expect(login.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("the account pages named in the issue are private, no-store for their member", async () => {
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    for (const path of [
      "/kullanici/profil",
      "/kullanici/adreslerim",
      "/kullanici/cocuk-bilgilerim",
      "/kullanici/bebek-bilgilerim",
      "/kullanici/sifre-degistir",
    ]) {
      const response = await member.send(path, { accept: "text/html" });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE);
    }
  });

  it("a manager's back-office answers (their own cookie, no shop session) are private, no-store, refused ones too", async () => {
    const manager = await verifiedManager(demoManager("store"));
    expect(manager.cookieHeader(), "no shop session").toBe("");
    const backOffice = urls().filter(({ path }) => path === "/yonetim" || path.startsWith("/yonetim/"));
    expect(backOffice.length).toBeGreaterThan(5);
    const statuses = new Set<number>();
    for (const { path } of backOffice) {
      for (const url of [path, `${path}.data`]) {
        const response = await manager.send(url, { accept: "text/html" });
        await response.arrayBuffer();
        statuses.add(response.status);
        expect(response.headers.get("cache-control"), `${url} answered ${response.status}`).toBe(PRIVATE);
      }
    }
    // Pages the store team may open, and pages it may not.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 403]));
  });
});
