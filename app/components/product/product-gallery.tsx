/**
 * The product page's gallery (spec section 2: image gallery with thumbnails and magnified view):
 * - one main image and 60x60 thumbnails that switch it;
 * - on a hover-capable pointer (desktop) hovering the main image magnifies it 2.5× in place,
 *   following the pointer;
 * - clicking or tapping the main image opens a full-screen lightbox with the large image,
 *   previous/next buttons, the arrow keys, a swipe on touch screens, the thumbnails and 'Kapat'.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { Dialog } from "radix-ui";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "#app/components/icons";

const ZOOM = 2.5;
const SWIPE_PX = 50;

type Zoom = { x: number; y: number } | null;

const canHover = () => typeof window !== "undefined" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;

function Thumbnails({ images, current, onPick, label, centred = false }: { images: string[]; current: number; onPick: (i: number) => void; label: string; centred?: boolean }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${centred ? "justify-center" : ""}`} aria-label={label}>
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            aria-label={`Görsel ${i + 1}`}
            aria-pressed={i === current}
            onClick={() => onPick(i)}
            className={`block size-[60px] overflow-hidden rounded-lg border-2 bg-slate-50 transition-colors ${
              i === current ? "border-brand-500" : "border-slate-200 hover:border-brand-300"
            }`}
          >
            <img src={src} alt="" width={60} height={60} loading="lazy" className="h-full w-full object-contain" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const [zoom, setZoom] = useState<Zoom>(null);
  const main = images[current] ?? images[0];
  if (!main) return null;

  const follow = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType !== "mouse" || !canHover()) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.min(100, Math.max(0, ((e.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((e.clientY - box.top) / box.height) * 100));
    setZoom({ x, y });
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-label={`${name} görselini büyüt`}
        aria-haspopup="dialog"
        onClick={() => {
          setZoom(null);
          setOpen(true);
        }}
        onPointerMove={follow}
        onPointerEnter={follow}
        onPointerLeave={() => setZoom(null)}
        className={`relative flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-slate-100 bg-slate-50 ${zoom ? "cursor-zoom-in" : ""}`}
      >
        <img src={main} alt={`${name} - görsel ${current + 1}`} width={600} height={600} className="h-full w-full object-contain" />
        {zoom && (
          <span
            aria-hidden="true"
            data-testid="gallery-zoom"
            className="pointer-events-none absolute inset-0 bg-slate-50 bg-no-repeat"
            style={{ backgroundImage: `url("${main}")`, backgroundSize: `${ZOOM * 100}%`, backgroundPosition: `${zoom.x}% ${zoom.y}%` }}
          />
        )}
      </button>
      {images.length > 1 && <Thumbnails images={images} current={current} onPick={setCurrent} label="Ürün görselleri" />}
      <GalleryLightbox images={images} name={name} current={current} onCurrent={setCurrent} open={open} onOpenChange={setOpen} />
    </div>
  );
}

function GalleryLightbox({
  images,
  name,
  current,
  onCurrent,
  open,
  onOpenChange,
}: {
  images: string[];
  name: string;
  current: number;
  onCurrent: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const step = (delta: number) => onCurrent((current + delta + count) % count);
  const navButton = "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-ink shadow-md ring-1 ring-slate-200 hover:bg-brand-50";

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
              <Dialog.Close aria-label="Kapat" className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100">
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
              <button type="button" aria-label="Önceki görsel" onClick={() => step(-1)} className={`${navButton} max-md:absolute max-md:left-2 max-md:z-10`}>
                <ChevronLeftIcon />
              </button>
            )}
            <img src={images[current]} alt={`${name} - görsel ${current + 1}`} width={1200} height={1200} className="h-full max-h-full w-full min-w-0 object-contain" />
            {count > 1 && (
              <button type="button" aria-label="Sonraki görsel" onClick={() => step(1)} className={`${navButton} max-md:absolute max-md:right-2 max-md:z-10`}>
                <ChevronRightIcon />
              </button>
            )}
          </div>
          {count > 1 && (
            <div className="border-t border-slate-100 px-4 py-3">
              <Thumbnails images={images} current={current} onPick={onCurrent} label="Büyük görseller" centred />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
