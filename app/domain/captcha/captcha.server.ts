/**
 * The shop's captcha (PRODUCT.md): a self-hosted proof of work with ALTCHA (altcha-lib on the
 * server, the altcha widget in the page), no outside service.
 *
 *   - A challenge (GET /captcha/challenge) asks the browser to find a counter between
 *     CAPTCHA_WORK.counterMin and counterMax whose PBKDF2 key matches a signed prefix. The server
 *     picks the counter, so the work is known; it signs the parameters and the expected key
 *     (HMAC-SHA-256), so checking a solution costs two HMACs and never a key derivation.
 *   - A solution is accepted once: its challenge's signature goes into captcha_spent (a primary
 *     key, so two parallel uses cannot both win) until the challenge expires, and rows past their
 *     expiry are deleted as new ones come.
 *   - The signing key is made on first use and kept in the database (server_secrets), so every
 *     process of the shop (WEB_CONCURRENCY) signs and checks with the same key and a restart
 *     keeps challenges already handed out valid. Nothing to configure; to change the key, delete
 *     the row and restart the processes.
 */
import crypto from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#app/db/client.server";
import { captchaSpent } from "#app/db/schema";
import { serverSecret } from "#app/db/server-secrets.server";
import { CAPTCHA_FIELD, CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "./captcha.messages";

export * from "./captcha.messages";

/**
 * The difficulty, in one place. A try is one PBKDF2-SHA-256 of 1,000 rounds; the answer lies
 * 100 to 250 tries in. Measured here: about 60 ms in Node (the tests solve it for real), under
 * 100 ms in desktop Chromium; a mid-range phone stays well under a second with the widget's
 * workers. An attacker pays the same per solution, and every call behind it keeps its own limits.
 */
export const CAPTCHA_WORK = { algorithm: "PBKDF2/SHA-256", cost: 1_000, counterMin: 100, counterMax: 250 } as const;
/** How long a challenge may be solved and used: a form filled slowly still gets through. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** A real solution is about 700 characters; anything much longer is refused unread. */
const MAX_PAYLOAD_LENGTH = 2_000;

/** A refusal carries the HTTP status the calls answer it with. */
export type CaptchaCheck = { ok: true } | { ok: false; reason: string; status: 400 };

type Keys = { signature: string; key: string };
const keysByDb = new WeakMap<Db, Promise<Keys>>();

async function loadKeys(db: Db): Promise<Keys> {
  const secret = await serverSecret(db, "captcha");
  const derive = (label: string) => crypto.createHmac("sha256", secret).update(label).digest("base64url");
  return { signature: derive("captcha challenge"), key: derive("captcha derived key") };
}

/** The signing keys, read once per process and database. */
function captchaKeys(db: Db): Promise<Keys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = loadKeys(db);
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys;
}

/** A new signed challenge for the widget. */
export async function createCaptchaChallenge(db: Db, now = Date.now()): Promise<Challenge> {
  const keys = await captchaKeys(db);
  return createChallenge({
    algorithm: CAPTCHA_WORK.algorithm,
    cost: CAPTCHA_WORK.cost,
    counter: randomInt(CAPTCHA_WORK.counterMax, CAPTCHA_WORK.counterMin),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
}

/** What the widget sends (base64 of JSON); only the shape is checked here, the signature below. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_WORK.algorithm),
      keySignature: z.string().max(200),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().max(200) }),
});

function readPayload(value: string): { challenge: Challenge & { signature: string }; solution: Solution } | null {
  if (value.length > MAX_PAYLOAD_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return null;
  }
  // The original object goes on: its parameters must stay exactly as signed.
  return payloadSchema.safeParse(parsed).success ? (parsed as { challenge: Challenge & { signature: string }; solution: Solution }) : null;
}

/** The solution a call carries: the widget's field `altcha`, or `recaptcha` as the spec's SMS call names it. */
export const captchaOf = (body: Record<string, unknown>): unknown => body[CAPTCHA_FIELD] ?? body.recaptcha;

/**
 * Checks a solution and uses it up: ok once, then refused. `value` is the form field as it came
 * (missing, a string, or anything else a caller sent).
 */
export async function spendCaptcha(db: Db, value: unknown, now = Date.now()): Promise<CaptchaCheck> {
  if (value === undefined || value === null || value === "") return { ok: false, reason: CAPTCHA_REQUIRED, status: 400 };
  const refused = { ok: false, reason: CAPTCHA_INVALID, status: 400 } as const;
  const payload = typeof value === "string" ? readPayload(value) : null;
  if (!payload) return refused;
  const { challenge, solution } = payload;
  const expiresAt = challenge.parameters.expiresAt! * 1000;
  if (expiresAt <= now) return refused;
  const keys = await captchaKeys(db);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  }).catch(() => null);
  if (!result?.verified) return refused;
  const spent = await db
    .insert(captchaSpent)
    .values({ signature: challenge.signature, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  if (spent.length === 0) return refused;
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date(now)));
  return { ok: true };
}
