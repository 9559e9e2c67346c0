/**
 * What the buying buttons do (spec section 4, 'After add-to-basket succeeds'): 'Sepete Ekle' adds
 * through useAddToCart (the header count updates) and then shows the success popup with the
 * product, size, quantity and basket count; 'Hemen Al' is useQuickAdd (member → checkout, guest →
 * the login-or-continue popup). Render `dialogs` once where the hook is used.
 */
import { useState } from "react";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import { useAddToCart, useQuickAdd } from "./quick-add";
import { type BuyBoxVariant, variantLabel } from "./variant-rules";

export type AddedItem = { name: string; image?: string; size: string; quantity: number; cartQuantity: number };
export type AddedDialogProps = { open: boolean; item: AddedItem | null; onClose: () => void };
export type BuyActions = ReturnType<typeof useBuyActions>;

export function useBuyActions(product: { name: string; image?: string }) {
  const cart = useAddToCart();
  const quick = useQuickAdd();
  const [added, setAdded] = useState<AddedItem | null>(null);

  /** Resolves to true when the basket took the units. */
  const add = async (variant: BuyBoxVariant, quantity: number) => {
    AddedDialog.preload();
    const answer = await cart.add(variant.productId, quantity);
    if (!answer?.cart) return false;
    setAdded({ name: product.name, image: product.image, size: variantLabel(variant), quantity, cartQuantity: answer.cart.quantity });
    return true;
  };
  const buyNow = (variant: BuyBoxVariant, quantity: number) => quick.add(variant.productId, quantity);

  const dialogs = (
    <>
      {quick.dialog}
      <AddedDialog open={added !== null} item={added} onClose={() => setAdded(null)} />
    </>
  );
  return { add, buyNow, busy: cart.busy || quick.busy, dialogs };
}

/** The success popup after a normal add: 'Alışverişe Devam Et' closes it, 'Sepete Git' opens the basket. */
const AddedDialog = lazyDialog<AddedDialogProps>(() => import("./buy-dialogs").then((m) => ({ default: m.AddedDialog })));
