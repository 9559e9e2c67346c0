/**
 * Turkish messages used across areas (spec section 8). Messages that belong to one rule live
 * beside that rule's zod schema instead.
 */
export const GENERIC_ERROR = "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!";
export const GENERIC_ERROR_TITLE = "HATA!";
export const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
/** A body over its path's cap (request-guard.server.ts): the files sent together weigh more than `mb`. */
export const bodyTooLarge = (mb: number) =>
  `Gönderdiğiniz dosyalar birlikte en fazla ${mb} MB olabilir. Lütfen daha az ya da daha küçük dosya gönderin.`;
export const NOT_FOUND_TITLE = "Aradığınız sayfa bulunamadı";
export const SERVER_ERROR_TITLE = "Bir hata oluştu";
