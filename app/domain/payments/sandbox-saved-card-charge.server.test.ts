import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { sandboxPosCards, sandboxPosTransactions } from "#app/db/schema";
import type { PaymentProvider } from "./provider";
import { CARD_EXPIRED, INSUFFICIENT_FUNDS, UNKNOWN_CARD_TOKEN } from "./sandbox-card-rules";
import { createSandboxProvider, decideSandboxTransaction } from "./sandbox-provider.server";

let db: Db;
let close: () => Promise<void>;
let bank: PaymentProvider;
const NOW = new Date("2026-12-12T09:00:00Z");

const card = (token: string, over: Partial<typeof sandboxPosCards.$inferInsert> = {}) =>
  db.insert(sandboxPosCards).values({
    token,
    holderUserId: 7,
    maskedPan: "540036******0003",
    bin: "540036",
    last4: "0003",
    holderName: "AYSE YILMAZ",
    expiryMonth: 12,
    expiryYear: 2030,
    bankName: "Garanti BBVA",
    cardFamily: "Bonus",
    ...over,
  });

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  bank = createSandboxProvider(db, { now: () => NOW });
  await card("tok_good");
  await card("tok_old", { expiryMonth: 10, expiryYear: 2026 });
  await card("tok_decline", { maskedPan: "400000******0002", bin: "400000", last4: "0002" });
});
afterAll(async () => close?.());

describe("the sandbox bank's merchant-initiated charge of a saved card", () => {
  it("approves at once, without CVC or a 3D Secure page, and charges a reference once", async () => {
    const first = await bank.chargeSavedCard!({ reference: "MD-1", amountKurus: 69_980, token: "tok_good", holderUserId: 7 });
    expect(first).toMatchObject({ status: "approved", maskedPan: "540036******0003", bankName: "Garanti BBVA", cardFamily: "Bonus" });
    const again = await bank.chargeSavedCard!({ reference: "MD-1", amountKurus: 69_980, token: "tok_good", holderUserId: 7 });
    expect(again.transactionId).toBe(first.transactionId);
    expect(await db.select().from(sandboxPosTransactions).where(eq(sandboxPosTransactions.reference, "MD-1"))).toHaveLength(1);
    expect(await bank.queryTransaction(first.transactionId)).toMatchObject({
      status: "approved",
      kind: "card",
      amountKurus: 69_980,
      reference: "MD-1",
    });
    // No bank page decides it, and it can be refunded like any card payment.
    expect(await decideSandboxTransaction(db, first.transactionId, "card", "decline", NOW)).toEqual({ ok: false, code: "not-found" });
    expect(await bank.refund!(first.transactionId, 10_000)).toEqual({ ok: true });
  });

  it("declines another member's token, an expired card and the decline card, with the bank's reasons", async () => {
    const charge = (token: string, holderUserId = 7, reference = `MD-${token}-${holderUserId}`) =>
      bank.chargeSavedCard!({ reference, amountKurus: 1_000, token, holderUserId });
    expect(await charge("tok_good", 8)).toMatchObject({ status: "declined", reason: UNKNOWN_CARD_TOKEN });
    expect(await charge("tok_old")).toMatchObject({ status: "declined", reason: CARD_EXPIRED });
    expect(await charge("tok_decline")).toMatchObject({ status: "declined", reason: INSUFFICIENT_FUNDS });
    await expect(bank.chargeSavedCard!({ reference: "MD-0", amountKurus: 0, token: "tok_good", holderUserId: 7 })).rejects.toThrow(
      /amount/,
    );
  });
});
