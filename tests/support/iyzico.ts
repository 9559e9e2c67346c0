/**
 * A local stand-in for iyzico's payment API (node:http, 127.0.0.1 by default), answering the calls
 * of iyzico's official Node client `iyzipay` (lib/resources/*.js) as iyzico's sandbox does. The
 * specification is docs/iyzico-reference.md; "§" below names its sections. Used by tests and by
 * `npm run iyzico:local` (scripts/iyzico-local.ts) for trying the shop by hand.
 *
 *   POST   /payment/bin/check             BIN → bank, card type, association, family (§2.1)
 *   POST   /payment/iyzipos/installment   installment table per family (§2.2)
 *   POST   /payment/3dsecure/initialize   validates, answers threeDSHtmlContent + paymentId (§3)
 *   GET|POST /payment/mock/init3ds        the bank's 3-D Secure page ('Onayla' / 'Reddet'), then the
 *   POST   /payment/mock/confirm3ds       signed form post to the merchant's callbackUrl (§4)
 *   POST   /payment/3dsecure/auth, /payment/v2/3dsecure/auth   completes the payment (§5)
 *   POST   /payment/auth                  non-3DS payment, e.g. a stored card charged by the merchant (§7.5)
 *   POST   /payment/detail                a payment by paymentId or paymentConversationId (§6)
 *   POST   /payment/cancel, /payment/refund, /v2/payment/refund   (§7.1–7.3)
 *   POST|DELETE /cardstorage/card, POST /cardstorage/cards         card storage (§7.4)
 *   POST   /payment/bkm/initialize, /payment/bkm/auth/detail, and the BKM Express page (§8)
 *
 * Every API call is checked as IYZWSv2 (§1): randomKey is read from the Authorization header, never
 * from x-iyzi-rnd (which the Java and PHP clients do not send), and the HMAC covers the body bytes
 * exactly as received. Failures use iyzico's envelope {status: 'failure', errorCode (a string),
 * errorMessage (in the request's locale), errorGroup (bank errors only), locale, systemTime,
 * conversationId echoed}. Where the reference says NOT FOUND, the choice made is marked "Choice:".
 *
 * State is kept for tests to read: `payments` (by paymentId) and `cardUsers` (by cardUserKey).
 * Of a card only the BIN (6 digits), the last four digits, the expiry and the sandbox behaviour of
 * the test card are kept; `requests` keeps bodies with card numbers masked and CVCs starred. Nothing
 * is logged.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { luhnValid } from "#app/domain/payments/sandbox-card-rules";
import { iyzicoDateTime } from "#app/domain/payments/iyzico-requests.server";

// ─── Public types ────────────────────────────────────────────────────────────────────────────────

export type FakeIyzicoOptions = { apiKey?: string; secretKey?: string; port?: number; host?: string };

/** One request as received: API calls (JSON) and the bank pages' form posts. Card numbers masked, CVCs starred. */
export type IyzicoRequest = { method: string; path: string; body: Record<string, unknown> | null; authorized: boolean };

export type CardType = "CREDIT_CARD" | "DEBIT_CARD";

/** How a sandbox test card behaves (§9.4), decided from its full number when it was given. */
export type CardBehaviour = {
  /** Refused by the bank when the payment is completed (3dsecure/auth, or /payment/auth at once). */
  declineCode?: string;
  /** 4151111111111112: '3dsecure initialize failed'. */
  failsAtInit?: boolean;
  /** 4131111111111117 / 4141111111111115: 'Success but mdStatus is 0 / 4'. */
  mdStatus?: "0" | "4";
  /** 5406670000000009: 'Success but cannot be cancelled, refund or post auth'. */
  noReversal?: boolean;
};

/** What the fake knows of a card: never its number or CVC. */
export type FakeCard = {
  binNumber: string;
  lastFourDigits: string;
  cardType: CardType;
  cardAssociation: string;
  /** Absent for a foreign card. */
  cardFamily?: string;
  bankName?: string;
  bankCode?: number;
  domestic: boolean;
  expireMonth: string;
  expireYear: string;
  behaviour: CardBehaviour;
};

export type FakeStoredCard = FakeCard & { cardToken: string; cardAlias?: string };
export type FakeCardUser = { cardUserKey: string; email: string; externalId?: string; cards: Map<string, FakeStoredCard> };

export type FakeItem = {
  itemId: string;
  paymentTransactionId: string;
  name: string;
  category1: string;
  category2?: string;
  itemType: string;
  price: number;
  /** This item's share of the payment's paidPrice (kuruş-exact: the shares add up to paidPrice). */
  paidPrice: number;
  /** Refunded so far (refunds v1 and v2). */
  refunded: number;
};

/** iyzico's paymentStatus values (§5.3); INIT_BKM is ours: a BKM Express payment the shopper has not answered yet. */
export type PaymentStatus = "INIT_THREEDS" | "CALLBACK_THREEDS" | "SUCCESS" | "FAILURE" | "INIT_BKM";

export type FakePayment = {
  paymentId: string;
  kind: "3ds" | "non3ds" | "bkm";
  status: PaymentStatus;
  /** The conversationId of the request that created it (paymentConversationId in /payment/detail). */
  conversationId?: string;
  price: number;
  paidPrice: number;
  currency: string;
  installment: number;
  basketId?: string;
  paymentChannel?: string;
  paymentGroup?: string;
  callbackUrl?: string;
  buyerEmail: string;
  card: FakeCard;
  /** The stored card this payment was made with. */
  paidWith?: { cardUserKey: string; cardToken: string };
  registerCard: boolean;
  /** registerCard with a cardUserKey: the card goes to that user. */
  registerCardUserKey?: string;
  cardAlias?: string;
  items: FakeItem[];
  threeDs?: { pageToken: string; callbackStatus?: "success" | "failure"; mdStatus?: string; conversationData: string };
  bkm?: { token: string; enabledInstallments?: number[] };
  createdAt: Date;
  /** When the bank approved it (SUCCESS). Tests may move it back a day to try a cancel after the day's end. */
  completedAt?: Date;
  authCode?: string;
  hostReference?: string;
  /** The error code it failed with (FAILURE). */
  failureCode?: string;
  /** The card saved by this payment (registerCard=1). */
  cardUserKey?: string;
  cardToken?: string;
  cancelled: boolean;
  refunds: { paymentTransactionId: string; price: number; at: Date }[];
};

/** The fields the bank page posts to the merchant's callbackUrl (§4.1), in that order. */
export type CallbackFields = {
  status: "success" | "failure";
  paymentId: string;
  conversationData: string;
  conversationId: string;
  mdStatus: string;
  signature: string;
};

export type FakeIyzico = {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  requests: IyzicoRequest[];
  payments: Map<string, FakePayment>;
  cardUsers: Map<string, FakeCardUser>;
  /** The next `times` API calls (after the signature check) answer this iyzico failure. */
  failNext: (errorCode: string, times?: number) => void;
  /** Until up(): every connection is closed without an answer. */
  down: () => void;
  up: () => void;
  /** Every answer waits this long (0: none). The work is done first, so a late answer still counts. */
  slow: (ms: number) => void;
  /** What the 3-D Secure page posts to the callbackUrl after 'Onayla' (true) or 'Reddet' (false); the same fields again once decided. */
  bankAnswer: (paymentId: string, approve: boolean) => CallbackFields;
  /** What the BKM Express page posts to the callbackUrl after 'Onayla' / 'Reddet'. */
  bkmAnswer: (token: string, approve: boolean) => { token: string };
  close: () => Promise<void>;
};

/** Sandbox-like keys for `npm run iyzico:local` and tests that do not choose their own. */
export const DEFAULT_API_KEY = "sandbox-YerelIyzicoApiAnahtari00000001";
export const DEFAULT_SECRET_KEY = "sandbox-YerelIyzicoGizliAnahtar0000001";
/** The verification code the 3-D Secure page comes prefilled with. */
export const SANDBOX_3DS_CODE = "283126";

/** The cards worth trying by hand (§9.4), for scripts/iyzico-local.ts. Any future expiry and any 3-digit CVC. */
export const LOCAL_TEST_CARDS: readonly { number: string; note: string }[] = [
  { number: "5400360000000003", note: "Garanti Bankası, Bonus, kredi kartı: başarılı" },
  { number: "5526080000000006", note: "Akbank, Axess, kredi kartı: başarılı" },
  { number: "5528790000000008", note: "Halkbank, Paraf, kredi kartı: başarılı" },
  { number: "4543590000000006", note: "Türkiye İş Bankası, Maximum, kredi kartı: başarılı" },
  { number: "5451030000000000", note: "Yapı ve Kredi Bankası, World, kredi kartı: başarılı" },
  { number: "5890040000000016", note: "Akbank, banka kartı (yalnız tek çekim): başarılı" },
  { number: "5400010000000004", note: "yurt dışı kredi kartı (yalnız tek çekim): başarılı" },
  { number: "4111111111111129", note: "onaydan sonra banka reddeder: 10051 yetersiz bakiye" },
  { number: "4129111111111111", note: "onaydan sonra banka reddeder: 10005 işlem onaylanmadı" },
  { number: "4131111111111117", note: "3D Secure mdStatus 0: ödeme tamamlanamaz" },
  { number: "4151111111111112", note: "3D Secure başlatılamaz (10202)" },
  { number: "5406670000000009", note: "başarılı, ama iptal ve iade edilemez" },
];

// ─── Errors (§1.3, §9) ───────────────────────────────────────────────────────────────────────────

type ErrorText = { tr: string; en: string; group?: string };

/**
 * iyzico's messages by code. TR and EN as §9.2/§9.3 give them; where the reference gives one
 * language only, the other is our translation (marked "ours"). Bank errors (10000+) carry their
 * errorGroup, as iyzico's do; validation and auth errors carry none (§1.3).
 */
