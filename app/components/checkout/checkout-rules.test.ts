import { describe, expect, it } from "vitest";
import { checkoutErrors } from "./checkout-rules";
import { availableMethods, withAllowedPayment } from "./payment-options";

const card = {
  checkoutPaymentType: "creditCard",
  "card[number]": "5400360000000003",
  "card[name]": "Ayşe Yılmaz",
  "card[month]": "12",
  "card[year]": "2030",
  "card[cvc]": "123",
};
const guestAddress = {
  email: "ayse@example.com",
  deliveryType: "myAddress",
  sameAsDelivery: "1",
  shipmentCompany: "1",
  agreement: "1",
  "delivery[personName]": "Ayşe Yılmaz",
  "delivery[phone]": "(532) 123 45 67",
  "delivery[city]": "34",
  "delivery[district]": "5",
  "delivery[address]": "Bahar Sokak No: 5 Daire: 3",
  "delivery[identityNumber]": "10000000146",
};
const guest = { guest: true, carrierMethods: ["creditCard", "moneyOrder"], jokerBoxOn: false };

describe("checkout rules (the page's own checks)", () => {
  it("accepts a complete guest form", () => {
    expect(checkoutErrors({ ...guestAddress, ...card }, guest)).toEqual({});
  });

  it("says the spec's words for each missing part, under the form's field names", () => {
    const errors = checkoutErrors(
      { deliveryType: "myAddress", sameAsDelivery: "1", checkoutPaymentType: "creditCard" },
      { ...guest, carrierMethods: null },
    );
    expect(errors).toMatchObject({
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      "delivery[personName]": "Lütfen ad ve soyad giriniz.",
      "delivery[phone]": "Lütfen Telefon Numaranızı Giriniz",
      "delivery[city]": "Lütfen il seçiniz.",
      "delivery[district]": "Lütfen ilçe seçiniz.",
      "delivery[address]": "Lütfen adresinizi giriniz (10-120 karakter).",
      "delivery[identityNumber]": "Lütfen geçerli bir T.C. Kimlik Numarası giriniz.",
      shipmentCompany: "Lütfen teslimat şekli seçiniz",
      card: "Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.",
      // A guest accepts the contracts; the membership agreement is a member's.
      agreement: "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.",
    });
    expect(errors["delivery[town]"]).toBeUndefined();
  });

  it("wants the card points' amount when the bonus box is ticked, within what the card holds and the total", () => {
    const form = { ...guestAddress, ...card, "card[bonus]": "1" };
    const rules = { ...guest, cardPointsKurus: 15_000, payableKurus: 10_000 };
    expect(checkoutErrors(form, rules).cardBonus).toBe("Lütfen kullanmak istediğiniz kart puanı tutarını giriniz.");
    for (const amount of ["abc", "0", "-1", "1,234"])
      expect(checkoutErrors({ ...form, "card[bonusAmount]": amount }, rules).cardBonus, amount).toBe(
        "Lütfen Kullanabileceğiniz bir değer girin.",
      );
    expect(checkoutErrors({ ...form, "card[bonusAmount]": "100,01" }, rules).cardBonus).toBe("Lütfen Kullanabileceğiniz bir değer girin.");
    expect(checkoutErrors({ ...form, "card[bonusAmount]": "60" }, { ...rules, cardPointsKurus: 5_000 }).cardBonus).toBe(
      "Lütfen Kullanabileceğiniz bir değer girin.",
    );
    expect(checkoutErrors({ ...form, "card[bonusAmount]": "50,25" }, rules)).toEqual({});
    // Not ticked, or not a card: the amount is not looked at.
    expect(checkoutErrors({ ...form, "card[bonus]": "", "card[bonusAmount]": "abc" }, rules)).toEqual({});
  });

  it("asks a guest for a separate billing address when it is not the delivery address", () => {
    const errors = checkoutErrors({ ...guestAddress, ...card, sameAsDelivery: "" }, guest);
    expect(errors["billing[personName]"]).toBe("Lütfen ad ve soyad giriniz.");
    expect(errors["billing[identityNumber]"]).toBe("Lütfen geçerli bir T.C. Kimlik Numarası giriniz.");
  });

  it("checks a member's address ids, the store, the saved card's CVC and pay at the door", () => {
    const member = { guest: false, carrierMethods: ["creditCard"], jokerBoxOn: false };
    expect(checkoutErrors({ deliveryType: "myAddress", shipmentCompany: "1", agreement: "1", ...card }, member)).toEqual({
      delivery_address_id: "Teslimat adresi tanımlayınız.",
      billing_address_id: "Fatura adresi adresi tanımlayınız.",
    });
    expect(checkoutErrors({ deliveryType: "getShop", billing_address_id: "3", agreement: "1", ...card }, member)).toEqual({
      storeId: "Mağaza seçimi yapınız.",
    });
    expect(
      checkoutErrors(
        {
          deliveryType: "myAddress",
          delivery_address_id: "3",
          sameAsDelivery: "1",
          shipmentCompany: "1",
          agreement: "1",
          checkoutPaymentType: "tokenPayment",
          paymentToken: "tok",
        },
        member,
      ),
    ).toEqual({
      paymentCardCvv: "Lütfen CVC giriniz",
    });
    const door = {
      deliveryType: "myAddress",
      delivery_address_id: "3",
      sameAsDelivery: "1",
      shipmentCompany: "1",
      agreement: "1",
      checkoutPaymentType: "podCash",
    };
    expect(checkoutErrors(door, member)).toEqual({ checkoutPaymentType: "Kapıda ödeme seçeneğiniz yok." });
    expect(checkoutErrors(door, { ...member, carrierMethods: ["creditCard", "podCash"] })).toEqual({});
    expect(
      checkoutErrors({ ...guestAddress, checkoutPaymentType: "podCash" }, { ...guest, carrierMethods: ["podCash"] }).checkoutPaymentType,
    ).toBe("Kapıda ödeme yalnızca üyelerimize açıktır. Lütfen üye olun ya da giriş yapın.");
    expect(checkoutErrors({ ...door, checkoutPaymentType: "moneyOrder" }, { ...member, jokerBoxOn: true }).cardLoyaltyPoint).toBe(
      "Lütfen Kullanabileceğiniz bir değer girin.",
    );
  });
});

