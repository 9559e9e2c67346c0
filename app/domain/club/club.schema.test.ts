import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import {
  childErrors,
  clubErrors,
  clubValues,
  CLUB_AGREEMENT_REQUIRED,
  continuesWithoutConsent,
  makeClubSignupSchema,
  NEWSLETTER_LABEL,
} from "./club.schema";

const today = { day: 15, month: 6, year: 2025 };
const schema = makeClubSignupSchema(() => today);

const KID_INCOMPLETE = "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz";
const kid = (over: Record<string, string> = {}) => ({ name: "Elif", gender: "K", day: "3", month: "5", year: "2021", ...over });
const blankKid = { name: "", gender: "", day: "", month: "", year: "" };
const form = (over: Record<string, unknown> = {}) => ({
  firstname: "Ayşe",
  lastname: "Yılmaz",
  email: "Ayse.Yilmaz@Example.com",
  phone: "(532) 123-4567",
  cityId: "34",
  children: [kid()],
  agreement: "on",
  newsletter: "on",
  ...over,
});
const check = (over: Record<string, unknown> = {}) => validate(schema, form(over));

describe("the club sign-up schema", () => {
  it("keeps the spec's two texts word for word", () => {
    expect(CLUB_AGREEMENT_REQUIRED).toBe("Lütfen üyelik sözleşmesi'ni onaylayın.");
    expect(NEWSLETTER_LABEL).toBe("Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum");
  });

  it("accepts a complete sign-up and tidies it: e-mail in lower case, the phone as 05…, the city as a plate code", () => {
    const v = check();
    expect(v).toEqual({
      ok: true,
      data: {
        firstname: "Ayşe",
        lastname: "Yılmaz",
        email: "ayse.yilmaz@example.com",
        phone: "05321234567",
        cityId: 34,
        children: [{ name: "Elif", gender: "K", day: 3, month: 5, year: 2021 }],
        agreement: true,
        newsletter: true,
      },
    });
    // The consent is optional; the agreement is not.
    expect(check({ newsletter: undefined })).toMatchObject({ ok: true, data: { newsletter: false } });
    expect(check({ newsletter: "" })).toMatchObject({ ok: true, data: { newsletter: false } });
  });

  it("answers the spec's agreement message, and the registration's messages for the parent", () => {
    expect(check({ agreement: undefined })).toEqual({
      ok: false,
      reason: CLUB_AGREEMENT_REQUIRED,
      errors: { agreement: CLUB_AGREEMENT_REQUIRED },
    });
    expect(check({ agreement: "off" })).toMatchObject({ errors: { agreement: CLUB_AGREEMENT_REQUIRED } });
    const blank = validate(schema, { children: [kid()] });
    expect(blank).toEqual({
      ok: false,
      reason: "Lütfen adınızı giriniz (en az 2 harf).",
      errors: {
        firstname: "Lütfen adınızı giriniz (en az 2 harf).",
        lastname: "Lütfen soyadınızı giriniz (en az 2 harf).",
        email: "Lütfen e-mail adresinizi kontrol ediniz.",
        phone: "Lütfen Telefon Numaranızı Giriniz",
        cityId: "Lütfen il seçiniz.",
        agreement: CLUB_AGREEMENT_REQUIRED,
      },
    });
    expect(check({ phone: "(212) 123-4567" })).toMatchObject({
      errors: { phone: "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx" },
    });
    expect(check({ firstname: "Ayşe2" })).toMatchObject({ errors: { firstname: "Bu alana yalnızca harf girebilirsiniz." } });
    expect(check({ email: "ayse@" })).toMatchObject({ errors: { email: "Lütfen e-mail adresinizi kontrol ediniz." } });
    for (const cityId of ["0", "82", "abc", "34.5", "-1", ""])
      expect(check({ cityId }), cityId).toMatchObject({ errors: { cityId: "Lütfen il seçiniz." } });
  });

  it("needs the first child, ignores a later slot left empty and checks a begun one like the kid pages", () => {
    expect(check({ children: [] })).toMatchObject({ ok: false, reason: KID_INCOMPLETE });
    const noChild = check({ children: [blankKid] });
    expect(noChild.ok).toBe(false);
    if (!noChild.ok) {
      expect(noChild.errors).toEqual({
        "children.0.name": KID_INCOMPLETE,
        "children.0.day": KID_INCOMPLETE,
        "children.0.month": KID_INCOMPLETE,
        "children.0.year": KID_INCOMPLETE,
      });
      expect(childErrors(noChild.errors, 0)).toEqual({
        name: KID_INCOMPLETE,
        day: KID_INCOMPLETE,
        month: KID_INCOMPLETE,
        year: KID_INCOMPLETE,
      });
      expect(childErrors(noChild.errors, 1)).toEqual({});
    }
    // Four slots, the third left empty: three children.
    const four = check({ children: [kid(), kid({ name: "Can", gender: "E" }), blankKid, kid({ name: "Ada Nur", gender: "" })] });
    expect(four.ok && four.data.children.map((c) => c.name)).toEqual(["Elif", "Can", "Ada Nur"]);
    // A begun slot must be complete; its errors keep the slot's place.
    const begun = check({ children: [kid(), blankKid, kid({ name: "Efe", day: "" })] });
    expect(begun).toEqual({ ok: false, reason: KID_INCOMPLETE, errors: { "children.2.day": KID_INCOMPLETE } });
    expect(check({ children: [kid(), kid({ name: "E" })] })).toMatchObject({ errors: { "children.1.name": KID_INCOMPLETE } });
  });

  it("refuses a birth date that is not a real day, in the future or more than 18 years ago", () => {
    expect(check({ children: [kid({ day: "29", month: "2", year: "2023" })] })).toMatchObject({
      errors: { "children.0.birth": "Lütfen geçerli bir doğum tarihi giriniz." },
    });
    expect(check({ children: [kid({ day: "16", month: "6", year: "2025" })] })).toMatchObject({
      errors: { "children.0.birth": "Lütfen geçerli bir doğum tarihi giriniz." },
    });
    expect(check({ children: [kid({ day: "14", month: "6", year: "2007" })] })).toMatchObject({
      errors: { "children.0.birth": "Çocuğunuzun doğum tarihi son 18 yıl içinde olmalıdır." },
    });
    expect(check({ children: [kid({ day: "15", month: "6", year: "2025" })] }).ok).toBe(true);
    expect(check({ children: [kid({ gender: "X" })] })).toMatchObject({ errors: { "children.0.gender": KID_INCOMPLETE } });
  });

  it("takes at most 4 children", () => {
    expect(check({ children: [kid(), kid(), kid(), kid()] }).ok).toBe(true);
    expect(check({ children: [kid(), kid(), kid(), kid(), kid()] })).toEqual({
      ok: false,
      reason: "En fazla 4 çocuk bilgisi ekleyebilirsiniz.",
      errors: { children: "En fazla 4 çocuk bilgisi ekleyebilirsiniz." },
    });
  });

  it("reports on the page exactly what the server reports", () => {
    for (const over of [{}, { agreement: undefined, email: "x" }, { children: [kid(), kid({ year: "" })] }, { children: [] }]) {
      const v = validate(schema, form(over));
      expect(clubErrors(form(over), schema)).toEqual(v.ok ? {} : v.errors);
    }
  });
});

