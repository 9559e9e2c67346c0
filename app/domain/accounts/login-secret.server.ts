/**
 * Server side of the login password encryption (see app/lib/login-encryption.ts): the login page's
 * loader issues a one-time `secretId` with an ECDH P-256 public key; the private key stays in the
 * visitor's server-side session data under that id, for 10 minutes and for one use only.
 */
import crypto from "node:crypto";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { LOGIN_HKDF_INFO, type EncryptedPassword, type LoginSecret } from "#app/lib/login-encryption";

export const SECRET_EXPIRED = "Oturum süreniz doldu, lütfen sayfayı yenileyip tekrar deneyin.";

const SECRET_LIFETIME_MS = 10 * 60 * 1000;
/** Login pages open at once in several tabs keep their own secrets; older ones are dropped. */
const MAX_SECRETS = 5;
const SESSION_KEY = "loginSecrets";

type StoredSecret = { key: string; expiresAt: number };
type StoredSecrets = Record<string, StoredSecret>;

/** A fresh key pair: the raw public key (base64) for the page, the private key for the session. */
export function createLoginKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey("base64"), privateKey: ecdh.getPrivateKey("base64") };
}

/** Decrypts what encryptPassword() made; null when anything was tampered with or does not fit. */
export function decryptWithPrivateKey(privateKey: string, payload: Omit<EncryptedPassword, "secretId">, secretId: string): string | null {
  try {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64"));
    const shared = ecdh.computeSecret(Buffer.from(payload.clientKey, "base64"));
    const key = Buffer.from(crypto.hkdfSync("sha256", shared, Buffer.from(secretId), Buffer.from(LOGIN_HKDF_INFO), 32));
    const iv = Buffer.from(payload.iv, "base64");
    const data = Buffer.from(payload.password, "base64");
    if (iv.length !== 12 || data.length < 17) return null;
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(secretId));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

async function storedSecrets(session: SessionHandle): Promise<StoredSecrets> {
  const value = (await session.get())?.data[SESSION_KEY];
  return value && typeof value === "object" ? (value as StoredSecrets) : {};
}

/** Issues a one-time secret for a login page (creates the session when the visitor has none). */
export async function issueLoginSecret(session: SessionHandle, now = Date.now()): Promise<LoginSecret> {
  const { publicKey, privateKey } = createLoginKeyPair();
  const secretId = crypto.randomBytes(18).toString("base64url");
  const kept = Object.entries(await storedSecrets(session))
    .filter(([, s]) => s.expiresAt > now)
    .slice(-(MAX_SECRETS - 1));
  await session.set({ [SESSION_KEY]: Object.fromEntries([...kept, [secretId, { key: privateKey, expiresAt: now + SECRET_LIFETIME_MS }]]) });
  return { secretId, publicKey };
}

/**
 * Takes the secret out of the session (whatever happens next it cannot be used again) and returns
 * its private key, or null when it is unknown, already used or expired.
 */
export async function consumeLoginSecret(session: SessionHandle, secretId: string, now = Date.now()): Promise<string | null> {
  const secrets = await storedSecrets(session);
  const found = Object.hasOwn(secrets, secretId) ? secrets[secretId] : undefined;
  if (!found) return null;
  const rest = Object.fromEntries(Object.entries(secrets).filter(([id, s]) => id !== secretId && s.expiresAt > now));
  await session.set({ [SESSION_KEY]: rest });
  return found.expiresAt > now ? found.key : null;
}

/** Removes every pending secret (on login and logout: they belong to the old session). */
export async function clearLoginSecrets(session: SessionHandle): Promise<void> {
  if ((await session.get()) && Object.keys(await storedSecrets(session)).length > 0) await session.set({ [SESSION_KEY]: {} });
}
