/**
 * Favorilerim: the member's favourite products as listing cards (the marked variant's price),
 * each with 'Favorilerimden Çıkar' (POST /urun/favorite mode=remove), or an empty state.
 */
import { useState } from "react";
import { href, useRevalidator } from "react-router";
import { AccountEmpty } from "#app/components/account/account-empty";
import { useFeedback } from "#app/components/feedback";
import { HeartIcon } from "#app/components/icons";
import { ProductCard } from "#app/components/product-card";
import type { FavouriteItem } from "#app/domain/member-lists/member-products.server";

export function FavouritesGrid({ favourites }: { favourites: FavouriteItem[] }) {
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  if (favourites.length === 0) {
    return (
      <AccountEmpty
        icon={<HeartIcon size={30} />}
        title="Favori ürününüz bulunmuyor."
        text="Ürün sayfalarındaki 'Favorilerime Ekle' ile beğendiğiniz ürünleri burada toplayabilirsiniz."
      />
    );
  }
  async function remove(productId: number) {
    setBusy(productId);
    const answer = await feedback.call<{ success: boolean; message?: string }>(
      href("/urun/favorite"),
      { method: "POST", body: { productId: String(productId), mode: "remove" } },
      { showRefusal: true },
    );
    setBusy(null);
    if (answer?.success) {
      feedback.notify({ type: "success", message: answer.message ?? "" });
      await revalidator.revalidate();
    }
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Favorilerinizde <strong className="text-ink">{favourites.length}</strong> ürün var.
      </p>
      <ul aria-label="Favorilerim" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {favourites.map((f) => (
          <li key={f.productId} className="flex flex-col gap-2">
            <ProductCard item={f.item} className="flex-1" />
            <button
              type="button"
              className="btn-secondary h-10 px-3 text-sm"
              disabled={busy === f.productId}
              onClick={() => void remove(f.productId)}
            >
              Favorilerimden Çıkar<span className="sr-only">: {f.variant}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
