/**
 * The parents' club sign-up form (/aile-kulubu/uye-ol; spec sections 2, 4, 5), one schema for the
 * page and the server:
 *   - the parent: Ad, Soyad (letters only, at least 2), E-posta, Cep Telefonu (the shop's mobile
 *     rule and mask), İl (a plate code, 1–81), with the registration form's messages;
 *   - children: up to 4 slots revealed one by one (spec section 4). The first slot is required;
 *     a later slot left completely empty is ignored (it was added and not used); any slot that is
 *     begun follows the kid rule of the account pages (domain/family/kid.schema.ts: name of at least
 *     2 letters, a real birth date neither in the future nor more than 18 years ago, gender
 *     optional), every failure 'Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz';
 *   - the membership agreement, 'Lütfen üyelik sözleşmesi'ni onaylayın.' word for word (section 5);
 *   - the newsletter consent 'Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum',
 *     optional: left unticked, the page warns first (spec section 5; `continueWithoutConsent`
 *     says the sender saw the warning and chose 'Kayda Devam Et').
 *
 *   const v = validate(clubSignupSchema, clubValues(body));   // lib/api.server.ts
 *   // errors by path: firstname, email, cityId, children.0.name, children.1.birth, agreement …
 */
import { z } from "zod";
import { CITY_RULE } from "#app/domain/addresses/address.schema";
import { EMPTY_KID, KID_INCOMPLETE, KID_LIMIT, makeKidSchema, MAX_KIDS, type KidValues } from "#app/domain/family/kid.schema";
import { todayInTurkey, type Ymd } from "#app/lib/birth-date";
import { parseId } from "#app/lib/ids";
import { EMAIL_MAX, FIRSTNAME_RULE, LASTNAME_RULE, email, letterName, mobilePhone, mustAccept } from "#app/lib/validation";

/** Spec section 5, word for word (with its apostrophe). */
export const CLUB_AGREEMENT_REQUIRED = "Lütfen üyelik sözleşmesi'ni onaylayın.";
/** Spec section 5, word for word: the newsletter consent's label. */
export const NEWSLETTER_LABEL = "Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum";

/** The warning when the consent is left unticked (spec section 5: 'check my details' or 'continue registration'). */
export const NEWSLETTER_WARNING_TITLE = "Kampanyalardan haberdar olmak istemez misiniz?";
export const NEWSLETTER_WARNING =
  "'Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum' seçeneğini işaretlemediniz. Bu izin olmadan Aile Kulübü etkinliklerinden, size özel indirim ve kampanyalardan haberdar olamazsınız.";
export const CHECK_DETAILS = "Bilgilerimi Kontrol Et";
export const CONTINUE_REGISTRATION = "Kayda Devam Et";

/** At most 4 children (spec sections 4 and 9: 'Child slots max 4'). */
export const MAX_CHILDREN = MAX_KIDS;
export { KID_INCOMPLETE as CHILD_INCOMPLETE, KID_LIMIT as CHILD_LIMIT };

/** The form as typed (inputs and selects send text; the checkboxes are booleans on the page). */
export type ClubValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  cityId: string;
  children: KidValues[];
  agreement: boolean;
  newsletter: boolean;
};

export const EMPTY_CLUB: ClubValues = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  cityId: "",
  children: [{ ...EMPTY_KID }],
  agreement: false,
  newsletter: false,
};

const ticked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";
const isBlankKid = (v: unknown) =>
  v != null &&
  typeof v === "object" &&
  Object.values(v as Record<string, unknown>).every((x) => x == null || (typeof x === "string" && x.trim() === ""));

/** The schema against a given today (tests fix it; the page and the server use today in Türkiye). */
export function makeClubSignupSchema(today: () => Ymd = todayInTurkey) {
  const kid = makeKidSchema(today);
  // A later slot left empty is nothing; one that is begun is a kid.
  const laterKid = z.preprocess((v) => (isBlankKid(v) ? null : v), kid.nullable());
  return z.object({
    firstname: letterName(2, FIRSTNAME_RULE),
    lastname: letterName(2, LASTNAME_RULE),
    email: email(),
    phone: mobilePhone(),
    cityId: z.preprocess((v) => parseId(v, 81) ?? undefined, z.number({ error: CITY_RULE })),
    children: z
      .preprocess((v) => (Array.isArray(v) && v.length > 0 ? v : [{}]), z.tuple([kid], laterKid))
      .refine((list) => list.length <= MAX_CHILDREN, { error: KID_LIMIT })
      .transform((list) => list.filter((c) => c !== null)),
    agreement: mustAccept(CLUB_AGREEMENT_REQUIRED),
    newsletter: z.preprocess(ticked, z.boolean()),
  });
}

export const clubSignupSchema = makeClubSignupSchema();
export type ClubSignup = z.infer<typeof clubSignupSchema>;

/** Each field's first message by its path (`children.0.name`), as the server's validate() reports them: for the page's own check. */
export function clubErrors(values: unknown, schema: z.ZodType = clubSignupSchema): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

/** The messages of one child slot out of the form's errors (`children.1.name` → `name`). */
export function childErrors(errors: Record<string, string>, index: number): Partial<Record<keyof KidValues | "birth", string>> {
  const prefix = `children.${index}.`;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) if (path.startsWith(prefix)) out[path.slice(prefix.length)] ??= message;
  return out;
}

const KID_KEYS = ["name", "gender", "day", "month", "year"] as const;
/** Slots a body may name (children[0] … children[9]); more than MAX_CHILDREN are refused by the schema. */
const MOST_SLOTS = 10;

const text = (v: unknown, max = 100) =>
  typeof v === "string" ? v.slice(0, max) : typeof v === "number" && Number.isFinite(v) ? String(v) : "";

/**
 * The form's fields out of a request body, as strings cut to a sane length (nothing else is read):
 * a form post names children `children[0].name` (or `children[0][name]`), a JSON call may send
 * `children: [{name, gender, day, month, year}]`. Slots are kept up to the last one named, at most 10.
 */
export function clubValues(body: Record<string, unknown>): ClubValues {
  const slots: Record<string, unknown>[] = [];
  if (Array.isArray(body.children)) {
    for (const child of body.children.slice(0, MOST_SLOTS))
      slots.push(child && typeof child === "object" ? (child as Record<string, unknown>) : {});
  } else {
    for (const [key, value] of Object.entries(body)) {
      const m = /^children\[(\d)\](?:\.(\w+)|\[(\w+)\])$/.exec(key);
      const field = m?.[2] ?? m?.[3];
      if (!m || !KID_KEYS.some((k) => k === field)) continue;
      const index = Number(m[1]);
      while (slots.length <= index) slots.push({});
      slots[index][field!] = value;
    }
  }
  const children = slots.map((slot) => Object.fromEntries(KID_KEYS.map((k) => [k, text(slot[k], 50)])) as KidValues);
  return {
    firstname: text(body.firstname),
    lastname: text(body.lastname),
    email: text(body.email, EMAIL_MAX + 46),
    phone: text(body.phone, 30),
    cityId: text(body.cityId ?? body.city, 10),
    children: children.length > 0 ? children : [{ ...EMPTY_KID }],
    agreement: ticked(body.agreement),
    newsletter: ticked(body.newsletter),
  };
}

/** The no-JavaScript 'Çocuk Ekle': a submit button of the form; the action answers the form with one more slot. */
export const ADD_CHILD_INTENT = { name: "islem", value: "cocuk-ekle" } as const;

/** Whether the sender saw the consent warning and chose to go on without the consent. */
export const continuesWithoutConsent = (body: Record<string, unknown>) => ticked(body.continueWithoutConsent);
