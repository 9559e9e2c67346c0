/**
 * The product page's lightbox shell (size table, video, store stock): a centred Radix dialog with a
 * title, a 'Kapat' button and scrollable content, full width on phones. Loaded on its first
 * opening through ProductLightbox (product-lightbox.tsx).
 */
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import type { ProductLightboxProps } from "./product-lightbox";

export default function ProductLightboxDialog({ title, open, onOpenChange, children, size = "md" }: ProductLightboxProps) {
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
            <Dialog.Close
              aria-label="Kapat"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
