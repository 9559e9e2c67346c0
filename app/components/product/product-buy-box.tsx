/**
 * The product page's buying controls (spec sections 4, 5 and 8): price, variant (size) picker,
 * stock label, quantity stepper, 'Sepete Ekle', 'Hemen Al' and the sticky add-to-basket bar. The
 * variant chosen on load is the first in-stock one; clicking the chosen variant again clears the
 * choice ('Lütfen Önce Beden Seçiniz'). `onVariantChange` hears the selection after mount and on
 * every change (null: no size chosen).
 */
import { useEffect, useRef } from "react";
import { useBuyActions } from "./buy-actions";
import { BuyControls } from "./buy-controls";
import { ProductPrice } from "./product-price";
import { StickyBuyBar } from "./sticky-buy-bar";
import { useVariantChoice } from "./use-variant-choice";
import { VariantPicker } from "./variant-picker";
import { isOnSale, type BuyBoxVariant } from "./variant-rules";

export { ADDED_TITLE, CHOOSE_SIZE, MAX_PER_ADD, maxMessage, variantLabel, type BuyBoxVariant } from "./variant-rules";

const PICKER_ID = "beden-secimi";

export function ProductBuyBox({
  variants,
  initialProductId,
  displayOnly,
  onVariantChange,
  name = "",
  image,
}: {
  variants: BuyBoxVariant[];
  initialProductId: number | null;
  displayOnly: boolean;
  /** Called with the selection after mount and whenever it changes (null: no size chosen). */
  onVariantChange?: (variant: BuyBoxVariant | null) => void;
  /** The product's name and first image, for the success popup and the sticky bar. */
  name?: string;
  image?: string;
}) {
  const choice = useVariantChoice(variants, initialProductId);
  const actions = useBuyActions({ name, image });
  const addButton = useRef<HTMLButtonElement>(null);
  const { selected, selectedId } = choice;

  useEffect(() => {
    onVariantChange?.(selected);
    // Only a change of the selection is reported, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);

  const canBuy = !displayOnly && choice.available;

  return (
    <div className="flex flex-col gap-4">
      {choice.shown && <ProductPrice price={choice.shown.discountedPrice} originalPrice={choice.shown.original_price} />}

      <VariantPicker id={PICKER_ID} variants={variants} selectedId={selectedId} onPick={choice.pick} />

      {selected && (
        <div className="text-sm text-slate-600">
          <p>
            Stok:{" "}
            <span className={isOnSale(selected) ? "font-bold text-emerald-700" : "font-bold text-red-600"}>
              {isOnSale(selected) ? "Var" : "Yok"}
            </span>
          </p>
          <p>
            Ürün Kodu: {selected.sku}
            {selected.barcode && <> · Barkod: {selected.barcode}</>}
          </p>
        </div>
      )}

      <BuyControls choice={choice} actions={actions} displayOnly={displayOnly} stepperId="product-quantity" addButtonRef={addButton} />

      {canBuy && (
        <StickyBuyBar
          target={addButton}
          name={name}
          image={image}
          choice={choice}
          pickerId={PICKER_ID}
          busy={actions.busy}
          onAdd={() => selected && void actions.add(selected, choice.quantity)}
        />
      )}
      {actions.dialogs}
    </div>
  );
}
