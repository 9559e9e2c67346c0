/**
 * The default payment provider: a sandbox "bank" that behaves like a Turkish virtual POS
 * (PRODUCT.md "Payments go through a provider interface…"; the interface is ./provider.ts).
 *
 * The bank keeps its own record of every transaction (`sandbox_pos_transactions`, separate from
 * the shop's `payments`) and of saved cards (`sandbox_pos_cards`: a token and the masked card).
 * Only the BIN, the last 4 digits and a masked PAN are kept: never the number or the CVC, and
 * neither is ever logged.
 *
 * Rules (./sandbox-card-rules.ts): a new card is 16 digits and Luhn-valid, not expired, CVC 3
 * digits, else declined at once with the reason. A valid card goes to the bank's 3D Secure page
 * (/sandbox/3ds/:id): `Onayla` approves, `Reddet` declines. The decline card 4000 0000 0000 0002
 * passes 3D Secure and is then refused by the bank ('…yetersiz bakiye.'). Installments need a card
 * of a family that offers that count (./sandbox-bins.ts). A 3D Secure / BKM / fast-pay page left
 * open for 15 minutes times out (declined). A transaction is decided once.
 *
 * Card points: every valid card of a known family holds SANDBOX_CARD_POINTS_KURUS (150,00 TL), any
 * other none (`cardPoints`); a new card's payment may take up to that, never more than its amount
 * (else declined at once, POINTS_NOT_ENOUGH); the transaction keeps it (`points_kurus`) and the 3D
 * Secure page shows it.
 *
 * Saved cards: with `saveCard` and a member (`holderUserId`), an approved payment issues a random
 * token for that member; `queryTransaction` returns it. Paying with `{token, cvc}` works only for
 * the member the token was issued to, with any 3-digit CVC, and goes through 3D Secure too.
 * A merchant-initiated charge of a saved token (`chargeSavedCard`, a subscription's recurring
 * order) has no CVC and no page: decided at once, once per reference; a saved decline card or an
 * expired one is declined with the same reasons.
 *
 * The bank pages post `{transactionId, status, signature}` (HMAC, ./sandbox-signature.server.ts)
 * to the payment's returnUrl; `verifyCallback` checks the signature and that the bank really
 * decided so.
 */
import { href } from "react-router";
import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { sandboxPosCards, sandboxPosTransactions } from "#app/db/schema";
import { binInfo, cardInstallments, offeredInstallments } from "./sandbox-bins";
import {
  BKM_REJECTED,
  CARD_EXPIRED,
  DECLINE_CARD_NUMBER,
  FAST_PAY_REJECTED,
  INSTALLMENT_NOT_OFFERED,
  INSUFFICIENT_FUNDS,
  INVALID_CVC,
  POINTS_NOT_ENOUGH,
  SANDBOX_CARD_POINTS_KURUS,
  SESSION_TIMED_OUT,
  TRANSACTION_CANCELLED,
  THREE_DS_REJECTED,
  UNKNOWN_CARD_TOKEN,
  cardRefusal,
  fullYear,
  isExpired,
  maskPan,
  normalizeCardNumber,
  validCvc,
} from "./sandbox-card-rules";
import { sandboxSigner, type Signer } from "./sandbox-signature.server";
import type { CardInput, PaymentProvider, SavedCardCharge, SavedCardChargeResult, TransactionResult, TransactionStatus } from "./provider";

export type SandboxTransaction = typeof sandboxPosTransactions.$inferSelect;
export type SandboxKind = "card" | "bkm" | "fastpay";

export const SANDBOX_PROVIDER_NAME = "sandbox";
/** How long a bank page waits for the buyer's decision. */
export const SANDBOX_SESSION_MS = 15 * 60 * 1000;

export const REFUND_NOT_APPROVED = "Onaylanmamış bir işlem iade edilemez.";
export const REFUND_TOO_MUCH = "İade tutarı işlemin iade edilebilir tutarını aşıyor.";

