/**
 * Stores in the back office (/yonetim/magazalar; permission stores.write): the
 * list, one store to edit, saving a new or changed one.
 *
 * Who may touch which store (permissions.ts): an owner every store; a store manager only their
 * own: their list holds it alone, and another store's id is answered as one that does not exist
 * (404, nothing said about it); a new store is the owner's to make (`can(…, { storeId: null })`).
 * Every change is one transaction with one audit row ('store.create' | 'store.update', before and
 * after holding only the changed fields). The shop reads stores fresh: /magaza/{sefUrl} shows a
 * change at once, /magazalar (a page kept for visitors) within its cache's 10 seconds.
 */
import { and, asc, eq, ne, or } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cities, districts, stores } from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { can, storeScope, type ManagerAccess } from "#app/domain/permissions/permissions";
import { isUniqueViolation } from "#app/lib/pg-errors";
import { turkishCollator } from "#app/lib/turkish";
import { storeSefUrl, STORE_DISTRICT_RULE, type StoreFormValues, type StoreInput } from "./store-form";
import { storeTypeLabel } from "./store-locator";

export const STORE_NOT_FOUND_ADMIN = "Mağaza bulunamadı.";
export const STORE_CODE_TAKEN = "Bu mağaza kodu başka bir mağazada kullanılıyor.";
export const STORE_SEF_TAKEN = "Bu adres adı başka bir mağazada kullanılıyor.";
export const STORE_CREATE_DENIED = "Yeni mağazayı yalnızca Mağaza Sahibi ekleyebilir.";

type Row = typeof stores.$inferSelect;
export type Actor = { id: number } & ManagerAccess;

export type StoreListItem = {
  id: number;
  code: string;
  name: string;
  typeName: string;
  city: string;
  district: string | null;
  sefUrl: string;
  openingHours: string;
  active: boolean;
  pickupAvailable: boolean;
};

/** The stores this manager may edit (a store manager's own; every one for an owner), by city then name. */
export async function listStoresFor(db: Db, manager: ManagerAccess): Promise<StoreListItem[]> {
  const scope = storeScope(manager);
  if (manager.role === "store" && scope == null) return [];
  const rows = await db
    .select({
      id: stores.id,
      code: stores.code,
      name: stores.name,
      type: stores.type,
      city: cities.name,
      district: districts.name,
      sefUrl: stores.sefUrl,
      openingHours: stores.openingHours,
      active: stores.active,
      pickupAvailable: stores.pickupAvailable,
    })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .leftJoin(districts, eq(districts.id, stores.districtId))
    .where(scope != null ? eq(stores.id, scope) : undefined)
    .limit(1_000);
  return rows
    .map(({ type, ...r }) => ({ ...r, typeName: storeTypeLabel(type) }))
    .sort(
      (a, b) => Number(b.active) - Number(a.active) || turkishCollator.compare(a.city, b.city) || turkishCollator.compare(a.name, b.name),
    );
}

/** The 81 cities by plate code, for the form. */
export const cityChoices = (db: Db) => db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.id));

/** A city's districts in Turkish order (districts_city_idx). */
export async function districtChoices(db: Db, cityId: number | null): Promise<{ id: number; name: string }[]> {
  if (cityId == null || !Number.isInteger(cityId) || cityId < 1 || cityId > 81) return [];
  const rows = await db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.cityId, cityId));
  return rows.sort((a, b) => turkishCollator.compare(a.name, b.name));
}

/** A saved store as the form shows it. */
export const storeFormValues = (row: Row): StoreFormValues => ({
  name: row.name,
  code: row.code,
  sefUrl: row.sefUrl,
  type: row.type,
  cityId: String(row.cityId),
  districtId: row.districtId == null ? "" : String(row.districtId),
  address: row.address,
  phone: row.phone,
  openingHours: row.openingHours,
  lat: String(row.lat),
  lon: String(row.lon),
  pickupAvailable: row.pickupAvailable ? "1" : "",
  deliveryCar: row.deliveryCar ? "1" : "",
  active: row.active ? "1" : "",
});

