/** The in-store stock popup's Turkish messages (spec section 8), shared by its route and its page. */
export const NO_STORE_HAS_IT = "Seçmiş olduğunuz ürün, hiçbir mağazamızda bulunmamaktadır.";
export const NO_STORE_IN_CITY = "Satın almak istediğiniz ürün için stokları uygun olan bir mağazamız bulunmamaktadır.";
/** Up to this many units a store reads 'Son {n} ürün', above it 'Stokta' (the count is not promised). */
export const FEW_LEFT = 3;
export const availabilityText = (units: number) => (units <= FEW_LEFT ? `Son ${units} ürün` : "Stokta");
