/**
 * An invoice (invoice.server.ts, the same figures the PDF prints) as UBL-TR 1.2 XML for e-Arşiv:
 * what a GİB e-Arşiv integrator takes in, before it signs and reports the invoice.
 *
 * Element order follows the OASIS UBL 2.1 schema (UBL-Invoice-2.1.xsd, and UBL-CommonAggregate-
 * Components-2.1.xsd for Party, PostalAddress, TaxTotal, AllowanceCharge, InvoiceLine, Item), which
 * UBL-TR 1.2 uses unchanged; the Turkish content (ProfileID EARSIVFATURA, InvoiceTypeCode SATIS or
 * IADE, schemeID VKN/TCKN, KDV with TaxTypeCode 0015, the tax office under PartyTaxScheme, the
 * Signature block naming the seller's VKN, 11111111111 for a consumer without a T.C. Kimlik No) is
 * GİB's "UBL-TR Temel Fatura / e-Arşiv Fatura" guide and its sample invoices. The XML signature
 * (UBLExtensions) is the integrator's: it is left out here.
 *
 * Amounts: integer kuruş written with two decimals, so nothing is rounded here and the totals add up
 * exactly as the PDF's do:
 *   - each line's LineExtensionAmount is its VAT-exclusive total; their sum is LegalMonetaryTotal's
 *     LineExtensionAmount and TaxExclusiveAmount (there is no document-level discount or charge);
 *   - a campaign discount is the line's AllowanceCharge (quantity × PriceAmount − LineExtensionAmount),
 *     and AllowanceTotalAmount states their sum for reading (already inside the line amounts);
 *   - TaxTotal has one TaxSubtotal per rate (the order's breakdown), adding up to its TaxAmount;
 *     TaxInclusiveAmount = TaxExclusiveAmount + TaxAmount;
 *   - Joker points and a gift voucher are means of payment, not discounts (as on the PDF):
 *     PrepaidAmount, and PayableAmount = TaxInclusiveAmount − PrepaidAmount, the order's grand total.
 * PriceAmount is the PDF's VAT-exclusive unit price (two decimals): for a line without discount,
 * quantity × price may differ from the line's amount by the rounding kuruş the PDF shows too.
 */
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { istanbulClock } from "#app/lib/dates";
import type { Kurus } from "#app/lib/money";
import type { Invoice, InvoiceLine } from "./invoice.server";

export const UBL_INVOICE_NS = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
export const UBL_CAC_NS = "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2";
export const UBL_CBC_NS = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";
/** GİB's tax type code of KDV (Katma Değer Vergisi). */
export const KDV_TAX_TYPE_CODE = "0015";
/** UN/ECE Recommendation 20 'one' (adet): every line of the shop is counted in pieces. */
const UNIT_CODE = "C62";

/** The UBL-TR type code: GİB spells it without Turkish letters. */
export const ublTypeCode = (invoice: Pick<Invoice, "type">) => (invoice.type === "İADE" ? "IADE" : "SATIS");

