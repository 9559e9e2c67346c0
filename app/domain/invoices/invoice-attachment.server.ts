/**
 * The invoice PDF of a paid order as an e-mail attachment (the invoice e-mail, docs/email.md): the
 * same invoice and the same file the buyer downloads from /siparis/fatura/{hash}
 * (invoice.server.ts, invoice-pdf.server.ts), built from the buyer's own view of the order
 * (`invoiceOf(summary)`, null for an unpaid or cancelled order).
 */
import type { PdfAttachment } from "#app/domain/order-core/contract-pdf.server";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { invoiceFileName, type Invoice } from "./invoice.server";

/** An invoice as its PDF attachment. */
export const invoiceAttachmentOf = async (invoice: Invoice): Promise<PdfAttachment> => ({
  filename: invoiceFileName(invoice.orderNumber),
  content: await renderInvoicePdf(invoice),
  contentType: "application/pdf",
});
