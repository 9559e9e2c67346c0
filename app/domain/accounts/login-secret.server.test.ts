import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Db } from "#app/db/client.server";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import { encryptPassword, fromBase64, toBase64 } from "#app/lib/login-encryption";
import { consumeLoginSecret, createLoginKeyPair, decryptWithPrivateKey, issueLoginSecret } from "./login-secret.server";

describe("password encryption round trip (Web Crypto in, node:crypto out)", () => {
  it("decrypts what the browser side encrypted, Turkish letters included", async () => {
    const { publicKey, privateKey } = createLoginKeyPair();
    const sealed = await encryptPassword("Şifre123ığü", { secretId: "abc", publicKey });
    expect(sealed.password).not.toContain("Şifre");
    expect(decryptWithPrivateKey(privateKey, sealed, "abc")).toBe("Şifre123ığü");
  });

  it("refuses a tampered ciphertext, another secretId, another key", async () => {
    const pair = createLoginKeyPair();
    const sealed = await encryptPassword("Deneme123", { secretId: "abc", publicKey: pair.publicKey });
    const bytes = fromBase64(sealed.password);
    bytes[0] ^= 1;
    expect(decryptWithPrivateKey(pair.privateKey, { ...sealed, password: toBase64(bytes) }, "abc")).toBeNull();
    expect(decryptWithPrivateKey(pair.privateKey, sealed, "abd")).toBeNull();
    expect(decryptWithPrivateKey(createLoginKeyPair().privateKey, sealed, "abc")).toBeNull();
    expect(decryptWithPrivateKey(pair.privateKey, { ...sealed, clientKey: "bm9wZQ==" }, "abc")).toBeNull();
    expect(decryptWithPrivateKey(pair.privateKey, { ...sealed, iv: "" }, "abc")).toBeNull();
  });
});

describe("one-time secrets in the session", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDb()));
  afterAll(() => close());

  function visitor() {
    let cookie = "";
    return () => createSessionHandle(db, cookie, (v) => (cookie = v.split(";")[0]), false);
  }

  it("is single use and expires after 10 minutes", async () => {
    const session = visitor();
    const now = Date.now();
    const a = await issueLoginSecret(session(), now);
    const b = await issueLoginSecret(session(), now);
    const keyA = await consumeLoginSecret(session(), a.secretId, now + 1000);
    expect(keyA).toBeTruthy();
    const sealed = await encryptPassword("Deneme123", a);
    expect(decryptWithPrivateKey(keyA!, sealed, a.secretId)).toBe("Deneme123");
    expect(await consumeLoginSecret(session(), a.secretId, now + 2000)).toBeNull();
    expect(await consumeLoginSecret(session(), b.secretId, now + 10 * 60 * 1000 + 1)).toBeNull();
    expect(await consumeLoginSecret(session(), "unknown", now)).toBeNull();
    expect(await consumeLoginSecret(session(), "__proto__", now)).toBeNull();
  });

  it("belongs to the session that asked for it", async () => {
    const secret = await issueLoginSecret(visitor()());
    expect(await consumeLoginSecret(visitor()(), secret.secretId)).toBeNull();
  });
});
