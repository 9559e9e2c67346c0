/**
 * The gallery's full-screen lightbox: the large image, previous/next buttons, the arrow keys, a
 * swipe on touch screens, the thumbnails and 'Kapat'. Loaded when it is first opened.
 */
import { useRef } from "react";
import { Dialog } from "radix-ui";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "#app/components/icons";
import { Thumbnails } from "./gallery-thumbnails";

const SWIPE_PX = 50;

export default function GalleryLightbox({
  images,
  thumbnails,
  name,
  current,
  onCurrent,
  open,
  onOpenChange,
}: {
  images: string[];
  thumbnails?: string[];
  name: string;
  current: number;
  onCurrent: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const step = (delta: number) => onCurrent((current + delta + count) % count);
  const navButton =
    "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-ink shadow-md ring-1 ring-slate-200 hover:bg-brand-50";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-[90] bg-slate-900/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={(e) => {
            if (count < 2) return;
            if (e.key === "ArrowLeft") step(-1);
            else if (e.key === "ArrowRight") step(1);
          }}
          className="fixed inset-0 z-[91] flex flex-col bg-white focus:outline-none md:inset-6 md:rounded-2xl"
          style={{ animation: "var(--animate-pop-in)" }}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2">
            <Dialog.Title className="truncate text-sm font-extrabold text-ink md:text-base">{name}</Dialog.Title>
            <div className="flex shrink-0 items-center gap-3">
              <span className="text-sm text-slate-500" aria-live="polite">
                {current + 1} / {count}
              </span>
              <Dialog.Close
                aria-label="Kapat"
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center gap-2 p-2 md:p-4"
            onTouchStart={(e) => {
              touchStart.current = e.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(e) => {
              const start = touchStart.current;
              const end = e.changedTouches[0]?.clientX;
              touchStart.current = null;
              if (start == null || end == null || count < 2 || Math.abs(end - start) < SWIPE_PX) return;
              step(end < start ? 1 : -1);
            }}
          >
            {count > 1 && (
              <button
                type="button"
                aria-label="Önceki görsel"
                onClick={() => step(-1)}
                className={`${navButton} max-md:absolute max-md:left-2 max-md:z-10`}
              >
                <ChevronLeftIcon />
              </button>
            )}
            <img
              src={images[current]}
              alt={`${name} - görsel ${current + 1}`}
              width={1200}
              height={1200}
              className="h-full max-h-full w-full min-w-0 object-contain"
            />
            {count > 1 && (
              <button
                type="button"
                aria-label="Sonraki görsel"
                onClick={() => step(1)}
                className={`${navButton} max-md:absolute max-md:right-2 max-md:z-10`}
              >
                <ChevronRightIcon />
              </button>
            )}
          </div>
          {count > 1 && (
            <div className="border-t border-slate-100 px-4 py-3">
              <Thumbnails images={thumbnails ?? images} current={current} onPick={onCurrent} label="Büyük görseller" centred />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
