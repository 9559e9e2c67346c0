/**
 * Karşılaştırmalarım: up to four catalogue items side by side — image, brand, name, price (with the
 * old price when discounted), rating, then every feature any of them has ('—' where one lacks it),
 * with 'Kaldır' per item (POST /kullanici/urun/karsilastirma/sil). On phones the table scrolls
 * sideways under a fixed first column.
 */
import { useState } from "react";
import { href, Link, useRevalidator } from "react-router";
import { AccountEmpty } from "#app/components/account/account-empty";
import { useFeedback } from "#app/components/feedback";
import { CompareIcon } from "#app/components/icons";
import { RatingStars } from "#app/components/rating-stars";
import type { ComparedProduct } from "#app/domain/member-lists/member-products.server";
import { COMPARISON_LIMIT } from "#app/domain/member-lists/product-buttons.messages";
import { formatMoney, parseLira } from "#app/lib/money";
import { brandUpper } from "#app/lib/turkish";

const headCell = "sticky left-0 z-10 w-28 bg-slate-50 px-3 py-3 text-left align-top text-xs font-extrabold text-slate-600 sm:w-36";
const cell = "min-w-[10.5rem] px-3 py-3 align-top text-sm text-slate-800";

export function ComparisonTable({ products }: { products: ComparedProduct[] }) {
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  if (products.length === 0) {
    return (
      <AccountEmpty
        icon={<CompareIcon size={30} />}
        title="Karşılaştırma listeniz boş."
        text={`Ürün sayfalarındaki 'Karşılaştır' ile en fazla ${COMPARISON_LIMIT} ürünü yan yana görebilirsiniz.`}
      />
    );
  }
  async function remove(catalogId: number) {
    setBusy(catalogId);
    const answer = await feedback.call<{ success: boolean; message?: string }>(
      href("/kullanici/urun/karsilastirma/sil"),
      { method: "POST", body: { catalogId: String(catalogId) } },
      { showRefusal: true },
    );
    setBusy(null);
    if (answer?.success) {
      feedback.notify({ type: "success", message: answer.message ?? "" });
      await revalidator.revalidate();
    }
  }
  const featureNames = [...new Set(products.flatMap((p) => Object.keys(p.features)))];
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Karşılaştırma listenizde <strong className="text-ink">{products.length}</strong> ürün var (en fazla {COMPARISON_LIMIT}).
      </p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full border-collapse">
          <caption className="sr-only">Karşılaştırılan ürünler</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="row" className={headCell}>
                Ürün
              </th>
              {products.map(({ item }) => {
                const price = parseLira(item.price) ?? 0;
                const original = Math.max(parseLira(item.original_price) ?? 0, price);
                return (
                  <th key={item.catalog_id} scope="col" className={`${cell} text-left font-normal`}>
                    <Link to={item.url} className="group block">
                      <img
                        src={item.image}
                        alt=""
                        width={138}
                        height={146}
                        loading="lazy"
                        className="aspect-[275/290] w-full max-w-40 rounded-xl bg-slate-50 object-cover"
                      />
                      <span className="mt-2 block text-xs font-bold text-slate-500">{brandUpper(item.brand)}</span>
                      <span className="line-clamp-3 font-extrabold text-ink group-hover:text-brand-600">{item.name}</span>
                    </Link>
                    <p className="mt-1">
                      <strong className="text-base font-black text-ink">{formatMoney(price)}</strong>
                      {original > price ? <s className="ml-2 text-xs text-slate-500">{formatMoney(original)}</s> : null}
                    </p>
                    <button
                      type="button"
                      className="btn-secondary mt-2 h-9 px-3 text-sm"
                      disabled={busy === item.catalog_id}
                      onClick={() => void remove(item.catalog_id)}
                    >
                      Kaldır<span className="sr-only">: {item.name}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100">
              <th scope="row" className={headCell}>
                Puan
              </th>
              {products.map(({ item }) => (
                <td key={item.catalog_id} className={cell}>
                  {item.rating_count > 0 ? (
                    <RatingStars rating={item.rating} count={item.rating_count} />
                  ) : (
                    <span className="text-slate-500">Henüz puanlanmadı</span>
                  )}
                </td>
              ))}
            </tr>
            {featureNames.map((name) => (
              <tr key={name} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={headCell}>
                  {name}
                </th>
                {products.map((p) => (
                  <td key={p.item.catalog_id} className={cell}>
                    {p.features[name] ?? "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
