/**
 * The return invoice (İade Faturası) of a refunded return: UBL-TR InvoiceTypeCode IADE, with a
 * BillingReference to the sales invoice it takes back (GİB UBL-TR guide, "İade Faturası"). The PDF
 * side has no return document, so this is built from the return's own rows: the units of each line
 * that came back, at what they were paid (orders/return-states.ts returnedValueKurus, the amount
 * the refund gave back), their VAT by the invoice's one rule (invoice.server.ts productLine,
 * reconciled). The return that completes a whole withdrawal also refunds the shipping and door fees
 * (orders/withdrawal-refund.ts): its return invoice states them too, as the sale did. Joker points and a voucher given back are a means of payment, as on the sales invoice, so the
 * return invoice states the goods' full value.
 *
 * One return request (one return code, 'IAD-7K2M9Q', its rows sharing it) is one return invoice,
 * once it is refunded; a request still on its way, or rejected, has none.
 *   - number: 'MDI' + the refund's year (Istanbul) + the request's first row id in 9 digits, a series
 *     of its own beside the sales invoices' 'MDA' (16 characters, as GİB's ID wants);
 *   - ETTN: the sales invoice's rule (a UUID v5) of '{orderHash}/iade/{code}': stable, never the sale's;
 *   - date: when the request was refunded.
 * A cancelled order has no sales invoice (invoiceOf answers null), so no return invoice either.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, returnRequests } from "#app/db/schema";
import { wholeOrderWithdrawn } from "#app/domain/orders/withdrawal-refund";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { returnedValueKurus } from "#app/domain/orders/return-states";
import { vatBreakdown } from "#app/domain/pricing/totals";
import { amountInWords } from "./amount-in-words";
import { feeLines, invoiceEttn, istanbulParts, productLine, reconciled, type Invoice } from "./invoice.server";

export const RETURN_INVOICE_PREFIX = "MDI";

export type RefundedReturn = {
  code: string;
  /** The request's first row: its number. */
  firstId: number;
  refundedAt: Date;
  lines: { orderLineId: number; quantity: number }[];
  /** With the returns refunded before it, every unit of the order came back: the fees were refunded with it. */
  completesOrder: boolean;
};

/** A return request of this order by its code, once refunded; null otherwise. */
export async function refundedReturnOf(db: Db, orderId: number, code: string): Promise<RefundedReturn | null> {
  const rows = await db
    .select({
      id: returnRequests.id,
      orderLineId: returnRequests.orderLineId,
      quantity: returnRequests.quantity,
      updatedAt: returnRequests.updatedAt,
    })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.code, code), eq(returnRequests.status, "refunded")))
    .orderBy(asc(returnRequests.id));
  if (rows.length === 0) return null;
  const lines = rows.map((r) => ({ orderLineId: r.orderLineId, quantity: r.quantity }));
  // The returns refunded before this one (once refunded a request moves no more: updatedAt is its refund).
  const refunded = await db
    .select({
      code: returnRequests.code,
      orderLineId: returnRequests.orderLineId,
      quantity: returnRequests.quantity,
      at: returnRequests.updatedAt,
      id: returnRequests.id,
    })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, "refunded")));
  const before = refunded.filter(
    (r) => r.code !== code && (r.at < rows[0].updatedAt || (r.at.getTime() === rows[0].updatedAt.getTime() && r.id < rows[0].id)),
  );
  const orderLinesOf = await db
    .select({ id: orderLines.id, sku: orderLines.sku, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const completesOrder = wholeOrderWithdrawn(orderLinesOf, [...before, ...lines]) && !wholeOrderWithdrawn(orderLinesOf, before);
  return { code, firstId: rows[0].id, refundedAt: rows[0].updatedAt, lines, completesOrder };
}

/** The return codes of this order's refunded requests, oldest first. */
export async function refundedReturnCodesOf(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: returnRequests.code })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, "refunded")))
    .orderBy(returnRequests.code);
  return rows.map((r) => r.code);
}

/** 'MDI' + year + the request's first row id in 9 digits: MDI2026000000042. */
export function returnInvoiceNumber(firstId: number, refundedAt: Date): string {
  return `${RETURN_INVOICE_PREFIX}${istanbulParts(refundedAt).year}${String(firstId % 1_000_000_000).padStart(9, "0")}`;
}

/** The return invoice of a refunded return of the order whose sales invoice is `sale`. */
export function returnInvoiceOf(sale: Invoice, order: OrderSummary, returned: RefundedReturn): Invoice {
  const returnedLines = returned.lines.map(({ orderLineId, quantity }) => {
    const line = order.lines.find((l) => l.id === orderLineId);
    if (!line) throw new Error(`return ${returned.code} names a line order ${order.id} lacks`);
    const value = returnedValueKurus(line, quantity);
    // The returned units as a line of their own: what they were paid, the rest of their price a discount.
    return { ...line, quantity, totalPriceKurus: value, campaignDiscountKurus: line.unitPriceKurus * quantity - value };
  });
  const t = order.totals;
  const fees = returned.completesOrder ? feeLines(order.carrierName, t.shippingKurus, t.podFeeKurus) : [];
  const vat = vatBreakdown(
    returnedLines,
    fees.reduce((sum, f) => sum + f.totalKurus, 0),
  );
  const lines = reconciled([...returnedLines.map(productLine), ...fees], vat);
  const exclVatKurus = vat.reduce((sum, v) => sum + v.baseKurus, 0);
  const vatKurus = vat.reduce((sum, v) => sum + v.vatKurus, 0);
  const when = istanbulParts(returned.refundedAt);
  return {
    ...sale,
    number: returnInvoiceNumber(returned.firstId, returned.refundedAt),
    ettn: invoiceEttn(`${order.orderHash}/iade/${returned.code}`),
    issuedAt: returned.refundedAt,
    dateText: when.dateText,
    timeText: when.timeText,
    type: "İADE",
    billingReference: { number: sale.number, issuedAt: sale.issuedAt },
    lines,
    campaigns: [],
    vat,
    totals: { exclVatKurus, vatKurus, inclVatKurus: exclVatKurus + vatKurus, paidOtherwise: [], payableKurus: exclVatKurus + vatKurus },
    amountInWords: amountInWords(exclVatKurus + vatKurus),
    note: `İade Kodu: ${returned.code}. ${sale.note}`,
  };
}

/** The return invoice of the order's refunded return `code`; null for an unknown, open or rejected one. */
export async function returnInvoiceByCode(db: Db, order: OrderSummary, sale: Invoice, code: string): Promise<Invoice | null> {
  const returned = await refundedReturnOf(db, order.id, code);
  return returned && returnInvoiceOf(sale, order, returned);
}
