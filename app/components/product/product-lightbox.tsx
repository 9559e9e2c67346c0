/**
 * The product page's lightbox shell (size table, video, store stock): a centred Radix dialog with a
 * title, a 'Kapat' button and scrollable content, full width on phones. `EXTRA_BUTTON` is the look
 * of the small buttons under the buy box that open them.
 */
import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";

export const EXTRA_BUTTON =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm sm:gap-2 sm:px-4 font-bold whitespace-nowrap text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700";

export function ProductLightbox({
  title,
  open,
  onOpenChange,
  children,
  size = "md",
}: {
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** md: forms and lists (max 42rem); lg: tables and videos (max 56rem). */
  size?: "md" | "lg";
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed top-1/2 left-1/2 z-[91] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none ${
            size === "lg" ? "max-w-4xl" : "max-w-2xl"
          }`}
          style={{ animation: "var(--animate-pop-in)" }}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg leading-tight font-black text-ink">{title}</Dialog.Title>
            <Dialog.Close aria-label="Kapat" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
