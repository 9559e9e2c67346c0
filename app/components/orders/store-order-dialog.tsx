/**
 * The store-order detail modal (spec section 2 'store-order detail modal', section 7 GET
 * /ajax/get-order-detail-by-store/{no}?storeCode, section 8 'Hata Oluştu' / 'Sipariş detayı
 * bulunmadı.'): Siparişlerim opens it for a purchase made in one of the shop's stores. It asks the
 * call when it opens and shows the store, the date, the status (a store sale is always delivered),
 * the products with their prices, the totals and how it was paid; a failed call says the spec's
 * messages in the modal. Loaded the first time one opens (member-orders-view.tsx, lazyDialog).
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { Dialog } from "radix-ui";
import { useReturnFocus } from "#app/components/feedback/return-focus";
import { StoreIcon } from "#app/components/icons";
import type { MemberOrder } from "#app/domain/orders/member-orders.server";
import type { orderDetailJson } from "#app/domain/orders/order-detail.server";
import { ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";
import { StatusBadge } from "./status-badge";
import { GrandTotalRow, TotalsRow } from "./totals-rows";

type Detail = ReturnType<typeof orderDetailJson>;
type DetailAnswer = CallAnswer & { result?: Detail };

/** Money in the call's JSON is TL (two decimals at most); pages format kuruş. */
const kurus = (lira: number) => Math.round(lira * 100);

export type StoreOrderDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; order: MemberOrder | null };

type Shown = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; detail: Detail };

function useStoreOrder(order: MemberOrder | null, open: boolean): Shown {
  const [shown, setShown] = useState<Shown>({ state: "loading" });
  const key = order ? `${order.orderNumber}:${order.storeCode}` : "";
  useEffect(() => {
    if (!open || !order?.storeCode) return;
    const abort = new AbortController();
    setShown({ state: "loading" });
    callApi<DetailAnswer>(
      `${href("/ajax/get-order-detail-by-store/:no", { no: encodeURIComponent(order.orderNumber) })}?${new URLSearchParams({ storeCode: order.storeCode })}`,
      { signal: abort.signal },
    )
      .then((answer) =>
        setShown(
          answer.success && answer.result
            ? { state: "ready", detail: answer.result }
            : { state: "error", message: answer.success ? ORDER_NOT_FOUND : answerText(answer) },
        ),
      )
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setShown({ state: "error", message: e instanceof CallError ? e.message : ORDER_NOT_FOUND });
      });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the order's number and store say which order
  }, [key, open]);
  return shown;
}

function Lines({ detail }: { detail: Detail }) {
  return (
    <ul aria-label="Ürünler" className="divide-y divide-slate-100 border-y border-slate-100">
      {detail.items.map((line, i) => (
        <li key={`${line.sku}-${i}`} className="flex gap-3 py-3">
          <img
            src={line.image}
            alt=""
            width={46}
            height={55}
            loading="lazy"
            className="h-[55px] w-[46px] shrink-0 rounded-lg border border-slate-100 bg-slate-50 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-snug font-bold text-ink">{line.name}</p>
            {line.attributes.length > 0 ? <p className="text-xs text-slate-600">{line.attributes.join(", ")}</p> : null}
            <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
              {line.quantity} adet × {formatMoney(kurus(line.unit_price))}
            </p>
          </div>
          <p className="shrink-0 text-sm font-extrabold whitespace-nowrap text-ink tabular-nums">{formatMoney(kurus(line.total_price))}</p>
        </li>
      ))}
    </ul>
  );
}

function Totals({ detail }: { detail: Detail }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      <TotalsRow label="Ürünler" value={formatMoney(kurus(detail.itemstotal))} />
      {detail.totaldiscount > 0 ? <TotalsRow label="İndirim" tone="minus" value={`-${formatMoney(kurus(detail.totaldiscount))}`} /> : null}
      {detail.voucher_discount > 0 ? (
        <TotalsRow label="Hediye Çeki" tone="minus" value={`-${formatMoney(kurus(detail.voucher_discount))}`} />
      ) : null}
      {detail.joker_point > 0 ? <TotalsRow label="Joker Puan" tone="minus" value={`-${formatMoney(detail.joker_point * 100)}`} /> : null}
      <GrandTotalRow kurus={kurus(detail.total_price)} testId="magaza-siparis-toplam" />
    </dl>
  );
}

export function StoreOrderDialog({ open, onOpenChange, order }: StoreOrderDialogProps) {
  const shown = useStoreOrder(order, open);
  const returnFocus = useReturnFocus();
  const failed = shown.state === "error";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          aria-busy={shown.state === "loading"}
          className="modal-panel z-[96] flex max-h-[calc(100dvh-2rem)] max-w-lg flex-col overflow-hidden p-0"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 pt-5 pb-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-extrabold text-ink">{failed ? ORDER_ERROR_TITLE : "Mağaza Alışverişi"}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                Sipariş No: <span className="font-bold text-ink tabular-nums">{order?.orderNumber}</span>
              </Dialog.Description>
            </div>
            {order && !failed ? <StatusBadge label={order.statusLabel} tone={order.statusTone} srPrefix="Durum: " /> : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {shown.state === "loading" ? (
              <p role="status" className="py-8 text-center text-sm text-slate-600">
                Sipariş detayı yükleniyor…
              </p>
            ) : shown.state === "error" ? (
              <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800">
                {shown.message}
              </p>
            ) : (
              <div className="grid gap-4">
                <div className="grid gap-1 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
                  <p className="flex items-center gap-2 font-extrabold text-ink">
                    <StoreIcon size={18} className="shrink-0 text-brand-700" />
                    {shown.detail.storename ?? "Mağaza"}
                  </p>
                  <p>
                    Alışveriş tarihi: <time dateTime={shown.detail.date}>{TR_DATE_TIME.format(new Date(shown.detail.date))}</time>
                  </p>
                  {shown.detail.paymentdescription ? <p>Ödeme: {shown.detail.paymentdescription}</p> : null}
                </div>
                <Lines detail={shown.detail} />
                <Totals detail={shown.detail} />
              </div>
            )}
          </div>
          <div className="border-t border-slate-100 px-5 py-4">
            <Dialog.Close className="btn-secondary h-11 w-full px-6 sm:w-auto">Kapat</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
