import { describe, expect, it } from "vitest";
import {
  brandUpper,
  foldForSearch,
  slugify,
  turkishCollator,
  turkishLower,
  turkishSortKey,
  turkishTitleCase,
  turkishUpper,
} from "./turkish";

describe("turkishLower / turkishUpper", () => {
  it.each([
    ["İSTANBUL", "istanbul"],
    ["ISPARTA", "ısparta"],
    ["IĞDIR", "ığdır"],
    ["ÇOCUK ARABASI", "çocuk arabası"],
    ["Şişli", "şişli"],
  ])("lower(%s) is %s", (input, lower) => {
    expect(turkishLower(input)).toBe(lower);
    expect(turkishLower(input)).toHaveLength(input.length); // no combining dot (İ → i̇)
  });

  it.each([
    ["istanbul", "İSTANBUL"],
    ["ısparta", "ISPARTA"],
    ["çiğdem", "ÇİĞDEM"],
  ])("upper(%s) is %s", (input, upper) => expect(turkishUpper(input)).toBe(upper));
});

describe("turkishTitleCase", () => {
  it.each([
    ["İSTANBUL", "İstanbul"],
    ["ISPARTA", "Isparta"],
    ["istanbul", "İstanbul"],
    ["KAHRAMANMARAŞ", "Kahramanmaraş"],
    ["afyon-karahisar", "Afyon-Karahisar"],
  ])("%s → %s", (input, title) => expect(turkishTitleCase(input)).toBe(title));
});

describe("foldForSearch", () => {
  it.each([
    ["Çocuk Arabası", "cocuk arabasi"],
    ["IŞIK", "isik"],
    ["İĞNE", "igne"],
    ["ÇOCUK Arabası", "cocuk arabasi"],
    ["Öğretici Oyuncak Şövalye Ütü", "ogretici oyuncak sovalye utu"],
    ["  Bebek—Arabası (2 Yaş)!  ", "bebek arabasi 2 yas"],
    ["Café Ürünleri", "cafe urunleri"],
  ])("%s folds to %s", (input, folded) => expect(foldForSearch(input)).toBe(folded));

  it("folds a query typed without Turkish letters like the name", () => {
    expect(foldForSearch("cocuk arabasi")).toBe(foldForSearch("ÇOCUK ARABASI"));
    expect(foldForSearch("isparta")).toBe(foldForSearch("ISPARTA"));
    expect(foldForSearch("istanbul")).toBe(foldForSearch("İSTANBUL"));
  });
});

describe("slugify", () => {
  it.each([
    ["Bebek Arabası Çift Yönlü", "bebek-arabasi-cift-yonlu"],
    ["Pijama Takımı 2 Yaş", "pijama-takimi-2-yas"],
    ["İç Giyim & Çorap", "ic-giyim-corap"],
    ["  --Oyuncak--  ", "oyuncak"],
  ])("%s → %s", (input, slug) => expect(slugify(input)).toBe(slug));

  it("gives URL-safe text only", () => expect(slugify("Ğğ Üü Şş İı Öö Çç ?#/")).toMatch(/^[a-z0-9-]+$/));
});

describe("Turkish sorting", () => {
  const cities = [
    "Çorum",
    "Zonguldak",
    "Isparta",
    "İzmir",
    "Ağrı",
    "Şanlıurfa",
    "Uşak",
    "Ordu",
    "Ünye",
    "Adana",
    "Iğdır",
    "Sakarya",
    "Çankırı",
    "Cizre",
  ];
  const expected = [
    "Adana",
    "Ağrı",
    "Cizre",
    "Çankırı",
    "Çorum",
    "Iğdır",
    "Isparta",
    "İzmir",
    "Ordu",
    "Sakarya",
    "Şanlıurfa",
    "Uşak",
    "Ünye",
    "Zonguldak",
  ];

  it("the collator puts Ç after C, I before İ, Ş after S, Ü after U", () => {
    expect([...cities].sort(turkishCollator.compare)).toEqual(expected);
  });

  it("the stored sort key orders the same way with a plain byte comparison", () => {
    const byKey = [...cities].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : turkishSortKey(a) > turkishSortKey(b) ? 1 : 0));
    expect(byKey).toEqual(expected);
  });

  it("the sort key ignores case and puts shorter prefixes first", () => {
    expect(turkishSortKey("İSTANBUL")).toBe(turkishSortKey("istanbul"));
    expect(turkishSortKey("Ada") < turkishSortKey("Adana")).toBe(true);
  });
});

describe("brandUpper", () => {
  it("writes Latin brand names without a dotted İ and Turkish ones the Turkish way", () => {
    const cases: [string, string][] = [
      ["Chicco", "CHICCO"],
      ["Joie", "JOIE"],
      ["Maxi-Cosi", "MAXI-COSI"],
      ["Graco", "GRACO"],
      ["Huggies", "HUGGIES"],
      ["Fisher-Price", "FISHER-PRICE"],
      ["Papatya Kids", "PAPATYA KIDS"],
      ["Fıstık Kids", "FISTIK KIDS"],
      ["Şirin Bebe", "ŞİRİN BEBE"],
      ["İpek Ev", "İPEK EV"],
      ["Zeytin Dalı Organik", "ZEYTİN DALI ORGANİK"],
      ["Işıltı Home", "IŞILTI HOME"],
      ["Minik Yol", "MİNİK YOL"],
      ["Mis Bebek", "MİS BEBEK"],
      ["", ""],
    ];
    for (const [name, upper] of cases) expect(brandUpper(name), name).toBe(upper);
  });
});