export const sandboxPaths = {
  threeDs: (id: string) => href("/sandbox/3ds/:transactionId", { transactionId: id }),
  bkm: (id: string) => href("/sandbox/bkm/:transactionId", { transactionId: id }),
  fastPay: href("/sandbox/fast-pay"),
} as const;

const newTransactionId = () => `tx_${crypto.randomBytes(16).toString("base64url")}`;
const newCardToken = () => `tok_${crypto.randomBytes(24).toString("base64url")}`;

/** The shape of a sandbox transaction id (anything else is unknown without asking the database). */
export const isTransactionId = (value: unknown): value is string => typeof value === "string" && /^tx_[A-Za-z0-9_-]{22}$/.test(value);

type DbSource = Db | (() => Promise<Db>);

function checkAmount(amountKurus: number) {
  if (!Number.isInteger(amountKurus) || amountKurus <= 0)
    throw new Error(`sandbox POS: amount must be a positive number of kuruş, got ${amountKurus}`);
}

function checkReturnUrl(returnUrl: string) {
  const relative = returnUrl.startsWith("/") && !returnUrl.startsWith("//");
  if (!relative && !/^https?:\/\/[^\s]+$/.test(returnUrl))
    throw new Error(`sandbox POS: returnUrl must be a path or an http(s) URL, got ${returnUrl}`);
}

type NewTransaction = Omit<typeof sandboxPosTransactions.$inferInsert, "id">;

/** Records a transaction on the bank side (status pending unless given) and returns it. */
export async function createSandboxTransaction(
  db: Pick<Db, "insert">,
  values: NewTransaction,
  now = new Date(),
): Promise<SandboxTransaction> {
  checkAmount(values.amountKurus);
  checkReturnUrl(values.returnUrl);
  const decided = values.status && values.status !== "pending";
  const [row] = await db
    .insert(sandboxPosTransactions)
    .values({ ...values, id: newTransactionId(), createdAt: now, decidedAt: decided ? now : null })
    .returning();
  return row;
}

type CardPaymentInput = Parameters<PaymentProvider["startCardPayment"]>[0];
type CardPaymentResult = Awaited<ReturnType<PaymentProvider["startCardPayment"]>>;

/** What the bank learns about the card (never the number or the CVC). */
type CardFacts = Pick<
  NewTransaction,
  "maskedPan" | "bin" | "last4" | "holderName" | "expiryMonth" | "expiryYear" | "bankName" | "cardFamily" | "cardToken"
>;

function installmentRefusal(bin: string | null | undefined, installment: number, extra: number): string | null {
  if (installment === 1) return extra === 0 ? null : INSTALLMENT_NOT_OFFERED;
  const offer = bin ? offeredInstallments(bin).find((o) => o.count === installment) : undefined;
  return offer && extra <= offer.extra ? null : INSTALLMENT_NOT_OFFERED;
}

/** The points a new card holds: a valid card of a family the bank knows holds the sandbox's amount. */
export function sandboxCardPoints(card: CardInput, now = new Date()): number {
  const digits = normalizeCardNumber(card.number);
  return cardRefusal(card, now) || !binInfo(digits.slice(0, 6)) ? 0 : SANDBOX_CARD_POINTS_KURUS;
}

