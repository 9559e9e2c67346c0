import { describe, expect, it } from "vitest";
import { SIZE_SCHEMES } from "#app/demo/content";
import { SIZE_CHARTS, sizeChartFor } from "./size-charts";

describe("size charts", () => {
  it("have one cell per column on every row and unique sizes", () => {
    for (const chart of SIZE_CHARTS) {
      for (const row of chart.rows) expect(row).toHaveLength(chart.columns.length);
      const sizes = chart.rows.map((r) => r[0]);
      expect(new Set(sizes).size).toBe(sizes.length);
    }
  });

  it("cover every clothing and shoe size scheme of the demo data", () => {
    for (const scheme of ["baby", "newborn", "kids", "cm", "shoeBaby", "shoeKids", "shoeAll"] as const) {
      expect(sizeChartFor(SIZE_SCHEMES[scheme].sizes), scheme).not.toBeNull();
    }
  });

  it("picks the chart that holds all of a product's sizes", () => {
    expect(sizeChartFor(["0-3 Ay", "3-6 Ay"])?.id).toBe("bebek");
    expect(sizeChartFor(["2 Yaş", "10 Yaş"])?.id).toBe("cocuk");
    expect(sizeChartFor(["86 cm", "92 cm"])?.id).toBe("boy");
    expect(sizeChartFor(["24", "25", "26"])?.id).toBe("ayakkabi");
    expect(sizeChartFor(["24", "25", "26"])?.rows.find((r) => r[0] === "24")).toEqual(["24", "14,5", "2-3 Yaş"]);
  });

  it("has no chart for products without sizes, one-size, bedding or mixed sizes", () => {
    expect(sizeChartFor([])).toBeNull();
    expect(sizeChartFor(["Standart"])).toBeNull();
    expect(sizeChartFor(["100x150 cm", "160x220 cm"])).toBeNull();
    expect(sizeChartFor(["25 cm", "40 cm"])).toBeNull();
    expect(sizeChartFor(["2 Yaş", "86 cm"])).toBeNull();
  });
});
