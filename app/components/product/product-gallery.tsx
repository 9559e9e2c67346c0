/** The product page's gallery: one main image and 60x60 thumbnails that switch it. */
import { useState } from "react";

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-2xl border border-slate-100 bg-slate-50">
        <img src={main} alt={`${name} - görsel ${current + 1}`} width={600} height={600} className="h-full w-full object-contain" />
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Ürün görselleri">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Görsel ${i + 1}`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
                className={`block size-[60px] overflow-hidden rounded-lg border-2 bg-slate-50 transition-colors ${
                  i === current ? "border-brand-500" : "border-slate-200 hover:border-brand-300"
                }`}
              >
                <img src={src} alt="" width={60} height={60} loading="lazy" className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
