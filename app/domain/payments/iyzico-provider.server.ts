/**
 * Real card payments through iyzico (PAYMENT_PROVIDER=iyzico; the interface is ./provider.ts, the
 * mapping docs/payments-iyzico.md, iyzico's API docs/iyzico-reference.md, cited as §).
 *
 * The shop keeps its own record of each payment it starts (`iyzico_transactions`): its random id is
 * the transaction id the checkout keeps, the order number is iyzico's conversationId, the row's id
 * the basketId. Nothing is believed that iyzico has not signed: every answer's signature, its
 * conversationId, amounts and currency are checked before a payment is marked paid (`trusted`), and
 * a callback's signature before anything is asked.
 *
 *   card (new or saved):  3dsecure/initialize → the bank's page (iyzico's threeDSHtmlContent, kept
 *                         at /payment/3ds/{token}) → iyzico posts the callback → v2 3dsecure/auth
 *                         completes it, once (pending → completing is claimed by one request);
 *   BKM Express:          bkm/initialize → BKM's page → the callback posts only a token → bkm/auth/detail;
 *   the bank's final word (reconciliation): payment/detail (or bkm/auth/detail) for one left open;
 *   a saved card charged by the shop (subscriptions): payment/auth, once per order number;
 *   refunds: ./iyzico-refunds.server.ts.
 *
 * A saved card: iyzico's cardToken is the shop's token (saved_cards.token); the member's cardUserKey
 * (one per member, `iyzico_card_users`) is only ever sent with that member's payments, so a token
 * works for nobody else (iyzico refuses a token that is not the user's: 3006).
 * No card number, CVC or token reaches a log; a card number or CVC never reaches the database.
 */
import crypto from "node:crypto";
import { href } from "react-router";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { iyzicoCardUsers, iyzicoTransactions, type IyzicoItemTransaction } from "#app/db/schema";
import {
  IyzicoUnavailable,
  iyzicoClient,
  iyzicoPrice,
  kurusOf,
  LOOKUP_TIMEOUT_MS,
  type IyzicoAccount,
  type IyzicoAnswer,
  type IyzicoClient,
} from "./iyzico-client.server";
import { iyzicoInstallments } from "./iyzico-cards.server";
import { basketKurus, orderFields } from "./iyzico-requests.server";
import { iyzicoRefund, refundedKurus } from "./iyzico-refunds.server";
import { keepProviderPage } from "./provider-pages.server";
import {
  BKM_REJECTED,
  THREE_DS_REJECTED,
  TRANSACTION_CANCELLED,
  UNKNOWN_CARD_TOKEN,
  fullYear,
  normalizeCardNumber,
} from "./sandbox-card-rules";
import type { CardInput, PaymentOrder, PaymentProvider, SavedCardCharge, TransactionResult } from "./provider";

export const IYZICO_PROVIDER_NAME = "iyzico";

export type IyzicoTransaction = typeof iyzicoTransactions.$inferSelect;
type DbSource = Db | (() => Promise<Db>);

const newTransactionId = () => `iz_${crypto.randomBytes(16).toString("base64url")}`;
export const isIyzicoTransactionId = (value: unknown): value is string => typeof value === "string" && /^iz_[A-Za-z0-9_-]{22}$/.test(value);

/** What the shopper is told when iyzico refuses without saying why. */
const DECLINED = "Ödeme bankanız tarafından onaylanmadı.";

/** An answer iyzico did not sign as itself, or one about another payment: nothing is believed. */
export class IyzicoUntrusted extends Error {
  constructor(what: string) {
    super(`iyzico: untrusted answer (${what})`);
    this.name = "IyzicoUntrusted";
  }
}

/** The signed fields of a payment's answer (auth, /payment/detail: §5.3, §6) and of BKM's (§8.3). */
const PAYMENT_SIGNED = ["paymentId", "currency", "basketId", "conversationId", "paidPrice", "price"] as const;
const BKM_SIGNED = ["paymentId", "paymentStatus", "basketId", "conversationId", "currency", "paidPrice", "price", "token"] as const;

/**
 * A successful answer about this payment, believed only when iyzico signed it and it says what the
 * shop asked: its conversation, basket, amounts and currency (and its paymentId, once known).
 */
