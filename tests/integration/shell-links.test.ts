/**
 * Every page the shell points to exists ('Done when'): a crawler follows every link of
 * the header, the category menus, the footer, the phone menu's drawer, the account menu and the
 * help pages (the account's Yardım, the legal texts, the cookie policy) as a signed-in member, and
 * finds no 404 and no 5xx. A redirect is followed (at most three hops) to a page that answers 200.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGES } from "#app/components/account/account-shell";
import { SERVICE_LINKS } from "#app/components/layout/mobile-menu-drawer";
import { newMember } from "../support/visitor";

/** The in-shop links of a page's HTML (no scheme, no other host; hash and the page itself dropped). */
function shopLinks(html: string): string[] {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const value = href.replace(/&amp;/g, "&");
    if (!value.startsWith("/") || value.startsWith("//")) continue;
    const path = value.split("#")[0];
    if (path) found.add(path);
  }
  return [...found];
}

describe("shell links", () => {
  it("lead to pages that exist, for a member", async () => {
    const member = await newMember();
    const get = async (path: string) => {
      let current = path;
      for (let hop = 0; hop < 4; hop++) {
        const response = await member.v.send(current, { accept: "text/html" });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          current = new URL(location, "http://shop").pathname + new URL(location, "http://shop").search;
          continue;
        }
        return { status: response.status, html: await response.text(), at: current };
      }
      return { status: 310, html: "", at: current };
    };

    // Where the shell's links are: the home page (header, menus, footer), an account page (the
    // account menu), the help pages.
    const sources = ["/", "/kullanici/profil", "/kullanici/yardim", "/cerezler", "/sozlesmeler/mesafeli-satis-sozlesmesi"];
    const links = new Set<string>([...ACCOUNT_PAGES.map((p) => p.to), ...SERVICE_LINKS.map((l) => l.to)]);
    for (const source of sources) {
      const page = await get(source);
      expect(page.status, source).toBe(200);
      for (const link of shopLinks(page.html)) links.add(link);
    }
    // Product and image links are the catalogue's, tried elsewhere; the crawl is of the shell.
    const shell = [...links].filter((l) => !l.startsWith("/urun/") && !l.startsWith("/gorsel/") && l !== "/kullanici/cikis");
    expect(shell.length).toBeGreaterThan(30);

    const broken: string[] = [];
    for (const link of shell) {
      const answer = await get(link);
      if (answer.status !== 200) broken.push(`${link} → ${answer.at}: ${answer.status}`);
    }
    expect(broken).toEqual([]);
  }, 180_000);
});
