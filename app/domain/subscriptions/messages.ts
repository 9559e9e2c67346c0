/** The subscription calls' Turkish answers (the form's field messages are in subscription.schema.ts). */
import { formatSendDay } from "./send-dates";

export const subscriptionCreated = (firstSendDate: string) =>
  `Aboneliğiniz oluşturuldu. İlk gönderiminiz ${formatSendDay(firstSendDate)} günü hazırlanacak.`;
export const SUBSCRIPTION_PAUSED = "Aboneliğiniz duraklatıldı. Dilediğiniz zaman devam ettirebilirsiniz.";
export const subscriptionResumed = (nextSendDate: string) => `Aboneliğiniz devam ediyor. Sonraki gönderim: ${formatSendDay(nextSendDate)}.`;
export const SUBSCRIPTION_CANCELLED = "Aboneliğiniz iptal edildi.";
export const SUBSCRIPTION_ADDRESS_CHANGED = "Aboneliğinizin teslimat adresi güncellendi.";
export const SUBSCRIPTION_CARD_CHANGED = "Aboneliğinizin ödeme kartı güncellendi.";

export const SUBSCRIPTION_NOT_FOUND = "Abonelik bulunamadı.";
export const SUBSCRIPTION_IS_CANCELLED = "Bu abonelik iptal edilmiş; yeniden başlatmak için yeni bir abonelik oluşturabilirsiniz.";
export const PACKAGE_UNAVAILABLE = "Seçtiğiniz paket abonelikle satılmamaktadır.";
export const PACKAGE_OUT_OF_STOCK = "Seçtiğiniz paket şu anda stokta bulunmamaktadır.";
export const ALREADY_SUBSCRIBED = "Bu paket için zaten bir aboneliğiniz var. Aboneliklerim bölümünden düzenleyebilirsiniz.";
export const MAX_SUBSCRIPTIONS = 20;
export const TOO_MANY_SUBSCRIPTIONS = `En fazla ${MAX_SUBSCRIPTIONS} aboneliğiniz olabilir. Yeni bir abonelik için kullanmadığınız bir aboneliği iptal ediniz.`;
export const RESUME_NEEDS_ADDRESS = "Aboneliği devam ettirmek için önce bir teslimat adresi seçiniz.";
export const RESUME_NEEDS_CARD = "Aboneliği devam ettirmek için önce kayıtlı kartlarınızdan birini seçiniz.";
/** A member without a saved card: where to save one (the checkout's 'Kartımı kaydet'). */
export const NEED_SAVED_CARD =
  "Abonelik ödemeleri kayıtlı kartınızdan alınır. Kayıtlı kartınız yok: bir sonraki alışverişinizde kart ile öderken 'Kartımı kaydet' seçeneğini işaretleyin.";
export const SIGN_IN_TO_SUBSCRIBE = "Abone olmak için üye girişi yapınız.";
