/**
 * Siparişlerim's content: how many orders the member has, one card per order (newest first),
 * numbered pages (?sayfa=N, followed inside the app once JavaScript runs), or, with no orders yet,
 * an empty state that leads back to shopping.
 */
import { Link, useNavigate } from "react-router";
import { BagIcon } from "#app/components/icons";
import { ListingPagination } from "#app/components/listing/listing-pagination";
import { PAGE_PARAM } from "#app/components/listing/listing-state";
import type { MemberOrdersPage } from "#app/domain/orders/member-orders.server";
import { MemberOrderCard } from "./member-order-card";

export const MY_ORDERS_PATH = "/kullanici/siparislerim";

const pageHref = (page: number) => (page > 1 ? `${MY_ORDERS_PATH}?${PAGE_PARAM}=${page}` : MY_ORDERS_PATH);

export function MemberOrdersEmpty() {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-200 px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
        <BagIcon size={30} />
      </span>
      <h2 className="mt-4 text-lg font-black text-ink">Henüz siparişiniz bulunmuyor.</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">Verdiğiniz siparişler burada listelenir; durumlarını buradan takip edebilirsiniz.</p>
      <Link to="/" className="btn-primary mt-6 h-11 px-6">
        Alışverişe Başla
      </Link>
    </div>
  );
}

export function MemberOrdersList({ list }: { list: MemberOrdersPage }) {
  const navigate = useNavigate();
  if (list.total === 0) return <MemberOrdersEmpty />;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Toplam <strong className="text-ink">{list.total}</strong> siparişiniz var.
        {list.pageCount > 1 && (
          <span className="text-slate-500">
            {" "}
            (Sayfa {list.page} / {list.pageCount})
          </span>
        )}
      </p>
      <ul aria-label="Siparişlerim" className="grid gap-4">
        {list.orders.map((order) => (
          <li key={order.orderHash}>
            <MemberOrderCard order={order} />
          </li>
        ))}
      </ul>
      <ListingPagination current={list.page} total={list.pageCount} href={pageHref} onPage={(page) => void navigate(pageHref(page))} />
    </>
  );
}
