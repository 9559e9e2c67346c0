/** Where an order's invoice PDF is downloaded (routes/siparis.fatura.$orderHash.ts); safe for the browser bundle. */
export const INVOICE_PATH = "/siparis/fatura";

export const invoiceUrl = (orderHash: string) => `${INVOICE_PATH}/${encodeURIComponent(orderHash)}`;

/** The download's file name: 'Minik-Dunya-Fatura-260612123456.pdf' (ASCII, so every browser keeps it). */
export const invoiceFileName = (orderNumber: string) => `Minik-Dunya-Fatura-${orderNumber.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
