/**
 * Talking to iyzico (docs/iyzico-reference.md) through its official Node client, `iyzipay`, which
 * signs each call (IYZWSv2: HMAC-SHA256 over the path and the exact JSON body) and formats prices.
 * What the client leaves to its caller, done here:
 *   - a promise per call, with a time limit: the client sets none, and a checkout must answer in
 *     the spec's words ('Bir hata oluştu…') when iyzico is slow or down (IyzicoUnavailable), not
 *     hang (the reconciliation job settles what was left open);
 *   - the answer's own signature checked where iyzico signs it (HMAC-SHA256 of the listed fields
 *     joined with ':', docs "Response Signature Validation"), before anything is believed;
 *   - money: the shop's integer kuruş to iyzico's decimal strings and back, with no rounding drift.
 * Nothing here logs: a card number, CVC, token or key never reaches the shop's log.
 */
import crypto from "node:crypto";
import Iyzipay from "iyzipay";

export type IyzicoAccount = { apiKey: string; secretKey: string; baseUrl: string };

/** What every iyzico answer carries (a failure: errorCode, a string, and errorMessage in the asked locale). */
export type IyzicoAnswer = {
  status: "success" | "failure";
  errorCode?: string;
  errorMessage?: string;
  errorGroup?: string;
  locale?: string;
  systemTime?: number;
  conversationId?: string;
  signature?: string;
  [field: string]: unknown;
};

/** iyzico did not answer in time, or the connection failed: nothing is known of the call's outcome. */
export class IyzicoUnavailable extends Error {
  constructor(what: string) {
    super(`iyzico: ${what}`);
    this.name = "IyzicoUnavailable";
  }
}

/** How long a call may take (ms): a lookup while the shopper types, and a payment's steps. */
export const LOOKUP_TIMEOUT_MS = 8_000;
export const PAYMENT_TIMEOUT_MS = 30_000;

/** The client's resources the shop uses, and each one's calls. */
type Resource =
  | "binNumber"
  | "installmentInfo"
  | "threedsInitialize"
  | "threedsPayment"
  | "threedsV2Payment"
  | "payment"
  | "cancel"
  | "refund"
  | "card"
  | "cardList"
  | "bkmInitialize"
  | "bkm";
type Method = "create" | "retrieve" | "delete";
type Callable = Record<Method, (body: object, callback: (error: Error | null, answer: IyzicoAnswer) => void) => void>;

export type IyzicoClient = {
  call(resource: Resource, method: Method, body: object, timeoutMs?: number): Promise<IyzicoAnswer>;
  /** True when the answer's `signature` is iyzico's over these of its fields, in this order. */
  signedBy(answer: IyzicoAnswer, fields: readonly string[]): boolean;
};

/** One client per account per process: iyzipay's constructor loads its resource modules from disk each time. */
const clients = new Map<string, IyzicoClient>();

export function iyzicoClient(account: IyzicoAccount): IyzicoClient {
  const key = `${account.baseUrl}\n${account.apiKey}\n${account.secretKey}`;
  const kept = clients.get(key) ?? newClient(account);
  clients.set(key, kept);
  return kept;
}

function newClient(account: IyzicoAccount): IyzicoClient {
  const client = new Iyzipay({ apiKey: account.apiKey, secretKey: account.secretKey, uri: account.baseUrl }) as unknown as Record<
    Resource,
    Callable
  >;
  return {
    call(resource, method, body, timeoutMs = PAYMENT_TIMEOUT_MS) {
      return new Promise<IyzicoAnswer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new IyzicoUnavailable(`${resource}.${method} timed out`)), timeoutMs);
        client[resource][method](body, (error, answer) => {
          clearTimeout(timer);
          if (error) return reject(new IyzicoUnavailable(`${resource}.${method}: ${error.message}`));
          if (!answer || typeof answer !== "object" || (answer.status !== "success" && answer.status !== "failure"))
            return reject(new IyzicoUnavailable(`${resource}.${method}: no answer`));
          resolve(answer);
        });
      });
    },
    signedBy(answer, fields) {
      return signatureMatches(
        answer.signature,
        iyzicoSignature(
          account.secretKey,
          fields.map((f) => answer[f]),
        ),
      );
    },
  };
}

/**
 * iyzico's signature of values (docs "Response Signature Validation"; the 3-D Secure callback's too):
 * HMAC-SHA256 with the secret key of the values joined with ':', in lower-case hex. A number is
 * written as JavaScript writes it (1 → '1', 1.2 → '1.2', as iyzico strips trailing zeros), a
 * missing value as ''.
 */
export function iyzicoSignature(secretKey: string, values: readonly unknown[]): string {
  const text = values.map((v) => (v == null ? "" : String(v))).join(":");
  return crypto.createHmac("sha256", secretKey).update(text).digest("hex");
}

/** Compares a signature received with the one expected without telling by timing how much matched. */
export function signatureMatches(received: unknown, expected: string): boolean {
  if (typeof received !== "string" || received.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(received.toLowerCase()), Buffer.from(expected));
}

/** Kuruş as iyzico's price: '1234.5' for 123450 (its client would write '1234.5' from '1234.50' too). */
export function iyzicoPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const lira = Math.trunc(kurus / 100);
  const cents = kurus % 100;
  return cents === 0 ? `${lira}.0` : `${lira}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

/** iyzico's price (a JSON number or string of at most two decimals) in kuruş; NaN when it is not one. */
export function kurusOf(price: unknown): number {
  const text = typeof price === "number" ? String(price) : typeof price === "string" ? price.trim() : "";
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
