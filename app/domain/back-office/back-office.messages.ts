/** The back office's Turkish messages (/yonetim), shared by the server and the pages. */

export const BACK_OFFICE_LOGIN_REQUIRED = "Bu sayfa yalnızca yöneticiler içindir. Lütfen yönetim girişi yapın.";
export const NO_PERMISSION = "Bu sayfa için yetkiniz yok.";
export const BACK_OFFICE_PAGE_NOT_FOUND = "Aradığınız yönetim sayfası bulunamadı.";
export const NO_MANAGER_PHONE = "Hesabınızda doğrulama kodu gönderilecek bir telefon yok. Yöneticinizden telefonunuzu eklemesini isteyin.";
export const LOGGED_OUT = "Yönetim panelinden çıkış yaptınız.";
export const CODE_SENT = (maskedPhone: string) => `Kod ${maskedPhone} numarasına gönderildi.`;
export const managerCodeSms = (code: string) => `Kimseyle paylaşmayınız. Minik Dünya yönetim paneli doğrulama kodunuz: ${code}`;

/** The password was right but too many wrong SMS codes locked the account (manager-lock.server.ts). */
export const managerLocked = (hours: number) =>
  `Hesabınız, çok fazla hatalı doğrulama kodu girildiği için güvenlik amacıyla kilitlendi. Bir Mağaza Sahibi kilidi açabilir; açılmazsa ${hours} saat sonra tekrar deneyin.`;
export const MANAGER_UNLOCKED = "Yöneticinin kilidi açıldı.";
export const MANAGER_NOT_LOCKED = "Bu yönetici kilitli değil.";

/** The e-mail every active owner gets when a manager is locked: who, when, what to do; never a code or password. */
export function managerLockedMail(input: {
  name: string;
  email: string;
  roleLabel: string;
  at: string;
  wrongCodes: number;
  hours: number;
  managersUrl: string;
}) {
  return {
    subject: `Yönetici hesabı kilitlendi: ${input.name}`,
    body: [
      "Merhaba,",
      "",
      `${input.name} (${input.email}, ${input.roleLabel}) adlı yöneticinin yönetim paneli hesabı ${input.at} itibarıyla kilitlendi: şifresi doğru girildikten sonra SMS doğrulama kodu art arda yanlış girildi (${input.wrongCodes} hatalı kod).`,
      "",
      "Bu denemeleri yönetici kendisi yapmadıysa şifresi başkasının elinde olabilir: Yöneticiler sayfasından ona yeni bir şifre belirleyin.",
      `Kilit ${input.hours} saat sonra kendiliğinden açılır. Daha önce açmak için Yöneticiler sayfasında 'Kilidi aç' düğmesini kullanın: ${input.managersUrl}`,
      "",
      "Minik Dünya",
    ].join("\n"),
  };
}
