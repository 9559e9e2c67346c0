/**
 * The listing query mix the benchmarks share (in process: search.ts; over HTTP: listing-http.ts,
 * all.ts, soak.ts), by group: query strings of GET /arama/ajax/urunler as the listing pages send
 * them; and what shoppers type into the search box (suggest.ts, soak.ts).
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

/** Typed prefixes and whole terms of the search box, as the suggestion call gets them. */
export const SUGGEST_TERMS = [
  "be", "beb", "bebe", "bebek", "bebek a", "bebek ar", "bebek ara", "bebek arab", "bebek arabası",
  "co", "coc", "cocuk", "çocuk", "pi", "pij", "pija", "pijama", "pijama tak", "ISIK", "ışık", "işıklı",
  "oy", "oyu", "oyuncak", "oyuncak bebek", "ch", "chi", "chicco", "ma", "mam", "mama sand", "araba",
  "arabaları", "havlu", "nevresim takımı", "kırmızı", "2 yaş", "86 cm", "zz", "zzzz", "qwxz", "pijma",
  "tişört", "mont", "ayakkabı", "peluş ayı", "yapboz", "biberon", "emzik", "oto koltuğu", "ev", "yaşam",
  "çocuk ara", "cocuk ka", "bebek bez", "bebek ha", "kız el", "oyuncak ar", "mama sandalyesi chicco", "kirmizi elbise",
  "joie", "graco ara", "uykucu", "havlu bor", "bebek arabası siyah", "lila", "0 12 ay", "işık", "ışıklı", "saat",
];
