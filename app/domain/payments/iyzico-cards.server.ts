/**
 * A card's bank, family and installment plans as iyzico states them (docs/iyzico-reference.md §2:
 * `POST /payment/iyzipos/installment` with the BIN and the amount). iyzico answers for a BIN it
 * knows with one `installmentDetails` entry: the bank, the card family ('Bonus', 'Axess' …) and a
 * total and monthly amount per count; a debit or foreign card has only 1 (Peşin). The family's
 * name gives the shop's className (its colours on the page, card-families.ts) when the shop knows
 * it; another family gets a className of its own name.
 */
import { CARD_FAMILIES, installmentLabel, type Installment } from "./card-families";
import { LOOKUP_TIMEOUT_MS, iyzicoPrice, kurusOf, type IyzicoAnswer, type IyzicoClient } from "./iyzico-client.server";
import type { BinInfo, CardInstallments } from "./provider";

type InstallmentDetail = {
  binNumber?: string;
  price?: number;
  cardFamilyName?: string;
  bankName?: string;
  installmentPrices?: { installmentNumber?: number; installmentPrice?: number; totalPrice?: number }[];
};

/** The shop's className for iyzico's family name: its own family's ('Bonus' → 'bonus'), else the name in ASCII letters. */
export function familyClassName(familyName: string): string {
  const key = familyName.toLocaleLowerCase("tr-TR").replace(/\s+/g, "");
  const known = CARD_FAMILIES.find((f) => f.name.toLocaleLowerCase("tr-TR").replace(/\s+/g, "") === key || key.startsWith(f.className));
  if (known) return known.className;
  return (
    key
      .normalize("NFKD")
      .replace(/ı/g, "i")
      .replace(/[^a-z0-9]/g, "") || "kart"
  );
}

/** iyzico's plans as the shop's rows; null when they are not whole (a count missing, an amount that is not one). */
function installmentsOf(detail: InstallmentDetail, amountKurus: number): Installment[] | null {
  const rows: Installment[] = [];
  for (const p of detail.installmentPrices ?? []) {
    const count = p.installmentNumber;
    const total = kurusOf(p.totalPrice);
    const monthly = kurusOf(p.installmentPrice);
    if (!Number.isSafeInteger(count) || count! < 1 || !Number.isSafeInteger(total) || !Number.isSafeInteger(monthly)) return null;
    // Never below the amount: a plan cheaper than paying at once is not one iyzico would charge.
    if (total < amountKurus) return null;
    rows.push({
      installmentCount: count!,
      installmentExtra: 0,
      installmentLabel: installmentLabel(count!),
      monthlyAmount: monthly,
      totalAmount: total,
    });
  }
  rows.sort((a, b) => a.installmentCount - b.installmentCount);
  // Peşin is the amount itself, whatever else is offered.
  if (rows[0]?.installmentCount !== 1 || rows[0].totalAmount !== amountKurus) return null;
  return rows;
}

/** The card's plans for this amount as iyzico states them; null for a BIN iyzico does not know. Throws IyzicoUnavailable. */
export async function iyzicoInstallments(client: IyzicoClient, bin: string, amountKurus: number): Promise<CardInstallments | null> {
  if (!/^\d{6,8}$/.test(bin)) return null;
  const answer: IyzicoAnswer = await client.call(
    "installmentInfo",
    "retrieve",
    { locale: "tr", conversationId: `taksit-${bin}`, binNumber: bin, price: iyzicoPrice(amountKurus), currency: "TRY" },
    LOOKUP_TIMEOUT_MS,
  );
  if (answer.status !== "success") return null;
  const [detail] = (Array.isArray(answer.installmentDetails) ? answer.installmentDetails : []) as InstallmentDetail[];
  if (!detail || kurusOf(detail.price) !== amountKurus || !detail.bankName) return null;
  const installments = installmentsOf(detail, amountKurus);
  if (!installments) return null;
  const familyName = detail.cardFamilyName || detail.bankName;
  const card: BinInfo = { bin: bin.slice(0, 6), bankName: detail.bankName, cardFamily: familyName, className: familyClassName(familyName) };
  return { card, installments };
}