const ERRORS: Record<string, ErrorText> = {
  "1": { tr: "Sistem hatası oluştu", en: "System error occurred" }, // TR ours
  "3": { tr: "email gönderilmesi zorunludur", en: "Email is mandatory" },
  "5": { tr: "email geçerli formatta değil", en: "Email was sent in an incorrect format" }, // TR ours
  "8": { tr: "identityNumber gönderilmesi zorunludur", en: "Identity number is mandatory" },
  "11": { tr: "Geçersiz istek", en: "Invalid request" },
  "12": { tr: "Kart numarası geçersizdir", en: "Invalid card number" },
  "13": { tr: "Geçersiz son kullanma ayı", en: "Invalid expiration month" }, // TR ours
  "14": { tr: "Geçersiz son kullanma yılı", en: "Invalid expiration year" }, // TR ours
  "15": { tr: "Geçersiz cvc", en: "Invalid CVC" }, // TR ours
  "16": { tr: "cardHolderName gönderilmesi zorunludur", en: "Cardholder name is mandatory" }, // TR ours, in iyzico's "… gönderilmesi zorunludur" form
  "17": { tr: "Kartın son kullanma tarihi geçersiz", en: "Your card's expiration date is invalid" }, // TR ours
  "23": { tr: "callbackUrl gönderilmesi zorunludur", en: "Callback URL is mandatory" }, // TR ours
  "24": { tr: "{0} gönderilmesi zorunludur", en: "{0} is mandatory" }, // TR ours
  "1000": { tr: "Geçersiz imza", en: "Invalid signature" },
  "1001": { tr: "api bilgileri bulunamadı", en: "Api information not found" }, // EN ours
  // 1009: a non-maintainer comment quotes the message (§1.3); EN ours.
  "1009": { tr: "Authorization header string gönderilmesi zorunludur", en: "Authorization header string is mandatory" },
  // 3001 and 3006: third-party digest of iyzico's docs (§7.4), unverified; TR ours.
  "3001": { tr: "cardUserKey gönderilmesi zorunludur", en: "cardUserKey is a mandatory parameter" },
  "3005": { tr: "cardUserKey bulunamadı", en: "cardUserKey not found" }, // EN ours
  "3006": { tr: "cardToken bulunamadı", en: "cardToken is not found" },
  // 5005: third-party digest (§9.3), unverified; TR ours.
  "5005": { tr: "{0} sıfırdan büyük olmalıdır", en: "{0} should be more than zero" },
  "5007": { tr: "binNumber 6 karakter olmalıdır", en: "binNumber must be 6 characters" }, // EN ours
  "5062": { tr: "Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır", en: "Total item price must be equal to price" },
  "5087": { tr: "Üye işyerine ait ödeme kaydı bulunamadı", en: "Payment record of the merchant not found" }, // EN ours
  "5010": { tr: "İşlemi 3dsecure olarak gerçekleştirmeniz gerekmektedir", en: "The transaction must be made with 3D Secure" }, // EN ours
  "9000": {
    tr: "Şu anda işleminizi gerçekleştiremiyoruz. Detaylı bilgi için iyzico ile iletişime geçiniz",
    en: "We cannot process your transaction now. Please contact iyzico for details",
  }, // EN ours
  "5184": { tr: "Yerli kartlar ile döviz ödemesi yapılamaz", en: "Domestic cards cannot be used for foreign currency payments" }, // EN ours
  // Bank errors: TR and group from the old docs' table (§9.2), EN from the docs (old where the current one is cut off).
  "10005": { tr: "İşlem onaylanmadı", en: "Transaction not approved", group: "DO_NOT_HONOUR" },
  "10012": { tr: "Geçersiz işlem", en: "Invalid transaction", group: "INVALID_TRANSACTION" },
  "10034": { tr: "Dolandırıcılık şüphesi", en: "Payment failed to pass security check", group: "FRAUD_SUSPECT" },
  "10041": { tr: "Kayıp kart, karta el koyunuz", en: "Lost card", group: "LOST_CARD" },
  "10043": { tr: "Çalıntı kart, karta el koyunuz", en: "Stolen card", group: "STOLEN_CARD" },
  "10051": {
    tr: "Kart limiti yetersiz, yetersiz bakiye",
    en: "Insufficient card limit, insufficient balance",
    group: "NOT_SUFFICIENT_FUNDS",
  },
  "10054": { tr: "Vadesi dolmuş kart", en: "Expired card", group: "EXPIRED_CARD" },
  "10057": { tr: "Kart sahibi bu işlemi yapamaz", en: "Operation not permitted to card holder", group: "NOT_PERMITTED_TO_CARDHOLDER" },
  "10058": {
    tr: "Terminalin bu işlemi yapmaya yetkisi yok",
    en: "Operation not permitted to terminal",
    group: "NOT_PERMITTED_TO_TERMINAL",
  },
  "10084": { tr: "CVC2 bilgisi hatalı", en: "Invalid CVC2", group: "INVALID_CVC2" },
  "10093": {
    tr: "Kartınız e-ticaret işlemlerine kapalıdır. Bankanızı arayınız.",
    en: "Your card is closed to e-commerce transactions. Please call your bank.", // EN ours (the old EN page says "Pickup card")
    group: "RESTRICTED_BY_LAW",
  },
  "10201": { tr: "Kart, işleme izin vermedi", en: "Operation not permitted by card", group: "CARD_NOT_PERMITTED" },
  "10202": { tr: "Ödeme işlemi esnasında genel bir hata oluştu", en: "An error occurred while processing payment", group: "UNKNOWN" },
  "10204": { tr: "Ödeme işlemi esnasında genel bir hata oluştu", en: "An error occurred while processing payment", group: "UNKNOWN" },
  "10206": { tr: "CVC uzunluğu geçersiz", en: "Invalid CVC length", group: "INVALID_CVC2_LENGTH" },
  "10210": { tr: "Hatalı CAVV bilgisi", en: "Invalid CAVV", group: "INVALID_CAVV" },
  "10211": { tr: "Hatalı ECI bilgisi", en: "Invalid ECI", group: "INVALID_ECI" },
  "10217": {
    tr: "Banka kartları sadece 3D Secure işleminde kullanılabilir",
    en: "Debit cards require 3D-Secure",
    group: "DEBIT_CARDS_REQUIRES_3DS",
  },
  "10219": { tr: "Bankaya gönderilen istek zaman aşımına uğradı", en: "Request timeout", group: "REQUEST_TIMEOUT" },
  "10236": { tr: "Ödeme işlemi esnasında genel bir hata oluştu", en: "An error occurred while processing payment", group: "UNKNOWN" },
  // The rest of the old docs' bank table (§9.2 names it: 10203–10235); EN ours.
  "10203": { tr: "Önceden onaylanan işlem", en: "Transaction approved before", group: "APPROVED_COMPLETED" },
  "10205": { tr: "E-posta geçerli formata değil", en: "E-mail is not in a valid format", group: "INVALID_CHARS_IN_EMAIL" },
  "10207": { tr: "Bankanızdan onay alınız", en: "Refer to card issuer", group: "REFER_TO_CARD_ISSUER" },
  "10208": { tr: "Üye işyeri kategori kodu hatalı", en: "Invalid merchant category code", group: "INVALID_MERCHANT_OR_SP" },
  "10209": { tr: "Bloke statülü kart", en: "Blocked card", group: "BLOCKED_CARD" },
  "10212": { tr: "CVC2 yanlış girme deneme sayısı aşıldı", en: "CVC2 maximum attempts exceeded", group: "CVC2_MAX_ATTEMPT" },
  "10213": { tr: "BIN bulunamadı", en: "BIN not found", group: "BIN_NOT_FOUND" },
  "10214": { tr: "İletişim veya sistem hatası", en: "Communication or system error", group: "COMMUNICATION_OR_SYSTEM_ERROR" },
  "10215": { tr: "Geçersiz kart numarası", en: "Invalid card number", group: "INVALID_CARD_NUMBER" },
  "10216": { tr: "Bankası bulunamadı", en: "No such issuer", group: "NO_SUCH_ISSUER" },
  "10218": {
    tr: "Banka kartları ile taksit yapılamaz",
    en: "Installments are not allowed with debit cards",
    group: "DEBIT_CARDS_INSTALLMENT_NOT_ALLOWED",
  },
  "10220": { tr: "Ödeme alınamadı", en: "Payment declined", group: "DECLINED" },
  "10221": { tr: "Terminal yurtdışı kartlara kapalı", en: "Terminal is closed to foreign cards", group: "NOT_PERMITTED_TO_FOREIGN_CARD" },
  "10222": { tr: "Terminal taksitli işleme kapalı", en: "Terminal is closed to installments", group: "NOT_PERMITTED_TO_INSTALLMENT" },
  "10223": { tr: "Gün sonu yapılmalı", en: "Day end required", group: "REQUIRES_DAY_END" },
  "10224": { tr: "Para çekme limiti aşılmış", en: "Withdrawal limit exceeded", group: "EXCEEDS_WITHDRAWAL_AMOUNT_LIMIT" },
  "10225": { tr: "Kısıtlı kart", en: "Restricted card", group: "RESTRICTED_CARD" },
  "10226": { tr: "İzin verilen PIN giriş sayısı aşılmış", en: "Allowable PIN tries exceeded", group: "EXCEEDS_ALLOWABLE_PIN_TRIES" },
  "10227": { tr: "Geçersiz PIN", en: "Invalid PIN", group: "INVALID_PIN" },
  "10228": { tr: "Banka veya terminal işlem yapamıyor", en: "Issuer or switch inoperative", group: "ISSUER_OR_SWITCH_INOPERATIVE" },
  "10229": { tr: "Son kullanma tarihi geçersiz", en: "Invalid expiry date", group: "INVALID_EXPIRE_YEAR_MONTH" },
  "10230": { tr: "İstek bankadan hata aldı", en: "Request blocked by bank", group: "REQUEST_BLOCKED_BY_BANK" },
  "10231": {
    tr: "Satış tutarı ödül puanından düşük olamaz",
    en: "Sales amount cannot be less than the award",
    group: "SALES_AMOUNT_LESS_THAN_AWARD",
  },
  "10232": { tr: "Geçersiz tutar", en: "Invalid amount", group: "INVALID_AMOUNT" },
  "10233": { tr: "Geçersiz kart tipi", en: "Invalid card type", group: "INVALID_CARD_TYPE" },
  "10234": { tr: "Yetersiz ödül puanı", en: "Insufficient award points", group: "NOT_SUFFICIENT_AWARD" },
  "10235": { tr: "American Express kart hatası", en: "American Express card error", group: "AMEX_CAN_USE_ONLY_MR" },
};

class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly args: string[] = [],
  ) {
    super(`iyzico ${code}`);
  }
}

/** Ends a handler with iyzico's failure answer for this code. */
function refuse(code: string, ...args: string[]): never {
  throw new Refusal(code, args);
}

// ─── Cards: BINs, families, installment rates, test-card behaviours (§2, §9.4) ─────────────────

type Bank = { bankName: string; bankCode: number; cardFamily: string };
type BinInfo = { cardType: CardType; cardAssociation: string; domestic: boolean; bank?: Bank };

// Each bank with its own card programme (the family iyzico names in cardFamily); bank codes are the
// banks' EFT codes, as iyzico's bankCode (§2.1, §7.4: Akbank 46, Halkbank 12). Choice: a debit card
// answers its bank's family too (the reference shows no debit card's family).
const AKBANK: Bank = { bankName: "Akbank", bankCode: 46, cardFamily: "Axess" };
const DENIZBANK: Bank = { bankName: "Denizbank", bankCode: 134, cardFamily: "Bonus" };
const QNB: Bank = { bankName: "QNB Finansbank", bankCode: 111, cardFamily: "CardFinans" };
const GARANTI: Bank = { bankName: "Garanti Bankası", bankCode: 62, cardFamily: "Bonus" };
const HALKBANK: Bank = { bankName: "Halkbank", bankCode: 12, cardFamily: "Paraf" };
const HSBC: Bank = { bankName: "HSBC Bank", bankCode: 123, cardFamily: "Advantage" };
const ISBANK: Bank = { bankName: "Türkiye İş Bankası", bankCode: 64, cardFamily: "Maximum" };
const VAKIFBANK: Bank = { bankName: "Vakıfbank", bankCode: 15, cardFamily: "World" };
const YKB: Bank = { bankName: "Yapı ve Kredi Bankası", bankCode: 67, cardFamily: "World" };

