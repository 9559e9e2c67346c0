/**
 * A paid order's gift cards: each unit of a gift card line (sku GIFT-…) becomes
 * a code in gift_cards with the card's amount as its balance, valid GIFT_CARD_VALID_DAYS, and goes
 * by e-mail to whom it was bought for — the gift list's owner (orders.gift_list_id) — or, without a
 * list, to the buyer. The code is a gift voucher: the checkout's 'Hediye Çeki' field takes it and
 * what an order does not use stays on it (vouchers.server.ts).
 *
 * Called in the transaction that makes the order stand (place-order.server.ts completeIn), once per
 * order: an order that already has its codes gets none again. The codes are made with the shop's
 * random generator, from letters and digits that cannot be misread (no I, O, 0, 1).
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { giftCards, giftLists, orderLines, orders, users } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { TR_DATE } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";

export const GIFT_CARD_VALID_DAYS = 365;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_PREFIX = "MD";
const CODE_LENGTH = 12;

/** A new code: 'MD' and 12 characters of ALPHABET (about 60 bits). */
export function newGiftCardCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  let code = CODE_PREFIX;
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return code;
}

/** The code as the e-mail shows it: in groups of four ('MDAB CDEF GHJK LM'); spaces are ignored when it is typed. */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, "$1 ");

export async function issueGiftCardsIn(tx: Tx, orderId: number): Promise<number> {
  if (await giftCardsIssued(tx, orderId)) return 0;
  const lines = (
    await tx
      .select({ sku: orderLines.sku, unitPriceKurus: orderLines.unitPriceKurus, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
  ).filter((l) => isGiftCardSku(l.sku));
  if (lines.length === 0) return 0;
  const [order] = await tx
    .select({
      email: orders.email,
      buyerFirst: users.firstname,
      buyerLast: users.lastname,
      buyerId: orders.userId,
      listId: orders.giftListId,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const [owner] =
    order.listId == null
      ? []
      : await tx
          .select({ id: users.id, email: users.email, firstname: users.firstname, listName: giftLists.name })
          .from(giftLists)
          .innerJoin(users, eq(users.id, giftLists.userId))
          .where(eq(giftLists.id, order.listId));
  const recipient = owner
    ? { id: owner.id, email: owner.email, firstname: owner.firstname }
    : { id: order.buyerId, email: order.email, firstname: order.buyerFirst ?? "" };
  const expiresAt = new Date(Date.now() + GIFT_CARD_VALID_DAYS * 86_400_000);

  const cards = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({
      code: newGiftCardCode(),
      balanceKurus: l.unitPriceKurus,
      amountKurus: l.unitPriceKurus,
      expiresAt,
      orderId,
      recipientId: recipient.id,
    })),
  );
  await tx.insert(giftCards).values(cards);

  const from = [order.buyerFirst, order.buyerLast].filter(Boolean).join(" ") || "Bir yakınınız";
  const forList = owner ? ` '${owner.listName}' hediye listeniz için` : "";
  const messages: Message[] = cards.map((card) => ({
    kind: "giftCard.issued",
    channel: "email",
    data: { orderId },
    userId: recipient.id,
    to: recipient.email,
    subject: `Minik Dünya Hediye Kartınız: ${formatMoney(card.amountKurus)}`,
    body: [
      `Merhaba ${recipient.firstname},`,
      "",
      `${from}${forList} size ${formatMoney(card.amountKurus)} değerinde bir Minik Dünya hediye kartı gönderdi.`,
      "",
      `Hediye kartı kodunuz: ${groupedCode(card.code)}`,
      `Son kullanma tarihi: ${TR_DATE.format(expiresAt)}`,
      "",
      "Ödeme sayfasındaki 'Hediye Çeki' alanına kodu yazarak kullanabilirsiniz. Bir alışverişte kullanmadığınız tutar kartınızda kalır ve sonraki alışverişlerinizde geçerlidir.",
    ].join("\n"),
  }));
  await recordMessages(tx, messages);
  return cards.length;
}

/** Gift cards are digital content delivered at once: an order whose codes went out is not called off. */
export const GIFT_CARD_NOT_CANCELLABLE = "Hediye kartı kodları gönderilmiş siparişler iptal edilemez.";

/** Whether the order's gift card codes were made (and sent). */
export async function giftCardsIssued(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx.select({ code: giftCards.code }).from(giftCards).where(eq(giftCards.orderId, orderId)).limit(1);
  return Boolean(row);
}
