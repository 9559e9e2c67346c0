/** The gallery's 60x60 thumbnails, on the page and in the lightbox. */
export function Thumbnails({
  images,
  current,
  onPick,
  label,
  centred = false,
}: {
  images: string[];
  current: number;
  onPick: (i: number) => void;
  label: string;
  centred?: boolean;
}) {
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
