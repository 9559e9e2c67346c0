/**
 * Price and stock alerts that notify (spec sections 4 and 7). A member sets an
 * alert on a variant from the product page (POST /urun/alarm/, product-buttons.server.ts); the
 * `alerts.check` job (every minute, domain/jobs) runs `checkAlerts`, which tells each member once
 * per change, by one e-mail and one SMS (to the phone of the account, when it has one):
 *   - a stock alert when its variant can be bought again (in stock, on the site); it is then done
 *     (the page offers a new one if the variant runs out again);
 *   - a price alert when the variant's price is below the price it last told of (at first the price
 *     when the alert was set): a further drop tells again, the same price never twice.
 * Exactly once: the alerts due are claimed and marked told, and their messages written (the outbox
 * by default), in one transaction; alerts another run holds are skipped (SKIP LOCKED) and a second
 * run finds nothing left. The check is set-based, a few thousand alerts a statement.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { alerts, catalogItems, favourites } from "#app/db/schema";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import type { FavouriteChange, MemberAlert } from "./alert-views";
import { SIZE_OF_P, VARIANT_TABLE, variantColumns, variantView } from "./variant-columns";
import { formatMoney } from "#app/lib/money";

export type { FavouriteChange, MemberAlert } from "./alert-views";

/** Alerts claimed in one transaction. */
const CLAIM_BATCH = 5000;

type Fired = {
  id: number;
  type: "price" | "stock";
  email: string;
  phone: string | null;
  firstname: string;
  name: string;
  size: string | null;
  sef_url: string;
  catalog_id: number;
  from_price: number | null;
  price: number;
};

function messagesFor(f: Fired, origin: string): Message[] {
  const product = f.size ? `${f.name} (${f.size})` : f.name;
  const url = origin + productUrl(f.sef_url, f.catalog_id);
  const price = formatMoney(f.price);
  const out: Message[] = [];
  if (f.type === "stock") {
    out.push({
      kind: "alert.item",
      channel: "email",
      to: f.email,
      subject: "Beklediğiniz ürün yeniden stoklarımızda",
      body: `Merhaba ${f.firstname},\n\n${product} yeniden stoklarımızda (${price}). Tükenmeden sepetinize ekleyebilirsiniz:\n${url}\n\nStok alarmınız bu bildirimle tamamlandı.\n\nMinik Dünya`,
    });
    if (f.phone)
      out.push({
        kind: "alert.item",
        channel: "sms",
        to: f.phone,
        body: `Minik Dünya: Beklediğiniz ${product} yeniden stoklarımızda. ${url}`,
      });
  } else {
    const before = formatMoney(f.from_price ?? f.price);
    out.push({
      kind: "alert.item",
      channel: "email",
      to: f.email,
      subject: "Takip ettiğiniz ürünün fiyatı düştü",
      body: `Merhaba ${f.firstname},\n\n${product} ürününün fiyatı ${before} iken şimdi ${price}.\n${url}\n\nFiyat daha da düşerse yeniden haber vereceğiz.\n\nMinik Dünya`,
    });
    if (f.phone)
      out.push({
        kind: "alert.item",
        channel: "sms",
        to: f.phone,
        body: `Minik Dünya: ${product} şimdi ${price} (önce ${before}). ${url}`,
      });
  }
  return out;
}

/**
 * Tells the members whose alerts are due (see the module comment); the messages link to `origin`
 * (the shop's configured public address, lib/public-url.server.ts). Answers how many alerts fired.
 */
export async function checkAlerts(db: Db, origin: string): Promise<number> {
  let fired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await queryRows<Fired>(
        tx as unknown as Db,
        sql`
        WITH due AS (
          SELECT a.id, coalesce(a.notified_price_kurus, a.price_at_request_kurus) AS from_price
          FROM alerts a
          JOIN products p ON p.id = a.product_id
          JOIN catalog_items c ON c.id = p.catalog_id
          WHERE c.status = 'active' AND p.status = 'active'
            AND ((a.type = 'stock' AND a.notified_at IS NULL AND p.stock > 0)
              OR (a.type = 'price' AND p.price_kurus < coalesce(a.notified_price_kurus, a.price_at_request_kurus)))
          ORDER BY a.id
          LIMIT ${CLAIM_BATCH}
          FOR UPDATE OF a SKIP LOCKED
        )
        UPDATE alerts a
        SET notified_at = now(), notified_price_kurus = CASE WHEN a.type = 'price' THEN p.price_kurus ELSE a.notified_price_kurus END
        FROM due, products p, catalog_items c, users u
        WHERE a.id = due.id AND p.id = a.product_id AND c.id = p.catalog_id AND u.id = a.user_id
        RETURNING a.id, a.type, u.email, u.phone, u.firstname, c.name, ${SIZE_OF_P} AS size, c.sef_url, c.id AS catalog_id, due.from_price, p.price_kurus AS price`,
      );
      await recordMessages(
        tx,
        rows.flatMap((row) => messagesFor(row, origin)),
      );
      return rows.length;
    });
    fired += batch;
    if (batch < CLAIM_BATCH) return fired;
  }
}

/** The member's alerts, newest first, with where each variant stands now. */
export async function memberAlerts(db: Db, userId: number): Promise<MemberAlert[]> {
  const p = VARIANT_TABLE;
  const rows = await db
    .select({
      ...variantColumns,
      type: alerts.type,
      priceAtRequestKurus: alerts.priceAtRequestKurus,
      notifiedAt: alerts.notifiedAt,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .innerJoin(p, eq(p.id, alerts.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, p.catalogId))
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map((r) => ({
    ...variantView(r),
    type: r.type === "price" ? "price" : "stock",
    priceAtRequestKurus: r.priceAtRequestKurus,
    notifiedAt: r.notifiedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The member's favourites that changed since they were marked: cheaper now, or sold out. */
export async function favouriteChanges(db: Db, userId: number): Promise<FavouriteChange[]> {
  const p = VARIANT_TABLE;
  const rows = await db
    .select({ ...variantColumns, fromKurus: favourites.priceAtAddKurus })
    .from(favourites)
    .innerJoin(p, eq(p.id, favourites.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, p.catalogId))
    .where(
      and(
        eq(favourites.userId, userId),
        eq(catalogItems.status, "active"),
        sql`(${p.stock} <= 0 OR ${p.priceKurus} < ${favourites.priceAtAddKurus})`,
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => ({ ...variantView(r), change: r.stock <= 0 ? "soldOut" : "cheaper", fromKurus: r.fromKurus }));
}
