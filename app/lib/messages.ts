/**
 * Turkish messages used across areas (spec section 8). Messages that belong to one rule live
 * beside that rule's zod schema instead.
 */
export const GENERIC_ERROR = "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!";
export const GENERIC_ERROR_TITLE = "HATA!";
export const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
export const NOT_FOUND_TITLE = "Aradığınız sayfa bulunamadı";
export const SERVER_ERROR_TITLE = "Bir hata oluştu";
