import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { keywordTerms } from "./listing.server";
import { cleanTerm, highlightPieces, highlightRanges, matchTier, matchesAllWords, SUGGEST_MAX_LENGTH, type SuggestTerms } from "./suggest";

const terms = (term: string): SuggestTerms => {
  const t = keywordTerms(term);
  return { ...t, folded: t.folded.trim() };
};
const marked = (title: string, term: string) => highlightRanges(title, terms(term)).map(([start, end]) => title.slice(start, end));

describe("cleanTerm", () => {
  it("trims and wants at least two characters", () => {
    expect(cleanTerm("  be  ")).toBe("be");
    expect(cleanTerm("c")).toBeNull();
    expect(cleanTerm(" c ")).toBeNull();
    expect(cleanTerm("   ")).toBeNull();
    expect(cleanTerm("")).toBeNull();
    expect(cleanTerm(null)).toBeNull();
    expect(cleanTerm(undefined)).toBeNull();
    expect(cleanTerm(["be"])).toBeNull();
    expect(cleanTerm("çö")).toBe("çö");
  });

  it("cuts long terms at 100 characters", () => {
    expect(cleanTerm("a".repeat(10_000))).toHaveLength(SUGGEST_MAX_LENGTH);
    expect(cleanTerm("bebek " + "x".repeat(200))!.length).toBeLessThanOrEqual(SUGGEST_MAX_LENGTH);
  });
});

describe("matching", () => {
  const text = (s: string) => foldForSearch(s);

  it("folds Turkish letters on both sides", () => {
    expect(matchTier(text("Çocuk Pijama Takımı"), terms("cocuk"))).toBe(0);
    expect(matchTier(text("Çocuk Pijama Takımı"), terms("ÇOCUK"))).toBe(0);
    expect(matchTier(text("Işıklı Oyuncak Araba"), terms("ISIK"))).toBe(0);
    expect(matchTier(text("Işıklı Oyuncak Araba"), terms("ışık"))).toBe(0);
    expect(matchTier(text("İpek Nevresim"), terms("ipek"))).toBe(0);
    expect(matchTier(text("İpek Nevresim"), terms("İPEK"))).toBe(0);
  });

  it("treats the last word as a prefix while typing", () => {
    expect(matchTier(text("Bebek Arabası Travel Sistem"), terms("bebek ara"))).toBe(0);
    expect(matchTier(text("Bebek Arabası Travel Sistem"), terms("bebek arabası tr"))).toBe(0);
    expect(matchTier(text("Katlanır Bebek Arabası"), terms("bebek ara"))).toBe(1);
    expect(matchTier(text("Katlanır Bebek Arabası"), terms("ara bebek"))).toBe(1);
  });

  it("stems the words: plurals and possessives find the noun", () => {
    expect(matchesAllWords(text("Bebek Arabası"), terms("arabaları"))).toBe(true);
    expect(matchesAllWords(text("Oto Koltuğu"), terms("koltukları"))).toBe(false); // k/ğ softening is not undone
    expect(matchesAllWords(text("Pijama Takımı"), terms("pijamalar"))).toBe(true);
  });

  it("matches word starts only, not the middle of words", () => {
    expect(matchTier(text("Karaca Bebek"), terms("ara"))).toBeNull();
    expect(matchTier(text("Bebek Arabası"), terms("basi"))).toBeNull();
    expect(matchTier(text("Bebek Arabası"), terms("bebek zzz"))).toBeNull();
  });

  it("never matches an empty term", () => {
    expect(matchTier(text("Bebek"), terms(""))).toBeNull();
    expect(matchTier(text("Bebek"), terms("!!"))).toBeNull();
  });
});

describe("highlightRanges", () => {
  it("marks the typed start of each matching word", () => {
    expect(marked("Bebek Arabası Travel Sistem", "bebek ara")).toEqual(["Bebek", "Ara"]);
    expect(marked("Katlanır Bebek Arabası", "be")).toEqual(["Be"]);
  });

  it("is Turkish-aware and accent-folded", () => {
    expect(marked("Çocuk Pijama Takımı", "cocuk")).toEqual(["Çocuk"]);
    expect(marked("Işıklı Oyuncak", "ISIK")).toEqual(["Işık"]);
    expect(marked("Işıklı Oyuncak", "ışık")).toEqual(["Işık"]);
    expect(marked("İpek Ev Nevresim", "ipek")).toEqual(["İpek"]);
    expect(marked("Şirin Bebe Zıbın", "sirin zib")).toEqual(["Şirin", "Zıb"]);
    expect(marked("Crème Brûlée Tabağı", "creme")).toEqual(["Crème"]);
  });

  it("falls back to the stem for inflected words", () => {
    expect(marked("Bebek Arabası", "arabaları")).toEqual(["Araba"]);
  });

  it("gives offsets in the original title, also around letters that fold to two", () => {
    const title = "ﬁyonklu İpek Elbise";
    const ranges = highlightRanges(title, terms("fiyon elbise"));
    expect(ranges.map(([s, e]) => title.slice(s, e))).toEqual(["ﬁyon", "Elbise"]);
  });

  it("returns nothing when nothing matches", () => {
    expect(highlightRanges("Bebek Arabası", terms("zzz"))).toEqual([]);
    expect(highlightRanges("", terms("bebek"))).toEqual([]);
  });
});

describe("highlightPieces", () => {
  it("cuts a title into plain and marked pieces", () => {
    expect(
      highlightPieces("Bebek Arabası", [
        [0, 5],
        [6, 9],
      ]),
    ).toEqual([
      { text: "Bebek", match: true },
      { text: " ", match: false },
      { text: "Ara", match: true },
      { text: "bası", match: false },
    ]);
  });

  it("ignores broken or overlapping ranges", () => {
    expect(
      highlightPieces("Bebek", [
        [3, 99],
        [-1, 2],
        [2, 1],
      ]),
    ).toEqual([{ text: "Bebek", match: false }]);
    expect(
      highlightPieces("Bebek", [
        [0, 3],
        [1, 4],
      ]),
    ).toEqual([
      { text: "Beb", match: true },
      { text: "e", match: true },
      { text: "k", match: false },
    ]);
    expect(highlightPieces("Bebek", undefined)).toEqual([{ text: "Bebek", match: false }]);
  });
});
