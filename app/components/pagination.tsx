/**
 * Page links for server-rendered listings (?sayfa=N): the first and last page, and about four
 * pages either side of the current one (spec section 9).
 */
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

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

type Props = {
  current: number;
  total: number;
  /** The address of a page (keeps the other query parameters). */
  href: (page: number) => string;
};

export function Pagination({ current, total, href }: Props) {
  if (total <= 1) return null;
  const base = "flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-bold";
  return (
    <nav aria-label="Sayfalama" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {current > 1 && (
          <li>
            <Link to={href(current - 1)} rel="prev" className={`${base} border border-slate-200 bg-white text-slate-700 hover:border-brand-500`}>
              <ChevronLeftIcon size={16} />
              <span className="max-md:sr-only">Önceki sayfa</span>
            </Link>
          </li>
        )}
        {pageWindow(current, total).map((page, i) =>
          page == null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${base} bg-brand-500 text-white`}>
                  <span className="sr-only">Sayfa </span>
                  {page}
                </span>
              ) : (
                <Link to={href(page)} className={`${base} border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`}>
                  <span className="sr-only">Sayfa </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li>
            <Link to={href(current + 1)} rel="next" className={`${base} border border-slate-200 bg-white text-slate-700 hover:border-brand-500`}>
              <span className="max-md:sr-only">Sonraki sayfa</span>
              <ChevronRightIcon size={16} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
