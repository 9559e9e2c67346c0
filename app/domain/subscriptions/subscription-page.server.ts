/**
 * Everything /abonelik shows: the products of both tabs (subscription-shelf.server.ts), the first
 * send date a new subscription would have, and for a signed-in member their addresses (identity
 * and tax numbers masked), saved cards (no token), the cities of the address popup, and their
 * subscriptions with each last send date's outcome.
 */
import type { Db } from "#app/db/client.server";
import { loadProfile } from "#app/domain/accounts/profile.server";
import { addressFill, maskedAddress } from "#app/domain/addresses/address.schema";
import { listAddresses } from "#app/domain/addresses/addresses.server";
import { listCities } from "#app/domain/places/places.server";
import { firstSendDate } from "./send-dates";
import { loadShelf } from "./subscription-shelf.server";
import { listSubscriptions, savedCardChoices } from "./subscriptions.server";
import type { SubscriptionPageData } from "./subscription-views";

export async function loadSubscriptionPage(db: Db, userId: number | null, now = new Date()): Promise<SubscriptionPageData> {
  const [shelf, member] = await Promise.all([loadShelf(db), userId == null ? null : memberSide(db, userId)]);
  return { shelf, firstSendDate: firstSendDate(now), member };
}

async function memberSide(db: Db, userId: number): Promise<NonNullable<SubscriptionPageData["member"]>> {
  const [addresses, cards, subscriptions, cities, profile] = await Promise.all([
    listAddresses(db, userId),
    savedCardChoices(db, userId),
    listSubscriptions(db, userId),
    listCities(db),
    loadProfile(db, userId),
  ]);
  return { addresses: addresses.map(maskedAddress), cards, subscriptions, cities, addressFill: addressFill(profile) };
}
