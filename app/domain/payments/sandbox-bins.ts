/**
 * The sandbox bank's BIN table: a card's first 6 digits → one of the card families of
 * card-families.ts (bank, programme, installment plans). A BIN that is not here is a card of no
 * family (a debit or foreign card): it can pay in one go (Peşin) but gets no installments.
 *
 * `SANDBOX_TEST_CARDS` lists a Luhn-valid 16-digit number per family for tests and the checkout's
 * sandbox hint; `DECLINE_CARD_NUMBER` (4000 0000 0000 0002) is refused by the bank after 3D Secure.
 */
import type { Kurus } from "#app/lib/money";
import { CARD_FAMILIES, cardFamilyByClass, familyInstallments, type CardFamily } from "./card-families";
import { luhnValid } from "./sandbox-card-rules";
import type { BinInfo, CardInstallments } from "./provider";

/** className → BINs of that family's cards (first one is its test card's BIN). */
const FAMILY_BINS: Record<string, readonly string[]> = {
  bonus: ["540036", "554960", "479227", "517040"],
  world: ["545103", "450803", "540061", "492186"],
  maximum: ["454359", "540667", "418342", "510152"],
  axess: ["552608", "435508", "520932", "557113"],
  cardfinans: ["531157", "402277", "524346"],
  paraf: ["552879", "540435", "415565"],
  bankkart: ["528208", "444676", "540130"],
  advantage: ["550472", "405903", "545616"],
};

const BIN_TO_FAMILY = new Map<string, CardFamily>();
for (const family of CARD_FAMILIES) for (const bin of FAMILY_BINS[family.className] ?? []) BIN_TO_FAMILY.set(bin, family);

/** The family of a BIN (first 6 digits), if the sandbox bank knows it. */
export function binInfo(bin: string): BinInfo | null {
  if (!/^\d{6}$/.test(bin)) return null;
  const family = BIN_TO_FAMILY.get(bin);
  return family ? { bin, bankName: family.bankName, cardFamily: family.name, className: family.className } : null;
}

/** A BIN's plans for an amount: its family's (null for a card of no family, which pays in one go). */
export function cardInstallments(bin: string, amountKurus: Kurus): CardInstallments | null {
  const card = binInfo(bin);
  const family = card ? cardFamilyByClass(card.className) : undefined;
  return card && family ? { card, installments: familyInstallments(family, amountKurus) } : null;
}

/** The installment counts a BIN's family offers, with each count's extra (Peşin alone for no family). */
export function offeredInstallments(bin: string): { count: number; extra: number }[] {
  const info = binInfo(bin);
  const family = info ? cardFamilyByClass(info.className) : undefined;
  return family ? family.offers.map((o) => ({ count: o.count, extra: o.count > 1 ? (o.extra ?? 0) : 0 })) : [{ count: 1, extra: 0 }];
}

/** Completes 15 digits with their Luhn check digit. */
export function withCheckDigit(first15: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${first15}${d}`)) return `${first15}${d}`;
  throw new Error("unreachable");
}

/** One approvable test card per family: its first BIN, zeros, the check digit. */
export const SANDBOX_TEST_CARDS: readonly { number: string; bankName: string; cardFamily: string; className: string }[] = CARD_FAMILIES.map(
  (f) => ({
    number: withCheckDigit(`${FAMILY_BINS[f.className][0]}000000000`),
    bankName: f.bankName,
    cardFamily: f.name,
    className: f.className,
  }),
);
