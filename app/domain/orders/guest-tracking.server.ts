/**
 * Guest order tracking (spec sections 2 and 5; PRODUCT.md `/siparis-takip`): an order number and
 * the e-mail it was placed with open the order's view without an account. Both non-blank, else
 * 'Lütfen tüm alanları doldurunuz' (nothing looked up). A wrong pair answers exactly like an
 * unknown number ('Sipariş detayı bulunmadı.'), and guessing is throttled like logins (the same
 * counts and waits, login-throttle.server.ts) on keys of its own: the number asked about and the
 * asking address, so failed look-ups never lock anyone's login. The view leaves out what the
 * number and e-mail do not prove: names, addresses, phone, card and contract (withoutPersonalData).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders } from "#app/db/schema";
import { claimAttempt, resetFailures } from "#app/domain/throttle/login-throttle.server";
import { isPlaced } from "#app/domain/order-core/order-status";
import { FILL_ALL_FIELDS, ORDER_NOT_FOUND } from "./messages";
import { summaryOf, withoutPersonalData, type OrderSummary } from "./order-summary.server";

export type GuestTrackingForm = { orderNumber: string; email: string };
export type GuestTracking = { ok: true; order: OrderSummary } | { ok: false; reason: string };

/** The form as typed, trimmed; the spec's message when a field is blank (the page checks the same before sending). */
export function readTrackingForm(body: Record<string, unknown>): { ok: true; form: GuestTrackingForm } | { ok: false; reason: string } {
  const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 254) : "");
  const form = { orderNumber: text(body.orderNumber), email: text(body.email) };
  return form.orderNumber && form.email ? { ok: true, form } : { ok: false, reason: FILL_ALL_FIELDS };
}

const trackingKeys = (orderNumber: string, ip: string) => [`track:no:${orderNumber.slice(0, 32)}`, `track:ip:${ip || "unknown"}`];

export async function trackGuestOrder(db: Db, form: GuestTrackingForm, ip: string): Promise<GuestTracking> {
  const keys = trackingKeys(form.orderNumber, ip);
  const refused = await claimAttempt(db, keys);
  if (refused) return { ok: false, reason: refused };
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, form.orderNumber), eq(sql`lower(${orders.email})`, form.email.toLowerCase())))
    .limit(1);
  if (!order || !isPlaced(order.status)) return { ok: false, reason: ORDER_NOT_FOUND };
  await resetFailures(db, keys);
  return { ok: true, order: withoutPersonalData(await summaryOf(db, { ...order, status: order.status })) };
}
