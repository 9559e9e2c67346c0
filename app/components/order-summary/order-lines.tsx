/**
 * The order summary table (spec section 2: "Order summary/thank-you table … desktop and mobile"):
 * on wide screens a table of image, product name with its attributes, quantity, unit price and
 * total; on phones one card per product. Both are in the page; CSS shows the one that fits.
 */
import { Link } from "react-router";
import type { SummaryLine } from "#app/domain/orders/order-summary.server";
import { formatMoney } from "#app/lib/money";

function Thumb({ line, size }: { line: SummaryLine; size: "sm" | "md" }) {
  return (
    <Link to={line.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <img
        src={line.image}
        alt=""
        width={size === "md" ? 72 : 64}
        height={size === "md" ? 86 : 77}
        loading="lazy"
        className={`rounded-xl border border-slate-100 bg-slate-50 object-cover ${size === "md" ? "h-[86px] w-[72px]" : "h-[77px] w-16"}`}
      />
    </Link>
  );
}

function NameBlock({ line }: { line: SummaryLine }) {
  return (
    <>
      <Link to={line.url} className="line-clamp-2 leading-snug font-bold text-ink hover:text-brand-700 hover:underline">
        {line.name}
      </Link>
      {line.attributes.length > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          {line.attributes.map((a) => (
            <span key={a} className="mr-3 inline-block">
              {a}
            </span>
          ))}
        </p>
      )}
      {line.isGift && <p className="mt-1 text-xs font-bold text-brand-700">Hediye listesinden</p>}
      {line.returnQuantity > 0 && (
        <p className="mt-1 text-xs font-bold text-rose-700">
          {line.returnQuantity === line.quantity ? "İade edildi" : `${line.returnQuantity} adet iade edildi`}
        </p>
      )}
      <p className="mt-0.5 text-xs text-slate-500">Ürün kodu: {line.sku}</p>
    </>
  );
}

export function OrderLines({ lines }: { lines: SummaryLine[] }) {
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <section aria-labelledby="order-lines-title" className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <h2 id="order-lines-title" className="text-lg font-black text-ink">
        Sipariş Özeti <span className="text-sm font-semibold text-slate-500">({units} ürün)</span>
      </h2>

      <table className="mt-3 hidden w-full border-collapse text-left text-[15px] md:table">
        <caption className="sr-only">Siparişteki ürünler</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-bold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-3">
              <span className="sr-only">Görsel</span>
            </th>
            <th scope="col" className="py-2 pr-3">
              Ürün
            </th>
            <th scope="col" className="py-2 pr-3 text-center">
              Adet
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Birim Fiyat
            </th>
            <th scope="col" className="py-2 text-right">
              Tutar
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="w-[88px] py-3 pr-3 align-top">
                <Thumb line={line} size="md" />
              </td>
              <td className="py-3 pr-3 align-top">
                <NameBlock line={line} />
              </td>
              <td className="py-3 pr-3 text-center align-top font-semibold whitespace-nowrap">{line.quantity}</td>
              <td className="py-3 pr-3 text-right align-top whitespace-nowrap text-slate-700">{formatMoney(line.unitPriceKurus)}</td>
              <td className="py-3 text-right align-top font-extrabold whitespace-nowrap text-ink">
                {formatMoney(line.unitPriceKurus * line.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label="Siparişteki ürünler" className="mt-2 divide-y divide-slate-100 md:hidden">
        {lines.map((line) => (
          <li key={line.id} aria-label={line.name} className="flex gap-3 py-3">
            <Thumb line={line} size="sm" />
            <div className="min-w-0 flex-1">
              <NameBlock line={line} />
              <div className="mt-2 flex items-end justify-between gap-3 text-sm">
                <span className="text-slate-600">
                  {line.quantity} adet × {formatMoney(line.unitPriceKurus)}
                </span>
                <span className="text-base font-extrabold whitespace-nowrap text-ink">
                  {formatMoney(line.unitPriceKurus * line.quantity)}
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
