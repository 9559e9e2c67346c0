/**
 * The payment sandbox's credit-card families and their installment plans (spec sections 3, 4 and
 * 9; PRODUCT.md: "Installments: by card family, 1 (Peşin) to 12, with an extra-installment campaign
 * on some families"). Pure data and arithmetic, shared by the product page's installment table and
 * checkout (which adds the BIN lookup on top: a card's first 6 digits → one of these families).
 *
 * Decisions:
 * - A plan's total is the price plus the family's markup for that count (basis points of the
 *   price, rounded to the kuruş); 1 installment is always 'Peşin' with no markup.
 * - An extra-installment campaign ('+2 taksit') adds installments at the same total: the total is
 *   paid in count + extra monthly payments.
 * - The monthly amount is rounded UP to the kuruş, so monthly × payments always covers the total
 *   (the bank takes the few kuruş of difference off the last payment).
 * - Money is integer kuruş here; `installmentPlansJson` gives TL numbers for JSON (PRODUCT.md).
 */
import { toLira, type Kurus } from "#app/lib/money";

export type InstallmentOffer = {
  count: number;
  /** Markup on the price for this count, in basis points (450 = 4,5%); 0 for interest-free. */
  markupBp: number;
  /** Extra installments of a campaign ('+2 taksit'); 0 when none. */
  extra?: number;
};

export type CardFamily = {
  /** The card programme's name as printed on the card. */
  name: string;
  bankName: string;
  /** Key of the family's colours on pages (and the spec's className). */
  className: string;
  /** Offered counts in increasing order; always starts with 1 (Peşin). */
  offers: InstallmentOffer[];
};

/** One row of a family's plan, in the spec's card-check response shape (amounts in kuruş). */
export type Installment = {
  installmentCount: number;
  installmentExtra: number;
  installmentLabel: string;
  monthlyAmount: Kurus;
  totalAmount: Kurus;
};

/** A family's plan for one price: the spec's card-check response shape. */
export type InstallmentPlan<M = Kurus> = {
  className: string;
  bankName: string;
  installments: { installmentCount: number; installmentExtra: number; installmentLabel: string; monthlyAmount: M; totalAmount: M }[];
};

export const PESIN = "Peşin";

const cash: InstallmentOffer = { count: 1, markupBp: 0 };

export const CARD_FAMILIES: readonly CardFamily[] = [
  {
    name: "Bonus",
    bankName: "Garanti BBVA",
    className: "bonus",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 0, extra: 2 },
      { count: 6, markupBp: 450 },
      { count: 9, markupBp: 800 },
      { count: 12, markupBp: 1150 },
    ],
  },
  {
    name: "World",
    bankName: "Yapı Kredi",
    className: "world",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 0 },
      { count: 6, markupBp: 450, extra: 3 },
      { count: 9, markupBp: 800 },
      { count: 12, markupBp: 1150 },
    ],
  },
  {
    name: "Maximum",
    bankName: "İş Bankası",
    className: "maximum",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 0 },
      { count: 4, markupBp: 200 },
      { count: 6, markupBp: 450 },
      { count: 9, markupBp: 800 },
      { count: 12, markupBp: 1150 },
    ],
  },
  {
    name: "Axess",
    bankName: "Akbank",
    className: "axess",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 0, extra: 1 },
      { count: 6, markupBp: 500 },
      { count: 9, markupBp: 850 },
    ],
  },
  {
    name: "CardFinans",
    bankName: "QNB",
    className: "cardfinans",
    offers: [cash, { count: 2, markupBp: 0 }, { count: 3, markupBp: 150 }, { count: 6, markupBp: 500 }, { count: 12, markupBp: 1200 }],
  },
  {
    name: "Paraf",
    bankName: "Halkbank",
    className: "paraf",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 0 },
      { count: 6, markupBp: 400, extra: 2 },
      { count: 9, markupBp: 750 },
    ],
  },
  {
    name: "Bankkart",
    bankName: "Ziraat Bankası",
    className: "bankkart",
    offers: [
      cash,
      { count: 2, markupBp: 0 },
      { count: 3, markupBp: 100 },
      { count: 6, markupBp: 450 },
      { count: 9, markupBp: 800 },
      { count: 12, markupBp: 1100 },
    ],
  },
  {
    name: "Advantage",
    bankName: "HSBC",
    className: "advantage",
    offers: [cash, { count: 2, markupBp: 0 }, { count: 3, markupBp: 0 }, { count: 6, markupBp: 500 }],
  },
];

