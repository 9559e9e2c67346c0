/**
 * The quick view's product (spec section 2, '/urun/hizli-gorunum/'): images, brand, name (cut at
 * 60), price and old price, the size picker with NO size chosen (PRODUCT.md), the stock of the
 * chosen size capped at 10 ('Stok: 10+ adet'), quantity stepper, 'Sepete Ekle' and 'Hemen Al', and
 * 'Ürün Detayına Git'. Shared by the listing cards' dialog and the page a direct visit gets.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BuyActions } from "./buy-actions";
import { BuyControls } from "./buy-controls";
import { ProductGallery } from "./product-gallery";
import { ProductPrice } from "./product-price";
import { useVariantChoice } from "./use-variant-choice";
import { VariantPicker } from "./variant-picker";
import { type BuyBoxVariant, isOnSale, quickStockText } from "./variant-rules";
import { brandUpper } from "#app/lib/turkish";

/** What GET /urun/hizli-gorunum/?catalogId= gives the quick view. */
export type QuickViewData = {
  catalogId: number;
  name: string;
  brand: string;
  url: string;
  type: string;
  images: string[];
  /** One thumbnail per image. */
  thumbnails: string[];
  variants: BuyBoxVariant[];
  /** Whose price shows while no size is chosen: the first in-stock variant, else the first. */
  priceProductId: number | null;
};

export const QUICK_VIEW_TITLE_LIMIT = 60;

export function QuickViewProduct({
  product,
  heading,
  actions,
  onAdded,
}: {
  product: QuickViewData;
  /** The name, cut at 60, as the page's h1 or the dialog's title. */
  heading: ReactNode;
  actions: BuyActions;
  onAdded?: () => void;
}) {
  const choice = useVariantChoice(product.variants, null, product.priceProductId);
  const { selected } = choice;
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-8">
      <div className="mx-auto w-full max-w-[272px] md:max-w-none">
        <ProductGallery images={product.images} thumbnails={product.thumbnails} name={product.name} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          {product.brand && <p className="text-sm font-extrabold tracking-wide text-brand-700">{brandUpper(product.brand)}</p>}
          {heading}
        </div>
        {choice.shown && <ProductPrice price={choice.shown.discountedPrice} originalPrice={choice.shown.original_price} size="md" />}
        <VariantPicker variants={product.variants} selectedId={choice.selectedId} onPick={choice.pick} />
        {selected ? (
          <p className={`text-sm font-bold ${isOnSale(selected) ? "text-emerald-700" : "text-red-600"}`}>{quickStockText(selected)}</p>
        ) : (
          product.type !== "teshir" && choice.available && <p className="text-sm text-slate-500">Stok bilgisi için beden seçiniz.</p>
        )}
        <BuyControls
          choice={choice}
          actions={actions}
          displayOnly={product.type === "teshir"}
          stepperId={`quick-view-quantity-${product.catalogId}`}
          compact
          onAdded={onAdded}
        />
        <Link to={product.url} className="self-start text-sm font-bold text-brand-700 underline-offset-2 hover:underline">
          Ürün Detayına Git
        </Link>
      </div>
    </div>
  );
}
