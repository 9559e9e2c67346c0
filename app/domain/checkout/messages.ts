/** Turkish texts of checkout (spec sections 4, 5), word for word where the spec gives them. */

export { ACCEPT_MEMBERSHIP } from "#app/lib/validation";
export { EMPTY_CART } from "#app/domain/cart/messages";

export const NEED_DELIVERY_ADDRESS = "Teslimat adresi tanımlayınız.";
export const NEED_BILLING_ADDRESS = "Fatura adresi adresi tanımlayınız.";
export const NEED_STORE = "Mağaza seçimi yapınız.";
export const NEED_SHIPPING = "Lütfen teslimat şekli seçiniz";
export const NEED_CVC = "Lütfen CVC giriniz";
/**
 * A guest accepts the pre-information form and the distance sales contract (PRODUCT.md "Turkish
 * law"); a guest has no membership, so the member's 'Lütfen üyelik sözleşmesini onaylayın.' does
 * not fit them.
 */
export const ACCEPT_CONTRACTS = "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.";
export const NO_PAY_AT_DOOR = "Kapıda ödeme seçeneğiniz yok.";
export const CARD_INCOMPLETE = "Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.";
export const BAD_POINTS = "Lütfen Kullanabileceğiniz bir değer girin.";
/** The card form's bonus box ticked without an amount (spec section 5 names the rule, not its words). */
export const NEED_CARD_BONUS = "Lütfen kullanmak istediğiniz kart puanı tutarını giriniz.";
export const PAYMENT_ERROR = "Bir hata oluştu. Lütfen daha sonra tekrar deneyin";
export const BUTTON_BUSY = "İşleminiz Yapılıyor";
export const BUTTON_IDLE = "Alışverişi Tamamla";
export { pickupPointsLabel } from "#app/domain/rewards/pickup-points-label";

export const NEED_PAYMENT_TYPE = "Lütfen bir ödeme yöntemi seçiniz.";
export const PAYMENT_NOT_ALLOWED = "Seçtiğiniz teslimat şekliyle bu ödeme yöntemi kullanılamaz.";
export const STORE_UNAVAILABLE = "Seçtiğiniz mağazadan teslim alma şu anda yapılamıyor. Lütfen başka bir mağaza seçiniz.";
export const GUEST_POD = "Kapıda ödeme yalnızca üyelerimize açıktır. Lütfen üye olun ya da giriş yapın.";
export const ORDER_IN_PROGRESS = "Siparişiniz işleniyor, lütfen bekleyiniz.";
export const PAYMENT_DECLINED = "Ödemeniz onaylanmadı.";
/** A gift list's order goes to the list owner's address: not picked up, not paid at the door. */
export const GIFT_DOOR_PAYMENT = "Hediye siparişlerinde kapıda ödeme yapılamaz.";
export const GIFT_PICKUP = "Hediye siparişleri liste sahibinin adresine gönderilir; mağazadan teslim alınamaz.";

export const stockShort = (name: string, available: number) =>
  available > 0
    ? `Üzgünüz, ${name} ürününden stokta yalnızca ${available} adet kaldı. Lütfen sepetinizi güncelleyiniz.`
    : `Üzgünüz, ${name} ürünü stokta kalmadı. Lütfen sepetinizi güncelleyiniz.`;

/**
 * The bank's answer came back without the session that started the payment (a bank page posting
 * from its own site carries no SameSite cookie; a shopper who started at another host name): the
 * order is settled all the same, and the page says so instead of showing an empty basket.
 */
export const PAID_ELSEWHERE =
  "Ödemeniz onaylandı ve siparişiniz alındı. Bu pencerede alışverişe başladığınız oturum bulunamadığı için siparişinizi burada gösteremiyoruz: ayrıntıları e-posta adresinize gönderdik; Siparişlerim ya da Sipariş Takip sayfasından izleyebilirsiniz.";
export const notPaidElsewhere = (reason: string) =>
  `${/[.!?]$/.test(reason) ? reason : `${reason}.`} Bu pencerede alışverişe başladığınız oturum bulunamadı; sepetiniz korunuyor. Alışverişe başladığınız pencereye dönüp ödemeyi yeniden deneyebilirsiniz.`;