// How a number of installments is written (spec section 9: installment 1 is 'Peşin'), one form
// per place it is shown:
//   installmentLabel       '3 Taksit', '3+2 Taksit'     a card's offers: checkout, the product page, the bank's page
//   installmentCountText   '3', '3 + 2'                 the installment table's short column
//   orderInstallmentLabel  '3 taksit', '3 + 2 taksit'   a placed order's payment: order pages, the invoice

/** 1 → 'Peşin'; 3 → '3 Taksit'; 3 with 2 extra → '3+2 Taksit'. */
export function installmentLabel(count: number, extra = 0): string {
  if (count <= 1) return PESIN;
  return extra > 0 ? `${count}+${extra} Taksit` : `${count} Taksit`;
}

/** The table's short form: 'Peşin', '3', '3 + 2'. */
export function installmentCountText(count: number, extra = 0): string {
  if (count <= 1) return PESIN;
  return extra > 0 ? `${count} + ${extra}` : String(count);
}

/** An order's payment in a sentence: 'Peşin', '3 taksit', '3 + 2 taksit' (1 with extras stays a count: '1 + 2 taksit'). */
export function orderInstallmentLabel(installment: number, extra = 0): string {
  if (installment <= 1 && extra <= 0) return PESIN;
  return extra > 0 ? `${installment} + ${extra} taksit` : `${installment} taksit`;
}

/** A masked card number in groups of four, as a card shows it: '540036******0003' → '5400 36** **** 0003'. */
export const groupPan = (masked: string): string => masked.replace(/(.{4})(?=.)/g, "$1 ");

/** The total paid for a price with a markup in basis points (rounded to the kuruş). */
export const totalWithMarkup = (priceKurus: Kurus, markupBp: number): Kurus => priceKurus + Math.round((priceKurus * markupBp) / 10_000);

/** One offer for a price: payments = count + extra, monthly rounded up so it covers the total. */
export function installmentFor(priceKurus: Kurus, offer: InstallmentOffer): Installment {
  const extra = offer.count > 1 ? (offer.extra ?? 0) : 0;
  const totalAmount = offer.count > 1 ? totalWithMarkup(priceKurus, offer.markupBp) : priceKurus;
  const payments = offer.count + extra;
  return {
    installmentCount: offer.count,
    installmentExtra: extra,
    installmentLabel: installmentLabel(offer.count, extra),
    monthlyAmount: Math.ceil(totalAmount / payments),
    totalAmount,
  };
}

/** A family's rows for a price. */
export const familyInstallments = (family: CardFamily, priceKurus: Kurus): Installment[] =>
  family.offers.map((o) => installmentFor(priceKurus, o));

/** Every family's plan for a total in kuruş (the spec's card-check response shape, kuruş amounts). */
export function installmentPlans(totalKurus: Kurus): InstallmentPlan[] {
  return CARD_FAMILIES.map((f) => ({ className: f.className, bankName: f.bankName, installments: familyInstallments(f, totalKurus) }));
}

/** The same plans with TL numbers for JSON (PRODUCT.md: money in JSON is TL with two decimals). */
export function installmentPlansJson(totalKurus: Kurus): InstallmentPlan<number>[] {
  return installmentPlans(totalKurus).map((p) => ({
    ...p,
    installments: p.installments.map((i) => ({ ...i, monthlyAmount: toLira(i.monthlyAmount), totalAmount: toLira(i.totalAmount) })),
  }));
}

/** A family's rows for a price with its display names: the product page's installment table. */
export type InstallmentTable = { name: string; bankName: string; className: string; rows: Installment[] };

export const installmentTables = (priceKurus: Kurus): InstallmentTable[] =>
  CARD_FAMILIES.map((f) => ({ name: f.name, bankName: f.bankName, className: f.className, rows: familyInstallments(f, priceKurus) }));

/** The family with a className, if any. */
export const cardFamilyByClass = (className: string): CardFamily | undefined => CARD_FAMILIES.find((f) => f.className === className);
