/** The gift lists' pages, in one place (links, redirects, e-mails). */
export const giftListPath = (listId: number) => `/hediye-listesi/goster/${listId}`;
/** The basket page opened on its gift tab (Hediye Sepetim). */
export const GIFT_BASKET_PATH = "/cart?sepet=hediye";
/** The member's checkout of the gift basket. */
export const GIFT_CHECKOUT_PATH = "/payment/checkout?sepet=hediye";
