/**
 * Where a basket or order line leads: the product's own page, or the gift card page for a gift card
 * (its item is never listed, so it has no product page). One rule for the basket and the order.
 */
import { href } from "react-router";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";

export const linePageUrl = (item: { sku: string; sefUrl: string; catalogId: number }): string =>
  isGiftCardSku(item.sku) ? href("/hediye-kart-islemleri") : productUrl(item.sefUrl, item.catalogId);
