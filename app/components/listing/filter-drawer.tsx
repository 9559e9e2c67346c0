/**
 * Phones and tablets (<1024 px): 'Filtrele' opens a drawer (Radix Dialog titled 'Filtrele') with
 * the same filter panel as the desktop sidebar; every tick applies at once and
 * 'Sonuçları Gör (N)' closes it onto the results.
 */
import { useState } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import { formatCount } from "./listing-state";

type Props = {
  activeCount: number;
  totalCount: number;
  loading: boolean;
  onClear: () => void;
  children: React.ReactNode;
};

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function FilterDrawer({ activeCount, totalCount, loading, onClear, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-[15px] font-bold text-ink hover:border-brand-500">
        <FilterIcon />
        Filtrele
        {activeCount > 0 && (
          <span aria-hidden="true" className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-extrabold text-white">
            {activeCount}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-lg font-extrabold text-ink">Filtrele</Dialog.Title>
            <Dialog.Close aria-label="Kapat" className="flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={`flex-1 overflow-y-auto overscroll-contain px-4 transition-opacity ${loading ? "opacity-70" : ""}`}>{children}</div>
          <div className="flex gap-3 border-t border-slate-100 p-4 shadow-[0_-4px_12px_rgba(15,23,42,0.06)]">
            {activeCount > 0 && (
              <button type="button" onClick={onClear} className="btn-secondary h-12 flex-1 px-3">
                Temizle
              </button>
            )}
            <Dialog.Close className="btn-primary h-12 flex-[2] px-3" aria-busy={loading}>
              Sonuçları Gör ({formatCount(totalCount)})
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
