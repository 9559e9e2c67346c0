/**
 * Numbered pages (the first, the last and about four either side of the current one, spec
 * section 9). Every link works twice: ?sayfa=N for a page without JavaScript (and for search
 * engines), the whole state in the hash for the script, which takes the click over.
 */
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons";
import { pageWindow } from "#app/components/page-window";

type Props = {
  current: number;
  total: number;
  href: (page: number) => string;
  /** Called instead of following the link (plain left clicks only; new tabs follow the link). */
  onPage?: (page: number) => void;
};

export function ListingPagination({ current, total, href, onPage }: Props) {
  if (total <= 1) return null;
  const base = "flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-bold";
  const link = "border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700";
  const follow = (page: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!onPage || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(page);
  };
  return (
    <nav aria-label="Sayfalama" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev" onClick={follow(current - 1)} className={`${base} ${link}`}>
              <ChevronLeftIcon size={16} />
              <span className="max-md:sr-only">Önceki sayfa</span>
            </a>
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
                <span aria-current="page" className={`${base} bg-brand-700 text-white`}>
                  <span className="sr-only">Sayfa </span>
                  {page}
                </span>
              ) : (
                <a href={href(page)} onClick={follow(page)} className={`${base} ${link}`}>
                  <span className="sr-only">Sayfa </span>
                  {page}
                </a>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li>
            <a href={href(current + 1)} rel="next" onClick={follow(current + 1)} className={`${base} ${link}`}>
              <span className="max-md:sr-only">Sonraki sayfa</span>
              <ChevronRightIcon size={16} />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
