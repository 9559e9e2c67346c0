/**
 * The store locator's rules, pure (the server, the page and its script share them): what a store
 * looks like in the list, the store types and their names, the Turkish alphabet of city initials,
 * sorting and grouping by city, and the filters (type, city, initial letter).
 *
 * The list's call (GET /magazalar/get-store/?storeType={type}[&city={id}], spec section 7) is
 * checked strictly with `storeListQuerySchema`; the page reads the same filters from its address
 * leniently (`locatorFilters`): an unknown value there shows every store instead of an error.
 */
import { z } from "zod";
import { turkishCollator, turkishTitleCase, turkishUpper } from "#app/lib/turkish";
import { STORE_CITY_INVALID, STORE_TYPE_INVALID, STORE_TYPE_REQUIRED } from "./messages";

/** The radio group's 'Tümü' (spec section 9: "Store types include all"). */
export const ALL_TYPES = "all";
export const ALL_TYPES_LABEL = "Tümü";

/** The types the shop knows by name, in the radio group's order; another type shows its own name. */
export const STORE_TYPE_LABELS: Readonly<Record<string, string>> = { magaza: "Mağaza", avm: "AVM", outlet: "Outlet" };
const TYPE_ORDER = Object.keys(STORE_TYPE_LABELS);

export const storeTypeLabel = (type: string) => STORE_TYPE_LABELS[type] ?? turkishTitleCase(type.replace(/[-_]+/g, " "));

/** Distinct types, known ones first in their order, then the others alphabetically. */
export function sortStoreTypes(types: Iterable<string>): string[] {
  const rank = (t: string) => (TYPE_ORDER.includes(t) ? TYPE_ORDER.indexOf(t) : TYPE_ORDER.length);
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || turkishCollator.compare(a, b));
}

/** The 29 letters of the Turkish alphabet, the alphabet filter's buttons. */
export const TURKISH_ALPHABET: readonly string[] = Array.from("ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ");

/** A city's initial as the alphabet filter shows it: 'İstanbul' → 'İ', 'ığdır' → 'I'. */
export const cityInitial = (city: string) => turkishUpper(Array.from(city.trim())[0] ?? "");

/** A store as the list's call answers it and the pages show it (spec section 3: name/title, phone, address, sefUrl, lat, lon). */
export type StoreSummary = {
  id: number;
  code: string;
  name: string;
  /** The same as name (the spec says name/title). */
  title: string;
  type: string;
  typeName: string;
  /** Plate code. */
  cityId: number;
  city: string;
  district: string | null;
  address: string;
  phone: string;
  lat: number;
  lon: number;
  openingHours: string;
  sefUrl: string;
  /** The store's page. */
  url: string;
  pickupAvailable: boolean;
  deliveryCar: boolean;
};

export type CityGroup = { cityId: number; city: string; stores: StoreSummary[] };

/** By city name, then store name, the Turkish way. */
export const compareStores = (a: StoreSummary, b: StoreSummary) =>
  turkishCollator.compare(a.city, b.city) || turkishCollator.compare(a.name, b.name);

/** Stores in city groups, cities in Turkish order and stores by name within each. */
export function groupByCity(stores: readonly StoreSummary[]): CityGroup[] {
  const groups: CityGroup[] = [];
  for (const store of [...stores].sort(compareStores)) {
    const last = groups.at(-1);
    if (last && last.cityId === store.cityId) last.stores.push(store);
    else groups.push({ cityId: store.cityId, city: store.city, stores: [store] });
  }
  return groups;
}

export type StoreFilters = { storeType: string; city: number | null };

export const byFilters = (stores: readonly StoreSummary[], { storeType, city }: StoreFilters) =>
  stores.filter((s) => (storeType === ALL_TYPES || s.type === storeType) && (city === null || s.cityId === city));

/** The groups of cities starting with `letter` (all of them when null). */
export const byInitial = (groups: readonly CityGroup[], letter: string | null) =>
  letter ? groups.filter((g) => cityInitial(g.city) === letter) : [...groups];

/** What the locator's controls offer: the letters, cities and types that have active stores. */
export type LocatorChoices = {
  letters: string[];
  cities: { id: number; name: string }[];
  types: string[];
};

