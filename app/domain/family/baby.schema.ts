/**
 * The member's baby (spec sections 2, 3, 5): the birth day, month and year, required, a real day,
 * from 3 years ago up to 10 months ahead (the expected birth date of a baby on the way). One schema
 * for the page and the server.
 */
import { z } from "zod";
import { addMonths, birthDateFields, compareDates, dateFieldsParsed, isRealDate, todayInTurkey, type Ymd } from "#app/lib/birth-date";

export const BABY_INCOMPLETE = "Lütfen bebeğinizin doğum tarihini eksiksiz giriniz.";
export const BABY_INVALID_DATE = "Lütfen geçerli bir doğum tarihi giriniz.";
export const BABY_OUT_OF_RANGE = "Bebeğinizin doğum tarihi son 3 yıl içinde, tahmini doğum tarihi ise en geç 10 ay sonra olmalıdır.";
export const BABY_SAVED = "Bebek bilgileriniz kaydedildi.";
export const BABY_CLEARED = "Bebek bilgileriniz silindi.";

export const BABY_YEARS_BACK = 3;
export const BABY_MONTHS_AHEAD = 10;

export type BabyValues = { day: string; month: string; year: string };
export type BabyField = keyof BabyValues | "birth";
export const EMPTY_BABY: BabyValues = { day: "", month: "", year: "" };

export function makeBabySchema(today: () => Ymd = todayInTurkey) {
  return z
    .object(birthDateFields(BABY_INCOMPLETE))
    .refine(isRealDate, { path: ["birth"], error: BABY_INVALID_DATE, when: dateFieldsParsed })
    .refine(
      (d) => {
        if (!isRealDate(d)) return true;
        const now = today();
        return compareDates(d, addMonths(now, -12 * BABY_YEARS_BACK)) >= 0 && compareDates(d, addMonths(now, BABY_MONTHS_AHEAD)) <= 0;
      },
      { path: ["birth"], error: BABY_OUT_OF_RANGE, when: dateFieldsParsed },
    );
}

export const babySchema = makeBabySchema();
export type BabyForm = z.infer<typeof babySchema>;

export type BabyCheck = { ok: true; data: BabyForm } | { ok: false; reason: string; errors: Partial<Record<BabyField, string>> };

/** Checks the baby form: the first message is the reason (a missing part first), each field keeps its own. */
export function validateBaby(input: unknown, schema: z.ZodType<BabyForm> = babySchema): BabyCheck {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<BabyField, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "day") as BabyField] ??= issue.message;
  return { ok: false, reason: result.error.issues[0]?.message ?? BABY_INCOMPLETE, errors };
}
