/**
 * Finding someone's gift list (spec sections 3, 5, 7, 8): by the owner's first and last name, by
 * the list's number or by the owner's e-mail. One check for the page (/hediye-listesi/ara) and the
 * call (GET /hediye-listesi/ajax/liste-bul), with the spec's messages; the server then wants a
 * solved captcha before it looks (gift-list-search.server.ts).
 */
import { foldForSearch } from "#app/lib/turkish";
import { parseId } from "#app/lib/ids";
import { normalizedEmail } from "#app/lib/validation";

/** The spec's criteria values, with the labels the page shows. */
export const SEARCH_CRITERIA = [
  { value: "user.name", label: "Ad Soyad" },
  { value: "wishList.id", label: "Liste Numarası" },
  { value: "user.email", label: "E-posta" },
] as const;
export type SearchCriteria = (typeof SEARCH_CRITERIA)[number]["value"];

export const SEARCH_CRITERIA_REQUIRED = `Lütfen bir "Arama Kriter'i" seçin.`;
export const SEARCH_FIRSTNAME_REQUIRED = 'Lütfen geçerli bir "Ad" girin.';
export const SEARCH_LASTNAME_REQUIRED = 'Lütfen geçerli bir "Soyad" girin.';
export const SEARCH_LIST_NUMBER_REQUIRED = 'Lütfen geçerli bir "Liste Numarası" girin.';
export const SEARCH_EMAIL_REQUIRED = 'Lütfen geçerli bir "E-posta" adresi girin.';
/** Spec section 8: a search that finds nothing. */
export const GIFT_LIST_SEARCH_EMPTY = "Liste bulunamadı!";

export const SEARCH_NAME_MAX = 60;
/** A search answers at most this many lists. */
export const SEARCH_RESULTS_MAX = 20;

/** What the form holds (and the call's query carries), as typed. */
export type GiftListSearchValues = { criteria: string; value: string; firstname: string; lastname: string };
export const EMPTY_GIFT_LIST_SEARCH: GiftListSearchValues = { criteria: "", value: "", firstname: "", lastname: "" };
export type GiftListSearchField = keyof GiftListSearchValues;

/** What to look for: names folded as search compares them (lib/turkish.ts foldForSearch). */
export type GiftListQuery = { by: "name"; firstname: string; lastname: string } | { by: "id"; id: number } | { by: "email"; email: string };

export type GiftListSearchCheck = { ok: true; query: GiftListQuery } | { ok: false; reason: string; field: GiftListSearchField };

/** A list as a search answers it: never the owner's address, e-mail or phone. */
export type GiftListSearchItem = {
  id: number;
  name: string;
  expireDate: { date: string };
  owner: { firstname: string; lastname: string };
  itemCount: number;
  url: string;
};

/** The call's answer (and the page's, from its loader): `field` is the form's field to fix. */
export type GiftListSearchAnswer =
  { success: true; items: GiftListSearchItem[] } | { success: false; reason: string; field?: GiftListSearchField };

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The form's values from a query or body (anything but a single string counts as empty). */
export const searchValuesOf = (input: Record<string, unknown>): GiftListSearchValues => ({
  criteria: text(input.criteria),
  value: text(input.value),
  firstname: text(input.firstname),
  lastname: text(input.lastname),
});

/** A name as search compares it, or null when it is empty, too long or has fewer than two letters. */
function foldedName(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed.length > SEARCH_NAME_MAX) return null;
  const folded = foldForSearch(trimmed);
  return folded.replace(/ /g, "").length >= 2 ? folded : null;
}

/** Checks a search; the reason is the spec's message (or the field's) and `field` the one to fix. */
export function validateGiftListSearch(input: Record<string, unknown>): GiftListSearchCheck {
  const v = searchValuesOf(input);
  switch (v.criteria) {
    case "user.name": {
      const firstname = foldedName(v.firstname);
      if (firstname == null) return { ok: false, reason: SEARCH_FIRSTNAME_REQUIRED, field: "firstname" };
      const lastname = foldedName(v.lastname);
      if (lastname == null) return { ok: false, reason: SEARCH_LASTNAME_REQUIRED, field: "lastname" };
      return { ok: true, query: { by: "name", firstname, lastname } };
    }
    case "wishList.id": {
      const id = parseId(v.value.trim().replace(/^#/, ""));
      return id == null ? { ok: false, reason: SEARCH_LIST_NUMBER_REQUIRED, field: "value" } : { ok: true, query: { by: "id", id } };
    }
    case "user.email": {
      const email = normalizedEmail(v.value);
      return email != null ? { ok: true, query: { by: "email", email } } : { ok: false, reason: SEARCH_EMAIL_REQUIRED, field: "value" };
    }
    default:
      return { ok: false, reason: SEARCH_CRITERIA_REQUIRED, field: "criteria" };
  }
}
