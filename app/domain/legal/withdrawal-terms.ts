/**
 * The withdrawal refund rule in the shop's Turkish words (Mesafeli Sözleşmeler Yönetmeliği
 * art. 15: every payment collected, delivery included, goes back within 14 days). One text for the
 * return page and the refund e-mail (to the shopper) and one for the pre-information form and the
 * distance sales contract (about "alıcı"); the amounts follow orders/withdrawal-refund.ts and
 * docs/orders.md "Withdrawal refunds".
 */

/** To the shopper: the return page under the form, and the refund e-mail. */
export const WITHDRAWAL_FEES_NOTE =
  "Siparişinizin tamamını iade ettiğinizde kargo ve kapıda ödeme ücretleri de iade edilir; bir kısmını iade ettiğinizde bu ücretler, elinizde kalan ürünlerin teslimatı için alındığından iade edilmez. İade kargosu, iade kodunuzla anlaşmalı kargo firmamız üzerinden ücretsizdir.";

/** The legal texts (pre-information form and distance sales contract), about the buyer. */
export const WITHDRAWAL_REFUND_TERMS = [
  "Cayma bildiriminin satıcıya ulaşmasından itibaren 14 gün içinde, teslim masrafları dahil tahsil edilen tüm ödemeler alıcının ödeme yöntemine iade edilir; Joker Puan ve hediye çeki ile ödenen kısım puan ve çek bakiyesi olarak geri yüklenir. Kapıda veya havale ile ödenen siparişlerin iadesi alıcının bildirdiği IBAN'a havale ile yapılır.",
  "Cayma hakkı siparişin tamamı için kullanıldığında kargo ve kapıda ödeme ücretleri de iade edilir. Siparişin bir kısmı için kullanıldığında bu ücretler, alıcıda kalan ürünlerin teslimatına ait olduğundan iade edilmez; kalan ürünler de daha sonra iade edilirse ücretler bu son iadeyle birlikte ödenir.",
  "Ürünlerin satıcının anlaşmalı kargo firmasıyla ve iade koduyla geri gönderilmesi alıcı için ücretsizdir; iade tutarından herhangi bir kesinti yapılmaz.",
] as const;
