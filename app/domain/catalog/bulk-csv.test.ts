/** Reading the bulk price and stock file: separators, BOM, Turkish decimal commas, every row error. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import {
  BULK_EMPTY_FILE,
  parseBulkCsv,
  parsePriceCell,
  parseStockCell,
  ROW_BAD_PRICE,
  ROW_BAD_STOCK,
  ROW_DUPLICATE,
  ROW_NEGATIVE_STOCK,
  ROW_PRICE_ABOVE_ORIGINAL,
} from "./bulk-csv";

describe("parsePriceCell", () => {
  it("reads every way a Turkish manager writes a price, as kuruş", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (kurus) => {
        const lira = Math.floor(kurus / 100);
        const cents = String(kurus % 100).padStart(2, "0");
        expect(parsePriceCell(formatMoney(kurus).replace(" TL", ""))).toBe(kurus); // 1.299,90
        expect(parsePriceCell(`${lira},${cents}`)).toBe(kurus); // 1299,90
        expect(parsePriceCell(`${lira}.${cents}`)).toBe(kurus); // 1299.90
        expect(parsePriceCell(` ${formatMoney(kurus)} `)).toBe(kurus); // ' 1.299,90 TL '
        if (kurus % 100 === 0) expect(parsePriceCell(String(lira))).toBe(kurus);
      }),
    );
  });

  it("refuses what is not a price", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const kurus = parsePriceCell(text);
        if (kurus !== null) {
          expect(Number.isInteger(kurus)).toBe(true);
          expect(kurus).toBeGreaterThanOrEqual(0);
          expect(kurus).toBeLessThanOrEqual(100_000_000);
        }
      }),
    );
    for (const bad of ["", "abc", "12,345", "-5", "1e5", "1.2.3,4", "Infinity", "12,3,4"]) expect(parsePriceCell(bad), bad).toBeNull();
  });
});

describe("parseStockCell", () => {
  it("reads whole numbers, says when one is negative", () => {
    expect(parseStockCell("12")).toBe(12);
    expect(parseStockCell("1.200")).toBe(1200);
    expect(parseStockCell("-3")).toBe("negative");
    for (const bad of ["1,5", "x", "99999999"]) expect(parseStockCell(bad), bad).toBeNull();
  });
});

describe("parseBulkCsv", () => {
  it("reads ';' files with a BOM and a header, and ',' files with quoted decimal commas", () => {
    expect(parseBulkCsv("\uFEFFsku;price;original_price;stock\r\nmd-1;1.299,90;1.499,90;5\r\nMD-2;;;0\r\n")).toEqual({
      ok: true,
      rows: [
        { line: 2, sku: "MD-1", priceKurus: 129_990, originalPriceKurus: 149_990, stock: 5 },
        { line: 3, sku: "MD-2", priceKurus: null, originalPriceKurus: null, stock: 0 },
      ],
      errors: [],
    });
    expect(parseBulkCsv('MD-1,"1299,90",1499.90,5\nMD-2,10\n')).toMatchObject({
      ok: true,
      rows: [
        { sku: "MD-1", priceKurus: 129_990, originalPriceKurus: 149_990, stock: 5 },
        { sku: "MD-2", priceKurus: 1000, stock: null },
      ],
      errors: [],
    });
  });

  it("reports each bad row with its line and a Turkish message; duplicates leave every row of that sku out", () => {
    const parsed = parseBulkCsv(
      ["sku;fiyat;liste_fiyati;stok", "A-1;abc;;", "A-2;10,00;5,00;", "A-3;;;-4", "A-4;;;1,5", "A-5;10;;1", "A-5;11;;1", "A-6;9,90;;"].join(
        "\n",
      ),
    );
    expect(parsed.ok && parsed.errors).toEqual([
      { line: 2, sku: "A-1", message: ROW_BAD_PRICE },
      { line: 3, sku: "A-2", message: ROW_PRICE_ABOVE_ORIGINAL },
      { line: 4, sku: "A-3", message: ROW_NEGATIVE_STOCK },
      { line: 5, sku: "A-4", message: ROW_BAD_STOCK },
      { line: 6, sku: "A-5", message: ROW_DUPLICATE },
      { line: 7, sku: "A-5", message: ROW_DUPLICATE },
    ]);
    expect(parsed.ok && parsed.rows.map((r) => r.sku)).toEqual(["A-6"]);
  });

  it("refuses an empty or unreadable file as a whole", () => {
    expect(parseBulkCsv("sku;price\n")).toEqual({ ok: false, reason: BULK_EMPTY_FILE });
    expect(parseBulkCsv('"MD-1;10\n').ok).toBe(false);
  });
});
