/**
 * The basket page's plain forms (app/routes/cart._index.tsx), for a browser without JavaScript
 * (PRODUCT.md: every page works without JavaScript): one line's quantity (the stepper's '−' and '+'
 * post the new number), a line out (`intent=sil`, `isGift` for the gift basket's), and the basket
 * form (`intent=kaydet`: the gift note and the quantities). The same rules and messages as the
 * JSON calls (cart.schema.ts, cart.server.ts); with JavaScript the page uses those calls instead.
 */
import type { Db } from "#app/db/client.server";
import { validate } from "#app/lib/api.server";
import { readQuantities, removeLineSchema, saveBasketSchema } from "./cart.schema";
import { removeVisitorLine, saveCart, type Visitor } from "./cart.server";
import { EMPTY_CART, NOT_IN_CART } from "./messages";

export type BasketFormOutcome = { ok: true; gift: boolean } | { ok: false; reason: string; status: 409 | 422 };

export async function changeBasketByForm(db: Db, visitor: Visitor | null, body: Record<string, unknown>): Promise<BasketFormOutcome> {
  if (body.intent === "sil") {
    const v = validate(removeLineSchema, body);
    if (!v.ok) return { ok: false, reason: v.reason, status: 422 };
    const removed = visitor ? (await removeVisitorLine(db, visitor, v.data)).removed : false;
    return removed ? { ok: true, gift: v.data.isGift } : { ok: false, reason: NOT_IN_CART, status: 422 };
  }
  const lines = body.intent === "kaydet" ? readQuantities(body) : [{ productId: body.productId, quantity: body.quantity }];
  const v = validate(saveBasketSchema, { giftNote: body.intent === "kaydet" ? body.giftNote : undefined, quantities: lines });
  if (!v.ok) return { ok: false, reason: v.reason, status: 422 };
  if (!visitor) return { ok: false, reason: EMPTY_CART, status: 409 };
  const saved = await saveCart(db, visitor, v.data);
  return saved.ok ? { ok: true, gift: false } : { ok: false, reason: saved.reason, status: saved.status };
}
