/** 'Ana Sayfa > …' trail; the last step is the current page. */
import { href, Link } from "react-router";
import { ChevronRightIcon } from "./icons";

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: "Ana Sayfa", to: href("/") }, ...items];
  return (
    <nav aria-label="Sayfa yolu" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
              {i > 0 && <ChevronRightIcon size={14} className="text-slate-400" />}
              {last || !crumb.to ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-semibold text-ink" : ""}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
