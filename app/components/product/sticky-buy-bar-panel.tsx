/**
 * The sticky add-to-basket bar's visible part (loaded by StickyBuyBar once needed): the name (cut at
 * 45 / 55 characters), the chosen size, the price and 'Sepete Ekle'. Without a size it says 'Lütfen
 * Önce Beden Seçiniz' and scrolls to the size picker.
 */
import { cutTitle } from "#app/components/product-card";
import { formatMoney } from "#app/lib/money";
import { priceParts } from "./product-price";
import type { StickyBuyBarProps } from "./sticky-buy-bar";
import { variantLabel } from "./variant-rules";

export const STICKY_TITLE_DESKTOP = 55;
export const STICKY_TITLE_MOBILE = 45;

export default function StickyBuyBarPanel({ name, image, choice, pickerId, busy, onAdd }: Omit<StickyBuyBarProps, "target">) {
  if (!choice.shown) return null;
  const { pays } = priceParts(choice.shown.discountedPrice, choice.shown.original_price);

  const add = () => {
    if (choice.selected) return onAdd();
    choice.requireSize();
    document.getElementById(pickerId)?.scrollIntoView({ behavior: "smooth", block: "center" });
  };

  return (
    <section
      aria-label="Sepete ekleme çubuğu"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] backdrop-blur lg:top-0 lg:bottom-auto lg:border-t-0 lg:border-b lg:shadow-[0_8px_30px_rgba(15,23,42,0.10)]"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 md:max-lg:pr-20">
        {image && (
          <img
            src={image}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-contain max-sm:hidden"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold text-ink" title={name}>
            <span className="md:hidden">{cutTitle(name, STICKY_TITLE_MOBILE)}</span>
            <span className="max-md:hidden">{cutTitle(name, STICKY_TITLE_DESKTOP)}</span>
          </p>
          <p className="text-sm text-slate-600">
            <span>{choice.selected ? `Beden: ${variantLabel(choice.selected)}` : "Beden seçilmedi"}</span>
            <span aria-hidden="true"> · </span>
            <span className="font-extrabold text-ink">{formatMoney(pays)}</span>
          </p>
        </div>
        <button type="button" onClick={add} disabled={busy} className="btn-primary h-11 shrink-0 px-5 text-sm sm:px-8 sm:text-base">
          Sepete Ekle
        </button>
      </div>
    </section>
  );
}
