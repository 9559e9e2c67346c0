/**
 * The boxes that ask for consent to commercial messages, one per channel and unticked (İYS: consent
 * is asked per channel): at registration and on the profile page.
 */
export const MARKETING_SMS_TEXT = "Kampanya ve fırsatlardan SMS ile haberdar olmak istiyorum.";
export const MARKETING_EMAIL_TEXT = "Kampanya ve fırsatlardan e-posta ile haberdar olmak istiyorum.";

/** What the profile page says once the member's choice is recorded. */
export const CONSENTS_SAVED = "İletişim izinleriniz kaydedildi.";
