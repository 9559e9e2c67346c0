/**
 * What the buying buttons do (spec section 4, 'After add-to-basket succeeds'): 'Sepete Ekle' adds
 * through useAddToCart (the header count updates) and then shows the success popup with the
 * product, size, quantity and basket count; 'Hemen Al' is useQuickAdd (member → checkout, guest →
 * the login-or-continue popup). Render `dialogs` once where the hook is used.
 */
import { useState } from "react";
import { Link } from "react-router";
import { Dialog } from "radix-ui";
import { useAddToCart, useQuickAdd } from "./quick-add";
import { ADDED_TITLE, type BuyBoxVariant, variantLabel } from "./variant-rules";

export type AddedItem = { name: string; image?: string; size: string; quantity: number; cartQuantity: number };
export type BuyActions = ReturnType<typeof useBuyActions>;

export function useBuyActions(product: { name: string; image?: string }) {
  const cart = useAddToCart();
  const quick = useQuickAdd();
  const [added, setAdded] = useState<AddedItem | null>(null);

  /** Resolves to true when the basket took the units. */
  const add = async (variant: BuyBoxVariant, quantity: number) => {
    const answer = await cart.add(variant.productId, quantity);
    if (!answer?.cart) return false;
    setAdded({ name: product.name, image: product.image, size: variantLabel(variant), quantity, cartQuantity: answer.cart.quantity });
    return true;
  };
  const buyNow = (variant: BuyBoxVariant, quantity: number) => quick.add(variant.productId, quantity);

  const dialogs = (
    <>
      {quick.dialog}
      <AddedDialog item={added} onClose={() => setAdded(null)} />
    </>
  );
  return { add, buyNow, busy: cart.busy || quick.busy, dialogs };
}

/** The success popup after a normal add: 'Alışverişe Devam Et' closes it, 'Sepete Git' opens the basket. */
export function AddedDialog({ item, onClose }: { item: AddedItem | null; onClose: () => void }) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
        <Dialog.Content className="modal-panel z-[96]">
          <Dialog.Title className="text-lg font-extrabold text-ink">{ADDED_TITLE}</Dialog.Title>
          {item && (
            <div className="mt-4 flex gap-4">
              {item.image && (
                <img src={item.image} alt="" width={80} height={80} className="size-20 shrink-0 rounded-xl border border-slate-100 bg-slate-50 object-contain" />
              )}
              <div className="min-w-0 text-sm text-slate-700">
                <p className="line-clamp-2 font-bold text-ink">{item.name}</p>
                <p className="mt-1">Beden: {item.size}</p>
                <p>Adet: {item.quantity}</p>
              </div>
            </div>
          )}
          <Dialog.Description className="mt-4 rounded-xl bg-brand-50 px-3 py-2 text-[15px] text-slate-700">
            Sepetinizde toplam {item?.cartQuantity ?? 0} ürün var.
          </Dialog.Description>
          <div className="mt-6 grid gap-2 sm:flex sm:justify-end">
            <Dialog.Close className="btn-secondary h-11 px-5">Alışverişe Devam Et</Dialog.Close>
            <Link to="/cart/" className="btn-primary h-11 px-5" onClick={onClose}>
              Sepete Git
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
