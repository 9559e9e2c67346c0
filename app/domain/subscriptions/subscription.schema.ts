/**
 * The subscription / package form (/abonelik; spec sections 2 and 3: 'package and week selects,
 * baby/child tabs, address change'; 'Subscription option: productId, attribute, estimatedSendDate')
 * and its calls, one schema for the page and the server, with the Turkish messages beside it:
 *   - productId: the package (a variant of a product suited to recurring delivery);
 *   - weekInterval: every 1, 2, 3 or 4 weeks; quantity: 1 to 10 units a delivery;
 *   - addressId: one of the member's addresses; savedCardId: one of the member's saved cards;
 *   - audience: the tab it was chosen in (bebek, cocuk);
 *   - agreement: the pre-information form and the distance sales contract accepted (PRODUCT.md:
 *     before any payment); each recurring order's own copy is e-mailed with it.
 * Whose address and card they are is the server's business (subscriptions.server.ts); the schema
 * only says they are ids. Pure: imported by the browser and the server alike.
 *
 *   const v = validate(subscriptionSchema, subscriptionValues(body));   // lib/api.server.ts
 */
import { z } from "zod";
import { parseId } from "#app/lib/ids";
import { mustAccept } from "#app/lib/validation";

/** Spec section 5 (checkout): the delivery address message, also here. */
export const ADDRESS_REQUIRED = "Teslimat adresi tanımlayınız.";
export const PACKAGE_REQUIRED = "Lütfen bir paket seçiniz.";
export const WEEK_REQUIRED = "Lütfen gönderim sıklığını seçiniz.";
export const QUANTITY_RULE = "Lütfen 1 ile 10 arasında bir adet seçiniz.";
export const CARD_REQUIRED = "Lütfen ödeme için kayıtlı kartlarınızdan birini seçiniz.";
export const AUDIENCE_RULE = "Lütfen Bebek ya da Çocuk seçiniz.";
/** PRODUCT.md (Turkish law): the pre-information form and the distance sales contract accepted before any payment. */
export const AGREEMENT_REQUIRED = "Lütfen Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'ni onaylayınız.";

/** Delivery every 1, 2, 3 or 4 weeks (the week select). */
export const WEEK_INTERVALS = [1, 2, 3, 4] as const;
export type WeekInterval = (typeof WEEK_INTERVALS)[number];
export const weekLabel = (weeks: number) => (weeks === 1 ? "Her hafta" : `${weeks} haftada bir`);

/** Units of the package in each delivery (the basket's limit per line). */
export const MAX_SUBSCRIPTION_QUANTITY = 10;

/** The baby / child tabs (the subscription's `audience`). */
export const AUDIENCES = { bebek: "Bebek", cocuk: "Çocuk" } as const;
export type Audience = keyof typeof AUDIENCES;
export const isAudience = (value: unknown): value is Audience => typeof value === "string" && Object.hasOwn(AUDIENCES, value);

/** An id sent as text or a number: a positive integer, else `message`. */
const idField = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const id = parseId(value);
    if (id == null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });

/** A small whole number from a select (text or number), one of `allowed`, else `message`. */
const choice = <T extends number>(allowed: readonly T[], message: string) =>
  z.unknown().transform((value, ctx) => {
    const n = typeof value === "number" ? value : typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!allowed.includes(n as T)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n as T;
  });

const QUANTITIES = Array.from({ length: MAX_SUBSCRIPTION_QUANTITY }, (_, i) => i + 1);

export const subscriptionSchema = z.object({
  productId: idField(PACKAGE_REQUIRED),
  weekInterval: choice(WEEK_INTERVALS, WEEK_REQUIRED),
  quantity: choice(QUANTITIES, QUANTITY_RULE),
  addressId: idField(ADDRESS_REQUIRED),
  savedCardId: idField(CARD_REQUIRED),
  audience: z
    .unknown()
    .refine(isAudience, AUDIENCE_RULE)
    .transform((v) => v as Audience),
  agreement: mustAccept(AGREEMENT_REQUIRED),
});
export type SubscriptionForm = z.infer<typeof subscriptionSchema>;

/** Changing a subscription's delivery address ('Adresi değiştir'). */
export const addressChangeSchema = z.object({ addressId: idField(ADDRESS_REQUIRED) });

/** The fields the schema reads, from a parsed body (anything else is left out; a repeated key is refused). */
export function subscriptionValues(body: Record<string, unknown>): Record<keyof SubscriptionForm, unknown> {
  const one = (key: string) => (Array.isArray(body[key]) ? undefined : body[key]);
  return {
    productId: one("productId"),
    weekInterval: one("weekInterval"),
    quantity: one("quantity") ?? "1",
    addressId: one("addressId"),
    savedCardId: one("savedCardId"),
    audience: one("audience") ?? "bebek",
    agreement: one("agreement"),
  };
}
