import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import { LETTERS_ONLY_RULE } from "#app/lib/validation";
import {
  CHOOSE_SUBJECT,
  CONTACT_NAME_REQUIRED,
  CONTACT_EMAIL_INVALID,
  EMPTY_CONTACT,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  ORDER_NUMBER_REQUIRED,
  ORDER_SUBJECTS,
  SUBJECTS,
  contactSchema,
  contactValues,
  type ContactValues,
} from "./contact.schema";

const MOBILE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";

const good: ContactValues = {
  firstName: "  Ayşe  Nur ",
  email: " Ayse.Yilmaz@Example.COM ",
  subject: "siparis",
  message: "  Siparişim ne zaman kargoya verilecek?  ",
  orderNumber: " 250612123456 ",
  phone: "",
};

const errorsOf = (values: Partial<ContactValues>) => {
  const v = validate(contactSchema, { ...good, ...values });
  return v.ok ? {} : v.errors;
};

describe("contact form schema (spec section 5)", () => {
  it("gives the spec's three messages word for word for a blank form, with the subject and message rules beside them", () => {
    const v = validate(contactSchema, EMPTY_CONTACT);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.errors).toEqual({
      firstName: "Lütfen isim bilgisini giriniz.",
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      subject: CHOOSE_SUBJECT,
      message: MESSAGE_REQUIRED,
    });
    expect(v.reason).toBe("Lütfen isim bilgisini giriniz.");
    expect([CONTACT_NAME_REQUIRED, CONTACT_EMAIL_INVALID, ORDER_NUMBER_REQUIRED]).toEqual([
      "Lütfen isim bilgisini giriniz.",
      "Lütfen e-mail adresinizi kontrol ediniz.",
      "Lütfen sipariş numarası giriniz.",
    ]);
  });

  it("gives the same messages when the fields are missing altogether (a JSON call without them)", () => {
    expect(validate(contactSchema, {}).ok).toBe(false);
    const v = validate(contactSchema, { phone: null, subject: "kargo" });
    expect(v.ok ? {} : v.errors).toMatchObject({
      firstName: CONTACT_NAME_REQUIRED,
      email: CONTACT_EMAIL_INVALID,
      orderNumber: ORDER_NUMBER_REQUIRED,
    });
  });

  it("accepts a filled form and tidies it: trimmed, one space in the name, the e-mail in lower case, no phone", () => {
    const v = validate(contactSchema, good);
    expect(v).toEqual({
      ok: true,
      data: {
        firstName: "Ayşe Nur",
        email: "ayse.yilmaz@example.com",
        subject: "siparis",
        message: "Siparişim ne zaman kargoya verilecek?",
        orderNumber: "250612123456",
        phone: undefined,
      },
    });
  });

  it("needs a first name of letters (at least 2); other characters get the letters-only message", () => {
    for (const firstName of ["", "   ", "A"]) expect(errorsOf({ firstName }).firstName, firstName).toBe(CONTACT_NAME_REQUIRED);
    expect(errorsOf({ firstName: "x".repeat(51) }).firstName).toBe(CONTACT_NAME_REQUIRED);
    for (const firstName of ["Ayşe1", "O'Neil", "<b>Ali</b>"]) expect(errorsOf({ firstName }).firstName, firstName).toBe(LETTERS_ONLY_RULE);
    for (const firstName of ["Işıl", "İlkay Çağrı", "Öznur Şükran", "Âdem"])
      expect(errorsOf({ firstName }).firstName, firstName).toBeUndefined();
  });

  it("refuses an e-mail that is not one with the spec's message", () => {
    for (const email of [
      "ayse",
      "ayse@",
      "ayse@example",
      "ayşe @example.com",
      "a@b.c",
      "a,b@example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect(errorsOf({ email }).email, email).toBe(CONTACT_EMAIL_INVALID);
    }
    // Never the Turkish dotless ı: 'I' becomes 'i'.
    expect(validate(contactSchema, { ...good, email: "ISIL@EXAMPLE.COM" })).toMatchObject({ data: { email: "isil@example.com" } });
  });

  it("requires the order number for a subject about an order (the spec's message), at most 40 characters", () => {
    expect(ORDER_SUBJECTS).toEqual(["siparis", "iade", "kargo"]);
    for (const subject of ORDER_SUBJECTS) {
      for (const orderNumber of ["", "   ", undefined])
        expect(errorsOf({ subject, orderNumber }).orderNumber, `${subject} ${orderNumber}`).toBe(ORDER_NUMBER_REQUIRED);
    }
    expect(errorsOf({ orderNumber: "1".repeat(41) }).orderNumber).toBe(ORDER_NUMBER_REQUIRED);
    expect(errorsOf({ orderNumber: "1".repeat(40) }).orderNumber).toBeUndefined();
    // With every other field wrong too, the order number's message is there with theirs.
    expect(validate(contactSchema, { ...EMPTY_CONTACT, subject: "iade" })).toMatchObject({
      ok: false,
      errors: { firstName: CONTACT_NAME_REQUIRED, orderNumber: ORDER_NUMBER_REQUIRED },
    });
  });

  it("lets any other subject be sent without an order number, and keeps one that is given", () => {
    for (const subject of ["odeme", "urun", "magazalar", "diger"]) {
      for (const orderNumber of ["", "   ", undefined])
        expect(validate(contactSchema, { ...good, subject, orderNumber }), subject).toMatchObject({
          ok: true,
          data: { subject, orderNumber: undefined },
        });
      expect(validate(contactSchema, { ...good, subject }), subject).toMatchObject({ ok: true, data: { orderNumber: "250612123456" } });
      expect(errorsOf({ subject, orderNumber: "1".repeat(41) }).orderNumber).toBe(ORDER_NUMBER_REQUIRED);
    }
  });

  it("takes only the listed subjects", () => {
    for (const subject of Object.keys(SUBJECTS)) expect(errorsOf({ subject }).subject, subject).toBeUndefined();
    for (const subject of ["", "Sipariş", "spam", "__proto__"]) expect(errorsOf({ subject }).subject, subject).toBe(CHOOSE_SUBJECT);
    expect(Object.values(SUBJECTS)).toEqual(["Sipariş", "İade ve değişim", "Kargo", "Ödeme", "Ürün bilgisi", "Mağazalar", "Diğer"]);
  });

  it("needs a message of at most 2000 characters, a line break counting as one however the browser sent it", () => {
    expect(errorsOf({ message: " \n " }).message).toBe(MESSAGE_REQUIRED);
    expect(errorsOf({ message: "a".repeat(MESSAGE_MAX) }).message).toBeUndefined();
    expect(errorsOf({ message: "a".repeat(MESSAGE_MAX + 1) }).message).toBe(MESSAGE_TOO_LONG);
    expect(MESSAGE_TOO_LONG).toBe("Mesajınız en fazla 2000 karakter olabilir.");
    // 1000 lines typed with Enter: 1999 characters on the page, CR LF between lines in a form post.
    const lines = Array.from({ length: 1000 }, () => "a").join("\r\n");
    expect(errorsOf({ message: lines }).message).toBeUndefined();
    expect(validate(contactSchema, { ...good, message: "Merhaba\r\nSiparişim\rgelmedi" })).toMatchObject({
      data: { message: "Merhaba\nSiparişim\ngelmedi" },
    });
  });

  it("lets the phone be left out; a given one must be a mobile number by the shop's phone rule", () => {
    for (const phone of ["", "   "])
      expect(validate(contactSchema, { ...good, phone })).toMatchObject({ ok: true, data: { phone: undefined } });
    for (const phone of ["(532) 123-4567", "05321234567", "5321234567", "+90 532 123 45 67"]) {
      expect(validate(contactSchema, { ...good, phone }), phone).toMatchObject({ ok: true, data: { phone: "05321234567" } });
    }
    for (const phone of ["123", "(212) 123-4567", "0532123456", "abc"]) expect(errorsOf({ phone }).phone, phone).toBe(MOBILE_RULE);
  });
});

describe("contactValues", () => {
  it("reads the six fields as strings and nothing else, cut to a sane length", () => {
    const values = contactValues({
      firstName: "Ayşe",
      email: ["a@b.co", "c@d.co"],
      subject: 3,
      message: "x".repeat(10_000),
      orderNumber: "1",
      phone: "5",
      extra: "no",
    });
    expect(values).toEqual({
      firstName: "Ayşe",
      email: "",
      subject: "",
      message: "x".repeat(MESSAGE_MAX * 2),
      orderNumber: "1",
      phone: "5",
    });
  });
});
