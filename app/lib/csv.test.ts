import { describe, expect, it } from "vitest";
import { CSV_BOM, csvLines, csvMoney, safeCell } from "./csv";

describe("CSV for Turkish Excel", () => {
  it("makes a cell a spreadsheet would run into text", () => {
    for (const cell of ['=HYPERLINK("x")', "+90", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(safeCell(cell)).toBe(`'${cell}`);
    for (const cell of ["Ayşe", "1.299,90", "ali@example.com", "", " =1"]) expect(safeCell(cell)).toBe(cell);
  });

  it("writes ';'-separated lines ending in CRLF, quoting what needs it, every cell made safe", () => {
    expect(
      csvLines([
        ["Ad", "Not"],
        ["Çağrı İş", 'a;b "c"\nd'],
        ["=1+1", "-2"],
      ]),
    ).toBe(`Ad;Not\r\nÇağrı İş;"a;b ""c""\nd"\r\n'=1+1;'-2\r\n`);
    expect(CSV_BOM).toBe("\uFEFF");
  });

  it("writes money with a decimal comma and no thousands separator", () => {
    expect(csvMoney(129990)).toBe("1299,90");
    expect(csvMoney(5)).toBe("0,05");
  });
});
