/**
 * What a card payment charges (spec sections 3, 9; PRODUCT.md "Installments: by card family"): in
 * one go (Peşin) the order's total; in installments, the total of the plan the payment provider
 * offers this card for that amount, found by the card's BIN (the typed number's first 6 digits, or
 * the member's saved card). The chosen count (and campaign extra) must be one the provider offers,
 * and the provider's figure is the one charged (iyzico adds its own difference per plan), never one
 * the browser sent.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { savedCards } from "#app/db/schema";
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

/** True when the payment is in one go: nothing to ask the provider. */
const paysInOneGo = (input: Pick<Input, "paymentType" | "installment" | "installmentExtra">) =>
  (input.paymentType !== "creditCard" && input.paymentType !== "tokenPayment") || (input.installment <= 1 && input.installmentExtra === 0);

/** The amount the bank charges for an order of `totalKurus` paid as `input` asks, or why that plan is refused. */
export async function chargedAmount(
  db: Db,
  bank: PaymentProvider,
  input: Input,
  totalKurus: number,
): Promise<{ ok: true; amountKurus: number } | { ok: false; reason: string }> {
  if (paysInOneGo(input)) return { ok: true, amountKurus: totalKurus };
  const bin =
    input.paymentType === "creditCard"
      ? input.card?.number.replace(/\D/g, "").slice(0, 6)
      : (await savedCardOf(db, input.visitor.userId, input.savedCard?.token ?? ""))?.bin;
  const offer = bin ? await bank.installments(bin, totalKurus) : null;
  const plan = offer?.installments.find((i) => i.installmentCount === input.installment && i.installmentExtra === input.installmentExtra);
  return plan ? { ok: true, amountKurus: plan.totalAmount } : { ok: false, reason: INSTALLMENT_NOT_OFFERED };
}
