import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { isCrossSite, rejectCrossSiteRequests } from "./cross-site.server";
import { GENERIC_ERROR } from "./messages";

const host = "shop.example:3000";

describe("isCrossSite", () => {
  it.each([
    ["POST", { secFetchSite: "cross-site", host }, true],
    ["POST", { secFetchSite: "same-site", host }, true], // a sibling sub-domain is another site for us
    ["POST", { secFetchSite: "same-origin", host }, false],
    ["POST", { secFetchSite: "none", host }, false], // typed in the address bar / bookmark
    ["POST", { origin: "http://evil.example", host }, true],
    ["POST", { origin: "http://shop.example:3000", host }, false],
    ["POST", { origin: "http://shop.example:4000", host }, true], // another port is another origin
    ["POST", { origin: "http://sub.shop.example:3000", host }, true],
    ["POST", { origin: "null", host }, true], // sandboxed frame, data: URL
    ["POST", { origin: "not a url", host }, true],
    ["POST", { host }, false], // no Origin, no Sec-Fetch-Site: not a browser, no ambient cookies
    ["PUT", { origin: "http://evil.example", host }, true],
    ["PATCH", { origin: "http://evil.example", host }, true],
    ["DELETE", { secFetchSite: "cross-site", host }, true],
    ["post", { origin: "http://evil.example", host }, true],
    ["GET", { secFetchSite: "cross-site", origin: "http://evil.example", host }, false],
    ["HEAD", { origin: "http://evil.example", host }, false],
    ["OPTIONS", { origin: "http://evil.example", host }, false],
  ] as const)("%s %j → %s", (method, headers, expected) => {
    expect(isCrossSite(method, headers)).toBe(expected);
  });

  it("trusts the browser's Sec-Fetch-Site over Origin", () => {
    expect(isCrossSite("POST", { secFetchSite: "cross-site", origin: "http://shop.example:3000", host })).toBe(true);
    expect(isCrossSite("POST", { secFetchSite: "same-origin", origin: "http://shop.example:3000", host })).toBe(false);
  });
});

function fakeExchange(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  const res = { status: vi.fn(), json: vi.fn() };
  res.status.mockReturnValue(res);
  const next = vi.fn() as unknown as NextFunction & ReturnType<typeof vi.fn>;
  rejectCrossSiteRequests(req, res as unknown as Response, next);
  return { res, next };
}

describe("rejectCrossSiteRequests (Express middleware)", () => {
  it("answers 403 JSON with the generic Turkish error for a cross-site POST", () => {
    const { res, next } = fakeExchange("POST", { Origin: "http://evil.example", Host: host });
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toHaveBeenCalledWith(403);
    expect(res.json).toHaveBeenCalledWith({ success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR });
  });

  it("passes a same-origin POST on", () => {
    const { res, next } = fakeExchange("POST", { Origin: "http://shop.example:3000", Host: host });
    expect(next).toHaveBeenCalledOnce();
    expect(res.status).not.toHaveBeenCalled();
  });

  it("compares with X-Forwarded-Host behind the front proxy", () => {
    const { next } = fakeExchange("POST", {
      Origin: "https://www.minikdunya.example",
      Host: "127.0.0.1:3000",
      "X-Forwarded-Host": "www.minikdunya.example",
    });
    expect(next).toHaveBeenCalledOnce();
  });

  it("passes a cross-site GET on", () => {
    const { next } = fakeExchange("GET", { "Sec-Fetch-Site": "cross-site", Host: host });
    expect(next).toHaveBeenCalledOnce();
  });
});
