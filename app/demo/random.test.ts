import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./random";

describe("seeded randomness", () => {
  it("gives the same sequence for the same seed parts", () => {
    const a = createRng("minik-dunya", "item", 7);
    const b = createRng("minik-dunya", "item", 7);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it("gives different sequences for different seeds", () => {
    expect(createRng("a").next()).not.toBe(createRng("b").next());
    expect(hashString("item 1")).not.toEqual(hashString("item 2"));
  });

  it("stays in range and covers it", () => {
    const rng = createRng("range");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(1, 6);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
      const f = rng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect(seen.size).toBe(6);
  });

  it("picks by weight and samples without repeats", () => {
    const rng = createRng("weights");
    let heavy = 0;
    for (let i = 0; i < 5000; i++)
      if (
        rng.weighted([
          ["a", 9],
          ["b", 1],
        ] as const) === "a"
      )
        heavy++;
    expect(heavy / 5000).toBeGreaterThan(0.85);
    expect(heavy / 5000).toBeLessThan(0.95);
    const sample = rng.sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(new Set(sample).size).toBe(5);
  });
});
