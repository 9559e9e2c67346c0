/** The gift card page (spec section 2), for links, redirects and basket lines. */
export const GIFT_CARD_PAGE = "/hediye-kart-islemleri";
export const giftCardPageFor = (listId: number) => `${GIFT_CARD_PAGE}?wishList=${listId}`;
