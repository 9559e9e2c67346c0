/**
 * 'Adresi değiştir' on /abonelik (spec section 2: 'address change'): the member's addresses as a
 * radio group in a dialog (Radix Dialog: focus kept inside, Escape closes), 'Bu Adresi Kullan' takes
 * the chosen one; 'Yeni Adres Ekle' hands over to the address popup (components/address).
 */
import { useState } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import { MAX_ADDRESSES, type Address } from "#app/domain/addresses/address.schema";
import { AddressLines } from "./address-lines";

type Props = {
  open: boolean;
  title: string;
  addresses: Address[];
  selected: number | null;
  onPick: (address: Address) => void;
  onAdd: () => void;
  onClose: () => void;
};

export function AddressPicker({ open, title, addresses, selected, onPick, onAdd, onClose }: Props) {
  const [choice, setChoice] = useState<number | null>(selected ?? addresses[0]?.id ?? null);
  const chosen = addresses.find((a) => a.id === choice) ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] animate-fade-in bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[91] flex max-h-[90dvh] flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <Dialog.Title className="text-lg font-black text-ink">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <fieldset className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            <legend className="sr-only">Teslimat adresi</legend>
            {addresses.length === 0 ? <p className="text-slate-600">Kayıtlı adresiniz yok.</p> : null}
            <div className="grid gap-2">
              {addresses.map((a) => (
                <label
                  key={a.id}
                  className={`flex cursor-pointer gap-3 rounded-2xl border-2 p-3 transition-colors ${a.id === choice ? "border-brand-500 bg-brand-50/60" : "border-slate-200 hover:border-slate-300"}`}
                >
                  <input
                    type="radio"
                    name="abonelik-adres"
                    value={a.id}
                    checked={a.id === choice}
                    onChange={() => setChoice(a.id)}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <AddressLines address={a} />
                  </span>
                </label>
              ))}
            </div>
            {addresses.length < MAX_ADDRESSES ? (
              <button
                type="button"
                className="mt-3 text-sm font-extrabold text-brand-700 underline-offset-2 hover:underline"
                onClick={onAdd}
              >
                + Yeni Adres Ekle
              </button>
            ) : null}
          </fieldset>
          <div className="flex gap-2 border-t border-slate-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end">
            <button type="button" className="btn-secondary h-11 px-5" onClick={onClose}>
              Vazgeç
            </button>
            <button
              type="button"
              className="btn-primary h-11 flex-1 px-6 sm:flex-none"
              disabled={!chosen}
              onClick={() => chosen && onPick(chosen)}
            >
              Bu Adresi Kullan
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