describe("clubValues", () => {
  it("reads a form post's children[i].field (and children[i][field]) and a JSON call's children array", () => {
    const posted = clubValues({
      firstname: "Ayşe",
      "children[0].name": "Elif",
      "children[0].day": "3",
      "children[1][name]": "Can",
      "children[1][gender]": "E",
      agreement: "on",
    });
    expect(posted.children).toEqual([
      { name: "Elif", gender: "", day: "3", month: "", year: "" },
      { name: "Can", gender: "E", day: "", month: "", year: "" },
    ]);
    expect(posted).toMatchObject({ firstname: "Ayşe", agreement: true, newsletter: false, cityId: "" });
    const json = clubValues({ children: [{ name: "Elif", day: 3, month: 5, year: 2021 }], city: 6, newsletter: true });
    expect(json.children).toEqual([{ name: "Elif", gender: "", day: "3", month: "5", year: "2021" }]);
    expect(json).toMatchObject({ cityId: "6", newsletter: true });
    // Nothing sent: one empty slot.
    expect(clubValues({}).children).toEqual([{ name: "", gender: "", day: "", month: "", year: "" }]);
  });

  it("reads nothing else, cuts long text and keeps at most 10 slots", () => {
    const hostile = clubValues({
      firstname: "A".repeat(10_000),
      email: { $ne: "" },
      "children[0].__proto__": "x",
      "children[0].constructor": "x",
      "children[12].name": "On iki",
      "children[x].name": "x",
      children_0_name: "x",
      isAdmin: "1",
    });
    expect(hostile.firstname).toHaveLength(100);
    expect(hostile.email).toBe("");
    expect(hostile.children).toEqual([{ name: "", gender: "", day: "", month: "", year: "" }]);
    expect(Object.keys(hostile).sort()).toEqual([
      "agreement",
      "children",
      "cityId",
      "email",
      "firstname",
      "lastname",
      "newsletter",
      "phone",
    ]);
    expect(clubValues({ children: Array.from({ length: 50 }, () => ({ name: "Ece" })) }).children).toHaveLength(10);
    // Ten slots are refused by the schema (at most 4).
    expect(validate(schema, { ...form(), children: Array.from({ length: 10 }, () => kid()) }).ok).toBe(false);
  });

  it("knows when the sender chose 'Kayda Devam Et'", () => {
    expect(continuesWithoutConsent({ continueWithoutConsent: "1" })).toBe(true);
    expect(continuesWithoutConsent({})).toBe(false);
    expect(continuesWithoutConsent({ continueWithoutConsent: "0" })).toBe(false);
  });
});
