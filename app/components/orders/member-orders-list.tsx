/**
 * Siparişlerim's content: how many orders the member has, one card per order (newest first),
 * numbered pages (?sayfa=N, followed inside the app once JavaScript runs), or, with no orders yet,
 * an empty state that leads back to shopping.
 */
import { useNavigate } from "react-router";
import { AccountEmpty } from "#app/components/account/account-empty";
import { BagIcon } from "#app/components/icons";
import { ListingPagination } from "#app/components/listing/listing-pagination";
import { PAGE_PARAM } from "#app/components/listing/listing-state";
import type { MemberOrdersPage } from "#app/domain/orders/member-orders.server";
import { MemberOrderCard } from "./member-order-card";

export const MY_ORDERS_PATH = "/kullanici/siparislerim";

const pageHref = (page: number) => (page > 1 ? `${MY_ORDERS_PATH}?${PAGE_PARAM}=${page}` : MY_ORDERS_PATH);

export function MemberOrdersList({ list }: { list: MemberOrdersPage }) {
  const navigate = useNavigate();
  if (list.total === 0) return <AccountEmpty icon={<BagIcon size={30} />} title="Henüz siparişiniz bulunmuyor." text="Verdiğiniz siparişler burada listelenir; durumlarını buradan takip edebilirsiniz." />;
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
