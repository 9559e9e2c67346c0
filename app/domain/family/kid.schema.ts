/**
 * A kid of the member (spec sections 2, 3, 5): name, birth day, month, year required, the name at
 * least 2 letters (Turkish letters and spaces), the date a real day, not in the future and not more
 * than 18 years ago; gender optional (Kız / Erkek). One schema for the page and the server; every
 * failure answers 'Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz', a wrong date adds a line of its own.
 *
 *   const v = validateKid({ name: "Ada", gender: "", day: "3", month: "5", year: "2021" });
 *   if (!v.ok) v.reason; // 'Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz', v.errors by field
 */
import { z } from "zod";
import { letterName } from "#app/lib/validation";
import { addMonths, birthDateFields, compareDates, dateFieldsParsed, isRealDate, todayInTurkey, type Ymd } from "#app/lib/birth-date";

export const KID_INCOMPLETE = "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz";
export const KID_INVALID_DATE = "Lütfen geçerli bir doğum tarihi giriniz.";
export const KID_TOO_OLD = "Çocuğunuzun doğum tarihi son 18 yıl içinde olmalıdır.";
export const KID_SAVED = "Çocuk bilgileriniz kaydedildi.";
export const KID_DELETED = "Çocuk silindi.";
export const KID_NOT_FOUND = "Çocuk bulunamadı.";
export const KID_LIMIT = "En fazla 4 çocuk bilgisi ekleyebilirsiniz.";

/** Mothers' club children slots and the account page: at most 4 kids per member. */
export const MAX_KIDS = 4;
export const KID_MAX_AGE_YEARS = 18;
export const KID_GENDERS = { K: "Kız", E: "Erkek" } as const;
export type KidGender = keyof typeof KID_GENDERS;

/** A saved kid as the pages and calls show it. */
export type Kid = { id: number; name: string; gender: KidGender | null; day: number; month: number; year: number };

/** The kid form's fields as typed (selects and inputs send text). */
export type KidValues = { name: string; gender: string; day: string; month: string; year: string };
export type KidField = keyof KidValues | "birth";
export const EMPTY_KID: KidValues = { name: "", gender: "", day: "", month: "", year: "" };
export const kidValues = (kid: Omit<Kid, "id">): KidValues => ({
  name: kid.name,
  gender: kid.gender ?? "",
  day: String(kid.day),
  month: String(kid.month),
  year: String(kid.year),
});

/** The schema against a given today (tests fix it; pages and server use today in Türkiye). */
export function makeKidSchema(today: () => Ymd = todayInTurkey) {
  return z
    .object({
      name: letterName(2, KID_INCOMPLETE),
      gender: z.preprocess((v) => (v === "" || v == null ? null : v), z.enum(["K", "E"], { error: KID_INCOMPLETE }).nullable()),
      ...birthDateFields(KID_INCOMPLETE),
    })
    .refine((d) => isRealDate(d) && compareDates(d, today()) <= 0, { path: ["birth"], error: KID_INVALID_DATE, when: dateFieldsParsed })
    .refine((d) => !isRealDate(d) || compareDates(d, addMonths(today(), -12 * KID_MAX_AGE_YEARS)) >= 0, {
      path: ["birth"],
      error: KID_TOO_OLD,
      when: dateFieldsParsed,
    });
}

export const kidSchema = makeKidSchema();
export type KidForm = z.infer<typeof kidSchema>;

export type KidCheck = { ok: true; data: KidForm } | { ok: false; reason: string; errors: Partial<Record<KidField, string>> };

/** Checks a kid form: the reason is always the spec's message, each field keeps its own. */
export function validateKid(input: unknown, schema: z.ZodType<KidForm> = kidSchema): KidCheck {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<KidField, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "name") as KidField] ??= issue.message;
  return { ok: false, reason: KID_INCOMPLETE, errors };
}
