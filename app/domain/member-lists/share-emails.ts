/**
 * Sharing a gift list by e-mail (spec sections 5, 7, 8): the addresses typed in one box,
 * separated by commas, semicolons or spaces (new lines too). One check for the page and the server,
 * with the spec's messages:
 *   - not one valid address (nothing typed, only separators, or only entries that are not
 *     addresses): 'Lütfen en az bir geçerli e-posta adresi girin!'
 *   - valid addresses with some entries that are not: 'Lütfen girdiğiniz mail adreslerini kontrol
 *     edin!' (nothing is sent then)
 *   - more than SHARE_MAX_ADDRESSES different addresses: a reason saying the limit.
 * The server also keeps each member to SHARE_MAX_PER_DAY share e-mails in 24 hours
 * (gift-list-share.server.ts), so the shop is not a relay for anyone's mail.
 */
import { EMAIL_MAX, normalizedEmail } from "#app/lib/validation";

export const SHARE_MAX_ADDRESSES = 20;
export const SHARE_MAX_PER_DAY = 50;
/** A box longer than this cannot hold SHARE_MAX_ADDRESSES valid addresses and their separators. */
const MAX_TEXT_LENGTH = SHARE_MAX_ADDRESSES * (EMAIL_MAX + 2);

export const SHARE_EMAILS_REQUIRED = "Lütfen en az bir geçerli e-posta adresi girin!";
export const SHARE_EMAILS_INVALID = "Lütfen girdiğiniz mail adreslerini kontrol edin!";
export const SHARE_TOO_MANY_ADDRESSES = `Bir seferde en fazla ${SHARE_MAX_ADDRESSES} e-posta adresiyle paylaşabilirsiniz.`;
export const GIFT_LIST_SHARED = "Hediye listenizi başarılı bir şekilde paylaştınız.";
export const SHARE_HINT = "Virgül, noktalı virgül veya boşlukla ayırın";

/** The refusal when this share would pass the member's daily limit (`left`: how many may still go). */
export const shareDailyLimit = (left: number) =>
  left > 0
    ? `24 saat içinde en fazla ${SHARE_MAX_PER_DAY} e-posta ile paylaşabilirsiniz; şu an en fazla ${left} adres daha girebilirsiniz.`
    : `24 saat içinde en fazla ${SHARE_MAX_PER_DAY} e-posta ile paylaşabilirsiniz. Lütfen daha sonra tekrar deneyin.`;

/** The entries of the box: split on commas, semicolons and white space, empty ones dropped. */
export const splitEmails = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

export type ShareEmailsCheck = { ok: true; emails: string[] } | { ok: false; reason: string };

/** The different addresses to write to (lower case, in the order typed), or the refusal. */
export function checkShareEmails(input: unknown): ShareEmailsCheck {
  const text = typeof input === "string" ? input : "";
  if (text.length > MAX_TEXT_LENGTH) return { ok: false, reason: SHARE_TOO_MANY_ADDRESSES };
  const normalized = splitEmails(text).map(normalizedEmail);
  const valid = normalized.filter((e): e is string => e != null);
  if (valid.length === 0) return { ok: false, reason: SHARE_EMAILS_REQUIRED };
  if (valid.length < normalized.length) return { ok: false, reason: SHARE_EMAILS_INVALID };
  const emails = [...new Set(valid)];
  if (emails.length > SHARE_MAX_ADDRESSES) return { ok: false, reason: SHARE_TOO_MANY_ADDRESSES };
  return { ok: true, emails };
}
