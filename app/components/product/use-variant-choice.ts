/**
 * The chosen variant and quantity of a buy box (spec sections 4 and 5): picking a size resets the
 * quantity to 1, picking the chosen size again clears the choice, and the stepper stays between 1
 * and the variant's maximum ('Lütfen Önce Beden Seçiniz' without a size, the maximum message above).
 */
import { useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { type BuyBoxVariant, CHOOSE_SIZE, isOnSale, maxMessage, maxQuantityFor } from "./variant-rules";

export type VariantChoice = ReturnType<typeof useVariantChoice>;

/**
 * `initialId` is selected on load (null: none, as in the quick view); `shownId` is whose price shows
 * while nothing is selected.
 */
export function useVariantChoice(variants: BuyBoxVariant[], initialId: number | null, shownId: number | null = initialId) {
  const feedback = useFeedback();
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  const [quantity, setQuantity] = useState(1);

  const selected = variants.find((v) => v.productId === selectedId) ?? null;
  const shown = selected ?? variants.find((v) => v.productId === shownId) ?? variants[0] ?? null;
  const max = maxQuantityFor(selected);
  /** Sale buttons show for an in-stock selection, or, with nothing selected, when any size is in stock. */
  const available = selected ? isOnSale(selected) : variants.some(isOnSale);

  const requireSize = () => feedback.notify({ type: "info", message: CHOOSE_SIZE });

  const pick = (v: BuyBoxVariant) => {
    setSelectedId((current) => (current === v.productId ? null : v.productId));
    setQuantity(1);
  };

  const change = (next: number) => {
    if (!selected) return requireSize();
    if (next > max) {
      feedback.notify({ type: "info", message: maxMessage(max) });
      setQuantity(max);
      return;
    }
    setQuantity(Math.max(1, next));
  };

  return { selectedId, selected, shown, quantity, max, available, pick, change, requireSize };
}
