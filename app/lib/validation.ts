/**
 * Shared zod field rules carrying the spec's Turkish messages (spec section 5). Forms build their
 * schemas from these so the client and the server check the same thing with the same words.
 */
import { z } from "zod";
import { normalizePhone, PHONE_PLACEHOLDER } from "./phone";

export const PASSWORD_RULE = "Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.";
export const PASSWORD_MISMATCH = "Yeni Şifre, Yeni Şifre Tekrarı ile uyuşmuyor.";
export const FILL_ALL_FIELDS = "Lütfen tüm alanları doldurunuz";
export const INVALID_EMAIL = "Lütfen e-mail adresinizi kontrol ediniz.";

/** A standard e-mail pattern (also used to check share-by-e-mail lists). */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** Addresses are kept in lower case; not tr-TR: an 'I' in an address must not become 'ı'. */
const emailForm = (text: string) => text.trim().toLowerCase();

/** A typed e-mail address as the shop keeps it (trimmed, lower case), or null when it is not one. */
export function normalizedEmail(text: string): string | null {
  const form = emailForm(text);
  return form.length <= EMAIL_MAX && EMAIL_PATTERN.test(form) ? form : null;
}

/**
 * 'a***@e***.com': an address's first letter, its domain's first letter and last label, enough to
 * tell two addresses apart on a screen that must not show them (the back office's list of outgoing
 * messages); '***' for anything that is not an address.
 */
export function hiddenEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return "***";
  const first = (text: string) => Array.from(text)[0] ?? "";
  const labels = address.slice(at + 1).split(".");
  const tld = labels.length > 1 ? `.${labels[labels.length - 1]}` : "";
  return `${first(address)}***@${first(labels[0])}***${tld}`;
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * Letters-only fields (spec section 5: "Turkish letters and spaces"), the one rule for every place
 * a person's name is typed: registration, profile, address book, guest checkout, kids, the card
 * holder. Letters are the Latin alphabet with Turkish ç ğ ı İ ö ş ü (both cases) and the
 * circumflex â î û (Âdem, Kâmil, Nurî); words are separated by spaces. Digits, apostrophes,
 * hyphens and any other sign are refused: Turkish names and surnames have none, a compound name is
 * written with a space (Ayşe Nur). Text is compared in NFC, so a letter typed as a base letter plus
 * a combining mark (s + ̧) counts as that letter. The page blocks other characters as they are
 * typed (`lettersOnly`) and says why; the server refuses them with the same message.
 */
const LETTERS_ONLY = /^[A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû ]*$/;
const LETTER = /[A-Za-zÇĞİÖŞÜçğıöşüÂâÎîÛû]/;
export const LETTERS_ONLY_RULE = "Bu alana yalnızca harf girebilirsiniz.";

export const isLettersOnly = (text: string) => LETTERS_ONLY.test(text.normalize("NFC"));

/** What a letters-only field keeps of what was typed: letters, and one space (any space) between words. */
export const lettersOnly = (typed: string) =>
  [...typed.normalize("NFC").replace(/\s/g, " ")]
    .filter((c) => c === " " || LETTER.test(c))
    .join("")
    .replace(/ {2,}/g, " ");

/** A typed name as stored: NFC, trimmed, one space between words. */
const tidyName = (v: unknown) => (typeof v === "string" ? v.normalize("NFC").trim().replace(/\s+/g, " ") : v);

/** Non-blank text (trimmed). */
export const requiredText = (message: string, max = 500) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, { error: message }).max(max, { error: message }));

/** Text of at least `min` characters after trimming (names: 2). */
export const minText = (min: number, message: string, max = 100) =>
  z.preprocess(trimmed, z.string({ error: message }).min(min, { error: message }).max(max, { error: message }));

export const email = (message = INVALID_EMAIL) =>
  z.preprocess(
    (v) => (typeof v === "string" ? emailForm(v) : v),
    z.string({ error: message }).max(EMAIL_MAX, { error: message }).regex(EMAIL_PATTERN, { error: message }),
  );

/** A full name of at least two words of letters ('Ayşe Yılmaz'; the letters rule below). */
export const fullName = (message: string) =>
  z.preprocess(
    tidyName,
    z
      .string({ error: message })
      .max(100, { error: message })
      .refine((s) => s.split(" ").filter((w) => w.length > 0).length >= 2, { error: message })
      .refine(isLettersOnly, { error: LETTERS_ONLY_RULE }),
  );

/** A Turkish phone number, normalised to 11 digits with the leading 0. */
export const phone = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (normalizePhone(v) ?? v) : v),
    z.string({ error: message }).regex(/^0[2-5]\d{9}$/, { error: message }),
  );

/** At least 7 characters with a letter and a digit. */
export const password = (message = PASSWORD_RULE) =>
  z
    .string({ error: message })
    .min(7, { error: message })
    .max(128, { error: message })
    .refine((s) => /\p{L}/u.test(s) && /\d/.test(s), { error: message });

/** A checkbox that must be ticked ('on', 'true', '1' or true). */
export const mustAccept = (message: string) =>
  z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.literal(true, { error: message }));

// Registration (spec section 5: names at least 2, letters only, mobile phone, agreements).
export const FIRSTNAME_RULE = "Lütfen adınızı giriniz (en az 2 harf).";
export const LASTNAME_RULE = "Lütfen soyadınızı giriniz (en az 2 harf).";
export const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
/** Names the format the way the phone input's mask shows it (spec section 5). */
export const MOBILE_PHONE_RULE = `Lütfen geçerli bir cep telefonu numarası giriniz: ${PHONE_PLACEHOLDER}`;
export const PASSWORD_REPEAT_MISMATCH = "Şifre, Şifre Tekrarı ile uyuşmuyor.";
export const ACCEPT_MEMBERSHIP = "Lütfen üyelik sözleşmesini onaylayın.";
export const ACCEPT_KVKK = "Lütfen KVKK Aydınlatma Metni'ni okuduğunuzu onaylayın.";
export const CHOOSE_GENDER = "Lütfen cinsiyet seçiniz.";

/** A name of at least `min` letters: Turkish letters and single spaces only (trimmed). */
export const letterName = (min: number, message: string) =>
  z.preprocess(
    tidyName,
    z
      .string({ error: message })
      .min(min, { error: message })
      .max(50, { error: message })
      .refine(isLettersOnly, { error: LETTERS_ONLY_RULE }),
  );

/** A mobile number: 10 digits starting with 5 once the mask, +90 and the leading 0 are removed; kept as 05xxxxxxxxx. */
export const mobilePhone = (message = MOBILE_PHONE_RULE, requiredMessage = PHONE_REQUIRED) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (normalizePhone(v) ?? v.trim()) : v),
    z
      .string({ error: requiredMessage })
      .min(1, { error: requiredMessage })
      .regex(/^05\d{9}$/, { error: message }),
  );
