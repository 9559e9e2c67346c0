/** Turkish texts of a placed order's pages (spec section 8), word for word. */

/** Spec section 8: "Order detail: 'Hata Oluştu' / 'Sipariş detayı bulunmadı.'" */
export const ORDER_ERROR_TITLE = "Hata Oluştu";
export const ORDER_NOT_FOUND = "Sipariş detayı bulunmadı.";
/** Guest order tracking with a blank order number or e-mail (spec section 5); nothing is sent. */
export const FILL_ALL_FIELDS = "Lütfen tüm alanları doldurunuz";
/** A member's cancellation: refused once the parcel left the warehouse, or twice. */
export const CANNOT_CANCEL = "Kargoya verilmiş siparişler iptal edilemez. Teslim aldıktan sonra iade talebi oluşturabilirsiniz.";
export const ALREADY_CANCELLED = "Bu sipariş zaten iptal edilmiş.";
export const ORDER_CANCELLED = "Siparişiniz iptal edildi.";

/** Returns after delivery: the return page's notices, field errors and answers. */
export const RETURN_WINDOW_CLOSED = (deliveredText: string) =>
  `Cayma hakkı süresi doldu: ürünleri teslim aldığınız tarihten itibaren 14 gün içinde iade talebi oluşturabilirsiniz. Bu siparişin teslim tarihi: ${deliveredText}.`;
export const RETURN_WINDOW_OPEN = (untilText: string) =>
  `Bu sipariş için ${untilText} tarihine kadar iade talebi oluşturabilirsiniz (teslim tarihinden itibaren 14 günlük cayma hakkı).`;
export const RETURN_NOT_DELIVERED =
  "Siparişiniz henüz teslim edilmedi. Ürünleri teslim aldıktan sonra 14 gün içinde iade talebi oluşturabilirsiniz.";
export const RETURN_NOT_RETURNABLE =
  "Bu sipariş için online iade talebi oluşturulamaz. Mağaza alışverişlerinizi mağazalarımızdan iade edebilirsiniz.";
export const RETURN_ALL_RETURNED = "Bu siparişin tüm ürünleri iade edildi.";
export const RETURN_NOTHING_LEFT = "Bu siparişte iade talebi oluşturulabilecek ürün kalmadı.";
export const RETURN_NOTHING_CHOSEN = "Lütfen iade etmek istediğiniz en az bir ürünün adedini seçiniz.";
export const RETURN_CHECK_FIELDS = "Lütfen işaretli alanları kontrol ediniz.";
export const RETURN_REASON_REQUIRED = "Lütfen iade nedenini seçiniz.";
export const RETURN_QUANTITY_TOO_MANY = (returnable: number) =>
  returnable > 0 ? `Bu üründen en fazla ${returnable} adet iade edebilirsiniz.` : "Bu ürün için iade talebi oluşturulamaz.";
export const RETURN_REQUESTED = "İade talebiniz alındı.";
export const RETURN_NOT_FOUND = "İade talebi bulunamadı.";
