/**
 * The search box's suggestion list (search-form.tsx), loaded when the box first gets the focus:
 * one group per kind (products, categories, brands) with the matched parts of each title in bold,
 * then 'tüm sonuçları gör'. The options are links; the box keeps the focus (ARIA combobox).
 */
import { Link } from "react-router";
import { SearchIcon } from "#app/components/icons";
import { foldForSearch } from "#app/lib/turkish";
import { stemWord } from "#app/domain/search/turkish-stem";
import { highlightPieces, highlightRanges, type SuggestGroup, type SuggestItem } from "#app/domain/search/suggest";
import type { Option } from "./search-form";

type Props = {
  id: string;
  groups: SuggestGroup[];
  options: Option[];
  /** What the box holds now, and the term the shown answer was for (highlighting). */
  term: string;
  answeredTerm: string;
  searchLink: string;
  active: number;
  onHover: (index: number) => void;
  onChoose: () => void;
};

export default function SuggestionGroups({ id, groups, options, term, answeredTerm, searchLink, active, onHover, onChoose }: Props) {
  return (
    <>
      {groups.map((group, gi) => (
        <div key={group.type} role="group" aria-labelledby={`${id}-baslik-${group.type}`} className="pb-1">
          <div
            role="presentation"
            id={`${id}-baslik-${group.type}`}
            className="px-4 pt-2 pb-1 text-[11px] font-extrabold tracking-wider text-slate-500 uppercase"
          >
            {group.title}
          </div>
          {options.map((option, index) =>
            option.group === gi && option.item ? (
              <SuggestionOption
                key={option.id}
                id={option.id}
                item={option.item}
                term={answeredTerm}
                active={index === active}
                onHover={() => onHover(index)}
                onChoose={onChoose}
              />
            ) : null,
          )}
        </div>
      ))}
      <Link
        to={searchLink}
        id={`${id}-tumu`}
        role="option"
        aria-selected={active === options.length - 1}
        tabIndex={-1}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => onHover(options.length - 1)}
        onClick={onChoose}
        className={`mx-2 mt-1 flex items-center gap-3 rounded-xl border-t border-slate-100 px-3 py-2.5 text-sm font-bold text-brand-700 ${
          active === options.length - 1 ? "bg-brand-50" : ""
        }`}
      >
        <SearchIcon size={16} />
        <span className="min-w-0 truncate">“{term}” için tüm sonuçları gör</span>
      </Link>
    </>
  );
}

type OptionProps = { id: string; item: SuggestItem; term: string; active: boolean; onHover: () => void; onChoose: () => void };

function SuggestionOption({ id, item, term, active, onHover, onChoose }: OptionProps) {
  const ranges = Array.isArray(item.highlight) ? item.highlight : clientHighlight(item.title, term);
  const pieces = highlightPieces(item.title, ranges);
  const subtitle = item.subtitle ?? (item.type === "brand" ? "Marka" : item.type === "category" ? "Kategori" : "");
  return (
    <Link
      to={item.link}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      className={`mx-2 flex items-center gap-3 rounded-xl px-2 py-1.5 ${active ? "bg-brand-50 outline-2 outline-brand-200" : "hover:bg-slate-50"}`}
    >
      <OptionImage item={item} />
      <span className="flex min-w-0 flex-col">
        <span className="line-clamp-2 text-sm leading-snug text-ink">
          {pieces.map((p, i) =>
            p.match ? (
              <mark key={i} className="bg-transparent font-extrabold text-brand-700">
                {p.text}
              </mark>
            ) : (
              <span key={i}>{p.text}</span>
            ),
          )}
        </span>
        {subtitle && <span className="truncate text-xs text-slate-500">{subtitle}</span>}
      </span>
    </Link>
  );
}

function OptionImage({ item }: { item: SuggestItem }) {
  if (item.type === "brand" || !item.image) {
    return (
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-black text-brand-700"
      >
        {item.title.slice(0, 1).toLocaleUpperCase("tr-TR")}
      </span>
    );
  }
  const round = item.type === "category";
  return (
    <img
      src={item.image}
      alt=""
      width={round ? 40 : 48}
      height={round ? 40 : 48}
      decoding="async"
      className={`shrink-0 bg-slate-50 ${round ? "size-10 rounded-full object-cover" : "size-12 rounded-lg border border-slate-100 object-contain"}`}
    />
  );
}

/** When an answer carries no ranges: mark the title's words that start with the term's words. */
function clientHighlight(title: string, term: string) {
  const words = foldForSearch(term).split(" ").filter(Boolean);
  return highlightRanges(title, { words, stems: words.map(stemWord) });
}