const YURTICI = ["creditCard", "moneyOrder", "bkmExpress"];
const MNG = ["creditCard", "moneyOrder", "bkmExpress", "podCash", "podCredit"];
const DOOR_ONLY = ["podCash", "podCredit"];
const member = (carrierMethods: string[] | null, hasSavedCards = false) => ({
  deliveryType: "myAddress" as const,
  carrierMethods,
  hasSavedCards,
});

describe("payment methods on offer", () => {
  it("store pickup is paid by card (new or saved)", () => {
    expect(availableMethods({ deliveryType: "getShop", carrierMethods: ["podCash", "moneyOrder"], hasSavedCards: true })).toEqual({
      methods: ["creditCard", "tokenPayment"],
      disabled: [],
      forced: null,
    });
  });

  it("lists only what the carrier takes: no 'Kapıda Ödeme' with Yurtiçi or Aras", () => {
    expect(availableMethods(member(YURTICI))).toEqual({
      methods: ["creditCard", "moneyOrder", "bkmExpress", "fastPay"],
      disabled: [],
      forced: null,
    });
    expect(availableMethods(member(MNG, true)).methods).toEqual([
      "creditCard",
      "tokenPayment",
      "door",
      "moneyOrder",
      "bkmExpress",
      "fastPay",
    ]);
    expect(availableMethods(member(["creditCard"])).methods).toEqual(["creditCard", "fastPay"]);
    // A provider with no fast pay (iyzico): not listed, and a chosen one falls back to the card.
    expect(availableMethods({ ...member(["creditCard"]), fastPay: false }).methods).toEqual(["creditCard"]);
    expect(withAllowedPayment({ checkoutPaymentType: "fastPay" }, { ...member(YURTICI), fastPay: false }).checkoutPaymentType).toBe(
      "creditCard",
    );
  });

  it("a carrier that only takes payment at the door forces it and disables the rest", () => {
    expect(availableMethods(member(DOOR_ONLY, true))).toEqual({
      methods: ["creditCard", "tokenPayment", "door", "moneyOrder", "bkmExpress", "fastPay"],
      disabled: ["creditCard", "tokenPayment", "moneyOrder", "bkmExpress", "fastPay"],
      forced: "door",
    });
  });

  it("moves the choice to one the new delivery allows", () => {
    const values = { checkoutPaymentType: "moneyOrder", paymentInstallment: "3", paymentInstallmentExtra: "0" };
    expect(withAllowedPayment(values, { deliveryType: "getShop", carrierMethods: null, hasSavedCards: false })).toMatchObject({
      checkoutPaymentType: "creditCard",
      paymentInstallment: "1",
    });
    expect(withAllowedPayment(values, member(["podCash"])).checkoutPaymentType).toBe("podCash");
    expect(withAllowedPayment(values, member(["creditCard", "moneyOrder"]))).toBe(values);
    // Pay at the door chosen with MNG, then Aras: back to the card, the door fee gone with it.
    const door = { checkoutPaymentType: "podCredit", paymentInstallment: "1", paymentInstallmentExtra: "0" };
    expect(withAllowedPayment(door, member(MNG))).toBe(door);
    expect(withAllowedPayment(door, member(YURTICI)).checkoutPaymentType).toBe("creditCard");
    // A door payment the carrier does not take becomes the one it takes.
    expect(withAllowedPayment(door, member(["creditCard", "podCash"])).checkoutPaymentType).toBe("podCash");
    expect(withAllowedPayment({ checkoutPaymentType: "creditCard" }, member(DOOR_ONLY)).checkoutPaymentType).toBe("podCash");
  });
});
