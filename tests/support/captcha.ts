/**
 * The captcha in HTTP tests: a challenge from the shop's own GET /captcha/challenge, solved for
 * real in Node (the same proof of work the widget does; the shop has no switch to skip it).
 */
import type { Challenge } from "altcha-lib";
import { solveCaptchaChallenge } from "#app/domain/captcha/captcha-solver.server";
import { getJson } from "./http";

/** The value of the `altcha` field, as the widget sends it. */
export async function solvedCaptcha(): Promise<string> {
  const { response, body } = await getJson<Challenge>("/captcha/challenge");
  if (!response.ok) throw new Error(`GET /captcha/challenge answered ${response.status}`);
  return solveCaptchaChallenge(body);
}
