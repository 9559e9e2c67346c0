/**
 * The header mini-basket's dropdown (see mini-basket.tsx): GET /cart/mini each time it opens and
 * after a basket change while it is open; up to 5 lines with 46x55 images, the total, 'Sepete Git'
 * and 'Alışverişi Tamamla'. A member's gift basket (Hediye Sepetim) follows apart, with its own way
 * to pay ('Hediyeyi Satın Al'); the title counts both, as the header does. Loaded with the
 * dropdown's first opening.
 */
import { useCallback, useEffect, useState } from "react";
import { href, Link } from "react-router";
import { CheckoutButton } from "#app/components/cart/checkout-button";
import { CampaignLines, CampaignNotices } from "#app/components/cart/campaign-lines";
import type { CartItemJson } from "#app/domain/cart/cart-view.server";
import { EMPTY_CART } from "#app/domain/cart/messages";
import { callApi, type CallAnswer } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";
import { formatMoney, parseLira } from "#app/lib/money";
import { CART_COUNT_EVENT } from "./cart-count-events";
import { sizeValue } from "#app/domain/catalog/size-attribute";

const SHOWN_LINES = 5;
const SHOWN_GIFT_LINES = 3;

/** GET /cart/mini: lines in the spec's Cart item shape. */
type MiniAnswer = CallAnswer & {
  notice: string | null;
  campaignNotices: string[];
  cartCount: number;
  cart: {
    quantity: number;
    subtotal: number;
    campaigns: { id: number; title: string; discount: number }[];
    total: number;
    items: CartItemJson[];
  };
  gift: { quantity: number; total: number; items: CartItemJson[]; to: { recipient: string; listName: string } | null } | null;
};
type State = { status: "loading" } | { status: "error" } | { status: "ready"; answer: MiniAnswer };

const lira = (tl: number) => formatMoney(parseLira(tl) ?? 0);

function MiniLine({ item }: { item: CartItemJson }) {
  const size = sizeValue(item.product.attribute_values);
  return (
    <li className="flex gap-3 py-3">
      <img
        src={item.image}
        alt=""
        width={46}
        height={55}
        className="h-[55px] w-[46px] shrink-0 rounded-md border border-slate-100 bg-slate-50 object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link to={item.product.catalog.url} className="line-clamp-2 text-sm leading-snug font-bold text-ink hover:text-brand-700">
          {item.product.catalog.name}
        </Link>
        {size && <p className="text-xs text-slate-500">Beden: {size}</p>}
        <p className="mt-0.5 text-xs text-slate-600">
          {item.quantity} × {lira(item.unit_price)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-extrabold text-ink">{lira(item.totalPrice)}</p>
    </li>
  );
}

function Lines({ items, shown }: { items: CartItemJson[]; shown: number }) {
  const more = items.length - shown;
  return (
    <>
      <ul className="max-h-[360px] divide-y divide-slate-100 overflow-y-auto">
        {items.slice(0, shown).map((item) => (
          <MiniLine key={`${item.id}-${item.product.catalog.url}-${item.totalPrice}`} item={item} />
        ))}
      </ul>
      {more > 0 && <p className="pt-1 text-xs font-semibold text-slate-500">ve {more} ürün daha</p>}
    </>
  );
}

/** Hediye Sepetim: the gifts bought from someone's list, paid on their own. */
function GiftPart({ gift }: { gift: NonNullable<MiniAnswer["gift"]> }) {
  return (
    <section aria-labelledby="mini-hediye" className="mt-3 rounded-xl border border-brand-100 bg-brand-50/60 p-3">
      <h3 id="mini-hediye" className="flex items-center justify-between gap-2 text-sm font-black text-ink">
        <span>Hediye Sepetim</span>
        <span className="font-semibold text-slate-500">({gift.quantity} ürün)</span>
      </h3>
      {gift.to ? (
        <p className="text-xs text-slate-600">
          {gift.to.recipient} · {gift.to.listName}
        </p>
      ) : null}
      <Lines items={gift.items} shown={SHOWN_GIFT_LINES} />
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-brand-100 pt-2">
        <span className="text-sm font-black text-ink">{lira(gift.total)}</span>
        <span className="flex gap-3 text-sm font-bold">
          <Link to={`${href("/cart")}?sepet=hediye`} className="text-brand-700 hover:underline">
            Hediye Sepeti
          </Link>
          <Link to={`${href("/payment/checkout")}?sepet=hediye`} className="text-brand-700 hover:underline">
            Hediyeyi Satın Al
          </Link>
        </span>
      </div>
    </section>
  );
}

function Panel({ state }: { state: State }) {
  if (state.status === "loading") return <p className="py-6 text-center text-sm text-slate-500">Sepetiniz yükleniyor…</p>;
  if (state.status === "error") return <p className="py-6 text-center text-sm text-red-700">{GENERIC_ERROR}</p>;
  const { cart, gift, notice, campaignNotices } = state.answer;
  if (cart.items.length === 0)
    return (
      <>
        <p className="py-6 text-center text-sm font-semibold text-slate-600">{EMPTY_CART}</p>
        {gift ? <GiftPart gift={gift} /> : null}
      </>
    );
  return (
    <>
      {notice && <p className="mb-2 rounded-lg bg-amber-50 p-2 text-xs font-semibold text-amber-900">{notice}</p>}
      <Lines items={cart.items} shown={SHOWN_LINES} />
      {campaignNotices.length > 0 && <CampaignNotices notices={campaignNotices} />}
      {cart.campaigns.length > 0 && (
        <dl className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Ara Toplam</dt>
            <dd className="font-bold text-ink">{lira(cart.subtotal)}</dd>
          </div>
          <CampaignLines campaigns={cart.campaigns.map((c) => ({ id: c.id, title: c.title, discountKurus: parseLira(c.discount) ?? 0 }))} />
        </dl>
      )}
      <p className="mt-3 flex items-center justify-between border-t border-slate-200 pt-3">
        <span className="text-sm font-bold text-slate-600">Toplam</span>
        <span className="text-lg font-black text-ink">{lira(cart.total)}</span>
      </p>
      {gift ? <GiftPart gift={gift} /> : null}
    </>
  );
}

export default function MiniBasketPanel({ open }: { open: boolean }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(async () => {
    try {
      setState({ status: "ready", answer: await callApi<MiniAnswer>(href("/cart/mini")) });
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    void load();
    const onCount = () => void load();
    window.addEventListener(CART_COUNT_EVENT, onCount);
    return () => window.removeEventListener(CART_COUNT_EVENT, onCount);
  }, [open, load]);

  return (
    <div role="region" aria-label="Sepet özeti" hidden={!open} className="absolute top-full right-0 z-40 w-[380px] pt-2 max-lg:hidden">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl">
        <p className="mb-1 text-sm font-black text-ink">
          Sepetim {state.status === "ready" && <span className="font-semibold text-slate-500">({state.answer.cartCount} ürün)</span>}
        </p>
        <Panel state={state} />
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Link to={`${href("/cart")}/`} className="btn-secondary h-11 px-3 text-sm">
            Sepete Git
          </Link>
          {state.status === "ready" && state.answer.cart.items.length > 0 ? (
            <CheckoutButton className="h-11 px-3 text-sm" />
          ) : (
            <Link to={href("/")} className="btn-primary h-11 px-3 text-sm">
              Alışverişe Başla
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
