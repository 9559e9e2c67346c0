/**
 * The back office's member forms (/yonetim/uyeler), one zod schema each with its
 * Turkish messages, for the page and the server alike: the search box, blocking (a reason is
 * required) and the KVKK erasure's second step (the member's e-mail typed again).
 */
import { z } from "zod";
import { foldForSearch } from "#app/lib/turkish";

export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;
export const SEARCH_TOO_SHORT = `Lütfen aramak için en az ${SEARCH_MIN} harf ya da rakam yazınız.`;

export const BLOCK_REASON_MIN = 5;
export const BLOCK_REASON_MAX = 500;
export const BLOCK_REASON_RULE = `Lütfen engelleme nedenini yazınız (en az ${BLOCK_REASON_MIN}, en fazla ${BLOCK_REASON_MAX} karakter).`;
export const ERASE_CONFIRM_RULE = "Onaylamak için lütfen üyenin e-posta adresini aynen yazınız.";
export const ERASE_CONFIRM_WRONG = "Yazdığınız e-posta adresi bu üyenin adresi değil. Silme yapılmadı.";

export const MEMBER_NOT_FOUND = "Üye bulunamadı.";
export const MEMBER_ERASED = "Bu üyenin kişisel verileri silinmiş; üzerinde işlem yapılamaz.";
export const MEMBER_BLOCKED = "Üye engellendi; oturumları kapatıldı.";
export const MEMBER_UNBLOCKED = "Üyenin engeli kaldırıldı.";
export const MEMBER_ERASE_DONE = "Üyenin kişisel verileri silindi; siparişleri ve faturaları saklanıyor.";

/** The name an erased member's records show. */
export const ERASED_FIRSTNAME = "Silinmiş";
export const ERASED_LASTNAME = "Üye";

/**
 * The folded text a search matches against users.search_text (schema.ts): the query's letters
 * folded as the column folds them; a phone typed as (532) 123-4567 or 5321234567 becomes its
 * digits with the leading 0, as phones are stored. Empty when there is nothing to look for.
 */
export function memberSearchNeedle(query: string): string {
  const text = query.trim().slice(0, SEARCH_MAX);
  const digits = text.replace(/[\s()\-+]/g, "");
  if (/^\d+$/.test(digits)) return digits.length === 10 && digits.startsWith("5") ? `0${digits}` : digits.replace(/^90(?=5\d{9}$)/, "0");
  // Keeps what an e-mail holds ('@', '.', '_', '-', '+'); folds the rest as search does.
  return text
    .split(/([@._+-])/)
    .map((part) => (/^[@._+-]$/.test(part) ? part : foldForSearch(part)))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : v);

export const blockSchema = z.object({
  reason: z.preprocess(
    trimmed,
    z
      .string({ error: BLOCK_REASON_RULE })
      .min(BLOCK_REASON_MIN, { error: BLOCK_REASON_RULE })
      .max(BLOCK_REASON_MAX, { error: BLOCK_REASON_RULE }),
  ),
});
export type BlockForm = z.infer<typeof blockSchema>;

export const eraseSchema = z.object({
  confirmEmail: z.preprocess(
    trimmed,
    z.string({ error: ERASE_CONFIRM_RULE }).min(3, { error: ERASE_CONFIRM_RULE }).max(320, { error: ERASE_CONFIRM_RULE }),
  ),
});
export type EraseForm = z.infer<typeof eraseSchema>;

/** Whether a typed query is too short to search (an empty one lists the newest members). */
export const searchTooShort = (query: string) => query.trim() !== "" && memberSearchNeedle(query).replace(/\s/g, "").length < SEARCH_MIN;

/** The search box (a GET form): checked in the browser as the server checks it. */
export const memberSearchSchema = z.object({ q: z.string().refine((q) => !searchTooShort(q), { error: SEARCH_TOO_SHORT }) });
