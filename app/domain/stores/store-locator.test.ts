import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import {
  ALL_TYPES,
  byFilters,
  byInitial,
  chooseCity,
  chooseLetter,
  cityInitial,
  groupByCity,
  knownStoreType,
  locatorChoices,
  locatorFilters,
  locatorResult,
  locatorSearch,
  sortStoreTypes,
  storeListQuerySchema,
  storeTypeLabel,
  TURKISH_ALPHABET,
  type StoreSummary,
} from "./store-locator";

let nextId = 1;
const store = (name: string, city: string, cityId: number, type = "magaza"): StoreSummary => ({
  id: nextId++,
  code: `MD${nextId}`,
  name,
  title: name,
  type,
  typeName: storeTypeLabel(type),
  cityId,
  city,
  district: null,
  address: `${name} adresi`,
  phone: "0212 000 00 00",
  lat: 40,
  lon: 30,
  openingHours: "10:00 - 22:00",
  sefUrl: `magaza-${nextId}`,
  url: `/magaza/magaza-${nextId}`,
  pickupAvailable: true,
  deliveryCar: false,
});

const STORES = [
  store("Şişli Mağazası", "İstanbul", 34),
  store("Çiğli Outlet Mağazası", "İzmir", 35, "outlet"),
  store("Bornova AVM Mağazası", "İzmir", 35, "avm"),
  store("Çankaya Mağazası", "Ankara", 6),
  store("Iğdır Mağazası", "Iğdır", 76),
  store("Ataşehir AVM Mağazası", "İstanbul", 34, "avm"),
  store("Ümraniye Mağazası", "İstanbul", 34),
];

describe("the Turkish alphabet and initials", () => {
  it("has the 29 letters of the Turkish alphabet in order", () => {
    expect(TURKISH_ALPHABET.join("")).toBe("ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ");
  });

  it("tells İ from I and Ç from C", () => {
    expect(cityInitial("İstanbul")).toBe("İ");
    expect(cityInitial("Iğdır")).toBe("I");
    expect(cityInitial("ığdır")).toBe("I");
    expect(cityInitial("izmir")).toBe("İ");
    expect(cityInitial("Çorum")).toBe("Ç");
    expect(cityInitial("  Şanlıurfa")).toBe("Ş");
  });
});

describe("groupByCity", () => {
  it("orders cities and stores the Turkish way (Iğdır before İstanbul before İzmir, Ç after C)", () => {
    const groups = groupByCity(STORES);
    expect(groups.map((g) => g.city)).toEqual(["Ankara", "Iğdır", "İstanbul", "İzmir"]);
    expect(groups.find((g) => g.cityId === 34)!.stores.map((s) => s.name)).toEqual([
      "Ataşehir AVM Mağazası",
      "Şişli Mağazası",
      "Ümraniye Mağazası",
    ]);
    expect(groups.find((g) => g.cityId === 35)!.stores.map((s) => s.name)).toEqual(["Bornova AVM Mağazası", "Çiğli Outlet Mağazası"]);
  });
});

