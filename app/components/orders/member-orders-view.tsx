/**
 * Siparişlerim's content (spec section 2): the list of orders with the picked order's panel.
 *   - From 1280 px the list and the panel sit side by side; narrower, one of them shows, switched
 *     by the location hash: `#detay` is the panel, anything else the list. Opening an order pushes
 *     `#detay` (the back button returns to the list); 'Siparişlerime dön' does the same.
 *   - An order opened from the list is read by a fetcher from the page's own loader (`?hash=`),
 *     without leaving the page; the same links work without JavaScript.
 *   - `?hash={orderhash}` opened an order on the server: once here, the address bar shows the
 *     list's URL again (with `#detay`, so a phone keeps the panel).
 *   - A purchase made in a store (it has a store code) opens in the store-order modal instead
 *     (spec section 2: 'store-order detail modal'), read from its own call; without JavaScript
 *     its link opens it in the panel like any other.
 *   - No orders yet: an empty state that leads back to shopping.
 */
import { useEffect, useRef, useState } from "react";
import { href, useFetcher, useLocation, useNavigate, useRevalidator } from "react-router";
import { AccountEmpty } from "#app/components/account/account-empty";
import { BagIcon } from "#app/components/icons";
import { ListingPagination } from "#app/components/listing/listing-pagination";
import { PAGE_PARAM } from "#app/components/listing/listing-state";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import type { MemberOrder, MemberOrdersPage } from "#app/domain/orders/member-orders.server";
import { MemberOrderItem, orderOpenHref } from "./member-order-item";
import { MemberOrderPanel } from "./member-order-panel";
import type { StoreOrderDialogProps } from "./store-order-dialog";

const StoreOrderDialog = lazyDialog<StoreOrderDialogProps>(() =>
  import("./store-order-dialog").then((m) => ({ default: m.StoreOrderDialog })),
);

const PANEL_HASH = "#detay";

const pageHref = (page: number) =>
  page > 1 ? `${href("/kullanici/siparislerim")}?${PAGE_PARAM}=${page}` : href("/kullanici/siparislerim");

export function MemberOrdersView({ list, selected, opened }: { list: MemberOrdersPage; selected: OrderSummary | null; opened: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Reads an order with the page's own loader (?hash=): a route the browser already knows.
  const fetcher = useFetcher<{ selected: OrderSummary | null }>();
  const revalidator = useRevalidator();
  const [order, setOrder] = useState(selected);
  // The store sale whose modal is open (it stays set while the modal closes).
  const [storeOrder, setStoreOrder] = useState<MemberOrder | null>(null);
  const [storeOrderOpen, setStoreOrderOpen] = useState(false);
  const pushedPanel = useRef(false);
  const listUrl = pageHref(list.page);
  const askedByQuery = new URLSearchParams(location.search).has("hash");
  const showPanel = location.hash === PANEL_HASH || (opened && askedByQuery);

  // Another page of the list opens its newest order.
  const page = list.page;
  useEffect(() => {
    if (!askedByQuery) setOrder(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page changes
  }, [page]);
  useEffect(() => {
    if (fetcher.data?.selected) setOrder(fetcher.data.selected);
  }, [fetcher.data]);
  // ?hash= did its work: the list's URL again, keeping the panel on phones.
  useEffect(() => {
    if (askedByQuery) void navigate(`${listUrl}${opened ? PANEL_HASH : ""}`, { replace: true, preventScrollReset: true });
  }, [askedByQuery, listUrl, opened, navigate]);

  if (list.total === 0)
    return (
      <AccountEmpty
        icon={<BagIcon size={30} />}
        title="Henüz siparişiniz bulunmuyor."
        text="Verdiğiniz siparişler burada listelenir; durumlarını buradan takip edebilirsiniz."
      />
    );

  const load = (orderHash: string) => fetcher.load(orderOpenHref(href("/kullanici/siparislerim"), orderHash));
  function open(orderHash: string) {
    const listed = list.orders.find((o) => o.orderHash === orderHash);
    if (listed?.storeCode) {
      setStoreOrder(listed);
      setStoreOrderOpen(true);
      return;
    }
    if (order?.orderHash !== orderHash) load(orderHash);
    if (location.hash !== PANEL_HASH) {
      pushedPanel.current = true;
      void navigate({ search: location.search, hash: PANEL_HASH }, { preventScrollReset: true });
    }
  }
  function back() {
    if (pushedPanel.current) {
      pushedPanel.current = false;
      void navigate(-1);
    } else void navigate(listUrl, { replace: true, preventScrollReset: true });
  }

  const loading = fetcher.state === "loading";
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[340px_minmax(0,1fr)]">
      <section aria-labelledby="siparis-listesi" className={showPanel ? "max-xl:hidden" : ""}>
        <h2 id="siparis-listesi" className="sr-only">
          Sipariş listesi
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          Toplam <strong className="text-ink">{list.total}</strong> siparişiniz var.
          {list.pageCount > 1 && (
            <span className="text-slate-500">
              {" "}
              (Sayfa {list.page} / {list.pageCount})
            </span>
          )}
        </p>
        <ul aria-label="Siparişlerim" className="grid gap-3">
          {list.orders.map((o) => (
            <li key={o.orderHash}>
              <MemberOrderItem
                order={o}
                href={orderOpenHref(href("/kullanici/siparislerim"), o.orderHash)}
                selected={o.orderNumber === order?.orderNumber}
                onOpen={() => open(o.orderHash)}
              />
            </li>
          ))}
        </ul>
        <ListingPagination current={list.page} total={list.pageCount} href={pageHref} onPage={(p) => void navigate(pageHref(p))} />
      </section>
      <section id="detay" aria-label="Sipariş detayı" className={`min-w-0 scroll-mt-24 ${showPanel ? "" : "max-xl:hidden"}`}>
        {order ? (
          <MemberOrderPanel
            order={order}
            loading={loading}
            backHref={listUrl}
            onBack={back}
            onChanged={() => {
              // The order changed (cancelled): read it again, and the list's statuses.
              load(order.orderHash);
              void revalidator.revalidate();
            }}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            Detayını görmek istediğiniz siparişi listeden seçin.
          </p>
        )}
      </section>
      <StoreOrderDialog open={storeOrderOpen} onOpenChange={setStoreOrderOpen} order={storeOrder} />
    </div>
  );
}
