/**
 * Phones and tablets (<1024 px): 'Filtrele' opens a drawer titled 'Filtrele' with the same filter
 * panel as the desktop sidebar; every tick applies at once and 'Sonuçları Gör (N)' closes it onto
 * the results. The drawer (Radix Dialog, filter-drawer-panel.tsx) loads when it first opens: the
 * category page's first JavaScript stays without it.
 */
import { useRef, useState } from "react";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";

type Props = {
  activeCount: number;
  totalCount: number;
  loading: boolean;
  onClear: () => void;
  children: React.ReactNode;
};

export type FilterDrawerPanelProps = Props & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Filtrele' button, which gets the focus back when the drawer closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
};

const FilterDrawerPanel = lazyDialog<FilterDrawerPanelProps>(() => import("./filter-drawer-panel"));

function FilterIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function FilterDrawer(props: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={FilterDrawerPanel.preload}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-[15px] font-bold text-ink hover:border-brand-500"
      >
        <FilterIcon />
        Filtrele
        {props.activeCount > 0 && (
          <span
            aria-hidden="true"
            className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-extrabold text-white"
          >
            {props.activeCount}
          </span>
        )}
      </button>
      <FilterDrawerPanel {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
    </>
  );
}
