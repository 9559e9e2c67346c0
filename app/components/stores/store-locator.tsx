/**
 * The store locator (/magazalar): the alphabet of city initials, the city select and the store
 * type radio group ('Tümü' and the types there are), a map of the listed stores and their cards
 * grouped by city.
 *
 * Without JavaScript everything is links and a GET form on /magazalar (?storeType=…&city=…&letter=…),
 * answered by the server. With it, the address still carries the filters (shareable, back and
 * forward work) but the page does not reload: a new type or city is asked of the list's call
 * (GET /magazalar/get-store/, spec section 7) and the initial letter narrows what is loaded.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated";
import { Form, href, Link, useNavigate, useSearchParams } from "react-router";
import { PlaceSelect } from "#app/components/address/place-select";
import { NO_STORE_FOR_FILTER } from "#app/domain/stores/messages";
import {
  ALL_TYPES,
  ALL_TYPES_LABEL,
  byInitial,
  chooseCity,
  chooseLetter,
  cityInitial,
  groupByCity,
  locatorFilters,
  locatorSearch,
  storeTypeLabel,
  TURKISH_ALPHABET,
  type CityGroup,
  type LocatorChoices,
  type LocatorFilters,
  type StoreSummary,
} from "#app/domain/stores/store-locator";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";
import { StoreCard } from "./store-card";
import { StoreMap } from "./store-map";

type ListAnswer = CallAnswer & { result?: StoreSummary[] | CityGroup[] };

/** The call's key: what the list's call is asked for (the letter is applied here). */
const callKey = (f: LocatorFilters) => `${f.storeType}|${f.city ?? ""}`;

const callUrl = (f: LocatorFilters) =>
  `${href("/magazalar/get-store")}/?storeType=${encodeURIComponent(f.storeType)}${f.city === null ? "" : `&city=${f.city}`}`;

/** The groups of a successful answer: grouped by city already for 'all', a flat list otherwise. */
const groupsOf = (storeType: string, result: StoreSummary[] | CityGroup[]): CityGroup[] =>
  storeType === ALL_TYPES ? (result as CityGroup[]) : groupByCity(result as StoreSummary[]);

type Loaded = { key: string; groups: CityGroup[] };

