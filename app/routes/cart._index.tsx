/**
 * /cart/: the basket page (spec sections 2, 3, 5, 8 and 9): lines with steppers and remove buttons,
 * tabs for the basket and the gift basket, the gift note, the free-shipping bar, totals ('Ücretsiz'
 * shipping from the threshold) and 'Alışverişi Tamamla'. The totals stick beside the lines on wide
 * screens and follow them on phones. Never indexed.
 *
 * The page is the same for every visitor (served from the page cache, server/page-cache.ts); its
 * data comes from GET /cart/view, read from the database on every visit (prices and stock
 * re-checked; a notice says when stock changes altered the basket), asked for once the page has
 * loaded and again after every change. Until then a visitor without a session sees the empty
 * basket (they have none) and one with a session sees the basket's outline.
 */
import { useState } from "react";
import { data, Link, useRouteLoaderData } from "react-router";
import { Tabs } from "radix-ui";
import type { Route } from "./+types/cart._index";
import { BagIcon, GiftIcon } from "#app/components/icons";
import { CartLineRow } from "#app/components/cart/cart-line-row";
import { CampaignNotices } from "#app/components/cart/campaign-lines";
import { CartSummaryBox } from "#app/components/cart/cart-summary-box";
import { FreeShippingBar } from "#app/components/cart/free-shipping-bar";
import { GiftNoteForm } from "#app/components/cart/gift-note-form";
import { useCartActions } from "#app/components/cart/use-cart-actions";
import type { ShellData } from "#app/components/layout/shell-data";
import { announceVisitor, type VisitorHandle, type VisitorSummary } from "#app/components/layout/visitor-state";
import type { CartLine, CartView } from "#app/domain/cart/cart-view.server";
import { EMPTY_CART } from "#app/domain/cart/messages";
import { GIFT_CHECKOUT_PATH, giftListPath } from "#app/domain/member-lists/gift-list-paths";
import { seoMeta } from "#app/domain/seo";
import { callApi, type CallAnswer } from "#app/lib/api-client";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor, session or not: the basket and the header's summary come from /cart/view. */
export const handle: PageCacheHandle & VisitorHandle = { pageCache: true, announcesVisitor: true };

export const CART_VIEW_URL = "/cart/view";

/** Whose gift list the gift basket goes to. */
type GiftTo = { recipient: string; listName: string; listId: number };

export const meta: Route.MetaFunction = () => seoMeta({ title: "Sepetim", noindex: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const answer = await callApi<CallAnswer & { view: CartView; giftView: CartView | null; giftTo: GiftTo | null; visitor: VisitorSummary }>(CART_VIEW_URL, { signal: request.signal });
  if (!answer.success) throw data(answer.reason ?? answer.message, { status: 500 });
  announceVisitor(answer.visitor);
  return { view: answer.view, giftView: answer.giftView, giftTo: answer.giftTo, giftTab: new URL(request.url).searchParams.get("sepet") === "hediye" };
}
clientLoader.hydrate = true as const;

/** What the server draws: the empty basket for a visitor without a session, else the basket's outline. */
export function HydrateFallback() {
  const hasSession = useRouteLoaderData<ShellData>("root")?.hasSession ?? false;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black text-ink md:text-3xl">Sepetim</h1>
      {hasSession ? <BasketOutline /> : <EmptyBasket />}
    </div>
  );
}

