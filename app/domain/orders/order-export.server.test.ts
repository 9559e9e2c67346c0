import { describe, expect, it } from "vitest";
import { exportFileName, safeCell } from "./order-export.server";

describe("the order CSV", () => {
  it("makes a cell a spreadsheet would run into text", () => {
    for (const cell of ["=HYPERLINK(\"x\")", "+90", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(safeCell(cell)).toBe(`'${cell}`);
    for (const cell of ["Ayşe", "1.299,90", "ali@example.com", ""]) expect(safeCell(cell)).toBe(cell);
  });

  it("names the file by Türkiye's day", () => {
    expect(exportFileName(new Date("2026-11-28T22:30:00Z"))).toBe("siparisler-2026-11-29.csv");
  });
});
