/**
 * GET /hediye-listesi/ajax/liste-bul and the page /hediye-listesi/ara (spec sections 5, 7,
 * 8): someone's gift lists, found by the owner's name, the list's number or the
 * owner's e-mail.
 *
 *   1. The search is checked (gift-list-search.ts): a criteria and its value, bounded.
 *   2. A solved captcha is used up (captcha.server.ts) before the database is asked anything:
 *      one search per solution, so nobody walks the members' names or e-mails.
 *   3. Only lists whose event day has not passed (giftListExpired), the soonest first, at most
 *      SEARCH_RESULTS_MAX; each with its name, day, the owner's first and last name and how many
 *      products it holds. Never the owner's address, e-mail or phone.
 *
 * Names are compared as the shop compares Turkish text (lib/turkish.ts foldForSearch: 'ayşe',
 * 'AYŞE' and 'Ayse' alike): the typed name is folded in TypeScript, the stored one by the same
 * rule in SQL (nameFoldedInSql), whole names only.
 */
import { href } from "react-router";
import { and, asc, count, eq, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { giftListItems, giftLists, users } from "#app/db/schema";
import { captchaOf, spendCaptcha } from "#app/domain/captcha/captcha.server";
import { giftListExpired } from "./gift-lists.server";
import {
  GIFT_LIST_SEARCH_EMPTY,
  SEARCH_RESULTS_MAX,
  validateGiftListSearch,
  type GiftListQuery,
  type GiftListSearchField,
  type GiftListSearchItem,
} from "./gift-list-search";

/**
 * A stored name folded like foldForSearch folds a typed one: Turkish and other marks off
 * (unaccent: 'İ' → 'I', 'ı' → 'i', 'Ş' → 'S', 'â' → 'a'), lower case (ASCII by then, so the
 * database's collation does not matter), anything else one space. Names hold only letters and
 * spaces (lib/validation.ts), where the two agree; gift-list-search.server.test.ts checks them.
 */
export const nameFoldedInSql = (column: AnyColumn | SQL) =>
  sql<string>`trim(regexp_replace(lower(unaccent(${column})), '[^a-z0-9]+', ' ', 'g'))`;

function matching(query: GiftListQuery): SQL {
  switch (query.by) {
    case "name":
      return and(
        sql`${nameFoldedInSql(users.firstname)} = ${query.firstname}`,
        sql`${nameFoldedInSql(users.lastname)} = ${query.lastname}`,
      )!;
    case "id":
      return eq(giftLists.id, query.id);
    case "email":
      // Addresses are stored in lower case (lib/validation.ts email), as the query is.
      return eq(users.email, query.email);
  }
}

/** The lists a checked search finds (no captcha here: searchGiftLists asks for it first). */
export async function findGiftLists(db: Db, query: GiftListQuery, limit = SEARCH_RESULTS_MAX): Promise<GiftListSearchItem[]> {
  const rows = await db
    .select({
      id: giftLists.id,
      name: giftLists.name,
      expireDate: giftLists.expireDate,
      firstname: users.firstname,
      lastname: users.lastname,
      itemCount: count(giftListItems.id),
    })
    .from(giftLists)
    .innerJoin(users, eq(users.id, giftLists.userId))
    .leftJoin(giftListItems, eq(giftListItems.listId, giftLists.id))
    .where(and(matching(query), not(giftListExpired)))
    .groupBy(giftLists.id, users.id)
    .orderBy(asc(giftLists.expireDate), asc(giftLists.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    expireDate: { date: r.expireDate },
    owner: { firstname: r.firstname, lastname: r.lastname },
    itemCount: Number(r.itemCount),
    url: href("/hediye-listesi/goster/:id", { id: String(r.id) }),
  }));
}

export type GiftListSearchOutcome =
  { ok: true; items: GiftListSearchItem[] } | { ok: false; reason: string; status: number; field?: GiftListSearchField };

/**
 * A search as the call and the page receive it (`input`: the query, with the captcha's `altcha`).
 * Refusals: the form's message (422), the captcha's (400), 'Liste bulunamadı!' (200: the search ran).
 */
export async function searchGiftLists(db: Db, input: Record<string, unknown>): Promise<GiftListSearchOutcome> {
  const checked = validateGiftListSearch(input);
  if (!checked.ok) return { ok: false, reason: checked.reason, status: 422, field: checked.field };
  const captcha = await spendCaptcha(db, captchaOf(input));
  if (!captcha.ok) return { ok: false, reason: captcha.reason, status: captcha.status };
  const items = await findGiftLists(db, checked.query);
  return items.length ? { ok: true, items } : { ok: false, reason: GIFT_LIST_SEARCH_EMPTY, status: 200 };
}
