/** The back office's Turkish messages (/yonetim), shared by the server and the pages. */

export const BACK_OFFICE_LOGIN_REQUIRED = "Bu sayfa yalnızca yöneticiler içindir. Lütfen yönetim girişi yapın.";
export const NO_PERMISSION = "Bu sayfa için yetkiniz yok.";
export const BACK_OFFICE_PAGE_NOT_FOUND = "Aradığınız yönetim sayfası bulunamadı.";
export const NO_MANAGER_PHONE = "Hesabınızda doğrulama kodu gönderilecek bir telefon yok. Yöneticinizden telefonunuzu eklemesini isteyin.";
export const LOGGED_OUT = "Yönetim panelinden çıkış yaptınız.";
export const CODE_SENT = (maskedPhone: string) => `Kod ${maskedPhone} numarasına gönderildi.`;
export const managerCodeSms = (code: string) => `Kimseyle paylaşmayınız. Minik Dünya yönetim paneli doğrulama kodunuz: ${code}`;
