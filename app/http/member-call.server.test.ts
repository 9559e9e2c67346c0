/** The members' call frame without a server: methods, the guest, the member. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { GET_ONLY, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { memberCall } from "./member-call.server";

const session = (userId: number | null) => ({ userId: async () => userId });
const args = (method: string, userId: number | null, init: RequestInit = {}, params: Record<string, string> = {}) =>
  ({
    request: new Request("http://shop.test/urun/alarm/?x=1", { method, ...init }),
    context: { session: session(userId), db: {} },
    params,
  }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;
const echo = async (call: object) => Response.json({ success: true, call });

describe("memberCall", () => {
  it("answers a GET of a POST call, and any method but POST, 405 JSON with Allow: POST", async () => {
    const call = memberCall({ action: echo });
    for (const response of [await call.loader(args("GET", 7)), await call.action(args("PUT", 7))]) {
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({ success: false, reason: METHOD_NOT_ALLOWED, message: METHOD_NOT_ALLOWED });
    }
  });

  it("answers a POST of a GET call 405 JSON with Allow: GET", async () => {
    const response = await memberCall({ loader: echo }).action(args("POST", 7));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ success: false, reason: GET_ONLY, message: GET_ONLY });
  });

  it("refuses a guest 401 with the login message and the call's extra fields, never cached", async () => {
    const call = memberCall({ action: echo, loader: echo, extra: (reason, status) => ({ error: reason, code: status }) });
    for (const response of [await call.action(args("POST", null)), await call.loader(args("GET", null))]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        success: false,
        reason: LOGIN_REQUIRED,
        message: LOGIN_REQUIRED,
        error: LOGIN_REQUIRED,
        code: 401,
      });
    }
  });

  it("gives the member's id from the session, the body and the URL's params", async () => {
    const call = memberCall({ action: async ({ userId, body, params }) => Response.json({ userId, body, params }) });
    const response = await call.action(args("POST", 7, { body: new URLSearchParams({ productId: "42", userId: "99" }) }, { listId: "3" }));
    expect(await response.json()).toEqual({ userId: 7, body: { productId: "42", userId: "99" }, params: { listId: "3" } });
  });
});
