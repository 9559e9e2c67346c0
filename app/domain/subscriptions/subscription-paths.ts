/** Where subscriptions live: the page (/abonelik, PRODUCT.md) and its member's list on it. */
export const SUBSCRIPTION_PAGE = "/abonelik";
/** The account menu's 'Aboneliklerim': the list on the page. */
export const MY_SUBSCRIPTIONS = `${SUBSCRIPTION_PAGE}#aboneliklerim`;
/** The calls (routes/abonelik.olustur.ts, routes/abonelik.$id.$islem.ts). */
export const SUBSCRIBE_CALL = `${SUBSCRIPTION_PAGE}/olustur`;
export type ChangeWord = "durdur" | "devam" | "iptal" | "adres" | "kart";
export const changeCall = (id: number, islem: ChangeWord) => `${SUBSCRIPTION_PAGE}/${id}/${islem}`;
