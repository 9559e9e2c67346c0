/**
 * The shop's legal identity as its invoices and customer service state it (the seller block of the
 * e-Arşiv invoice, the contact page): one place for the trade name, registered address, tax
 * office and number, MERSİS number and contact. The trade name is the one the legal texts and the
 * order contract use (legal-documents.ts beside it). The numbers are the demo shop's (a valid VKN check
 * digit, a MERSİS number built from it): a live shop writes its registered values here.
 */
export const SELLER = {
  brand: "Minik Dünya",
  title: "Minik Dünya Bebek ve Çocuk Ürünleri Ticaret A.Ş.",
  address: "Merkez Mah. Çağlayan Cad. No: 12",
  place: "Kağıthane / İstanbul",
  taxOffice: "Boğaziçi Kurumlar",
  /** Vergi Kimlik No (10 digits, lib/tax-ids.ts check digit). */
  vkn: "6120529514",
  /** MERSİS No (16 digits). */
  mersisNo: "0612052951400015",
  email: "fatura@minikdunya.com.tr",
  phone: "0850 222 64 65",
  web: "www.minikdunya.com.tr",
} as const;

export type Seller = typeof SELLER;
