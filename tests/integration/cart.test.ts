/** POST /cart/add over real HTTP (spec sections 5, 7, 8; PRODUCT.md "Basket"). */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { request, setCookies } from "../support/http";

type CartBody = { success: boolean; reason: string; cart?: { quantity: number; total: number; items: { id: number; quantity: number }[] } };

const OVER_MAX = /^Bu üründen sepetinize maximum (\d+) adet ekleyebilirsiniz\.$/;
const TURKISH = /[çğıöşüİ]/i;

/** One visitor: keeps the session cookie between calls like a browser. */
function visitor() {
  let cookie = "";
  async function add(fields: Record<string, string | number>, as: "form" | "json" = "form") {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (cookie) headers.Cookie = cookie;
    let body: string;
    if (as === "json") {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(fields);
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
    }
    const response = await request("/cart/add", { method: "POST", headers, body });
    const sid = setCookies(response).find((c) => c.name === SESSION_COOKIE);
    if (sid) cookie = `${SESSION_COOKIE}=${sid.value}`;
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    return { response, body: (await response.json()) as CartBody };
  }
  return { add };
}

/** A variant of the demo shop that can be added (found by trying small ids; the basket is left empty). */
let productId = 0;
/** The most units of it the basket may hold, as the shop reports it. */
let max = 0;

beforeAll(async () => {
  const probe = visitor();
  for (let id = 1; id <= 200 && !productId; id++) {
    const { body } = await probe.add({ productId: id, quantity: 1000 });
    const m = OVER_MAX.exec(body.reason);
    if (m && Number(m[1]) >= 2) {
      productId = id;
      max = Number(m[1]);
    }
  }
  expect(productId, "no demo variant with stock ≥ 2 among ids 1..200").toBeGreaterThan(0);
  expect(max).toBeLessThanOrEqual(10);
});

describe("POST /cart/add", () => {
  it("adds with a form body, sets the HttpOnly SameSite=Lax session cookie and counts units", async () => {
    const v = visitor();
    const { response, body } = await v.add({ productId, quantity: 1 });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, reason: "", cart: { quantity: 1, items: [{ id: productId, quantity: 1 }] } });
    expect(body.cart!.total).toBeGreaterThan(0);
    const [cookie] = setCookies(response).filter((c) => c.name === SESSION_COOKIE);
    expect(cookie, "the first add sets the session cookie").toBeTruthy();
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(cookie.attributes.get("path")).toBe("/");

    const again = await v.add({ productId, quantity: 1 }, "json");
    expect(again.body.cart).toMatchObject({ quantity: 2, items: [{ id: productId, quantity: 2 }] });
    expect(again.body.cart!.total).toBeCloseTo(body.cart!.total * 2, 2);
  });

  it("defaults quantity to 1, decrements with '-1' and removes the line at 0", async () => {
    const v = visitor();
    expect((await v.add({ productId })).body.cart).toMatchObject({ quantity: 1 });
    expect((await v.add({ productId, quantity: "+1" })).body.cart).toMatchObject({ quantity: 2 });
    expect((await v.add({ productId, quantity: "-1" })).body.cart).toMatchObject({ quantity: 1, items: [{ id: productId, quantity: 1 }] });
    expect((await v.add({ productId, quantity: -1 }, "json")).body).toMatchObject({
      success: true,
      cart: { quantity: 0, total: 0, items: [] },
    });
  });

  it("refuses more than the limit with the exact Turkish reason and leaves the basket unchanged", async () => {
    const v = visitor();
    expect((await v.add({ productId, quantity: max })).body.success).toBe(true);
    const { response, body } = await v.add({ productId, quantity: 1 });
    expect(response.status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      reason: `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`,
      cart: { quantity: max },
    });
    expect((await v.add({ productId, quantity: -1 })).body.cart).toMatchObject({ quantity: max - 1 });
  });

  it("ignores a tampered price: the total comes from the shop", async () => {
    const honest = (await visitor().add({ productId, quantity: 1 })).body.cart!.total;
    const { body } = await visitor().add({ productId, quantity: 1, price: 0.01 }, "json");
    expect(body.cart!.total).toBe(honest);
  });

  it.each([
    ["abc", "Lütfen geçerli bir adet giriniz."],
    ["1.5", "Lütfen geçerli bir adet giriniz."],
    ["0", "Lütfen geçerli bir adet giriniz."],
    ["-99999", "Lütfen geçerli bir adet giriniz."],
  ])("refuses quantity %s with a Turkish reason and 4xx", async (quantity, reason) => {
    const { response, body } = await visitor().add({ productId, quantity });
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ success: false, reason });
  });

  it.each([["999999999"], ["abc"], ["-3"], [""]])("refuses productId %j with a Turkish reason and 4xx", async (id) => {
    const { response, body } = await visitor().add({ productId: id, quantity: 1 });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.success).toBe(false);
    expect(body.reason).toMatch(TURKISH);
  });

  it("answers a malformed JSON body with 400 and the general message, not 500", async () => {
    const response = await request("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{oops",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as CartBody).reason).toBe("Beklenmedik bir hata oluştu, lütfen tekrar deneyin!");
  });

  it("refuses a POST from another site with 403", async () => {
    const response = await request("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: "http://evil.example" },
      body: `productId=${productId}&quantity=1`,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as CartBody).success).toBe(false);
  });

  it("answers GET with 405 JSON", async () => {
    const response = await request("/cart/add", { headers: { Accept: "application/json" } });
    expect(response.status).toBe(405);
    expect(((await response.json()) as CartBody).success).toBe(false);
  });
});
