/** Which catalogue skus are gift cards: the basket, the checkout, the order pages and gift-card issuing all ask here. */

/** A line whose sku is GIFT (a gift card sent by e-mail) hides the address blocks (spec section 3). */
export const GIFT_SKU = "GIFT";

/**
 * Whether a sku is a gift card's: GIFT, or GIFT-{amount} for the gift cards sold on
 * /hediye-kart-islemleri (gift-cards/gift-card-catalogue.server.ts). A gift card is sent by e-mail:
 * it ships nothing, costs no shipping, is never returned, and hides the address blocks.
 */
export const isGiftCardSku = (sku: string): boolean => {
  const upper = sku.toUpperCase();
  return upper === GIFT_SKU || upper.startsWith(`${GIFT_SKU}-`);
};
