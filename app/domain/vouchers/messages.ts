/** Turkish texts of gift vouchers (spec section 4). */
export const VOUCHER_INVALID = "Hediye çeki kodu geçersiz ya da süresi dolmuş.";
