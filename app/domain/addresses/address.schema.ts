/**
 * A member's address (spec sections 3, 5): title, full name (two words), address (10 to 120
 * characters, the guest checkout's rule), mobile phone, city, district and town chosen; billing
 * as an individual (T.C. Kimlik No, checked when given) or a company (company name, tax office
 * and a tax number that passes its checksum). One schema for the popup and the server; checkout
 * uses `billingAddressSchema`, where an individual's T.C. Kimlik No is required, and a guest's
 * typed addresses use `guestAddressSchema(…)` (no title, the town optional: spec section 5 asks a
 * guest for name, phone, city, district and address only).
 *
 *   const v = validate(addressSchema, values);   // app/lib/api.server.ts
 *   fieldErrors(addressSchema, values);          // on the page, each field's first message
 *
 * Nothing here touches the server: the popup imports it too.
 */
import { z } from "zod";
import { isValidTaxNumber, isValidTckn, compactNumber, maskIdNumber } from "#app/lib/tax-ids";
import { parseId } from "#app/lib/ids";
import { fullName, mobilePhone } from "#app/lib/validation";
import { maskPhone } from "#app/lib/phone";
import type { AddressSnapshot } from "#app/db/schema";

export const TITLE_RULE = "Lütfen adres başlığı giriniz.";
export const TITLE_TOO_LONG = "Adres başlığı en fazla 50 karakter olabilir.";
export const PERSON_NAME_RULE = "Lütfen ad ve soyad giriniz.";
export const ADDRESS_TEXT_RULE = "Lütfen adresinizi giriniz (10-120 karakter).";
export const CITY_RULE = "Lütfen il seçiniz.";
export const DISTRICT_RULE = "Lütfen ilçe seçiniz.";
export const TOWN_RULE = "Lütfen mahalle seçiniz.";
export const BILLING_TYPE_RULE = "Lütfen fatura türü seçiniz.";
export const IDENTITY_NUMBER_RULE = "Lütfen geçerli bir T.C. Kimlik Numarası giriniz.";
export const COMPANY_RULE = "Lütfen firma adını giriniz.";
export const TAX_OFFICE_RULE = "Lütfen vergi dairesini giriniz.";
export const TAX_NUMBER_RULE = "Lütfen geçerli bir vergi numarası giriniz.";
/** The server's checks of the chosen places against each other. */
export { CITY_NOT_FOUND, DISTRICT_NOT_FOUND } from "#app/domain/places/messages";
export const TOWN_NOT_FOUND = "Lütfen geçerli bir mahalle seçiniz.";

export const ADDRESS_SAVED = "Adresiniz kaydedildi.";
export const ADDRESS_UPDATED = "Adresiniz güncellendi.";
export const ADDRESS_DELETED = "Adresiniz silindi.";
export const ADDRESS_NOT_FOUND = "Adres bulunamadı.";
/** Live (not deleted) addresses a member may keep. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_LIMIT = `En fazla ${MAX_ADDRESSES} adres kaydedebilirsiniz. Yeni bir adres eklemek için kayıtlı adreslerinizden birini siliniz.`;

export const LIMITS = { title: 50, personName: 100, addressMin: 10, address: 120, company: 150, taxOffice: 100 } as const;

export const BILLING_TYPES = { individual: "Bireysel", corporate: "Kurumsal" } as const;
export type BillingType = keyof typeof BILLING_TYPES;

/** The popup's fields as typed (selects and inputs send text). */
export type AddressValues = {
  title: string;
  personName: string;
  address: string;
  phone: string;
  city: string;
  district: string;
  town: string;
  billingType: string;
  identityNumber: string;
  company: string;
  taxOffice: string;
  taxNumber: string;
};
export type AddressField = keyof AddressValues;
export const ADDRESS_FIELDS = [
  "title",
  "personName",
  "phone",
  "city",
  "district",
  "town",
  "address",
  "billingType",
  "identityNumber",
  "company",
  "taxOffice",
  "taxNumber",
] as const satisfies readonly AddressField[];

