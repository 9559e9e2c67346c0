/**
 * The quick view dialog of a listing card (lazy-loaded by QuickViewButton): on every opening it loads
 * GET /urun/hizli-gorunum/?catalogId= with a fetcher and shows QuickViewProduct with no size chosen.
 * A normal add closes it and shows the success popup; 'Hemen Al' keeps it under the guest's
 * login-or-continue popup (a member goes to checkout).
 */
import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import { cutTitle } from "#app/components/product-card";
import { useBuyActions } from "./buy-actions";
import type { QuickViewItem } from "./quick-view-button";
import { QUICK_VIEW_TITLE_LIMIT, QuickViewProduct, type QuickViewData } from "./quick-view-product";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export default function QuickViewDialog({
  item,
  open,
  onOpenChange,
}: {
  item: QuickViewItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<{ product: QuickViewData | null }>();
  const actions = useBuyActions({ name: item.name, image: item.image });

  useEffect(() => {
    if (open) void fetcher.load(`${href("/urun/hizli-gorunum")}/?catalogId=${item.catalog_id}`);
    // Load once per opening; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, item.catalog_id]);

  const product = fetcher.data?.product;
  const loading = fetcher.state !== "idle" && !fetcher.data;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-[91] max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 shadow-2xl focus:outline-none md:p-7"
            style={{ animation: "var(--animate-pop-in)" }}
          >
            <Dialog.Close
              aria-label="Kapat"
              className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
            {product ? (
              <QuickViewProduct
                key={product.catalogId}
                product={product}
                actions={actions}
                onAdded={() => onOpenChange(false)}
                heading={
                  <Dialog.Title className="mt-1 pr-8 text-xl leading-tight font-black text-ink" title={product.name}>
                    {cutTitle(product.name, QUICK_VIEW_TITLE_LIMIT)}
                  </Dialog.Title>
                }
              />
            ) : (
              <div className="flex min-h-48 flex-col items-center justify-center gap-3 text-center">
                <Dialog.Title className="pr-8 text-lg font-extrabold text-ink">{cutTitle(item.name, QUICK_VIEW_TITLE_LIMIT)}</Dialog.Title>
                <p className="text-sm text-slate-600" role="status">
                  {loading || !fetcher.data ? "Yükleniyor…" : PRODUCT_NOT_FOUND}
                </p>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {actions.dialogs}
    </>
  );
}
