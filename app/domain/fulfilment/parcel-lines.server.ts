/**
 * Whether an order has something to ship, in SQL: any line but gift cards (GIFT, GIFT-…: the rule
 * of catalog/gift-card-sku.ts isGiftCardSku), whose codes go by e-mail. Used where orders are read
 * by the page (Siparişlerim) or moved in bulk (the demo's travelling parcels).
 */
import { sql, type Column, type SQL } from "drizzle-orm";

export const shipsParcel = (orderId: Column | SQL) =>
  sql<boolean>`exists (select 1 from order_lines ol where ol.order_id = ${orderId} and upper(ol.sku) <> 'GIFT' and upper(ol.sku) not like 'GIFT-%')`;
