/** Which page links a listing shows: the first and last page and about four either side (spec section 9). */

export const PAGINATION_WINDOW = 4;

/** Page numbers to show, with null where pages are skipped: [1, null, 6, 7, 8, …]. */
export function pageWindow(current: number, total: number, window = PAGINATION_WINDOW): (number | null)[] {
  if (total <= 1) return [1];
  const from = Math.max(1, current - window);
  const to = Math.min(total, current + window);
  const pages: (number | null)[] = [];
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < total - 1) pages.push(null);
  if (to < total) pages.push(total);
  return pages;
}
