/**
 * GET /siparis/fatura/{orderHash}: a paid order's e-Arşiv invoice as a PDF download (domain/invoices). Only for whoever placed the order (its member, or the guest session
 * whose basket made it: loadOrderSummary's `personal`) and only once it is paid (status
 * 'confirmed'). Everyone else, an order waiting for its bank transfer or cancelled, and an unknown
 * hash all hear the same 404 the summary page gives an unknown hash ('Hata Oluştu' / 'Sipariş
 * detayı bulunmadı.'): nothing tells whether the hash exists. Private, never stored by a cache.
 *
 * `?bicim=xml`: the same invoice as UBL-TR 1.2 XML for e-Arşiv (invoices/ubl-tr.server.ts), under the
 * same rule; `?bicim=xml&iade={return code}`: the return invoice (İade Faturası) of that refunded
 * return (invoices/return-invoice.server.ts), the same 404 for a code that is not one. Any other
 * `bicim` is ignored, as any other query is: the PDF.
 */
import { href } from "react-router";
import type { Route } from "./+types/siparis.fatura.$orderHash";
import { renderInvoicePdf } from "#app/domain/invoices/invoice-pdf.server";
import { invoiceFileName, invoiceOf, type Invoice } from "#app/domain/invoices/invoice.server";
import { returnInvoiceByCode } from "#app/domain/invoices/return-invoice.server";
import { invoiceXml, invoiceXmlFileName } from "#app/domain/invoices/ubl-tr.server";
import { ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { loadOrderSummary } from "#app/domain/orders/order-summary.server";
import { PRIVATE_NO_STORE as PRIVATE } from "#app/lib/cache-control";
import { wantsJson } from "#app/lib/api.server";

const NO_STORE = { "Cache-Control": "no-store", Vary: "Accept" };

/** A short Turkish page for a browser (this address has no layout of its own), JSON for a call. */
function notFound(request: Request): Response {
  if (wantsJson(request)) {
    return Response.json({ success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND }, { status: 404, headers: NO_STORE });
  }
  const page =
    `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${ORDER_ERROR_TITLE} | Minik Dünya</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">` +
    `<h1>${ORDER_ERROR_TITLE}</h1><p>${ORDER_NOT_FOUND}</p><p>Faturanızı siparişi verdiğiniz hesapla giriş yaparak indirebilirsiniz.</p>` +
    `<p><a href="${href("/kullanici/siparislerim")}">Siparişlerim</a> · <a href="${href("/")}">Alışverişe Devam Et</a></p></body></html>`;
  return new Response(page, { status: 404, headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await context.session.get();
  const order = await loadOrderSummary(context.db, params.orderHash, { userId: session?.userId ?? null, sessionId: session?.id ?? null });
  // invoiceOf answers null unless the order is paid and this is its buyer's view.
  const invoice = order && invoiceOf(order);
  if (!invoice) return notFound(request);
  const query = new URL(request.url).searchParams;
  if (query.get("bicim") === "xml") {
    const code = query.get("iade");
    const document: Invoice | null = code ? await returnInvoiceByCode(context.db, order, invoice, code) : invoice;
    if (!document) return notFound(request);
    const xml = invoiceXml(document);
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${invoiceXmlFileName(document)}"`,
        "Content-Length": String(Buffer.byteLength(xml, "utf8")),
        "Cache-Control": PRIVATE,
      },
    });
  }
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(invoice.orderNumber)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": PRIVATE,
    },
  });
}
