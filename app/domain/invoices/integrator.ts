/**
 * Handing e-Arşiv invoices to an integrator (özel entegratör): the company GİB authorises to sign,
 * report and deliver e-Arşiv invoices for the shop. The shop only prepares each invoice as UBL-TR XML
 * (ubl-tr.server.ts) and hands it over through this interface; the sweep that decides what to send
 * and keeps what was sent is einvoice-sending.server.ts.
 *
 * `send` is called at least once per invoice: an integrator must treat a second call with an ETTN it
 * already has as done (GİB refuses a second invoice with the same ETTN, so integrators answer it as
 * known). It answers ok with the integrator's reference, or not ok with a reason; a refusal or a throw
 * leaves the invoice to be sent again on the next run.
 *
 * The default (`ARCHIVE_ONLY_INTEGRATOR`) hands nothing on: the XML stays stored in the shop's
 * `einvoice_documents` table, where an operator (or a real integrator added here) takes it from.
 */
export type EInvoiceDocument = {
  /** The ETTN (UBL-TR UUID). */
  ettn: string;
  /** The invoice number (UBL-TR ID). */
  number: string;
  xml: string;
  kind: "SATIS" | "IADE";
};

export type IntegratorAnswer = { ok: true; reference?: string } | { ok: false; reason: string };

export interface InvoiceIntegrator {
  /** A short name for the logs and the stored reference: 'arsiv', or the integrator's. */
  readonly name: string;
  send(invoice: EInvoiceDocument): Promise<IntegratorAnswer>;
}

/** The default: no integrator yet; the stored XML is the archive. */
export const ARCHIVE_ONLY_INTEGRATOR: InvoiceIntegrator = {
  name: "arsiv",
  send: async (invoice) => ({ ok: true, reference: `arsiv:${invoice.ettn}` }),
};
