/** Five stars filled to the average rating, with the count; read out as '5 üzerinden 4,3 puan'. */
import { StarIcon } from "./icons";

const oneDecimal = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function RatingStars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const value = Math.max(0, Math.min(5, rating));
  const percent = (value / 5) * 100;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">
        5 üzerinden {oneDecimal.format(value)} puan{count != null ? `, ${count} değerlendirme` : ""}
      </span>
      <span aria-hidden="true" className="relative inline-flex text-slate-300">
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={size} fill="currentColor" stroke="none" />
        ))}
        <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden text-amber-400" style={{ width: `${percent}%` }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <StarIcon key={i} size={size} fill="currentColor" stroke="none" className="shrink-0" />
          ))}
        </span>
      </span>
      {count != null && (
        <span aria-hidden="true" className="text-xs text-slate-500">
          ({count})
        </span>
      )}
    </span>
  );
}
