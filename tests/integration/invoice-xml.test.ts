/**
 * The invoice as UBL-TR 1.2 XML over real HTTP (GET /siparis/fatura/{orderHash}?bicim=xml): the
 * member who paid gets an e-Arşiv Invoice whose ETTN and number match the PDF's and stay the same
 * on every request, whose amounts add up to the order's total; any other `bicim` is the PDF; another
 * member, a guest, an unknown hash and an unknown return code hear the PDF's 404.
 */
import { describe, expect, it } from "vitest";
import { addHomeAddress, payAtDoor, variantWithStock } from "../support/checkout";
import { all, kurus, one, parseXml, text } from "../support/unit/ubl-xml";
import { newMember, visitor } from "../support/visitor";

type Visitor = ReturnType<typeof visitor>;
const NOT_FOUND = "Sipariş detayı bulunmadı.";
const xmlUrl = (orderHash: string, more = "") => `/siparis/fatura/${encodeURIComponent(orderHash)}?bicim=xml${more}`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function fetchXml(v: Visitor, url: string) {
  const response = await v.send(url, { accept: "application/xml,text/html;q=0.9,*/*;q=0.8" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function expectNothing(v: Visitor, url: string) {
  const page = await fetchXml(v, url);
  expect(page.status).toBe(404);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
  expect(page.body).toContain(NOT_FOUND);
  expect(page.body).not.toContain("<Invoice");
}

describe("GET /siparis/fatura/{orderHash}?bicim=xml", () => {
  it("gives the buyer the e-Arşiv UBL-TR XML, stable and adding up, and nobody else", async () => {
    const variant = await variantWithStock(5, 40);
    const me = await newMember();
    const address = await addHomeAddress(me.v, "Deniz Kaya");
    const placed = await payAtDoor(me.v, address, variant.productId);

    const first = await fetchXml(me.v, xmlUrl(placed.order_hash));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const doc = parseXml(first.body);
    const number = text(doc, "cbc:ID");
    expect(number).toMatch(/^MDA\d{13}$/);
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="${number}.xml"`);
    expect(text(doc, "cbc:ProfileID")).toBe("EARSIVFATURA");
    expect(text(doc, "cbc:CustomizationID")).toBe("TR1.2");
    expect(text(doc, "cbc:InvoiceTypeCode")).toBe("SATIS");
    const ettn = text(doc, "cbc:UUID");
    expect(ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(text(doc, "cac:AccountingCustomerParty/cac:Party/cac:Person/cbc:FamilyName")).toBe("Kaya");

    // Adds up: lines to the total, subtotals to the tax, to what the buyer pays at the door.
    const monetary = one(doc, "cac:LegalMonetaryTotal");
    const lines = all(doc, "cac:InvoiceLine");
    expect(sum(lines.map((l) => kurus(l, "cbc:LineExtensionAmount")))).toBe(kurus(monetary, "cbc:LineExtensionAmount"));
    expect(sum(all(one(doc, "cac:TaxTotal"), "cac:TaxSubtotal").map((s) => kurus(s, "cbc:TaxAmount")))).toBe(
      kurus(doc, "cac:TaxTotal/cbc:TaxAmount"),
    );
    expect(kurus(monetary, "cbc:TaxExclusiveAmount") + kurus(doc, "cac:TaxTotal/cbc:TaxAmount")).toBe(
      kurus(monetary, "cbc:TaxInclusiveAmount"),
    );
    expect(kurus(monetary, "cbc:PayableAmount")).toBe(Math.round(placed.total_price * 100));
    expect(lines.some((l) => text(l, "cac:Item/cbc:Name") === "Kapıda Ödeme Hizmet Bedeli")).toBe(true);

    // The same invoice on the next request.
    const again = parseXml((await fetchXml(me.v, xmlUrl(placed.order_hash))).body);
    expect([text(again, "cbc:ID"), text(again, "cbc:UUID")]).toEqual([number, ettn]);

    // Any other format is the PDF, as before.
    const pdf = await me.v.send(`/siparis/fatura/${encodeURIComponent(placed.order_hash)}?bicim=docx`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    // A return code that is not a refunded return of this order: nothing.
    await expectNothing(me.v, xmlUrl(placed.order_hash, "&iade=IAD-YOKYOK"));
    await expectNothing((await newMember()).v, xmlUrl(placed.order_hash));
    await expectNothing(visitor(), xmlUrl(placed.order_hash));
    await expectNothing(me.v, xmlUrl("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
  });
});
