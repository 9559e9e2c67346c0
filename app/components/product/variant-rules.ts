/**
 * The buying rules shared by the product page, its sticky bar and the quick view (spec sections 4,
 * 5 and 9): what a variant is called, whether it is on sale, how many units one add may carry, and
 * the Turkish messages of the stepper and the size picker.
 */
import { sizeValue } from "#app/domain/catalog/size-attribute";

export type BuyBoxVariant = {
  productId: number;
  sku: string;
  barcode: string;
  name: string;
  stock: number;
  status: string;
  price: number;
  original_price: number;
  /** One unit under the best running per-unit campaign (what the page shows); `price` when none. */
  discountedPrice: number;
  attributes: { id: number; name: string; value: string }[];
};

export const MAX_PER_ADD = 10;
/** Quick view shows stock up to this many units, then '10+' (spec section 9). */
export const QUICK_STOCK_CAP = 10;
export const CHOOSE_SIZE = "Lütfen Önce Beden Seçiniz";
export const ADDED_TITLE = "Ürün sepetinize eklendi";
export const COMING_SOON = "Yakında Stoklarda";
export const DISPLAY_ONLY_NOTE = "Bu ürün mağazalarımızda teşhir amaçlıdır.";
export const maxMessage = (max: number) => `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`;

/** The button's label: the 'Beden' value, else the variant's name. */
export function variantLabel(v: BuyBoxVariant): string {
  return sizeValue(v.attributes) || v.name;
}

export const isOnSale = (v: BuyBoxVariant) => v.stock > 0 && v.status === "active";

/** The stepper's data-max: the variant's stock, at most MAX_PER_ADD, at least 1. */
export const maxQuantityFor = (v: BuyBoxVariant | null | undefined) => (v ? Math.max(1, Math.min(v.stock, MAX_PER_ADD)) : 1);

/** Quick view's stock line: 'Stok: 10+ adet' above the cap, 'Stok: 3 adet', 'Stok: Yok'. */
export function quickStockText(v: BuyBoxVariant): string {
  if (!isOnSale(v)) return "Stok: Yok";
  return v.stock > QUICK_STOCK_CAP ? `Stok: ${QUICK_STOCK_CAP}+ adet` : `Stok: ${v.stock} adet`;
}
