/** How each payment type is named (payment-type-labels.ts, client-safe), and the shop's bank account (server: read from the environment). */
export { paymentTypeLabel } from "./payment-type-labels";

/** The shop's account for bank transfers (Havale / EFT); a live shop sets BANK_IBAN and BANK_ACCOUNT_NAME. */
export const BANK_TRANSFER = {
  bankName: process.env.BANK_NAME ?? "Ziraat Bankası",
  accountName: process.env.BANK_ACCOUNT_NAME ?? "Minik Dünya Bebek ve Çocuk Ürünleri Tic. A.Ş.",
  iban: process.env.BANK_IBAN ?? "TR33 0006 1005 1978 6457 8413 26",
};
