/**
 * The listing query mix the benchmarks share (in process: search.ts; over HTTP: listing-http.ts),
 * by group: query strings of GET /arama/ajax/urunler as the listing pages send them.
 */
export const LISTING_QUERIES: Record<string, string[]> = {
  "keyword": ["keyword=araba", "keyword=cocuk arabasi", "keyword=pijama", "keyword=ISIK", "keyword=oyuncak bebek", "keyword=body", "keyword=nevresim takımı", "keyword=mama sandalyesi"],
  "keyword + facets": [
    "keyword=pijama&criteria[gender]=Kız&criteria[size]=4 Yaş",
    "keyword=araba&criteria[stock]=1&criteria[discount]=1",
    "keyword=tisort&criteria[color]=Beyaz,Mavi&price=50-500",
    "keyword=bebek&criteria[age]=0-12 Ay&sort[price]=asc",
  ],
  "category + facets + sort": [
    "category=giyim&criteria[brand]=Şirin Bebe,Pıtırcık&criteria[size]=2 Yaş&sort[price]=asc",
    "category=bebek&criteria[stock]=1&sort[bestseller]=1&page=3",
    "category=oyuncak&price=100-1000&sort[newest]=1",
    "category=ev&criteria[color]=Beyaz&page=2",
    "category=giyim",
  ],
  "typo (fuzzy)": ["keyword=pijma", "keyword=oyuncka", "keyword=bebek arbası"],
};

/** A query string as a URL path of the JSON call (letters outside ASCII percent-encoded). */
export const listingPath = (query: string) => `/arama/ajax/urunler?${new URLSearchParams(query).toString()}`;
