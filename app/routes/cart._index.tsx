/**
 * /cart/: the basket page (spec sections 2, 3, 5, 8 and 9): lines with steppers and remove buttons,
 * tabs for the basket and the gift basket, the gift note, the free-shipping bar, totals ('Ücretsiz'
 * shipping from the threshold) and 'Alışverişi Tamamla'. The totals stick beside the lines on wide
 * screens and follow them on phones. Never indexed.
 *
 * Drawn on the server with the visitor's baskets, read from the database on every visit (prices and
 * stock re-checked; a notice says when stock changes altered the basket), so it reads without
 * JavaScript like every page. Without JavaScript its buttons are plain forms posted here (the
 * action: cart/basket-form.server.ts), answered by a redirect back with 'Sepetiniz güncellendi', or
 * the page again with the reason; the tabs are links (`?sepet=hediye`). With JavaScript the same
 * buttons use the JSON calls (use-cart-actions.ts) and the page reloads its data after each change.
 * The header's summary comes with the data (`visitor`), so the header's count is drawn with it.
 */
import { useState } from "react";
import { data, href, Link, redirect } from "react-router";
import { Tabs } from "radix-ui";
import type { Route } from "./+types/cart._index";
import { BagIcon, GiftIcon } from "#app/components/icons";
import { CartLineRow } from "#app/components/cart/cart-line-row";
import { CampaignNotices } from "#app/components/cart/campaign-lines";
import { CartSummaryBox } from "#app/components/cart/cart-summary-box";
import { FreeShippingBar } from "#app/components/cart/free-shipping-bar";
import { GiftNoteForm } from "#app/components/cart/gift-note-form";
import { useCartActions } from "#app/components/cart/use-cart-actions";
import type { VisitorHandle } from "#app/components/layout/visitor-state";
import { changeBasketByForm } from "#app/domain/cart/basket-form.server";
import type { CartLine } from "#app/domain/cart/cart-view.server";
import { visitorOf } from "#app/domain/cart/cart-view.server";
import { CART_UPDATED, EMPTY_CART } from "#app/domain/cart/messages";
import { basketPage } from "#app/domain/member-lists/basket-page.server";
import { seoMeta } from "#app/domain/seo";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

/** The page brings the header's summary of the visitor in its data (visitor-state.tsx). */
export const handle: VisitorHandle = { announcesVisitor: true };

export const meta: Route.MetaFunction = () => seoMeta({ title: "Sepetim", noindex: true });

