/**
 * The buying popups (spec sections 4 and 6), loaded when one first opens (buy-actions.tsx,
 * quick-add.tsx): the success popup after 'Sepete Ekle', and the guest's choice after 'Hemen Al' or
 * the basket's 'Alışverişi Tamamla' (log in and come back to checkout, or continue as a guest).
 */
import { href, Link } from "react-router";
import { Dialog } from "radix-ui";
import { ModalFrame } from "#app/components/feedback/modal-frame";
import type { AddedDialogProps } from "./buy-actions";
import { loginUrlReturningTo, type CheckoutChoiceProps } from "./quick-add";
import { ADDED_TITLE } from "./variant-rules";

/** The success popup after a normal add: 'Alışverişe Devam Et' closes it, 'Sepete Git' opens the basket. */
export function AddedDialog({ open, item, onClose }: AddedDialogProps) {
  return (
    <ModalFrame open={open} onOpenChange={(next) => !next && onClose()} title={ADDED_TITLE}>
      {item && (
        <div className="mt-4 flex gap-4">
          {item.image && (
            <img
              src={item.image}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-xl border border-slate-100 bg-slate-50 object-contain"
            />
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
        <Link to={`${href("/cart")}/`} className="btn-primary h-11 px-5" onClick={onClose}>
          Sepete Git
        </Link>
      </div>
    </ModalFrame>
  );
}

/** The guest's choice after a quick add: log in (and come back to checkout) or continue without membership. */
export function CheckoutChoiceDialog({ open, onOpenChange, title = "Ürün sepetinize eklendi" }: CheckoutChoiceProps) {
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title={title}>
      <Dialog.Description className="mt-2 text-[15px] text-slate-700">
        Siparişinizi üye girişi yaparak ya da üye olmadan tamamlayabilirsiniz.
      </Dialog.Description>
      <div className="mt-6 grid gap-2 sm:flex sm:justify-end">
        <Link to={href("/payment/guest-checkout")} className="btn-secondary h-11 px-5" onClick={() => onOpenChange(false)}>
          Üye Olmadan Devam Et
        </Link>
        <Link to={loginUrlReturningTo(href("/payment/checkout"))} className="btn-primary h-11 px-5" onClick={() => onOpenChange(false)}>
          Giriş Yap
        </Link>
      </div>
    </ModalFrame>
  );
}
