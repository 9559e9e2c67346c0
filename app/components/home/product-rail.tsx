/** A titled row of product cards: swipes sideways on phones, arrow buttons on wider screens. */
import { useId, useRef } from "react";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons";
import { ProductCard, type ProductCardItem } from "#app/components/product-card";

type Props = { title: string; items: ProductCardItem[]; moreLink?: { to: string; label: string }; accent?: string };

export function ProductRail({ title, items, moreLink, accent = "bg-brand-500" }: Props) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  if (items.length === 0) return null;

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: "smooth" });
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="flex items-center gap-3 text-xl font-extrabold text-ink md:text-2xl">
          <span aria-hidden="true" className={`h-7 w-1.5 rounded-full ${accent}`} />
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {moreLink && (
            <Link to={moreLink.to} className="text-sm font-bold text-brand-700 hover:underline">
              {moreLink.label}
            </Link>
          )}
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={`${title}: sola kaydır`}
            className="hidden size-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700 md:flex"
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={`${title}: sağa kaydır`}
            className="hidden size-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700 md:flex"
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul ref={scroller} className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:gap-4">
        {items.map((item) => (
          <li key={item.catalog_id} className="w-[44vw] max-w-[200px] shrink-0 snap-start md:w-[210px] md:max-w-none">
            <ProductCard item={item} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