export const EMPTY_ADDRESS: AddressValues = {
  title: "",
  personName: "",
  address: "",
  phone: "",
  city: "",
  district: "",
  town: "",
  billingType: "individual",
  identityNumber: "",
  company: "",
  taxOffice: "",
  taxNumber: "",
};

/** Trimmed with single spaces; numbers become text; missing becomes ''. */
const tidy = (v: unknown) =>
  typeof v === "string" ? v.trim().replace(/\s+/g, " ") : typeof v === "number" ? String(v) : v == null ? "" : v;
const text = (min: number, max: number, message: string, tooLong = message) =>
  z.preprocess(tidy, z.string({ error: message }).min(min, { error: message }).max(max, { error: tooLong }));
/** Lenient text checked by the billing rules below (so every message shows at once). */
const looseText = (max: number, message: string) => z.preprocess(tidy, z.string({ error: message }).max(max, { error: message }));
const idNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? compactNumber(v) : typeof v === "number" ? String(v) : v == null ? "" : v),
    z.string({ error: message }).max(20, { error: message }),
  );
const placeId = (message: string, max?: number) => z.preprocess((v) => parseId(v, max) ?? undefined, z.number({ error: message }));
const str = (v: unknown) => (typeof v === "string" ? v : "");

export type AddressForm = {
  title: string;
  personName: string;
  address: string;
  phone: string;
  city: number;
  district: number;
  /** Always chosen in the address book; a guest may leave it out (null). */
  town: number | null;
  billingType: BillingType;
  identityNumber: string | null;
  company: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
};

type SchemaOptions = { requireIdentityNumber: boolean; guest?: boolean };

/** A guest's optional town: empty is none, anything else must be an id. */
const optionalPlaceId = (message: string) =>
  z.preprocess((v) => (v === "" || v == null ? null : (parseId(v) ?? undefined)), z.number({ error: message }).nullable());

function makeAddressSchema({ requireIdentityNumber, guest = false }: SchemaOptions) {
  return z
    .object({
      title: guest ? looseText(LIMITS.title, TITLE_TOO_LONG) : text(1, LIMITS.title, TITLE_RULE, TITLE_TOO_LONG),
      personName: fullName(PERSON_NAME_RULE),
      phone: mobilePhone(),
      city: placeId(CITY_RULE, 81),
      district: placeId(DISTRICT_RULE),
      town: guest ? optionalPlaceId(TOWN_RULE) : placeId(TOWN_RULE),
      address: text(LIMITS.addressMin, LIMITS.address, ADDRESS_TEXT_RULE),
      billingType: z.preprocess(
        (v) => (v === "" || v == null ? "individual" : v),
        z.enum(["individual", "corporate"], { error: BILLING_TYPE_RULE }),
      ),
      identityNumber: idNumber(IDENTITY_NUMBER_RULE),
      company: looseText(LIMITS.company, COMPANY_RULE),
      taxOffice: looseText(LIMITS.taxOffice, TAX_OFFICE_RULE),
      taxNumber: idNumber(TAX_NUMBER_RULE),
    })
    .superRefine(
      (form, ctx) => {
        const issue = (path: AddressField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
        if (form.billingType === "corporate") {
          if (!str(form.company)) issue("company", COMPANY_RULE);
          if (!str(form.taxOffice)) issue("taxOffice", TAX_OFFICE_RULE);
          if (!isValidTaxNumber(str(form.taxNumber))) issue("taxNumber", TAX_NUMBER_RULE);
        } else if (form.billingType === "individual") {
          const id = str(form.identityNumber);
          if ((id || requireIdentityNumber) && !isValidTckn(id)) issue("identityNumber", IDENTITY_NUMBER_RULE);
        }
      },
      // Runs even when other fields are wrong, so every message shows at once.
      { when: () => true },
    )
    .transform((f): AddressForm => ({
      title: f.title,
      personName: f.personName,
      address: f.address,
      phone: f.phone,
      city: f.city,
      district: f.district,
      town: f.town,
      billingType: f.billingType,
      identityNumber: f.billingType === "individual" && f.identityNumber ? f.identityNumber : null,
      company: f.billingType === "corporate" ? f.company : null,
      taxOffice: f.billingType === "corporate" ? f.taxOffice : null,
      taxNumber: f.billingType === "corporate" ? f.taxNumber : null,
    }));
}

/** The address book: an individual's T.C. Kimlik No is optional, checked when given. */
export const addressSchema = makeAddressSchema({ requireIdentityNumber: false });
/** A billing address at checkout: an individual needs a valid T.C. Kimlik No (spec section 5). */
export const billingAddressSchema = makeAddressSchema({ requireIdentityNumber: true });
/** A guest's delivery or billing address at checkout: no title; the town only when chosen. */
// Built once: a zod schema costs more to build than to run, and checkout checks two per request.
const guestSchemas = {
  withIdentity: makeAddressSchema({ requireIdentityNumber: true, guest: true }),
  withoutIdentity: makeAddressSchema({ requireIdentityNumber: false, guest: true }),
};
export const guestAddressSchema = ({ requireIdentityNumber }: { requireIdentityNumber: boolean }) =>
  requireIdentityNumber ? guestSchemas.withIdentity : guestSchemas.withoutIdentity;

/** Picks the popup's fields out of a request body (form or JSON); `cityId`-style names work too. */
export function addressValuesFrom(body: Record<string, unknown>): AddressValues {
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const v = body[key];
      if (typeof v === "string") return v.slice(0, 500);
      if (typeof v === "number" && Number.isFinite(v)) return String(v);
    }
    return "";
  };
  return {
    title: pick("title"),
    personName: pick("personName"),
    address: pick("address"),
    phone: pick("phone"),
    city: pick("city", "cityId"),
    district: pick("district", "districtId"),
    town: pick("town", "townId"),
    billingType: pick("billingType"),
    identityNumber: pick("identityNumber"),
    company: pick("company"),
    taxOffice: pick("taxOffice"),
    taxNumber: pick("taxNumber"),
  };
}

