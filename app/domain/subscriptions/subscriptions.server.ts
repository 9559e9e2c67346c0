/**
 * A member's subscriptions (spec sections 2 and 3): creating one from /abonelik,
 * listing them, and pausing, resuming, cancelling one, or changing its address or card.
 *
 * Whose is what: every call takes the member from the session (`userId`) and touches only rows of
 * that member — a subscription, address or saved card id of someone else is answered exactly like
 * one that does not exist ('Abonelik bulunamadı.', 404; the form's 'Teslimat adresi tanımlayınız.').
 * Each change is one guarded UPDATE on the member's row (… WHERE id AND user_id AND status …), so
 * a double click or a change racing the recurring-order job (which holds the row locked while it
 * places an order) ends in one state. Pausing or cancelling twice answers the same success again.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { savedCards, subscriptions, users } from "#app/db/schema";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { itemImageUrl, THUMB_IMAGE } from "#app/domain/catalog/image-urls";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { ADDRESS_REQUIRED, CARD_REQUIRED, isAudience, type SubscriptionForm } from "./subscription.schema";
import { firstSendDate, resumeSendDate } from "./send-dates";
import {
  savedCardLabel,
  type RunOutcome,
  type SavedCardChoice,
  type SubscriptionStatus,
  type SubscriptionView,
} from "./subscription-views";
import { subscribablePackage } from "./subscription-shelf.server";
import {
  ALREADY_SUBSCRIBED,
  MAX_SUBSCRIPTIONS,
  PACKAGE_OUT_OF_STOCK,
  PACKAGE_UNAVAILABLE,
  RESUME_NEEDS_ADDRESS,
  RESUME_NEEDS_CARD,
  SUBSCRIPTION_ADDRESS_CHANGED,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_CARD_CHANGED,
  SUBSCRIPTION_IS_CANCELLED,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_PAUSED,
  subscriptionCreated,
  subscriptionResumed,
  TOO_MANY_SUBSCRIPTIONS,
} from "./messages";

export type Refusal = { ok: false; reason: string; status: 404 | 409 | 422; field?: string };
export type Outcome<T = object> = ({ ok: true; message: string } & T) | Refusal;

const refuse = (reason: string, status: Refusal["status"], field?: string): Refusal => ({
  ok: false,
  reason,
  status,
  ...(field ? { field } : {}),
});

/** The member's saved cards as the page offers them (never the token). */
export async function savedCardChoices(db: Db, userId: number): Promise<SavedCardChoice[]> {
  const rows = await db
    .select({
      id: savedCards.id,
      bin: savedCards.bin,
      last4: savedCards.last4,
      bankName: savedCards.bankName,
      cardFamily: savedCards.cardFamily,
    })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
  return rows.map((c) => ({ id: c.id, label: savedCardLabel(c), bankName: c.bankName, last4: c.last4 }));
}

/** One of the member's saved cards, or null (another member's id is none). */
async function cardOf(db: Db, userId: number, cardId: number) {
  const [card] = await db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)));
  return card ?? null;
}

type Row = {
  id: number;
  product_id: number;
  package_name: string;
  attribute: string | null;
  audience: string;
  quantity: number;
  week_interval: number;
  status: string;
  estimated_send_date: string;
  price_kurus: number | null;
  catalog_id: number | null;
  sef_url: string | null;
  main_image: string | null;
  address_id: number | null;
  address_title: string | null;
  address_text: string | null;
  district: string | null;
  city: string | null;
  card_id: number | null;
  bin: string | null;
  last4: string | null;
  bank_name: string | null;
  card_family: string | null;
  run_due: string | null;
  run_outcome: string | null;
  order_number: string | null;
  order_hash: string | null;
};

/** A `date` read as text ('2026-12-12'): never through a JavaScript Date and its time zone. */
const isoDay = (value: string) => String(value).slice(0, 10);

/**
 * The member's subscriptions (at most 50: the live ones first, newest first; cancelled ones after),
 * each with its package as sold now, its address and card, and the last send date's outcome.
 */
