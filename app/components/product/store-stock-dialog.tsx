/**
 * 'Hangi Mağazada Var?' (spec sections 2, 7, 8): for the selected variant, the stores that hold it,
 * from GET /urun/magaza-stok/{sku}[?cityId=]. Without a chosen size the button says
 * 'Lütfen Önce Beden Seçiniz'. The popup has a city select ('Tüm Şehirler' first, then the cities
 * with stock) and the store list: name, city, address, phone (a tel: link) and availability —
 * 'Son {n} ürün' for 3 or fewer units, 'Stokta' above (the exact count is not promised).
 * No store at all: 'Seçmiş olduğunuz ürün, hiçbir mağazamızda bulunmamaktadır.'; none in the chosen
 * city: 'Satın almak istediğiniz ürün için stokları uygun olan bir mağazamız bulunmamaktadır.'
 */
import { lazy, Suspense, useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { StoreIcon } from "#app/components/icons";
import { EXTRA_BUTTON, ProductLightbox } from "./product-lightbox";
import { CHOOSE_SIZE } from "./variant-rules";

// The list and its call load with the popup's first opening.
const StoreStockList = lazy(() => import("./store-stock-list"));

export function StoreStockButton({ sku, label }: { sku: string | null; label: string | null }) {
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (sku ? setOpen(true) : feedback.notify({ type: "error", message: CHOOSE_SIZE }))}
        className={EXTRA_BUTTON}
      >
        <StoreIcon size={18} />
        Hangi Mağazada Var?
      </button>
      {sku && (
        <ProductLightbox title="Hangi Mağazada Var?" open={open} onOpenChange={setOpen}>
          {open && (
            <Suspense
              fallback={
                <p role="status" className="py-6 text-center text-sm text-slate-500">
                  Yükleniyor…
                </p>
              }
            >
              <StoreStockList key={sku} sku={sku} label={label} />
            </Suspense>
          )}
        </ProductLightbox>
      )}
    </>
  );
}