export type Place = { id: number; name: string };

/** An address as the calls answer it and the pages show it (spec section 3). */
export type Address = {
  id: number;
  title: string;
  personName: string;
  address: string;
  phone: string;
  city: Place;
  district: Place;
  town: Place | null;
  billingType: BillingType;
  identityNumber: string | null;
  company: string | null;
  taxOffice: string | null;
  taxNumber: string | null;
};

/** A new address most often is the member's own: it starts with their name and phone (as the mask shows it). */
export function addressFill(
  member: { firstname: string; lastname: string; phone: string | null } | null,
): Pick<AddressValues, "personName" | "phone"> {
  return { personName: member ? `${member.firstname} ${member.lastname}`.trim() : "", phone: member?.phone ? maskPhone(member.phone) : "" };
}

/** The popup's values for an address being updated (the phone as the mask shows it). */
export function addressValues(a: Address): AddressValues {
  return {
    title: a.title,
    personName: a.personName,
    address: a.address,
    phone: maskPhone(a.phone),
    city: String(a.city.id),
    district: String(a.district.id),
    town: a.town ? String(a.town.id) : "",
    billingType: a.billingType,
    identityNumber: a.identityNumber ?? "",
    company: a.company ?? "",
    taxOffice: a.taxOffice ?? "",
    taxNumber: a.taxNumber ?? "",
  };
}

/** For cards on a page: identity and tax numbers show their first 3 and last 2 digits only. */
export function maskedAddress(a: Address): Address {
  return {
    ...a,
    identityNumber: a.identityNumber ? maskIdNumber(a.identityNumber) : null,
    taxNumber: a.taxNumber ? maskIdNumber(a.taxNumber) : null,
  };
}

/** The copy an order keeps of an address (it outlives later edits and deletes). */
export function addressSnapshot(a: Address): AddressSnapshot {
  return {
    title: a.title,
    personName: a.personName,
    phone: a.phone,
    city: a.city.name,
    district: a.district.name,
    ...(a.town ? { town: a.town.name } : {}),
    address: a.address,
    billingType: a.billingType,
    ...(a.identityNumber ? { identityNumber: a.identityNumber } : {}),
    ...(a.company ? { company: a.company } : {}),
    ...(a.taxOffice ? { taxOffice: a.taxOffice } : {}),
    ...(a.taxNumber ? { taxNumber: a.taxNumber } : {}),
  };
}
