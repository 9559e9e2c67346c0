/**
 * Shipping companies in the back office (/yonetim/kargo; permission
 * settings.write: the owner): the list, one carrier to edit, adding one, saving a change.
 *
 * Checkout reads the carriers fresh on every request (checkout-quote.server.ts `activeCarriers`,
 * place-order.server.ts, the subscriptions' carrier): nothing keeps them in memory, so a saved
 * price, fee, payment method or state holds for the next quote and order in every process.
 * Adding one is possible because checkout knows carriers by id only: the payment methods are the
 * spec's five, and parcels are booked and tracked through the one carrier interface
 * (fulfilment/sandbox-carrier.server.ts) by the carrier's code.
 *
 * Rules the form alone cannot hold, checked with every carrier's row locked (FOR UPDATE, in id
 * order: the table is a handful of rows), so two managers switching off the last two carriers at
 * once cannot both succeed:
 *   - at least one carrier stays active (checkout needs one to deliver to an address);
 *   - at least one active carrier takes credit cards: a gift basket may not be paid at the door
 *     and subscription orders are charged to a saved card (recurring-orders.server.ts), so without
 *     one they could not be sent.
 * Every change is one transaction with one audit row ('carrier.create' | 'carrier.update', before
 * and after holding only the changed fields); saving an unchanged form writes nothing.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { shippingCompanies } from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { carrierTakes } from "#app/domain/pricing/carrier-payments";
import { isUniqueViolation } from "#app/lib/pg-errors";
import type { CarrierInput } from "./carrier-form";
import { CARRIER_CODE_TAKEN, CARRIER_LAST_ACTIVE, CARRIER_LAST_CARD, CARRIER_NOT_FOUND } from "./messages";

export type CarrierRow = typeof shippingCompanies.$inferSelect;

/** Every carrier, active ones first, then by id (the order checkout lists them in). */
export async function listCarriers(db: Db): Promise<CarrierRow[]> {
  const rows = await db.select().from(shippingCompanies).orderBy(asc(shippingCompanies.id)).limit(500);
  return rows.sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id);
}

/** One carrier; null when there is none. */
export async function carrierForEdit(db: Db, id: number): Promise<CarrierRow | null> {
  const [row] = await db.select().from(shippingCompanies).where(eq(shippingCompanies.id, id));
  return row ?? null;
}

export type CarrierChange = { ok: true; id: number } | { ok: false; status: 404 | 409 | 422; reason: string; field?: string };

const columnsOf = (input: CarrierInput) => ({
  title: input.title,
  name: input.name,
  description: input.description,
  salePriceKurus: input.salePriceKurus,
  serviceFeeKurus: input.serviceFeeKurus,
  paymentMethods: input.paymentMethods as string[],
  trackingUrl: input.trackingUrl,
  active: input.active,
});
type Columns = ReturnType<typeof columnsOf>;

/** What the audit log keeps of a carrier (its `name` as companyName: the log's 'name' is a person's; its code as carrierCode: a 'code' is hidden as a secret). */
const snapshot = (c: Columns) => ({
  title: c.title,
  companyName: c.name,
  description: c.description,
  salePriceKurus: c.salePriceKurus,
  serviceFeeKurus: c.serviceFeeKurus,
  paymentMethods: c.paymentMethods,
  trackingUrl: c.trackingUrl,
  active: c.active,
});

/**
 * What the carriers lack to serve checkout (see the module comment), worst first: no active
 * carrier (2), no active carrier taking cards (1), nothing (0), with the refusal's words.
 */
export function carriersShortfall(carriers: readonly Pick<CarrierRow, "active" | "paymentMethods">[]): {
  level: 0 | 1 | 2;
  reason: string;
  field: string;
} {
  const active = carriers.filter((c) => c.active);
  if (active.length === 0) return { level: 2, reason: CARRIER_LAST_ACTIVE, field: "active" };
  if (!active.some((c) => carrierTakes(c.paymentMethods, "creditCard")))
    return { level: 1, reason: CARRIER_LAST_CARD, field: "paymentMethods" };
  return { level: 0, reason: "", field: "" };
}

/** Adds a carrier (id null; its code is the input's) or changes one (its code stays); one audit row. */
export async function saveCarrier(db: Db, actor: AuditActor, id: number | null, input: CarrierInput): Promise<CarrierChange> {
  const values = columnsOf(input);
  return db
    .transaction(async (tx): Promise<CarrierChange> => {
      // Every carrier locked, in id order: the rules below read them all (see the module comment).
      const all = await tx.select().from(shippingCompanies).orderBy(asc(shippingCompanies.id)).for("update");
      if (id == null) {
        if (all.some((c) => c.code === input.code)) return { ok: false, status: 409, reason: CARRIER_CODE_TAKEN, field: "code" };
        const [row] = await tx
          .insert(shippingCompanies)
          .values({ code: input.code, ...values })
          .returning();
        await recordAudit(tx, actor, {
          action: "carrier.create",
          entity: { type: "carrier", id: row.id },
          before: null,
          after: { carrierCode: row.code, ...snapshot(row) },
          summary: `Kargo firması eklendi: ${row.title} (${row.code})`,
        });
        return { ok: true, id: row.id };
      }
      const before = all.find((c) => c.id === id);
      if (!before) return { ok: false, status: 404, reason: CARRIER_NOT_FOUND };
      // Refused when it leaves checkout worse off than it was (a shop already short may still mend it step by step).
      const after = carriersShortfall(all.map((c) => (c.id === id ? { ...c, ...values } : c)));
      if (after.level > carriersShortfall(all).level) return { ok: false, status: 409, reason: after.reason, field: after.field };
      const diff = changedOnly(snapshot(before), snapshot(values));
      if (diff.keys.length === 0) return { ok: true, id };
      await tx.update(shippingCompanies).set(values).where(eq(shippingCompanies.id, id));
      await recordAudit(tx, actor, {
        action: "carrier.update",
        entity: { type: "carrier", id },
        before: diff.before,
        after: diff.after,
        summary: `Kargo firması güncellendi: ${values.title} (${diff.keys.join(", ")})`,
      });
      return { ok: true, id };
    })
    .catch((error: unknown): CarrierChange => {
      // Two managers adding the same code at once: the unique index answers the second.
      if (isUniqueViolation(error)) return { ok: false, status: 409, reason: CARRIER_CODE_TAKEN, field: "code" };
      throw error;
    });
}
