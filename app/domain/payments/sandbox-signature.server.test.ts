import { describe, expect, it } from "vitest";
import { createSigner } from "./sandbox-signature.server";

describe("sandbox signatures", () => {
  const signer = createSigner("test-secret");
  it("verifies its own signature and nothing else", () => {
    const signature = signer.sign(["callback", "tx_1", "approved"]);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(["callback", "tx_1", "approved"], signature)).toBe(true);
    expect(signer.verify(["callback", "tx_1", "declined"], signature)).toBe(false);
    expect(signer.verify(["callback", "tx_2", "approved"], signature)).toBe(false);
    expect(
      signer.verify(
        ["callback", "tx_1", "approved"],
        signature.replace(/^./, (c) => (c === "a" ? "b" : "a")),
      ),
    ).toBe(false);
    expect(signer.verify(["callback", "tx_1", "approved"], undefined)).toBe(false);
    expect(signer.verify(["callback", "tx_1", "approved"], "short")).toBe(false);
  });
  it("does not accept another secret's signature", () => {
    expect(createSigner("other").verify(["a"], signer.sign(["a"]))).toBe(false);
  });
});
