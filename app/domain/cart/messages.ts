/** Turkish texts of the basket calls. */
export const CHOOSE_PRODUCT = "Lütfen bir ürün seçiniz.";
export const BAD_QUANTITY = "Lütfen geçerli bir adet giriniz.";
export const METHOD_NOT_ALLOWED = "Bu işlem yalnızca POST isteğiyle yapılabilir.";
