/**
 * Orders over real HTTP (spec sections 3, 4, 5, 7): many guests buying the last units at
 * once make exactly as many orders as there were units, every request sent twice makes one order,
 * stock never goes below zero; a card through the sandbox's 3D Secure (approved, and declined with
 * the bank's reason and the stock given back); the server's checks of the form; a member paying at
 * the door with their own address, and never with another member's.
 */
import { describe, expect, it } from "vitest";
import { getJson } from "../support/http";
import {
  addHomeAddress,
  answer3ds,
  answerBankPage,
  cardFields,
  guestPayForm,
  makePay,
  newKey,
  stockOf,
  variantsWithStock,
  variantWithStock,
} from "../support/checkout";
import { newMember, outbox, visitor } from "../support/visitor";

const STOCK_SHORT = /stok/i;

async function buyerWith(productId: number, quantity = 1) {
  const v = visitor();
  const added = await v.post("/cart/add", { productId: String(productId), quantity: String(quantity) });
  expect(added.answer.success).toBe(true);
  return v;
}

describe("POST /payment/make-pay", () => {
  it("sells the last units exactly once when more guests than units pay at the same time, each request sent twice", async () => {
    const found = await variantsWithStock(3, 6);
    const target = found[Math.floor(found.length / 2)];
    expect(target).toBeDefined();
    const units = target.stock;
    const buyers = await Promise.all(Array.from({ length: units + 6 }, () => buyerWith(target.productId)));
    const forms = await Promise.all(buyers.map(() => guestPayForm()));

    const answers = await Promise.all(buyers.flatMap((v, i) => [makePay(v, forms[i]), makePay(v, forms[i])]));
    const sold = new Set(answers.filter((a) => a.answer.success).map((a) => a.answer.data!.order_hash));
    expect(sold.size).toBe(units);
    for (let i = 0; i < buyers.length; i++) {
      const [a, b] = [answers[2 * i], answers[2 * i + 1]];
      expect(a.answer.success).toBe(b.answer.success);
      if (a.answer.success) expect(a.answer.data!.order_hash).toBe(b.answer.data!.order_hash);
      else expect(a.answer.reason).toMatch(STOCK_SHORT);
    }
    expect(await stockOf(target)).toBe(0);
  });

  it("pays a card through 3D Secure in installments, and a declined card gives the stock back", async () => {
    const [variant] = (await variantsWithStock(8, 40)).slice(-1);
    const v = await buyerWith(variant.productId, 2);
    const card = {
      checkoutPaymentType: "creditCard",
      "card[number]": "5400 3600 0000 0003",
      "card[name]": "Deniz Yılmaz",
      "card[month]": "12",
      "card[year]": "2031",
      "card[cvc]": "123",
    };

    const wrongPlan = await makePay(v, await guestPayForm({ ...card, paymentInstallment: "5" }));
    expect(wrongPlan.answer).toMatchObject({ success: false, reason: "Bu kart ile seçilen taksit seçeneği kullanılamaz." });

    const paid = await makePay(v, await guestPayForm({ ...card, paymentInstallment: "3", paymentInstallmentExtra: "2" }));
    expect(paid.answer.success).toBe(true);
    expect(paid.answer.threeDsUrl).toMatch(/^\/sandbox\/3ds\//);
    const landing = await answer3ds(v, paid.answer.threeDsUrl!, "approve");
    expect(landing).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
    const mine = (await (await v.send("/cart/mini")).json()) as { cart: { quantity: number } };
    expect(mine.cart.quantity).toBe(0);

    const again = await buyerWith(variant.productId, 1);
    const stockBefore = await stockOf(variant);
    const declined = await makePay(again, await guestPayForm({ ...card, "card[number]": "4000 0000 0000 0002" }));
    expect(declined.answer.threeDsUrl).toBeTruthy();
    const back = await answer3ds(again, declined.answer.threeDsUrl!, "approve");
    expect(back).toBe("/payment/guest-checkout");
    expect(await stockOf(variant)).toBe(stockBefore);
    const basket = (await (await again.send("/cart/mini")).json()) as { cart: { quantity: number } };
    expect(basket.cart.quantity).toBe(1); // still there to try again
  });

  it("checks the form on the server with the spec's messages and keeps nothing half-done", async () => {
    const variant = await variantWithStock(5, 40);
    const v = await buyerWith(variant.productId);
    const bad = await makePay(
      v,
      await guestPayForm({
        agreement: "",
        shipmentCompany: "",
        "delivery[address]": "kısa",
        "delivery[personName]": "Deniz",
        email: "yok",
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.answer.errors).toMatchObject({
      // A guest accepts the contracts (the membership agreement is a member's).
      agreement: "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.",
      shipmentCompany: "Lütfen teslimat şekli seçiniz",
      "delivery[address]": "Lütfen adresinizi giriniz (10-120 karakter).",
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
    });
    const card = await makePay(
      v,
      await guestPayForm({ checkoutPaymentType: "creditCard", "card[number]": "5400 3600", "card[cvc]": "12" }),
    );
    expect(card.answer.reason).toBe("Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.");
    const door = await makePay(v, await guestPayForm({ checkoutPaymentType: "podCash" }));
    expect(door.answer.success).toBe(false);
    const pickup = await makePay(v, await guestPayForm({ deliveryType: "getShop", checkoutPaymentType: "creditCard" }));
    expect(pickup.answer.errors?.storeId).toBe("Mağaza seçimi yapınız.");
    expect((await getJson("/payment/make-pay")).response.status).toBe(405);
  });

  it("a member pays at the door with their own address; another member's address id is no address", async () => {
    const variant = await variantWithStock(5, 40);
    const other = await newMember();
    const theirs = await addHomeAddress(other.v, "Başka Üye");
    const me = await newMember();
    const mine = await addHomeAddress(me.v, "Deniz Kaya");
    expect(await me.v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).toMatchObject({
      answer: { success: true },
    });
    const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
    const door = carriers.result.find((c) => c.paymentMethods.includes("podCash"))!;
    const form = {
      idempotencyKey: newKey(),
      deliveryType: "myAddress",
      sameAsDelivery: "1",
      shipmentCompany: String(door.id),
      checkoutPaymentType: "podCash",
      agreement: "1",
    };

    const stolen = await makePay(me.v, { ...form, delivery_address_id: String(theirs) });
    expect(stolen.answer).toMatchObject({ success: false, reason: "Teslimat adresi tanımlayınız." });
    // Store pickup needs a billing address and a store; a carrier that does not take payment at the door says so.
    const pickup = await makePay(me.v, {
      ...form,
      deliveryType: "getShop",
      checkoutPaymentType: "creditCard",
      ...cardFields("5400360000000003"),
    });
    expect(pickup.answer.errors).toMatchObject({
      billing_address_id: "Fatura adresi adresi tanımlayınız.",
      storeId: "Mağaza seçimi yapınız.",
    });
    const noDoor = carriers.result.find((c) => !c.paymentMethods.includes("podCash"))!;
    const refused = await makePay(me.v, { ...form, delivery_address_id: String(mine), shipmentCompany: String(noDoor.id) });
    expect(refused.answer).toMatchObject({ success: false, reason: "Kapıda ödeme seçeneğiniz yok." });
    const paid = await makePay(me.v, { ...form, delivery_address_id: String(mine) });
    expect(paid.answer.success).toBe(true);
    expect(paid.answer.redirectUrl).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
    const mail = (await outbox()).find(
      (m) => m.channel === "email" && m.to === me.email && m.subject.includes(paid.answer.data!.order_number),
    )!;
    expect(mail.body).toContain("Mesafeli Satış Sözleşmesi");
    expect(mail.body).toContain("Kapıda Ödeme");
  });

  it("the carrier decides how to pay: a door-only carrier takes nothing else, the door fee only where the door is possible, a forged carrier is none", async () => {
    const variant = await variantWithStock(10, 60);
    const me = await newMember();
    const address = await addHomeAddress(me.v);
    expect(await me.v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).toMatchObject({
      answer: { success: true },
    });
    const { body: carriers } = await getJson<{
      result: { id: number; code: string; title: string; paymentMethods: string[]; serviceFee: number }[];
    }>("/payment/ajax/shipment-company");
    const doorOnly = carriers.result.find(
      (c) => c.paymentMethods.length > 0 && c.paymentMethods.every((m) => m === "podCash" || m === "podCredit"),
    )!;
    expect(doorOnly, "a demo carrier that only takes payment at the door").toBeDefined();
    expect(doorOnly).toMatchObject({ title: "MNG Tahsilatlı Kargo", serviceFee: 19.9 });
    const yurtici = carriers.result.find((c) => c.code === "yurtici")!;
    const form = {
      idempotencyKey: newKey(),
      deliveryType: "myAddress",
      delivery_address_id: String(address),
      sameAsDelivery: "1",
      agreement: "1",
    };

    // Whatever the page sent, the server refuses a payment the carrier does not take.
    const byCard = await makePay(me.v, { ...form, shipmentCompany: String(doorOnly.id), ...cardFields("5400360000000003") });
    expect(byCard.answer).toMatchObject({ success: false, reason: "Seçtiğiniz teslimat şekliyle bu ödeme yöntemi kullanılamaz." });
    const byTransfer = await makePay(me.v, {
      ...form,
      idempotencyKey: newKey(),
      shipmentCompany: String(doorOnly.id),
      checkoutPaymentType: "moneyOrder",
    });
    expect(byTransfer.answer).toMatchObject({ success: false, reason: "Seçtiğiniz teslimat şekliyle bu ödeme yöntemi kullanılamaz." });
    const doorWithYurtici = await makePay(me.v, {
      ...form,
      idempotencyKey: newKey(),
      shipmentCompany: String(yurtici.id),
      checkoutPaymentType: "podCash",
    });
    expect(doorWithYurtici.answer).toMatchObject({ success: false, reason: "Kapıda ödeme seçeneğiniz yok." });
    for (const forged of ["999999", "-1", "abc"]) {
      const answer = await makePay(me.v, { ...form, idempotencyKey: newKey(), shipmentCompany: forged, checkoutPaymentType: "podCash" });
      expect(answer.answer.success).toBe(false);
      expect(answer.answer.errors?.shipmentCompany ?? answer.answer.reason).toBe("Lütfen teslimat şekli seçiniz");
    }
    // A guest is asked to sign up, even with a carrier that takes nothing but the door.
    const guest = await buyerWith(variant.productId);
    expect(
      (await makePay(guest, await guestPayForm({ shipmentCompany: String(doorOnly.id), checkoutPaymentType: "podCash" }))).answer,
    ).toMatchObject({
      success: false,
      reason: "Kapıda ödeme yalnızca üyelerimize açıktır. Lütfen üye olun ya da giriş yapın.",
    });

    // The contract read before paying never adds the door fee where the door is not possible.
    const preview = async (shipmentCompany: string) =>
      (
        (await (
          await me.v.send("/payment/ajax/contract-preview", {
            method: "POST",
            body: { ...form, shipmentCompany, checkoutPaymentType: "podCash" },
          })
        ).json()) as { html: string }
      ).html;
    expect(await preview(String(yurtici.id))).not.toContain("Kapıda ödeme hizmet bedeli");
    expect(await preview(String(doorOnly.id))).toContain("Kapıda ödeme hizmet bedeli: 19,90 TL");

    const paid = await makePay(me.v, {
      ...form,
      idempotencyKey: newKey(),
      shipmentCompany: String(doorOnly.id),
      checkoutPaymentType: "podCredit",
    });
    expect(paid.answer.success).toBe(true);
    const order = (
      (await (await me.v.send(paid.answer.redirectUrl!)).json()) as {
        order: {
          podprice: number;
          itemstotal: number;
          campaigndiscount: number;
          shippmentprice: number;
          total: number;
          paymentdescription: string;
        };
      }
    ).order;
    expect(order.podprice).toBe(19.9);
    // A campaign the product falls in takes its line off.
    expect(order.total).toBeCloseTo(order.itemstotal - order.campaigndiscount + order.shippmentprice + 19.9, 2);
  });

  it("login comes back to where checkout asked (POST /payment/set-next-url), and only to this shop", async () => {
    const v = visitor();
    expect((await v.post("/payment/set-next-url", { nextUrl: "/payment/checkout" })).answer.success).toBe(true);
    expect((await v.page("/kullanici/kullanici-giris")).html).toContain('name="redirectUrl" value="/payment/checkout"');
    await v.post("/payment/set-next-url", { nextUrl: "https://evil.example/" });
    expect((await v.page("/kullanici/kullanici-giris")).html).toContain('name="redirectUrl" value="/"');
    expect((await v.page("/kullanici/kullanici-giris?redirectUrl=%2Fcart")).html).toContain('name="redirectUrl" value="/cart"');
  });

  it("the checkout's calls: carriers, pickup stores, card installments on the server's total, Joker points", async () => {
    const variant = await variantWithStock(5, 40);
    const v = await buyerWith(variant.productId, 2);
    const carriers = (await (await v.send("/payment/ajax/shipment-company")).json()) as {
      success: boolean;
      result: { id: number; salePrice: number; paymentMethods: string[] }[];
    };
    expect(carriers.success).toBe(true);
    expect(carriers.result.length).toBeGreaterThanOrEqual(4);
    expect(carriers.result.some((c) => c.paymentMethods.includes("podCash"))).toBe(true);
    const stores = (await (await v.send("/payment/ajax/store-availability")).json()) as {
      success: boolean;
      cities: { id: number }[];
      data: { cityId: number }[];
    };
    expect(stores.success).toBe(true);
    for (const store of stores.data) expect(stores.cities.map((c) => c.id)).toContain(store.cityId);

    // The goods after campaigns (a demo item may sit in a basket campaign), as the basket says.
    const items = ((await (await v.send("/cart/mini")).json()) as { cart: { total: number } }).cart.total;
    const shipping = items >= 500 ? 0 : carriers.result[0].salePrice;
    const info = (await (
      await v.send(`/payment/ajax/card-info/540036?cargoId=${carriers.result[0].id}`, { method: "POST", body: {} })
    ).json()) as {
      success: boolean;
      className: string;
      installments: { installmentCount: number; installmentExtra: number; totalAmount: number; monthlyAmount: number }[];
    };
    expect(info).toMatchObject({ success: true, className: "bonus" });
    expect(info.installments[0]).toMatchObject({ installmentCount: 1, totalAmount: Math.round((items + shipping) * 100) / 100 });
    const unknown = (await (await v.send("/payment/ajax/card-info/411111", { method: "POST", body: {} })).json()) as {
      success: boolean;
      installments: unknown[];
    };
    expect(unknown).toMatchObject({ success: false, installments: [] });

    expect((await v.send("/payment/ajax/loyalty-check", { method: "POST", body: {} })).status).toBe(401);
    const member = await newMember();
    const points = (await (await member.v.send("/payment/ajax/loyalty-check", { method: "POST", body: {} })).json()) as {
      success: boolean;
      points: number;
      amount: number;
    };
    expect(points).toMatchObject({ success: true, points: 0, amount: 0 });
    const tooMany = await member.v.send("/payment/ajax/loyalty-check", { method: "POST", body: { cardLoyaltyPoint: "5" } });
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { reason: string }).reason).toBe("Lütfen Kullanabileceğiniz bir değer girin.");

    const voucher = (await (
      await v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: " minik100 " } })
    ).json()) as { success: boolean; code: string; balance: number };
    expect(voucher).toMatchObject({ success: true, code: "MINIK100", balance: 100 });
    const wrong = await v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: "YOK123" } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { reason: string }).reason).toBe("Hediye çeki kodu geçersiz ya da süresi dolmuş.");
  });

  it("a voucher covering everything makes an order with nothing to pay (cartTotalZero), without the bank", async () => {
    const [variant] = (await variantsWithStock(10, 60)).filter((x) => x.price < 150);
    const v = await buyerWith(variant.productId, 1);
    const before = await stockOf(variant);
    // The page said card; with nothing left to pay the server makes it cartTotalZero.
    const paid = await makePay(v, await guestPayForm({ ...cardFields("5400360000000003"), voucherCode: "MINIK500" }));
    expect(paid.answer).toMatchObject({ success: true, data: { total_price: 0 } });
    expect(paid.answer.threeDsUrl).toBeUndefined();
    expect(paid.answer.redirectUrl).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
    expect(await stockOf(variant)).toBe(before! - 1);
    const body = (await (await v.send(paid.answer.redirectUrl!)).json()) as { order: { paymentdescription: string; total: number } };
    expect(body.order).toMatchObject({ paymentdescription: "Ödemesiz Sipariş", total: 0 });
    // The voucher's balance went down by what it paid; nothing is paid with a zero total by hand.
    const left = (await (await v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: "MINIK500" } })).json()) as {
      balance: number;
    };
    expect(left.balance).toBeLessThan(500);
    const again = await buyerWith(variant.productId, 1);
    const claimed = await makePay(again, await guestPayForm({ checkoutPaymentType: "cartTotalZero" }));
    expect(claimed.answer.success).toBe(false);
  });

  it("guessing gift voucher codes is throttled per address, at the check and at the order alike", async () => {
    const guesser = visitor();
    const check = async (v: ReturnType<typeof visitor>, code: string) => {
      const response = await v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: code } });
      return { status: response.status, reason: ((await response.json()) as { reason?: string }).reason };
    };
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let i = 1; i <= 5; i++)
      expect(await check(guesser, `TAHMIN${i}`)).toEqual({ status: 422, reason: "Hediye çeki kodu geçersiz ya da süresi dolmuş." });
    // From the 5th wrong code on, the address waits 1 s, then 2 s, 4 s… (login-throttle's rule).
    let sixth = await check(guesser, "TAHMIN6");
    for (; sixth.status === 429; sixth = await check(guesser, "TAHMIN6")) await pause(250);
    expect(sixth.status).toBe(422);
    // The 7th wrong code comes through the order: after it the address waits 4 s.
    const variant = await variantWithStock(10, 60);
    expect((await guesser.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const form = await guestPayForm();
    let seventh = await makePay(guesser, { ...form, voucherCode: "TAHMIN7" });
    for (; seventh.status === 429; seventh = await makePay(guesser, { ...form, voucherCode: "TAHMIN7" })) await pause(250);
    expect(seventh.answer).toMatchObject({ success: false, reason: "Hediye çeki kodu geçersiz ya da süresi dolmuş." });
    // Now even a right code waits, at the check and at the order; another address is not held up.
    const waiting = await check(guesser, "MINIK100");
    expect(waiting.status).toBe(429);
    expect(waiting.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
    const held = await makePay(guesser, { ...form, idempotencyKey: newKey(), voucherCode: "MINIK100" });
    expect(held.status).toBe(429);
    expect(held.answer.errors?.voucherCode).toMatch(/^Çok fazla hatalı deneme/);
    expect((await check(visitor(), "YANLIS")).status).toBe(422);
  });

  it("pays with BKM Express and with fast pay through the sandbox bank's pages", async () => {
    const variant = await variantWithStock(8, 40);
    const bkmBuyer = await buyerWith(variant.productId);
    const bkm = await makePay(bkmBuyer, await guestPayForm({ checkoutPaymentType: "bkmExpress" }));
    expect(bkm.answer).toMatchObject({ success: true, bkm: true });
    expect(bkm.answer.ticket?.path).toMatch(/^\/sandbox\/bkm\//);
    expect(await answerBankPage(bkmBuyer, { path: bkm.answer.ticket!.path }, "approve")).toMatch(
      /^\/payment\/checkout\/summary\?orderHash=/,
    );

    const fastBuyer = await buyerWith(variant.productId);
    const fast = await makePay(fastBuyer, await guestPayForm({ checkoutPaymentType: "fastPay" }));
    expect(fast.answer).toMatchObject({ success: true, fastpay: true });
    expect(await answerBankPage(fastBuyer, { path: fast.answer.endpoint!, form: fast.answer.formData }, "decline")).toBe(
      "/payment/guest-checkout",
    );
  });

  it("the demo member pays part with Joker points and the demo voucher; the points come back with the order's own", async () => {
    const member = visitor();
    expect(await member.login("uye@example.com", "Deneme123")).toMatchObject({ success: true });
    const before = (await (await member.send("/payment/ajax/loyalty-check", { method: "POST", body: {} })).json()) as { points: number };
    const [variant] = (await variantsWithStock(10, 60)).filter((x) => x.price >= 200);
    const units = Math.ceil(700 / variant.price);
    const added = await member.post("/cart/add", { productId: String(variant.productId), quantity: String(units) });
    expect(added.answer.success).toBe(true);
    // The demo member's basket may already hold lines other files merged into it (login.test.ts): price what it holds,
    // as the server does (campaigns the products fall in included).
    const items = ((await (await member.send("/cart/mini")).json()) as { cart: { total: number } }).cart.total;
    const addresses = (await (await member.send("/address/ajax/list")).json()) as { addresses: { id: number }[] };
    const { body: carriers } = await getJson<{ result: { id: number }[] }>("/payment/ajax/shipment-company");
    const form = {
      idempotencyKey: newKey(),
      deliveryType: "myAddress",
      delivery_address_id: String(addresses.addresses[0].id),
      sameAsDelivery: "1",
      shipmentCompany: String(carriers.result[0].id),
      checkoutPaymentType: "moneyOrder",
      agreement: "1",
    };
    const tooMany = await makePay(member, { ...form, cardLoyaltyPoint: String(before.points + 1) });
    expect(tooMany.answer).toMatchObject({ success: false, reason: "Lütfen Kullanabileceğiniz bir değer girin." });
    const paid = await makePay(member, { ...form, cardLoyaltyPoint: "20", voucherCode: "minik100" });
    expect(paid.answer.success).toBe(true);
    expect(paid.answer.data!.total_price).toBeCloseTo(items - 20 - 100, 2);
    const after = (await (await member.send("/payment/ajax/loyalty-check", { method: "POST", body: {} })).json()) as { points: number };
    expect(after.points).toBe(before.points - 20); // a transfer earns its points when the money arrives
    const again = await makePay(member, { ...form, idempotencyKey: newKey(), voucherCode: "MINIK100" });
    expect(again.answer.success).toBe(false); // the basket is empty now
  });
});
