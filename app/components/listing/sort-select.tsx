/** 'Sırala': a native select (the phone's own picker), one option per sort. */
import { useId } from "react";
import { ChevronDownIcon } from "#app/components/icons";
import type { Sort } from "#app/domain/search/listing-query";
import { isSort, SORT_OPTIONS } from "./listing-state";

type Props = { value: Sort; onChange: (sort: Sort) => void; className?: string };

export function SortSelect({ value, onChange, className = "" }: Props) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-bold whitespace-nowrap text-slate-600 max-md:sr-only">
        Sırala
      </label>
      <div className="relative w-full md:w-52">
        <select
          id={id}
          value={value}
          onChange={(e) => isSort(e.target.value) && onChange(e.target.value)}
          className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white pr-9 pl-3 text-[15px] font-bold text-ink hover:border-brand-500 focus:border-brand-500 focus:outline-none md:h-10 md:text-sm"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
