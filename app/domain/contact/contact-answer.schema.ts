/**
 * Customer service's answer to a contact message (/yonetim/mesajlar), one schema for the page and
 * the server, and the inbox's Turkish messages.
 */
import { z } from "zod";

export const ANSWER_MIN = 10;
export const ANSWER_MAX = 5000;
export const ANSWER_RULE = `Lütfen yanıtınızı yazınız (en az ${ANSWER_MIN}, en fazla ${ANSWER_MAX.toLocaleString("tr-TR")} karakter).`;
export const CONTACT_MESSAGE_NOT_FOUND = "Mesaj bulunamadı.";
export const ALREADY_ANSWERED = "Bu mesaj zaten yanıtlandı.";
export const ANSWER_SENT = (email: string) => `Yanıtınız ${email} adresine gönderildi.`;
export const MARKED_HANDLED = "Mesaj kapatıldı.";

export const answerSchema = z.object({
  answer: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : v),
    z.string({ error: ANSWER_RULE }).min(ANSWER_MIN, { error: ANSWER_RULE }).max(ANSWER_MAX, { error: ANSWER_RULE }),
  ),
});
export type AnswerForm = z.infer<typeof answerSchema>;