/** Authorisation of a card payment: declined at once with a reason, or on to 3D Secure. */
export async function startSandboxCardPayment(db: Db, input: CardPaymentInput, now = new Date()): Promise<CardPaymentResult> {
  const { installment, installmentExtra } = input;
  if (
    !Number.isInteger(installment) ||
    installment < 1 ||
    installment > 12 ||
    !Number.isInteger(installmentExtra) ||
    installmentExtra < 0
  ) {
    throw new Error(`sandbox POS: bad installment ${installment}+${installmentExtra}`);
  }
  let facts: CardFacts = {};
  let refusal: string | null;
  let bankDeclineReason: string | null = null;
  let saveCard = false;

  if ("token" in input.card) {
    const [card] =
      input.holderUserId === undefined
        ? []
        : await db
            .select()
            .from(sandboxPosCards)
            .where(and(eq(sandboxPosCards.token, input.card.token), eq(sandboxPosCards.holderUserId, input.holderUserId)))
            .limit(1);
    if (!card) refusal = UNKNOWN_CARD_TOKEN;
    else {
      facts = {
        maskedPan: card.maskedPan,
        bin: card.bin,
        last4: card.last4,
        holderName: card.holderName,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        bankName: card.bankName,
        cardFamily: card.cardFamily,
        cardToken: card.token,
      };
      refusal = isExpired(card.expiryMonth, card.expiryYear, now) ? CARD_EXPIRED : validCvc(input.card.cvc) ? null : INVALID_CVC;
    }
  } else {
    const card: CardInput = input.card;
    const digits = normalizeCardNumber(card.number);
    if (/^\d{16}$/.test(digits)) {
      const family = binInfo(digits.slice(0, 6));
      facts = {
        maskedPan: maskPan(digits),
        bin: digits.slice(0, 6),
        last4: digits.slice(-4),
        bankName: family?.bankName ?? null,
        cardFamily: family?.cardFamily ?? null,
      };
    }
    refusal = cardRefusal(card, now);
    if (!refusal) {
      facts = { ...facts, holderName: card.holder.trim(), expiryMonth: card.month, expiryYear: fullYear(card.year) };
      bankDeclineReason = digits === DECLINE_CARD_NUMBER ? INSUFFICIENT_FUNDS : null;
      saveCard = input.saveCard && input.holderUserId !== undefined;
    }
  }
  refusal ??= installmentRefusal(facts.bin, installment, installmentExtra);
  const pointsKurus = input.pointsKurus ?? 0;
  if (!Number.isInteger(pointsKurus) || pointsKurus < 0) throw new Error(`sandbox POS: bad card points ${pointsKurus}`);
  if (pointsKurus > 0 && !refusal) {
    const holds = "token" in input.card ? 0 : sandboxCardPoints(input.card, now);
    if (pointsKurus > holds || pointsKurus > input.amountKurus) refusal = POINTS_NOT_ENOUGH;
  }

  const row = await createSandboxTransaction(
    db,
    {
      reference: input.reference,
      amountKurus: input.amountKurus,
      installment,
      installmentExtra,
      kind: "card",
      status: refusal ? "declined" : "pending",
      reason: refusal,
      returnUrl: input.returnUrl,
      ...facts,
      saveCard,
      holderUserId: input.holderUserId ?? null,
      bankDeclineReason,
      pointsKurus,
    },
    now,
  );
  return refusal
    ? { kind: "declined", transactionId: row.id, reason: refusal }
    : { kind: "threeDs", transactionId: row.id, url: sandboxPaths.threeDs(row.id) };
}

/** How the bank records a merchant-initiated charge of a saved card (no page, no return address). */
export const SANDBOX_MIT_KIND = "mit";

/** Whether a saved card is the sandbox's decline card (the bank keeps only its BIN and last 4 digits). */
const isDeclineCard = (card: { bin: string; last4: string }) =>
  card.bin === DECLINE_CARD_NUMBER.slice(0, 6) && card.last4 === DECLINE_CARD_NUMBER.slice(-4);

/**
 * A merchant-initiated charge of a saved card (PaymentProvider.chargeSavedCard): decided at once,
 * without CVC or 3D Secure. Declined for a token that is not this member's (UNKNOWN_CARD_TOKEN), an
 * expired card (CARD_EXPIRED) and the decline card (INSUFFICIENT_FUNDS, as after its 3D Secure);
 * approved otherwise. One charge per reference: under a transaction lock on it, an earlier charge
 * is answered again instead of charging twice.
 */
