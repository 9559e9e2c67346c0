/**
 * The basket forms' rules (spec sections 5, 7), shared by the JSON calls (POST /cart/add,
 * /cart/save, /cart/remove) and the basket page's plain forms (app/routes/cart._index.tsx), with the
 * basket's Turkish messages.
 */
import { z } from "zod";
import { parseId } from "#app/lib/ids";
import { BAD_QUANTITY, CHOOSE_PRODUCT, GIFT_NOTE_INVALID, GIFT_NOTE_MAX, GIFT_NOTE_TOO_LONG } from "./messages";

/** More lines than a basket can sensibly hold in one form. */
const MAX_LINES = 200;

const productId = z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: CHOOSE_PRODUCT }));

/** Largest change one call may ask for (the stepper sends +1/-1; forms send small numbers). */
export const MAX_QUANTITY_CHANGE = 1000;

/** One add: the variant and a signed number of units (default 1; a negative one takes units out). */
export const addLineSchema = z.object({
  productId,
  quantity: z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return 1;
      if (typeof v === "number") return v;
      if (typeof v === "string" && /^\s*[+-]?\d{1,7}\s*$/.test(v)) return Number(v.trim());
      return Number.NaN;
    },
    z
      .number({ error: BAD_QUANTITY })
      .int({ error: BAD_QUANTITY })
      .min(-MAX_QUANTITY_CHANGE, { error: BAD_QUANTITY })
      .max(MAX_QUANTITY_CHANGE, { error: BAD_QUANTITY })
      .refine((n) => n !== 0, { error: BAD_QUANTITY }),
  ),
});

/** An absolute number of units (0 removes the line). */
const quantity = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,7}\s*$/.test(v) ? Number(v.trim()) : v),
  z.number({ error: BAD_QUANTITY }).int({ error: BAD_QUANTITY }).min(0, { error: BAD_QUANTITY }).max(9_999_999, { error: BAD_QUANTITY }),
);

/** One line out: the variant, and whether it is the gift basket's line. */
export const removeLineSchema = z.object({
  productId,
  isGift: z.preprocess((v) => v === true || v === "1" || v === "true" || v === "on", z.boolean()),
});

/** The basket form: the gift note and absolute quantities of lines the basket holds. */
export const saveBasketSchema = z.object({
  giftNote: z
    .string({ error: GIFT_NOTE_INVALID })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => s.length <= GIFT_NOTE_MAX, { error: GIFT_NOTE_TOO_LONG })
    .optional(),
  quantities: z
    .array(z.object({ productId, quantity }))
    .max(MAX_LINES, { error: BAD_QUANTITY })
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, { error: BAD_QUANTITY }),
});

/** `quantity[12]=3` form fields, or JSON `{quantity: {"12": 3}}`, as a list of lines. */
export function readQuantities(body: Record<string, unknown>): { productId: unknown; quantity: unknown }[] {
  const out: { productId: unknown; quantity: unknown }[] = [];
  for (const [key, value] of Object.entries(body)) {
    const bracketed = /^quantity\[([^\]]*)\]$/.exec(key);
    if (bracketed) out.push({ productId: bracketed[1], quantity: value });
  }
  const nested = body.quantity;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) {
    for (const [id, value] of Object.entries(nested)) out.push({ productId: id, quantity: value });
  } else if (nested !== undefined) {
    out.push({ productId: undefined, quantity: nested });
  }
  return out;
}
