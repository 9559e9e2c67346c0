/**
 * The local iyzico (tests/support/iyzico.ts) speaks iyzico's wire protocol: every call here goes
 * through iyzico's official Node client `iyzipay` (the shop's own client), so what passes here
 * passes for the shop. Signatures are checked with the formulas of docs/iyzico-reference.md (§1
 * IYZWSv2, §4.2 the callback, §5.3 / §6 / §7.2 / §8 the answers), computed here, not taken from the
 * fake. The bank's 3-D Secure page is driven over plain HTTP, as the shopper's browser would; the
 * IYZWSv2 checks at the top also send the documented test vector by hand.
 */
import { createHmac } from "node:crypto";
import Iyzipay from "iyzipay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IyzicoAnswer as ShopIyzicoAnswer } from "#app/domain/payments/iyzico-client.server";
import { startFakeIyzico, type FakeIyzico } from "../support/iyzico";

/** The fields of iyzico's answers the tests read (the client's types cover only part of them). */
type IyzicoAnswer = Omit<ShopIyzicoAnswer, "status"> & {
  status: string;
  paymentId?: string;
  paymentStatus?: string;
  paymentTransactionId?: string;
  price?: number;
  paidPrice?: number;
  installment?: number;
  currency?: string;
  basketId?: string;
  fraudStatus?: number;
  phase?: string;
  mdStatus?: number;
  authCode?: string;
  cardType?: string;
  cardAssociation?: string;
  cardFamily?: string;
  bankName?: string;
  bankCode?: number;
  binNumber?: string;
  lastFourDigits?: string;
  cardUserKey?: string;
  cardToken?: string;
  threeDSHtmlContent?: string;
  htmlContent?: string;
  token?: string;
  itemTransactions?: { itemId: string; paymentTransactionId: string; transactionStatus: number; price: number; paidPrice: number }[];
  installmentDetails?: {
    binNumber?: string;
    price: number;
    cardType?: string;
    cardFamilyName?: string;
    force3ds: number;
    installmentPrices: { installmentPrice: number; totalPrice: number; installmentNumber: number }[];
  }[];
  cardDetails?: { cardToken: string; binNumber: string; lastFourDigits: string; cardFamily?: string }[];
};

type Callback = (error: Error | null, result: IyzicoAnswer) => void;
type Resource = Record<string, (request: object, callback: Callback) => void>;

/** One call through the official client, promisified: `call(client, "threedsPayment", "create", {...})`. */
function call(client: Iyzipay, resource: string, method: "create" | "retrieve" | "delete", request: object): Promise<IyzicoAnswer> {
  const target = (client as unknown as Record<string, Resource>)[resource];
  return new Promise((resolve, reject) =>
    target[method].call(target, request, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

let fake: FakeIyzico;
let iyzipay: Iyzipay;
const CALLBACK_URL = "http://localhost:3000/odeme/iyzico/donus";

/** The documented response signature: HMAC-SHA256 hex of the values joined by ':', each as JS writes it (§5.4, §11). */
const signed = (values: unknown[]) =>
  createHmac("sha256", fake.secretKey)
    .update(values.map((v) => (v === undefined || v === null ? "" : String(v))).join(":"))
    .digest("hex");
/** §4.2: the callback's signature over conversationData:conversationId:mdStatus:paymentId:status. */
const callbackSignature = (secretKey: string, f: Record<string, string>) =>
  createHmac("sha256", secretKey)
    .update(`${f.conversationData}:${f.conversationId}:${f.mdStatus}:${f.paymentId}:${f.status}`)
    .digest("hex");
const paymentSignature = (r: IyzicoAnswer) => signed([r.paymentId, r.currency, r.basketId, r.conversationId, r.paidPrice, r.price]);

const BUYER = {
  id: "UYE-1907",
  name: "Ayşe",
  surname: "Yılmaz",
  gsmNumber: "+905321234567",
  email: "ayse.yilmaz@example.com",
  identityNumber: "74300864791",
  lastLoginDate: "2026-11-20 12:43:35",
  registrationDate: "2025-04-21 15:12:09",
  registrationAddress: "Merdivenköy Mah. Bora Sok. No:1 Kadıköy",
  ip: "85.34.78.112",
  city: "İstanbul",
  country: "Türkiye",
  zipCode: "34732",
};
const ADDRESS = {
  contactName: "Ayşe Yılmaz",
  city: "İstanbul",
  country: "Türkiye",
  address: "Merdivenköy Mah. Bora Sok. No:1 Kadıköy",
  zipCode: "34732",
};
const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
  cardHolderName: "Ayşe Yılmaz",
  cardNumber,
  expireMonth: "12",
  expireYear: "2030",
  cvc: "123",
  registerCard: "0",
  ...extra,
});
const item = (id: string, price: string, itemType = "PHYSICAL") => ({
  id,
  name: `Ürün ${id}`,
  category1: "Oyuncak",
  category2: "Ahşap",
  itemType,
  price,
});

let orderNumber = 0;
/** A payment request as the shop sends it (the client's sample, in Turkish), one basket item of 100 TL unless told. */
function order(overrides: Record<string, unknown> = {}) {
  orderNumber += 1;
  return {
    locale: "tr",
    conversationId: `siparis-${orderNumber}`,
    price: "100",
    paidPrice: "100",
    currency: "TRY",
    installment: "1",
    basketId: `SEPET-${orderNumber}`,
    paymentChannel: "WEB",
    paymentGroup: "PRODUCT",
    callbackUrl: CALLBACK_URL,
    paymentCard: card("5400360000000003"),
    buyer: BUYER,
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    basketItems: [item("URUN-1", "100")],
    ...overrides,
  };
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag);
  return m ? decodeEntities(m[1]) : undefined;
};

