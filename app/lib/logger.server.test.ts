import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { createLogger, loggablePath, loggableError, requestLogLevel, scrub } from "./logger.server";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close?.());

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(sink), lines };
}

describe("the log holds no personal data", () => {
  it("a failed query's parameters (a member's name, phone, address) never reach the log", async () => {
    const member = {
      email: "leyla.unsal@example.com",
      passwordHash: "x",
      firstname: "Leyla",
      lastname: "Ünsal\u0000",
      phone: "05329876543",
    };
    const failure = await db
      .insert(users)
      .values(member)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure, "PostgreSQL refuses NUL in text").toBeInstanceOf(Error);
    expect(String((failure as Error).message) + String((failure as { cause?: Error }).cause?.message ?? "")).toMatch(/leyla|0x00|params/i);

    const { logger, lines } = capture();
    logger.error({ err: failure }, "Kayıt yapılamadı");
    const text = JSON.stringify(lines);
    for (const secret of ["leyla.unsal@example.com", "Leyla", "Ünsal", "05329876543", "5329876543"]) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "Kayıt yapılamadı",
      err: { type: expect.any(String), message: expect.stringContaining("[gizli]") },
    });
  });

  it("scrubs e-mails, phone/card/identity numbers and tokens from any text", () => {
    const scrubbed = scrub("ayse@example.com 0532 123 45 67 4000000000000002 10000000146 x");
    expect(scrubbed).toMatch(/^\[gizli\] .*x$/);
    expect(scrubbed.replace(/\[gizli\]/g, "")).not.toMatch(/\d|@/);
    expect(scrub("Failed query: insert into users values ($1, $2)\nparams: Ayşe,05321234567")).toBe(
      "Failed query: insert into users values ($1, $2)\nparams: [gizli]",
    );
    expect(scrub("token Qw3rTy_9aZx-81KmN0pLs2")).toBe("token [gizli]");
    expect(scrub("kategori bebek-arabasi sayfa 2")).toBe("kategori bebek-arabasi sayfa 2");
  });

  it("logs a path without query string and without token segments", () => {
    expect(loggablePath("/payment/checkout/summary?orderHash=Ab12Cd34Ef56Gh78Ij90")).toBe("/payment/checkout/summary");
    expect(loggablePath("/kullanici/sifre-yenile/Qw3rTy_9aZx-81KmN0pLs2Vb7")).toBe("/kullanici/sifre-yenile/[gizli]");
    expect(loggablePath("/urun/bebek-arabasi-gri-1234")).toBe("/urun/bebek-arabasi-gri-1234");
    expect(loggablePath("/kullanici/cocuk/sil/12")).toBe("/kullanici/cocuk/sil/12");
    expect(loggablePath("http://evil.example/kategori/bebek?x=1")).toBe("/kategori/bebek");
    expect(loggablePath("*")).toBe("/[gizli]");
  });

  it("keeps an error's type, code and stack frames, not its message's data", () => {
    const error = Object.assign(new Error("duplicate key: Key (email)=(ali@example.com) already exists"), {
      code: "23505",
      detail: "Key (email)=(ali@example.com)",
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: "Error", code: "23505" });
    expect(JSON.stringify(logged)).not.toContain("ali@example.com");
    expect(logged.stack).toMatch(/^\s+at /);
  });
});

describe("the log's levels", () => {
  it("are errors for 5xx only; a refused method, an unknown path and bad input are warnings", () => {
    for (const status of [500, 502, 503]) expect(requestLogLevel(status, false), String(status)).toBe("error");
    for (const status of [400, 403, 404, 405, 413, 422, 429]) expect(requestLogLevel(status, false), String(status)).toBe("warn");
    for (const status of [200, 204, 301, 302, 304]) expect(requestLogLevel(status, false), String(status)).toBe("info");
    // An answer that broke on the way out.
    expect(requestLogLevel(200, true)).toBe("error");
  });
});