const bin = (bank: Bank, cardType: CardType, cardAssociation: string): BinInfo => ({ bank, cardType, cardAssociation, domestic: true });
const foreign = (cardType: CardType, cardAssociation: string): BinInfo => ({ cardType, cardAssociation, domestic: false });

/** The sandbox test cards' BINs (the client's README "Mock test cards", the old and current docs' test-card pages). */
const BINS: Record<string, BinInfo> = {
  "589004": bin(AKBANK, "DEBIT_CARD", "MASTER_CARD"),
  "552608": bin(AKBANK, "CREDIT_CARD", "MASTER_CARD"),
  "979207": bin(AKBANK, "CREDIT_CARD", "TROY"),
  "476662": bin(DENIZBANK, "DEBIT_CARD", "VISA"),
  "460345": bin(DENIZBANK, "CREDIT_CARD", "VISA"),
  "472915": bin(DENIZBANK, "CREDIT_CARD", "VISA"),
  "498749": bin(QNB, "DEBIT_CARD", "VISA"),
  "531157": bin(QNB, "CREDIT_CARD", "MASTER_CARD"),
  "979202": bin(QNB, "DEBIT_CARD", "TROY"),
  "979203": bin(QNB, "CREDIT_CARD", "TROY"),
  "517041": bin(GARANTI, "DEBIT_CARD", "MASTER_CARD"),
  "540036": bin(GARANTI, "CREDIT_CARD", "MASTER_CARD"),
  "549997": bin(GARANTI, "CREDIT_CARD", "MASTER_CARD"),
  "374427": bin(GARANTI, "CREDIT_CARD", "AMERICAN_EXPRESS"),
  "447505": bin(HALKBANK, "DEBIT_CARD", "VISA"),
  "552879": bin(HALKBANK, "CREDIT_CARD", "MASTER_CARD"),
  "405903": bin(HSBC, "DEBIT_CARD", "VISA"),
  "550472": bin(HSBC, "CREDIT_CARD", "MASTER_CARD"),
  "589283": bin(ISBANK, "DEBIT_CARD", "MASTER_CARD"),
  "454359": bin(ISBANK, "CREDIT_CARD", "VISA"),
  "491005": bin(VAKIFBANK, "DEBIT_CARD", "VISA"),
  "415792": bin(VAKIFBANK, "CREDIT_CARD", "VISA"),
  "650052": bin(VAKIFBANK, "DEBIT_CARD", "TROY"),
  "650170": bin(VAKIFBANK, "CREDIT_CARD", "TROY"),
  "516888": bin(YKB, "DEBIT_CARD", "MASTER_CARD"),
  "545103": bin(YKB, "CREDIT_CARD", "MASTER_CARD"),
  "405418": foreign("DEBIT_CARD", "VISA"),
  "540001": foreign("CREDIT_CARD", "MASTER_CARD"),
  // The error-producing cards (§9.4). Choice: no source names their bank; they answer as Halkbank
  // Paraf credit cards (the bank of the client's sample card). Several share a BIN (415111), so what
  // they do is decided by the full number (TEST_CARD_BEHAVIOUR), never by the BIN.
  ...Object.fromEntries(
    [
      "411111",
      "412911",
      "412811",
      "412711",
      "412611",
      "412511",
      "412411",
      "412311",
      "412211",
      "412111",
      "412011",
      "413011",
      "413111",
      "414111",
      "415111",
    ].map((b) => [b, bin(HALKBANK, "CREDIT_CARD", "VISA")]),
  ),
  "540667": bin(HALKBANK, "CREDIT_CARD", "MASTER_CARD"),
};

/**
 * What each error-producing test card does (§9.4; the client's README). The mapping from the
 * README's descriptions to codes is not documented (§9.4): these are the bank errors of §9.2 whose
 * names match. Choice: 'Pickup card' and 'Restricted by law' both answer 10093 (the old EN docs call
 * 10093 "Pickup card", the TR table RESTRICTED_BY_LAW); 'General error' answers 10204.
 */
const TEST_CARD_BEHAVIOUR: Record<string, CardBehaviour> = {
  "5406670000000009": { noReversal: true },
  "4111111111111129": { declineCode: "10051" },
  "4129111111111111": { declineCode: "10005" },
  "4128111111111112": { declineCode: "10012" },
  "4127111111111113": { declineCode: "10041" },
  "4126111111111114": { declineCode: "10043" },
  "4125111111111115": { declineCode: "10054" },
  "4124111111111116": { declineCode: "10084" },
  "4123111111111117": { declineCode: "10057" },
  "4122111111111118": { declineCode: "10058" },
  "4121111111111119": { declineCode: "10034" },
  "4120111111111110": { declineCode: "10093" },
  "4130111111111118": { declineCode: "10204" },
  "4131111111111117": { mdStatus: "0" },
  "4141111111111115": { mdStatus: "4" },
  "4151111111111112": { failsAtInit: true },
  "4151111111111393": { declineCode: "10093" },
};

/** Installment counts a credit card may use (§3.2: 1, 2, 3, 6, 9, and 12 on other pages); a debit or foreign card pays at once. */
const INSTALLMENT_COUNTS = [1, 2, 3, 6, 9, 12] as const;

/**
 * The price increase per installment count, in basis points of the price, per family. Paraf's 2, 3
 * and 6 reproduce the docs' sample for price 100 (§2.2: 103.22, 105.25, 112.22); the rest are ours,
 * close to them. totalPrice = price × (1 + rate), to the kuruş; installmentPrice = totalPrice / n, to the kuruş.
 */
const INSTALLMENT_RATES_BP: Record<string, Record<number, number>> = {
  Axess: { 1: 0, 2: 330, 3: 520, 6: 1090, 9: 1650, 12: 2230 },
  Bonus: { 1: 0, 2: 315, 3: 510, 6: 1075, 9: 1620, 12: 2190 },
  CardFinans: { 1: 0, 2: 335, 3: 530, 6: 1100, 9: 1670, 12: 2240 },
  Paraf: { 1: 0, 2: 322, 3: 525, 6: 1222, 9: 1780, 12: 2350 },
  Advantage: { 1: 0, 2: 345, 3: 540, 6: 1120, 9: 1700, 12: 2280 },
  Maximum: { 1: 0, 2: 325, 3: 515, 6: 1085, 9: 1640, 12: 2210 },
  World: { 1: 0, 2: 340, 3: 535, 6: 1110, 9: 1690, 12: 2260 },
};

/** The card a BKM Express payment is made with. Choice: BKM's own pages (§8) are not documented; the shopper "pays" with Garanti's Bonus test card. */
const BKM_CARD: Omit<FakeCard, "behaviour"> = {
  binNumber: "540036",
  lastFourDigits: "0003",
  cardType: "CREDIT_CARD",
  cardAssociation: "MASTER_CARD",
  cardFamily: "Bonus",
  bankName: GARANTI.bankName,
  bankCode: GARANTI.bankCode,
  domestic: true,
  expireMonth: "12",
  expireYear: "2030",
};

const CURRENCIES = ["TRY", "EUR", "USD", "GBP", "IRR", "NOK", "RUB", "CHF"]; // the client's CURRENCY enum
const REFUND_REASONS = ["double_payment", "buyer_request", "fraud", "other"]; // the client's REFUND_REASON enum
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const luhn = luhnValid;

// ─── Amounts: exact decimals (1e-8 units), never floating-point sums ───────────────────────────

const SCALE = 100_000_000n;
const KURUS = 1_000_000n;

/** '1234.5', 1234.5 → 123450000000n; null when not a plain decimal of at most 8 places. */
function toUnits(value: unknown): bigint | null {
  let s: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    s = value.toFixed(8);
    if (Number(s) !== value) return null;
  } else if (typeof value === "string") s = value.trim();
  else return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,8}))?$/.exec(s);
  if (!m) return null;
  const units = BigInt(m[2]) * SCALE + BigInt((m[3] ?? "").padEnd(8, "0"));
  return m[1] ? -units : units;
}

/** A JSON number, as iyzico answers amounts (§10.2): 123450000000n → 1234.5. */
const toNumber = (units: bigint): number => Number(units) / 1e8;
/** A stored amount back to units (stored amounts always came from units). */
const unitsOf = (n: number): bigint => toUnits(n) ?? 0n;
/** a / b rounded half up (a, b ≥ 0). */
const roundDiv = (a: bigint, b: bigint): bigint => (a + b / 2n) / b;
const sumUnits = (values: bigint[]): bigint => values.reduce((a, b) => a + b, 0n);

/** price × (10000 + bp) / 10000, to the kuruş. */
const withRate = (price: bigint, bp: number): bigint => roundDiv(price * BigInt(10_000 + bp), 10_000n * KURUS) * KURUS;

/**
 * Splits paidPrice over the items in proportion to their prices, to the kuruş (or to the last
 * decimal when paidPrice is finer), so the shares add up to paidPrice exactly: each item gets its
 * floor, and the kuruş left over go to the largest remainders, earlier items first on a tie.
 */
function splitPaid(prices: bigint[], price: bigint, paidPrice: bigint): bigint[] {
  if (paidPrice === price) return prices;
  const step = paidPrice % KURUS === 0n ? KURUS : 1n;
  const denominator = price * step;
  const floors = prices.map((p) => (p * paidPrice) / denominator);
  let left = paidPrice / step - sumUnits(floors);
  const order = prices
    .map((p, i) => ({ i, remainder: (p * paidPrice) % denominator }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i] += 1n;
    left -= 1n;
  }
  return floors.map((f) => f * step);
}

// ─── Dates in Istanbul (the day a cancel is allowed, expiry months, iyzico's date strings) ─────

const ISTANBUL_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" });
const istanbulDay = (d: Date): string => ISTANBUL_DAY.format(d);

function expired(month: string, year: string, now = new Date()): boolean {
  const [y, m] = istanbulDay(now).split("-").map(Number);
  return Number(year) < y || (Number(year) === y && Number(month) < m);
}

// ─── Pages: HTML, its one style and one script (hashed into the CSP) ───────────────────────────

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

