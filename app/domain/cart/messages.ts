/** Turkish texts of the basket calls. */
export const CHOOSE_PRODUCT = "Lütfen bir ürün seçiniz.";
export const BAD_QUANTITY = "Lütfen geçerli bir adet giriniz.";
export const NOT_IN_CART = "Bu ürün sepetinizde bulunmamaktadır.";
export const EMPTY_CART = "Sepetinizde ürün bulunmamaktadır.";
export const GIFT_NOTE_MAX = 250;
export const GIFT_NOTE_TOO_LONG = `Hediye notunuz en fazla ${GIFT_NOTE_MAX} karakter olabilir.`;
/** Success notice after any basket change (spec section 8). */
export const CART_UPDATED = "Sepetiniz güncellendi";
/** Shown when loading the basket clamped or removed lines whose stock or sale status changed. */
export const CART_RECONCILED = "Sepetinizdeki bazı ürünlerin stok durumu değiştiği için sepetiniz güncellendi.";
export const REMOVE_CONFIRM = "Ürünü sepetinizden çıkarmak istediğinize emin misiniz?";
export const GIFT_NOTE_INVALID = "Lütfen geçerli bir hediye notu giriniz.";
