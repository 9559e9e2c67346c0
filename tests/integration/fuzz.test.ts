/**
 * Hostile input over the whole route table (app/routes.ts) gets a clear 4xx,
 * never a 5xx, and never breaks the connection. fast-check builds at least 3,000 requests: every
 * route, GET and POST (and a few other methods), with parameters, query strings and bodies made of
 * NUL characters, invalid UTF-8 and percent-encoding, broken multipart and JSON, wrong content types,
 * huge values and bodies past the size limit, forged Host headers and junk cookies; half of them as
 * a signed-in member. All go over ONE keep-alive connection: a reset would fail the next request.
 * The shop must still answer afterwards.
 */
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "#app/lib/request-guard.server";
import { baseURL, rawRequest, type RawAnswer } from "../support/http";
import { routeTable } from "../support/route-table";
import { newMember } from "../support/visitor";

const RUNS = 3_000;

const patterns: string[] = routeTable().map((r) => r.pattern);

/** Values an attacker or a broken client sends. */
const NASTY = [
  "\u0000",
  "a\u0000b",
  "%00",
  "%C3%28",
  "%",
  "%E0%A4%A",
  "\uD800",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "NaN",
  "null",
  "[]",
  "{}",
  "İıŞşĞğÜüÖöÇç",
  "𝕏😀",
  " ",
  "",
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer().map(String),
  // Long, but a request's head stays under Node's 16 KB limit (past it Node answers 431 and must
  // close: it cannot know where the body ends). The 431 itself is checked below.
  fc.constantFrom("x".repeat(1_000), "9".repeat(500)),
);

/** Encodes for a URL; a value that cannot be encoded (a lone surrogate) goes in as raw percent junk. */
const enc = (value: string) => {
  if (value.startsWith("%")) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

const FIELDS = [
  "productId",
  "quantity",
  "identifier",
  "password",
  "email",
  "phoneNumber",
  "code",
  "voucherCode",
  "giftNote",
  "personName",
  "address",
  "catalogId",
  "skuList",
  "firstname",
  "lastname",
  "idempotencyKey",
  "checkoutPaymentType",
  "secretId",
  "nextUrl",
  "alertType",
];

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text), text, { maxKeys: 6 });

const body = fc.oneof(
  fields.map((f) => ({ type: "application/json", data: Buffer.from(JSON.stringify(f)) })),
  fields.map((f) => ({
    type: "application/x-www-form-urlencoded",
    data: Buffer.from(
      Object.entries(f)
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join("&"),
    ),
  })),
  fields.map((f) => ({
    type: "application/x-www-form-urlencoded",
    data: Buffer.from(
      Object.entries(f)
        .map(([k, v]) => `${k}=${v}`)
        .join("&"),
      "latin1",
    ),
  })),
  fc.constant({ type: "multipart/form-data; boundary=xx", data: Buffer.from("--broken") }),
  fc.constant({ type: "multipart/form-data", data: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--') }),
  fields.map((f) => ({
    type: "multipart/form-data; boundary=fuzz",
    data: Buffer.from(
      Object.entries(f)
        .map(([k, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "")}"\r\n\r\n${v}\r\n`)
        .join("") + "--fuzz--\r\n",
    ),
  })),
  fc.constant({ type: "application/json", data: Buffer.from('{"productId":') }),
  fc.constant({ type: "application/json", data: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ type: "application/octet-stream", data: Buffer.from(bytes) })),
  fc
    .constantFrom(MAX_BODY_BYTES + 1, 200 * 1024, 1024 * 1024)
    .map((size) => ({ type: "application/json", data: Buffer.alloc(size, 0x61) })),
  fc.constant({ type: "", data: Buffer.alloc(0) }),
);

const request = fc.record({
  pattern: fc.constantFrom(...patterns),
  params: fc.array(text, { minLength: 4, maxLength: 4 }),
  method: fc.oneof(
    fc.constant("GET"),
    fc.constant("POST"),
    fc.constant("POST"),
    fc.constantFrom("PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"),
  ),
  query: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "keyword",
          "term",
          "page",
          "orderHash",
          "skuList",
          "id",
          "catalogId",
          "criteria[brand]",
          "sort[price]",
          "price",
          "redirectUrl",
        ),
        text,
      ),
      text,
    ),
    { maxLength: 3 },
  ),
  body,
  host: fc.oneof(fc.constant(undefined), fc.constantFrom("evil.example", "localhost:1", "[::1", "a b", "xn--5ga.example", "%00")),
  accept: fc.constantFrom("application/json", "text/html", "*/*", ""),
  member: fc.boolean(),
  junkCookie: fc.boolean(),
});

