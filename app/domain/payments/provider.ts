/**
 * The payment provider interface (PRODUCT.md: "Payments go through a provider interface. The
 * default is a sandbox provider that behaves like a Turkish virtual POS…"). Checkout talks only to
 * this interface; `paymentProvider()` gives the configured one (PAYMENT_PROVIDER, default
 * `sandbox`, read by app/lib/config.server.js: app/domain/payments/sandbox-provider.server.ts). Server only (the getter imports the
 * provider's server code): client code may only `import type` from here.
 *
 * The flow of a card payment:
 * 1. `startCardPayment` → `declined` (bad card: show the reason) or `threeDs` (open `url`: the
 *    bank's 3D Secure page, in a modal iframe or as a page);
 * 2. the bank page posts `{transactionId, status, signature}` to `returnUrl` (target `_self`: inside
 *    the checkout's modal iframe the callback answers in the iframe and tells the page);
 * 3. the shop's callback calls `verifyCallback(form)`, then `queryTransaction(id)` for the bank's
 *    final word (status, reason, masked card, and the new card token when a card was saved).
 * BKM Express (`startBkm`: show the widget at `ticket.path`) and fast pay (`startFastPay`: post
 * `formData` to `endpoint`) end the same way: a signed post to `returnUrl`.
 * A request that died can be reconciled with `queryTransaction` (or `findTransactions` by the
 * shop's reference when even the transaction id was lost). A payment the shop gives up on (the
 * buyer left the bank's page and tries again) is called off with `cancelTransaction`.
 *
 * Card points ('kart puanı': the bank's own loyalty points, Bonus, World puan, MaxiPuan …): a new
 * card's holder may pay part of a card payment with them. `cardPoints` says what a card holds;
 * `startCardPayment` takes `pointsKurus`, the part paid with points (never more than the card holds
 * or than the amount: the bank refuses). The shop is paid the whole amount either way.
 *
 * Amounts are integer kuruş. Card numbers and CVCs are never stored or logged; saved cards are tokens.
 */
import { getDb, type Db } from "#app/db/client.server";
import type { Installment } from "./card-families";
import type { PaymentBasketItem } from "./payment-basket";
import { config, PAYMENT_PROVIDERS } from "#app/lib/config.server";
import { createSandboxProvider } from "./sandbox-provider.server";
import { createIyzicoProvider, IYZICO_PROVIDER_NAME } from "./iyzico-provider.server";

export type CardInput = { number: string; holder: string; month: number; year: number; cvc: string };

export type BinInfo = {
  bin: string;
  bankName: string;
  /** The card programme's name ('Bonus', 'World' …: CardFamily.name in card-families.ts). */
  cardFamily: string;
  /** The family's key (CardFamily.className): `cardFamilyByClass(className)` gives its installment offers. */
  className: string;
};

/**
 * What a card may pay an amount in: its bank and family (the BIN lookup), and each installment plan
 * the provider offers it for that amount, 1 (Peşin) first, amounts in kuruş: the total the bank
 * charges (the amount plus the plan's difference) and each monthly payment.
 */
export type CardInstallments = { card: BinInfo; installments: Installment[] };

export type TransactionStatus = "pending" | "approved" | "declined";

/** An address as a provider is told it (the order's snapshot). */
export type PaymentAddress = { contactName: string; address: string; city: string; district: string };

/**
 * The order a payment is for, as a provider that asks for it is told (iyzico: the buyer, the
 * addresses and the basket, docs/iyzico-reference.md §3.2; the sandbox does not ask). Built by the
 * checkout from the placed order (checkout/payment-order.server.ts). The items sum to the order's
 * total before any installment difference.
 */
export type PaymentOrder = {
  buyer: {
    /** The member's id, or the guest's order number. */
    id: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    /** The billing address's T.C. kimlik numarası, when the buyer gave one. */
    identityNumber: string | null;
    ip: string;
    registeredAt: Date | null;
  };
  billingAddress: PaymentAddress;
  /** Null when nothing is sent (picked up in a store). */
  shippingAddress: PaymentAddress | null;
  items: PaymentBasketItem[];
};

/** How a refund is told apart and where it goes: `key` makes it once-only at the provider; `items` (basket item ids) are refunded first. */
export type RefundOptions = { key?: string; items?: readonly string[] };

export type TransactionResult = {
  status: TransactionStatus;
  reason?: string;
  reference: string;
  amountKurus: number;
  maskedPan?: string;
  bin?: string;
  last4?: string;
  bankName?: string;
  cardFamily?: string;
  /** Present when the payment was approved with saveCard asked for a member: the new saved card's token. */
  cardToken?: string;
  /** Added: card, bkm or fastpay. */
  kind?: "card" | "bkm" | "fastpay";
  installment?: number;
  installmentExtra?: number;
  /** Added: what a saved card row needs besides the token (saved_cards.holder_name, expiry_*). */
  holderName?: string;
  expiryMonth?: number;
  expiryYear?: number;
  /** Added: kuruş refunded so far. */
  refundedKurus?: number;
  /** Added: the part of the amount paid with the card's points. */
  pointsKurus?: number;
};

/**
 * The buyer's address told with a charge the shop makes with nobody at the screen (a subscription's
 * order): a provider may require one (iyzico, docs/iyzico-reference.md §3.2) and there is none; the
 * shop's own loopback says so.
 */
export const NO_BUYER_IP = "127.0.0.1";

