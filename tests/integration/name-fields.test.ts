/**
 * Letters-only names over real HTTP, the page bypassed (spec section 5: "Letters-only fields
 * (Turkish letters and spaces)"): every call that takes a person's name refuses
 * digits and signs with the Turkish message and saves nothing, and takes every Turkish letter,
 * â î û included. Registration, profile, kids, the address book (add and edit), the guest's
 * delivery and billing names and the card holder at checkout.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getJson } from "../support/http";
import { guestPayForm, makePay, variantsWithStock } from "../support/checkout";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

const LETTERS_ONLY = "Bu alana yalnızca harf girebilirsiniz.";
const KID_INCOMPLETE = "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz";
const CARD_INCOMPLETE = "Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.";
/** Digits, a hyphen, an apostrophe: none is a letter. */
const NOT_NAMES = ["Ali2 Veli", "Ayşe-Nur Yılmaz", "O'Neil Kaya"];
/** Every Turkish letter and the circumflex ones, each a name some shopper has. */
const TURKISH_NAMES = ["Çağrı Işıkoğlu", "İlkay Ünlü Öztürk", "Âdem Kâmil Şahin", "Nurî Ağaoğlu"];

let productId: number;
let kadikoy: number;
let town: number;
beforeAll(async () => {
  [{ productId }] = await variantsWithStock(5, 1000);
  kadikoy = (await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34")).body.result.find(
    (d) => d.name === "Kadıköy",
  )!.id;
  town = (await getJson<{ result: { id: number }[] }>(`/address/ajax/get-town-by-district/${kadikoy}`)).body.result[0].id;
});

const registration = (over: Record<string, string>) => {
  const n = stamp();
  return {
    firstname: "Deniz",
    lastname: "Kaya",
    phone: `(55${n[0]}) ${n.slice(1, 4)}-${n.slice(4, 8)}`,
    email: `isim.${n}@example.com`,
    password: "Bahar2024",
    passwordRepeat: "Bahar2024",
    membership: "on",
    kvkk: "on",
    ...over,
  };
};

describe("registration and profile", () => {
  it("'Ay3şe' does not register and no code goes out; a name with every Turkish letter does", async () => {
    const cases: Record<string, string>[] = [{ firstname: "Ay3şe" }, { lastname: "Yılmaz2" }, { firstname: "Ayşe-Nur" }];
    for (const over of cases) {
      const form = registration(over);
      const { status, answer } = await visitor().post("/kullanici/kayit", form);
      expect({ over, status, answer }).toMatchObject({
        over,
        status: 422,
        answer: { success: false, reason: LETTERS_ONLY, errors: { [Object.keys(over)[0]]: LETTERS_ONLY } },
      });
      expect((await outbox()).some((m) => m.to === "0" + form.phone.replace(/\D/g, ""))).toBe(false);
    }
    const ok = await visitor().post("/kullanici/kayit", {
      ...registration({ firstname: "Âdem Çağrı", lastname: "Işıkoğlu Ünlü" }),
      altcha: await solvedCaptcha(),
    });
    expect(ok.answer.success).toBe(true);
  });

  it("the profile refuses a digit in either name and keeps the saved one", async () => {
    const { v } = await newMember();
    const profile = { firstname: "Deniz", lastname: "Kaya", gender: "K" };
    const cases: Record<string, string>[] = [{ firstname: "Ay3şe" }, { lastname: "Kaya 2" }];
    for (const over of cases) {
      const { status, answer } = await v.post("/kullanici/profil", { ...profile, email: "x@example.com", ...over });
      expect(status).toBe(422);
      expect(answer.errors?.[Object.keys(over)[0]]).toBe(LETTERS_ONLY);
    }
    const { html } = await v.page("/kullanici/profil");
    expect(html).toContain('value="Deniz"');
    expect(html).not.toContain("Ay3şe");
  });
});

describe("kids", () => {
  it("a kid's name with a digit is refused with the letters-only line; every Turkish letter is a name", async () => {
    const { v } = await newMember();
    const kid = { gender: "K", day: "12", month: "3", year: String(new Date().getFullYear() - 4) };
    const refused = await v.post("/kullanici/cocuk-bilgilerim", { ...kid, name: "Ay3şe" });
    expect(refused).toMatchObject({ status: 422, answer: { success: false, reason: KID_INCOMPLETE, errors: { name: LETTERS_ONLY } } });
    expect((await v.post("/kullanici/cocuk-bilgilerim", { ...kid, name: "Çağlayan Âdem" })).answer.success).toBe(true);
  });
});

