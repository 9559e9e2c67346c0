/**
 * A variant's price (spec section 4): what the shopper pays, and the struck-through old price with
 * a '%NN' badge only when the discount is above 0. Money arrives as a number of TL.
 */
import { discountPercent, formatMoney, parseLira } from "#app/lib/money";

/** Kuruş of a variant's price and old price (never below the price) and the discount percentage. */
export function priceParts(price: number, originalPrice: number) {
  const pays = parseLira(price) ?? 0;
  const original = Math.max(parseLira(originalPrice) ?? 0, pays);
  return { pays, original, percent: discountPercent(pays, original) };
}

export function ProductPrice({ price, originalPrice, size = "lg" }: { price: number; originalPrice: number; size?: "lg" | "md" }) {
  const { pays, original, percent } = priceParts(price, originalPrice);
  const big = size === "lg";
  return (
    <div>
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <p className={`${big ? "text-3xl" : "text-2xl"} font-black text-ink`} data-testid="product-price">
          <span className="sr-only">Fiyat: </span>
          {formatMoney(pays)}
        </p>
        {percent > 0 && (
          <>
            <p className={`${big ? "text-lg" : "text-base"} text-slate-500 line-through`}>
              <span className="sr-only">Eski fiyat: </span>
              {formatMoney(original)}
            </p>
            <span
              className="mb-1 rounded-full bg-pink-600 px-2 py-0.5 text-sm font-extrabold text-white"
              aria-label={`Yüzde ${percent} indirim`}
            >
              %{percent}
            </span>
          </>
        )}
      </div>
      <p className="text-xs text-slate-500">Kdv Dahil</p>
    </div>
  );
}