/** A merchant-initiated charge of a saved card (PaymentProvider.chargeSavedCard). */
export type SavedCardCharge = { reference: string; amountKurus: number; token: string; holderUserId: number; order?: PaymentOrder };

/** The bank's immediate answer on it: its transaction (to query, refund) and, when declined, why. */
export type SavedCardChargeResult = {
  transactionId: string;
  status: "approved" | "declined";
  reason?: string;
  maskedPan?: string;
  bankName?: string;
  cardFamily?: string;
};

export interface PaymentProvider {
  readonly name: string;
  /** True: startCardPayment and startBkm must be told the order (`order`: buyer, addresses, basket). */
  readonly needsOrder?: boolean;
  /** The card's plans for this amount, by its BIN (first 6 digits); null: a card the provider does not know, which pays in one go. */
  installments(bin: string, amountKurus: number): Promise<CardInstallments | null>;
  /** Starts a card payment for a shop reference; never stores number/CVC. */
  startCardPayment(input: {
    reference: string;
    amountKurus: number;
    installment: number;
    installmentExtra: number;
    card: CardInput | { token: string; cvc: string };
    saveCard: boolean;
    holderUserId?: number;
    returnUrl: string;
    /** The part of the amount paid with the card's points (a new card's only); 0 or absent: none. */
    pointsKurus?: number;
    /** The order's buyer, addresses and basket. */
    order?: PaymentOrder;
  }): Promise<{ kind: "threeDs"; transactionId: string; url: string } | { kind: "declined"; transactionId: string; reason: string }>;
  /** Added: the points a new card holds, in kuruş (0: none, or a card the bank would refuse). */
  cardPoints?(card: CardInput): Promise<number>;
  /** The bank's final word on a transaction (after 3DS, or to reconcile a request that died). Throws for an unknown id. */
  queryTransaction(transactionId: string): Promise<TransactionResult>;
  startBkm(input: {
    reference: string;
    amountKurus: number;
    returnUrl: string;
    order?: PaymentOrder;
  }): Promise<{ transactionId: string; ticket: { id: string; path: string; token: string } }>;
  /** Absent: the provider has no fast pay (the checkout does not offer it). */
  startFastPay?(input: {
    reference: string;
    amountKurus: number;
    returnUrl: string;
  }): Promise<{ transactionId: string; endpoint: string; formData: Record<string, string> }>;
  /** Verifies the signed callback the bank page posts back to returnUrl; answers the transaction id when genuine. */
  verifyCallback(form: Record<string, string>): Promise<{ transactionId: string } | null>;
  /**
   * Pays `amountKurus` of an approved transaction back. With a `key`, asking again with the same key
   * pays nothing more (answers how the first ask ended). `items` say which basket items it is for.
   */
  refund?(transactionId: string, amountKurus: number, options?: RefundOptions): Promise<{ ok: boolean; reason?: string }>;
  /**
   * Added: calls off a transaction still waiting for the buyer (the shop starts another attempt
   * instead), so its page can no longer approve it; answers the bank's final word — `approved` when
   * the buyer got there first. Throws for an unknown id.
   */
  cancelTransaction?(transactionId: string): Promise<TransactionResult>;
  /** Added: the transactions of a shop reference, newest first (reconciling when the id was lost). */
  findTransactions?(reference: string): Promise<{ transactionId: string; status: TransactionStatus }[]>;
  /** Added: forgets a saved card's token (the member deleted the card); only that member's token. */
  deleteCard?(token: string, holderUserId: number): Promise<void>;
  /**
   * Added: a merchant-initiated payment with a saved card (a subscription's recurring order): no
   * CVC and no 3D Secure page — nobody is there to see one; the card was authenticated when it was
   * saved. The bank answers at once. One charge per `reference` (the order number): asking again,
   * after a lost answer or a retried job, answers that same charge and never charges twice. Only
   * the member the token was issued to.
   */
  chargeSavedCard?(input: SavedCardCharge): Promise<SavedCardChargeResult>;
}

/** What a provider offers the checkout beyond card payments. */
export const providerOffers = (bank: PaymentProvider) => ({ fastPay: Boolean(bank.startFastPay), cardPoints: Boolean(bank.cardPoints) });

/** The configured provider's name (PAYMENT_PROVIDER, default 'sandbox'). */
export const paymentProviderName = (): string => config.paymentProvider;

/** The sandbox bank's pages (/sandbox/*) exist only while the sandbox is the provider. */
export const sandboxActive = (name: string = paymentProviderName()): boolean => name === "sandbox";

/** One provider per name per process on the shop's database. */
const shared = new Map<string, PaymentProvider>();

/**
 * The configured payment provider. Without `db` it is one instance per process on the shop's
 * database; with `db` (tests, or a route passing `context.db`) a provider on that database.
 */
export function paymentProvider(db?: Db, name: string = paymentProviderName()): PaymentProvider {
  const make = (source: Db | (() => Promise<Db>)): PaymentProvider => {
    if (name === "sandbox") return createSandboxProvider(source);
    if (name === IYZICO_PROVIDER_NAME && config.iyzico) return createIyzicoProvider(source, config.iyzico);
    throw new Error(`PAYMENT_PROVIDER=${name}: no such payment provider (available: ${PAYMENT_PROVIDERS.join(", ")})`);
  };
  if (db) return make(db);
  const kept = shared.get(name) ?? make(getDb);
  shared.set(name, kept);
  return kept;
}
