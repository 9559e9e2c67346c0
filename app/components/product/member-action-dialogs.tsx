/**
 * The member buttons' popups (see member-actions.tsx): the guest's login prompt, the comparison
 * popup and the gift-list picker. Loaded the first time one of them opens.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { Dialog } from "radix-ui";
import { ModalFrame } from "#app/components/feedback/modal-frame";
import { loginUrlReturningTo } from "#app/components/product/quick-add";
import { CHOOSE_LIST, LOGIN_REQUIRED, NO_GIFT_LISTS } from "#app/domain/member-lists/product-buttons.messages";

export type WishList = {
  id: number;
  name: string;
  expireDate: { date: string };
  expired: boolean;
  hasProduct: boolean;
};

const actionsRow = "mt-6 grid gap-2 sm:flex sm:justify-end";

export function LoginRequiredDialog({
  open,
  onOpenChange,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: string;
}) {
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title="Üye Girişi">
      <Dialog.Description className="mt-2 text-[15px] text-slate-700">{LOGIN_REQUIRED}</Dialog.Description>
      <div className={actionsRow}>
        <Dialog.Close className="btn-secondary h-11 px-5">Vazgeç</Dialog.Close>
        <Link to={loginUrlReturningTo(returnTo)} className="btn-primary h-11 px-5" onClick={() => onOpenChange(false)}>
          Giriş Yap
        </Link>
      </div>
    </ModalFrame>
  );
}

export function ComparisonDialog({ result, onClose }: { result: { message: string; count: number } | null; onClose: () => void }) {
  return (
    <ModalFrame open={result !== null} onOpenChange={(open) => !open && onClose()} title="Karşılaştırma">
      <Dialog.Description className="mt-2 text-[15px] text-slate-700">{result?.message}</Dialog.Description>
      {result && <p className="mt-1 text-sm text-slate-500">Karşılaştırma listenizde {result.count} ürün var (en fazla 4).</p>}
      <div className={actionsRow}>
        <Dialog.Close className="btn-secondary h-11 px-5">Alışverişe Devam Et</Dialog.Close>
        <Link to={href("/kullanici/karsilastirmalarim")} className="btn-primary h-11 px-5" onClick={onClose}>
          Karşılaştırmalarım
        </Link>
      </div>
    </ModalFrame>
  );
}

export function GiftListPicker({
  open,
  onOpenChange,
  lists,
  busy,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lists: WishList[] | null;
  busy: boolean;
  onPick: (listId: number) => void;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState("");
  const change = (next: boolean) => {
    setChosen(null);
    setError("");
    onOpenChange(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen == null) return setError(CHOOSE_LIST);
    onPick(chosen);
  };
  return (
    <ModalFrame open={open} onOpenChange={change} title="Hediye Listeme Ekle">
      {lists && lists.length === 0 ? (
        <>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">{NO_GIFT_LISTS}</Dialog.Description>
          <div className={actionsRow}>
            <Dialog.Close className="btn-secondary h-11 px-5">Kapat</Dialog.Close>
            <Link to={`${href("/hediye-listesi")}/`} className="btn-primary h-11 px-5" onClick={() => change(false)}>
              Hediye Listesi Oluştur
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">Ürünü eklemek istediğiniz listeyi seçiniz.</Dialog.Description>
          <fieldset className="mt-4 grid max-h-72 gap-2 overflow-y-auto">
            <legend className="sr-only">Hediye listeleriniz</legend>
            {(lists ?? []).map((l) => (
              <label
                key={l.id}
                className={`flex items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-sm ${
                  chosen === l.id ? "border-brand-500 bg-brand-50" : "border-slate-200"
                } ${l.expired ? "opacity-50" : "cursor-pointer hover:border-brand-300"}`}
              >
                <input
                  type="radio"
                  name="wishList"
                  value={l.id}
                  disabled={l.expired}
                  checked={chosen === l.id}
                  onChange={() => {
                    setChosen(l.id);
                    setError("");
                  }}
                  className="size-4 accent-brand-500"
                />
                <span className="flex-1">
                  <span className="block font-bold text-ink">{l.name}</span>
                  <span className="block text-xs text-slate-500">
                    {l.expired ? "Süresi doldu" : `Son gün: ${l.expireDate.date.split("-").reverse().join(".")}`}
                  </span>
                </span>
                {l.hasProduct && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-700">Listede</span>
                )}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-600">
              {error}
            </p>
          )}
          <div className={actionsRow}>
            <Dialog.Close className="btn-secondary h-11 px-5">Vazgeç</Dialog.Close>
            <button type="submit" disabled={busy || lists === null} className="btn-primary h-11 px-5">
              Listeye Ekle
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
