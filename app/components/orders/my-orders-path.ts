/** Siparişlerim's address (spec section 2); its panel, cancel and return calls live under it. */
export const MY_ORDERS_PATH = "/kullanici/siparislerim";

/** An order's return page (spec section 2: /kullanici/siparislerim/iade/detay/{orderhash}). */
export const returnPagePath = (orderHash: string) => `${MY_ORDERS_PATH}/iade/detay/${encodeURIComponent(orderHash)}`;