describe("a fuzz of every route", () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let memberCookie = "";
  let sent = 0;
  let previous = "";
  const fiveHundreds: string[] = [];

  beforeAll(async () => {
    memberCookie = (await newMember()).v.cookieHeader();
  });
  afterAll(() => agent.destroy());

  it(`sends ${RUNS} hostile requests: no 5xx, no broken connection, the shop still answers`, async () => {
    const run = await fc.check(
      fc.asyncProperty(request, async (r) => {
        let i = 0;
        const path = r.pattern.replace(/:[A-Za-z]+\??/g, () => enc(r.params[i++ % r.params.length])).replace("*", enc(r.params[3]));
        const query = r.query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
        const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "198.51.100.7" };
        if (r.accept) headers.Accept = r.accept;
        if (r.host) headers.Host = r.host;
        const cookies = [r.member ? memberCookie : "", r.junkCookie ? "sid=%00junk; cookieconsent_status=%ZZ" : ""].filter(Boolean);
        if (cookies.length) headers.Cookie = cookies.join("; ");
        const hasBody = r.method !== "GET" && r.method !== "HEAD" && r.body.data.length > 0;
        if (hasBody && r.body.type) headers["Content-Type"] = r.body.type;
        const url = `${path}${query ? `?${query}` : ""}`;
        const asked = `${r.method} ${url.slice(0, 160)} (${r.body.type || "no type"}, ${hasBody ? r.body.data.length : 0} bytes, host ${r.host}, member ${r.member}, junk cookie ${r.junkCookie}, accept ${r.accept})`;
        const answer: RawAnswer = await rawRequest(url, {
          method: r.method,
          headers,
          body: hasBody ? r.body.data : undefined,
          agent,
        }).catch((error: Error) => {
          throw new Error(`${asked}: ${error.message} (after ${previous})`);
        });
        previous = `${asked} → ${answer.status}`;
        sent++;
        if (answer.status >= 500) fiveHundreds.push(`${r.method} ${url.slice(0, 120)} → ${answer.status}`);
        expect(answer.status, `${r.method} ${url.slice(0, 160)}`).toBeLessThan(500);
        const what = `${asked} → ${answer.status}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(200);
        // 431: the request line and headers passed Node's 16 KB limit; Node answers that itself and
        // closes, as HTTP allows. Any other answer keeps the connection for the next request.
        if (answer.status !== 431) expect(answer.headers.connection ?? "keep-alive", what).not.toBe("close");
      }),
      { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    // fast-check's own report prints the whole (huge) counterexample: say what failed, short, with the seed to replay it.
    if (run.failed)
      throw new Error(`fuzz failed at run ${run.numRuns} (replay: FUZZ_SEED=${run.seed}): ${String(run.errorInstance).slice(0, 600)}`);
    expect(fiveHundreds).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    const home = await rawRequest("/", { agent });
    expect(home.status).toBe(200);
  }, 600_000);

  it("odd request targets (absolute form, '*', '//host') get an answer below 500, and a foreign host in them is not echoed", async () => {
    const net = await import("node:net");
    const { port } = new URL(baseURL());
    for (const line of [
      "GET http://evil.example/kategori/bebek HTTP/1.1",
      "POST http://evil.example/cart/add HTTP/1.1",
      "GET * HTTP/1.1",
      "OPTIONS * HTTP/1.1",
      "GET //evil.example/x HTTP/1.1",
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1", () =>
          socket.write(`${line}\r\nHost: evil.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
        );
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      expect(status, line).toBeGreaterThanOrEqual(200);
      expect(status, line).toBeLessThan(500);
      expect(answer.split("\r\n\r\n").slice(1).join(""), line).not.toContain("evil.example");
    }
  });

  it("a request head past Node's 16 KB limit gets 431, not a 5xx", async () => {
    const answer = await rawRequest(`/arama?keyword=${"x".repeat(20_000)}`);
    expect(answer.status).toBe(431);
  });

  it("a 16 MB body is refused with 413 and the same connection answers the next request", async () => {
    const big = await rawRequest("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: Buffer.alloc(16 * 1024 * 1024, 0x20),
      agent,
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ success: false, reason: "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!" });
    const next = await rawRequest("/kullanici/giris-yapti-mi", { agent });
    expect(next.status).toBe(200);
  }, 60_000);

  it("the issue's probes: a broken multipart body and NUL in the fields that reached PostgreSQL answer 400", async () => {
    const json = (path: string, fields: Record<string, string>) =>
      rawRequest(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", Cookie: memberCookie },
        body: JSON.stringify(fields),
        agent,
      });
    const broken = await rawRequest("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xx" },
      body: "--broken",
      agent,
    });
    expect(broken.status).toBe(400);
    for (const [path, fields] of [
      ["/cart/save", { giftNote: "not\u0000e" }],
      ["/address/ajax/add", { title: "Ev", personName: "Ali Veli", address: "Sokak\u0000 No 1", phone: "5321112233" }],
      ["/payment/ajax/voucher-check", { voucherCode: "MINIK\u0000100" }],
      ["/kullanici/sifremi-unuttum", { identifier: "uye\u0000@example.com" }],
      ["/kullanici/kullanici-giris", { identifier: "uye\u0000@example.com", password: "x" }],
    ] as const) {
      const answer = await json(path, fields);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({
        success: false,
        reason: "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!",
      });
    }
    expect((await rawRequest("/arama/ajax/urunler?skuList=%00", { agent })).status).toBe(400);
  });
});