export async function chargeSandboxSavedCard(db: Db, input: SavedCardCharge, now = new Date()): Promise<SavedCardChargeResult> {
  checkAmount(input.amountKurus);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sandbox-mit:' || ${input.reference}))`);
    const [earlier] = await tx
      .select()
      .from(sandboxPosTransactions)
      .where(and(eq(sandboxPosTransactions.reference, input.reference), eq(sandboxPosTransactions.kind, SANDBOX_MIT_KIND)))
      .orderBy(sandboxPosTransactions.createdAt)
      .limit(1);
    if (earlier) return earlier;
    const [card] = await tx
      .select()
      .from(sandboxPosCards)
      .where(and(eq(sandboxPosCards.token, input.token), eq(sandboxPosCards.holderUserId, input.holderUserId)))
      .limit(1);
    const refusal = !card
      ? UNKNOWN_CARD_TOKEN
      : isExpired(card.expiryMonth, card.expiryYear, now)
        ? CARD_EXPIRED
        : isDeclineCard(card)
          ? INSUFFICIENT_FUNDS
          : null;
    const [made] = await tx
      .insert(sandboxPosTransactions)
      .values({
        id: newTransactionId(),
        reference: input.reference,
        amountKurus: input.amountKurus,
        kind: SANDBOX_MIT_KIND,
        status: refusal ? "declined" : "approved",
        reason: refusal,
        returnUrl: "",
        ...(card
          ? {
              maskedPan: card.maskedPan,
              bin: card.bin,
              last4: card.last4,
              holderName: card.holderName,
              expiryMonth: card.expiryMonth,
              expiryYear: card.expiryYear,
              bankName: card.bankName,
              cardFamily: card.cardFamily,
              cardToken: card.token,
            }
          : {}),
        holderUserId: input.holderUserId,
        createdAt: now,
        decidedAt: now,
      })
      .returning();
    return made;
  });
  return {
    transactionId: row.id,
    status: row.status === "approved" ? "approved" : "declined",
    reason: opt(row.reason),
    maskedPan: opt(row.maskedPan),
    bankName: opt(row.bankName),
    cardFamily: opt(row.cardFamily),
  };
}

/** A pending transaction whose page was left open too long is declined (on the next look at it). */
async function expireIfStale(db: Db, row: SandboxTransaction, now: Date): Promise<SandboxTransaction> {
  if (row.status !== "pending" || now.getTime() - row.createdAt.getTime() < SANDBOX_SESSION_MS) return row;
  const [updated] = await db
    .update(sandboxPosTransactions)
    .set({ status: "declined", reason: SESSION_TIMED_OUT, decidedAt: now })
    .where(and(eq(sandboxPosTransactions.id, row.id), eq(sandboxPosTransactions.status, "pending")))
    .returning();
  return updated ?? (await loadSandboxTransaction(db, row.id, now)) ?? row;
}

/** The bank's record of a transaction (a stale pending one times out first); null when unknown. */
export async function loadSandboxTransaction(db: Db, id: string, now = new Date()): Promise<SandboxTransaction | null> {
  if (!isTransactionId(id)) return null;
  const [row] = await db.select().from(sandboxPosTransactions).where(eq(sandboxPosTransactions.id, id)).limit(1);
  return row ? expireIfStale(db, row, now) : null;
}

export type Decision = "approve" | "decline";

export type DecisionResult =
  | { ok: true; transaction: SandboxTransaction }
  | { ok: false; code: "not-found" }
  | { ok: false; code: "already-decided"; transaction: SandboxTransaction };

const REJECTED: Record<SandboxKind, string> = { card: THREE_DS_REJECTED, bkm: BKM_REJECTED, fastpay: FAST_PAY_REJECTED };

/**
 * The buyer's answer on a bank page (`Onayla` / `Reddet`) for a transaction of that kind. Decided
 * once: a second answer (or one racing it) gets `already-decided` and changes nothing. Approving
 * the decline card declines it with the bank's reason; approving a payment that saves the card
 * issues the card's token.
 */
