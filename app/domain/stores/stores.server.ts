/**
 * The shop's stores as the locator shows them: every active store with its city and district
 * names (a few dozen rows, read whole and sorted the Turkish way in TypeScript: PostgreSQL's
 * collation gets 'İ' and 'Ç' wrong), and one active store by its sefUrl.
 */
import { href } from "react-router";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cities, districts, stores } from "#app/db/schema";
import { compareStores, storeTypeLabel, type StoreSummary } from "./store-locator";

/** A store's sefUrl as the shop makes them (slugify): lower-case ASCII letters, digits and '-'. */
export const looksLikeSefUrl = (sefUrl: string) => /^[a-z0-9](?:[a-z0-9-]{0,158}[a-z0-9])?$/.test(sefUrl);

const columns = {
  id: stores.id,
  code: stores.code,
  name: stores.name,
  type: stores.type,
  cityId: stores.cityId,
  city: cities.name,
  district: districts.name,
  address: stores.address,
  phone: stores.phone,
  lat: stores.lat,
  lon: stores.lon,
  openingHours: stores.openingHours,
  sefUrl: stores.sefUrl,
  pickupAvailable: stores.pickupAvailable,
  deliveryCar: stores.deliveryCar,
};

const selectStores = (db: Db) =>
  db.select(columns).from(stores).innerJoin(cities, eq(cities.id, stores.cityId)).leftJoin(districts, eq(districts.id, stores.districtId));

type Row = Awaited<ReturnType<typeof selectStores>>[number];

/** The row as the list's call and the pages show it (the columns are named as StoreSummary's fields). */
const summary = (r: Row): StoreSummary => ({
  ...r,
  title: r.name,
  typeName: storeTypeLabel(r.type),
  url: href("/magaza/:sefUrl", { sefUrl: encodeURIComponent(r.sefUrl) }),
});

/** Every active store, by city name then store name (Turkish order). */
export async function activeStores(db: Db): Promise<StoreSummary[]> {
  const rows = await selectStores(db).where(eq(stores.active, true));
  return rows.map(summary).sort(compareStores);
}

/** The active store with this sefUrl, or null (an inactive or unknown one alike). */
export async function storeBySefUrl(db: Db, sefUrl: string): Promise<StoreSummary | null> {
  if (!looksLikeSefUrl(sefUrl)) return null;
  const [row] = await selectStores(db)
    .where(and(eq(stores.sefUrl, sefUrl), eq(stores.active, true)))
    .limit(1);
  return row ? summary(row) : null;
}
