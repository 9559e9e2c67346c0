/**
 * POST /hediye-listesi/ajax/share-with-email/{id} (spec sections 5, 7, 8): the
 * owner sends their gift list's link to the addresses they typed.
 *
 *   1. Only the member's own list: anyone else's answers like a missing one (404).
 *   2. The addresses (share-emails.ts, the page's own check): each a real address, at most
 *      SHARE_MAX_ADDRESSES different ones; a list whose event day passed is not shared.
 *   3. At most SHARE_MAX_PER_DAY e-mails per member in 24 hours, counted in gift_list_shares (not
 *      the outbox: a live shop's mail service may not write there). The member's row is locked
 *      while counting, so two shares sent at once cannot both slip under the limit.
 *   4. One e-mail per address: the list's name, the owner's first name and the link built from
 *      the shop's public origin. Whatever `url` the page sent is never put in an e-mail.
 */
import { href } from "react-router";
import { and, eq, gte, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { giftListShares, giftLists, users } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { giftListExpired } from "./gift-lists.server";
import { GIFT_LIST_EXPIRED, GIFT_LIST_NOT_FOUND } from "./product-buttons.messages";
import { checkShareEmails, GIFT_LIST_SHARED, shareDailyLimit, SHARE_MAX_PER_DAY } from "./share-emails";

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShareOutcome = { ok: true; message: string; sent: number } | { ok: false; reason: string; status: 404 | 422 | 429 };

/** The e-mail one address gets. */
export function shareEmail(to: string, list: { name: string; ownerFirstname: string; link: string }): Message {
  return {
    kind: "giftList.share",
    channel: "email",
    to,
    subject: `${list.ownerFirstname} sizinle bir hediye listesi paylaştı: ${list.name}`,
    body: [
      "Merhaba,",
      "",
      `${list.ownerFirstname}, Minik Dünya'daki “${list.name}” hediye listesini sizinle paylaştı.`,
      "Listedeki ürünleri görmek ve hediye almak için:",
      list.link,
      "",
      "Bu e-postayı, adresinizi bilen bir Minik Dünya üyesi istediği için aldınız.",
      "",
      "Minik Dünya",
    ].join("\n"),
  };
}

/** Shares the member's list `listId` with the addresses in `emails`; `origin` is the shop's public origin. */
export async function shareGiftList(
  db: Db,
  input: { userId: number; listId: number; emails: unknown; origin: string; now?: Date },
): Promise<ShareOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ShareOutcome> => {
    // One member's shares take turns: the daily count below stays exact.
    const [owner] = await tx.select({ firstname: users.firstname }).from(users).where(eq(users.id, input.userId)).for("update");
    const [list] = await tx
      .select({ id: giftLists.id, name: giftLists.name, expired: giftListExpired })
      .from(giftLists)
      .where(and(eq(giftLists.id, input.listId), eq(giftLists.userId, input.userId)));
    if (!owner || !list) return { ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404 };
    const checked = checkShareEmails(input.emails);
    if (!checked.ok) return { ok: false, reason: checked.reason, status: 422 };
    if (list.expired) return { ok: false, reason: GIFT_LIST_EXPIRED, status: 422 };

    const [{ sent }] = await tx
      .select({ sent: sum(giftListShares.recipients) })
      .from(giftListShares)
      .where(and(eq(giftListShares.userId, input.userId), gte(giftListShares.createdAt, new Date(now.getTime() - DAY_MS))));
    const left = SHARE_MAX_PER_DAY - Number(sent ?? 0);
    if (checked.emails.length > left) return { ok: false, reason: shareDailyLimit(Math.max(0, left)), status: 429 };

    await tx.insert(giftListShares).values({ userId: input.userId, listId: list.id, recipients: checked.emails.length, createdAt: now });
    const link = input.origin + href("/hediye-listesi/goster/:id", { id: String(list.id) });
    // In the transaction: with the outbox the count and the e-mails are kept together or not at all.
    await recordMessages(
      tx,
      checked.emails.map((to) => shareEmail(to, { name: list.name, ownerFirstname: owner.firstname, link })),
    );
    return { ok: true, message: GIFT_LIST_SHARED, sent: checked.emails.length };
  });
}
