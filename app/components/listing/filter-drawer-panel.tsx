/**
 * The 'Filtrele' drawer itself, loaded when it first opens (filter-drawer.tsx): the filter panel,
 * 'Temizle' and 'Sonuçları Gör (N)', which closes it onto the results.
 */
import { Dialog } from "radix-ui";
import { SideDrawer } from "#app/components/feedback/side-drawer";
import type { FilterDrawerPanelProps } from "./filter-drawer";
import { formatCount } from "./listing-state";

export default function FilterDrawerPanel({
  open,
  onOpenChange,
  trigger,
  activeCount,
  totalCount,
  loading,
  onClear,
  children,
}: FilterDrawerPanelProps) {
  return (
    <SideDrawer open={open} onOpenChange={onOpenChange} trigger={trigger} title="Filtrele" width="w-full max-w-md">
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
    </SideDrawer>
  );
}
