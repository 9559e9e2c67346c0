/**
 * The order list as a CSV file (/yonetim/siparisler/disa-aktar?…the list's
 * filters): what Turkish Excel opens as it is (lib/csv.ts: UTF-8 with a BOM, ';', money as
 * '1299,90', formula-safe cells), written a thousand rows at a time as order-search.server.ts reads
 * them, at most EXPORT_MAX_ROWS. Each download leaves one audit row, written before the file goes
 * out (app/http/file-export.server.ts).
 */
import type { Db } from "#app/db/client.server";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { CSV_BOM, csvLines, csvMoney } from "#app/lib/csv";
import { orderQueryString, type OrderFilters } from "./order-search";
import { exportOrders, type OrderListRow } from "./order-search.server";
import { dayInTurkey } from "#app/lib/dates";

const COLUMNS: { header: string; value: (r: OrderListRow) => string }[] = [
  { header: "Sipariş No", value: (r) => r.orderNumber },
  { header: "Tarih", value: (r) => r.dateText },
  { header: "Müşteri", value: (r) => r.customer },
  { header: "E-posta", value: (r) => r.email },
  { header: "Telefon", value: (r) => r.phone },
  { header: "Tutar (TL)", value: (r) => csvMoney(r.totalKurus) },
  { header: "Ödeme Tipi", value: (r) => r.paymentLabel },
  { header: "Durum", value: (r) => r.statusLabel },
  { header: "Mağaza", value: (r) => r.storeName ?? "" },
];

/** The file's name: siparisler-2026-11-28.csv (Türkiye's day). */
export const exportFileName = (now = new Date()) => `siparisler-${dayInTurkey(now)}.csv`;

/**
 * The audit row of one download: who, and the list's filters it was made with (as the list's
 * query string; a store manager's file holds their store's orders whatever it says). The rows are
 * read while the file streams, so their number is not known here.
 */
export async function recordOrderExport(db: Db, manager: AuditActor, filters: OrderFilters): Promise<void> {
  const query = orderQueryString(filters).slice(1);
  await db.transaction((tx) =>
    recordAudit(tx, manager, {
      action: "order.export",
      entity: { type: "order", id: null },
      before: null,
      after: { filters: query },
      summary: `Siparişler CSV olarak indirildi${query ? ` (${query})` : " (filtresiz)"}`,
    }),
  );
}

/** The CSV as a stream of UTF-8 bytes: BOM, header, then the rows as they are read. */
export function orderCsvStream(db: Db, filters: OrderFilters, scopeStoreId: number | null, max?: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let rows: AsyncGenerator<OrderListRow[]> | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_BOM}${csvLines([COLUMNS.map((c) => c.header)])}`));
    },
    async pull(controller) {
      rows ??= exportOrders(db, filters, scopeStoreId, max);
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value.map((r) => COLUMNS.map((c) => c.value(r))))));
    },
    async cancel() {
      await rows?.return(undefined);
    },
  });
}