export async function decideSandboxTransaction(
  db: Db,
  id: string,
  kind: SandboxKind,
  decision: Decision,
  now = new Date(),
): Promise<DecisionResult> {
  const row = await loadSandboxTransaction(db, id, now);
  if (!row || row.kind !== kind) return { ok: false, code: "not-found" };
  if (row.status !== "pending") return { ok: false, code: "already-decided", transaction: row };

  const approved = decision === "approve" && !row.bankDeclineReason;
  const reason = decision === "approve" ? row.bankDeclineReason : REJECTED[kind];
  const token = approved && row.saveCard && row.holderUserId !== null && !row.cardToken ? newCardToken() : null;

  const updated = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(sandboxPosTransactions)
      .set({ status: approved ? "approved" : "declined", reason, decidedAt: now, ...(token ? { cardToken: token } : {}) })
      .where(and(eq(sandboxPosTransactions.id, id), eq(sandboxPosTransactions.status, "pending")))
      .returning();
    if (done && token && done.holderUserId !== null && done.maskedPan && done.bin && done.last4 && done.expiryMonth && done.expiryYear) {
      await tx.insert(sandboxPosCards).values({
        token,
        holderUserId: done.holderUserId,
        maskedPan: done.maskedPan,
        bin: done.bin,
        last4: done.last4,
        holderName: done.holderName ?? "",
        expiryMonth: done.expiryMonth,
        expiryYear: done.expiryYear,
        bankName: done.bankName,
        cardFamily: done.cardFamily,
        createdAt: now,
      });
    }
    return done;
  });
  if (updated) return { ok: true, transaction: updated };
  const current = await loadSandboxTransaction(db, id, now);
  return current ? { ok: false, code: "already-decided", transaction: current } : { ok: false, code: "not-found" };
}

const callbackParts = (id: string, status: string) => ["callback", id, status];
const fastPayParts = (id: string) => ["fastpay", id];
const bkmParts = (id: string) => ["bkm", id];

/** The signed post a decided transaction's page sends back to the shop. */
export function sandboxCallback(
  row: SandboxTransaction,
  signer: Signer = sandboxSigner(),
): { action: string; fields: Record<string, string> } {
  return {
    action: row.returnUrl,
    fields: { transactionId: row.id, status: row.status, signature: signer.sign(callbackParts(row.id, row.status)) },
  };
}

/** The fast-pay form's signature check (the shop posts the formData it got from startFastPay). */
export const verifyFastPayForm = (form: Record<string, unknown>, signer: Signer = sandboxSigner()): boolean =>
  isTransactionId(form.transactionId) && signer.verify(fastPayParts(form.transactionId), form.signature);

const opt = <T>(value: T | null): T | undefined => value ?? undefined;

function toResult(row: SandboxTransaction): TransactionResult {
  return {
    status: row.status as TransactionStatus,
    reason: opt(row.reason),
    reference: row.reference,
    amountKurus: row.amountKurus,
    maskedPan: opt(row.maskedPan),
    bin: opt(row.bin),
    last4: opt(row.last4),
    bankName: opt(row.bankName),
    cardFamily: opt(row.cardFamily),
    cardToken: row.status === "approved" && row.saveCard ? opt(row.cardToken) : undefined,
    // A merchant-initiated charge is a card payment too.
    kind: (row.kind === SANDBOX_MIT_KIND ? "card" : row.kind) as SandboxKind,
    installment: row.installment,
    installmentExtra: row.installmentExtra,
    holderName: opt(row.holderName),
    expiryMonth: opt(row.expiryMonth),
    expiryYear: opt(row.expiryYear),
    refundedKurus: row.refundedKurus,
    pointsKurus: row.pointsKurus,
  };
}

