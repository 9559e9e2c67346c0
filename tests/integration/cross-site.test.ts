/** Cross-site request protection in front of every route (PRODUCT.md "Running contract"). */
import { describe, expect, it } from "vitest";
import { baseURL, request } from "../support/http";

const form = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };
const routes = ["/cart/add", "/kullanici/kullanici-giris", "/", "/hic-olmayan-bir-yer"];

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const body = (await response.json()) as { success: boolean; reason?: string };
  expect(body.success).toBe(false);
  expect(body.reason ?? "").toMatch(/[çğıöşüİ]/i); // a Turkish message for the page to show
}

describe("a state-changing request from another site", () => {
  it.each(routes)("POST %s with Origin: http://evil.example is refused with 403 JSON", async (route) => {
    await expectRefused(
      await request(route, { method: "POST", headers: { ...form, Origin: "http://evil.example" }, body: "productId=1&quantity=1" }),
    );
  });

  it.each(routes)("POST %s with Sec-Fetch-Site: cross-site is refused with 403 JSON", async (route) => {
    await expectRefused(
      await request(route, { method: "POST", headers: { ...form, "Sec-Fetch-Site": "cross-site" }, body: "productId=1&quantity=1" }),
    );
  });

  it("is refused for JSON bodies, PUT and DELETE too", async () => {
    await expectRefused(
      await request("/cart/add", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://evil.example" },
        body: "{}",
      }),
    );
    await expectRefused(await request("/cart/add", { method: "PUT", headers: { "Sec-Fetch-Site": "same-site" } }));
    await expectRefused(await request("/cart/add", { method: "DELETE", headers: { Origin: "null" } }));
  });

  it("reading with GET from another site is not refused", async () => {
    const response = await request("/kullanici/giris-yapti-mi", {
      headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).not.toBe(403);
  });
});

describe("a same-origin request", () => {
  it.each([
    ["Origin matching the host", { Origin: new URL(baseURL()).origin }],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin", Origin: new URL(baseURL()).origin }],
    ["no Origin (not a browser)", {}],
  ])("with %s is not refused by the guard", async (_label, headers) => {
    const response = await request("/cart/add", { method: "POST", headers: { ...form, ...headers }, body: "productId=1&quantity=1" });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });
});
