/**
 * The shop's log is JSON lines — each request with an id, method, path, status
 * and time — and holds no name, phone, address, e-mail, token or code. A member registers, adds an
 * address, asks for a password reset and opens the link, sends hostile fields, and opens an order
 * summary by hash; then the shared shop's whole log is read.
 */
import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { getJson, rawRequest } from "../support/http";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox, visitor } from "../support/visitor";

const serverLog = inject("serverLog");

describe.skipIf(!serverLog)("the server's log", () => {
  it("is JSON lines with request ids, and holds no personal data, token or code", async () => {
    const { v, email } = await newMember();
    const phone = (await outbox()).find((m) => m.channel === "sms" && m.body.match(/\d{4}$/))!.to;
    const { body: districts } = await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34");
    const district = districts.result.find((d) => d.name === "Kadıköy")!.id;
    const { body: towns } = await getJson<{ result: { id: number }[] }>(`/address/ajax/get-town-by-district/${district}`);
    const address = {
      title: "Evim",
      personName: "Leyla Ünsaldı",
      phone: "(532) 987-6543",
      city: "34",
      district: String(district),
      town: String(towns.result[0].id),
      address: "Zümrütevler Sokak No 77 Daire 5",
    };
    expect((await v.post("/address/ajax/add", address)).answer.success).toBe(true);
    // The same address with a NUL (it once reached PostgreSQL, whose error printed every field).
    await v.post("/address/ajax/add", { ...address, address: "Zümrütevler Sokak\u0000 No 77" });
    await visitor().login(email, "YanlisSifre1");

    await visitor().post("/kullanici/sifremi-unuttum", { identifier: email, altcha: await solvedCaptcha() });
    const mail = (await outbox()).find((m) => m.to === email && m.body.includes("/kullanici/sifre-yenile/"))!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).pathname;
    const token = link.split("/").pop()!;
    await visitor().page(link);
    const hash = "Qw3rTy9aZx81KmN0pLs2Vb7Yc";
    await rawRequest(`/payment/checkout/summary?orderHash=${hash}`);

    // pino writes asynchronously: give the last lines a moment.
    await new Promise((r) => setTimeout(r, 500));
    const lines = fs.readFileSync(serverLog, "utf8").split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { req?: { id: string; method: string; path: string }; res?: { status: number }; ms?: number };
      } catch {
        throw new Error(`not a JSON log line: ${line.slice(0, 200)}`);
      }
    });
    const requests = parsed.filter((l) => l.req);
    expect(requests.length).toBeGreaterThan(10);
    for (const line of requests)
      expect(line).toMatchObject({
        req: { id: expect.any(String), method: expect.any(String), path: expect.stringMatching(/^\//) },
        res: { status: expect.any(Number) },
        ms: expect.any(Number),
      });
    expect(requests.some((l) => l.req!.path === "/kullanici/sifre-yenile/[gizli]")).toBe(true);

    const log = lines.join("\n");
    const digits = phone.replace(/\D/g, "");
    for (const secret of [
      email,
      digits,
      digits.slice(1),
      "987-6543",
      "9876543",
      "Leyla",
      "Ünsaldı",
      "Zümrütevler",
      token,
      hash,
      "YanlisSifre1",
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

describe.skipIf(!serverLog)("the server's log levels", () => {
  it("writes a method a route does not take (405) and a 404 as one warning each: no error line, no stack", async () => {
    const from = fs.statSync(serverLog).size;
    const n = Date.now().toString(36);
    const tried = [
      { method: "POST", path: "/magazalar", status: 405 }, // a page without an action
      { method: "DELETE", path: "/", status: 405 },
      { method: "PATCH", path: "/cart/view", status: 405 }, // a call without an action
      { method: "GET", path: "/cart/add", status: 405 }, // a call without a loader
      { method: "OPTIONS", path: "/kampanyalar", status: 405 },
      { method: "POST", path: "/magazalar.data", status: 405 },
      { method: "GET", path: `/yok-boyle-sayfa-${n}`, status: 404 },
      { method: "POST", path: `/yok-boyle-sayfa-${n}`, status: 405 },
      { method: "GET", path: `/urun/yok-boyle-urun-${n}`, status: 404 },
      { method: "GET", path: `/assets/yok-${n}.js`, status: 404 },
    ];
    const ids: string[] = [];
    for (const t of tried) {
      const answer = await rawRequest(t.path, {
        method: t.method,
        headers: { Accept: "text/html" },
        body: t.method === "GET" || t.method === "OPTIONS" ? undefined : "",
      });
      expect(answer.status, `${t.method} ${t.path}`).toBe(t.status);
      ids.push(String(answer.headers["x-request-id"]));
    }
    await new Promise((r) => setTimeout(r, 500));
    const lines = fs
      .readFileSync(serverLog)
      .subarray(from)
      .toString("utf8")
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map(
        (l) =>
          JSON.parse(l) as {
            level: number;
            msg: string;
            path?: string;
            method?: string;
            req?: { id: string; method: string; path: string };
            res?: { status: number };
          },
      );
    for (const [i, t] of tried.entries()) {
      const own = lines.filter((l) => l.req?.id === ids[i]);
      expect(own, `${t.method} ${t.path}`).toHaveLength(1);
      expect(own[0]).toMatchObject({ level: 40, res: { status: t.status } });
      // Nothing else about this request: no error line, no stack.
      const about = lines.filter((l) => (l.req?.path ?? l.path) === t.path.replace(/\.data$/, "") || (l.req?.path ?? l.path) === t.path);
      for (const line of about) {
        expect(line.level, `${t.method} ${t.path}: ${JSON.stringify(line).slice(0, 300)}`).toBeLessThan(50);
        expect(JSON.stringify(line)).not.toContain("stack");
      }
    }
  });
});
