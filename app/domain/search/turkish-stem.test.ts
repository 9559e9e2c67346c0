import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { stemWord } from "./turkish-stem";

const stem = (w: string) => stemWord(foldForSearch(w));

describe("Turkish search stem", () => {
  it.each([
    ["arabaları", "araba"],
    ["arabası", "araba"],
    ["pijamalar", "pijama"],
    ["oyuncaklar", "oyuncak"],
    ["çocuklar", "cocuk"],
    ["lambaları", "lamba"],
    ["ışıklar", "isik"],
    ["mamaları", "mama"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("keeps short words and numbers", () => {
    expect(stem("mama")).toBe("mama");
    expect(stem("86")).toBe("86");
    expect(stem("set")).toBe("set");
  });

  it("a stem is always a prefix of the word, so prefix search still finds the word itself", () => {
    for (const w of ["battaniyesi", "nevresimler", "biberonlar", "sandalyesi", "emzikler"]) {
      expect(foldForSearch(w).startsWith(stem(w))).toBe(true);
    }
  });
});
