/**
 * Browser side of the login password encryption (spec sections 5 and 7: "password is encrypted
 * client-side with a secret supplied by the page"). The page gets a one-time `secretId` with the
 * server's ECDH P-256 public key; the browser makes an ephemeral ECDH key, derives an AES-GCM key
 * with HKDF-SHA-256 (salt: the secretId) and encrypts the password, bound to the secretId.
 * Pure Web Crypto: runs in browsers and in Node (globalThis.crypto.subtle) alike.
 */

/** What the login page receives from its loader. */
export type LoginSecret = { secretId: string; publicKey: string };

/** What the login form sends instead of the plain password. */
export type EncryptedPassword = { secretId: string; clientKey: string; iv: string; password: string };

export const LOGIN_HKDF_INFO = "minik-dunya-login-v1";

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = "";
  for (const b of view) text += String.fromCharCode(b);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** False on plain-HTTP origins other than localhost, where browsers hide crypto.subtle. */
export function canEncryptPassword(): boolean {
  return typeof globalThis.crypto !== "undefined" && typeof globalThis.crypto.subtle !== "undefined";
}

export async function encryptPassword(password: string, secret: LoginSecret): Promise<EncryptedPassword> {
  const subtle = globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  const serverKey = await subtle.importKey("raw", fromBase64(secret.publicKey), { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ephemeral = await subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
  const shared = await subtle.deriveBits({ name: "ECDH", public: serverKey }, ephemeral.privateKey, 256);
  const hkdfKey = await subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"]);
  const aesKey = await subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(secret.secretId), info: encoder.encode(LOGIN_HKDF_INFO) },
    hkdfKey,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt"],
  );
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(secret.secretId) },
    aesKey,
    encoder.encode(password),
  );
  const clientKey = await subtle.exportKey("raw", ephemeral.publicKey);
  return { secretId: secret.secretId, clientKey: toBase64(clientKey), iv: toBase64(iv), password: toBase64(ciphertext) };
}
