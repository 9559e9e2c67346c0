/** Cities, districts and towns for address forms. Ids are in Turkish alphabetical order. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cities, districts, towns } from "#app/db/schema";

export type PlaceOption = { id: number; name: string };

export function listCities(db: Db): Promise<PlaceOption[]> {
  return db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.sortKey));
}

export function listDistricts(db: Db, cityId: number): Promise<PlaceOption[]> {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(asc(districts.id));
}

export function listTowns(db: Db, districtId: number): Promise<PlaceOption[]> {
  return db.select({ id: towns.id, name: towns.name }).from(towns).where(eq(towns.districtId, districtId)).orderBy(asc(towns.id));
}
