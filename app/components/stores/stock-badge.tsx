/**
 * How the shop shows a store's units of a product, wherever it shows them (the product page's
 * 'Hangi Mağazada Var?' popup, a store's stock search): 'Son {n} ürün' in amber for a few,
 * 'Stokta' in green above (the exact count is not promised).
 */
import { availabilityText, FEW_LEFT } from "#app/domain/catalog/store-stock-messages";

export function StockBadge({ units, className = "" }: { units: number; className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-extrabold whitespace-nowrap ${
        units <= FEW_LEFT ? "bg-amber-100 text-amber-800" : "bg-emerald-100 text-emerald-800"
      } ${className}`}
    >
      {availabilityText(units)}
    </span>
  );
}
