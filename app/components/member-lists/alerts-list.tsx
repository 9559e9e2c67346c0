/**
 * Alarmlarım (/kullanici/alarmlarim): the member's price and stock alerts with where each variant
 * stands now, each with its own 'Kaldır' (a plain form: the page's action), and below, the
 * favourites that changed since they were marked (cheaper now, or sold out).
 */
import { Form, href, Link } from "react-router";
import type { FavouriteChange, MemberAlert } from "#app/domain/member-lists/alert-views";
import { formatMoney } from "#app/lib/money";
import { TR_DATE_TIME } from "#app/lib/dates";

const named = (name: string, size: string | null) => (size ? `${name} (${size})` : name);

function AlertState({ alert }: { alert: MemberAlert }) {
  if (alert.type === "stock") {
    if (alert.notifiedAt)
      return (
        <span className="font-bold text-green-800">
          Stoğa girdi, {TR_DATE_TIME.format(new Date(alert.notifiedAt))} tarihinde haber verildi
        </span>
      );
    return alert.inStock ? (
      <span className="font-bold text-green-800">Stokta</span>
    ) : (
      <span className="text-slate-700">Tükendi · stoğa girince haber vereceğiz</span>
    );
  }
  const cheaper = alert.priceAtRequestKurus != null && alert.priceKurus < alert.priceAtRequestKurus;
  return (
    <span className={cheaper ? "font-bold text-green-800" : "text-slate-700"}>
      Alarm kurulduğunda {formatMoney(alert.priceAtRequestKurus ?? alert.priceKurus)}, şimdi {formatMoney(alert.priceKurus)}
      {cheaper ? " · fiyatı düştü" : " · düşünce haber vereceğiz"}
    </span>
  );
}

export function AlertsList({ alerts, changes, busy }: { alerts: MemberAlert[]; changes: FavouriteChange[]; busy: boolean }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="alarms-title">
        <h2 id="alarms-title" className="text-lg font-extrabold text-ink">
          Fiyat ve stok alarmlarım
        </h2>
        {alerts.length === 0 ? (
          <p className="mt-3 text-slate-600">
            Henüz alarmınız yok. Ürün sayfalarındaki <strong>Fiyat / Stok Alarmı</strong> ile fiyatı düşünce ya da stoğa girince haber
            alabilirsiniz.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {alerts.map((a) => (
              <li key={`${a.type}-${a.productId}`} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 p-3">
                <img src={a.image} alt="" width={64} height={64} className="size-16 rounded-lg bg-slate-50 object-contain" />
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                    {a.type === "stock" ? "Stok alarmı" : "Fiyat alarmı"}
                  </p>
                  <Link to={a.url} className="font-bold text-ink hover:underline">
                    {named(a.name, a.size)}
                  </Link>
                  <p className="mt-1 text-sm">
                    <AlertState alert={a} />
                  </p>
                </div>
                <Form method="post" className="max-sm:w-full">
                  <input type="hidden" name="productId" value={a.productId} />
                  <input type="hidden" name="alertType" value={a.type} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="btn-secondary h-10 px-4 text-sm max-sm:w-full"
                    aria-label={`Kaldır: ${named(a.name, a.size)} ${a.type === "stock" ? "stok" : "fiyat"} alarmı`}
                  >
                    Kaldır
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="changes-title">
        <h2 id="changes-title" className="text-lg font-extrabold text-ink">
          Favorilerimdeki değişiklikler
        </h2>
        {changes.length === 0 ? (
          <p className="mt-3 text-slate-600">Favorilerinize eklediğinizden beri fiyatı düşen ya da tükenen ürün yok.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {changes.map((c) => (
              <li key={c.productId} className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
                <img src={c.image} alt="" width={64} height={64} className="size-16 rounded-lg bg-slate-50 object-contain" />
                <div className="min-w-0 flex-1">
                  <Link to={c.url} className="font-bold text-ink hover:underline">
                    {named(c.name, c.size)}
                  </Link>
                  <p className="mt-1 text-sm">
                    {c.change === "soldOut" ? (
                      <span className="text-slate-700">Tükendi</span>
                    ) : (
                      <span className="font-bold text-green-800">
                        Fiyatı düştü: {formatMoney(c.fromKurus ?? c.priceKurus)} → {formatMoney(c.priceKurus)}
                      </span>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link to={href("/kullanici/favorilerim")} className="mt-3 inline-block text-sm font-bold text-brand-700 hover:underline">
          Tüm favorilerim
        </Link>
      </section>
    </div>
  );
}
