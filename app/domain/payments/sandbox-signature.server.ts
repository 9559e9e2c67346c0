/**
 * Signatures of the sandbox bank's posts (the 3D Secure / BKM / fast-pay result sent back to the
 * shop, the fast-pay form): HMAC-SHA256 with PAYMENT_SANDBOX_SECRET, or, when it is unset, a
 * random secret of this process (development, tests, the demo shop: a result posted across a
 * restart is then refused and the shop reconciles with `queryTransaction`).
 */
import crypto from "node:crypto";
import { config } from "#app/lib/config.server";

export type Signer = { sign: (parts: readonly string[]) => string; verify: (parts: readonly string[], signature: unknown) => boolean };

export function createSigner(secret: string | Buffer): Signer {
  const sign = (parts: readonly string[]) => crypto.createHmac("sha256", secret).update(parts.join("\n")).digest("hex");
  return {
    sign,
    verify(parts, signature) {
      if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
      return crypto.timingSafeEqual(Buffer.from(sign(parts), "hex"), Buffer.from(signature, "hex"));
    },
  };
}

let shared: Signer | undefined;

/** The process's signer (PAYMENT_SANDBOX_SECRET or a per-process random secret). */
export function sandboxSigner(): Signer {
  shared ??= createSigner(config.paymentSandboxSecret || crypto.randomBytes(32));
  return shared;
}
