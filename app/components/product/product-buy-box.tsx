/**
 * The product page's buying controls (spec sections 4, 5 and 8): price, variant (size) picker,
 * stock label, quantity stepper and 'Sepete Ekle'. The variant chosen on load is the first in-stock
 * one; clicking the chosen variant again clears the choice ('Lütfen Önce Beden Seçiniz').
 */
import { useState } from "react";
import { Link } from "react-router";
import { Dialog } from "radix-ui";
import { useFeedback } from "#app/components/feedback";
import { announceCartCount } from "#app/components/layout/cart-count-events";
import { discountPercent, formatMoney, parseLira } from "#app/lib/money";

export type BuyBoxVariant = {
  productId: number;
  sku: string;
  barcode: string;
  name: string;
  stock: number;
  status: string;
  price: number;
  original_price: number;
  attributes: { id: number; name: string; value: string }[];
};

export const MAX_PER_ADD = 10;
export const CHOOSE_SIZE = "Lütfen Önce Beden Seçiniz";
export const ADDED_TITLE = "Ürün sepetinize eklendi";
export const maxMessage = (max: number) => `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`;

type AddAnswer = { success: boolean; reason?: string; cart?: { quantity: number; total: number } };

/** The button's label: the 'Beden' value, else the variant's name. */
export function variantLabel(v: BuyBoxVariant): string {
  const size = v.attributes.find((a) => a.name.toLocaleLowerCase("tr-TR") === "beden");
  return size?.value || v.name;
}

const onSale = (v: BuyBoxVariant) => v.stock > 0 && v.status === "active";
const maxFor = (v: BuyBoxVariant | undefined) => (v ? Math.max(1, Math.min(v.stock, MAX_PER_ADD)) : 1);

export function ProductBuyBox({
  variants,
  initialProductId,
  displayOnly,
}: {
  variants: BuyBoxVariant[];
  initialProductId: number | null;
  displayOnly: boolean;
}) {
  const feedback = useFeedback();
  const [selectedId, setSelectedId] = useState<number | null>(initialProductId);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [cartQuantity, setCartQuantity] = useState(0);

  const selected = variants.find((v) => v.productId === selectedId);
  const shown = selected ?? variants.find((v) => v.productId === initialProductId) ?? variants[0];
  const max = maxFor(selected);
  const available = selected ? onSale(selected) : true;

  const price = parseLira(shown?.price ?? 0) ?? 0;
  const original = Math.max(parseLira(shown?.original_price ?? 0) ?? 0, price);
  const percent = discountPercent(price, original);

  const chooseSize = () => feedback.notify({ type: "info", message: CHOOSE_SIZE });

  const pick = (v: BuyBoxVariant) => {
    setSelectedId((current) => (current === v.productId ? null : v.productId));
    setQuantity(1);
  };

  const change = (next: number) => {
    if (!selected) return chooseSize();
    if (next > max) {
      feedback.notify({ type: "info", message: maxMessage(max) });
      setQuantity(max);
      return;
    }
    setQuantity(Math.max(1, next));
  };

  const add = async () => {
    if (!selected) return chooseSize();
    setBusy(true);
    try {
      const answer = await feedback.call<AddAnswer & { success: boolean }>(
        "/cart/add",
        { method: "POST", body: { productId: selected.productId, quantity } },
        { showRefusal: true },
      );
      if (answer?.success && answer.cart) {
        announceCartCount(answer.cart.quantity);
        setCartQuantity(answer.cart.quantity);
        setAdded(true);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <p className="text-3xl font-black text-ink" data-testid="product-price">
          <span className="sr-only">Fiyat: </span>
          {formatMoney(price)}
        </p>
        {percent > 0 && (
          <>
            <p className="text-lg text-slate-400 line-through">
              <span className="sr-only">Eski fiyat: </span>
              {formatMoney(original)}
            </p>
            <span className="mb-1 rounded-full bg-pink-600 px-2 py-0.5 text-sm font-extrabold text-white" aria-label={`Yüzde ${percent} indirim`}>
              %{percent}
            </span>
          </>
        )}
      </div>
      <p className="-mt-3 text-xs text-slate-500">Kdv Dahil</p>

      {variants.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">Beden</legend>
          <div className="flex flex-wrap gap-2">
            {variants.map((v) => {
              const pressed = v.productId === selectedId;
              const out = !onSale(v);
              return (
                <button
                  key={v.productId}
                  type="button"
                  aria-pressed={pressed}
                  title={out ? "Yakında Stoklarda" : undefined}
                  onClick={() => pick(v)}
                  className={`min-w-12 rounded-lg border-2 px-3 py-2 text-sm font-bold transition-colors ${
                    pressed ? "border-brand-500 bg-brand-500 text-white" : "border-slate-200 bg-white text-ink hover:border-brand-400"
                  } ${out ? "border-dashed opacity-50 line-through" : ""}`}
                >
                  {variantLabel(v)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      {selected && (
        <div className="text-sm text-slate-600">
          <p>
            Stok:{" "}
            <span className={available ? "font-bold text-emerald-700" : "font-bold text-red-600"}>{available ? "Var" : "Yok"}</span>
          </p>
          <p>
            Ürün Kodu: {selected.sku}
            {selected.barcode && <> · Barkod: {selected.barcode}</>}
          </p>
        </div>
      )}

      {displayOnly ? (
        <p className="rounded-xl bg-slate-100 p-3 text-sm font-semibold text-slate-700">Bu ürün mağazalarımızda teşhir amaçlıdır.</p>
      ) : available ? (
        <div className="flex flex-wrap items-center gap-3">
          <div className="inline-flex h-12 items-center rounded-full border-2 border-slate-200 bg-white">
            <button type="button" aria-label="Adedi azalt" onClick={() => change(quantity - 1)} className="size-11 rounded-full text-xl font-bold text-ink hover:bg-slate-100">
              −
            </button>
            <label className="sr-only" htmlFor="product-quantity">
              Adet
            </label>
            <input
              id="product-quantity"
              inputMode="numeric"
              value={quantity}
              onChange={(e) => {
                const n = Number.parseInt(e.target.value.replace(/\D/g, ""), 10);
                change(Number.isFinite(n) ? n : 1);
              }}
              data-min={1}
              data-max={max}
              className="w-12 border-0 bg-transparent text-center font-bold text-ink focus:outline-none"
            />
            <button type="button" aria-label="Adedi artır" onClick={() => change(quantity + 1)} className="size-11 rounded-full text-xl font-bold text-ink hover:bg-slate-100">
              +
            </button>
          </div>
          <button type="button" onClick={add} disabled={busy} className="btn-primary h-12 flex-1 px-8 text-base sm:flex-none">
            Sepete Ekle
          </button>
        </div>
      ) : (
        <button type="button" disabled className="btn-secondary h-12 self-start px-8">
          Yakında Stoklarda
        </button>
      )}

      <Dialog.Root open={added} onOpenChange={setAdded}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
          <Dialog.Content className="modal-panel">
            <Dialog.Title className="text-lg font-extrabold text-ink">{ADDED_TITLE}</Dialog.Title>
            <Dialog.Description className="mt-2 text-[15px] text-slate-700">
              Sepetinizde toplam {cartQuantity} ürün var.
            </Dialog.Description>
            <div className="mt-6 grid gap-2 sm:flex sm:justify-end">
              <Dialog.Close className="btn-secondary h-11 px-5">Alışverişe Devam Et</Dialog.Close>
              <Link to="/cart/" className="btn-primary h-11 px-5">
                Sepete Git
              </Link>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
