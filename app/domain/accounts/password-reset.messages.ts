/** The password-reset pages' Turkish messages (shared by the server and the pages). */
export const RESET_SENT = "Bilgileriniz sistemimizde kayıtlı ise şifre yenileme bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.";
export const RESET_IDENTIFIER_REQUIRED = "Lütfen e-posta adresinizi veya cep telefonu numaranızı giriniz.";
export const RESET_LINK_INVALID =
  "Şifre yenileme bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyiniz.";
export const RESET_DONE = "Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.";
