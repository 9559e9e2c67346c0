/**
 * The listing page's live state in the browser. The URL hash is the one source of truth
 * (PRODUCT.md: '#/criteria[brand]=Chicco,Joie&price=100-500&sort[price]=asc&page=2'):
 *
 *   - every change (facet, chip, price, sort, page) pushes a new hash (history.pushState through
 *     the router, so back and forward step through each state and the router's scroll
 *     restoration keeps working), then the location effect fetches that state as JSON;
 *   - opening, reloading or sharing a URL with a hash: the server renders the scope's first page,
 *     the effect reads the hash after hydration and fetches exactly that state;
 *   - back/forward (popstate) and a hash typed into the address bar arrive as router locations too;
 *   - an in-page anchor ('#icerik', the skip link) is not listing state and changes nothing;
 *   - one call at a time: a newer state aborts the call in flight; a failed call shows the
 *     generic error (useFeedback) and leaves the last good result on screen;
 *   - phones append pages (infinite scroll / 'Daha Fazla Ürün Göster'): the hash's page= follows
 *     with replaceState, so a reload comes back to the same page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";
import { listingHash, type ListingQuery } from "#app/domain/search/listing-query";
import { ajaxUrl, queryFromLocation, searchWithoutPage, stateKey, withPage, type ListingScope } from "./listing-state";
import type { ListingAnswer, ListingItem, ListingResult } from "./types";

export type Shown = {
  /** stateKey of `query`. */
  key: string;
  /** The state the result belongs to (page = the last page shown). */
  query: ListingQuery;
  result: ListingResult;
  /** The cards on screen: one page, or several appended on phones. */
  items: ListingItem[];
  firstPage: number;
  lastPage: number;
};

export type LoadMode = "replace" | "append" | "prepend";

function shownOf(query: ListingQuery, result: ListingResult): Shown {
  const page = result.paginationData.currentPage;
  const q = withPage(query, query.page);
  return { key: stateKey(q), query: q, result, items: result.items, firstPage: page, lastPage: page };
}

function mergeItems(before: ListingItem[], after: ListingItem[]): ListingItem[] {
  const seen = new Set<number>();
  return [...before, ...after].filter((item) => (seen.has(item.catalog_id) ? false : (seen.add(item.catalog_id), true)));
}

export function useListingState(scope: ListingScope, serverQuery: ListingQuery, serverResult: ListingResult) {
  const location = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();

  /** What the controls show: the state asked for (ahead of the result while a call runs). */
  const [query, setQuery] = useState(serverQuery);
  const [shown, setShown] = useState<Shown>(() => shownOf(serverQuery, serverResult));
  const [loading, setLoading] = useState<LoadMode | null>(null);

  const shownRef = useRef(shown);
  shownRef.current = shown;
  /** The state on screen or on its way (so a location we caused ourselves fetches nothing twice). */
  const wantedKey = useRef(shown.key);
  const inFlight = useRef<AbortController | null>(null);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;

  const load = useCallback(
    async (q: ListingQuery, mode: LoadMode = "replace"): Promise<boolean> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      wantedKey.current = stateKey(q);
      setLoading(mode);
      let answer: ListingAnswer | null = null;
      let failure: string | null = null;
      try {
        answer = await callApi<ListingAnswer>(ajaxUrl(q), { signal: controller.signal });
        if (answer.success === false) failure = answerText(answer);
        else if (!Array.isArray(answer.items) || !answer.paginationData) failure = GENERIC_ERROR;
      } catch (error) {
        failure = error instanceof CallError ? error.message : GENERIC_ERROR;
      }
      // A newer state took over: its call reports, not this one (an abort is no error).
      if (controller.signal.aborted) return false;
      inFlight.current = null;
      setLoading(null);
      if (failure !== null || !answer) {
        // Nothing new to show; asking for the same state again must fetch again.
        wantedKey.current = shownRef.current.key;
        void feedback.error({ message: failure ?? GENERIC_ERROR });
        return false;
      }
      const result: ListingResult = {
        items: answer.items,
        paginationData: answer.paginationData,
        facets: answer.facets ?? [],
        priceRange: answer.priceRange ?? null,
        match: answer.match ?? "none",
      };
      setShown((prev) => {
        const page = result.paginationData.currentPage;
        if (mode === "append" && page === prev.lastPage + 1) {
          return { ...prev, key: stateKey(q), query: q, result, items: mergeItems(prev.items, result.items), lastPage: page };
        }
        if (mode === "prepend" && page === prev.firstPage - 1) {
          return {
            ...prev,
            result: { ...result, paginationData: prev.result.paginationData },
            items: mergeItems(result.items, prev.items),
            firstPage: page,
          };
        }
        return shownOf(q, result);
      });
      return true;
    },
    [feedback],
  );

  // Every location (push, replace, back/forward, a typed hash) → the state it asks for.
  useEffect(() => {
    const next = queryFromLocation(scopeRef.current, location.search, location.hash);
    if (!next) return;
    setQuery(next);
    const key = stateKey(next);
    if (key === wantedKey.current) return;
    if (key === shownRef.current.key) {
      inFlight.current?.abort();
      inFlight.current = null;
      wantedKey.current = key;
      setLoading(null);
      return;
    }
    void load(next);
  }, [location.key, location.search, location.hash, load]);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** Moves to a new state: a new history entry (or the same one replaced) with its hash. */
  const apply = useCallback(
    (next: ListingQuery, { replace = false }: { replace?: boolean } = {}) => {
      if (stateKey(next) === stateKey(query)) return;
      setQuery(next);
      navigate(
        { pathname: location.pathname, search: searchWithoutPage(location.search), hash: listingHash(next) },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, query],
  );

  /** Phones: the next page under the cards; the hash's page= follows without a new history entry. */
  const loadMore = useCallback(async () => {
    const s = shownRef.current;
    if (inFlight.current || s.lastPage >= s.result.paginationData.totalPage) return;
    const next = withPage(s.query, s.lastPage + 1);
    if (await load(next, "append")) {
      setQuery(next);
      navigate(
        { pathname: location.pathname, search: searchWithoutPage(location.search), hash: listingHash(next) },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [load, navigate, location.pathname, location.search]);

  /** Phones that opened a later page: the page before it, above the cards. */
  const loadPrevious = useCallback(async () => {
    const s = shownRef.current;
    if (inFlight.current || s.firstPage <= 1) return;
    const before = withPage(s.query, s.firstPage - 1);
    // The hash still names the last page shown, which is what the screen holds.
    if (await load(before, "prepend")) wantedKey.current = stateKey(s.query);
  }, [load]);

  /** Shows exactly the current state again (one page), e.g. when a phone turns into a wide screen. */
  const reload = useCallback(() => void load(shownRef.current.query), [load]);

  return { query, shown, loading, apply, loadMore, loadPrevious, reload };
}

/** Whether a media query matches; false on the server and until the page has hydrated. */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(media);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [media]);
  return matches;
}
