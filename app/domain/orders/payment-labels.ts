/** How each payment type is named to shoppers (order pages, contract, e-mails). */
import type { PaymentType } from "#app/domain/checkout/totals";

const LABELS: Record<PaymentType, string> = {
  creditCard: "Kredi Kartı",
  tokenPayment: "Kayıtlı Kart",
  podCash: "Kapıda Ödeme (Nakit)",
  podCredit: "Kapıda Ödeme (Kredi Kartı)",
  moneyOrder: "Havale / EFT",
  bkmExpress: "BKM Express ile Anında Ödeme",
  fastPay: "Hızlı Ödeme",
  cartTotalZero: "Ödemesiz Sipariş",
};

export const paymentTypeLabel = (type: string) => LABELS[type as PaymentType] ?? type;

/** The shop's account for bank transfers (Havale / EFT); a live shop sets BANK_IBAN and BANK_ACCOUNT_NAME. */
export const BANK_TRANSFER = {
  bankName: process.env.BANK_NAME ?? "Ziraat Bankası",
  accountName: process.env.BANK_ACCOUNT_NAME ?? "Minik Dünya Bebek ve Çocuk Ürünleri Tic. A.Ş.",
  iban: process.env.BANK_IBAN ?? "TR33 0006 1005 1978 6457 8413 26",
};