function trusted(client: IyzicoClient, answer: IyzicoAnswer, row: IyzicoTransaction, signed: readonly string[]): IyzicoAnswer {
  if (!client.signedBy(answer, signed)) throw new IyzicoUntrusted("signature");
  if (answer.conversationId !== row.reference) throw new IyzicoUntrusted("conversationId");
  if (answer.basketId !== row.basketId) throw new IyzicoUntrusted("basketId");
  if (kurusOf(answer.paidPrice) !== row.amountKurus || kurusOf(answer.price) !== row.priceKurus) throw new IyzicoUntrusted("amount");
  if (answer.currency !== "TRY") throw new IyzicoUntrusted("currency");
  if (row.paymentId != null && String(answer.paymentId) !== row.paymentId) throw new IyzicoUntrusted("paymentId");
  return answer;
}

/** iyzico's item transactions of a completed payment, as the shop keeps them (a returned line is refunded from its item). */
function itemsOf(answer: IyzicoAnswer): IyzicoItemTransaction[] {
  const list = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Record<string, unknown>[]) : [];
  return list.map((item) => ({
    itemId: String(item.itemId),
    paymentTransactionId: String(item.paymentTransactionId),
    paidKurus: kurusOf(item.paidPrice),
  }));
}

/** The card facts of an answer (never more than the BIN and the last four digits). */
const cardFacts = (answer: IyzicoAnswer) => ({
  bin: typeof answer.binNumber === "string" ? answer.binNumber.slice(0, 6) : undefined,
  last4: typeof answer.lastFourDigits === "string" ? answer.lastFourDigits : undefined,
  cardFamily: typeof answer.cardFamily === "string" ? answer.cardFamily : undefined,
});

const reasonOf = (answer: IyzicoAnswer, fallback = DECLINED): string => (answer.errorMessage ? String(answer.errorMessage) : fallback);

const opt = <T>(value: T | null): T | undefined => value ?? undefined;

/** The card as the shop shows it, from the BIN and the last four digits it keeps: '5400 36** **** 0003'. */
const maskedPanOf = (row: Pick<IyzicoTransaction, "bin" | "last4">): string | undefined =>
  row.bin && row.last4 ? `${row.bin.slice(0, 4)} ${row.bin.slice(4, 6)}** **** ${row.last4}` : undefined;

function toResult(row: IyzicoTransaction, refunded: number): TransactionResult {
  const status = row.status === "approved" ? "approved" : row.status === "declined" ? "declined" : "pending";
  return {
    status,
    reason: opt(row.reason),
    reference: row.reference,
    amountKurus: row.amountKurus,
    maskedPan: maskedPanOf(row),
    bin: opt(row.bin),
    last4: opt(row.last4),
    bankName: opt(row.bankName),
    cardFamily: opt(row.cardFamily),
    cardToken: status === "approved" && row.saveCard ? opt(row.cardToken) : undefined,
    kind: row.kind === "bkm" ? "bkm" : "card",
    installment: row.installment,
    installmentExtra: 0,
    refundedKurus: refunded,
    pointsKurus: 0,
  };
}

