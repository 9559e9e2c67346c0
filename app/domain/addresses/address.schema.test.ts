import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import {
  ADDRESS_TEXT_RULE,
  CITY_RULE,
  COMPANY_RULE,
  DISTRICT_RULE,
  EMPTY_ADDRESS,
  IDENTITY_NUMBER_RULE,
  PERSON_NAME_RULE,
  TAX_NUMBER_RULE,
  TAX_OFFICE_RULE,
  TITLE_RULE,
  TITLE_TOO_LONG,
  TOWN_RULE,
  BILLING_TYPE_RULE,
  addressFill,
  addressSchema,
  addressSnapshot,
  addressValues,
  addressValuesFrom,
  billingAddressSchema,
  guestAddressSchema,
  maskedAddress,
  type Address,
  type AddressValues,
} from "./address.schema";

const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const MOBILE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";

const home: AddressValues = {
  ...EMPTY_ADDRESS,
  title: " Evim ",
  personName: "  Ayşe   Yılmaz ",
  phone: "(532) 123 45 67",
  city: "34",
  district: "34019",
  town: "340190003",
  address: "Moda Caddesi   No: 12 Daire: 4",
  identityNumber: "100 000 001 46",
};

describe("the address schema", () => {
  it("tidies a good individual address", () => {
    const v = validate(addressSchema, home);
    expect(v).toEqual({
      ok: true,
      data: {
        title: "Evim",
        personName: "Ayşe Yılmaz",
        phone: "05321234567",
        city: 34,
        district: 34019,
        town: 340190003,
        address: "Moda Caddesi No: 12 Daire: 4",
        billingType: "individual",
        identityNumber: "10000000146",
        company: null,
        taxOffice: null,
        taxNumber: null,
      },
    });
  });

  it("an individual's T.C. Kimlik No is optional in the book but checked when given; checkout's billing needs it", () => {
    expect(validate(addressSchema, { ...home, identityNumber: "" })).toMatchObject({ ok: true, data: { identityNumber: null } });
    expect(validate(addressSchema, { ...home, identityNumber: "10000000147" })).toMatchObject({
      ok: false,
      errors: { identityNumber: IDENTITY_NUMBER_RULE },
    });
    expect(validate(billingAddressSchema, { ...home, identityNumber: "" })).toMatchObject({
      ok: false,
      errors: { identityNumber: IDENTITY_NUMBER_RULE },
    });
    expect(validate(billingAddressSchema, home).ok).toBe(true);
  });

  it("a company needs its name, tax office and a tax number that passes the checksum; the individual's number is dropped", () => {
    const corporate = { ...home, billingType: "corporate", company: "Minik Ticaret A.Ş.", taxOffice: "Kadıköy", taxNumber: "4540536920" };
    expect(validate(addressSchema, corporate)).toMatchObject({
      ok: true,
      data: {
        billingType: "corporate",
        company: "Minik Ticaret A.Ş.",
        taxOffice: "Kadıköy",
        taxNumber: "4540536920",
        identityNumber: null,
      },
    });
    expect(validate(addressSchema, { ...corporate, taxNumber: "10000000146" }).ok).toBe(true); // sole proprietor
    const bad = validate(addressSchema, { ...corporate, company: " ", taxOffice: "", taxNumber: "4540536921" });
    expect(bad).toMatchObject({ ok: false, errors: { company: COMPANY_RULE, taxOffice: TAX_OFFICE_RULE, taxNumber: TAX_NUMBER_RULE } });
    // An individual's leftover company fields are not kept.
    expect(validate(addressSchema, { ...corporate, billingType: "individual" })).toMatchObject({
      ok: true,
      data: { company: null, taxOffice: null, taxNumber: null },
    });
  });

  it("an empty form gets every field's message at once, the title's first", () => {
    const v = validate(addressSchema, { ...EMPTY_ADDRESS, billingType: "corporate" });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.reason).toBe(TITLE_RULE);
    expect(v.errors).toEqual({
      title: TITLE_RULE,
      personName: PERSON_NAME_RULE,
      phone: PHONE_REQUIRED,
      city: CITY_RULE,
      district: DISTRICT_RULE,
      town: TOWN_RULE,
      address: ADDRESS_TEXT_RULE,
      company: COMPANY_RULE,
      taxOffice: TAX_OFFICE_RULE,
      taxNumber: TAX_NUMBER_RULE,
    });
  });

  it.each([
    ["personName", "Ayşe", PERSON_NAME_RULE],
    ["personName", "   ", PERSON_NAME_RULE],
    ["title", "x".repeat(51), TITLE_TOO_LONG],
    ["address", "Kısa adr", ADDRESS_TEXT_RULE],
    ["address", "x".repeat(121), ADDRESS_TEXT_RULE],
    ["phone", "(212) 123 45 67", MOBILE_RULE],
    ["phone", "532", MOBILE_RULE],
    ["city", "82", CITY_RULE],
    ["city", "0", CITY_RULE],
    ["district", "abc", DISTRICT_RULE],
    ["town", "-4", TOWN_RULE],
    ["billingType", "company", BILLING_TYPE_RULE],
  ])("%s %j gets its message", (field, value, message) => {
    expect(validate(addressSchema, { ...home, [field]: value })).toMatchObject({ ok: false, errors: { [field]: message } });
  });

  it("the address is 10 to 120 characters after tidying", () => {
    expect(validate(addressSchema, { ...home, address: "x".repeat(10) }).ok).toBe(true);
    expect(validate(addressSchema, { ...home, address: "x".repeat(120) }).ok).toBe(true);
    expect(validate(addressSchema, { ...home, address: `  ${"x".repeat(9)}  ` }).ok).toBe(false);
  });

  it("a guest's address needs no title and may leave the town out", () => {
    const guest = { ...home, title: "", town: "" };
    expect(validate(guestAddressSchema({ requireIdentityNumber: false }), guest)).toMatchObject({
      ok: true,
      data: { title: "", town: null },
    });
    expect(validate(guestAddressSchema({ requireIdentityNumber: true }), { ...guest, identityNumber: "" })).toMatchObject({
      ok: false,
      errors: { identityNumber: IDENTITY_NUMBER_RULE },
    });
    expect(validate(guestAddressSchema({ requireIdentityNumber: false }), { ...guest, town: "abc" })).toMatchObject({
      ok: false,
      errors: { town: TOWN_RULE },
    });
    expect(validate(addressSchema, guest)).toMatchObject({ ok: false, errors: { title: TITLE_RULE, town: TOWN_RULE } });
  });

  it("a missing billing type means an individual", () => {
    expect(validate(addressSchema, { ...home, billingType: "" })).toMatchObject({ ok: true, data: { billingType: "individual" } });
  });
});

