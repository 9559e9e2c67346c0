/**
 * Demo gift lists (PRODUCT.md "Demo data"): the demo member's own list, with one gift
 * bought on the web and one in a store (so 'Kim aldı?' has something to tell), and a friend's list
 * — Deniz Arslan's 'Bebeğimize Hoş Geldin' — that anyone can find on Hediye Listesi Ara by her name
 * and buy a gift from as the demo member (it ships to her address, which nobody is shown). The
 * friend cannot log in (no password). Products: in-stock sellable variants of the seeded catalogue.
 */
import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { addresses, catalogItems, districts, giftListItems, giftListPurchases, giftLists, products, users } from "#app/db/schema";
import { isoDate } from "#app/domain/member-lists/gift-list.schema";
import { todayInTurkey } from "#app/lib/birth-date";

export const DEMO_FRIEND = { email: "deniz.arslan@example.com", firstname: "Deniz", lastname: "Arslan" } as const;

/** The day `days` after Türkiye's today, as the list's date column takes it. */
function dayAhead(days: number): string {
  const today = todayInTurkey();
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return isoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export async function seedDemoGiftLists(db: Db, memberId: number): Promise<void> {
  const variants = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(and(gt(products.stock, 5), eq(products.status, "active"), eq(catalogItems.status, "active"), ne(catalogItems.type, "teshir")))
    .orderBy(asc(products.id))
    .offset(40)
    .limit(9);
  if (variants.length < 9) return;
  const ids = variants.map((v) => v.id);

  await db.transaction(async (tx) => {
    const [home] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, memberId)).limit(1);
    const [own] = await tx
      .insert(giftLists)
      .values({ userId: memberId, name: "Elif'in Doğum Günü", addressId: home?.id ?? null, expireDate: dayAhead(45) })
      .returning({ id: giftLists.id });
    const ownItems = await tx
      .insert(giftListItems)
      .values([
        { listId: own.id, productId: ids[0], quantity: 2, purchasedQuantity: 1 },
        { listId: own.id, productId: ids[1], quantity: 1, purchasedQuantity: 1 },
        { listId: own.id, productId: ids[2] },
        { listId: own.id, productId: ids[3] },
      ])
      .returning({ id: giftListItems.id });
    await tx.insert(giftListPurchases).values([
      { itemId: ownItems[0].id, buyerName: "Zeynep", buyerSurname: "Demir", location: "store" },
      { itemId: ownItems[1].id, buyerName: "Can", buyerSurname: "Kaya", location: "web" },
    ]);

    const [friend] = await tx
      .insert(users)
      .values({ ...DEMO_FRIEND, phone: "05327654321", passwordHash: "!" })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!friend) return;
    const [place] = await tx
      .select({ id: districts.id, cityId: districts.cityId })
      .from(districts)
      .where(and(eq(districts.cityId, 6), eq(districts.name, "Çankaya")));
    const district = place ?? (await tx.select({ id: districts.id, cityId: districts.cityId }).from(districts).limit(1))[0];
    if (!district) return;
    const [address] = await tx
      .insert(addresses)
      .values({
        userId: friend.id,
        title: "Ev",
        personName: "Deniz Arslan",
        phone: "05327654321",
        cityId: district.cityId,
        districtId: district.id,
        address: "Tunalı Hilmi Caddesi No: 80 Daire: 6",
        billingType: "individual",
      })
      .returning({ id: addresses.id });
    const [theirs] = await tx
      .insert(giftLists)
      .values({ userId: friend.id, name: "Bebeğimize Hoş Geldin", addressId: address.id, expireDate: dayAhead(30) })
      .returning({ id: giftLists.id });
    await tx
      .insert(giftListItems)
      .values(ids.slice(4).map((productId, i) => ({ listId: theirs.id, productId, quantity: i === 0 ? 3 : 1 })));
  });
}
