/**
 * Description, extra sections (e.g. 'Taksit Seçenekleri') and comments: tabs on 768 px and wider,
 * a dropdown on narrower screens (spec section 2). Extra tabs go between description and comments.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { RatingStars } from "#app/components/rating-stars";
import { CommentForm } from "./comment-form";
import { TR_DATE } from "#app/lib/dates";
// The comments tab's id is the product page hash that opens it (an order's 'Değerlendir' links there).
import { REVIEWS_HASH } from "#app/domain/order-core/order-links";

/** `purchased`: the author had bought the product ('Satın aldı'). */
export type TabComment = { id: number; authorName: string; rating: number; body: string; createdAt: string; purchased: boolean };

type TabId = string;
/** A section shown as one more tab; `id` names its tab and panel ('tab-{id}', 'panel-{id}'). */
export type ExtraTab = { id: string; label: string; content: ReactNode };

/** `reviewCount`: how many ratings the product has in all (the tab's count; the list shows the latest 20). */
export function ProductTabs({
  catalogId,
  description,
  comments,
  reviewCount,
  extraTabs = [],
}: {
  catalogId: number;
  description: string;
  comments: TabComment[];
  reviewCount: number;
  extraTabs?: ExtraTab[];
}) {
  const [tab, setTab] = useState<TabId>("aciklama");
  const section = useRef<HTMLElement>(null);
  // '#degerlendirmeler' (the 'Değerlendir' link of a delivered order line) opens the comments.
  useEffect(() => {
    if (window.location.hash !== `#${REVIEWS_HASH}`) return;
    setTab(REVIEWS_HASH);
    section.current?.scrollIntoView({ block: "start" });
  }, []);
  const tabs: { id: TabId; label: string }[] = [
    { id: "aciklama", label: "Ürün Açıklaması" },
    ...extraTabs.map((t) => ({ id: t.id, label: t.label })),
    { id: "degerlendirmeler", label: `Değerlendirmeler (${reviewCount})` },
  ];
  return (
    <section ref={section} className="mt-10 scroll-mt-24" aria-label="Ürün bilgileri">
      <div role="tablist" aria-label="Ürün bilgileri" className="flex gap-1 border-b border-slate-200 max-md:hidden">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={`-mb-px border-b-2 px-5 py-3 text-sm font-extrabold transition-colors ${
              tab === t.id ? "border-brand-500 text-brand-700" : "border-transparent text-slate-500 hover:text-ink"
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <label className="md:hidden">
        <span className="sr-only">Bölüm seçin</span>
        <select
          value={tab}
          onChange={(e) => setTab(e.target.value)}
          className="h-12 w-full rounded-xl border-2 border-slate-200 bg-white px-3 font-bold text-ink"
        >
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </label>

      <div role="tabpanel" id="panel-aciklama" aria-labelledby="tab-aciklama" hidden={tab !== "aciklama"} className="py-5">
        <p className="leading-relaxed whitespace-pre-line text-slate-700">{description || "Bu ürün için açıklama eklenmemiş."}</p>
      </div>
      {extraTabs.map((t) => (
        <div key={t.id} role="tabpanel" id={`panel-${t.id}`} aria-labelledby={`tab-${t.id}`} hidden={tab !== t.id} className="py-5">
          {/* Extra panels (installments) are drawn when chosen: nothing in them is for search engines. */}
          {tab === t.id && t.content}
        </div>
      ))}
      <div
        role="tabpanel"
        id="panel-degerlendirmeler"
        aria-labelledby="tab-degerlendirmeler"
        hidden={tab !== "degerlendirmeler"}
        className="py-5"
      >
        {/* Drawn when chosen: it asks who is there as it opens. */}
        {tab === REVIEWS_HASH && <CommentForm catalogId={catalogId} reviewsHash={REVIEWS_HASH} />}
        {comments.length === 0 ? (
          <p className="mt-5 text-slate-600">Henüz değerlendirme yapılmamış.</p>
        ) : (
          <ul className="mt-5 flex flex-col gap-4">
            {comments.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-100 p-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-bold text-ink">{c.authorName}</span>
                  {c.purchased && <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-green-800">Satın aldı</span>}
                  <RatingStars rating={c.rating} />
                  <time dateTime={c.createdAt} className="text-xs text-slate-500">
                    {TR_DATE.format(new Date(c.createdAt))}
                  </time>
                </div>
                <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{c.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
