import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { captchaSpent } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { solveCaptchaChallenge, solvedCaptchaOf } from "./captcha-solver.server";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, CAPTCHA_TTL_MS, CAPTCHA_WORK, createCaptchaChallenge, spendCaptcha } from "./captcha.server";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close());

const decode = (value: string) => JSON.parse(Buffer.from(value, "base64").toString("utf8"));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");
const solved = async (now?: number) =>
  now === undefined ? solvedCaptchaOf(db) : solveCaptchaChallenge(await createCaptchaChallenge(db, now));

describe("captcha", () => {
  it("makes a signed PBKDF2 challenge of the configured work that expires", async () => {
    const before = Date.now();
    const challenge = await createCaptchaChallenge(db);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_WORK.algorithm, cost: CAPTCHA_WORK.cost });
    expect(challenge.parameters.keySignature).toBeTruthy();
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThanOrEqual(Math.floor((before + CAPTCHA_TTL_MS) / 1000) * 1000);
  });

  it("accepts a real solution once; the replay is refused", async () => {
    const value = await solved();
    expect(await spendCaptcha(db, value)).toEqual({ ok: true });
    expect(await spendCaptcha(db, value)).toEqual({ ok: false, reason: CAPTCHA_INVALID, status: 400 });
  });

  it("lets only one of two parallel uses of a solution through", async () => {
    const value = await solved();
    const results = await Promise.all([spendCaptcha(db, value), spendCaptcha(db, value), spendCaptcha(db, value)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("asks for a solution when none came", async () => {
    for (const missing of [undefined, null, ""])
      expect(await spendCaptcha(db, missing)).toEqual({ ok: false, reason: CAPTCHA_REQUIRED, status: 400 });
  });

  it("refuses expired, forged, tampered, oversized and malformed solutions", async () => {
    const expired = await solved(Date.now() - CAPTCHA_TTL_MS - 1000);
    const good = decode(await solved());
    // (The derived key is the proof: the server checks it against the signed key, the counter is not needed.)
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } };
    const easier = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    const later = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 3600 } },
    };
    const forged = { ...good, challenge: { ...good.challenge, signature: "ab".repeat(32) } };
    const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
    const otherAlgorithm = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, algorithm: "SHA-256" } },
    };
    const bad = [
      expired,
      encode(wrongKey),
      encode(easier),
      encode(later),
      encode(forged),
      encode(unsigned),
      encode(otherAlgorithm),
      "A".repeat(100_000),
      "bm90IGpzb24=",
      "%%%",
      encode([1, 2]),
      encode({ challenge: null, solution: null, test: true }),
      42,
      { challenge: good.challenge, solution: good.solution },
      [encode(good)],
    ];
    for (const [i, value] of bad.entries())
      expect(await spendCaptcha(db, value), `case ${i}`).toEqual({ ok: false, reason: CAPTCHA_INVALID, status: 400 });
    // None of them used the good solution up.
    expect(await spendCaptcha(db, encode(good))).toEqual({ ok: true });
  });

  it("forgets used solutions once they have expired", async () => {
    await db.insert(captchaSpent).values({ signature: "old", expiresAt: new Date(Date.now() - 1000) });
    expect(await spendCaptcha(db, await solved())).toEqual({ ok: true });
    const rows = await db.select().from(captchaSpent);
    expect(rows.some((r) => r.signature === "old")).toBe(false);
  });

  it("asks for a bounded amount of work: at most counterMax tries of `cost` rounds (the tests solve it for real)", async () => {
    // The work, not the time, so a busy machine cannot fail it: the answer lies counterMin to
    // counterMax tries in, each one PBKDF2 of `cost` rounds (about 60 ms in Node when quiet).
    const challenge = await createCaptchaChallenge(db);
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_WORK.algorithm, cost: CAPTCHA_WORK.cost });
    const sent = JSON.parse(Buffer.from(await solveCaptchaChallenge(challenge), "base64").toString("utf8"));
    expect(sent.solution.counter).toBeGreaterThanOrEqual(CAPTCHA_WORK.counterMin);
    expect(sent.solution.counter).toBeLessThanOrEqual(CAPTCHA_WORK.counterMax);
    expect(await spendCaptcha(db, Buffer.from(JSON.stringify(sent)).toString("base64"))).toEqual({ ok: true });
  });
});