/** Where a plain form goes back to after a change: the basket it changed, with the notice. */
const UPDATED = "durum=guncellendi";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const page = await basketPage(context.db, context.session);
  return data({ ...page, giftTab: query.get("sepet") === "hediye", updated: query.get("durum") === "guncellendi" }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const outcome = await changeBasketByForm(context.db, await visitorOf(context.session), body);
  if (outcome.ok) return redirect(`${href("/cart")}/?${outcome.gift ? "sepet=hediye&" : ""}${UPDATED}`, { status: 303, headers: NO_STORE });
  // The reason, and what was typed in the note (nothing typed is lost).
  return data(
    { error: outcome.reason, giftNote: typeof body.giftNote === "string" ? body.giftNote.slice(0, 1000) : null },
    { status: outcome.status, headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const units = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

function EmptyBasket() {
  return (
    <div className="mx-auto mt-8 flex max-w-md flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <BagIcon size={40} />
      </span>
      <p className="mt-5 text-lg font-extrabold text-ink">{EMPTY_CART}</p>
      <p className="mt-2 text-slate-600">Minik Dünya'da bebeğiniz ve çocuğunuz için binlerce ürün sizi bekliyor.</p>
      <Link to={href("/")} className="btn-primary mt-6 h-12 px-8">
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

type Tab = "sepet" | "hediye";

/** Without JavaScript the tabs are links to the page showing the other basket. */
function TabLinks({ tab, own, gifts }: { tab: Tab; own: number; gifts: number }) {
  const link = (value: Tab, to: string, icon: React.ReactNode, label: string) => (
    <a href={to} aria-current={tab === value ? "page" : undefined} data-state={tab === value ? "active" : "inactive"} className={tabClass}>
      {icon}
      {label}
    </a>
  );
  return (
    <nav aria-label="Sepet bölümleri" className="hidden gap-1 border-b border-slate-200 noscript:flex">
      {link("sepet", `${href("/cart")}/`, <BagIcon size={18} />, `Sepetim (${own})`)}
      {link("hediye", `${href("/cart")}/?sepet=hediye`, <GiftIcon size={18} />, `Hediye Sepetim (${gifts})`)}
    </nav>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, giftView, giftTo } = loaderData;
  const actions = useCartActions();
  const own = view.lines.filter((l) => !l.isGift);
  const gifts = giftView?.lines ?? [];
  // The gift basket when asked for (`?sepet=hediye`: its tab link), or when it alone holds something.
  const [tab, setTab] = useState<Tab>(loaderData.giftTab || (gifts.length > 0 && own.length === 0) ? "hediye" : "sepet");
  const shown = tab === "hediye" && giftView ? giftView : view;
  const error = actionData?.error;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-black text-ink md:text-3xl">Sepetim</h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : loaderData.updated ? (
        <p role="status" className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
          {CART_UPDATED}
        </p>
      ) : null}
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
            <Tabs.Root
              value={tab}
              onValueChange={(v) => setTab(v === "hediye" ? "hediye" : "sepet")}
              className="rounded-2xl border border-slate-200 px-4"
            >
              <Tabs.List aria-label="Sepet bölümleri" className="flex gap-1 border-b border-slate-200 noscript:hidden">
                <Tabs.Trigger value="sepet" className={tabClass}>
                  <BagIcon size={18} />
                  Sepetim ({units(own)})
                </Tabs.Trigger>
                <Tabs.Trigger value="hediye" className={tabClass}>
                  <GiftIcon size={18} />
                  Hediye Sepetim ({units(gifts)})
                </Tabs.Trigger>
              </Tabs.List>
              <TabLinks tab={tab} own={units(own)} gifts={units(gifts)} />
              <Tabs.Content value="sepet">
                <LineList lines={own} actions={actions} empty={<p>{EMPTY_CART}</p>} />
              </Tabs.Content>
              <Tabs.Content value="hediye">
                {giftTo && gifts.length > 0 ? (
                  <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-slate-700">
                    Bu hediyeler <strong className="text-ink">{giftTo.recipient}</strong> adlı üyemizin{" "}
                    <Link
                      to={href("/hediye-listesi/goster/:id", { id: String(giftTo.listId) })}
                      className="font-bold text-brand-700 underline"
                    >
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
                        <Link to={`${href("/hediye-listesi")}/`} className="font-semibold text-brand-700 underline">
                          hediye listelerinden
                        </Link>{" "}
                        aldığınız ürünler burada görünür.
                      </p>
                    </>
                  }
                />
              </Tabs.Content>
            </Tabs.Root>
            {tab === "sepet" ? (
              <GiftNoteForm
                key={view.giftNote}
                initial={actionData?.giftNote ?? view.giftNote}
                busy={actions.busy}
                onSave={(form) => void actions.save(form)}
              />
            ) : null}
            <Link to={href("/")} className="self-start text-sm font-bold text-brand-700 hover:underline">
              ← Alışverişe Devam Et
            </Link>
          </div>
          <aside aria-label="Sepet toplamı" className="lg:sticky lg:top-4">
            {tab === "hediye" && giftView ? (
              gifts.length > 0 ? (
                <CartSummaryBox
                  totals={giftView.totals}
                  checkout={{ to: `${href("/payment/checkout")}?sepet=hediye`, label: "Hediyeyi Satın Al" }}
                />
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