/** The basket's shape while its lines load. */
function BasketOutline() {
  return (
    <div aria-busy="true" className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <p className="sr-only">Sepetiniz yükleniyor…</p>
      <noscript>
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900 lg:col-span-2">
          Sepetinizi görmek için tarayıcınızda JavaScript'i açın.
        </p>
      </noscript>
      <div className="flex flex-col gap-5">
        <div className="h-16 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
      </div>
      <div className="h-64 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

const units = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

function EmptyBasket() {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <BagIcon size={40} />
      </span>
      <p className="mt-5 text-lg font-extrabold text-ink">{EMPTY_CART}</p>
      <p className="mt-2 text-slate-600">Minik Dünya'da bebeğiniz ve çocuğunuz için binlerce ürün sizi bekliyor.</p>
      <Link to="/" className="btn-primary mt-6 h-12 px-8">
        Alışverişe Başla
      </Link>
    </div>
  );
}

function LineList({ lines, actions, empty }: { lines: CartLine[]; actions: ReturnType<typeof useCartActions>; empty: React.ReactNode }) {
  if (lines.length === 0) return <div className="py-10 text-center text-slate-600">{empty}</div>;
  return (
    <ul className="divide-y divide-slate-100">
      {lines.map((line) => (
        <CartLineRow key={`${line.productId}-${line.isGift}-${line.quantity}`} line={line} actions={actions} />
      ))}
    </ul>
  );
}

const tabClass =
  "-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-3 text-sm font-extrabold text-slate-500 hover:text-ink data-[state=active]:border-brand-500 data-[state=active]:text-brand-700 sm:px-5";

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { view, giftView, giftTo } = loaderData;
  const actions = useCartActions();
  const own = view.lines.filter((l) => !l.isGift);
  const gifts = giftView?.lines ?? [];
  const [tab, setTab] = useState<"sepet" | "hediye">(gifts.length > 0 && (loaderData.giftTab || own.length === 0) ? "hediye" : "sepet");
  const shown = tab === "hediye" && giftView ? giftView : view;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black text-ink md:text-3xl">Sepetim</h1>
      {view.notice && (
        <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {view.notice}
        </p>
      )}
      {giftView?.notice && (
        <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {giftView.notice}
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <CampaignNotices notices={shown.campaignNotices} />
      </div>
      {view.lines.length === 0 && gifts.length === 0 ? (
        <EmptyBasket />
      ) : (
        <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="flex min-w-0 flex-col gap-5">
            <FreeShippingBar
              remainingKurus={shown.totals.remainingKurus}
              progress={shown.totals.progress}
              thresholdKurus={shown.totals.freeShippingThresholdKurus}
            />
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v === "hediye" ? "hediye" : "sepet")} className="rounded-2xl border border-slate-200 px-4">
              <Tabs.List aria-label="Sepet bölümleri" className="flex gap-1 border-b border-slate-200">
                <Tabs.Trigger value="sepet" className={tabClass}>
                  <BagIcon size={18} />
                  Sepetim ({units(own)})
                </Tabs.Trigger>
                <Tabs.Trigger value="hediye" className={tabClass}>
                  <GiftIcon size={18} />
                  Hediye Sepetim ({units(gifts)})
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="sepet">
                <LineList lines={own} actions={actions} empty={<p>{EMPTY_CART}</p>} />
              </Tabs.Content>
              <Tabs.Content value="hediye">
                {giftTo && gifts.length > 0 ? (
                  <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-slate-700">
                    Bu hediyeler <strong className="text-ink">{giftTo.recipient}</strong> adlı üyemizin{" "}
                    <Link to={giftListPath(giftTo.listId)} className="font-bold text-brand-700 underline">
                      {giftTo.listName}
                    </Link>{" "}
                    listesinden; siparişiniz liste sahibinin adresine gönderilir.
                  </p>
                ) : null}
                <LineList
                  lines={gifts}
                  actions={actions}
                  empty={
                    <>
                      <p className="font-bold text-ink">Hediye sepetiniz şu an boş.</p>
                      <p className="mt-1 text-sm">
                        Sevdiklerinizin{" "}
                        <Link to="/hediye-listesi/" className="font-semibold text-brand-700 underline">
                          hediye listelerinden
                        </Link>{" "}
                        aldığınız ürünler burada görünür.
                      </p>
                    </>
                  }
                />
              </Tabs.Content>
            </Tabs.Root>
            {tab === "sepet" ? <GiftNoteForm initial={view.giftNote} busy={actions.busy} onSave={(form) => void actions.save(form)} /> : null}
            <Link to="/" className="self-start text-sm font-bold text-brand-700 hover:underline">
              ← Alışverişe Devam Et
            </Link>
          </div>
          <aside aria-label="Sepet toplamı" className="lg:sticky lg:top-4">
            {tab === "hediye" && giftView ? (
              gifts.length > 0 ? (
                <CartSummaryBox totals={giftView.totals} checkout={{ to: GIFT_CHECKOUT_PATH, label: "Hediyeyi Satın Al" }} />
              ) : null
            ) : own.length > 0 ? (
              <CartSummaryBox totals={view.totals} />
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
