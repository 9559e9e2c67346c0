/**
 * The back office's first page (/yonetim): a warning when messages do not go out (for those who
 * resend them), today's and this month's sales, what waits for a manager, the orders by where they stand, the two charts, the ten best sellers and the
 * variants running low. A figure that has its own screen links to it.
 */
import { Link } from "react-router";
import { formatMoney } from "#app/lib/money";
import { TR_DATE_TIME } from "#app/lib/dates";
import { LOW_STOCK_MAX, type BestSeller, type Dashboard, type LowStockVariant, type SalesPart } from "#app/domain/back-office/dashboard";
import {
  CHANNELS,
  FAILED_WINDOW_HOURS,
  messageQueryString,
  OVERDUE_MINUTES,
  type DeliveryWarning,
  type MessageState,
} from "#app/domain/notifications/message-admin";
import type { Channel } from "#app/domain/notifications/kinds";
import { DailySalesChart, PaymentTypeChart } from "./sales-charts";

type Links = {
  comments?: string;
  returns?: string;
  orders?: (bucket: string) => string;
  product?: (catalogId: number) => string;
  /** The list of outgoing messages (/yonetim/bildirimler). */
  messages?: string;
};

function Figure({ label, value, detail, to }: { label: string; value: string; detail?: string; to?: string }) {
  const body = (
    <>
      <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-extrabold text-ink">{value}</p>
      {detail && <p className="text-sm text-slate-600">{detail}</p>}
    </>
  );
  const box = "block rounded-2xl border border-slate-200 bg-white p-4";
  return to ? (
    <Link to={to} className={`${box} hover:border-brand-600 focus-visible:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

function OrderCounts({ counts, link }: { counts: SalesPart["byStatus"]; link?: (bucket: string) => string }) {
  return (
    <section aria-labelledby="siparis-durumlari" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="siparis-durumlari" className="text-base font-extrabold text-ink">
        Siparişler
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
        {counts.map((s) => {
          const body = (
            <>
              <span className="block text-xl font-extrabold text-ink">{s.count.toLocaleString("tr-TR")}</span>
              <span className="text-sm text-slate-700">{s.label}</span>
            </>
          );
          return (
            <li key={s.key}>
              {link ? (
                <Link to={link(s.key)} className="block rounded-xl bg-slate-50 p-3 hover:bg-slate-100">
                  {body}
                </Link>
              ) : (
                <div className="rounded-xl bg-slate-50 p-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BestSellers({ items, link }: { items: BestSeller[]; link?: (catalogId: number) => string }) {
  return (
    <section aria-labelledby="cok-satanlar" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="cok-satanlar" className="text-base font-extrabold text-ink">
        En çok satan 10 ürün
      </h2>
      <p className="text-xs text-slate-600">Son 30 gün, iadeler düşülerek.</p>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Son 30 günde satış yok.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-1">
                Ürün
              </th>
              <th scope="col" className="py-1 text-right">
                Adet
              </th>
              <th scope="col" className="py-1 text-right">
                Ciro
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((b) => (
              <tr key={b.catalogId} className="border-b border-slate-100">
                <td className="py-1.5 pr-2">
                  {link ? (
                    <Link to={link(b.catalogId)} className="text-brand-700 hover:underline">
                      {b.name}
                    </Link>
                  ) : (
                    b.name
                  )}
                </td>
                <td className="py-1.5 text-right">{b.quantity}</td>
                <td className="py-1.5 text-right whitespace-nowrap">{formatMoney(b.salesKurus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LowStock({ variants, link }: { variants: LowStockVariant[]; link?: (catalogId: number) => string }) {
  return (
    <section aria-labelledby="azalan-stok" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="azalan-stok" className="text-base font-extrabold text-ink">
        Stoku azalanlar
      </h2>
      <p className="text-xs text-slate-600">İnternet stoku {LOW_STOCK_MAX} adet ve altında kalan varyantlar, en azı önce.</p>
      {variants.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Stoku azalan varyant yok.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-1">
                Varyant
              </th>
              <th scope="col" className="py-1">
                SKU
              </th>
              <th scope="col" className="py-1 text-right">
                Stok
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v) => (
              <tr key={v.productId} className="border-b border-slate-100">
                <td className="py-1.5 pr-2">
                  {link ? (
                    <Link to={link(v.catalogId)} className="text-brand-700 hover:underline">
                      {v.name}
                    </Link>
                  ) : (
                    v.name
                  )}
                </td>
                <td className="py-1.5 pr-2 font-mono text-xs break-all">{v.sku}</td>
                <td className="py-1.5 text-right font-bold text-red-700">{v.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One line of the warning: the count per channel, each linking to the list of those messages. */
function DeliveryLine({
  label,
  counts,
  state,
  cap,
  list,
}: {
  label: string;
  counts: Record<Channel, number>;
  state: MessageState;
  cap: number;
  list?: string;
}) {
  const channels = (Object.keys(CHANNELS) as Channel[]).filter((c) => counts[c] > 0);
  if (channels.length === 0) return null;
  return (
    <li>
      <span className="font-bold">{label}:</span>{" "}
      {channels.map((c, i) => {
        const text = `${counts[c].toLocaleString("tr-TR")}${counts[c] >= cap ? "+" : ""} ${CHANNELS[c].label}`;
        return (
          <span key={c}>
            {i > 0 && ", "}
            {list ? (
              <Link to={`${list}${messageQueryString({ state, channel: c })}`} className="font-bold underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </span>
        );
      })}
    </li>
  );
}

/** Messages that did not go out: given up lately, waiting after a failed try (the provider refusing or down), or pending long past their time (the delivery job not keeping up). */
function DeliveryAlarm({ warning, list }: { warning: DeliveryWarning; list?: string }) {
  return (
    <section aria-labelledby="mesaj-uyarisi" className="rounded-2xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
      <h2 id="mesaj-uyarisi" className="text-base font-extrabold">
        Mesaj gönderiminde sorun var
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        <DeliveryLine
          label={`Son ${FAILED_WINDOW_HOURS} saatte gönderilemeyen`}
          counts={warning.failed}
          state="failed"
          cap={warning.cap}
          list={list}
        />
        <DeliveryLine
          label="Son denemesi başarısız olan, yeniden denenecek"
          counts={warning.retrying}
          state="pending"
          cap={warning.cap}
          list={list}
        />
        <DeliveryLine
          label={`${OVERDUE_MINUTES} dakikadan uzun süredir bekleyen`}
          counts={warning.overdue}
          state="pending"
          cap={warning.cap}
          list={list}
        />
      </ul>
      {warning.retrying.email + warning.retrying.sms > 0 && (
        <p className="mt-2 text-sm">
          E-posta ya da SMS sağlayıcısı mesajları şu anda kabul etmiyor: mesajlar bekliyor ve sağlayıcı düzelince kendiliğinden
          gönderilecek.
        </p>
      )}
      {warning.overdue.email + warning.overdue.sms > 0 && (
        <p className="mt-2 text-sm">Bekleyen mesajlar birikiyor: gönderim işi çalışmıyor ya da yetişemiyor olabilir.</p>
      )}
      {warning.failed.email + warning.failed.sms > 0 && (
        <p className="mt-2 text-sm">
          Gönderilemeyenleri, sorun giderildikten sonra{" "}
          {list ? (
            <Link to={`${list}${messageQueryString({ state: "failed" })}`} className="font-bold underline">
              Bildirimler
            </Link>
          ) : (
            "Bildirimler"
          )}{" "}
          sayfasından yeniden gönderebilirsiniz.
        </p>
      )}
    </section>
  );
}

/** The parts of the dashboard the manager's role shows (a part the loader left out is null). */
export function DashboardView({ dashboard: d, links = {} }: { dashboard: Dashboard; links?: Links }) {
  const figures = [
    d.sales && (
      <Figure key="today" label="Bugünkü satış" value={formatMoney(d.sales.today.salesKurus)} detail={`${d.sales.today.orders} sipariş`} />
    ),
    d.sales && (
      <Figure key="month" label="Bu ayki satış" value={formatMoney(d.sales.month.salesKurus)} detail={`${d.sales.month.orders} sipariş`} />
    ),
    d.waitingComments != null && (
      <Figure key="comments" label="Onay bekleyen yorum" value={String(d.waitingComments)} to={links.comments} />
    ),
    d.sales && <Figure key="returns" label="Açık iade talebi" value={String(d.sales.waitingReturns)} to={links.returns} />,
    d.sales && d.sales.returnsDueSoon > 0 && (
      <Figure
        key="returnsDue"
        label="İade süresi dolmak üzere"
        value={String(d.sales.returnsDueSoon)}
        detail="ödemesi 14 gün içinde yapılmalı"
        to={links.returns}
      />
    ),
    d.stock && (
      <Figure key="soldout" label="Tükenen varyant" value={d.stock.soldOutVariants.toLocaleString("tr-TR")} detail="satıştaki ürünlerde" />
    ),
  ].filter(Boolean);
  return (
    <div className="space-y-6">
      <p className="text-xs text-slate-600">Son güncelleme: {TR_DATE_TIME.format(new Date(d.at))}</p>
      {d.deliveries && <DeliveryAlarm warning={d.deliveries} list={links.messages} />}
      {figures.length > 0 && (
        <section aria-label="Özet" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {figures}
        </section>
      )}
      {d.sales && (
        <>
          <OrderCounts counts={d.sales.byStatus} link={links.orders} />
          <div className="grid gap-4 xl:grid-cols-3">
            <div className="xl:col-span-2">
              <DailySalesChart days={d.sales.perDay} />
            </div>
            <PaymentTypeChart types={d.sales.byPaymentType} />
          </div>
        </>
      )}
      {(d.bestSellers || d.stock) && (
        <div className="grid gap-4 xl:grid-cols-2">
          {d.bestSellers && <BestSellers items={d.bestSellers} link={links.product} />}
          {d.stock && <LowStock variants={d.stock.lowStock} link={links.product} />}
        </div>
      )}
    </div>
  );
}