export async function listSubscriptions(db: Db, userId: number, only?: number): Promise<SubscriptionView[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT s.id, s.product_id, s.package_name, s.attribute, s.audience, s.quantity, s.week_interval, s.status, s.estimated_send_date::text AS estimated_send_date,
               p.price_kurus, c.id AS catalog_id, c.sef_url, c.main_image,
               a.id AS address_id, a.title AS address_title, a.address AS address_text, d.name AS district, ci.name AS city,
               k.id AS card_id, k.bin, k.last4, k.bank_name, k.card_family,
               r.due_date::text AS run_due, r.outcome AS run_outcome, o.order_number, o.order_hash
        FROM subscriptions s
        JOIN products p ON p.id = s.product_id
        JOIN catalog_items c ON c.id = p.catalog_id
        LEFT JOIN addresses a ON a.id = s.address_id AND a.user_id = s.user_id AND a.deleted_at IS NULL
        LEFT JOIN districts d ON d.id = a.district_id
        LEFT JOIN cities ci ON ci.id = a.city_id
        LEFT JOIN saved_cards k ON k.id = s.saved_card_id AND k.user_id = s.user_id
        LEFT JOIN LATERAL (SELECT due_date, outcome, order_id FROM subscription_runs WHERE subscription_id = s.id ORDER BY due_date DESC LIMIT 1) r ON true
        LEFT JOIN orders o ON o.id = r.order_id AND o.status NOT IN ('awaitingPayment', 'paymentFailed')
        WHERE s.user_id = ${userId} ${only == null ? sql`` : sql`AND s.id = ${only}`}
        ORDER BY (s.status = 'cancelled'), s.id DESC
        LIMIT 50`,
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    packageName: r.package_name,
    attribute: r.attribute,
    audience: isAudience(r.audience) ? r.audience : "bebek",
    quantity: Number(r.quantity),
    weekInterval: Number(r.week_interval),
    status: r.status as SubscriptionStatus,
    estimatedSendDate: isoDay(r.estimated_send_date),
    unitPriceKurus: r.price_kurus == null ? null : Number(r.price_kurus),
    image: r.catalog_id == null ? null : itemImageUrl(r.catalog_id, r.main_image, THUMB_IMAGE),
    url: r.catalog_id == null || r.sef_url == null ? null : productUrl(r.sef_url, r.catalog_id),
    address:
      r.address_id == null
        ? null
        : {
            id: r.address_id,
            title: r.address_title ?? "",
            summary: [r.address_text, [r.district, r.city].filter(Boolean).join(" / ")].filter(Boolean).join(", "),
          },
    card:
      r.card_id == null
        ? null
        : {
            id: r.card_id,
            label: savedCardLabel({ bin: r.bin ?? "", last4: r.last4 ?? "", bankName: r.bank_name, cardFamily: r.card_family }),
          },
    lastRun:
      r.run_due == null || r.run_outcome == null
        ? null
        : { dueDate: isoDay(r.run_due), outcome: r.run_outcome as RunOutcome, orderNumber: r.order_number, orderHash: r.order_hash },
  }));
}

/** One of the member's subscriptions as the page shows it (after a change). */
const viewOf = async (db: Db, userId: number, id: number) => (await listSubscriptions(db, userId, id))[0];

/**
 * A new subscription from the form (checked by subscriptionSchema): a package one may subscribe to
 * and in stock now, the member's own address and saved card; not a second one of the same package
 * (while the first is live), not more than MAX_SUBSCRIPTIONS live ones. First sent tomorrow.
 */
export async function createSubscription(
  db: Db,
  userId: number,
  form: SubscriptionForm,
  now = new Date(),
): Promise<Outcome<{ subscription: SubscriptionView }>> {
  const pack = await subscribablePackage(db, form.productId);
  if (!pack) return refuse(PACKAGE_UNAVAILABLE, 422, "productId");
  if (pack.stock <= 0) return refuse(PACKAGE_OUT_OF_STOCK, 409, "productId");
  if (!(await getAddress(db, userId, form.addressId))) return refuse(ADDRESS_REQUIRED, 422, "addressId");
  if (!(await cardOf(db, userId, form.savedCardId))) return refuse(CARD_REQUIRED, 422, "savedCardId");
  const sendDate = firstSendDate(now);
  const made = await db.transaction(async (tx) => {
    // The member's row, locked: two requests at once count and look for a twin one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const live = await tx
      .select({ productId: subscriptions.productId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "cancelled")));
    if (live.some((s) => s.productId === pack.productId)) return refuse(ALREADY_SUBSCRIBED, 409, "productId");
    if (live.length >= MAX_SUBSCRIPTIONS) return refuse(TOO_MANY_SUBSCRIPTIONS, 409);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId,
        productId: pack.productId,
        attribute: pack.attribute,
        weekInterval: form.weekInterval,
        addressId: form.addressId,
        estimatedSendDate: sendDate,
        status: "active",
        quantity: form.quantity,
        packageName: pack.packageName,
        audience: form.audience,
        savedCardId: form.savedCardId,
      })
      .returning({ id: subscriptions.id });
    return { ok: true as const, id: row.id };
  });
  if (!made.ok) return made;
  return { ok: true, message: subscriptionCreated(sendDate), subscription: await viewOf(db, userId, made.id) };
}

export type SubscriptionAction = "pause" | "resume" | "cancel" | "address" | "card";

/** Why a guarded update on the member's subscription changed nothing: none of theirs, or cancelled. */
async function whyUnchanged(db: Db, userId: number, id: number): Promise<{ status: SubscriptionStatus } | null> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row ? { status: row.status as SubscriptionStatus } : null;
}

const mineAnd = (userId: number, id: number, ...more: Parameters<typeof and>) =>
  and(eq(subscriptions.id, id), eq(subscriptions.userId, userId), ...more);

/**
 * Pause, resume, cancel, or a new address or card (`value`: the member's address or saved card id)
 * on one of the member's subscriptions; answers its view as it is afterwards.
 */
export async function changeSubscription(
  db: Db,
  userId: number,
  id: number,
  action: SubscriptionAction,
  value: number | null = null,
  now = new Date(),
): Promise<Outcome<{ subscription: SubscriptionView }>> {
  const done = async (message: string): Promise<Outcome<{ subscription: SubscriptionView }>> => ({
    ok: true,
    message,
    subscription: await viewOf(db, userId, id),
  });
  const unchanged = async (sameAgain: SubscriptionStatus | null, message: string) => {
    const found = await whyUnchanged(db, userId, id);
    if (!found) return refuse(SUBSCRIPTION_NOT_FOUND, 404);
    if (found.status === sameAgain) return done(message);
    return refuse(SUBSCRIPTION_IS_CANCELLED, 409);
  };
  const set = (values: Partial<typeof subscriptions.$inferInsert>, ...where: Parameters<typeof and>) =>
    db
      .update(subscriptions)
      .set(values)
      .where(mineAnd(userId, id, ...where))
      .returning({ id: subscriptions.id, date: subscriptions.estimatedSendDate });

  switch (action) {
    case "pause": {
      const [row] = await set({ status: "paused" }, eq(subscriptions.status, "active"));
      return row ? done(SUBSCRIPTION_PAUSED) : unchanged("paused", SUBSCRIPTION_PAUSED);
    }
    case "cancel": {
      const [row] = await set({ status: "cancelled" }, inArray(subscriptions.status, ["active", "paused"]));
      return row ? done(SUBSCRIPTION_CANCELLED) : unchanged("cancelled", SUBSCRIPTION_CANCELLED);
    }
    case "resume": {
      const [current] = await db
        .select({
          status: subscriptions.status,
          date: subscriptions.estimatedSendDate,
          addressId: subscriptions.addressId,
          cardId: subscriptions.savedCardId,
        })
        .from(subscriptions)
        .where(mineAnd(userId, id));
      if (!current) return refuse(SUBSCRIPTION_NOT_FOUND, 404);
      if (current.status === "cancelled") return refuse(SUBSCRIPTION_IS_CANCELLED, 409);
      if (current.status === "active") return done(subscriptionResumed(current.date));
      if (current.addressId == null || !(await getAddress(db, userId, current.addressId)))
        return refuse(RESUME_NEEDS_ADDRESS, 409, "addressId");
      if (current.cardId == null || !(await cardOf(db, userId, current.cardId))) return refuse(RESUME_NEEDS_CARD, 409, "savedCardId");
      const next = resumeSendDate(current.date, now);
      const [row] = await set({ status: "active", estimatedSendDate: next }, eq(subscriptions.status, "paused"));
      return row ? done(subscriptionResumed(row.date)) : unchanged("active", subscriptionResumed(next));
    }
    case "address": {
      if (value == null || !(await getAddress(db, userId, value))) return refuse(ADDRESS_REQUIRED, 422, "addressId");
      const [row] = await set({ addressId: value }, ne(subscriptions.status, "cancelled"));
      return row ? done(SUBSCRIPTION_ADDRESS_CHANGED) : unchanged(null, "");
    }
    case "card": {
      if (value == null || !(await cardOf(db, userId, value))) return refuse(CARD_REQUIRED, 422, "savedCardId");
      const [row] = await set({ savedCardId: value }, ne(subscriptions.status, "cancelled"));
      return row ? done(SUBSCRIPTION_CARD_CHANGED) : unchanged(null, "");
    }
  }
}
