/**
 * The listing card's 'Hızlı Bak' button (spec section 2, quick view): a pill over the image that
 * shows on hover or focus on wider screens, a small eye button always visible on phones. The dialog
 * and its buying code load on the first click (React.lazy) so the cards stay light; once loaded the
 * dialog stays mounted, so its popups (added, guest choice) outlive closing it.
 */
import { lazy, Suspense, useState } from "react";

const QuickViewDialog = lazy(() => import("./quick-view-dialog"));

export type QuickViewItem = { catalog_id: number; name: string; image: string; url: string };

export function QuickViewButton({ item }: { item: QuickViewItem }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={`Hızlı Bak: ${item.name}`}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="absolute top-[122px] right-2 z-10 inline-flex size-10 items-center justify-center gap-1.5 rounded-full whitespace-nowrap border border-slate-200 bg-white/95 text-sm font-extrabold text-brand-700 shadow-md transition hover:bg-brand-500 hover:text-white focus-visible:opacity-100 md:top-[148px] md:right-auto md:left-1/2 md:h-9 md:w-auto md:-translate-x-1/2 md:px-4 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
        <span className="max-md:hidden">Hızlı Bak</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <QuickViewDialog item={item} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
