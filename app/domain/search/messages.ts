/** Turkish texts of listing and search (spec section 8). */
export const NO_PRODUCTS = "Hiç ürün bulunamadı!";
export const CATEGORY_NOT_FOUND = "Kategori bulunamadı.";
