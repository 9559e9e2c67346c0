/**
 * One address (PRODUCT.md "Running contract"): the shop answers as PUBLIC_URL's host. Another host
 * name is sent to the same path and query there (301 for GET and HEAD) or refused in Turkish (any
 * other method); in demo mode (the test shop) the loopback names of this machine are served as
 * themselves, forms and the bank's return included. A bank answer that comes back without the
 * session that placed its order is settled, says so, and leaves the shopper's cookie and basket alone.
 */
import fs from "node:fs";
import http from "node:http";
import { afterEach, describe, expect, inject, it } from "vitest";
import { notPaidElsewhere, PAID_ELSEWHERE, PAYMENT_DECLINED } from "#app/domain/checkout/messages";
import { wrongAddress } from "../../server/one-address";
import { cardFields, decideBankPage, guestPayForm, makePay, variantsWithStock } from "../support/checkout";
import { rawRequest, request, useShop } from "../support/http";
import { visitor } from "../support/visitor";

const EVIL = "evil.example";
const harness = () => inject("baseURL");
/** The harness's shop under its other loopback name (it runs at PUBLIC_URL http://127.0.0.1:PORT). */
const secondAddress = () => {
  const url = new URL(harness());
  url.hostname = url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return url.origin;
};
const escapedHtml = (text: string) => text.replace(/'/g, "&#x27;");

/** GET with a request line in absolute form ('GET http://host/path'), as sent to proxies. */
const absoluteForm = (target: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const shop = new URL(harness());
    http
      .request({ host: shop.hostname, port: shop.port, path: target }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on("error", reject)
      .end();
  });

afterEach(() => useShop(null));

async function buyer(options: { browserOrigin?: boolean } = {}) {
  const [variant] = (await variantsWithStock(5, 60)).slice(-1);
  const v = visitor(options);
  expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  return v;
}

const basketUnits = async (v: ReturnType<typeof visitor>) =>
  ((await (await v.send("/cart/mini")).json()) as { cart: { quantity: number } }).cart.quantity;

describe("a host name that is not the shop's", () => {
  it("is sent to the same path and query on the public address (GET and HEAD, Host or a proxy's X-Forwarded-Host)", async () => {
    const target = `${harness()}/kategori/bebek?sayfa=2&q=%C3%A7`;
    const hosts: Record<string, string>[] = [{ Host: EVIL }, { "X-Forwarded-Host": EVIL }, { Host: `${EVIL}:${new URL(harness()).port}` }];
    for (const headers of hosts) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await rawRequest("/kategori/bebek?sayfa=2&q=%C3%A7", { method, headers });
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(301);
        expect(answer.headers.location).toBe(target);
      }
    }
    // A request line in absolute form names its host too.
    const absolute = await absoluteForm(`http://${EVIL}/kampanyalar?categoryValue=bebek`);
    expect(absolute.status).toBe(301);
    expect(absolute.location).toBe(`${harness()}/kampanyalar?categoryValue=bebek`);
  });

  it("answers a form or a call sent there with a short Turkish refusal, never a stack or 'Unexpected Server Error'", async () => {
    const said = wrongAddress(harness());
    const body = new URLSearchParams({ identifier: "uye@example.com" }).toString();
    const form = { Host: EVIL, "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${EVIL}` };
    const page = await rawRequest("/kullanici/kullanici-giris", { method: "POST", headers: { ...form, Accept: "text/html" }, body });
    expect(page.status).toBe(421);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(said);
    expect(page.body).toContain(`href="${harness()}/"`);
    expect(page.body).not.toMatch(/Unexpected Server Error|at .*\.js:\d+/);
    const call = await rawRequest("/cart/add", {
      method: "POST",
      headers: { ...form, Accept: "application/json" },
      body: "productId=1&quantity=1",
    });
    expect(call.status).toBe(421);
    expect(JSON.parse(call.body)).toEqual({ success: false, reason: said, message: said });
  });
});

describe.skipIf(!inject("serverLog"))("the start-up line", () => {
  it("says at which address the shop must be opened, and that in demo mode the loopback names work too", () => {
    const log = fs.readFileSync(inject("serverLog"), "utf8");
    expect(log).toContain(`${harness()} adresinden açın (demo: localhost, 127.0.0.1 ve [::1] adları da çalışır`);
  });
});

