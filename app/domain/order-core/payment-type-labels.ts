/** How each payment type is named to shoppers and managers (order pages, contract, e-mails, the audit log). Pure: client-safe. */
import type { PaymentType } from "#app/domain/pricing/totals";

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