describe("address book", () => {
  const address = (personName: string) => ({
    title: "Ev",
    personName,
    phone: "(532) 123-4567",
    city: "34",
    district: String(kadikoy),
    town: String(town),
    address: "Caferağa Mah. Moda Cad. No: 12",
  });

  it("'Ali2 Veli' is refused when added and when edited, and nothing changes", async () => {
    const { v } = await newMember();
    for (const name of NOT_NAMES) {
      const { status, answer } = await v.post("/address/ajax/add", address(name));
      expect({ name, status, answer }).toMatchObject({
        name,
        status: 422,
        answer: { success: false, reason: LETTERS_ONLY, errors: { personName: LETTERS_ONLY } },
      });
    }
    const saved = (await v.post("/address/ajax/add", address("Ali Veli"))).answer as unknown as {
      success: boolean;
      address: { id: number; personName: string };
    };
    expect(saved).toMatchObject({ success: true, address: { personName: "Ali Veli" } });
    const edited = await v.post(`/address/ajax/edit/${saved.address.id}`, address("Ali2 Veli"));
    expect(edited).toMatchObject({ status: 422, answer: { errors: { personName: LETTERS_ONLY } } });
    const after = (await (await v.send(`/address/ajax/get/${saved.address.id}`)).json()) as { address: { personName: string } };
    expect(after.address.personName).toBe("Ali Veli");
    for (const name of TURKISH_NAMES) expect((await v.post("/address/ajax/add", address(name))).answer.success, name).toBe(true);
  });
});

describe("guest checkout", () => {
  async function payAsGuest(form: Record<string, string>) {
    const v = visitor();
    expect((await v.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success).toBe(true);
    return makePay(v, await guestPayForm(form));
  }
  const billing = (personName: string) => ({
    sameAsDelivery: "",
    "billing[personName]": personName,
    "billing[phone]": "(544) 123-4567",
    "billing[city]": "34",
    "billing[district]": String(kadikoy),
    "billing[address]": "Caferağa Mah. Moda Cad. No: 12",
    "billing[identityNumber]": "10000000146",
  });

  it("'Ali2 Veli' is refused as the delivery name and as the billing name, and no order is made", async () => {
    for (const name of NOT_NAMES) {
      const delivery = await payAsGuest({ "delivery[personName]": name });
      expect({ name, status: delivery.status, errors: delivery.answer.errors }).toEqual({
        name,
        status: 422,
        errors: { "delivery[personName]": LETTERS_ONLY },
      });
      expect(delivery.answer.data).toBeUndefined();
    }
    const bill = await payAsGuest(billing("Ali2 Veli"));
    expect(bill).toMatchObject({ status: 422, answer: { success: false, errors: { "billing[personName]": LETTERS_ONLY } } });
    expect(bill.answer.errors).not.toHaveProperty("delivery[personName]");
  });

  it("a card holder's name is letters only too (the card's one message)", async () => {
    const card = {
      checkoutPaymentType: "creditCard",
      "card[number]": "5400 3600 0000 0003",
      "card[month]": "12",
      "card[year]": String(new Date().getFullYear() + 2),
      "card[cvc]": "123",
    };
    for (const holder of ["Ali2 Veli", "Ayşe-Nur Yılmaz"]) {
      const refused = await payAsGuest({ ...card, "card[name]": holder });
      expect(refused).toMatchObject({
        status: 422,
        answer: { success: false, reason: CARD_INCOMPLETE, errors: { card: CARD_INCOMPLETE } },
      });
    }
  });

  it("every Turkish letter goes through, in both names and the holder's", async () => {
    const paid = await payAsGuest({ "delivery[personName]": "Âdem Işıkoğlu", ...billing("Çağrı Ünlü Öztürk") });
    expect(paid.answer).toMatchObject({ success: true });
    const card = await payAsGuest({
      checkoutPaymentType: "creditCard",
      "card[number]": "5400 3600 0000 0003",
      "card[name]": "Şükrü Ağaoğlu",
      "card[month]": "12",
      "card[year]": String(new Date().getFullYear() + 2),
      "card[cvc]": "123",
    });
    expect(card.answer).toMatchObject({ success: true, threeDsUrl: expect.stringMatching(/^\/sandbox\/3ds\//) });
  });
});