describe("the loopback names in demo mode", () => {
  it("serve the shop as themselves ([::1] and the other name), not as a redirect", async () => {
    const port = new URL(harness()).port;
    for (const host of [`[::1]:${port}`, new URL(secondAddress()).host]) {
      const home = await rawRequest("/", { headers: { Host: host, Accept: "text/html" } });
      expect(home.status, host).toBe(200);
      // Links written into the page still name the public address.
      expect(home.body).toContain(`<link rel="canonical" href="${harness()}/"`);
    }
  });

  it("take a form posted at the second name (login there, as a browser sends it: with its Origin)", async () => {
    useShop(secondAddress());
    const v = visitor({ browserOrigin: true });
    const answer = await v.login("uye@example.com", "Deneme123");
    expect(answer).toMatchObject({ success: true });
    expect(await v.loggedIn()).toBe(true);
  });

  it("send the bank back to the name the shopper paid at, where their session is", { timeout: 90_000 }, async () => {
    useShop(secondAddress());
    const v = await buyer({ browserOrigin: true });
    const paid = await makePay(v, await guestPayForm(cardFields("5400 3600 0000 0003", { "card[name]": "Deniz Yılmaz" })));
    expect(paid.answer.success).toBe(true);
    const { action, fields } = await decideBankPage(v, { path: paid.answer.threeDsUrl! }, "approve");
    expect(action).toBe(`${secondAddress()}/payment/callback`);
    const back = await v.send("/payment/callback", { method: "POST", body: fields, form: true, accept: "text/html" });
    expect(back.status).toBe(302);
    const summary = await v.page(back.headers.get("location")!);
    expect(summary.html).toContain("misafir.alici@example.com");
    expect(await basketUnits(v)).toBe(0);
  });
});

describe("a bank answer without the session that placed the order", () => {
  it("is settled, says so in Turkish, and sets no cookie (the shopper's own session keeps its basket)", { timeout: 90_000 }, async () => {
    const shopper = await buyer();
    const form = await guestPayForm(cardFields("5400 3600 0000 0003", { "card[name]": "Deniz Yılmaz" }));
    const paid = await makePay(shopper, form);
    const { fields } = await decideBankPage(shopper, { path: paid.answer.threeDsUrl! }, "approve");
    const stranger = visitor();
    const back = await stranger.send("/payment/callback", { method: "POST", body: fields, form: true, accept: "text/html" });
    expect(back.status).toBe(200);
    expect(back.headers.getSetCookie()).toEqual([]);
    expect(await back.text()).toContain(escapedHtml(PAID_ELSEWHERE));
    // Paid all the same: the shopper's own session finds the order paid and its unit gone from the basket.
    // The checkout page sends its attempt again (same key): the order stands, with its summary.
    const again = await makePay(shopper, form);
    const summary = await shopper.page(again.answer.redirectUrl!);
    expect(summary.html).toContain("misafir.alici@example.com");
    expect(await basketUnits(shopper)).toBe(0);
  });

  it("is taken when the provider's own page posts it from its site (another origin, as iyzico's does)", { timeout: 90_000 }, async () => {
    const shopper = await buyer();
    const form = await guestPayForm(cardFields("5400 3600 0000 0003", { "card[name]": "Deniz Yılmaz" }));
    const paid = await makePay(shopper, form);
    const { fields } = await decideBankPage(shopper, { path: paid.answer.threeDsUrl! }, "approve");
    // What a browser sends when a page of https://sandbox-api.iyzipay.com submits its form to the shop.
    const back = await request("/payment/callback", {
      method: "POST",
      headers: {
        Accept: "text/html",
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://sandbox-api.iyzipay.com",
        "Sec-Fetch-Site": "cross-site",
        "Sec-Fetch-Mode": "navigate",
        "Sec-Fetch-Dest": "iframe",
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(back.status).toBe(200);
    expect(back.headers.getSetCookie()).toEqual([]);
    expect(await back.text()).toContain(escapedHtml(PAID_ELSEWHERE));
    // Paid: the checkout page's same attempt again answers the order's summary.
    const again = await makePay(shopper, form);
    expect(again.answer.redirectUrl).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
  });

  it("declined: says why and that the basket is kept; the shopper's basket still holds the item", { timeout: 90_000 }, async () => {
    const shopper = await buyer();
    const paid = await makePay(shopper, await guestPayForm(cardFields("5400 3600 0000 0003", { "card[name]": "Deniz Yılmaz" })));
    const { fields } = await decideBankPage(shopper, { path: paid.answer.threeDsUrl! }, "decline");
    const back = await visitor().send("/payment/callback", { method: "POST", body: fields, form: true, accept: "text/html" });
    expect(back.status).toBe(200);
    expect(back.headers.getSetCookie()).toEqual([]);
    const html = await back.text();
    expect(html).toContain(escapedHtml(notPaidElsewhere(PAYMENT_DECLINED).slice(PAYMENT_DECLINED.length + 1)));
    expect(html).toContain(PAYMENT_DECLINED);
    expect(await basketUnits(shopper)).toBe(1);
  });
});
