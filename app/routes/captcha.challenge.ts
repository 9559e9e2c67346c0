/**
 * GET /captcha/challenge: a new proof-of-work challenge for the captcha widget (ALTCHA's JSON:
 * {parameters, signature}), never cached. See app/domain/captcha/captcha.server.ts.
 */
import type { Route } from "./+types/captcha.challenge";
import { createCaptchaChallenge } from "#app/domain/captcha/captcha.server";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await createCaptchaChallenge(context.db), { headers: { "Cache-Control": "no-store" } });
}
