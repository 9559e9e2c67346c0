/**
 * Issue 12, item 1: every absolute URL the shop writes comes from PUBLIC_URL, never from the
 * request's Host or X-Forwarded-Host. A reset link sent to a forged host was an account takeover
 * in one click; robots.txt and the sitemaps (cached for an hour) carried the forged host too.
 */
import { describe, expect, it } from "vitest";
import { baseURL, rawRequest } from "../support/http";
import { runShopUntilExit } from "../support/server";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox } from "../support/visitor";

const EVIL = "evil.example";
const forged = (extra: Record<string, string> = {}) => ({ Host: EVIL, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https", ...extra });

/** Sends a form with a forged Host from this member's session. */
async function postForged(pathname: string, fields: Record<string, string>, cookie = "") {
  const body = new URLSearchParams(fields).toString();
  return rawRequest(pathname, {
    method: "POST",
    headers: forged({ "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) }),
    body,
  });
}

const newest = async (to: string) => (await outbox()).find((m) => m.to === to)!;

describe("links and addresses never come from the request's Host", () => {
  it("a password reset asked through a forged host links to the shop's public address", async () => {
    const { email } = await newMember();
    await postForged("/kullanici/sifremi-unuttum", { identifier: email, altcha: await solvedCaptcha() });
    const mail = await newest(email);
    expect(mail.body).toContain(`${baseURL()}/kullanici/sifre-yenile/`);
    expect(mail.body).not.toContain(EVIL);
  });

  it("the e-mail verification link uses the public address", async () => {
    const { v, email } = await newMember();
    const answer = await postForged("/kullanici/send-email-confirm", {}, v.cookieHeader());
    expect(answer.status).toBe(200);
    const mail = await newest(email);
    expect(mail.body).toContain(`${baseURL()}/kullanici/eposta-dogrula/`);
    expect(mail.body).not.toContain(EVIL);
  });

  it("robots.txt, the sitemaps and the pages' canonical tags name only the public address", async () => {
    for (const pathname of ["/robots.txt", "/sitemap.xml", "/sitemap-pages.xml", "/", "/kategori/bebek"]) {
      // Twice: a cached answer must not have kept a forged host either.
      for (let i = 0; i < 2; i++) {
        const answer = await rawRequest(pathname, { headers: forged() });
        expect(answer.status, pathname).toBe(200);
        expect(answer.body, pathname).not.toContain(EVIL);
      }
    }
    const robots = await rawRequest("/robots.txt", { headers: forged() });
    expect(robots.body).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const home = await rawRequest("/", { headers: forged() });
    expect(home.body).toContain(`<link rel="canonical" href="${baseURL()}/"`);
  });

  it("a product page asked through a forged host (and then from the page cache) names only the public address", async () => {
    const sitemap = await rawRequest("/sitemap.xml", { headers: forged() });
    const product = /<loc>([^<]*\/urun\/[^<]+)<\/loc>/.exec(sitemap.body)?.[1] ?? (await firstProductFromIndex(sitemap.body));
    const pathname = new URL(product).pathname;
    for (let i = 0; i < 2; i++) {
      const page = await rawRequest(pathname, { headers: forged() });
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(EVIL);
      expect(page.body).toContain(`href="${baseURL()}${pathname}"`);
    }
  });
});

async function firstProductFromIndex(index: string): Promise<string> {
  const chunk = /<loc>([^<]*sitemap-products-1\.xml)<\/loc>/.exec(index)![1];
  const xml = await rawRequest(new URL(chunk).pathname, { headers: forged() });
  return /<loc>([^<]+)<\/loc>/.exec(xml.body)![1];
}

describe("a live shop needs its public address", () => {
  it("refuses to start outside demo mode without PUBLIC_URL, saying why", async () => {
    const { code, output } = await runShopUntilExit({ DEMO: "0" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain("PUBLIC_URL");
  });

  it("refuses a PUBLIC_URL that is not a bare http(s) origin", async () => {
    const { code, output } = await runShopUntilExit({ DEMO: "0", PUBLIC_URL: "javascript:alert(1)" });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain("PUBLIC_URL");
  });
});
