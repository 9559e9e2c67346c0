/** One palette for the products and the colour filter: every colour the demo palettes use has a swatch. */
import { describe, expect, it } from "vitest";
import { PALETTES } from "#app/demo/content";
import { COLOURS, colourSwatch, MULTI_COLOUR_HEXES } from "./colours";

describe("colourSwatch", () => {
  it("draws a colour the way its products carry it", () => {
    expect(colourSwatch("Beyaz")).toBe(COLOURS.Beyaz);
    expect(colourSwatch("Lacivert")).toBe("#1e3a8a");
  });

  it("draws 'Çok Renkli' as a ring of the multi-colour hexes", () => {
    expect(colourSwatch("Çok Renkli")).toMatch(/^conic-gradient\(/);
    for (const hex of MULTI_COLOUR_HEXES.slice(0, 5)) expect(colourSwatch("Çok Renkli")).toContain(hex);
  });

  it("has a swatch for every colour a palette names, and none for a name outside it", () => {
    for (const name of Object.values(PALETTES).flat()) expect(colourSwatch(name), name).toBeDefined();
    expect(colourSwatch("Gökkuşağı")).toBeUndefined();
    expect(colourSwatch("toString")).toBeUndefined();
  });
});