describe("address helpers", () => {
  const address: Address = {
    id: 7,
    title: "Ev",
    personName: "Ayşe Yılmaz",
    address: "Moda Caddesi No: 12",
    phone: "05321234567",
    city: { id: 34, name: "İstanbul" },
    district: { id: 34019, name: "Kadıköy" },
    town: { id: 340190003, name: "Caferağa Mah" },
    billingType: "individual",
    identityNumber: "10000000146",
    company: null,
    taxOffice: null,
    taxNumber: null,
  };

  it("reads form and JSON bodies, with cityId-style names too", () => {
    expect(addressValuesFrom({ title: "Ev", cityId: 34, districtId: "34019", town: 340190003, extra: "x" })).toMatchObject({
      title: "Ev",
      city: "34",
      district: "34019",
      town: "340190003",
      phone: "",
    });
  });

  it("fills the popup from an address and round-trips through the schema", () => {
    const values = addressValues(address);
    // The phone as the input's mask shows it (spec section 5), not the read-only (532) 123 45 67.
    expect(values).toMatchObject({
      phone: "(532) 123-4567",
      city: "34",
      district: "34019",
      town: "340190003",
      identityNumber: "10000000146",
    });
    expect(validate(addressSchema, values).ok).toBe(true);
  });

  it("starts a new address with the member's own name and phone, as the mask shows it", () => {
    expect(addressFill({ firstname: "Ayşe", lastname: "Yılmaz", phone: "05321234567" })).toEqual({
      personName: "Ayşe Yılmaz",
      phone: "(532) 123-4567",
    });
    expect(addressFill({ firstname: "Ayşe", lastname: "Yılmaz", phone: null })).toEqual({ personName: "Ayşe Yılmaz", phone: "" });
    expect(addressFill(null)).toEqual({ personName: "", phone: "" });
  });

  it("masks identity numbers for cards and snapshots the address for orders", () => {
    expect(maskedAddress(address).identityNumber).toBe("100••••••46");
    expect(addressSnapshot(address)).toEqual({
      title: "Ev",
      personName: "Ayşe Yılmaz",
      phone: "05321234567",
      city: "İstanbul",
      district: "Kadıköy",
      town: "Caferağa Mah",
      address: "Moda Caddesi No: 12",
      billingType: "individual",
      identityNumber: "10000000146",
    });
  });
});
