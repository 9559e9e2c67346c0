/**
 * How shoppers reach customer service, in one place: the contact page, its acknowledgement e-mail
 * and its refusals read it. The phone is the shop's one number, as its invoices state it.
 */
import { SELLER } from "#app/domain/legal/seller";

export const CUSTOMER_SERVICE = {
  /** As printed; `phoneHref` is the same number to dial. */
  phone: SELLER.phone,
  phoneHref: `tel:+90${SELLER.phone.replace(/\D/g, "").replace(/^0/, "")}`,
  email: "musterihizmetleri@minikdunya.com.tr",
  hours: ["Hafta içi 09.00–18.00", "Cumartesi 10.00–16.00"],
  /** What the acknowledgement promises. */
  answerTime: "en geç 2 iş günü içinde",
} as const;