export function locatorChoices(stores: readonly StoreSummary[]): LocatorChoices {
  const groups = groupByCity(stores);
  return {
    letters: TURKISH_ALPHABET.filter((letter) => groups.some((g) => cityInitial(g.city) === letter)),
    cities: groups.map((g) => ({ id: g.cityId, name: g.city })),
    types: sortStoreTypes(stores.map((s) => s.type)),
  };
}

/** The types a call may ask for: 'all', the named ones, and any an active store has. */
export const knownStoreType = (type: string, present: readonly string[]) =>
  type === ALL_TYPES || type in STORE_TYPE_LABELS || present.includes(type);

// ───────────────────────── the call's query (strict) ─────────────────────────

const STORE_TYPE_PATTERN = /^[a-z0-9-]{1,32}$/;
const PLATE_PATTERN = /^\d{1,2}$/;

const blankToUndefined = (v: unknown) => (v === "" || v == null ? undefined : v);

/** `?storeType={type}[&city={id}]`: one type (lower-case letters, digits, '-'), a plate code 1–81 if any; repeated keys are refused. */
export const storeListQuerySchema = z.object({
  storeType: z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? STORE_TYPE_REQUIRED : STORE_TYPE_INVALID) })
      .regex(STORE_TYPE_PATTERN, { error: STORE_TYPE_INVALID }),
  ),
  city: z.preprocess(
    blankToUndefined,
    z
      .string({ error: STORE_CITY_INVALID })
      .regex(PLATE_PATTERN, { error: STORE_CITY_INVALID })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 81, { error: STORE_CITY_INVALID })
      .optional(),
  ),
});

export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

// ───────────────────────── the page's filters (lenient) ─────────────────────────

export type LocatorFilters = StoreFilters & { letter: string | null };

export const NO_FILTERS: LocatorFilters = { storeType: ALL_TYPES, city: null, letter: null };

/**
 * The page's filters from its query (`storeType`, `city`, `letter`), checked against what the
 * controls offer: anything else means "no filter". A city that does not start with the chosen
 * letter drops the letter (the city is the narrower choice).
 */
export function locatorFilters(params: URLSearchParams, choices: LocatorChoices): LocatorFilters {
  const type = params.get("storeType") ?? "";
  const storeType = choices.types.includes(type) ? type : ALL_TYPES;
  const cityText = params.get("city") ?? "";
  const city = choices.cities.find((c) => String(c.id) === cityText)?.id ?? null;
  const letterText = turkishUpper((params.get("letter") ?? "").trim());
  const letter = choices.letters.includes(letterText) ? letterText : null;
  return chooseCity({ storeType, city: null, letter }, city, choices);
}

const cityNamed = (choices: LocatorChoices, city: number | null) => choices.cities.find((c) => c.id === city)?.name;

/** The filters with another initial letter (null: any); a chosen city that does not start with it is dropped. */
export function chooseLetter(filters: LocatorFilters, letter: string | null, choices: LocatorChoices): LocatorFilters {
  const city = cityNamed(choices, filters.city);
  return { ...filters, letter, city: letter && city && cityInitial(city) !== letter ? null : filters.city };
}

/** The filters with another city (null: any); a chosen letter it does not start with is dropped. */
export function chooseCity(filters: LocatorFilters, city: number | null, choices: LocatorChoices): LocatorFilters {
  const name = cityNamed(choices, city);
  return { ...filters, city, letter: name && filters.letter && cityInitial(name) !== filters.letter ? null : filters.letter };
}

/** The page's address for these filters; defaults are left out ('/magazalar' when nothing is chosen). */
export function locatorSearch(filters: LocatorFilters): string {
  const params = new URLSearchParams();
  if (filters.storeType !== ALL_TYPES) params.set("storeType", filters.storeType);
  if (filters.city !== null) params.set("city", String(filters.city));
  if (filters.letter) params.set("letter", filters.letter);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** What the page shows for the filters: the city groups, narrowed by type, city and letter. */
export const locatorResult = (stores: readonly StoreSummary[], filters: LocatorFilters) =>
  byInitial(groupByCity(byFilters(stores, filters)), filters.letter);
