/** Where the kid and baby pages and the kid deletion call live (spec sections 2, 7). */
export const KIDS_PAGE = "/kullanici/cocuk-bilgilerim";
export const BABY_PAGE = "/kullanici/bebek-bilgilerim";
export const kidDeletePath = (id: number) => `/kullanici/cocuk/sil/${id}`;
