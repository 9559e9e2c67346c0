/**
 * The gift-list search's addresses. A module of its own with no imports: the footer links the page
 * on every page, and importing it from gift-list-search.ts pulled that module's e-mail rule, and
 * zod with it, into the shell's JavaScript (about 29 KB gzipped on every page).
 */
export const GIFT_LIST_SEARCH_URL = "/hediye-listesi/ajax/liste-bul";
export const GIFT_LIST_SEARCH_PAGE = "/hediye-listesi/ara";
