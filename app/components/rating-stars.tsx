/**
 * Five stars filled to the average rating, with the count; read out as '5 üzerinden 4,3 puan'.
 * Drawn as one element (a star mask repeated five times over a two-colour gradient), not ten
 * SVGs: a product page shows up to 21 ratings and a listing 24, and markup is render time.
 */
import type { CSSProperties } from "react";

const oneDecimal = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function RatingStars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const value = Math.max(0, Math.min(5, rating));
  const percent = Math.round((value / 5) * 1000) / 10;
  const style = { "--star-size": `${size}px`, "--star-fill": `${percent}%` } as CSSProperties;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">
        5 üzerinden {oneDecimal.format(value)} puan{count != null ? `, ${count} değerlendirme` : ""}
      </span>
      <span aria-hidden="true" className="rating-stars" style={style} />
      {count != null && (
        <span aria-hidden="true" className="text-xs text-slate-500">
          ({count})
        </span>
      )}
    </span>
  );
}