export function createIyzicoProvider(
  source: DbSource,
  account: IyzicoAccount,
  options: { client?: IyzicoClient; now?: () => Date } = {},
): PaymentProvider {
  const database = async () => (typeof source === "function" ? source() : source);
  const client = options.client ?? iyzicoClient(account);
  const now = () => options.now?.() ?? new Date();
  const providerOrigin = new URL(account.baseUrl).origin;

  async function load(db: Db, id: string): Promise<IyzicoTransaction | null> {
    if (!isIyzicoTransactionId(id)) return null;
    const [row] = await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.id, id));
    return row ?? null;
  }

  /** Writes iyzico's final word on a payment still open; answers the row as it now stands. */
  async function decide(
    db: Db,
    row: IyzicoTransaction,
    outcome: { approved: IyzicoAnswer } | { declined: string },
    from: readonly string[] = ["pending", "completing"],
  ): Promise<IyzicoTransaction> {
    const values =
      "approved" in outcome
        ? {
            status: "approved",
            reason: null,
            paymentId: String(outcome.approved.paymentId),
            items: itemsOf(outcome.approved),
            ...cardFacts(outcome.approved),
            cardToken: typeof outcome.approved.cardToken === "string" ? outcome.approved.cardToken : row.cardToken,
            decidedAt: now(),
          }
        : { status: "declined", reason: outcome.declined, decidedAt: now() };
    const [updated] = await db
      .update(iyzicoTransactions)
      .set(values)
      .where(and(eq(iyzicoTransactions.id, row.id), inArray(iyzicoTransactions.status, [...from])))
      .returning();
    if (updated && "approved" in outcome && updated.saveCard && updated.holderUserId != null) {
      const key = outcome.approved.cardUserKey;
      if (typeof key === "string" && key)
        await db.insert(iyzicoCardUsers).values({ userId: updated.holderUserId, cardUserKey: key }).onConflictDoNothing();
    }
    return updated ?? (await load(db, row.id)) ?? row;
  }

  async function cardUserKeyOf(db: Db, userId: number | undefined): Promise<string | undefined> {
    if (userId === undefined) return undefined;
    const [user] = await db.select({ key: iyzicoCardUsers.cardUserKey }).from(iyzicoCardUsers).where(eq(iyzicoCardUsers.userId, userId));
    return user?.key;
  }

  /** The payment card of a request: a new card (saved when asked, to the member's card user), or a saved one with its CVC. */
  async function paymentCard(db: Db, card: CardInput | { token: string; cvc: string }, saveCard: boolean, holderUserId?: number) {
    const cardUserKey = await cardUserKeyOf(db, holderUserId);
    if ("token" in card) return cardUserKey ? { cardUserKey, cardToken: card.token, cvc: card.cvc } : null;
    return {
      cardHolderName: card.holder.trim(),
      cardNumber: normalizeCardNumber(card.number),
      expireYear: String(fullYear(card.year)),
      expireMonth: String(card.month).padStart(2, "0"),
      cvc: card.cvc,
      registerCard: saveCard ? 1 : 0,
      ...(saveCard && cardUserKey ? { cardUserKey } : {}),
    };
  }

  /** A new row for a payment being started at iyzico. */
  async function begin(
    db: Db,
    values: Omit<typeof iyzicoTransactions.$inferInsert, "id" | "basketId" | "priceKurus">,
    order: PaymentOrder,
  ) {
    const id = newTransactionId();
    const [row] = await db
      .insert(iyzicoTransactions)
      .values({ ...values, id, basketId: id, priceKurus: basketKurus(order), createdAt: now() })
      .returning();
    return row;
  }

  /** The saved card a member's earlier payment saved: its family and last digits (the shop keeps nothing else). */
  async function savedCardFacts(db: Db, token: string, holderUserId: number | undefined) {
    if (holderUserId === undefined) return {};
    const [earlier] = await db
      .select()
      .from(iyzicoTransactions)
      .where(and(eq(iyzicoTransactions.cardToken, token), eq(iyzicoTransactions.holderUserId, holderUserId)))
      .limit(1);
    return earlier
      ? {
          bin: earlier.bin,
          last4: earlier.last4,
          bankName: earlier.bankName,
          cardFamily: earlier.cardFamily,
        }
      : {};
  }

  /** The bank's page at the shop's address (/payment/3ds/{token}), from iyzico's base64 HTML. */
  async function pageOf(db: Db, transactionId: string, base64: unknown): Promise<string> {
    if (typeof base64 !== "string" || !base64) throw new IyzicoUntrusted("no page");
    const html = Buffer.from(base64, "base64").toString("utf8");
    const token = await keepProviderPage(db, { transactionId, html, formOrigins: [providerOrigin] }, now());
    return href("/payment/3ds/:token", { token });
  }

  /** Completes a 3-D Secure payment the bank verified (§5.2), once: the request that claims it calls iyzico. */
  async function complete(db: Db, row: IyzicoTransaction): Promise<IyzicoTransaction> {
    const [claimed] = await db
      .update(iyzicoTransactions)
      .set({ status: "completing" })
      .where(and(eq(iyzicoTransactions.id, row.id), eq(iyzicoTransactions.status, "pending")))
      .returning();
    if (!claimed) return (await load(db, row.id)) ?? row;
    return authorize(db, claimed);
  }

  /**
   * The completion call for a payment claimed 'completing'. Unanswered, iyzico may or may not have
   * completed it: the row stays 'completing' until iyzico's own record says (refresh: the callback's
   * query, the reconciliation job), which also asks again when iyzico never got the call.
   */
  async function authorize(db: Db, claimed: IyzicoTransaction): Promise<IyzicoTransaction> {
    let answer: IyzicoAnswer;
    try {
      answer = await client.call("threedsV2Payment", "create", {
        locale: "tr",
        conversationId: claimed.reference,
        paymentId: claimed.paymentId,
        paidPrice: iyzicoPrice(claimed.amountKurus),
        basketId: claimed.basketId,
        currency: "TRY",
      });
    } catch (error) {
      if (error instanceof IyzicoUnavailable) return claimed;
      throw error;
    }
    if (answer.status !== "success") return decide(db, claimed, { declined: reasonOf(answer) });
    return decide(db, claimed, { approved: trusted(client, answer, claimed, PAYMENT_SIGNED) });
  }

  /** Asks iyzico about a payment left open (a lost callback, a lost answer) and writes what it says. */
  async function refresh(db: Db, row: IyzicoTransaction): Promise<IyzicoTransaction> {
    if (row.status !== "pending" && row.status !== "completing") return row;
    try {
      return await refreshFromIyzico(db, row);
    } catch (error) {
      // iyzico cannot be reached: the payment stays open, to be asked again.
      if (error instanceof IyzicoUnavailable) return row;
      throw error;
    }
  }

  async function refreshFromIyzico(db: Db, row: IyzicoTransaction): Promise<IyzicoTransaction> {
    if (row.kind === "bkm") {
      if (!row.bkmToken) return row;
      const answer = await client.call("bkm", "retrieve", { locale: "tr", conversationId: row.reference, token: row.bkmToken });
      if (answer.status !== "success") return row;
      if (answer.paymentStatus === "SUCCESS") return decide(db, row, { approved: trustedBkm(answer, row) });
      if (answer.paymentStatus === "FAILURE") return decide(db, row, { declined: reasonOf(answer, BKM_REJECTED) });
      return row;
    }
    if (!row.paymentId) return row;
    const answer = await client.call("payment", "retrieve", { locale: "tr", conversationId: row.reference, paymentId: row.paymentId });
    if (answer.status !== "success") return row;
    if (answer.paymentStatus === "SUCCESS") return decide(db, row, { approved: trusted(client, answer, row, PAYMENT_SIGNED) });
    if (answer.paymentStatus === "FAILURE") return decide(db, row, { declined: reasonOf(answer) });
    // Verified by the bank, its completion never reached iyzico: asked again.
    if (answer.paymentStatus === "CALLBACK_THREEDS" && row.status === "completing") return authorize(db, row);
    return row;
  }

  function trustedBkm(answer: IyzicoAnswer, row: IyzicoTransaction): IyzicoAnswer {
    if (answer.token !== row.bkmToken) throw new IyzicoUntrusted("token");
    return trusted(client, answer, row, BKM_SIGNED);
  }

  /**
   * The one record of a reference's merchant-initiated charge: an earlier one when there is one (a
   * retried run), else a new one; of two made at once the first made stands.
   */
  async function mitRow(db: Db, input: SavedCardCharge, order: PaymentOrder): Promise<IyzicoTransaction> {
    const firstOf = async () =>
      (
        await db
          .select()
          .from(iyzicoTransactions)
          .where(and(eq(iyzicoTransactions.reference, input.reference), eq(iyzicoTransactions.kind, "mit")))
          .orderBy(iyzicoTransactions.createdAt, iyzicoTransactions.id)
          .limit(1)
      )[0];
    const mine = await firstOf();
    if (mine) return mine;
    const made = await begin(
      db,
      {
        reference: input.reference,
        kind: "mit",
        amountKurus: input.amountKurus,
        holderUserId: input.holderUserId,
        cardToken: input.token,
        ...(await savedCardFacts(db, input.token, input.holderUserId)),
      },
      order,
    );
    const first = await firstOf();
    if (first.id !== made.id) await db.delete(iyzicoTransactions).where(eq(iyzicoTransactions.id, made.id));
    return first;
  }

  /**
   * Charges a saved card once for its record (§7.5, `POST /payment/auth`, no CVC, no 3-D Secure):
   * iyzico is asked first whether this order number was charged already (a run that died after
   * iyzico's yes), and only when it was not is the card charged.
   */
  async function chargeOnce(db: Db, row: IyzicoTransaction, input: SavedCardCharge, order: PaymentOrder): Promise<IyzicoTransaction> {
    const earlier = await client.call("payment", "retrieve", {
      locale: "tr",
      conversationId: row.reference,
      paymentConversationId: row.reference,
    });
    if (earlier.status === "success" && earlier.basketId === row.basketId) {
      if (earlier.paymentStatus === "SUCCESS")
        return decide(db, row, { approved: trusted(client, earlier, row, PAYMENT_SIGNED) }, ["pending"]);
      if (earlier.paymentStatus === "FAILURE") return decide(db, row, { declined: reasonOf(earlier) }, ["pending"]);
    }
    const cardUserKey = await cardUserKeyOf(db, input.holderUserId);
    if (!cardUserKey) return decide(db, row, { declined: UNKNOWN_CARD_TOKEN }, ["pending"]);
    const answer = await client.call("payment", "create", {
      locale: "tr",
      conversationId: row.reference,
      price: iyzicoPrice(row.priceKurus),
      paidPrice: iyzicoPrice(row.amountKurus),
      installment: 1,
      paymentChannel: "WEB",
      basketId: row.basketId,
      paymentGroup: "PRODUCT",
      paymentCard: { cardUserKey, cardToken: input.token },
      ...orderFields(order, now()),
      currency: "TRY",
    });
    if (answer.status !== "success") return decide(db, row, { declined: reasonOf(answer) }, ["pending"]);
    return decide(db, row, { approved: trusted(client, answer, { ...row, paymentId: null }, PAYMENT_SIGNED) }, ["pending"]);
  }

  async function result(db: Db, row: IyzicoTransaction): Promise<TransactionResult> {
    return toResult(row, await refundedKurus(db, row.id));
  }

  return {
    name: IYZICO_PROVIDER_NAME,
    needsOrder: true,

    async installments(bin, amountKurus) {
      return iyzicoInstallments(client, normalizeCardNumber(bin).slice(0, 6), amountKurus);
    },

    async startCardPayment(input) {
      const db = await database();
      if (!input.order) throw new Error("iyzico: a card payment needs its order");
      const card = await paymentCard(db, input.card, input.saveCard, input.holderUserId);
      const saved = "token" in input.card ? await savedCardFacts(db, input.card.token, input.holderUserId) : {};
      const newCard = "token" in input.card ? null : input.card;
      const digits = newCard ? normalizeCardNumber(newCard.number) : "";
      const row = await begin(
        db,
        {
          reference: input.reference,
          kind: "card",
          amountKurus: input.amountKurus,
          installment: input.installment,
          saveCard: input.saveCard && input.holderUserId !== undefined && newCard !== null,
          holderUserId: input.holderUserId ?? null,
          cardToken: "token" in input.card ? input.card.token : null,
          ...saved,
          ...(newCard
            ? {
                bin: digits.slice(0, 6),
                last4: digits.slice(-4),
              }
            : {}),
        },
        input.order,
      );
      if (!card)
        return {
          kind: "declined",
          transactionId: (await decide(db, row, { declined: UNKNOWN_CARD_TOKEN })).id,
          reason: UNKNOWN_CARD_TOKEN,
        };
      const answer = await client.call("threedsInitialize", "create", {
        locale: "tr",
        conversationId: row.reference,
        price: iyzicoPrice(row.priceKurus),
        paidPrice: iyzicoPrice(row.amountKurus),
        installment: row.installment,
        paymentChannel: "WEB",
        basketId: row.basketId,
        paymentGroup: "PRODUCT",
        paymentCard: card,
        ...orderFields(input.order, now()),
        currency: "TRY",
        callbackUrl: input.returnUrl,
      });
      if (answer.status !== "success") {
        const reason = reasonOf(answer);
        await decide(db, row, { declined: reason });
        return { kind: "declined", transactionId: row.id, reason };
      }
      if (!client.signedBy(answer, ["paymentId", "conversationId"]) || answer.conversationId !== row.reference)
        throw new IyzicoUntrusted("3dsecure/initialize");
      await db
        .update(iyzicoTransactions)
        .set({ paymentId: String(answer.paymentId) })
        .where(eq(iyzicoTransactions.id, row.id));
      return { kind: "threeDs", transactionId: row.id, url: await pageOf(db, row.id, answer.threeDSHtmlContent) };
    },

    async queryTransaction(transactionId) {
      const db = await database();
      const row = await load(db, transactionId);
      if (!row) throw new Error("iyzico: unknown transaction");
      return result(db, await refresh(db, row));
    },

    async startBkm(input) {
      const db = await database();
      if (!input.order) throw new Error("iyzico: a BKM Express payment needs its order");
      const row = await begin(db, { reference: input.reference, kind: "bkm", amountKurus: input.amountKurus }, input.order);
      if (row.amountKurus !== row.priceKurus) throw new Error("iyzico: BKM Express charges the basket's sum");
      const answer = await client.call("bkmInitialize", "create", {
        locale: "tr",
        conversationId: row.reference,
        price: iyzicoPrice(row.priceKurus),
        basketId: row.basketId,
        paymentGroup: "PRODUCT",
        ...orderFields(input.order, now()),
        callbackUrl: input.returnUrl,
      });
      if (answer.status !== "success") throw new Error(`iyzico: BKM Express refused (${String(answer.errorCode)})`);
      if (
        !client.signedBy(answer, ["token", "conversationId"]) ||
        answer.conversationId !== row.reference ||
        typeof answer.token !== "string"
      )
        throw new IyzicoUntrusted("bkm/initialize");
      await db.update(iyzicoTransactions).set({ bkmToken: answer.token }).where(eq(iyzicoTransactions.id, row.id));
      const path = await pageOf(db, row.id, answer.htmlContent);
      return { transactionId: row.id, ticket: { id: row.id, path, token: "" } };
    },

    async verifyCallback(form) {
      const db = await database();
      // BKM Express posts only its token (§8.2): iyzico's signed detail is the only word believed.
      if (form.token && !form.paymentId) {
        const [row] = await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.bkmToken, form.token));
        if (!row) return null;
        await refresh(db, row);
        return { transactionId: row.id };
      }
      // 3-D Secure (§4): signed conversationData:conversationId:mdStatus:paymentId:status.
      const { status, paymentId, conversationId, mdStatus } = form;
      if ((status !== "success" && status !== "failure") || !paymentId || !conversationId || mdStatus === undefined) return null;
      if (!client.signedBy(form as unknown as IyzicoAnswer, ["conversationData", "conversationId", "mdStatus", "paymentId", "status"]))
        return null;
      const [row] = await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.paymentId, paymentId));
      if (!row || row.reference !== conversationId || row.kind !== "card") return null;
      if (row.status === "pending") {
        if (status === "success" && mdStatus === "1") await complete(db, row);
        else await decide(db, row, { declined: THREE_DS_REJECTED }, ["pending"]);
      }
      return { transactionId: row.id };
    },

    async cancelTransaction(transactionId) {
      const db = await database();
      const row = await load(db, transactionId);
      if (!row) throw new Error("iyzico: unknown transaction");
      // A payment is taken only when the shop completes it: one still waiting for the shopper is
      // called off here, and its callback then completes nothing.
      const stood = row.status === "pending" ? await decide(db, row, { declined: TRANSACTION_CANCELLED }, ["pending"]) : row;
      return result(db, await refresh(db, stood));
    },

    async refund(transactionId, amountKurus, refundOptions = {}) {
      const db = await database();
      const row = await load(db, transactionId);
      if (!row) return { ok: false, reason: "İşlem bulunamadı." };
      return iyzicoRefund(db, client, row, amountKurus, refundOptions, now());
    },

    async findTransactions(reference) {
      const db = await database();
      const rows = await db
        .select({ id: iyzicoTransactions.id, status: iyzicoTransactions.status })
        .from(iyzicoTransactions)
        .where(eq(iyzicoTransactions.reference, reference))
        .orderBy(sql`${iyzicoTransactions.createdAt} desc, ${iyzicoTransactions.id} desc`);
      return rows.map((r) => ({
        transactionId: r.id,
        status: r.status === "approved" ? ("approved" as const) : r.status === "declined" ? ("declined" as const) : ("pending" as const),
      }));
    },

    async chargeSavedCard(input) {
      const db = await database();
      if (!input.order) throw new Error("iyzico: a saved card's charge needs its order");
      const row = await mitRow(db, input, input.order);
      const settled = row.status === "pending" ? await chargeOnce(db, row, input, input.order) : row;
      return {
        transactionId: settled.id,
        status: settled.status === "approved" ? "approved" : "declined",
        reason: opt(settled.reason),
        maskedPan: maskedPanOf(settled),
        bankName: opt(settled.bankName),
        cardFamily: opt(settled.cardFamily),
      };
    },

    async deleteCard(token, holderUserId) {
      const db = await database();
      const cardUserKey = await cardUserKeyOf(db, holderUserId);
      if (!cardUserKey) return;
      const answer = await client.call(
        "card",
        "delete",
        { locale: "tr", conversationId: `kart-${holderUserId}`, cardUserKey, cardToken: token },
        LOOKUP_TIMEOUT_MS,
      );
      // 3006: the token is not (or no longer) the user's: nothing left to delete.
      if (answer.status !== "success" && answer.errorCode !== "3006")
        throw new Error(`iyzico: card not deleted (${String(answer.errorCode)})`);
    },
  };
}
