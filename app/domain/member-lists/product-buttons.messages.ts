/**
 * Turkish texts of the product page's member buttons (spec sections 5 and 8): wish list, favourite,
 * price/stock alert and comparison. Shared by the server rules and the buttons on the page.
 */
export { LOGIN_REQUIRED } from "#app/lib/messages";
export { CHOOSE_PRODUCT } from "#app/domain/cart/messages";
export { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export const CHOOSE_LIST = "Lütfen liste seçiniz.";
export const NO_GIFT_LISTS = "Henüz bir hediye listeniz bulunmamaktadır";

export const FAVOURITE_ADDED = "Ürün favorilerinize başarıyla eklendi";
export const FAVOURITE_REMOVED = "Ürün favorilerinizden çıkarıldı.";

export type AlertType = "price" | "stock";
export const CHOOSE_ALERT_TYPE = "Lütfen bir alarm türü seçiniz.";
export const ALERT_ADDED: Record<AlertType, string> = {
  price: "Fiyat alarmınız kuruldu. Ürünün fiyatı düştüğünde size haber vereceğiz.",
  stock: "Talebiniz alındı. Ürün stoğa girdiğinde size haber vereceğiz.",
};
export const ALERT_REMOVED: Record<AlertType, string> = {
  price: "Fiyat alarmınız kaldırıldı.",
  stock: "Stok alarmınız kaldırıldı.",
};
export const ALREADY_IN_STOCK = "Bu ürün şu anda stokta. Stok alarmı yalnızca tükenen ürünler için kurulabilir.";

export const COMPARISON_LIMIT = 4;
export const COMPARISON_ADDED = "Ürün karşılaştırma listenize eklendi.";
export const COMPARISON_ALREADY = "Bu ürün zaten karşılaştırma listenizde.";
export const COMPARISON_FULL = `Karşılaştırma listenize en fazla ${COMPARISON_LIMIT} ürün ekleyebilirsiniz.`;
/** Spec section 8: a comparison call that fails. */
export const COMPARISON_ERROR = "Bir hata oluştu. Lütfen daha sonra tekrar deneyin";

export const GIFT_LIST_NOT_FOUND = "Hediye listesi bulunamadı.";
export const GIFT_LIST_EXPIRED = "Bu hediye listesinin süresi dolmuştur.";
export const GIFT_LIST_ADDED = "Ürün hediye listenize eklendi.";
export const GIFT_LIST_ALREADY = "Bu ürün zaten hediye listenizde.";

export const COMPARISON_REMOVED = "Ürün karşılaştırma listenizden çıkarıldı.";
