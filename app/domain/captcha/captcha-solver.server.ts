/**
 * Tests' stand-in for the widget: solves a challenge for real (the same proof of work a browser
 * does, in Node) and returns the field value the widget would send. Used by domain tests and by
 * tests/support; the shop itself never solves its own challenges.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Db } from "#app/db/client.server";
import { createCaptchaChallenge } from "./captcha.server";

export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("captcha challenge not solved");
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

/** A solved challenge of this database's shop, for domain tests. */
export async function solvedCaptchaOf(db: Db): Promise<string> {
  return solveCaptchaChallenge(await createCaptchaChallenge(db));
}
