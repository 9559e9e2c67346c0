/**
 * Every absolute URL the shop writes comes from PUBLIC_URL, never from the request's Host or
 * X-Forwarded-Host (a reset link sent to a forged host was an account takeover in one click;
 * robots.txt and the sitemaps, cached for an hour, carried the forged host too). A forged host
 * no longer reaches the shop at all (one-address.test.ts); a host the shop does serve as itself
 * (a loopback name in demo mode) still gets links to the public address only.
 */
import { describe, expect, it } from "vitest";
import { baseURL, rawRequest } from "../support/http";
import { runShopUntilExit } from "../support/server";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox } from "../support/visitor";

const EVIL = "evil.example";
const forged = (extra: Record<string, string> = {}) => ({ Host: EVIL, "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https", ...extra });
/** The test shop's other loopback name (PUBLIC_URL is http://127.0.0.1:PORT): served, but never written into a link. */
const alias = () => {
  const url = new URL(baseURL());
  return `${url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1"}:${url.port}`;
};
const atAlias = (extra: Record<string, string> = {}) => ({ Host: alias(), ...extra });

/** Sends a form as a browser at `headers`' host would, from this member's session. */
async function postAt(headers: Record<string, string>, pathname: string, fields: Record<string, string>, cookie = "") {
  const body = new URLSearchParams(fields).toString();
  return rawRequest(pathname, {
    method: "POST",
    headers: {
      ...headers,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
}

const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

describe("links and addresses never come from the request's Host", () => {
  it("a password reset asked through a forged host is refused and sends nothing; asked at a served alias it links to the public address", async () => {
    const { email } = await newMember();
    const before = (await mailsTo(email)).length;
    const refused = await postAt(forged(), "/kullanici/sifremi-unuttum", { identifier: email, altcha: await solvedCaptcha() });
    expect(refused.status).toBe(421);
    expect((await mailsTo(email)).length).toBe(before);
    await postAt(atAlias(), "/kullanici/sifremi-unuttum", { identifier: email, altcha: await solvedCaptcha() });
    const [mail] = await mailsTo(email);
    expect(mail.body).toContain(`${baseURL()}/kullanici/sifre-yenile/`);
    expect(mail.body).not.toContain(alias());
  });

  it("the e-mail verification link uses the public address", async () => {
    const { v, email } = await newMember();
    expect((await postAt(forged(), "/kullanici/send-email-confirm", {}, v.cookieHeader())).status).toBe(421);
    const answer = await postAt(atAlias(), "/kullanici/send-email-confirm", {}, v.cookieHeader());
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.body).toContain(`${baseURL()}/kullanici/eposta-dogrula/`);
    expect(mail.body).not.toContain(alias());
  });

  it("robots.txt, the sitemaps and the pages' canonical tags name only the public address", async () => {
    for (const pathname of ["/robots.txt", "/sitemap.xml", "/sitemap-pages.xml", "/", "/kategori/bebek"]) {
      const sent = await rawRequest(pathname, { headers: forged() });
      expect(sent.status, pathname).toBe(301);
      expect(sent.headers.location, pathname).toBe(`${baseURL()}${pathname}`);
      // Twice at the alias: a cached answer must not have kept its name either.
      for (let i = 0; i < 2; i++) {
        const answer = await rawRequest(pathname, { headers: atAlias() });
        expect(answer.status, pathname).toBe(200);
        expect(answer.body, pathname).not.toContain(alias());
      }
    }
    const robots = await rawRequest("/robots.txt", { headers: atAlias() });
    expect(robots.body).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const home = await rawRequest("/", { headers: atAlias() });
    expect(home.body).toContain(`<link rel="canonical" href="${baseURL()}/"`);
  });

  it("a product page asked at the alias (and then from the page cache) names only the public address", async () => {
    const sitemap = await rawRequest("/sitemap.xml");
    const product = /<loc>([^<]*\/urun\/[^<]+)<\/loc>/.exec(sitemap.body)?.[1] ?? (await firstProductFromIndex(sitemap.body));
    const pathname = new URL(product).pathname;
    for (let i = 0; i < 2; i++) {
      const page = await rawRequest(pathname, { headers: atAlias() });
      expect(page.status).toBe(200);
      expect(page.body).not.toContain(alias());
      expect(page.body).toContain(`href="${baseURL()}${pathname}"`);
    }
  });
});

async function firstProductFromIndex(index: string): Promise<string> {
  const chunk = /<loc>([^<]*sitemap-products-1\.xml)<\/loc>/.exec(index)![1];
  const xml = await rawRequest(new URL(chunk).pathname);
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
