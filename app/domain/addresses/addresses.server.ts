/**
 * A member's address book (spec sections 2, 3, 7): listed, read, added (at most 20 live ones),
 * updated and deleted, every query scoped by the member's id from the session, so another
 * member's address id acts exactly like an unknown one ('Adres bulunamadı.', 404) and nothing
 * changes. The district must belong to the city and the town to the district. Deleting is a soft
 * delete (deleted_at): orders and gift lists that point at an address keep it.
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db, Runner } from "#app/db/client.server";
import { addresses, cities, districts, towns } from "#app/db/schema";
import {
  ADDRESS_DELETED,
  ADDRESS_LIMIT,
  ADDRESS_NOT_FOUND,
  ADDRESS_SAVED,
  ADDRESS_UPDATED,
  DISTRICT_NOT_FOUND,
  MAX_ADDRESSES,
  TOWN_NOT_FOUND,
  TOWN_RULE,
  type Address,
  type AddressForm,
} from "./address.schema";

export type AddressOutcome<T = object> =
  ({ ok: true; message: string } & T) | { ok: false; reason: string; status: number; errors?: Record<string, string> };

const columns = {
  id: addresses.id,
  title: addresses.title,
  personName: addresses.personName,
  address: addresses.address,
  phone: addresses.phone,
  cityId: cities.id,
  cityName: cities.name,
  districtId: districts.id,
  districtName: districts.name,
  townId: towns.id,
  townName: towns.name,
  billingType: addresses.billingType,
  identityNumber: addresses.identityNumber,
  company: addresses.company,
  taxOffice: addresses.taxOffice,
  taxNumber: addresses.taxNumber,
};

type Row = Awaited<ReturnType<typeof selectAddresses>>[number];

const asAddress = (r: Row): Address => ({
  id: r.id,
  title: r.title,
  personName: r.personName,
  address: r.address,
  phone: r.phone,
  city: { id: r.cityId, name: r.cityName },
  district: { id: r.districtId, name: r.districtName },
  town: r.townId != null && r.townName != null ? { id: r.townId, name: r.townName } : null,
  billingType: r.billingType === "corporate" ? "corporate" : "individual",
  identityNumber: r.identityNumber,
  company: r.company,
  taxOffice: r.taxOffice,
  taxNumber: r.taxNumber,
});

/** The member's live address with this id; anything else (deleted, another member's) is none. */
const mine = (userId: number, addressId: number) =>
  and(eq(addresses.id, addressId), eq(addresses.userId, userId), isNull(addresses.deletedAt));

function selectAddresses(db: Runner) {
  return db
    .select(columns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .leftJoin(towns, eq(towns.id, addresses.townId));
}

const notFound = () => ({ ok: false as const, reason: ADDRESS_NOT_FOUND, status: 404 });

/** The member's live addresses in the order they were added. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await selectAddresses(db)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id));
  return rows.map(asAddress);
}

/** One of the member's live addresses, or null. */
export async function getAddress(db: Runner, userId: number, addressId: number): Promise<Address | null> {
  const [row] = await selectAddresses(db).where(mine(userId, addressId));
  return row ? asAddress(row) : null;
}

type District = { cityId: number; city: string; district: string };

/**
 * Districts found, per database handle: places are loaded once and never change (db/places.server.ts),
 * so a district read once is the same on every checkout (a guest's typed address on each pay call).
 * Only found ones are kept: an unknown id is asked again.
 */
const knownDistricts = new WeakMap<Runner, Map<number, District>>();

async function districtOf(db: Runner, id: number): Promise<District | null> {
  const known = knownDistricts.get(db) ?? new Map<number, District>();
  const hit = known.get(id);
  if (hit) return hit;
  const [row] = await db
    .select({ cityId: districts.cityId, city: cities.name, district: districts.name })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(eq(districts.id, id));
  if (!row) return null;
  if (known.size < 2000) known.set(id, row);
  knownDistricts.set(db, known);
  return row;
}

export type PlaceNames =
  { ok: true; city: string; district: string; town: string | null } | { ok: false; field: "district" | "town"; reason: string };

/**
 * The names of the chosen places, checked against each other: the district must be the city's and
 * the town (when one is chosen) the district's. Checkout names a guest's typed address with it.
 */
export async function placeNames(db: Runner, form: Pick<AddressForm, "city" | "district" | "town">): Promise<PlaceNames> {
  const row = await districtOf(db, form.district);
  if (!row || row.cityId !== form.city) return { ok: false, field: "district", reason: DISTRICT_NOT_FOUND };
  if (form.town == null) return { ok: true, city: row.city, district: row.district, town: null };
  const [town] = await db
    .select({ name: towns.name })
    .from(towns)
    .where(and(eq(towns.id, form.town), eq(towns.districtId, form.district)));
  if (!town) return { ok: false, field: "town", reason: TOWN_NOT_FOUND };
  return { ok: true, city: row.city, district: row.district, town: town.name };
}

/** The address book always needs a town: field messages, or null when the places fit. */
async function placeErrors(db: Runner, form: AddressForm): Promise<Record<string, string> | null> {
  if (form.town == null) return { town: TOWN_RULE };
  const names = await placeNames(db, form);
  return names.ok ? null : { [names.field]: names.reason };
}

const placeRefusal = (errors: Record<string, string>) => ({ ok: false as const, reason: Object.values(errors)[0], status: 422, errors });

const fields = (form: AddressForm) => ({
  title: form.title,
  personName: form.personName,
  address: form.address,
  phone: form.phone,
  cityId: form.city,
  districtId: form.district,
  townId: form.town,
  billingType: form.billingType,
  identityNumber: form.identityNumber,
  company: form.company,
  taxOffice: form.taxOffice,
  taxNumber: form.taxNumber,
});

/** Adds an address; refused at 20 live ones (409). A per-member lock keeps two adds at once from making a 21st. */
export async function createAddress(db: Db, userId: number, form: AddressForm): Promise<AddressOutcome<{ address: Address }>> {
  const places = await placeErrors(db, form);
  if (places) return placeRefusal(places);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:u:${userId}`}))`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));
    if (n >= MAX_ADDRESSES) return { ok: false as const, reason: ADDRESS_LIMIT, status: 409 };
    const [{ id }] = await tx
      .insert(addresses)
      .values({ userId, ...fields(form) })
      .returning({ id: addresses.id });
    const address = await getAddress(tx, userId, id);
    return { ok: true as const, message: ADDRESS_SAVED, address: address! };
  });
}

/** Updates one of the member's live addresses; any other id is 'Adres bulunamadı.' (404). */
export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  form: AddressForm,
): Promise<AddressOutcome<{ address: Address }>> {
  const [exists] = await db.select({ id: addresses.id }).from(addresses).where(mine(userId, addressId));
  if (!exists) return notFound();
  const places = await placeErrors(db, form);
  if (places) return placeRefusal(places);
  const updated = await db.update(addresses).set(fields(form)).where(mine(userId, addressId)).returning({ id: addresses.id });
  if (updated.length === 0) return notFound();
  const address = await getAddress(db, userId, addressId);
  return address ? { ok: true, message: ADDRESS_UPDATED, address } : notFound();
}

/** Soft-deletes one of the member's live addresses ('Adresiniz silindi.'); any other id is 404. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<AddressOutcome> {
  const deleted = await db.update(addresses).set({ deletedAt: new Date() }).where(mine(userId, addressId)).returning({ id: addresses.id });
  return deleted.length > 0 ? { ok: true, message: ADDRESS_DELETED } : notFound();
}
