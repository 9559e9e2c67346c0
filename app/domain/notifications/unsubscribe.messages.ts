/** What the unsubscribe page (/bildirim/abonelikten-cik/{token}) says. */
export const UNSUBSCRIBE_LINK_INVALID =
  "Bu bağlantı geçerli değil. Bildirim tercihlerinizi Üyelik Bilgilerim sayfasından değiştirebilirsiniz.";
export const UNSUBSCRIBED = "Aboneliğiniz sonlandırıldı. Size artık kampanya, indirim ve etkinlik e-postası göndermeyeceğiz.";
export const ALREADY_UNSUBSCRIBED = "Bu adrese kampanya, indirim ve etkinlik e-postası gönderilmiyor.";