describe("filters", () => {
  const choices = locatorChoices(STORES);

  it("offers the letters, cities and types that have stores", () => {
    expect(choices.letters).toEqual(["A", "I", "İ"]);
    expect(choices.cities).toEqual([
      { id: 6, name: "Ankara" },
      { id: 76, name: "Iğdır" },
      { id: 34, name: "İstanbul" },
      { id: 35, name: "İzmir" },
    ]);
    expect(choices.types).toEqual(["magaza", "avm", "outlet"]);
  });

  it("filters by type, city and initial", () => {
    expect(
      byFilters(STORES, { storeType: "avm", city: null })
        .map((s) => s.name)
        .sort(),
    ).toEqual(["Ataşehir AVM Mağazası", "Bornova AVM Mağazası"]);
    expect(byFilters(STORES, { storeType: ALL_TYPES, city: 35 })).toHaveLength(2);
    expect(byInitial(groupByCity(STORES), "İ").map((g) => g.city)).toEqual(["İstanbul", "İzmir"]);
    expect(byInitial(groupByCity(STORES), "I").map((g) => g.city)).toEqual(["Iğdır"]);
    expect(locatorResult(STORES, { storeType: "avm", city: null, letter: "İ" }).map((g) => [g.city, g.stores.length])).toEqual([
      ["İstanbul", 1],
      ["İzmir", 1],
    ]);
  });

  it("reads the page's query leniently: unknown values mean no filter; a city outside the letter drops the letter", () => {
    const read = (query: string) => locatorFilters(new URLSearchParams(query), choices);
    expect(read("")).toEqual({ storeType: ALL_TYPES, city: null, letter: null });
    expect(read("storeType=avm&city=35&letter=%C4%B0")).toEqual({ storeType: "avm", city: 35, letter: "İ" });
    expect(read("letter=i")).toEqual({ storeType: ALL_TYPES, city: null, letter: "İ" });
    expect(read("storeType=<script>&city=99&letter=Q")).toEqual({ storeType: ALL_TYPES, city: null, letter: null });
    expect(read("city=6&letter=%C4%B0")).toEqual({ storeType: ALL_TYPES, city: 6, letter: null });
  });

  it("keeps city and letter consistent: a letter drops a city outside it, a city drops a letter it does not start with", () => {
    const izmir = { storeType: "avm", city: 35, letter: null };
    expect(chooseLetter(izmir, "İ", choices)).toEqual({ storeType: "avm", city: 35, letter: "İ" });
    expect(chooseLetter(izmir, "A", choices)).toEqual({ storeType: "avm", city: null, letter: "A" });
    expect(chooseLetter({ ...izmir, letter: "İ" }, null, choices)).toEqual({ storeType: "avm", city: 35, letter: null });
    expect(chooseCity({ storeType: ALL_TYPES, city: null, letter: "İ" }, 34, choices)).toEqual({
      storeType: ALL_TYPES,
      city: 34,
      letter: "İ",
    });
    expect(chooseCity({ storeType: ALL_TYPES, city: null, letter: "İ" }, 6, choices)).toEqual({
      storeType: ALL_TYPES,
      city: 6,
      letter: null,
    });
    expect(chooseCity({ storeType: ALL_TYPES, city: 35, letter: "İ" }, null, choices)).toEqual({
      storeType: ALL_TYPES,
      city: null,
      letter: "İ",
    });
  });

  it("writes the page's address without the defaults", () => {
    expect(locatorSearch({ storeType: ALL_TYPES, city: null, letter: null })).toBe("");
    expect(locatorSearch({ storeType: "avm", city: 35, letter: "İ" })).toBe("?storeType=avm&city=35&letter=%C4%B0");
  });
});

describe("the list call's query (strict)", () => {
  it("accepts a type and an optional plate code", () => {
    expect(validate(storeListQuerySchema, { storeType: "all" })).toEqual({ ok: true, data: { storeType: "all" } });
    expect(validate(storeListQuerySchema, { storeType: "avm", city: "35" })).toEqual({ ok: true, data: { storeType: "avm", city: 35 } });
    expect(validate(storeListQuerySchema, { storeType: "avm", city: "" })).toEqual({ ok: true, data: { storeType: "avm" } });
  });

  it.each([
    [{}, "Lütfen bir mağaza tipi seçiniz."],
    [{ storeType: "" }, "Lütfen bir mağaza tipi seçiniz."],
    [{ storeType: ["all", "avm"] }, "Lütfen geçerli bir mağaza tipi seçiniz."],
    [{ storeType: "ALL" }, "Lütfen geçerli bir mağaza tipi seçiniz."],
    [{ storeType: "a'; drop table stores; --" }, "Lütfen geçerli bir mağaza tipi seçiniz."],
    [{ storeType: "x".repeat(33) }, "Lütfen geçerli bir mağaza tipi seçiniz."],
    [{ storeType: "all", city: "0" }, "Lütfen geçerli bir il seçiniz."],
    [{ storeType: "all", city: "82" }, "Lütfen geçerli bir il seçiniz."],
    [{ storeType: "all", city: "3.5" }, "Lütfen geçerli bir il seçiniz."],
    [{ storeType: "all", city: ["34", "35"] }, "Lütfen geçerli bir il seçiniz."],
  ])("refuses %j with '%s'", (query, reason) => {
    const checked = validate(storeListQuerySchema, query);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toBe(reason);
  });

  it("knows 'all', the named types and the types stores have", () => {
    expect(knownStoreType("all", [])).toBe(true);
    expect(knownStoreType("outlet", [])).toBe(true);
    expect(knownStoreType("kiosk", ["kiosk"])).toBe(true);
    expect(knownStoreType("kiosk", ["magaza"])).toBe(false);
  });

  it("names and orders types: the known ones first, another by its own name", () => {
    expect(sortStoreTypes(["outlet", "kiosk", "magaza", "avm", "magaza"])).toEqual(["magaza", "avm", "outlet", "kiosk"]);
    expect(storeTypeLabel("avm")).toBe("AVM");
    expect(storeTypeLabel("cadde-magazasi")).toBe("Cadde Magazasi");
  });
});