/** The sandbox provider on a database (or a getter of one: the shop's, opened lazily). */
export function createSandboxProvider(source: DbSource, options: { signer?: Signer; now?: () => Date } = {}): PaymentProvider {
  const database = async () => (typeof source === "function" ? source() : source);
  const signer = () => options.signer ?? sandboxSigner();
  const now = () => options.now?.() ?? new Date();

  return {
    name: SANDBOX_PROVIDER_NAME,

    async installments(bin, amountKurus) {
      return cardInstallments(normalizeCardNumber(bin).slice(0, 6), amountKurus);
    },

    async startCardPayment(input) {
      return startSandboxCardPayment(await database(), input, now());
    },

    async cardPoints(card) {
      return sandboxCardPoints(card, now());
    },

    async queryTransaction(transactionId) {
      const row = await loadSandboxTransaction(await database(), transactionId, now());
      if (!row) throw new Error("sandbox POS: unknown transaction");
      return toResult(row);
    },

    async startBkm(input) {
      const row = await createSandboxTransaction(await database(), { ...input, kind: "bkm" }, now());
      return { transactionId: row.id, ticket: { id: row.id, path: sandboxPaths.bkm(row.id), token: signer().sign(bkmParts(row.id)) } };
    },

    async startFastPay(input) {
      const row = await createSandboxTransaction(await database(), { ...input, kind: "fastpay" }, now());
      return {
        transactionId: row.id,
        endpoint: sandboxPaths.fastPay,
        formData: {
          transactionId: row.id,
          reference: row.reference,
          amount: (row.amountKurus / 100).toFixed(2),
          signature: signer().sign(fastPayParts(row.id)),
        },
      };
    },

    async verifyCallback(form) {
      const { transactionId, status, signature } = form;
      if (!isTransactionId(transactionId) || (status !== "approved" && status !== "declined")) return null;
      if (!signer().verify(callbackParts(transactionId, status), signature)) return null;
      const row = await loadSandboxTransaction(await database(), transactionId, now());
      return row && row.status === status ? { transactionId } : null;
    },

    async cancelTransaction(transactionId) {
      const db = await database();
      const row = await loadSandboxTransaction(db, transactionId, now());
      if (!row) throw new Error("sandbox POS: unknown transaction");
      await db
        .update(sandboxPosTransactions)
        .set({ status: "declined", reason: TRANSACTION_CANCELLED, decidedAt: now() })
        .where(and(eq(sandboxPosTransactions.id, transactionId), eq(sandboxPosTransactions.status, "pending")));
      return toResult((await loadSandboxTransaction(db, transactionId, now()))!);
    },

    async refund(transactionId, amountKurus) {
      checkAmount(amountKurus);
      const db = await database();
      const row = await loadSandboxTransaction(db, transactionId, now());
      if (!row || row.status !== "approved") return { ok: false, reason: REFUND_NOT_APPROVED };
      const [done] = await db
        .update(sandboxPosTransactions)
        .set({ refundedKurus: sql`${sandboxPosTransactions.refundedKurus} + ${amountKurus}` })
        .where(
          and(
            eq(sandboxPosTransactions.id, transactionId),
            eq(sandboxPosTransactions.status, "approved"),
            sql`${sandboxPosTransactions.refundedKurus} + ${amountKurus} <= ${sandboxPosTransactions.amountKurus}`,
          ),
        )
        .returning({ id: sandboxPosTransactions.id });
      return done ? { ok: true } : { ok: false, reason: REFUND_TOO_MUCH };
    },

    async findTransactions(reference) {
      const db = await database();
      const rows = await db
        .select({ id: sandboxPosTransactions.id })
        .from(sandboxPosTransactions)
        .where(eq(sandboxPosTransactions.reference, reference))
        .orderBy(desc(sandboxPosTransactions.createdAt), desc(sandboxPosTransactions.id));
      const out: { transactionId: string; status: TransactionStatus }[] = [];
      for (const { id } of rows) {
        const row = await loadSandboxTransaction(db, id, now());
        if (row) out.push({ transactionId: row.id, status: row.status as TransactionStatus });
      }
      return out;
    },

    async chargeSavedCard(input) {
      return chargeSandboxSavedCard(await database(), input, now());
    },

    async deleteCard(token, holderUserId) {
      const db = await database();
      await db.delete(sandboxPosCards).where(and(eq(sandboxPosCards.token, token), eq(sandboxPosCards.holderUserId, holderUserId)));
    },
  };
}
