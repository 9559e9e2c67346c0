/**
 * Where a basket or order line leads: the product's own page, or the gift card page for a gift card
 * (its item is never listed, so it has no product page). One rule for the basket and the order.
 */
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { GIFT_CARD_PAGE } from "#app/domain/gift-cards/gift-card-paths";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";

export const linePageUrl = (item: { sku: string; sefUrl: string; catalogId: number }): string =>
  isGiftCardSku(item.sku) ? GIFT_CARD_PAGE : productUrl(item.sefUrl, item.catalogId);