/** 12345 kuruş → '123.45' (xsd:decimal), integer arithmetic only. */
export function ublAmount(kurus: Kurus): string {
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** '2026-06-12' and '14:05:00', Istanbul time. */
function ublDateTime(at: Date) {
  const c = istanbulClock(at);
  return { date: `${c.year}-${c.month}-${c.day}`, time: `${c.hour}:${c.minute}:${c.second}` };
}

/** A line's campaign discount, VAT exclusive: what the price × quantity comes to above its amount. */
export function lineAllowanceKurus(line: InvoiceLine): Kurus {
  if (line.discountKurus <= 0) return 0;
  return Math.max(0, line.quantity * line.unitPriceExclKurus - line.totalExclKurus);
}

/** 'Ayşe Nur Yılmaz' → first 'Ayşe Nur', family 'Yılmaz' (UBL-TR Person for a TCKN buyer). */
function personName(name: string) {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { first: parts[0] ?? "", family: parts[0] ?? "" };
  return { first: parts.slice(0, -1).join(" "), family: parts[parts.length - 1] };
}

/** The XML of an invoice, UBL-TR 1.2 e-Arşiv (the module's comment says what and in which order). */
export function invoiceXml(invoice: Invoice): string {
  const root = create({ version: "1.0", encoding: "UTF-8" })
    .ele(UBL_INVOICE_NS, "Invoice")
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cac", UBL_CAC_NS)
    .att("http://www.w3.org/2000/xmlns/", "xmlns:cbc", UBL_CBC_NS);
  const cbc = (parent: XMLBuilder, name: string, text: string, attributes: Record<string, string> = {}) =>
    parent.ele(UBL_CBC_NS, `cbc:${name}`, attributes).txt(text).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(UBL_CAC_NS, `cac:${name}`);
  const amount = (parent: XMLBuilder, name: string, kurus: Kurus) => cbc(parent, name, ublAmount(kurus), { currencyID: "TRY" });

  const issued = ublDateTime(invoice.issuedAt);
  cbc(root, "UBLVersionID", "2.1");
  cbc(root, "CustomizationID", "TR1.2");
  cbc(root, "ProfileID", invoice.profile);
  cbc(root, "ID", invoice.number);
  cbc(root, "CopyIndicator", "false");
  cbc(root, "UUID", invoice.ettn);
  cbc(root, "IssueDate", issued.date);
  cbc(root, "IssueTime", issued.time);
  cbc(root, "InvoiceTypeCode", ublTypeCode(invoice));
  cbc(root, "Note", invoice.amountInWords);
  cbc(root, "Note", `Sipariş No: ${invoice.orderNumber}`);
  cbc(root, "Note", invoice.note);
  cbc(root, "DocumentCurrencyCode", "TRY");
  cbc(root, "LineCountNumeric", String(invoice.lines.length));
  if (invoice.billingReference) {
    const reference = cac(cac(root, "BillingReference"), "InvoiceDocumentReference");
    cbc(reference, "ID", invoice.billingReference.number);
    cbc(reference, "IssueDate", ublDateTime(invoice.billingReference.issuedAt).date);
  }

  // The signer is the seller (the integrator signs in its name).
  const seller = invoice.seller;
  const signature = cac(root, "Signature");
  cbc(signature, "ID", seller.vkn, { schemeID: "VKN_TCKN" });
  const signatory = cac(signature, "SignatoryParty");
  cbc(cac(signatory, "PartyIdentification"), "ID", seller.vkn, { schemeID: "VKN" });
  sellerAddress(cac(signatory, "PostalAddress"));
  cbc(cac(cac(signature, "DigitalSignatureAttachment"), "ExternalReference"), "URI", `#Signature_${invoice.number}`);

  function sellerAddress(address: XMLBuilder) {
    const [district, city] = seller.place.split(" / ");
    cbc(address, "StreetName", seller.address);
    cbc(address, "CitySubdivisionName", district);
    cbc(address, "CityName", city);
    cbc(cac(address, "Country"), "Name", "Türkiye");
  }

  const supplier = cac(cac(root, "AccountingSupplierParty"), "Party");
  cbc(supplier, "WebsiteURI", `https://${seller.web}`);
  cbc(cac(supplier, "PartyIdentification"), "ID", seller.vkn, { schemeID: "VKN" });
  cbc(cac(supplier, "PartyIdentification"), "ID", seller.mersisNo, { schemeID: "MERSISNO" });
  cbc(cac(supplier, "PartyName"), "Name", seller.title);
  sellerAddress(cac(supplier, "PostalAddress"));
  cbc(cac(cac(supplier, "PartyTaxScheme"), "TaxScheme"), "Name", seller.taxOffice);
  const sellerContact = cac(supplier, "Contact");
  cbc(sellerContact, "Telephone", seller.phone);
  cbc(sellerContact, "ElectronicMail", seller.email);

  const buyer = invoice.buyer;
  const customer = cac(cac(root, "AccountingCustomerParty"), "Party");
  cbc(cac(customer, "PartyIdentification"), "ID", buyer.identity.id, { schemeID: buyer.identity.scheme });
  if (buyer.kind === "corporate") cbc(cac(customer, "PartyName"), "Name", buyer.name);
  const buyerAddress = cac(customer, "PostalAddress");
  cbc(buyerAddress, "StreetName", buyer.postal?.street ?? "");
  if (buyer.postal?.town) cbc(buyerAddress, "BuildingName", buyer.postal.town);
  cbc(buyerAddress, "CitySubdivisionName", buyer.postal?.district ?? "");
  cbc(buyerAddress, "CityName", buyer.postal?.city ?? "");
  cbc(cac(buyerAddress, "Country"), "Name", "Türkiye");
  if (buyer.identity.taxOffice) cbc(cac(cac(customer, "PartyTaxScheme"), "TaxScheme"), "Name", buyer.identity.taxOffice);
  cbc(cac(customer, "Contact"), "ElectronicMail", buyer.email);
  if (buyer.identity.scheme === "TCKN") {
    const name = personName(buyer.name);
    const person = cac(customer, "Person");
    cbc(person, "FirstName", name.first);
    cbc(person, "FamilyName", name.family);
  }

  const taxTotal = cac(root, "TaxTotal");
  amount(taxTotal, "TaxAmount", invoice.totals.vatKurus);
  for (const v of invoice.vat) taxSubtotal(taxTotal, v.baseKurus, v.vatKurus, v.rate);

  function taxSubtotal(parent: XMLBuilder, baseKurus: Kurus, vatKurus: Kurus, rate: number) {
    const subtotal = cac(parent, "TaxSubtotal");
    amount(subtotal, "TaxableAmount", baseKurus);
    amount(subtotal, "TaxAmount", vatKurus);
    cbc(subtotal, "Percent", String(rate));
    const scheme = cac(cac(subtotal, "TaxCategory"), "TaxScheme");
    cbc(scheme, "Name", "KDV");
    cbc(scheme, "TaxTypeCode", KDV_TAX_TYPE_CODE);
  }

  const allowances = invoice.lines.reduce((sum, l) => sum + lineAllowanceKurus(l), 0);
  const prepaid = invoice.totals.paidOtherwise.reduce((sum, p) => sum + p.kurus, 0);
  const monetary = cac(root, "LegalMonetaryTotal");
  amount(monetary, "LineExtensionAmount", invoice.totals.exclVatKurus);
  amount(monetary, "TaxExclusiveAmount", invoice.totals.exclVatKurus);
  amount(monetary, "TaxInclusiveAmount", invoice.totals.inclVatKurus);
  if (allowances > 0) amount(monetary, "AllowanceTotalAmount", allowances);
  if (prepaid > 0) amount(monetary, "PrepaidAmount", prepaid);
  amount(monetary, "PayableAmount", invoice.totals.payableKurus);

  for (const line of invoice.lines) {
    const row = cac(root, "InvoiceLine");
    cbc(row, "ID", String(line.no));
    cbc(row, "InvoicedQuantity", String(line.quantity), { unitCode: UNIT_CODE });
    amount(row, "LineExtensionAmount", line.totalExclKurus);
    const allowance = lineAllowanceKurus(line);
    if (allowance > 0) {
      const discount = cac(row, "AllowanceCharge");
      cbc(discount, "ChargeIndicator", "false");
      cbc(discount, "AllowanceChargeReason", "Kampanya İndirimi");
      amount(discount, "Amount", allowance);
      amount(discount, "BaseAmount", line.quantity * line.unitPriceExclKurus);
    }
    const lineTax = cac(row, "TaxTotal");
    amount(lineTax, "TaxAmount", line.vatKurus);
    taxSubtotal(lineTax, line.totalExclKurus, line.vatKurus, line.vatRate);
    const item = cac(row, "Item");
    cbc(item, "Name", line.description);
    if (line.code) cbc(cac(item, "SellersItemIdentification"), "ID", line.code);
    amount(cac(row, "Price"), "PriceAmount", line.unitPriceExclKurus);
  }

  return root.end({ prettyPrint: true });
}

/** The download's file name: the invoice number, 'MDA2026000000123.xml'. */
export const invoiceXmlFileName = (invoice: Pick<Invoice, "number">) => `${invoice.number.replace(/[^A-Za-z0-9-]/g, "")}.xml`;
