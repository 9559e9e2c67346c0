/** 'Seçimleriniz': the chosen values as chips, each removable, and 'Tümünü Temizle'. */
import { CloseIcon } from "#app/components/icons";
import type { ListingQuery } from "#app/domain/search/listing-query";
import type { Chip } from "./listing-state";

type Props = { chips: Chip[]; onChange: (next: ListingQuery) => void; onClear: () => void };

export function SelectedChips({ chips, onChange, onClear }: Props) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Seçimleriniz" className="flex items-center gap-2 md:items-start">
      <h2 aria-hidden="true" className="shrink-0 text-sm font-extrabold text-ink md:leading-8">
        Seçimleriniz:
      </h2>
      {/* Phones: one row that scrolls sideways; wider screens: the chips wrap. */}
      <ul className="no-scrollbar -mr-4 flex min-w-0 flex-1 items-center gap-2 overflow-x-auto pr-4 md:mr-0 md:flex-wrap md:overflow-visible md:pr-0">
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <button
              type="button"
              aria-label={`${chip.label} filtresini kaldır`}
              title={`${chip.title}: ${chip.label}`}
              onClick={() => onChange(chip.remove)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-bold whitespace-nowrap text-brand-800 hover:border-brand-500 hover:bg-brand-100"
            >
              {chip.label}
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        <li className="shrink-0">
          <button
            type="button"
            onClick={onClear}
            className="h-8 px-1 text-sm font-extrabold whitespace-nowrap text-slate-600 underline underline-offset-2 hover:text-brand-700"
          >
            Tümünü Temizle
          </button>
        </li>
      </ul>
    </section>
  );
}
