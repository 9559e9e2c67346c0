/**
 * The product page's gallery (spec section 2: image gallery with thumbnails and magnified view):
 * - one main image and 60x60 thumbnails that switch it;
 * - on a hover-capable pointer (desktop) hovering the main image magnifies it 2.5× in place,
 *   following the pointer;
 * - clicking or tapping the main image opens a full-screen lightbox with the large image,
 *   previous/next buttons, the arrow keys, a swipe on touch screens, the thumbnails and 'Kapat'.
 */
import { lazy, Suspense, useState, type PointerEvent as ReactPointerEvent } from "react";
import { Thumbnails } from "./gallery-thumbnails";

const GalleryLightbox = lazy(() => import("./gallery-lightbox"));

const ZOOM = 2.5;

type Zoom = { x: number; y: number } | null;

const canHover = () => typeof window !== "undefined" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/** `thumbnails`: a smaller picture per image for the thumbnails (uploads have one); the images themselves without. */
export function ProductGallery({ images, thumbnails, name }: { images: string[]; thumbnails?: string[]; name: string }) {
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
        {/* The page's largest paint: fetched before the scripts and the other images. */}
        <img
          src={main}
          alt={`${name} - görsel ${current + 1}`}
          width={600}
          height={600}
          fetchPriority="high"
          className="h-full w-full object-contain"
        />
        {zoom && (
          <span
            aria-hidden="true"
            data-testid="gallery-zoom"
            className="pointer-events-none absolute inset-0 bg-slate-50 bg-no-repeat"
            style={{ backgroundImage: `url("${main}")`, backgroundSize: `${ZOOM * 100}%`, backgroundPosition: `${zoom.x}% ${zoom.y}%` }}
          />
        )}
      </button>
      {images.length > 1 && <Thumbnails images={thumbnails ?? images} current={current} onPick={setCurrent} label="Ürün görselleri" />}
      {open && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            thumbnails={thumbnails}
            name={name}
            current={current}
            onCurrent={setCurrent}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
