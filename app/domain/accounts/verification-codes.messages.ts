/** The SMS code's messages and limits, shared by the server and the code popup. */
export const CODE_LENGTH = 4;
export const CODE_TTL_MS = 5 * 60 * 1000;

export const CODE_TOO_MANY_REQUESTS = "Çok fazla kod istediniz. Lütfen daha sonra tekrar deneyin.";
export const CODE_STILL_VALID = "Gönderilen kodun süresi dolmadan yeni kod isteyemezsiniz.";
export const CODE_WRONG = "Girdiğiniz kod hatalı.";
export const CODE_EXPIRED = "Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.";
export const CODE_USED = "Bu kod daha önce kullanıldı. Lütfen yeni kod isteyin.";
export const CODE_LOCKED = "Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyin.";
export const CODE_FORMAT = "Lütfen 4 haneli doğrulama kodunu giriniz.";