/** The first form of a page: where it posts, its inputs (name → value), its buttons. */
function readForm(html: string) {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in:\n${html}`);
  const inputs: Record<string, string> = {};
  for (const [tag] of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = attr(tag, "name");
    if (name) inputs[name] = attr(tag, "value") ?? "";
  }
  const buttons = [...form[2].matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].map((b) => ({
    name: attr(b[1], "name"),
    value: attr(b[1], "value"),
    label: b[2].trim(),
  }));
  return { action: attr(form[1], "action") ?? "", method: (attr(form[1], "method") ?? "get").toLowerCase(), inputs, buttons };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** The shopper's way through the bank page: the init form, the page, a button; returns the form the page posts to the shop. */
async function throughBankPage(threeDSHtmlContent: string, decision: "Onayla" | "Reddet") {
  const start = readForm(Buffer.from(threeDSHtmlContent, "base64").toString("utf8"));
  const pageResponse = await postForm(start.action, start.inputs);
  const pageHtml = await pageResponse.text();
  const bankForm = readForm(pageHtml);
  const button = bankForm.buttons.find((b) => b.label === decision);
  if (!button?.name || !button.value) throw new Error(`no ${decision} button`);
  const answer = await postForm(new URL(bankForm.action, pageResponse.url).toString(), { ...bankForm.inputs, [button.name]: button.value });
  const answerHtml = await answer.text();
  return { start, pageResponse, pageHtml, bankForm, answer, answerHtml, callback: readForm(answerHtml) };
}

/** A 3-D Secure payment to its end without a browser: initialize, the bank's answer, 3dsecure/auth. */
async function pay3ds(request: object, approve = true) {
  const init = await call(iyzipay, "threedsInitialize", "create", request);
  expect(init.status, JSON.stringify(init)).toBe("success");
  const callback = fake.bankAnswer(init.paymentId ?? "", approve);
  const auth = await call(iyzipay, "threedsPayment", "create", {
    locale: "tr",
    conversationId: callback.conversationId,
    paymentId: callback.paymentId,
    conversationData: callback.conversationData,
  });
  return { init, callback, auth };
}

beforeAll(async () => {
  fake = await startFakeIyzico();
  iyzipay = new Iyzipay({ apiKey: fake.apiKey, secretKey: fake.secretKey, uri: fake.baseUrl });
});

afterAll(async () => {
  await fake?.close();
});

describe("IYZWSv2: the account's signature on every call", () => {
  it("refuses another secret key with 1000 'Geçersiz imza' and an unknown api key with 1001, in iyzico's envelope", async () => {
    const request = { locale: "tr", conversationId: "imza-1", binNumber: "540036" };
    const wrongSecret = new Iyzipay({ apiKey: fake.apiKey, secretKey: "sandbox-baska-bir-gizli-anahtar", uri: fake.baseUrl });
    const refused = await call(wrongSecret, "binNumber", "retrieve", request);
    expect(refused).toEqual({
      status: "failure",
      errorCode: "1000",
      errorMessage: "Geçersiz imza",
      locale: "tr",
      systemTime: expect.any(Number),
      conversationId: "imza-1",
    });
    const unknownKey = new Iyzipay({ apiKey: "sandbox-bilinmeyen-anahtar", secretKey: fake.secretKey, uri: fake.baseUrl });
    const unknown = await call(unknownKey, "binNumber", "retrieve", { ...request, conversationId: "imza-2" });
    expect(unknown).toMatchObject({
      status: "failure",
      errorCode: "1001",
      errorMessage: "api bilgileri bulunamadı",
      conversationId: "imza-2",
    });
    expect(fake.requests.slice(-2).map((r) => r.authorized)).toEqual([false, false]);
    const accepted = await call(iyzipay, "binNumber", "retrieve", request);
    expect(accepted.status).toBe("success");
    expect(fake.requests.at(-1)?.authorized).toBe(true);
  });

  it("checks the documented vector: randomKey from the Authorization header (not x-iyzi-rnd), the HMAC over the body's bytes as sent", async () => {
    // §1.2 vector B, computed with the client's own utils.js: apiKey 'apiKey', secretKey 'secretKey', randomKey 123456789.
    const vector = await startFakeIyzico({ apiKey: "apiKey", secretKey: "secretKey" });
    try {
      const body = '{"locale":"tr","conversationId":"123456789","binNumber":"554960"}';
      const authorization =
        "IYZWSv2 YXBpS2V5OmFwaUtleSZyYW5kb21LZXk6MTIzNDU2Nzg5JnNpZ25hdHVyZTo3NDM2ODJhNGJkZjFkNjFhMWI5ZDFkY2EzYTdhY2YxMDBhMmJlMzQ2ODAyNDNhYmM0YTBiMmIyNjY5MzM1YzZh";
      const post = async (payload: string, headers: Record<string, string>) =>
        (await (
          await fetch(`${vector.baseUrl}/payment/bin/check`, {
            method: "POST",
            headers: { "Content-Type": "application/json", ...headers },
            body: payload,
          })
        ).json()) as IyzicoAnswer;
      // The header is right; x-iyzi-rnd is wrong (Java and PHP send none): the signature passes, the BIN is simply not a test card's.
      expect(await post(body, { Authorization: authorization, "x-iyzi-rnd": "987654321" })).toMatchObject({ errorCode: "10213" });
      // The same data written with spaces is other bytes: the same header no longer matches (nothing is re-serialised).
      const spaced = '{ "locale": "tr", "conversationId": "123456789", "binNumber": "554960" }';
      expect(await post(spaced, { Authorization: authorization })).toMatchObject({ errorCode: "1000" });
      // Signed over those bytes, the spaced body is accepted.
      const signature = createHmac("sha256", "secretKey").update(`123456789/payment/bin/check${spaced}`).digest("hex");
      const own = `IYZWSv2 ${Buffer.from(`apiKey:apiKey&randomKey:123456789&signature:${signature}`).toString("base64")}`;
      expect(await post(spaced, { Authorization: own })).toMatchObject({ errorCode: "10213" });
      expect(await post(body, {})).toMatchObject({ status: "failure", errorCode: "1009" });
    } finally {
      await vector.close();
    }
  });
});

describe("BIN and installments", () => {
  it("tells a Bonus credit card and a debit card apart", async () => {
    expect(await call(iyzipay, "binNumber", "retrieve", { locale: "tr", conversationId: "bin-1", binNumber: "540036" })).toMatchObject({
      status: "success",
      binNumber: "540036",
      cardType: "CREDIT_CARD",
      cardAssociation: "MASTER_CARD",
      cardFamily: "Bonus",
      bankName: "Garanti Bankası",
      bankCode: 62,
    });
    expect(await call(iyzipay, "binNumber", "retrieve", { locale: "tr", conversationId: "bin-2", binNumber: "58900400" })).toMatchObject({
      binNumber: "58900400",
      cardType: "DEBIT_CARD",
      cardFamily: "Axess",
      bankName: "Akbank",
    });
    expect(await call(iyzipay, "binNumber", "retrieve", { locale: "tr", conversationId: "bin-3", binNumber: "12345" })).toMatchObject({
      errorCode: "5007",
      errorMessage: "binNumber 6 karakter olmalıdır",
    });
  });

  it("gives a credit card 1, 2, 3, 6, 9 and 12 installments (numbers, to the kuruş) and a debit card 1", async () => {
    const bonus = await call(iyzipay, "installmentInfo", "retrieve", {
      locale: "tr",
      conversationId: "tk-1",
      binNumber: "540036",
      price: "1234.5",
    });
    const [detail] = bonus.installmentDetails ?? [];
    expect(detail).toMatchObject({ binNumber: "540036", price: 1234.5, cardType: "CREDIT_CARD", cardFamilyName: "Bonus", force3ds: 0 });
    expect(detail.installmentPrices.map((p) => p.installmentNumber)).toEqual([1, 2, 3, 6, 9, 12]);
    for (const p of detail.installmentPrices) {
      expect(typeof p.totalPrice).toBe("number");
      expect(Math.round(p.totalPrice * 100)).toBeCloseTo(p.totalPrice * 100, 6);
      expect(p.installmentPrice).toBe(Math.round((p.totalPrice * 100) / p.installmentNumber) / 100);
    }
    expect(detail.installmentPrices[0]).toEqual({ installmentPrice: 1234.5, totalPrice: 1234.5, installmentNumber: 1 });

    // The docs' own sample (§2.2): a Paraf card, price 100.
    const paraf = await call(iyzipay, "installmentInfo", "retrieve", {
      locale: "tr",
      conversationId: "tk-2",
      binNumber: "552879",
      price: "100",
    });
    expect(paraf.installmentDetails?.[0].installmentPrices.slice(0, 4)).toEqual([
      { installmentPrice: 100, totalPrice: 100, installmentNumber: 1 },
      { installmentPrice: 51.61, totalPrice: 103.22, installmentNumber: 2 },
      { installmentPrice: 35.08, totalPrice: 105.25, installmentNumber: 3 },
      { installmentPrice: 18.7, totalPrice: 112.22, installmentNumber: 6 },
    ]);

    const debit = await call(iyzipay, "installmentInfo", "retrieve", {
      locale: "tr",
      conversationId: "tk-3",
      binNumber: "517041",
      price: "250.75",
    });
    expect(debit.installmentDetails).toEqual([
      expect.objectContaining({
        cardType: "DEBIT_CARD",
        force3ds: 1,
        installmentPrices: [{ installmentPrice: 250.75, totalPrice: 250.75, installmentNumber: 1 }],
      }),
    ]);
  });
});

describe("a 3-D Secure payment, end to end", () => {
  it("initialize → the bank page → 'Onayla' → the signed callback → 3dsecure/auth → detail SUCCESS", async () => {
    // The callback formula, checked first against iyzico's own vector (§4.2).
    expect(
      callbackSignature("jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl", {
        conversationData: "",
        conversationId: "",
        mdStatus: "1",
        paymentId: "22484292",
        status: "success",
      }),
    ).toBe("a4f73b80bb32a6ef8358090bbd8609a49a7b53f463048f8ef147496e236d04f0");

    const request = order({ price: "300", paidPrice: "300", basketItems: [item("URUN-1", "120"), item("URUN-2", "180", "VIRTUAL")] });
    const init = await call(iyzipay, "threedsInitialize", "create", request);
    expect(init).toMatchObject({ status: "success", locale: "tr", conversationId: request.conversationId, paymentId: expect.any(String) });
    expect(init.signature).toBe(signed([init.paymentId, init.conversationId]));
    expect(fake.payments.get(init.paymentId ?? "")?.status).toBe("INIT_THREEDS");

    const flow = await throughBankPage(init.threeDSHtmlContent ?? "", "Onayla");
    // The sandbox's form (§3.4), pointing at this server's bank page.
    expect(flow.start).toMatchObject({ action: `${fake.baseUrl}/payment/mock/init3ds`, method: "post" });
    expect(flow.start.inputs).toMatchObject({ bin: "540036", PaReq: expect.any(String) });
    // The page: Turkish, phone-sized, the amount and the masked card, a prefilled code, nothing from elsewhere, a strict CSP.
    expect(flow.pageResponse.status).toBe(200);
    expect(flow.pageHtml).toContain("<h1");
    expect(flow.pageHtml).toContain("3D Secure Doğrulama");
    expect(flow.pageHtml).toContain("300,00 TL");
    expect(flow.pageHtml).toContain("5400 36** **** 0003");
    expect(flow.pageHtml).toContain('name="viewport"');
    expect(flow.pageHtml).toContain("Doğrulama kodu");
    expect(flow.bankForm.inputs.code).toMatch(/^\d{6}$/);
    expect(flow.bankForm.buttons.map((b) => b.label)).toEqual(["Onayla", "Reddet"]);
    expect(flow.pageHtml).not.toMatch(/\b(src|href)=/);
    expect(flow.pageResponse.headers.get("content-security-policy")).toMatch(/default-src 'none'.*script-src 'sha256-/);
    expect(flow.pageHtml).not.toContain("5400360000000003");

    // The page posts the answer on to the shop, by itself (a script allowed by the CSP's hash).
    expect(flow.callback).toMatchObject({ action: CALLBACK_URL, method: "post" });
    expect(flow.answerHtml).toMatch(/<script>[^<]*\.submit\(\);<\/script>/);
    expect(flow.answer.headers.get("content-security-policy")).toContain("form-action 'self' http://localhost:3000");
    const fields = flow.callback.inputs;
    expect(Object.keys(fields)).toEqual(["status", "paymentId", "conversationData", "conversationId", "mdStatus", "signature"]);
    expect(fields).toMatchObject({ status: "success", paymentId: init.paymentId, conversationId: request.conversationId, mdStatus: "1" });
    expect(fields.signature).toBe(callbackSignature(fake.secretKey, fields));
    expect(fake.payments.get(init.paymentId ?? "")?.status).toBe("CALLBACK_THREEDS");

    const auth = await call(iyzipay, "threedsPayment", "create", {
      locale: "tr",
      conversationId: fields.conversationId,
      paymentId: fields.paymentId,
      conversationData: fields.conversationData,
    });
    expect(auth).toMatchObject({
      status: "success",
      price: 300,
      paidPrice: 300,
      installment: 1,
      paymentId: init.paymentId,
      fraudStatus: 1,
      cardType: "CREDIT_CARD",
      cardAssociation: "MASTER_CARD",
      cardFamily: "Bonus",
      binNumber: "540036",
      lastFourDigits: "0003",
      basketId: request.basketId,
      currency: "TRY",
      phase: "AUTH",
      mdStatus: 1,
      authCode: expect.stringMatching(/^\d{6}$/),
    });
    expect(auth.cardUserKey).toBeUndefined();
    expect(auth.itemTransactions).toEqual([
      expect.objectContaining({
        itemId: "URUN-1",
        transactionStatus: 2,
        price: 120,
        paidPrice: 120,
        paymentTransactionId: expect.any(String),
      }),
      expect.objectContaining({
        itemId: "URUN-2",
        transactionStatus: 2,
        price: 180,
        paidPrice: 180,
        paymentTransactionId: expect.any(String),
      }),
    ]);
    expect(auth.signature).toBe(paymentSignature(auth));

    const detail = await call(iyzipay, "payment", "retrieve", { locale: "tr", conversationId: "sorgu-1", paymentId: init.paymentId });
    expect(detail).toMatchObject({ status: "success", paymentStatus: "SUCCESS", paymentId: init.paymentId, authCode: auth.authCode });
    expect(detail.signature).toBe(paymentSignature(detail));
    const byConversation = await call(iyzipay, "payment", "retrieve", {
      locale: "tr",
      conversationId: "sorgu-2",
      paymentConversationId: request.conversationId,
    });
    expect(byConversation).toMatchObject({ paymentStatus: "SUCCESS", paymentId: init.paymentId });

    // Completing again charges nothing new: the same payment, the same bank authorisation.
    const again = await call(iyzipay, "threedsPayment", "create", { locale: "tr", conversationId: "tekrar", paymentId: init.paymentId });
    expect(again).toMatchObject({ status: "success", paymentId: init.paymentId, authCode: auth.authCode });
    expect(again.itemTransactions?.map((t) => t.paymentTransactionId)).toEqual(auth.itemTransactions?.map((t) => t.paymentTransactionId));
    // No card number or CVC was kept: only the BIN and the last four digits.
    const kept = JSON.stringify({ requests: fake.requests, payments: [...fake.payments.values()] });
    expect(kept).not.toContain("5400360000000003");
    expect(kept).toContain("540036******0003");
  });

  it("the v2 auth checks paidPrice, basketId and currency against the init", async () => {
    const request = order({ price: "1", paidPrice: "1.2", basketItems: [item("URUN-1", "1")] });
    const init = await call(iyzipay, "threedsInitialize", "create", request);
    fake.bankAnswer(init.paymentId ?? "", true);
    const v2 = (paidPrice: unknown, basketId = request.basketId) =>
      call(iyzipay, "threedsV2Payment", "create", {
        locale: "tr",
        conversationId: "v2",
        paymentId: init.paymentId,
        paidPrice,
        basketId,
        currency: "TRY",
      });
    expect(await v2(1.3)).toMatchObject({ status: "failure", errorCode: "11", errorMessage: "Geçersiz istek" });
    expect(await v2(1.2, "BASKA-SEPET")).toMatchObject({ status: "failure", errorCode: "11" });
    expect(fake.payments.get(init.paymentId ?? "")?.status).toBe("CALLBACK_THREEDS");
    // The Node client sends this paidPrice as it is given: a number here, a string '1.20' elsewhere (§5.2).
    const done = await v2(1.2);
    expect(done).toMatchObject({ status: "success", price: 1, paidPrice: 1.2, mdStatus: 1 });
    expect(done.signature).toBe(paymentSignature(done));
    expect(done.itemTransactions?.[0]).toMatchObject({ price: 1, paidPrice: 1.2 });
    expect(await v2("1.20")).toMatchObject({ status: "success", authCode: done.authCode });
  });

  it("'Reddet' posts status failure with mdStatus 0, and the payment cannot be completed", async () => {
    const request = order();
    const init = await call(iyzipay, "threedsInitialize", "create", request);
    const flow = await throughBankPage(init.threeDSHtmlContent ?? "", "Reddet");
    const fields = flow.callback.inputs;
    expect(fields).toMatchObject({ status: "failure", mdStatus: "0", paymentId: init.paymentId });
    expect(fields.signature).toBe(callbackSignature(fake.secretKey, fields));
    expect(fake.bankAnswer(init.paymentId ?? "", true)).toEqual(fields);
    const auth = await call(iyzipay, "threedsPayment", "create", { locale: "tr", conversationId: "red", paymentId: init.paymentId });
    expect(auth).toMatchObject({ status: "failure", errorCode: "10210", errorGroup: "INVALID_CAVV" });
    const detail = await call(iyzipay, "payment", "retrieve", { locale: "tr", conversationId: "red-sorgu", paymentId: init.paymentId });
    expect(detail).toMatchObject({ paymentStatus: "FAILURE", errorCode: "10210" });
  });

  it("a card whose 3-D Secure ends with mdStatus 0 is not completed either", async () => {
    const { callback, auth } = await pay3ds(order({ paymentCard: card("4131111111111117") }));
    expect(callback).toMatchObject({ status: "success", mdStatus: "0" });
    expect(auth).toMatchObject({ status: "failure", errorCode: "10210" });
  });

  it("a card the bank declines passes 3-D Secure and is refused at auth with the bank's code and Turkish message", async () => {
    const { callback, auth, init } = await pay3ds(order({ paymentCard: card("4111111111111129") }));
    expect(callback).toMatchObject({ status: "success", mdStatus: "1" });
    expect(auth).toMatchObject({
      status: "failure",
      errorCode: "10051",
      errorMessage: "Kart limiti yetersiz, yetersiz bakiye",
      errorGroup: "NOT_SUFFICIENT_FUNDS",
      conversationId: callback.conversationId,
    });
    const english = await call(iyzipay, "payment", "retrieve", { locale: "en", conversationId: "limit", paymentId: init.paymentId });
    expect(english).toMatchObject({
      paymentStatus: "FAILURE",
      errorCode: "10051",
      errorMessage: "Insufficient card limit, insufficient balance",
    });
    // Completing a declined payment again stays declined.
    expect(await call(iyzipay, "threedsPayment", "create", { locale: "tr", paymentId: init.paymentId })).toMatchObject({
      errorCode: "10051",
    });
  });

  it("4151111111111112 fails at initialize, and an unknown paymentId is 5087", async () => {
    const before = fake.payments.size;
    const init = await call(iyzipay, "threedsInitialize", "create", order({ paymentCard: card("4151111111111112") }));
    expect(init).toMatchObject({ status: "failure", errorCode: "10202" });
    expect(init.threeDSHtmlContent).toBeUndefined();
    expect(fake.payments.size).toBe(before);
    expect(await call(iyzipay, "threedsPayment", "create", { locale: "tr", conversationId: "yok", paymentId: "999" })).toMatchObject({
      errorCode: "5087",
      errorMessage: "Üye işyerine ait ödeme kaydı bulunamadı",
    });
  });
});

describe("what iyzico refuses at initialize", () => {
  it("a price that is not the basket's sum: 5062, kuruş-exact (1234.3 + 0.1 + 0.1 is 1234.5, though not in floating point)", async () => {
    const mismatch = await call(
      iyzipay,
      "threedsInitialize",
      "create",
      order({ price: "100", paidPrice: "100", basketItems: [item("A", "60"), item("B", "39.99")] }),
    );
    expect(mismatch).toMatchObject({
      status: "failure",
      errorCode: "5062",
      errorMessage: "Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır",
    });
    const exact = await call(
      iyzipay,
      "threedsInitialize",
      "create",
      order({ price: "1234.5", paidPrice: "1234.5", basketItems: [item("A", "1234.3"), item("B", "0.1"), item("C", "0.1")] }),
    );
    expect(exact.status).toBe("success");
  });

  it("a Luhn-invalid number 12, a past expiry 17, no callbackUrl 23, a physical basket without shippingAddress 24, installments on a debit card 10218", async () => {
    const cases: [Record<string, unknown>, Partial<IyzicoAnswer>][] = [
      [{ paymentCard: card("5400360000000004") }, { errorCode: "12", errorMessage: "Kart numarası geçersizdir" }],
      [{ paymentCard: card("5400360000000003", { expireYear: "2024" }) }, { errorCode: "17" }],
      [{ callbackUrl: undefined }, { errorCode: "23" }],
      [{ shippingAddress: undefined }, { errorCode: "24", errorMessage: "shippingAddress gönderilmesi zorunludur" }],
      [{ buyer: { ...BUYER, identityNumber: undefined } }, { errorCode: "8", errorMessage: "identityNumber gönderilmesi zorunludur" }],
      [{ price: "0", basketItems: [item("A", "0")] }, { errorCode: "5005" }],
      [
        { paymentCard: card("5170410000000004"), installment: "3" },
        { errorCode: "10218", errorGroup: "DEBIT_CARDS_INSTALLMENT_NOT_ALLOWED" },
      ],
      [{ currency: "EUR" }, { errorCode: "5184", errorMessage: "Yerli kartlar ile döviz ödemesi yapılamaz" }],
      [{ paymentCard: card("4242424242424242") }, { errorCode: "10213" }],
    ];
    for (const [change, expected] of cases) {
      const answer = await call(iyzipay, "threedsInitialize", "create", order(change));
      expect(answer, JSON.stringify(change)).toMatchObject({ status: "failure", ...expected });
    }
    // A virtual-only basket needs no shipping address.
    const virtual = await call(
      iyzipay,
      "threedsInitialize",
      "create",
      order({ shippingAddress: undefined, basketItems: [item("E-KART", "100", "VIRTUAL")] }),
    );
    expect(virtual.status).toBe("success");
  });
});

describe("kuruş-exact amounts", () => {
  it("1234.5 split over three items, paid in 3 installments: the items' paidPrice add up to paidPrice to the kuruş", async () => {
    const info = await call(iyzipay, "installmentInfo", "retrieve", {
      locale: "tr",
      conversationId: "kurus",
      binNumber: "454359",
      price: "1234.5",
    });
    const three = info.installmentDetails?.[0].installmentPrices.find((p) => p.installmentNumber === 3);
    expect(info.installmentDetails?.[0].cardFamilyName).toBe("Maximum");
    const paidPrice = three?.totalPrice ?? 0;
    expect(paidPrice).toBeGreaterThan(1234.5);
    const { auth } = await pay3ds(
      order({
        price: "1234.5",
        paidPrice: String(paidPrice),
        installment: "3",
        paymentCard: card("4543590000000006"),
        basketItems: [item("A", "1234.3"), item("B", "0.1"), item("C", "0.1")],
      }),
    );
    expect(auth).toMatchObject({ status: "success", price: 1234.5, paidPrice, installment: 3, cardFamily: "Maximum" });
    const shares = auth.itemTransactions?.map((t) => Math.round(t.paidPrice * 100)) ?? [];
    expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.round(paidPrice * 100));
    for (const t of auth.itemTransactions ?? []) expect(Math.round(t.paidPrice * 100) / 100).toBe(t.paidPrice);
    expect(auth.signature).toBe(signed([auth.paymentId, "TRY", auth.basketId, auth.conversationId, paidPrice, "1234.5"]));
  });
});

describe("stored cards", () => {
  it("registerCard=1 saves the card; it is listed, pays again with cardUserKey + cardToken and a CVC, and once deleted pays no more", async () => {
    const email = "kart.saklama@example.com";
    const { auth } = await pay3ds(
      order({ buyer: { ...BUYER, email }, paymentCard: card("5528790000000008", { registerCard: "1", cardAlias: "Paraf kartım" }) }),
    );
    expect(auth).toMatchObject({ status: "success", cardFamily: "Paraf", cardUserKey: expect.any(String), cardToken: expect.any(String) });
    const { cardUserKey, cardToken } = auth;

    const list = await call(iyzipay, "cardList", "retrieve", { locale: "tr", conversationId: "kartlar", cardUserKey });
    expect(list).toMatchObject({ status: "success", cardUserKey });
    expect(list.cardDetails).toEqual([
      expect.objectContaining({ cardToken, binNumber: "552879", lastFourDigits: "0008", cardFamily: "Paraf" }),
    ]);

    // A merchant-initiated charge of the stored card, without 3-D Secure (the Node client's payment.create).
    const charge = await call(
      iyzipay,
      "payment",
      "create",
      order({ callbackUrl: undefined, buyer: { ...BUYER, email }, paymentCard: { cardUserKey, cardToken, cvc: "123" } }),
    );
    expect(charge).toMatchObject({ status: "success", binNumber: "552879", lastFourDigits: "0008", cardUserKey, cardToken, phase: "AUTH" });
    expect(charge.mdStatus).toBeUndefined();
    expect(charge.signature).toBe(paymentSignature(charge));

    // Saved directly, for the same user: listed beside the first.
    const added = await call(iyzipay, "card", "create", {
      locale: "tr",
      conversationId: "kart-ekle",
      cardUserKey,
      card: { cardAlias: "Bonus", cardNumber: "5400360000000003", expireYear: "2030", expireMonth: "12", cardHolderName: "Ayşe Yılmaz" },
    });
    expect(added).toMatchObject({ status: "success", cardUserKey, email, cardFamily: "Bonus", cardBankName: "Garanti Bankası" });
    expect((await call(iyzipay, "cardList", "retrieve", { locale: "tr", cardUserKey })).cardDetails).toHaveLength(2);

    const deleted = await call(iyzipay, "card", "delete", { locale: "tr", conversationId: "kart-sil", cardUserKey, cardToken });
    expect(deleted).toMatchObject({ status: "success", conversationId: "kart-sil" });
    expect(fake.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/cardstorage/card", authorized: true });
    expect((await call(iyzipay, "cardList", "retrieve", { locale: "tr", cardUserKey })).cardDetails?.map((c) => c.cardToken)).toEqual([
      added.cardToken,
    ]);
    const again = await call(
      iyzipay,
      "payment",
      "create",
      order({ callbackUrl: undefined, paymentCard: { cardUserKey, cardToken, cvc: "123" } }),
    );
    expect(again).toMatchObject({ status: "failure", errorCode: "3006" });
    expect(await call(iyzipay, "cardList", "retrieve", { locale: "tr", cardUserKey: "bilinmeyen" })).toMatchObject({
      errorCode: "3005",
      errorMessage: "cardUserKey bulunamadı",
    });
  });
});

describe("refunds and cancels", () => {
  it("refunds one item in parts up to its paidPrice, then refuses more; v2 refunds by paymentId", async () => {
    const { auth } = await pay3ds(order({ price: "150", paidPrice: "150", basketItems: [item("A", "100"), item("B", "50")] }));
    const [a, b] = auth.itemTransactions ?? [];
    const refund = (paymentTransactionId: string, price: string, conversationId: string) =>
      call(iyzipay, "refund", "create", {
        locale: "tr",
        conversationId,
        paymentTransactionId,
        price,
        ip: "85.34.78.112",
        currency: "TRY",
        reason: "buyer_request",
      });

    const first = await refund(a.paymentTransactionId, "40.25", "iade-1");
    expect(first).toMatchObject({
      status: "success",
      paymentId: auth.paymentId,
      paymentTransactionId: a.paymentTransactionId,
      price: 40.25,
      currency: "TRY",
    });
    expect(first.signature).toBe(signed([first.paymentId, first.price, first.currency, first.conversationId]));
    expect(await refund(a.paymentTransactionId, "59.75", "iade-2")).toMatchObject({ status: "success", price: 59.75 });
    expect(await refund(a.paymentTransactionId, "0.01", "iade-3")).toMatchObject({ status: "failure", errorCode: "10232" });
    expect(fake.payments.get(auth.paymentId ?? "")?.items[0].refunded).toBe(100);

    const v2 = await call(iyzipay, "refundV2", "create", {
      locale: "tr",
      conversationId: "iade-v2",
      paymentId: auth.paymentId,
      price: "20",
      currency: "TRY",
    });
    expect(v2).toMatchObject({ status: "success", paymentId: auth.paymentId, price: 20 });
    expect(v2.signature).toBe(signed([v2.paymentId, v2.price, v2.currency, v2.conversationId]));
    expect(await call(iyzipay, "refundV2", "create", { locale: "tr", paymentId: auth.paymentId, price: "30.01" })).toMatchObject({
      errorCode: "10232",
    });
    expect(await refund(b.paymentTransactionId, "30", "iade-4")).toMatchObject({ status: "success" });
    // Refunded, so no longer cancellable.
    expect(await call(iyzipay, "cancel", "create", { locale: "tr", paymentId: auth.paymentId, ip: "85.34.78.112" })).toMatchObject({
      errorCode: "10012",
    });
  });

  it("cancels a whole payment of today once; then refunds are refused, and 5406670000000009 can be neither cancelled nor refunded", async () => {
    const { auth } = await pay3ds(order({ price: "1", paidPrice: "1.2", basketItems: [item("URUN-1", "1")] }));
    const cancel = (paymentId: string | undefined) =>
      call(iyzipay, "cancel", "create", {
        locale: "tr",
        conversationId: "iptal",
        paymentId,
        ip: "85.34.78.112",
        reason: "other",
        description: "Müşteri vazgeçti",
      });
    expect(await cancel(auth.paymentId)).toMatchObject({
      status: "success",
      paymentId: auth.paymentId,
      price: 1.2,
      currency: "TRY",
      authCode: auth.authCode,
    });
    expect(await cancel(auth.paymentId)).toMatchObject({ status: "failure", errorCode: "10012" });
    const line = auth.itemTransactions?.[0];
    expect(
      await call(iyzipay, "refund", "create", { locale: "tr", paymentTransactionId: line?.paymentTransactionId, price: "1" }),
    ).toMatchObject({ errorCode: "10012" });

    const locked = await pay3ds(order({ paymentCard: card("5406670000000009") }));
    expect(locked.auth.status).toBe("success");
    expect(await cancel(locked.auth.paymentId)).toMatchObject({ errorCode: "10012" });
    expect(
      await call(iyzipay, "refund", "create", {
        locale: "tr",
        paymentTransactionId: locked.auth.itemTransactions?.[0].paymentTransactionId,
        price: "1",
      }),
    ).toMatchObject({ errorCode: "10012" });

    // A payment of yesterday is past the bank's end of day: refund, not cancel.
    const old = await pay3ds(order());
    const stored = fake.payments.get(old.auth.paymentId ?? "");
    if (stored) stored.completedAt = new Date(Date.now() - 86_400_000);
    expect(await cancel(old.auth.paymentId)).toMatchObject({ errorCode: "10012" });
    expect(await cancel("12345")).toMatchObject({ errorCode: "5087" });
  });
});

describe("BKM Express", () => {
  it("initialize → the BKM page → 'Onayla' posts the token back → bkm/auth/detail SUCCESS, signed as documented", async () => {
    const request = order({ paidPrice: undefined, paymentCard: undefined, enabledInstallments: [2, 3, 6, 9] });
    const init = await call(iyzipay, "bkmInitialize", "create", request);
    expect(init).toMatchObject({ status: "success", token: expect.stringMatching(/^mockToken_/) });
    expect(init.signature).toBe(signed([init.token, init.conversationId]));
    const start = readForm(Buffer.from(init.htmlContent ?? "", "base64").toString("utf8"));
    expect(start.action).toBe(`${fake.baseUrl}/payment/bkm/mock/initialize`);
    const pageResponse = await postForm(start.action, start.inputs);
    const bkmForm = readForm(await pageResponse.text());
    const approve = bkmForm.buttons.find((b) => b.label === "Onayla");
    const answer = await postForm(new URL(bkmForm.action, pageResponse.url).toString(), {
      ...bkmForm.inputs,
      [approve?.name ?? ""]: approve?.value ?? "",
    });
    const callback = readForm(await answer.text());
    expect(callback).toMatchObject({ action: CALLBACK_URL, inputs: { token: init.token } });

    const result = await call(iyzipay, "bkm", "retrieve", { locale: "tr", conversationId: "bkm-sonuc", token: init.token });
    expect(result).toMatchObject({
      status: "success",
      paymentStatus: "SUCCESS",
      price: 100,
      paidPrice: 100,
      token: init.token,
      callbackUrl: CALLBACK_URL,
    });
    expect(result.signature).toBe(
      signed([
        result.paymentId,
        result.paymentStatus,
        result.basketId,
        result.conversationId,
        result.currency,
        result.paidPrice,
        result.price,
        result.token,
      ]),
    );
  });
});

describe("failures of iyzico itself", () => {
  it("failNext answers iyzico's failures to the next calls; down() drops connections; slow() delays answers", async () => {
    const bin = () => call(iyzipay, "binNumber", "retrieve", { locale: "tr", conversationId: "ariza", binNumber: "540036" });
    fake.failNext("10219", 2);
    for (let i = 0; i < 2; i++)
      expect(await bin()).toMatchObject({
        status: "failure",
        errorCode: "10219",
        errorMessage: "Bankaya gönderilen istek zaman aşımına uğradı",
        errorGroup: "REQUEST_TIMEOUT",
        conversationId: "ariza",
      });
    expect((await bin()).status).toBe("success");
    fake.failNext("1");
    expect(await bin()).toMatchObject({ errorCode: "1", errorMessage: "Sistem hatası oluştu" });

    fake.down();
    await expect(bin()).rejects.toThrow();
    fake.up();
    expect((await bin()).status).toBe("success");

    fake.slow(200);
    const started = Date.now();
    expect((await bin()).status).toBe("success");
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    fake.slow(0);
  });
});
