/**
 * The smile deal form ('Gülümseten Fırsat', spec sections 3 and 5: fields smilePhone and
 * smileLink), one schema for the page and the server. The spec's two messages word for word: the
 * phone ('Lütfen Telefon Numaranızı Giriniz') and the product link ('Lütfen İlgili Ürüne Ait Linki
 * Giriniz.') are required.
 *
 * Where the spec is silent:
 *   - the phone follows the shop's one phone rule (registration, contact): the mask
 *     `(999) 999-9999` as typed, a mobile number, kept as 05xxxxxxxxx (mobilePhone in
 *     lib/validation.ts, with its message for a number that is not one);
 *   - the link is any shop's product page (a competitor's is the natural use): an http(s) address
 *     of a named host ('www.ornek.com'; typed without 'https://' it gets it), at most
 *     SMILE_LINK_MAX characters, kept as the parsed address. Every other scheme (javascript:, data:,
 *     file:, ftp: …), a user name or password in it, a bare address ('localhost', '192.168.1.1',
 *     '[::1]') and spaces or control characters are refused: a manager will open the link, so it
 *     must not reach into the shop's own network or run anything.
 */
import { z } from "zod";
import { mobilePhone, PHONE_REQUIRED } from "#app/lib/validation";

export const SMILE_PHONE_REQUIRED = PHONE_REQUIRED; // 'Lütfen Telefon Numaranızı Giriniz'
export const SMILE_LINK_REQUIRED = "Lütfen İlgili Ürüne Ait Linki Giriniz.";
export const SMILE_LINK_INVALID = "Lütfen geçerli bir ürün linki giriniz, örneğin https://www.ornek.com/urun";
export const SMILE_LINK_MAX = 1000;
export const SMILE_LINK_TOO_LONG = `Ürün linki en fazla ${SMILE_LINK_MAX} karakter olabilir.`;

export const SMILE_DEAL_SENT = "Talebiniz bize ulaştı, teşekkür ederiz! Ürünü inceleyip en kısa sürede sizi arayacağız.";

/** A host name with at least one dot and a real top-level domain (letters, or an IDN's xn--), as URL writes it. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The typed link as kept ('https://www.ornek.com/urun?id=1'), or null when it is no product page address. */
export function normalizeProductLink(typed: string): string | null {
  const text = typed.trim();
  if (!text || /[\s\p{Cc}]/u.test(text)) return null;
  // A scheme is letters before ':' that are not a host with a port ('ornek.com:8080/…').
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  const hasScheme = scheme != null && !(/\./.test(scheme[1]) && /^[^:]+:\d/.test(text));
  const full = hasScheme ? text : text.startsWith("//") ? `https:${text}` : `https://${text}`;
  let url: URL;
  try {
    url = new URL(full);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  if (!DOMAIN.test(url.hostname)) return null;
  return url.href;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

const productLink = z.preprocess(
  trimmed,
  z
    .string({ error: SMILE_LINK_REQUIRED })
    .min(1, { error: SMILE_LINK_REQUIRED })
    .max(SMILE_LINK_MAX, { error: SMILE_LINK_TOO_LONG })
    .transform((text, ctx) => {
      const href = normalizeProductLink(text);
      if (href == null) ctx.addIssue({ code: "custom", message: SMILE_LINK_INVALID });
      else if (href.length > SMILE_LINK_MAX) ctx.addIssue({ code: "custom", message: SMILE_LINK_TOO_LONG });
      else return href;
      return z.NEVER;
    }),
);

export const smileDealSchema = z.object({
  smilePhone: mobilePhone(),
  smileLink: productLink,
});

export type SmileDeal = z.infer<typeof smileDealSchema>;
export type SmileDealField = keyof z.input<typeof smileDealSchema>;
/** What the form holds as typed (every field a string), as the page keeps it and the server gives it back. */
export type SmileDealValues = Record<SmileDealField, string>;

export const SMILE_DEAL_FIELDS = ["smilePhone", "smileLink"] as const satisfies readonly SmileDealField[];

export const EMPTY_SMILE_DEAL: SmileDealValues = { smilePhone: "", smileLink: "" };

/** The form's fields out of a request body: strings only, each cut to a sane length (nothing else is read). */
export function smileDealValues(body: Record<string, unknown>): SmileDealValues {
  const values = { ...EMPTY_SMILE_DEAL };
  for (const field of SMILE_DEAL_FIELDS) {
    const v = body[field];
    if (typeof v === "string") values[field] = v.slice(0, field === "smileLink" ? SMILE_LINK_MAX * 2 : 40);
  }
  return values;
}

/** The action's answer (also the JSON call's): `{success, reason, message, errors}` and what was typed. */
export type SmileDealAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  values: SmileDealValues;
};
