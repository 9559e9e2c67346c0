/**
 * The contact form of /bize-ulasin (spec sections 3 and 5), one schema for the page and the server.
 * Fields as the spec names them: firstName, email, subject, message, orderNumber, phone. The
 * spec's three messages word for word: first name, a valid e-mail, the order number. The order
 * number is asked for only when the subject is about an order (ORDER_SUBJECTS: order, return,
 * shipping); for any other subject it may be left empty. Where the spec is silent: a subject from a
 * fixed list, a message of at most MESSAGE_MAX characters, and a phone that may be left empty but,
 * when given, is a mobile number by the shop's one phone rule (mobilePhone in lib/validation.ts).
 */
import { z } from "zod";
import { INVALID_EMAIL, email, letterName, mobilePhone, requiredText } from "#app/lib/validation";

export const CONTACT_NAME_REQUIRED = "Lütfen isim bilgisini giriniz.";
export const CONTACT_EMAIL_INVALID = INVALID_EMAIL; // 'Lütfen e-mail adresinizi kontrol ediniz.'
export const ORDER_NUMBER_REQUIRED = "Lütfen sipariş numarası giriniz.";
export const CHOOSE_SUBJECT = "Lütfen bir konu seçiniz.";
export const MESSAGE_REQUIRED = "Lütfen mesajınızı yazınız.";
export const MESSAGE_MAX = 2000;
export const MESSAGE_TOO_LONG = `Mesajınız en fazla ${MESSAGE_MAX} karakter olabilir.`;
export const ORDER_NUMBER_MAX = 40;

export const CONTACT_SENT = "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.";

/** The subjects of the select, in its order: the value sent and stored, and the label shown. */
export const SUBJECTS = {
  siparis: "Sipariş",
  iade: "İade ve değişim",
  kargo: "Kargo",
  odeme: "Ödeme",
  urun: "Ürün bilgisi",
  magazalar: "Mağazalar",
  diger: "Diğer",
} as const;
export type Subject = keyof typeof SUBJECTS;

const subjectKeys = Object.keys(SUBJECTS) as [Subject, ...Subject[]];

/** The subjects about an order: only these need its number. */
export const ORDER_SUBJECTS: readonly Subject[] = ["siparis", "iade", "kargo"];
export const needsOrderNumber = (subject: unknown) => ORDER_SUBJECTS.includes(subject as Subject);
export const ORDER_NUMBER_HINT =
  "Sipariş, iade ve kargo konularında gereklidir. Sipariş numaranızı sipariş onay e-postanızda ve Siparişlerim sayfasında bulabilirsiniz.";

/** A browser sends a textarea's line breaks as CR LF; counted as one character each, as the page counts them. */
const oneCharacterLineBreaks = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : v);

/** Missing, or only white space: not given. */
const notGiven = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** Empty means not given; anything else must be a mobile number (05xxxxxxxxx once normalised). */
const optionalMobilePhone = z.preprocess(notGiven, mobilePhone().optional());

export const contactSchema = z
  .object({
    firstName: letterName(2, CONTACT_NAME_REQUIRED),
    email: email(CONTACT_EMAIL_INVALID),
    subject: z.enum(subjectKeys, { error: CHOOSE_SUBJECT }),
    message: z.preprocess(
      oneCharacterLineBreaks,
      z.string({ error: MESSAGE_REQUIRED }).min(1, { error: MESSAGE_REQUIRED }).max(MESSAGE_MAX, { error: MESSAGE_TOO_LONG }),
    ),
    orderNumber: z.preprocess(notGiven, requiredText(ORDER_NUMBER_REQUIRED, ORDER_NUMBER_MAX).optional()),
    phone: optionalMobilePhone,
  })
  // Runs even when other fields are wrong, so every message shows at once.
  .refine((f) => f.orderNumber !== undefined || !needsOrderNumber(f.subject), {
    path: ["orderNumber"],
    error: ORDER_NUMBER_REQUIRED,
    when: () => true,
  });

export type ContactForm = z.infer<typeof contactSchema>;
export type ContactField = keyof z.input<typeof contactSchema>;
/** What the form holds as typed (every field a string), as the page keeps it and the server gives it back. */
export type ContactValues = Record<ContactField, string>;

export const CONTACT_FIELDS = [
  "firstName",
  "email",
  "subject",
  "message",
  "orderNumber",
  "phone",
] as const satisfies readonly ContactField[];

export const EMPTY_CONTACT: ContactValues = { firstName: "", email: "", subject: "", message: "", orderNumber: "", phone: "" };

/** The form's fields out of a request body: strings only, each cut to a sane length (nothing else is read). */
export function contactValues(body: Record<string, unknown>): ContactValues {
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) {
    const v = body[field];
    if (typeof v === "string") values[field] = v.slice(0, field === "message" ? MESSAGE_MAX * 2 : 300);
  }
  return values;
}
