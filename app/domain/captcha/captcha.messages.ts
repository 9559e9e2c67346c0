/**
 * The captcha's words and names, shared by the server and the widget (PRODUCT.md: a self-hosted
 * proof of work where the spec has a captcha: after failed logins, before SMS codes are sent,
 * the gift-list search).
 */

/** The form field that carries the solution (the widget's hidden input). */
export const CAPTCHA_FIELD = "altcha";

/** No solution came with a call that needs one. */
export const CAPTCHA_REQUIRED = "Lütfen robot olmadığınızı doğrulayın.";
/** A solution that is expired, already used, forged or malformed. */
export const CAPTCHA_INVALID = "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın.";

/** In place of the widget when the browser runs no JavaScript (the proof of work needs it). */
export const CAPTCHA_NEEDS_JAVASCRIPT = "Robot doğrulaması için tarayıcınızda JavaScript açık olmalıdır.";

/** The widget's own texts (altcha's i18n keys), in the shop's Turkish. */
export const CAPTCHA_WIDGET_STRINGS: Record<string, string> = {
  ariaLinkLabel: "ALTCHA (resmi web sitesi)",
  cancel: "İptal",
  enterCode: "Kodu girin",
  enterCodeAria: "Duyduğunuz kodu girin. Ses dosyasını oynatmak için Boşluk tuşuna basın.",
  enterCodeFromImage: "Devam etmek için lütfen aşağıdaki resimdeki kodu girin.",
  error: "Doğrulama yapılamadı. Lütfen tekrar deneyin.",
  expired: "Doğrulamanın süresi doldu. Lütfen tekrar deneyin.",
  footer: "",
  getAudioChallenge: "Sesli doğrulama al",
  label: "Robot olmadığımı doğrula",
  loading: "Yükleniyor…",
  reload: "Yeniden yükle",
  verificationRequired: "Doğrulama gerekli!",
  verified: "Robot olmadığınız doğrulandı",
  verify: "Doğrula",
  verifying: "Doğrulanıyor…",
  waitAlert: "Doğrulama sürüyor, lütfen bekleyin.",
};