/** The store to edit, when this manager may: null for an unknown one and for another store of a store manager's alike. */
export async function storeForEdit(db: Db, manager: ManagerAccess, id: number): Promise<Row | null> {
  if (!can(manager, "stores.write", { storeId: id })) return null;
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}

export type StoreChange =
  { ok: true; id: number; sefUrl: string } | { ok: false; status: 403 | 404 | 409 | 422; reason: string; field?: string };

const columnsOf = (input: StoreInput) => ({
  name: input.name,
  code: input.code,
  sefUrl: storeSefUrl(input),
  type: input.type,
  cityId: input.cityId,
  districtId: input.districtId,
  address: input.address,
  phone: input.phone,
  openingHours: input.openingHours,
  lat: input.lat,
  lon: input.lon,
  pickupAvailable: input.pickupAvailable,
  deliveryCar: input.deliveryCar,
  active: input.active,
});
type Columns = ReturnType<typeof columnsOf>;
const FIELDS = [
  "name",
  "code",
  "sefUrl",
  "type",
  "cityId",
  "districtId",
  "address",
  "phone",
  "openingHours",
  "lat",
  "lon",
  "pickupAvailable",
  "deliveryCar",
  "active",
] as const;
/** What the audit log keeps of a store. */
const snapshot = (c: Columns | Row): Record<string, unknown> => Object.fromEntries(FIELDS.map((f) => [f, c[f]]));

const clash = (error: unknown): StoreChange => {
  if (!isUniqueViolation(error)) throw error;
  return String((error as { constraint?: string }).constraint ?? "").includes("code")
    ? { ok: false, status: 409, reason: STORE_CODE_TAKEN, field: "code" }
    : { ok: false, status: 409, reason: STORE_SEF_TAKEN, field: "sefUrl" };
};

/** Creates (id null: owners only) or changes a store this manager may edit; one audit row. */
export async function saveStore(db: Db, actor: Actor, id: number | null, input: StoreInput): Promise<StoreChange> {
  if (id == null && !can(actor, "stores.write", { storeId: null })) return { ok: false, status: 403, reason: STORE_CREATE_DENIED };
  if (id != null && !can(actor, "stores.write", { storeId: id })) return { ok: false, status: 404, reason: STORE_NOT_FOUND_ADMIN };
  const values = columnsOf(input);
  return db
    .transaction(async (tx): Promise<StoreChange> => {
      const [district] = await tx
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.id, values.districtId), eq(districts.cityId, values.cityId)));
      if (!district) return { ok: false, status: 422, reason: STORE_DISTRICT_RULE, field: "districtId" };
      const taken = await tx
        .select({ code: stores.code, sefUrl: stores.sefUrl })
        .from(stores)
        .where(and(or(eq(stores.code, values.code), eq(stores.sefUrl, values.sefUrl)), id != null ? ne(stores.id, id) : undefined));
      if (taken.some((t) => t.code === values.code)) return { ok: false, status: 409, reason: STORE_CODE_TAKEN, field: "code" };
      if (taken.length) return { ok: false, status: 409, reason: STORE_SEF_TAKEN, field: "sefUrl" };
      if (id == null) {
        const [row] = await tx.insert(stores).values(values).returning();
        await recordAudit(tx, actor, {
          action: "store.create",
          entity: { type: "store", id: row.id },
          before: null,
          after: snapshot(row),
          summary: `Mağaza eklendi: ${row.name} (${row.code})`,
        });
        return { ok: true, id: row.id, sefUrl: row.sefUrl };
      }
      const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
      if (!before) return { ok: false, status: 404, reason: STORE_NOT_FOUND_ADMIN };
      const diff = changedOnly(snapshot(before), snapshot(values));
      if (diff.keys.length === 0) return { ok: true, id, sefUrl: before.sefUrl };
      await tx.update(stores).set(values).where(eq(stores.id, id));
      await recordAudit(tx, actor, {
        action: "store.update",
        entity: { type: "store", id },
        before: diff.before,
        after: diff.after,
        summary: `Mağaza güncellendi: ${values.name} (${diff.keys.join(", ")})`,
      });
      return { ok: true, id, sefUrl: values.sefUrl };
    })
    .catch(clash);
}
