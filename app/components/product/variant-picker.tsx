/**
 * The size buttons (spec section 4): one toggle button per variant, pressed when chosen; a size
 * that is not on sale is dashed and struck through ('Yakında Stoklarda' as its title).
 */
import { type BuyBoxVariant, COMING_SOON, isOnSale, variantLabel } from "./variant-rules";

export function VariantPicker({
  id,
  variants,
  selectedId,
  onPick,
}: {
  /** The fieldset's id, for scrolling to the picker. */
  id?: string;
  variants: BuyBoxVariant[];
  selectedId: number | null;
  onPick: (variant: BuyBoxVariant) => void;
}) {
  if (variants.length === 0) return null;
  return (
    <fieldset id={id} className="scroll-mt-28">
      <legend className="mb-2 text-sm font-bold text-ink">Beden</legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((v) => {
          const pressed = v.productId === selectedId;
          const out = !isOnSale(v);
          return (
            <button
              key={v.productId}
              type="button"
              aria-pressed={pressed}
              title={out ? COMING_SOON : undefined}
              onClick={() => onPick(v)}
              className={`min-w-12 rounded-lg border-2 px-3 py-2 text-sm font-bold transition-colors ${
                pressed
                  ? "border-brand-700 bg-brand-700 text-white"
                  : `border-slate-200 bg-white hover:border-brand-400 ${out ? "text-slate-500" : "text-ink"}`
              } ${out ? "border-dashed line-through" : ""}`}
            >
              {variantLabel(v)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
