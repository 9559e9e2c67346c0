/**
 * The sale controls under the size picker (spec sections 4 and 5): quantity stepper, 'Sepete Ekle'
 * and 'Hemen Al' while the choice is on sale; 'Yakında Stoklarda' at stock 0; nothing to buy for a
 * display-only ('teshir') item. Without a size both buttons say 'Lütfen Önce Beden Seçiniz'.
 */
import type { Ref } from "react";
import type { BuyActions } from "./buy-actions";
import { QuantityStepper } from "./quantity-stepper";
import type { VariantChoice } from "./use-variant-choice";
import { COMING_SOON, DISPLAY_ONLY_NOTE } from "./variant-rules";

export function BuyControls({
  choice,
  actions,
  displayOnly,
  stepperId,
  compact = false,
  onAdded,
  addButtonRef,
}: {
  choice: VariantChoice;
  actions: BuyActions;
  displayOnly: boolean;
  stepperId: string;
  compact?: boolean;
  /** After a successful normal add (the quick view closes itself). */
  onAdded?: () => void;
  addButtonRef?: Ref<HTMLButtonElement>;
}) {
  if (displayOnly) return <p className="rounded-xl bg-slate-100 p-3 text-sm font-semibold text-slate-700">{DISPLAY_ONLY_NOTE}</p>;
  if (!choice.available) {
    return (
      <button type="button" disabled className="btn-secondary h-12 self-start px-8">
        {COMING_SOON}
      </button>
    );
  }

  const add = async () => {
    if (!choice.selected) return choice.requireSize();
    if (await actions.add(choice.selected, choice.quantity)) onAdded?.();
  };
  const buyNow = () => (choice.selected ? actions.buyNow(choice.selected, choice.quantity) : choice.requireSize());
  const height = compact ? "h-11" : "h-12";
  // The quick view is narrow: stepper and 'Sepete Ekle' share a row, 'Hemen Al' takes the next.

  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper id={stepperId} value={choice.quantity} max={choice.max} onChange={choice.change} compact={compact} />
      <button
        ref={addButtonRef}
        type="button"
        onClick={add}
        disabled={actions.busy}
        className={`btn-primary ${height} min-w-36 flex-1 px-6 text-base ${compact ? "" : "sm:flex-none"}`}
      >
        Sepete Ekle
      </button>
      <button
        type="button"
        onClick={buyNow}
        disabled={actions.busy}
        className={`btn-secondary ${height} basis-full px-6 text-base ${compact ? "" : "sm:basis-auto"}`}
      >
        Hemen Al
      </button>
    </div>
  );
}
