/**
 * Which installment plan a card payment uses (spec sections 3, 9; PRODUCT.md "Installments: by
 * card family"): the card's BIN (the typed number's first 6 digits, or the member's saved card)
 * gives its family; the chosen count (and campaign extra) must be one the family offers. The
 * plan's markup decides what the bank charges on top of the order total.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { savedCards } from "#app/db/schema";
import { cardFamilyByClass } from "#app/domain/payments/card-families";
import type { PaymentProvider } from "#app/domain/payments/provider";
import type { Visitor } from "#app/domain/cart/cart.server";
import type { CardInput } from "#app/domain/payments/provider";

export const INSTALLMENT_NOT_OFFERED = "Bu kart ile seçilen taksit seçeneği kullanılamaz.";

type Input = {
  paymentType: string;
  installment: number;
  installmentExtra: number;
  card: CardInput | null;
  savedCard: { token: string } | null;
  visitor: Visitor;
};

/** The member's saved card by its token (another member's token is nobody's). */
export async function savedCardOf(db: Db, userId: number | null, token: string) {
  if (userId == null) return null;
  const [card] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.token, token)));
  return card ?? null;
}

export async function installmentMarkup(
  db: Db,
  bank: PaymentProvider,
  input: Input,
): Promise<{ ok: true; markupBp: number } | { ok: false; reason: string }> {
  if (input.paymentType !== "creditCard" && input.paymentType !== "tokenPayment") return { ok: true, markupBp: 0 };
  if (input.installment <= 1 && input.installmentExtra === 0) return { ok: true, markupBp: 0 };
  const bin =
    input.paymentType === "creditCard"
      ? input.card?.number.slice(0, 6)
      : (await savedCardOf(db, input.visitor.userId, input.savedCard?.token ?? ""))?.bin;
  const info = bin ? await bank.lookupBin(bin) : null;
  const family = info ? cardFamilyByClass(info.className) : undefined;
  const offer = family?.offers.find((o) => o.count === input.installment && (o.extra ?? 0) === input.installmentExtra);
  return offer ? { ok: true, markupBp: offer.markupBp } : { ok: false, reason: INSTALLMENT_NOT_OFFERED };
}
