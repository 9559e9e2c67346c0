import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAll,
  addBit,
  bitCount,
  emptySet,
  fullSet,
  hasBit,
  intersectInto,
  lowestBit,
  membersOf,
  setOf,
  sizeOf,
  uniteInto,
} from "./bitset";

/** Random sets as sorted distinct positions below size. */
const positions = (size: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size }).map((a) => a.sort((x, y) => x - y));
const sizes = fc.integer({ min: 1, max: 200 });

describe("bitset", () => {
  it("holds exactly the positions added, across word boundaries and in the last partial word", () => {
    const set = setOf(70, [0, 31, 32, 63, 64, 69]);
    expect(set).toHaveLength(3);
    expect([...membersOf(set)]).toEqual([0, 31, 32, 63, 64, 69]);
    expect(hasBit(set, 31)).toBe(true);
    expect(hasBit(set, 30)).toBe(false);
    expect(sizeOf(set)).toBe(6);
    addBit(set, 30);
    expect(hasBit(set, 30)).toBe(true);
  });

  it("a full set has every position below its size and nothing past it", () => {
    for (const size of [1, 31, 32, 33, 64, 100]) {
      const full = fullSet(size);
      expect(sizeOf(full)).toBe(size);
      expect([...membersOf(full)]).toEqual(Array.from({ length: size }, (_, i) => i));
    }
    expect(sizeOf(emptySet(100))).toBe(0);
  });

  it("counts bits and finds the lowest one in any 32-bit word, the sign bit included", () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(0xffffffff)).toBe(32);
    expect(bitCount(0x80000001)).toBe(2);
    expect(lowestBit(0x80000000)).toBe(31);
    expect(lowestBit(0x80000000 | 0)).toBe(31);
    expect(lowestBit(12)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0xffffffff }), (word) => {
        const bits = word.toString(2);
        expect(bitCount(word)).toBe([...bits].filter((b) => b === "1").length);
        expect(lowestBit(word)).toBe(bits.length - 1 - bits.lastIndexOf("1"));
      }),
    );
  });

  it("intersection and union agree with sets of numbers", () => {
    fc.assert(
      fc.property(
        sizes.chain((size) => fc.tuple(fc.constant(size), positions(size), positions(size))),
        ([size, a, b]) => {
          const inB = new Set(b);
          expect([...membersOf(intersectInto(setOf(size, a), setOf(size, b)))]).toEqual(a.filter((p) => inB.has(p)));
          expect([...membersOf(uniteInto(setOf(size, a), setOf(size, b)))]).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
          expect(sizeOf(addAll(setOf(size, a), b))).toBe(new Set([...a, ...b]).size);
        },
      ),
    );
  });
});
