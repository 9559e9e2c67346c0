/** The sandbox bank against a real (in-memory PGlite) database: every rule of sandbox-provider.server.ts. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { sandboxPosCards, sandboxPosTransactions } from "#app/db/schema";
import type { PaymentProvider } from "./provider";
import { SANDBOX_TEST_CARDS } from "./sandbox-bins";
import {
  BKM_REJECTED,
  CARD_EXPIRED,
  DECLINE_CARD_NUMBER,
  INSTALLMENT_NOT_OFFERED,
  INSUFFICIENT_FUNDS,
  INVALID_CARD_NUMBER,
  INVALID_CVC,
  POINTS_NOT_ENOUGH,
  SANDBOX_CARD_POINTS_KURUS,
  SESSION_TIMED_OUT,
  THREE_DS_REJECTED,
  TRANSACTION_CANCELLED,
  UNKNOWN_CARD_TOKEN,
} from "./sandbox-card-rules";
import { CHOOSE_DECISION, fastPayTarget, sandboxDecide, sandboxPage } from "./sandbox-pages.server";
import {
  REFUND_NOT_APPROVED,
  REFUND_TOO_MUCH,
  SANDBOX_SESSION_MS,
  createSandboxProvider,
  decideSandboxTransaction,
  loadSandboxTransaction,
  sandboxCallback,
  verifyFastPayForm,
} from "./sandbox-provider.server";

let db: Db;
let close: () => Promise<void>;
let provider: PaymentProvider;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  provider = createSandboxProvider(db);
});
afterAll(() => close());

const bonus = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const card = (over: Partial<{ number: string; holder: string; month: number; year: number; cvc: string }> = {}) => ({
  number: bonus,
  holder: "Ayşe Yılmaz",
  month: 12,
  year: 2099,
  cvc: "123",
  ...over,
});
let ref = 0;
const pay = (over: Partial<Parameters<PaymentProvider["startCardPayment"]>[0]> = {}) =>
  provider.startCardPayment({
    reference: `SIP-${++ref}`,
    amountKurus: 129_990,
    installment: 1,
    installmentExtra: 0,
    card: card(),
    saveCard: false,
    returnUrl: "/payment/callback",
    ...over,
  });

async function threeDs(over: Parameters<typeof pay>[0] = {}) {
  const started = await pay(over);
  if (started.kind !== "threeDs") throw new Error(`expected 3DS, got ${JSON.stringify(started)}`);
  return started;
}

const row = async (id: string) => (await db.select().from(sandboxPosTransactions).where(eq(sandboxPosTransactions.id, id)))[0];

describe("BIN lookup", () => {
  it("gives bank, family and className by the first 6 digits", async () => {
    expect((await provider.installments("540036", 100_000))?.card).toEqual({
      bin: "540036",
      bankName: "Garanti BBVA",
      cardFamily: "Bonus",
      className: "bonus",
    });
    expect((await provider.installments("5400 3600 0000", 100_000))?.card).toMatchObject({ className: "bonus" });
    expect(await provider.installments("400000", 100_000)).toBeNull();
  });

  it("gives a card's plans for an amount: Peşin at the amount, each count at its family's total", async () => {
    const offer = await provider.installments("5400 3600", 100_000);
    expect(offer?.card).toMatchObject({ className: "bonus", bankName: "Garanti BBVA" });
    expect(offer?.installments[0]).toEqual({
      installmentCount: 1,
      installmentExtra: 0,
      installmentLabel: "Peşin",
      monthlyAmount: 100_000,
      totalAmount: 100_000,
    });
    // Every plan covers its total, and no plan charges less than the amount.
    for (const plan of offer!.installments) {
      expect(plan.totalAmount).toBeGreaterThanOrEqual(100_000);
      expect(plan.monthlyAmount * (plan.installmentCount + plan.installmentExtra)).toBeGreaterThanOrEqual(plan.totalAmount);
    }
    expect(offer!.installments.some((p) => p.installmentCount > 1 && p.totalAmount > 100_000)).toBe(true);
    expect(await provider.installments("400000", 100_000)).toBeNull();
  });
});

describe("card points", () => {
  it("says what a card holds: a valid card of a known family the sandbox's points, any other none", async () => {
    expect(await provider.cardPoints!(card())).toBe(SANDBOX_CARD_POINTS_KURUS);
    expect(await provider.cardPoints!(card({ number: DECLINE_CARD_NUMBER }))).toBe(0);
    expect(await provider.cardPoints!(card({ cvc: "12" }))).toBe(0);
  });

  it("takes points up to what the card holds and the amount, keeps them with the transaction and tells them", async () => {
    expect(await pay({ pointsKurus: SANDBOX_CARD_POINTS_KURUS + 1 })).toMatchObject({ kind: "declined", reason: POINTS_NOT_ENOUGH });
    expect(await pay({ amountKurus: 5_000, pointsKurus: 5_001 })).toMatchObject({ kind: "declined", reason: POINTS_NOT_ENOUGH });
    const started = await threeDs({ pointsKurus: 5_025 });
    expect((await row(started.transactionId)).pointsKurus).toBe(5_025);
    await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    expect(await provider.queryTransaction(started.transactionId)).toMatchObject({
      status: "approved",
      amountKurus: 129_990,
      pointsKurus: 5_025,
    });
  });
});

describe("card payment", () => {
  it("sends a valid card to 3D Secure; Onayla approves and the bank tells the masked card", async () => {
    const started = await threeDs({ installment: 3, installmentExtra: 2 });
    expect(started.url).toBe(`/sandbox/3ds/${started.transactionId}`);
    expect((await provider.queryTransaction(started.transactionId)).status).toBe("pending");

    const decided = await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    expect(decided.ok).toBe(true);
    const result = await provider.queryTransaction(started.transactionId);
    expect(result).toMatchObject({
      status: "approved",
      reference: `SIP-${ref}`,
      amountKurus: 129_990,
      maskedPan: "540036******0003",
      bin: "540036",
      last4: "0003",
      bankName: "Garanti BBVA",
      cardFamily: "Bonus",
      installment: 3,
      installmentExtra: 2,
    });
    expect(result.cardToken).toBeUndefined();
    expect(result.reason).toBeUndefined();
  });

  it("lets the decline card through 3D Secure, then the bank refuses it with the reason", async () => {
    const started = await threeDs({ card: card({ number: "4000 0000 0000 0002" }) });
    await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    expect(await provider.queryTransaction(started.transactionId)).toMatchObject({
      status: "declined",
      reason: INSUFFICIENT_FUNDS,
      maskedPan: "400000******0002",
    });
  });

  it("declines on Reddet", async () => {
    const started = await threeDs();
    await decideSandboxTransaction(db, started.transactionId, "card", "decline");
    expect(await provider.queryTransaction(started.transactionId)).toMatchObject({ status: "declined", reason: THREE_DS_REJECTED });
  });

  it("decides a transaction once: a second answer changes nothing", async () => {
    const started = await threeDs();
    expect((await decideSandboxTransaction(db, started.transactionId, "card", "decline")).ok).toBe(true);
    const again = await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    expect(again).toMatchObject({ ok: false, code: "already-decided" });
    expect((await provider.queryTransaction(started.transactionId)).status).toBe("declined");
    // Two answers at once: exactly one wins.
    const racing = await threeDs();
    const answers = await Promise.all([
      decideSandboxTransaction(db, racing.transactionId, "card", "approve"),
      decideSandboxTransaction(db, racing.transactionId, "card", "decline"),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
  });

  it("declines a bad card at once with the bank's reason", async () => {
    expect(await pay({ card: card({ number: "5400 3600 0000 0004" }) })).toMatchObject({ kind: "declined", reason: INVALID_CARD_NUMBER });
    expect(await pay({ card: card({ number: "540036" }) })).toMatchObject({ kind: "declined", reason: INVALID_CARD_NUMBER });
    expect(await pay({ card: card({ month: 1, year: 2020 }) })).toMatchObject({ kind: "declined", reason: CARD_EXPIRED });
    expect(await pay({ card: card({ cvc: "12" }) })).toMatchObject({ kind: "declined", reason: INVALID_CVC });
    const declined = await pay({ card: card({ cvc: "1a3" }) });
    expect((await provider.queryTransaction(declined.transactionId)).status).toBe("declined");
    expect((await decideSandboxTransaction(db, declined.transactionId, "card", "approve")).ok).toBe(false);
  });

  it("allows only the installments the card's family offers", async () => {
    expect(await pay({ installment: 6 })).toMatchObject({ kind: "threeDs" });
    expect(await pay({ installment: 3, installmentExtra: 3 })).toMatchObject({ kind: "declined", reason: INSTALLMENT_NOT_OFFERED });
    expect(await pay({ installment: 4 })).toMatchObject({ kind: "declined", reason: INSTALLMENT_NOT_OFFERED });
    expect(await pay({ installment: 1, installmentExtra: 2 })).toMatchObject({ kind: "declined", reason: INSTALLMENT_NOT_OFFERED });
    // A card of no family (debit, foreign) pays in one go only.
    expect(await pay({ card: card({ number: "4111111111111111" }) })).toMatchObject({ kind: "threeDs" });
    expect(await pay({ card: card({ number: "4111111111111111" }), installment: 2 })).toMatchObject({
      kind: "declined",
      reason: INSTALLMENT_NOT_OFFERED,
    });
  });

  it("never stores the card number or the CVC", async () => {
    await pay({ card: card({ number: DECLINE_CARD_NUMBER, cvc: "909" }), saveCard: true, holderUserId: 99 });
    const rows = [...(await db.select().from(sandboxPosTransactions)), ...(await db.select().from(sandboxPosCards))];
    const text = JSON.stringify(rows);
    expect(text).not.toContain(DECLINE_CARD_NUMBER);
    expect(text).not.toContain(bonus);
    for (const r of rows) for (const value of Object.values(r)) expect(value).not.toBe("909");
  });

  it("times out a 3D Secure page left open: declined, and no answer can change it", async () => {
    const started = await threeDs();
    const later = createSandboxProvider(db, { now: () => new Date(Date.now() + SANDBOX_SESSION_MS + 60_000) });
    expect(await later.queryTransaction(started.transactionId)).toMatchObject({ status: "declined", reason: SESSION_TIMED_OUT });
    expect(await decideSandboxTransaction(db, started.transactionId, "card", "approve")).toMatchObject({
      ok: false,
      code: "already-decided",
    });
  });

  it("cancels a payment still waiting for the buyer: its page can no longer approve it; an answered one stays as the buyer left it", async () => {
    const waiting = await threeDs();
    expect(await provider.cancelTransaction!(waiting.transactionId)).toMatchObject({ status: "declined", reason: TRANSACTION_CANCELLED });
    expect(await decideSandboxTransaction(db, waiting.transactionId, "card", "approve")).toMatchObject({
      ok: false,
      code: "already-decided",
    });
    expect(await provider.queryTransaction(waiting.transactionId)).toMatchObject({ status: "declined" });

    const paid = await threeDs();
    await decideSandboxTransaction(db, paid.transactionId, "card", "approve");
    expect(await provider.cancelTransaction!(paid.transactionId)).toMatchObject({ status: "approved" });
    await expect(provider.cancelTransaction!("tx_AAAAAAAAAAAAAAAAAAAAAA")).rejects.toThrow(/unknown transaction/);
  });

  it("refuses to tell about an unknown transaction", async () => {
    await expect(provider.queryTransaction("tx_AAAAAAAAAAAAAAAAAAAAAA")).rejects.toThrow(/unknown transaction/);
    await expect(provider.queryTransaction("nonsense")).rejects.toThrow(/unknown transaction/);
  });
});

describe("reconciling a request that died", () => {
  it("finds the transaction by the shop's reference and tells the bank's final word", async () => {
    const reference = "SIP-LOST-1";
    await pay({ reference }); // the shop never learnt the transaction id
    const [found] = await provider.findTransactions!(reference);
    expect(found.status).toBe("pending");
    await decideSandboxTransaction(db, found.transactionId, "card", "approve");
    expect(await provider.queryTransaction(found.transactionId)).toMatchObject({ status: "approved", reference, amountKurus: 129_990 });
    expect(await provider.findTransactions!("SIP-NONE")).toEqual([]);
  });
});

describe("signed callback", () => {
  it("accepts the bank page's post and refuses a tampered one", async () => {
    const started = await threeDs();
    const decided = await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    if (!decided.ok) throw new Error("not decided");
    const { action, fields } = sandboxCallback(decided.transaction);
    expect(action).toBe("/payment/callback");
    expect(Object.keys(fields).sort()).toEqual(["signature", "status", "transactionId"]);
    expect(await provider.verifyCallback(fields)).toEqual({ transactionId: started.transactionId });

    expect(await provider.verifyCallback({ ...fields, status: "declined" })).toBeNull();
    expect(await provider.verifyCallback({ ...fields, signature: "0".repeat(64) })).toBeNull();
    expect(await provider.verifyCallback({ ...fields, signature: "" })).toBeNull();
    const other = await threeDs();
    expect(await provider.verifyCallback({ ...fields, transactionId: other.transactionId })).toBeNull();
    expect(await provider.verifyCallback({})).toBeNull();
  });

  it("refuses a genuine-looking signature for a status the bank did not decide", async () => {
    const started = await threeDs();
    const pending = await loadSandboxTransaction(db, started.transactionId);
    // A signature for 'approved' on a transaction that is still pending (or was declined) is not genuine.
    const forged = sandboxCallback({ ...pending!, status: "approved" });
    expect(await provider.verifyCallback(forged.fields)).toBeNull();
    await decideSandboxTransaction(db, started.transactionId, "card", "decline");
    expect(await provider.verifyCallback(forged.fields)).toBeNull();
  });
});

describe("saved cards", () => {
  it("issues a token on approval for a member and pays with token + CVC, for that member only", async () => {
    const started = await threeDs({ saveCard: true, holderUserId: 7, card: card({ year: 31 }) });
    expect((await provider.queryTransaction(started.transactionId)).cardToken).toBeUndefined(); // not before approval
    await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    const saved = await provider.queryTransaction(started.transactionId);
    expect(saved.cardToken).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
    expect(saved).toMatchObject({ holderName: "Ayşe Yılmaz", expiryMonth: 12, expiryYear: 2031, bin: "540036", last4: "0003" });
    const token = saved.cardToken!;

    const again = await threeDs({ card: { token, cvc: "321" }, holderUserId: 7, installment: 3, installmentExtra: 2 });
    await decideSandboxTransaction(db, again.transactionId, "card", "approve");
    const paid = await provider.queryTransaction(again.transactionId);
    expect(paid).toMatchObject({ status: "approved", maskedPan: "540036******0003", bankName: "Garanti BBVA" });
    expect(paid.cardToken).toBeUndefined(); // nothing new to save

    expect(await pay({ card: { token, cvc: "321" }, holderUserId: 8 })).toMatchObject({ kind: "declined", reason: UNKNOWN_CARD_TOKEN });
    expect(await pay({ card: { token, cvc: "321" } })).toMatchObject({ kind: "declined", reason: UNKNOWN_CARD_TOKEN });
    expect(await pay({ card: { token, cvc: "32" }, holderUserId: 7 })).toMatchObject({ kind: "declined", reason: INVALID_CVC });
    expect(await pay({ card: { token: "tok_nope", cvc: "321" }, holderUserId: 7 })).toMatchObject({
      kind: "declined",
      reason: UNKNOWN_CARD_TOKEN,
    });

    await provider.deleteCard!(token, 8); // someone else's: nothing happens
    expect(await pay({ card: { token, cvc: "321" }, holderUserId: 7 })).toMatchObject({ kind: "threeDs" });
    await provider.deleteCard!(token, 7);
    expect(await pay({ card: { token, cvc: "321" }, holderUserId: 7 })).toMatchObject({ kind: "declined", reason: UNKNOWN_CARD_TOKEN });
  });

  it("saves nothing for a guest, a declined payment or the decline card", async () => {
    const guest = await threeDs({ saveCard: true });
    await decideSandboxTransaction(db, guest.transactionId, "card", "approve");
    expect((await provider.queryTransaction(guest.transactionId)).cardToken).toBeUndefined();
    const refused = await threeDs({ saveCard: true, holderUserId: 5 });
    await decideSandboxTransaction(db, refused.transactionId, "card", "decline");
    const declineCard = await threeDs({ saveCard: true, holderUserId: 5, card: card({ number: DECLINE_CARD_NUMBER }) });
    await decideSandboxTransaction(db, declineCard.transactionId, "card", "approve");
    expect(await db.select().from(sandboxPosCards).where(eq(sandboxPosCards.holderUserId, 5))).toEqual([]);
    expect((await row(declineCard.transactionId)).cardToken).toBeNull();
  });
});

describe("BKM Express and fast pay", () => {
  it("gives a BKM ticket whose page decides the transaction", async () => {
    const bkm = await provider.startBkm({ reference: "SIP-BKM", amountKurus: 5_000, returnUrl: "/payment/callback" });
    expect(bkm.ticket).toMatchObject({ id: bkm.transactionId, path: `/sandbox/bkm/${bkm.transactionId}` });
    expect(bkm.ticket.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await decideSandboxTransaction(db, bkm.transactionId, "card", "approve")).toEqual({ ok: false, code: "not-found" });
    await decideSandboxTransaction(db, bkm.transactionId, "bkm", "decline");
    expect(await provider.queryTransaction(bkm.transactionId)).toMatchObject({ status: "declined", reason: BKM_REJECTED, kind: "bkm" });
  });

  it("gives fast-pay form data the fast-pay page accepts, and refuses it tampered", async () => {
    const fast = await provider.startFastPay!({ reference: "SIP-FAST", amountKurus: 12_345, returnUrl: "/payment/callback" });
    expect(fast.endpoint).toBe("/sandbox/fast-pay");
    expect(fast.formData).toMatchObject({ transactionId: fast.transactionId, reference: "SIP-FAST", amount: "123.45" });
    expect(verifyFastPayForm(fast.formData)).toBe(true);
    const other = await provider.startFastPay!({ reference: "SIP-FAST-2", amountKurus: 1, returnUrl: "/payment/callback" });
    expect(verifyFastPayForm({ ...fast.formData, transactionId: other.transactionId })).toBe(false);
    const target = fastPayTarget(fast.formData, "/sandbox/fast-pay")!;
    const { state } = await sandboxDecide(db, target, "approve");
    expect(state).toMatchObject({ view: "decided", autoSubmit: true });
    expect(await provider.queryTransaction(fast.transactionId)).toMatchObject({ status: "approved", kind: "fastpay", amountKurus: 12_345 });
  });
});

describe("refunds", () => {
  it("refunds an approved payment up to its amount, and nothing of an unapproved one", async () => {
    const started = await threeDs();
    expect(await provider.refund!(started.transactionId, 100)).toEqual({ ok: false, reason: REFUND_NOT_APPROVED });
    await decideSandboxTransaction(db, started.transactionId, "card", "approve");
    expect(await provider.refund!(started.transactionId, 100_000)).toEqual({ ok: true });
    expect(await provider.refund!(started.transactionId, 29_991)).toEqual({ ok: false, reason: REFUND_TOO_MUCH });
    expect(await provider.refund!(started.transactionId, 29_990)).toEqual({ ok: true });
    expect((await provider.queryTransaction(started.transactionId)).refundedKurus).toBe(129_990);
  });
});

describe("bank pages", () => {
  it("asks, decides once and then only offers to go back", async () => {
    const started = await threeDs();
    const target = { id: started.transactionId, kind: "card" as const, action: started.url };
    expect(await sandboxPage(db, target)).toMatchObject({ view: "pending", action: started.url });
    expect(await sandboxDecide(db, target, "maybe")).toMatchObject({ status: 400, state: { view: "pending", error: CHOOSE_DECISION } });
    const first = await sandboxDecide(db, target, "approve");
    expect(first).toMatchObject({ status: 200, state: { view: "decided", autoSubmit: true } });
    expect(await sandboxDecide(db, target, "decline")).toMatchObject({ status: 409, state: { view: "decided", autoSubmit: false } });
    expect(await sandboxPage(db, target)).toMatchObject({ view: "decided", autoSubmit: false, transaction: { status: "approved" } });
    expect(await sandboxPage(db, { ...target, kind: "bkm" })).toEqual({ view: "not-found", kind: "bkm" });
    expect(await sandboxPage(db, { ...target, id: "tx_AAAAAAAAAAAAAAAAAAAAAA" })).toEqual({ view: "not-found", kind: "card" });
  });
});