const PAGE_STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#f3f5f9}
body{margin:0}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:20px}
.bank{margin:0 0 4px;font-size:14px;color:#4d5768}
h1{margin:0 0 12px;font-size:20px}
.lead{margin:0 0 16px;font-size:15px;line-height:1.4}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 20px}
dt{color:#4d5768}
dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
label{display:block;font-weight:600;margin-bottom:6px}
input[type=text]{box-sizing:border-box;width:100%;font-size:22px;letter-spacing:6px;padding:10px 12px;border:1px solid #8d97a8;border-radius:8px}
.hint{font-size:13px;color:#4d5768;margin:6px 0 16px}
.error{color:#a4001d;font-weight:600}
.actions{display:flex;gap:12px}
button{flex:1;min-height:48px;font-size:16px;font-weight:600;border-radius:8px;border:1px solid #1e56c2;background:#1e56c2;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d2433;border-color:#8d97a8}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
`;
const AUTO_SUBMIT = `document.getElementById("iyzico-callback-form").submit();`;
const cspHash = (source: string): string => `'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'`;
const STYLE_HASH = cspHash(PAGE_STYLE);
const SCRIPT_HASH = cspHash(AUTO_SUBMIT);

/** A strict policy: nothing from elsewhere, the one style and script by hash, forms only to this server and the merchant's callback. */
const pageCsp = (formTargets: string[]): string =>
  [
    `default-src 'none'`,
    `style-src ${STYLE_HASH}`,
    `script-src ${SCRIPT_HASH}`,
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    `base-uri 'none'`,
  ].join("; ");

function page(title: string, content: string, autoSubmit = false): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${content}
</main>${autoSubmit ? `\n<script>${AUTO_SUBMIT}</script>` : ""}
</body>
</html>`;
}

const hiddenInputs = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");

const AMOUNT = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountText = (amount: number, currency: string): string => `${AMOUNT.format(amount)} ${currency === "TRY" ? "TL" : currency}`;
const maskedCard = (card: FakeCard): string => `${card.binNumber.slice(0, 4)} ${card.binNumber.slice(4, 6)}** **** ${card.lastFourDigits}`;

type PageAnswer = { status: number; html: string; formTargets?: string[] };

// ─── The server ─────────────────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;
type Call = { body: Json; locale: string; conversationId?: string };

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
/** A field's text: strings as sent (blank is absent), numbers as JS writes them. */
const text = (v: unknown): string | undefined =>
  typeof v === "string" ? (v.trim() === "" ? undefined : v) : typeof v === "number" && Number.isFinite(v) ? String(v) : undefined;
const required = (obj: Json, key: string, name: string, code = "24"): string => text(obj[key]) ?? refuse(code, name);

/** A card number as kept in `requests`: BIN and last four only. */
function maskNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value.length > 10 ? `${value.slice(0, 6)}${"*".repeat(value.length - 10)}${value.slice(-4)}` : "*".repeat(value.length);
}

function redact(body: Json | null): Json | null {
  if (!body) return body;
  const copy = structuredClone(body);
  for (const key of ["paymentCard", "card"]) {
    const card = copy[key];
    if (!isObject(card)) continue;
    if ("cardNumber" in card) card.cardNumber = maskNumber(card.cardNumber);
    if ("cvc" in card) card.cvc = "***";
  }
  return copy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeIyzico(options: FakeIyzicoOptions = {}): Promise<FakeIyzico> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const requests: IyzicoRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const cardUsers = new Map<string, FakeCardUser>();
  /** The 3-D Secure page's PaReq → paymentId; BKM token → paymentId. */
  const pageTokens = new Map<string, string>();
  const bkmTokens = new Map<string, string>();
  let failures: { code: string; times: number } | null = null;
  let isDown = false;
  let delayMs = 0;
  // Ids are numbers like the docs' samples (§3.4 paymentId 25149157, §7.2 paymentTransactionId
  // 27169345). Choice: they count up from the clock (tenths of a second), so a restarted local iyzico
  // never gives an id it gave before: iyzico's never repeat, and the shop keeps paymentId unique.
  const clock = Math.floor(Date.now() / 100);
  let nextPaymentId = clock;
  let nextTransactionId = clock;
  let nextHostReference = 1;
  let baseUrl = "";

  /** A response signature (§11): hex HMAC-SHA256 of the values joined by ':', each as JS writes it (null/undefined → ''). */
  const sign = (values: unknown[]): string =>
    crypto
      .createHmac("sha256", secretKey)
      .update(values.map((v) => (v === undefined || v === null ? "" : String(v))).join(":"))
      .digest("hex");

  const hostReference = () => `mock${String(nextHostReference++).padStart(5, "0")}iyzihostrfn`;

  // ── IYZWSv2 (§1) ──

  /**
   * null when the call is signed by this account; else the failure code. Choice (§1.3 lists codes,
   * not their order): no Authorization header → 1009; a header that is not IYZWSv2 with apiKey,
   * randomKey and signature → 1000; another account's apiKey → 1001; a wrong signature → 1000.
   */
  function verify(authorization: string | undefined, path: string, raw: Buffer): string | null {
    if (!authorization) return "1009";
    const m = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(authorization.trim());
    if (!m) return "1000";
    const params = new Map<string, string>();
    for (const part of Buffer.from(m[1], "base64").toString("utf8").split("&")) {
      const colon = part.indexOf(":");
      if (colon > 0) params.set(part.slice(0, colon), part.slice(colon + 1));
    }
    const key = params.get("apiKey");
    const randomKey = params.get("randomKey");
    const signature = params.get("signature");
    if (key === undefined) return "1000";
    if (key !== apiKey) return "1001";
    if (randomKey === undefined || signature === undefined) return "1000";
    // [N:lib/utils.js generateHashV2]: HMAC(secretKey, randomKey + path + JSON body), the body as the bytes received.
    const expected = crypto
      .createHmac("sha256", secretKey)
      .update(randomKey + path)
      .update(raw)
      .digest();
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? null : "1000";
  }

  // ── Answers ──

  const success = (c: Call, fields: Json): Json => ({
    status: "success",
    locale: c.locale,
    systemTime: Date.now(),
    conversationId: c.conversationId,
    ...fields,
  });

  function failure(code: string, args: string[], c: Pick<Call, "locale" | "conversationId">): Json {
    // Choice: a code with no known message (failNext) answers code 1's "System error occurred".
    const known = ERRORS[code] ?? ERRORS["1"];
    const message = (c.locale.toLowerCase() === "en" ? known.en : known.tr).replace("{0}", args[0] ?? "");
    return {
      status: "failure",
      errorCode: code,
      errorMessage: message,
      errorGroup: ERRORS[code]?.group,
      locale: c.locale,
      systemTime: Date.now(),
      conversationId: c.conversationId,
    };
  }

  // ── Reading a payment request (§3.1, §3.2) ──

  function readAmount(obj: Json, key: string, name: string): bigint {
    if (obj[key] === undefined || obj[key] === null || obj[key] === "") refuse("24", name);
    const units = toUnits(obj[key]) ?? refuse("11");
    // Choice: a price of 0 or less answers 5005 (§9.3, a third-party entry; §3.2 says only that it cannot be).
    if (units <= 0n) refuse("5005", name);
    return units;
  }

  type NewCard = {
    bin: string;
    lastFour: string;
    behaviour: CardBehaviour;
    expireMonth: string;
    expireYear: string;
  };

  /** A card number and expiry as iyzico validates them (§9.3: 12, 13, 14, 15, 16, 17); only what may be kept leaves this function. */
  function readNewCard(card: Json, prefix: string, mode: { holder: boolean; cvc: boolean }): NewCard {
    if (mode.holder) required(card, "cardHolderName", `${prefix}.cardHolderName`, "16");
    const number = required(card, "cardNumber", `${prefix}.cardNumber`);
    // Old docs (§9.3, code 12): a number failing Luhn, or with letters or spaces, is "Kart numarası geçersizdir".
    if (!/^\d{15,19}$/.test(number) || !luhn(number)) refuse("12");
    const monthText = required(card, "expireMonth", `${prefix}.expireMonth`);
    if (!/^\d{1,2}$/.test(monthText) || Number(monthText) < 1 || Number(monthText) > 12) refuse("13");
    const yearText = required(card, "expireYear", `${prefix}.expireYear`);
    if (!/^(\d{2}|\d{4})$/.test(yearText)) refuse("14");
    if (mode.cvc) {
      const cvc = required(card, "cvc", `${prefix}.cvc`);
      if (!/^\d{3,4}$/.test(cvc)) refuse("15");
    }
    const expireMonth = monthText.padStart(2, "0");
    const expireYear = yearText.length === 2 ? `20${yearText}` : yearText;
    // The docs' test-card page (§9.4): the expiry may be any date, but in the future.
    if (expired(expireMonth, expireYear)) refuse("17");
    return { bin: number.slice(0, 6), lastFour: number.slice(-4), behaviour: TEST_CARD_BEHAVIOUR[number] ?? {}, expireMonth, expireYear };
  }

  /**
   * The card a known BIN makes. Choice (not documented): a BIN outside the sandbox's test cards is
   * refused with 10213 'BIN bulunamadı' ("live cards are not supported in sandbox", §9.4).
   */
  function cardOf(input: NewCard): FakeCard {
    const info = BINS[input.bin] ?? refuse("10213");
    return {
      binNumber: input.bin,
      lastFourDigits: input.lastFour,
      cardType: info.cardType,
      cardAssociation: info.cardAssociation,
      cardFamily: info.bank?.cardFamily,
      bankName: info.bank?.bankName,
      bankCode: info.bank?.bankCode,
      domestic: info.domestic,
      expireMonth: input.expireMonth,
      expireYear: input.expireYear,
      behaviour: input.behaviour,
    };
  }

  type CardChoice = {
    card: FakeCard;
    paidWith?: { cardUserKey: string; cardToken: string };
    register: boolean;
    registerCardUserKey?: string;
    cardAlias?: string;
  };
  type CardRequest =
    | { kind: "new"; card: NewCard; register: boolean; registerCardUserKey?: string; cardAlias?: string }
    | { kind: "stored"; cardUserKey?: string; cardToken: string };

  function readPaymentCard(body: Json): CardRequest {
    const pc = isObject(body.paymentCard) ? body.paymentCard : refuse("24", "paymentCard");
    // A stored card (§7.5): cardUserKey + cardToken instead of the number; a CVC, when sent, goes to the bank as it is.
    if (text(pc.cardToken) !== undefined || (text(pc.cardUserKey) !== undefined && text(pc.cardNumber) === undefined)) {
      const cardToken = required(pc, "cardToken", "paymentCard.cardToken");
      const cvc = text(pc.cvc);
      if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) refuse("15");
      return { kind: "stored", cardUserKey: text(pc.cardUserKey), cardToken };
    }
    const card = readNewCard(pc, "paymentCard", { holder: true, cvc: true });
    const register = text(pc.registerCard) === "1";
    return { kind: "new", card, register, registerCardUserKey: register ? text(pc.cardUserKey) : undefined, cardAlias: text(pc.cardAlias) };
  }

  /** The stored card of a user (3001 no cardUserKey, 3005 unknown user, 3006 a token not (or no longer) the user's). */
  function storedCard(cardUserKey: string | undefined, cardToken: string): FakeStoredCard {
    if (cardUserKey === undefined) refuse("3001");
    const user = cardUsers.get(cardUserKey) ?? refuse("3005");
    return user.cards.get(cardToken) ?? refuse("3006");
  }

  function resolveCard(request: CardRequest): CardChoice {
    if (request.kind === "stored") {
      const stored = storedCard(request.cardUserKey, request.cardToken);
      if (expired(stored.expireMonth, stored.expireYear)) refuse("17");
      const { cardToken: _token, cardAlias: _alias, ...card } = stored;
      return { card, paidWith: { cardUserKey: request.cardUserKey ?? "", cardToken: request.cardToken }, register: false };
    }
    const card = cardOf(request.card);
    if (request.registerCardUserKey !== undefined && !cardUsers.has(request.registerCardUserKey)) refuse("3005");
    return { card, register: request.register, registerCardUserKey: request.registerCardUserKey, cardAlias: request.cardAlias };
  }

  function readAddress(body: Json, key: string): void {
    const address = isObject(body[key]) ? body[key] : refuse("24", key);
    // §3.2: contactName, city, country and address are required; zipCode is not.
    for (const field of ["address", "contactName", "city", "country"]) required(address, field, `${key}.${field}`);
  }

  /** The buyer (§3.2): code 8 for identityNumber, 3 and 5 for the e-mail, 24 for the others. Returns the e-mail. */
  function readBuyer(body: Json): string {
    const buyer = isObject(body.buyer) ? body.buyer : refuse("24", "buyer");
    for (const field of ["id", "name", "surname"]) required(buyer, field, `buyer.${field}`);
    required(buyer, "identityNumber", "buyer.identityNumber", "8");
    const email = required(buyer, "email", "buyer.email", "3");
    if (!EMAIL.test(email)) refuse("5");
    for (const field of ["registrationAddress", "city", "country", "ip"]) required(buyer, field, `buyer.${field}`);
    return email;
  }

  type DraftItem = { id: string; name: string; category1: string; category2?: string; itemType: string; price: bigint };

  function readBasket(body: Json): DraftItem[] {
    const list = body.basketItems;
    if (!Array.isArray(list) || list.length === 0) refuse("24", "basketItems");
    // Choice: over 500 items (the legacy docs' limit, §3.2) is 11 'Geçersiz istek'.
    if (list.length > 500) refuse("11");
    return list.map((raw, i) => {
      const item = isObject(raw) ? raw : refuse("11");
      const name = `basketItems[${i}]`;
      const id = required(item, "id", `${name}.id`);
      const price = readAmount(item, "price", `${name}.price`);
      const itemName = required(item, "name", `${name}.name`);
      const category1 = required(item, "category1", `${name}.category1`);
      const itemType = required(item, "itemType", `${name}.itemType`);
      if (itemType !== "PHYSICAL" && itemType !== "VIRTUAL") refuse("11");
      return { id, name: itemName, category1, category2: text(item.category2), itemType, price };
    });
  }

  type Draft = {
    price: bigint;
    paidPrice: bigint;
    currency: string;
    installment: number;
    callbackUrl?: string;
    buyerEmail: string;
    items: DraftItem[];
    card?: CardChoice;
  };

  /**
   * A payment request checked as iyzico documents it (§3.2, §3.3): fields first, in the order the
   * client sends them, then the rules between them (5062 price ≠ Σ basket, 5184 a Turkish card in
   * another currency), then the card (stored card, BIN, installment).
   */
  function readOrder(c: Call, mode: "3ds" | "non3ds" | "bkm"): Draft {
    const b = c.body;
    const price = readAmount(b, "price", "price");
    // BKM Express has no paidPrice (§8.1): the shopper pays the price.
    const paidPrice = mode === "bkm" ? price : readAmount(b, "paidPrice", "paidPrice");
    let installment = 1;
    if (mode !== "bkm" && b.installment !== undefined && b.installment !== null && b.installment !== "") {
      const n = Number(text(b.installment));
      if (!Number.isInteger(n) || n < 1) refuse("11");
      installment = n;
    }
    const cardRequest = mode === "bkm" ? undefined : readPaymentCard(b);
    const buyerEmail = readBuyer(b);
    readAddress(b, "billingAddress");
    const items = readBasket(b);
    // §3.2: the shipping address is required when a basket item is PHYSICAL.
    if (items.some((i) => i.itemType === "PHYSICAL")) readAddress(b, "shippingAddress");
    // §3.2: currency is optional today, TRY by default.
    const currency = text(b.currency) ?? "TRY";
    if (!CURRENCIES.includes(currency)) refuse("11");
    let callbackUrl: string | undefined;
    if (mode !== "non3ds") {
      callbackUrl = required(b, "callbackUrl", "callbackUrl", "23");
      const url = URL.canParse(callbackUrl) ? new URL(callbackUrl) : null;
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) refuse("11");
    }
    if (sumUnits(items.map((i) => i.price)) !== price) refuse("5062");
    const card = cardRequest ? resolveCard(cardRequest) : undefined;
    if (card) {
      if (card.card.domestic && currency !== "TRY") refuse("5184");
      // Choice: a debit card with installments is 10218, a count the card's family does not offer (or any
      // count on a foreign card) 10222, the bank errors of those names (§9.2, old docs' table).
      if (installment > 1) {
        if (card.card.cardType === "DEBIT_CARD") refuse("10218");
        if (!card.card.domestic || !(INSTALLMENT_COUNTS as readonly number[]).includes(installment)) refuse("10222");
      }
    }
    return { price, paidPrice, currency, installment, callbackUrl, buyerEmail, items, card };
  }

  function createPayment(c: Call, draft: Draft, kind: FakePayment["kind"], card: FakeCard, status: PaymentStatus): FakePayment {
    const b = c.body;
    const paid = splitPaid(
      draft.items.map((i) => i.price),
      draft.price,
      draft.paidPrice,
    );
    const payment: FakePayment = {
      paymentId: String(nextPaymentId++),
      kind,
      status,
      conversationId: c.conversationId,
      price: toNumber(draft.price),
      paidPrice: toNumber(draft.paidPrice),
      currency: draft.currency,
      installment: draft.installment,
      basketId: text(b.basketId),
      paymentChannel: text(b.paymentChannel),
      paymentGroup: text(b.paymentGroup),
      callbackUrl: draft.callbackUrl,
      buyerEmail: draft.buyerEmail,
      card,
      paidWith: draft.card?.paidWith,
      registerCard: draft.card?.register ?? false,
      registerCardUserKey: draft.card?.registerCardUserKey,
      cardAlias: draft.card?.cardAlias,
      items: draft.items.map((item, i) => ({
        itemId: item.id,
        paymentTransactionId: String(nextTransactionId++),
        name: item.name,
        category1: item.category1,
        category2: item.category2,
        itemType: item.itemType,
        price: toNumber(item.price),
        paidPrice: toNumber(paid[i]),
        refunded: 0,
      })),
      createdAt: new Date(),
      cancelled: false,
      refunds: [],
    };
    payments.set(payment.paymentId, payment);
    return payment;
  }

  // ── Completing a payment: the bank's answer ──

  function newCardUser(email: string, externalId?: string): FakeCardUser {
    const user: FakeCardUser = { cardUserKey: crypto.randomUUID(), email, externalId, cards: new Map() };
    cardUsers.set(user.cardUserKey, user);
    return user;
  }

  /** The user of this e-mail (one cardUserKey per e-mail), new when there is none. */
  const userByEmail = (email: string, externalId?: string): FakeCardUser =>
    [...cardUsers.values()].find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? newCardUser(email, externalId);

  function storeCard(user: FakeCardUser, card: FakeCard, cardAlias?: string): FakeStoredCard {
    // Current keys are UUID-style (§7.4).
    const stored: FakeStoredCard = { ...card, cardToken: crypto.randomUUID(), cardAlias };
    user.cards.set(stored.cardToken, stored);
    return stored;
  }

  /** The bank's answer to a payment: its decline code (the payment FAILURE), or null (SUCCESS, the card saved when asked). */
  function charge(p: FakePayment): string | null {
    if (p.paidWith && !cardUsers.get(p.paidWith.cardUserKey)?.cards.has(p.paidWith.cardToken)) {
      // The stored card was deleted between the 3-D Secure start and its completion.
      p.status = "FAILURE";
      p.failureCode = "3006";
      return p.failureCode;
    }
    const declineCode = p.card.behaviour.declineCode;
    if (declineCode) {
      p.status = "FAILURE";
      p.failureCode = declineCode;
      return declineCode;
    }
    p.status = "SUCCESS";
    p.completedAt = new Date();
    p.authCode = String(crypto.randomInt(100_000, 1_000_000));
    p.hostReference = hostReference();
    if (p.registerCard) {
      const user = (p.registerCardUserKey !== undefined ? cardUsers.get(p.registerCardUserKey) : undefined) ?? userByEmail(p.buyerEmail);
      const stored = storeCard(user, p.card, p.cardAlias);
      p.cardUserKey = user.cardUserKey;
      p.cardToken = stored.cardToken;
    } else if (p.paidWith) {
      p.cardUserKey = p.paidWith.cardUserKey;
      p.cardToken = p.paidWith.cardToken;
    }
    return null;
  }

  // ── The payment resource (§5.3, §6) ──

  /** iyzico's commission in the sandbox samples (§5.3: 0.02625 of 1 TL, a 0.25 TL fee per payment, shared by the items by price). */
  const IYZI_RATE_PER_100000 = 2_625n;
  const IYZI_FEE = 25_000_000n;

  function itemTransaction(p: FakePayment, item: FakeItem): Json {
    const price = unitsOf(item.price);
    const paid = unitsOf(item.paidPrice);
    const rateAmount = roundDiv(paid * IYZI_RATE_PER_100000, 100_000n);
    const fee = roundDiv(IYZI_FEE * price, unitsOf(p.price));
    const payout = paid - rateAmount - fee;
    const resolved = new Date((p.completedAt ?? p.createdAt).getTime() + 7 * 86_400_000);
    return {
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      transactionStatus: 2,
      price: item.price,
      paidPrice: item.paidPrice,
      merchantCommissionRate: merchantCommissionRate(p),
      merchantCommissionRateAmount: toNumber(paid - price),
      iyziCommissionRateAmount: toNumber(rateAmount),
      iyziCommissionFee: toNumber(fee),
      blockageRate: 0,
      blockageRateAmountMerchant: 0,
      blockageRateAmountSubMerchant: 0,
      blockageResolvedDate: iyzicoDateTime(resolved),
      subMerchantPrice: 0,
      subMerchantPayoutRate: 0,
      subMerchantPayoutAmount: 0,
      merchantPayoutAmount: toNumber(payout),
      convertedPayout: {
        paidPrice: item.paidPrice,
        iyziCommissionRateAmount: toNumber(rateAmount),
        iyziCommissionFee: toNumber(fee),
        blockageRateAmountMerchant: 0,
        blockageRateAmountSubMerchant: 0,
        subMerchantPayoutAmount: 0,
        merchantPayoutAmount: toNumber(payout),
        iyziConversionRate: 0,
        iyziConversionRateAmount: 0,
        currency: p.currency,
      },
    };
  }

  /** (paidPrice − price) / price in percent (§3.3: price 100, paidPrice 110 → 10). */
  const merchantCommissionRate = (p: FakePayment): number =>
    toNumber(((unitsOf(p.paidPrice) - unitsOf(p.price)) * 100n * SCALE) / unitsOf(p.price));

  /**
   * The PaymentResource fields (§5.3) in iyzico's order. Choice: a payment that is not SUCCESS
   * shows its amounts and card but no commissions, itemTransactions, authCode, phase or hostReference.
   */
  function resourceFields(p: FakePayment): Json {
    const ok = p.status === "SUCCESS";
    const paid = unitsOf(p.paidPrice);
    return {
      price: p.price,
      paidPrice: p.paidPrice,
      installment: p.installment,
      paymentId: p.paymentId,
      fraudStatus: ok ? 1 : undefined,
      merchantCommissionRate: ok ? merchantCommissionRate(p) : undefined,
      merchantCommissionRateAmount: ok ? toNumber(paid - unitsOf(p.price)) : undefined,
      iyziCommissionRateAmount: ok ? toNumber(roundDiv(paid * IYZI_RATE_PER_100000, 100_000n)) : undefined,
      iyziCommissionFee: ok ? toNumber(IYZI_FEE) : undefined,
      cardType: p.card.cardType,
      cardAssociation: p.card.cardAssociation,
      cardFamily: p.card.cardFamily,
      cardToken: p.cardToken,
      cardUserKey: p.cardUserKey,
      binNumber: p.card.binNumber,
      lastFourDigits: p.card.lastFourDigits,
      basketId: p.basketId,
      currency: p.currency,
      itemTransactions: ok ? p.items.map((item) => itemTransaction(p, item)) : undefined,
      authCode: p.authCode,
      phase: ok ? "AUTH" : undefined,
      // §4.3: mdStatus appears on 3-D Secure payments only; a number in the auth answer (§5.3).
      mdStatus: p.kind === "3ds" && p.threeDs?.mdStatus !== undefined ? Number(p.threeDs.mdStatus) : undefined,
      hostReference: p.hostReference,
    };
  }

  /** The answer to 3dsecure/auth (v1, v2) and /payment/auth: the resource, signed [paymentId, currency, basketId, conversationId, paidPrice, price] (§5.3). */
  function paymentAnswer(p: FakePayment, c: Call): Json {
    return {
      ...success(c, resourceFields(p)),
      signature: sign([p.paymentId, p.currency, p.basketId, c.conversationId, p.paidPrice, p.price]),
    };
  }

  /**
   * /payment/detail (§6): the resource with paymentStatus, signed like the auth answer. Choice: a
   * FAILURE payment also names its errorCode, errorMessage and errorGroup (the query itself succeeded).
   */
  function detailAnswer(p: FakePayment, c: Call): Json {
    const error = p.status === "FAILURE" && p.failureCode ? failure(p.failureCode, [], c) : undefined;
    return {
      status: "success",
      paymentStatus: p.status,
      errorCode: error?.errorCode,
      errorMessage: error?.errorMessage,
      errorGroup: error?.errorGroup,
      locale: c.locale,
      systemTime: Date.now(),
      conversationId: c.conversationId,
      ...resourceFields(p),
      signature: sign([p.paymentId, p.currency, p.basketId, c.conversationId, p.paidPrice, p.price]),
    };
  }

  // ── 3-D Secure: the page and the callback (§3.4, §4) ──

  /** The form iyzico's sandbox returns as threeDSHtmlContent (§3.4), posting to this server's bank page. */
  function threeDsInitHtml(p: FakePayment, pageToken: string): string {
    // Choice: the sandbox's successUrl / failureUrl fields are left out: this server has no such pages.
    return `<!doctype html>
<html lang="en">
<head>
    <title>iyzico Mock 3D-Secure Processing Page</title>
</head>
<body>
<form id="iyzico-3ds-form" action="${escapeHtml(baseUrl)}/payment/mock/init3ds" method="post">
    <input type="hidden" name="orderId" value="mock${escapeHtml(p.paymentId)}iyziord">
    <input type="hidden" name="bin" value="${escapeHtml(p.card.binNumber)}">
    <input type="hidden" name="confirmationUrl" value="${escapeHtml(baseUrl)}/payment/mock/confirm3ds">
    <input type="hidden" name="PaReq" value="${escapeHtml(pageToken)}">
</form>
<script type="text/javascript">document.getElementById("iyzico-3ds-form").submit();</script>
</body>
</html>`;
  }

  function callbackFields(p: FakePayment): CallbackFields {
    const threeDs = p.threeDs;
    if (!threeDs?.callbackStatus || threeDs.mdStatus === undefined) throw new Error(`payment ${p.paymentId} has no 3-D Secure answer yet`);
    const fields = {
      status: threeDs.callbackStatus,
      paymentId: p.paymentId,
      conversationData: threeDs.conversationData,
      conversationId: p.conversationId ?? "",
      mdStatus: threeDs.mdStatus,
    };
    // §4.2 [P:samples/callbackUrl_Signature_Validation.php]: conversationData:conversationId:mdStatus:paymentId:status.
    const signature = sign([fields.conversationData, fields.conversationId, fields.mdStatus, fields.paymentId, fields.status]);
    return { ...fields, signature };
  }

  /**
   * The shopper's answer on the bank page, once. 'Onayla': status success, mdStatus 1, except the
   * cards 'Success but mdStatus is 0 / 4' (§9.4), which answer status success with that mdStatus
   * (Choice: the README's "Success" read literally; auth then refuses them, as it does any mdStatus
   * other than 1). 'Reddet': status failure, mdStatus 0. Choice: paymentId is sent either way (§4.1
   * says it is set when verification succeeded; the payment has one from the start). conversationData
   * is empty, as in the PHP sample's payload (§4.1).
   */
  function decide3ds(p: FakePayment, approve: boolean): CallbackFields {
    if (p.status === "INIT_THREEDS" && p.threeDs) {
      p.threeDs.callbackStatus = approve ? "success" : "failure";
      p.threeDs.mdStatus = approve ? (p.card.behaviour.mdStatus ?? "1") : "0";
      p.status = "CALLBACK_THREEDS";
    }
    return callbackFields(p);
  }

  function threeDsPage(p: FakePayment, error?: string): PageAnswer {
    const card = p.card;
    const installment = p.installment > 1 ? `${p.installment} taksit` : "Tek çekim";
    const content = `<section class="card" aria-labelledby="title">
<p class="bank">${escapeHtml([card.bankName, card.cardFamily].filter(Boolean).join(" · ") || "Kartınızın bankası")}</p>
<h1 id="title">3D Secure Doğrulama</h1>
<p class="lead">Ödemeyi onaylamak için bankanızın gönderdiği doğrulama kodunu girin.</p>
<dl>
<dt>Tutar</dt><dd>${escapeHtml(amountText(p.paidPrice, p.currency))}</dd>
<dt>Ödeme</dt><dd>${escapeHtml(installment)}</dd>
<dt>Kart</dt><dd>${escapeHtml(maskedCard(card))}</dd>
</dl>
<form method="post" action="/payment/mock/confirm3ds">
${hiddenInputs({ PaReq: p.threeDs?.pageToken ?? "" })}
<label for="code">Doğrulama kodu</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" value="${SANDBOX_3DS_CODE}" aria-describedby="code-hint">
<p id="code-hint" class="hint">Deneme ortamı: kod önceden dolduruldu.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ""}<div class="actions">
<button type="submit" name="decision" value="approve">Onayla</button>
<button type="submit" name="decision" value="decline" class="secondary">Reddet</button>
</div>
</form>
</section>`;
    return { status: 200, html: page("3D Secure Doğrulama", content) };
  }

  /** The page that posts the answer to the merchant: at once after a decision, on a button when the payment was decided before. */
  function callbackPage(
    title: string,
    callbackUrl: string,
    fields: Record<string, string>,
    message: string,
    autoSubmit: boolean,
  ): PageAnswer {
    const content = `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(title)}</h1>
<p class="lead" role="status">${escapeHtml(message)}</p>
<form id="iyzico-callback-form" method="post" action="${escapeHtml(callbackUrl)}">
${hiddenInputs(fields)}
<div class="actions"><button type="submit">Mağazaya dön</button></div>
</form>
</section>`;
    return { status: 200, html: page(title, content, autoSubmit), formTargets: [new URL(callbackUrl).origin] };
  }

  const notFoundPage = (title: string): PageAnswer => ({
    status: 404,
    html: page(
      title,
      `<section class="card"><h1>${escapeHtml(title)}</h1><p class="lead">İşlem bulunamadı ya da süresi doldu.</p></section>`,
    ),
  });

  const paymentOfPage = (token: string | undefined): FakePayment | undefined => {
    const id = token ? pageTokens.get(token) : undefined;
    return id ? payments.get(id) : undefined;
  };

  function threeDsPageRoute(method: string, fields: Record<string, string>, path: string): PageAnswer {
    const title = "3D Secure Doğrulama";
    const p = paymentOfPage(fields.PaReq);
    if (!p || !p.threeDs) return notFoundPage(title);
    // A payment decided before shows the answer again, posted only on the button.
    if (p.status !== "INIT_THREEDS")
      return callbackPage(title, p.callbackUrl ?? "", { ...callbackFields(p) }, "Bu işlem daha önce sonuçlandırıldı.", false);
    if (path === "/payment/mock/init3ds") return threeDsPage(p);
    // /payment/mock/confirm3ds: the page's own form.
    if (method !== "POST") return { ...notFoundPage(title), status: 405 };
    if (fields.decision !== "approve" && fields.decision !== "decline") return threeDsPage(p, "Lütfen Onayla ya da Reddet'i seçin.");
    if (fields.decision === "approve" && (fields.code ?? "").trim() !== SANDBOX_3DS_CODE)
      return threeDsPage(p, "Doğrulama kodu hatalı. Lütfen tekrar deneyin.");
    const answer = decide3ds(p, fields.decision === "approve");
    const message =
      answer.status === "success"
        ? "Doğrulama tamamlandı. Mağazaya yönlendiriliyorsunuz…"
        : "Ödeme reddedildi. Mağazaya yönlendiriliyorsunuz…";
    return callbackPage(title, p.callbackUrl ?? "", { ...answer }, message, true);
  }

  // ── BKM Express (§8) ──

  function bkmInitHtml(token: string): string {
    const ts = String(Date.now());
    // §8.1: the sandbox posts t, ts and s; s is ours (an HMAC of token and time), as its meaning is not documented.
    const s = crypto.createHmac("sha256", secretKey).update(`${token}${ts}`).digest("hex");
    return `<!doctype html>
<html lang="en">
<head>
    <title>iyzico Mock BKM Express Page</title>
</head>
<body>
<form id="iyzico-bkm-form" action="${escapeHtml(baseUrl)}/payment/bkm/mock/initialize" method="post">
    <input type="hidden" name="t" value="${escapeHtml(token)}">
    <input type="hidden" name="ts" value="${ts}">
    <input type="hidden" name="s" value="${s}">
</form>
<script type="text/javascript">document.getElementById("iyzico-bkm-form").submit();</script>
</body>
</html>`;
  }

  /** The shopper's answer at BKM Express, once: 'Onayla' completes the payment with BKM_CARD, 'Reddet' fails it (Choice: 10005 'İşlem onaylanmadı'). */
  function decideBkm(p: FakePayment, approve: boolean): { token: string } {
    if (p.status === "INIT_BKM") {
      if (approve) charge(p);
      else {
        p.status = "FAILURE";
        p.failureCode = "10005";
      }
    }
    return { token: p.bkm?.token ?? "" };
  }

  function bkmPageRoute(method: string, fields: Record<string, string>, path: string): PageAnswer {
    const title = "BKM Express ile Ödeme";
    const id = fields.t ? bkmTokens.get(fields.t) : undefined;
    const p = id ? payments.get(id) : undefined;
    if (!p || !p.bkm) return notFoundPage(title);
    if (p.status !== "INIT_BKM")
      return callbackPage(title, p.callbackUrl ?? "", decideBkm(p, false), "Bu işlem daha önce sonuçlandırıldı.", false);
    if (path === "/payment/bkm/mock/confirm" && method === "POST" && (fields.decision === "approve" || fields.decision === "decline")) {
      const answer = decideBkm(p, fields.decision === "approve");
      return callbackPage(title, p.callbackUrl ?? "", answer, "Mağazaya yönlendiriliyorsunuz…", true);
    }
    const content = `<section class="card" aria-labelledby="title">
<p class="bank">BKM Express</p>
<h1 id="title">${title}</h1>
<p class="lead">Kayıtlı kartınızla ödemeyi onaylayın.</p>
<dl>
<dt>Tutar</dt><dd>${escapeHtml(amountText(p.paidPrice, p.currency))}</dd>
<dt>Kart</dt><dd>${escapeHtml(maskedCard(p.card))}</dd>
</dl>
<form method="post" action="/payment/bkm/mock/confirm">
${hiddenInputs({ t: p.bkm.token })}
<div class="actions">
<button type="submit" name="decision" value="approve">Onayla</button>
<button type="submit" name="decision" value="decline" class="secondary">Reddet</button>
</div>
</form>
</section>`;
    return { status: 200, html: page(title, content) };
  }

  const PAGES: Record<string, (method: string, fields: Record<string, string>, path: string) => PageAnswer> = {
    "/payment/mock/init3ds": threeDsPageRoute,
    "/payment/mock/confirm3ds": threeDsPageRoute,
    "/payment/bkm/mock/initialize": bkmPageRoute,
    "/payment/bkm/mock/confirm": bkmPageRoute,
  };

  // ── The API's endpoints ──

  /** binNumber: 6 digits (old docs) or 8 (current docs, §2.1); the table knows the first 6. */
  function readBin(b: Json, requiredBin: boolean): string | undefined {
    const binNumber = text(b.binNumber);
    if (binNumber === undefined) return requiredBin ? refuse("24", "binNumber") : undefined;
    if (!/^\d{6,8}$/.test(binNumber)) refuse("5007");
    return binNumber;
  }

  function installmentPrices(info: BinInfo, price: bigint): Json[] {
    const rates = info.cardType === "CREDIT_CARD" && info.domestic && info.bank ? INSTALLMENT_RATES_BP[info.bank.cardFamily] : undefined;
    const counts = rates ? INSTALLMENT_COUNTS.filter((n) => rates[n] !== undefined) : [1];
    return counts.map((n) => {
      const total = withRate(price, rates?.[n] ?? 0);
      return { installmentPrice: toNumber(roundDiv(total, BigInt(n) * KURUS) * KURUS), totalPrice: toNumber(total), installmentNumber: n };
    });
  }

  const ROUTES: Record<string, (c: Call) => Json> = {
    /**
     * §2.1. Choice (no answer documented): a BIN outside the test cards' table is 10213 'BIN
     * bulunamadı'; a foreign test card answers its type and association, without a bank or family.
     */
    "POST /payment/bin/check": (c) => {
      const binNumber = readBin(c.body, true) ?? "";
      const info = BINS[binNumber.slice(0, 6)] ?? refuse("10213");
      return success(c, {
        binNumber,
        cardType: info.cardType,
        cardAssociation: info.cardAssociation,
        cardFamily: info.bank?.cardFamily,
        bankName: info.bank?.bankName,
        bankCode: info.bank?.bankCode,
        commercial: 0,
      });
    },

    /**
     * §2.2. With a domestic BIN: its family's table (credit: 1, 2, 3, 6, 9, 12; debit: 1 only, force3ds 1).
     * With a foreign BIN, and (Choice) with an unknown one, since iyzico cannot tell them apart: the old
     * docs' foreign shape, one installment. Without a BIN: one entry per family, without binNumber,
     * cardType or cardAssociation (old docs).
     */
    "POST /payment/iyzipos/installment": (c) => {
      const price = readAmount(c.body, "price", "price");
      const binNumber = readBin(c.body, false);
      const priceNumber = toNumber(price);
      const details = (info: BinInfo, withCard: boolean, binText?: string): Json => ({
        binNumber: binText,
        price: priceNumber,
        cardType: withCard ? info.cardType : undefined,
        cardAssociation: withCard ? info.cardAssociation : undefined,
        cardFamilyName: info.bank?.cardFamily,
        force3ds: info.cardType === "DEBIT_CARD" ? 1 : 0,
        bankCode: info.bank?.bankCode,
        bankName: info.bank?.bankName,
        forceCvc: 0,
        commercial: 0,
        dccEnabled: 0,
        agricultureEnabled: 0,
        installmentPrices: installmentPrices(info, price),
      });
      if (binNumber === undefined) {
        const families = new Map<string, BinInfo>();
        for (const info of Object.values(BINS))
          if (info.bank && info.cardType === "CREDIT_CARD" && !families.has(info.bank.cardFamily)) families.set(info.bank.cardFamily, info);
        return success(c, { installmentDetails: [...families.values()].map((info) => details(info, false)) });
      }
      const info = BINS[binNumber.slice(0, 6)];
      if (!info || !info.domestic) {
        const single = installmentPrices(foreign("CREDIT_CARD", ""), price);
        return success(c, { installmentDetails: [{ binNumber, price: priceNumber, force3ds: 0, forceCvc: 0, installmentPrices: single }] });
      }
      return success(c, { installmentDetails: [details(info, true, binNumber)] });
    },

    /**
     * §3. A valid request opens the payment (INIT_THREEDS) and answers the sandbox's form, base64,
     * with paymentId, signed [paymentId, conversationId]. Card 4151111111111112 fails here.
     * Choice (no example documented, §3.4): it answers 10202 'Ödeme işlemi esnasında genel bir hata
     * oluştu' and no payment is kept. Bank-decline cards pass here and fail at auth.
     */
    "POST /payment/3dsecure/initialize": (c) => {
      const draft = readOrder(c, "3ds");
      const choice = draft.card ?? refuse("24", "paymentCard");
      if (choice.card.behaviour.failsAtInit) refuse("10202");
      const p = createPayment(c, draft, "3ds", choice.card, "INIT_THREEDS");
      const pageToken = crypto.randomUUID();
      p.threeDs = { pageToken, conversationData: "" };
      pageTokens.set(pageToken, p.paymentId);
      return success(c, {
        threeDSHtmlContent: Buffer.from(threeDsInitHtml(p, pageToken), "utf8").toString("base64"),
        paymentId: p.paymentId,
        signature: sign([p.paymentId, c.conversationId]),
      });
    },

    "POST /payment/3dsecure/auth": (c) => threeDsAuth(c, 1),
    "POST /payment/v2/3dsecure/auth": (c) => threeDsAuth(c, 2),

    /**
     * §7.5: a payment without 3-D Secure (a stored card charged by the merchant, or a new card), the
     * same checks as 3dsecure/initialize but no callbackUrl, decided at once. Bank-decline cards fail
     * here with their code; the 3-D Secure test cards (init failure, mdStatus 0/4) pay normally.
     * Choice: debit cards are not refused here (10217 exists, but when iyzico answers it is not documented).
     */
    "POST /payment/auth": (c) => {
      const draft = readOrder(c, "non3ds");
      const choice = draft.card ?? refuse("24", "paymentCard");
      const p = createPayment(c, draft, "non3ds", choice.card, "INIT_THREEDS");
      const declined = charge(p);
      if (declined) refuse(declined);
      return paymentAnswer(p, c);
    },

    /** §6: by paymentId, else the latest payment of paymentConversationId; unknown → 5087. */
    "POST /payment/detail": (c) => {
      const paymentId = text(c.body.paymentId);
      const conversationId = text(c.body.paymentConversationId);
      if (paymentId === undefined && conversationId === undefined) refuse("24", "paymentId");
      const p =
        paymentId !== undefined
          ? payments.get(paymentId)
          : [...payments.values()].reverse().find((candidate) => candidate.conversationId === conversationId);
      if (!p) refuse("5087");
      return detailAnswer(p, c);
    },

    /**
     * §7.1: the whole payment, on the day it was paid (Istanbul), unsigned like iyzico's. Unknown
     * or not SUCCESS → 5087. Choice (no codes documented): already cancelled, already (partly)
     * refunded, after the day's end, or card 5406670000000009 → 10012 'Geçersiz işlem'.
     */
    "POST /payment/cancel": (c) => {
      const paymentId = required(c.body, "paymentId", "paymentId");
      readReason(c.body);
      const p = payments.get(paymentId);
      if (!p || p.status !== "SUCCESS") refuse("5087");
      if (
        p.cancelled ||
        p.refunds.length > 0 ||
        p.card.behaviour.noReversal ||
        istanbulDay(p.completedAt ?? p.createdAt) !== istanbulDay(new Date())
      )
        refuse("10012");
      p.cancelled = true;
      return success(c, {
        paymentId: p.paymentId,
        price: p.paidPrice,
        currency: p.currency,
        authCode: p.authCode,
        hostReference: p.hostReference,
        cancelHostReference: hostReference(),
      });
    },

    /**
     * §7.2: part of one item, as often as something is left: price ≤ the item's paidPrice less what
     * was refunded before. Signed [paymentId, price, currency, conversationId] (Java's Refund).
     * Unknown paymentTransactionId, or its payment not SUCCESS → 5087; another currency → 11.
     * Choice (no codes documented): a cancelled payment or card 5406670000000009 → 10012 'Geçersiz
     * işlem'; more than is left → 10232 'Geçersiz tutar'.
     */
    "POST /payment/refund": (c) => {
      const paymentTransactionId = required(c.body, "paymentTransactionId", "paymentTransactionId");
      const price = readAmount(c.body, "price", "price");
      readReason(c.body);
      const p = [...payments.values()].find((candidate) => candidate.items.some((i) => i.paymentTransactionId === paymentTransactionId));
      const item = p?.items.find((i) => i.paymentTransactionId === paymentTransactionId);
      if (!p || !item || p.status !== "SUCCESS") refuse("5087");
      refundable(p, c.body);
      if (price > unitsOf(item.paidPrice) - unitsOf(item.refunded)) refuse("10232");
      item.refunded = toNumber(unitsOf(item.refunded) + price);
      p.refunds.push({ paymentTransactionId, price: toNumber(price), at: new Date() });
      return refundAnswer(p, c, price, paymentTransactionId);
    },

    /**
     * §7.3: by paymentId; the items are refunded in basket order, each up to what is left of it.
     * Same refusals as /payment/refund. Signature: the reference shows a conflict (Node's sample
     * verifies [paymentId, conversationId], Java [paymentId, price, currency, conversationId]).
     * Choice: Java's, because Java's sample test asserts it against the sandbox
     * (RefundSample.should_refund_v2_payment), while Node's sample only logs the comparison.
     */
    "POST /v2/payment/refund": (c) => {
      const price = readAmount(c.body, "price", "price");
      const paymentId = required(c.body, "paymentId", "paymentId");
      const p = payments.get(paymentId);
      if (!p || p.status !== "SUCCESS") refuse("5087");
      refundable(p, c.body);
      const left = p.items.map((i) => unitsOf(i.paidPrice) - unitsOf(i.refunded));
      if (price > sumUnits(left)) refuse("10232");
      let rest = price;
      p.items.forEach((item, i) => {
        const part = rest < left[i] ? rest : left[i];
        if (part <= 0n) return;
        item.refunded = toNumber(unitsOf(item.refunded) + part);
        p.refunds.push({ paymentTransactionId: item.paymentTransactionId, price: toNumber(part), at: new Date() });
        rest -= part;
      });
      return refundAnswer(p, c, price);
    },

    /**
     * §7.4: a card for a new user (email; the same e-mail keeps one cardUserKey) or for cardUserKey
     * (unknown → 3005). Checked as a payment's card (12, 13, 14, 17; no CVC here), a BIN outside the
     * test cards → 10213. Choice: the same card saved twice gets a second token (nothing of the
     * number is kept to match it by).
     */
    "POST /cardstorage/card": (c) => {
      const cardUserKey = text(c.body.cardUserKey);
      let user: FakeCardUser | undefined;
      let email: string | undefined;
      if (cardUserKey !== undefined) user = cardUsers.get(cardUserKey) ?? refuse("3005");
      else {
        email = required(c.body, "email", "email", "3");
        if (!EMAIL.test(email)) refuse("5");
      }
      const cardBody = isObject(c.body.card) ? c.body.card : refuse("24", "card");
      const card = cardOf(readNewCard(cardBody, "card", { holder: false, cvc: false }));
      const owner = user ?? userByEmail(email ?? "", text(c.body.externalId));
      const stored = storeCard(owner, card, text(cardBody.cardAlias));
      return success(c, {
        externalId: owner.externalId,
        email: owner.email,
        cardUserKey: owner.cardUserKey,
        cardToken: stored.cardToken,
        binNumber: stored.binNumber,
        lastFourDigits: stored.lastFourDigits,
        cardType: stored.cardType,
        cardAssociation: stored.cardAssociation,
        cardFamily: stored.cardFamily,
        cardAlias: stored.cardAlias,
        cardBankCode: stored.bankCode,
        cardBankName: stored.bankName,
      });
    },

    /** §7.4 (DELETE with a JSON body): 3001 no cardUserKey, 3005 unknown user, 3006 a token not the user's. The token can no longer pay. */
    "DELETE /cardstorage/card": (c) => {
      const cardToken = required(c.body, "cardToken", "cardToken");
      const user = cardUsers.get(text(c.body.cardUserKey) ?? refuse("3001")) ?? refuse("3005");
      if (!user.cards.delete(cardToken)) refuse("3006");
      return success(c, {});
    },

    /** §7.4: the user's cards, those saved by a payment with registerCard=1 included. */
    "POST /cardstorage/cards": (c) => {
      const user = cardUsers.get(text(c.body.cardUserKey) ?? refuse("3001")) ?? refuse("3005");
      return success(c, {
        cardUserKey: user.cardUserKey,
        cardDetails: [...user.cards.values()].map((card) => ({
          cardToken: card.cardToken,
          cardAlias: card.cardAlias,
          binNumber: card.binNumber,
          lastFourDigits: card.lastFourDigits,
          cardType: card.cardType,
          cardAssociation: card.cardAssociation,
          cardFamily: card.cardFamily,
          cardBankCode: card.bankCode,
          cardBankName: card.bankName,
        })),
      });
    },

    /** §8.1: checked as a 3-D Secure payment without card and paidPrice; answers htmlContent (base64) and token, signed [token, conversationId]. */
    "POST /payment/bkm/initialize": (c) => {
      const draft = readOrder(c, "bkm");
      const p = createPayment(c, draft, "bkm", { ...BKM_CARD, behaviour: {} }, "INIT_BKM");
      const token = `mockToken_${Date.now()}${p.paymentId}`;
      const enabled = Array.isArray(c.body.enabledInstallments)
        ? c.body.enabledInstallments.map(Number).filter(Number.isInteger)
        : undefined;
      p.bkm = { token, enabledInstallments: enabled };
      bkmTokens.set(token, p.paymentId);
      return success(c, {
        htmlContent: Buffer.from(bkmInitHtml(token), "utf8").toString("base64"),
        token,
        signature: sign([token, c.conversationId]),
      });
    },

    /**
     * §8.3: the payment of a token, with token, callbackUrl and paymentStatus, signed
     * [paymentId, paymentStatus, basketId, conversationId, currency, paidPrice, price, token].
     * Unknown token → 5087. Before the shopper answered, paymentStatus is our INIT_BKM.
     */
    "POST /payment/bkm/auth/detail": (c) => {
      const token = required(c.body, "token", "token");
      const id = bkmTokens.get(token);
      const p = (id ? payments.get(id) : undefined) ?? refuse("5087");
      const answer = detailAnswer(p, c);
      delete answer.signature;
      return {
        ...answer,
        token,
        callbackUrl: p.callbackUrl,
        signature: sign([p.paymentId, p.status, p.basketId, c.conversationId, p.currency, p.paidPrice, p.price, token]),
      };
    },
  };

  /** reason, when sent, is one of the client's REFUND_REASON values (else 11). */
  function readReason(body: Json): void {
    const reason = text(body.reason);
    if (reason !== undefined && !REFUND_REASONS.includes(reason.toLowerCase())) refuse("11");
  }

  function refundable(p: FakePayment, body: Json): void {
    const currency = text(body.currency);
    if (currency !== undefined && currency !== p.currency) refuse("11");
    if (p.cancelled || p.card.behaviour.noReversal) refuse("10012");
  }

  function refundAnswer(p: FakePayment, c: Call, price: bigint, paymentTransactionId?: string): Json {
    const reference = hostReference();
    return success(c, {
      paymentId: p.paymentId,
      paymentTransactionId,
      price: toNumber(price),
      currency: p.currency,
      authCode: p.authCode,
      hostReference: p.hostReference,
      refundHostReference: reference,
      retryable: false,
      signature: sign([p.paymentId, toNumber(price), p.currency, c.conversationId]),
    });
  }

  /**
   * §5.1 / §5.2: completes a payment whose callback said status success and mdStatus 1.
   *   unknown paymentId (or not a 3-D Secure one) → 5087;
   *   v2: paidPrice, basketId, currency differing from the init → Choice: 11 'Geçersiz istek';
   *   v1: a conversationData other than the callback's → 11;
   *   completed before → Choice (not documented): the same answer again, nothing charged twice
   *     (same paymentId, authCode, items), so a retry after a lost answer is safe;
   *   failed before → its error again;
   *   the shopper has not answered yet → 10210, the payment stays open;
   *   'Reddet', or mdStatus other than 1 → Choice (§4.3 says only that it is a failure): 10210
   *     'Hatalı CAVV bilgisi' (INVALID_CAVV, the 3-D Secure proof the bank lacks), the payment FAILURE;
   *   a bank-decline card → its bank error (§9.2), the payment FAILURE.
   */
  function threeDsAuth(c: Call, version: 1 | 2): Json {
    const paymentId = required(c.body, "paymentId", "paymentId");
    const p = payments.get(paymentId);
    if (!p || p.kind !== "3ds" || !p.threeDs) refuse("5087");
    if (version === 2) {
      const paid = c.body.paidPrice === undefined || c.body.paidPrice === null ? refuse("24", "paidPrice") : toUnits(c.body.paidPrice);
      if (paid !== unitsOf(p.paidPrice)) refuse("11");
      if ((text(c.body.basketId) ?? "") !== (p.basketId ?? "")) refuse("11");
      if ((text(c.body.currency) ?? "TRY") !== p.currency) refuse("11");
    } else if (p.threeDs.conversationData !== "" && text(c.body.conversationData) !== p.threeDs.conversationData) refuse("11");
    if (p.status === "SUCCESS") return paymentAnswer(p, c);
    if (p.status === "FAILURE") refuse(p.failureCode ?? "10204");
    if (p.status === "INIT_THREEDS") refuse("10210");
    if (p.threeDs.callbackStatus !== "success" || p.threeDs.mdStatus !== "1") {
      p.status = "FAILURE";
      p.failureCode = "10210";
      refuse("10210");
    }
    const declined = charge(p);
    if (declined) refuse(declined);
    return paymentAnswer(p, c);
  }

  // ── HTTP ──

  async function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: string): Promise<void> {
    if (delayMs > 0) await sleep(delayMs);
    if (isDown) {
      res.socket?.destroy();
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  }

  // Choice (§1.3: HTTP status NOT FOUND): every answer of a known endpoint is HTTP 200, failures
  // included: the clients read only the body (Node ignores the status; Java reads the error stream
  // as the body), and so the shop is tested against the body. An unknown address is 404 with 11.
  const json = (res: http.ServerResponse, status: number, body: Json) =>
    send(res, status, { "Content-Type": "application/json;charset=UTF-8" }, JSON.stringify(body));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer): Promise<void> {
    const url = new URL(req.url ?? "/", "http://iyzico.invalid");
    const method = req.method ?? "GET";
    const path = url.pathname;

    const pageRoute = PAGES[path];
    if (pageRoute) {
      const fields = Object.fromEntries(new URLSearchParams(method === "GET" ? url.search : raw.toString("utf8")));
      requests.push({ method, path, body: fields, authorized: false });
      const answer = method === "GET" || method === "POST" ? pageRoute(method, fields, path) : { ...notFoundPage("iyzico"), status: 405 };
      return send(
        res,
        answer.status,
        {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": pageCsp(answer.formTargets ?? []),
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
          "Referrer-Policy": "no-referrer",
        },
        answer.html,
      );
    }

    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(raw.toString("utf8"));
      if (isObject(parsed)) body = parsed;
    } catch {
      body = null;
    }
    const c: Call = {
      body: body ?? {},
      locale: typeof body?.locale === "string" && body.locale !== "" ? body.locale : "tr",
      conversationId: text(body?.conversationId),
    };
    const authError = verify(req.headers.authorization, path, raw);
    requests.push({ method, path, body: redact(body), authorized: authError === null });
    const route = ROUTES[`${method} ${path}`];
    if (!route) return json(res, 404, failure("11", [], c));
    if (authError) return json(res, 200, failure(authError, [], c));
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return json(res, 200, failure(failures.code, [], c));
    }
    if (!body) return json(res, 200, failure("11", [], c));
    let answer: Json;
    try {
      answer = route(c);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = failure(error.code, error.args, c);
    }
    return json(res, 200, answer);
  }

  const server = http.createServer((req, res) => {
    if (isDown) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        // A fault of this fake, not an iyzico answer: say so plainly (never the request's body).
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(`fake iyzico: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  baseUrl = `http://${urlHost}:${port}`;

  return {
    baseUrl,
    apiKey,
    secretKey,
    requests,
    payments,
    cardUsers,
    failNext: (errorCode, times = 1) => {
      failures = { code: errorCode, times };
    },
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    slow: (ms) => {
      delayMs = Math.max(0, ms);
    },
    bankAnswer: (paymentId, approve) => {
      const p = payments.get(paymentId);
      if (!p || p.kind !== "3ds" || !p.threeDs) throw new Error(`fake iyzico: no 3-D Secure payment ${paymentId}`);
      return decide3ds(p, approve);
    },
    bkmAnswer: (token, approve) => {
      const id = bkmTokens.get(token);
      const p = id ? payments.get(id) : undefined;
      if (!p) throw new Error(`fake iyzico: no BKM Express payment for token ${token}`);
      return decideBkm(p, approve);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
