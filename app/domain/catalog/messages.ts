/** Turkish texts about the catalogue that several pages and calls share (spec section 8). */

/** A product (a catalogue item, a variant, a SKU) that is not there or not on sale. */
export const PRODUCT_NOT_FOUND = "Ürün bulunamadı.";
