/**
 * The filters: one group per facet (a heading and its checkboxes named '{label} ({count})'),
 * several values of a facet at once, values that would give nothing hidden, long facets cut to
 * the first 8 with 'Tümünü Gör', and the price range. The same panel is the desktop sidebar and
 * the body of the phone drawer.
 */
import { useId, useState } from "react";
import type { FacetKey, ListingQuery } from "#app/domain/search/listing-query";
import { formatCount, isSelected } from "./listing-state";
import { PriceFilter } from "./price-filter";
import type { ListingFacet } from "./types";
import { colourSwatch } from "#app/domain/catalog/colours";

export const FACET_PREVIEW = 8;

type PanelProps = {
  facets: ListingFacet[];
  query: ListingQuery;
  priceRange: { min: number; max: number } | null;
  onToggle: (key: FacetKey, value: string) => void;
  onPrice: (min: number | null, max: number | null) => void;
};

export function FacetPanel({ facets, query, priceRange, onToggle, onPrice }: PanelProps) {
  const priceId = useId();
  const groups = facets.filter((f) => f.values.some((v) => v.count > 0 || isSelected(query, f.key, v.value)));
  const [first, rest] = groups[0]?.key === "category" ? [groups.slice(0, 1), groups.slice(1)] : [[], groups];
  return (
    <div className="divide-y divide-slate-100">
      {first.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} query={query} onToggle={onToggle} />
      ))}
      {priceRange && (
        <div role="group" aria-labelledby={priceId} className="py-4">
          <h3 id={priceId} className="mb-3 text-[15px] font-extrabold text-ink">
            Fiyat
          </h3>
          <PriceFilter range={priceRange} min={query.priceMin} max={query.priceMax} onCommit={onPrice} />
        </div>
      )}
      {rest.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} query={query} onToggle={onToggle} />
      ))}
      {groups.length === 0 && !priceRange && <p className="py-4 text-sm text-slate-500">Bu sonuçlar için filtre bulunmuyor.</p>}
    </div>
  );
}

function FacetGroup({ facet, query, onToggle }: { facet: ListingFacet; query: ListingQuery; onToggle: PanelProps["onToggle"] }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const values = facet.values.filter((v) => v.count > 0 || isSelected(query, facet.key, v.value));
  const long = values.length > FACET_PREVIEW;
  // Cut lists still show every chosen value.
  const visible = long && !expanded ? values.filter((v, i) => i < FACET_PREVIEW || isSelected(query, facet.key, v.value)) : values;
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="py-4">
      <h3 id={`${id}-title`} className="mb-2 text-[15px] font-extrabold text-ink">
        {facet.title}
      </h3>
      <ul id={`${id}-list`} className="space-y-0.5">
        {visible.map((v) => {
          const checked = isSelected(query, facet.key, v.value);
          const swatch = facet.key === "color" ? colourSwatch(v.label) : undefined;
          return (
            <li key={v.value}>
              <label className="group flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-1 text-[15px] text-slate-700 hover:bg-brand-50/70 lg:min-h-9 lg:text-sm">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(facet.key, v.value)}
                  className="size-[18px] shrink-0 cursor-pointer rounded accent-brand-500"
                />
                {swatch && (
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border border-slate-300"
                    style={{ background: swatch }}
                  />
                )}
                <span className={`min-w-0 flex-1 ${checked ? "font-bold text-ink" : ""}`}>
                  {v.label} <span className="text-xs font-semibold text-slate-500">({formatCount(v.count)})</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 px-1 text-sm font-extrabold text-brand-700 hover:underline"
        >
          {expanded ? "Daha Az Göster" : `Tümünü Gör`}
          {!expanded && <span className="font-semibold text-slate-500"> ({values.length})</span>}
        </button>
      )}
    </div>
  );
}
