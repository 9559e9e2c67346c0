/** Login check and the session cookie (PRODUCT.md "Running contract"). */
import { describe, expect, it } from "vitest";
import { openTestDb } from "#tests/support/unit/test-db";
import { SESSION_COOKIE, createSessionHandle } from "#app/domain/sessions/session.server";
import { variantWithStock } from "../support/checkout";
import { getJson, request, setCookies } from "../support/http";

describe("GET /kullanici/giris-yapti-mi", () => {
  it("says a visitor without a session is not logged in", async () => {
    const { response, body } = await getJson("/kullanici/giris-yapti-mi");
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, isLoggedIn: false });
  });

  it("says the same with a forged session cookie", async () => {
    const { body } = await getJson("/kullanici/giris-yapti-mi", {
      headers: { Accept: "application/json", Cookie: `${SESSION_COOKIE}=forged-token-123` },
    });
    expect(body).toEqual({ success: true, isLoggedIn: false });
  });
});

function expectSessionCookieAttributes(cookie: ReturnType<typeof setCookies>[number]) {
  expect(cookie.attributes.has("httponly"), cookie.raw).toBe(true);
  expect(cookie.attributes.get("samesite")?.toLowerCase(), cookie.raw).toBe("lax");
  expect(cookie.attributes.get("path"), cookie.raw).toBe("/");
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax and path / whenever the shop sets it over HTTP", async () => {
    const answers: Response[] = [];
    answers.push(await request("/"));
    answers.push(await request("/kullanici/giris-yapti-mi"));
    // A guest basket is the usual first write to a session: adding to it must set the cookie.
    const variant = await variantWithStock(1, 1000);
    expect(variant, "a sellable variant in the demo catalogue").toBeTruthy();
    const added = await request("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ productId: String(variant.productId), quantity: "1" }),
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ success: true });
    answers.push(added);
    const sessionCookies = answers.flatMap(setCookies).filter((c) => c.name === SESSION_COOKIE);
    expect(sessionCookies.length, "a guest's first basket write sets the session cookie").toBeGreaterThan(0);
    for (const cookie of sessionCookies) expectSessionCookieAttributes(cookie);
  });

  it("is HttpOnly, SameSite=Lax and path / when the session module creates one (real migrated database)", async () => {
    const { db, close } = await openTestDb();
    try {
      const written: string[] = [];
      const handle = createSessionHandle(db, undefined, (v) => written.push(v), false);
      expect(await handle.get()).toBeNull();
      expect(written).toEqual([]); // reading never writes
      await handle.ensure();
      expect(written).toHaveLength(1);
      const [cookie] = setCookies(new Response(null, { headers: [["Set-Cookie", written[0]]] }));
      expect(cookie.name).toBe(SESSION_COOKIE);
      expect(cookie.value.length).toBeGreaterThanOrEqual(32);
      expectSessionCookieAttributes(cookie);
      expect(cookie.attributes.has("secure")).toBe(false); // plain HTTP on localhost

      // The same token opens the same session in a later request; a wrong one opens nothing.
      const token = cookie.value;
      const again = createSessionHandle(db, `${SESSION_COOKIE}=${token}`, () => {}, false);
      expect(await again.get()).not.toBeNull();
      const forged = createSessionHandle(db, `${SESSION_COOKIE}=x${token}`, () => {}, false);
      expect(await forged.get()).toBeNull();
    } finally {
      await close();
    }
  });
});