/** The list for the address's type and city: the server's at first, then the call's answers. */
function useStoreList(filters: LocatorFilters, initial: Loaded) {
  const [loaded, setLoaded] = useState<Loaded>(initial);
  // A failed call's message, for the filters it was asked for (other filters ask again).
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const key = callKey(filters);
  const error = failed?.key === key ? failed.message : null;
  const busy = loaded.key !== key && error === null;

  useEffect(() => {
    if (loaded.key === key) return;
    const controller = new AbortController();
    callApi<ListAnswer>(callUrl(filters), { signal: controller.signal })
      .then((answer) => {
        if (!answer.success || !answer.result) return setFailed({ key, message: answerText(answer) });
        setLoaded({ key, groups: groupsOf(filters.storeType, answer.result) });
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setFailed({ key, message: e instanceof CallError ? e.message : GENERIC_ERROR });
      });
    return () => controller.abort();
    // The key says everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { groups: loaded.groups, busy, error };
}

export function StoreLocator({
  choices,
  initialFilters,
  initialGroups,
}: {
  choices: LocatorChoices;
  initialFilters: LocatorFilters;
  initialGroups: CityGroup[];
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => locatorFilters(searchParams, choices), [searchParams, choices]);
  const list = useStoreList(filters, { key: callKey(initialFilters), groups: initialGroups });
  const hydrated = useHydrated();
  // On a phone the alphabet is one sideways row: the chosen letter is brought into it.
  const letters = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = letters.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (row && current && row.scrollWidth > row.clientWidth)
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [filters.letter]);

  const shown = byInitial(list.groups, filters.letter);
  const stores = shown.flatMap((g) => g.stores);
  const cityOptions = filters.letter ? choices.cities.filter((c) => cityInitial(c.name) === filters.letter) : choices.cities;
  const cityName = choices.cities.find((c) => c.id === filters.city)?.name;
  const hrefFor = (next: LocatorFilters) => href("/magazalar") + locatorSearch(next);
  const choose = (next: LocatorFilters) => navigate(hrefFor(next), { replace: true, preventScrollReset: true });

  const withLetter = (letter: string | null) => chooseLetter(filters, letter, choices);
  const summary = [
    cityName ?? (filters.letter ? `${filters.letter} harfiyle başlayan şehirler` : "Tüm şehirler"),
    filters.storeType === ALL_TYPES ? null : storeTypeLabel(filters.storeType),
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_440px] lg:items-start">
        <Form
          method="get"
          action={href("/magazalar")}
          aria-label="Mağaza filtreleri"
          className="grid min-w-0 gap-5 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        >
          <nav aria-label="Şehrin baş harfi" className="min-w-0">
            <p className="text-sm font-bold text-slate-700" aria-hidden="true">
              Şehrin baş harfi
            </p>
            {/* One row that scrolls sideways on a phone, wrapped lines from the tablet width up. */}
            <ul
              ref={letters}
              className="no-scrollbar relative -mx-4 mt-2 flex gap-1.5 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0"
            >
              <li>
                <Link
                  to={hrefFor(withLetter(null))}
                  replace
                  preventScrollReset
                  aria-current={filters.letter === null ? "true" : undefined}
                  className={`chip h-9 shrink-0 px-3 ${filters.letter === null ? "chip-active" : ""}`}
                >
                  {ALL_TYPES_LABEL}
                </Link>
              </li>
              {TURKISH_ALPHABET.map((letter) => {
                const active = filters.letter === letter;
                return choices.letters.includes(letter) ? (
                  <li key={letter}>
                    <Link
                      to={hrefFor(withLetter(letter))}
                      replace
                      preventScrollReset
                      aria-current={active ? "true" : undefined}
                      aria-label={`${letter} harfiyle başlayan şehirler`}
                      className={`chip size-9 shrink-0 justify-center px-0 font-extrabold ${active ? "chip-active" : ""}`}
                    >
                      {letter}
                    </Link>
                  </li>
                ) : (
                  // A letter no city with a store starts with: shown for the alphabet's sake, not a control.
                  <li
                    key={letter}
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold text-slate-300 select-none"
                  >
                    {letter}
                  </li>
                );
              })}
            </ul>
          </nav>
          {filters.letter && <input type="hidden" name="letter" value={filters.letter} />}
          <div className="grid gap-5 md:grid-cols-[minmax(0,280px)_minmax(0,1fr)] md:items-start">
            <div>
              <label htmlFor="magaza-sehir" className="text-sm font-bold text-slate-700">
                Şehir
              </label>
              <PlaceSelect
                id="magaza-sehir"
                name="city"
                value={filters.city === null ? "" : String(filters.city)}
                options={cityOptions}
                placeholder="Tüm Şehirler"
                disabled={false}
                onChange={(value) => choose(chooseCity(filters, value ? Number(value) : null, choices))}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-bold text-slate-700">Mağaza Tipi</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {[ALL_TYPES, ...choices.types].map((type) => (
                  <label key={type} className="relative">
                    <input
                      type="radio"
                      name="storeType"
                      value={type}
                      checked={filters.storeType === type}
                      onChange={() => choose({ ...filters, storeType: type })}
                      className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
                    />
                    <span className="chip h-11 px-4 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">
                      {type === ALL_TYPES ? ALL_TYPES_LABEL : storeTypeLabel(type)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          {!hydrated && (
            <div>
              <button type="submit" className="btn-primary h-11 px-6">
                Mağazaları Listele
              </button>
            </div>
          )}
        </Form>
        <figure className="overflow-hidden rounded-3xl border border-slate-200 bg-white p-3 shadow-sm">
          <StoreMap points={stores} label={`Türkiye haritasında listelenen ${stores.length} mağaza`} />
          <figcaption className="px-1 pt-2 text-xs text-slate-500">Haritadaki noktalar listelenen mağazalarımızı gösterir.</figcaption>
        </figure>
      </div>

      <section aria-labelledby="magaza-listesi" aria-busy={list.busy || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="magaza-listesi" className="text-xl font-black text-ink md:text-2xl">
            Mağaza Listesi
          </h2>
          <p role="status" className="text-sm font-semibold text-slate-600">
            {list.busy ? "Mağazalar yükleniyor…" : `${summary}: ${stores.length} mağaza`}
          </p>
        </div>
        {list.error ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 font-semibold text-red-700">
            {list.error}
          </p>
        ) : shown.length === 0 ? (
          <div className="mt-4 rounded-3xl border border-slate-100 bg-slate-50/70 px-5 py-10 text-center">
            <p className="text-lg font-black text-ink">{NO_STORE_FOR_FILTER}</p>
            <Link to={href("/magazalar")} replace preventScrollReset className="btn-secondary mt-5 h-11 px-6">
              Tüm mağazaları göster
            </Link>
          </div>
        ) : (
          // Cities flow down columns (alphabetical order reads top to bottom, then on): a city with one
          // store takes one card's room, not a whole row.
          <div className={`mt-4 gap-5 transition-opacity md:columns-2 xl:columns-3 ${list.busy ? "opacity-50" : ""}`}>
            {shown.map((group) => (
              <section key={group.cityId} aria-labelledby={`sehir-${group.cityId}`} className="mb-4 break-inside-avoid">
                <h3
                  id={`sehir-${group.cityId}`}
                  className="flex items-baseline gap-2 border-b border-slate-200 pb-2 text-lg font-black text-ink break-after-avoid"
                >
                  {group.city}
                  <span className="text-sm font-semibold text-slate-500">{group.stores.length} mağaza</span>
                </h3>
                <ul className="mt-3">
                  {group.stores.map((store) => (
                    <li key={store.id} className="mb-4 break-inside-avoid">
                      <StoreCard store={store} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
