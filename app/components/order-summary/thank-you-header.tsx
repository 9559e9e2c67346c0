/**
 * The top of the order summary: the thank-you header with the order number and the
 * e-mail notice, then what the order's status asks of the buyer: the bank transfer details with
 * copy buttons, a cancelled order, or the confirmation. (An order never paid has no summary:
 * domain/order-core/order-status.ts.)
 */
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { formatMoney } from "#app/lib/money";
import { CopyButton } from "./copy-button";

const compactIban = (iban: string) => iban.replace(/\s+/g, "");

function Badge({ tone }: { tone: "ok" | "wait" | "fail" }) {
  const colours = { ok: "bg-emerald-100 text-emerald-600", wait: "bg-amber-100 text-amber-600", fail: "bg-rose-100 text-rose-600" }[tone];
  return (
    <span className={`flex size-14 shrink-0 items-center justify-center rounded-full md:size-16 ${colours}`} aria-hidden="true">
      <svg
        width="30"
        height="30"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {tone === "ok" && <path d="m5 12.5 4.5 4.5L19 7.5" />}
        {tone === "wait" && (
          <>
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" />
          </>
        )}
        {tone === "fail" && <path d="M7 7l10 10M17 7 7 17" />}
      </svg>
    </span>
  );
}

export function ThankYouHeader({ order }: { order: OrderSummary }) {
  const failed = order.status === "cancelled";
  const emailSent = order.personal && (order.status === "confirmed" || order.status === "awaitingTransfer");
  return (
    <header className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50 via-white to-white p-5 sm:flex-row sm:items-start md:p-7">
      <Badge tone={failed ? "fail" : order.status === "confirmed" ? "ok" : "wait"} />
      <div className="min-w-0">
        <h1 className="text-2xl font-black text-ink md:text-3xl">{failed ? "Siparişiniz iptal edildi" : "Siparişiniz alındı!"}</h1>
        <p className="mt-1.5 text-slate-700">
          Sipariş numaranız: <strong className="font-black tracking-wide text-ink">{order.orderNumber}</strong>
          <span className="mx-2 hidden text-slate-300 sm:inline" aria-hidden="true">
            |
          </span>
          <span className="block whitespace-nowrap text-sm text-slate-500 sm:inline sm:text-base sm:text-slate-700">{order.dateText}</span>
        </p>
        {!failed && <p className="mt-3 font-semibold text-ink">Minik Dünya'yı tercih ettiğiniz için teşekkür ederiz.</p>}
        {emailSent ? (
          <p className="mt-1 text-sm text-slate-600">
            Sipariş onayınız ile Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'nin bir kopyası{" "}
            <strong className="break-all text-ink">{order.email}</strong> adresine gönderildi.
          </p>
        ) : null}
      </div>
    </header>
  );
}

function Note({ tone, title, children }: { tone: "ok" | "wait" | "fail"; title: string; children: React.ReactNode }) {
  const box = { ok: "border-emerald-200 bg-emerald-50", wait: "border-amber-200 bg-amber-50", fail: "border-rose-200 bg-rose-50" }[tone];
  return (
    <section aria-labelledby="status-note-title" className={`rounded-2xl border p-5 ${box}`}>
      <h2 id="status-note-title" className="text-lg font-black text-ink">
        {title}
      </h2>
      <div className="mt-2 text-[15px] text-slate-700">{children}</div>
    </section>
  );
}

function TransferDetails({ order }: { order: OrderSummary }) {
  const transfer = order.payment?.transfer;
  if (!transfer) return null;
  const row = "flex flex-col gap-1 border-b border-amber-200/70 py-2.5 last:border-b-0 sm:flex-row sm:items-center sm:gap-4";
  return (
    <dl className="mt-3 rounded-xl border border-amber-200 bg-white px-4">
      <div className={row}>
        <dt className="w-32 shrink-0 text-sm text-slate-500">Banka</dt>
        <dd className="font-bold text-ink">{transfer.bankName}</dd>
      </div>
      <div className={row}>
        <dt className="w-32 shrink-0 text-sm text-slate-500">Alıcı</dt>
        <dd className="font-bold text-ink">{transfer.accountName}</dd>
      </div>
      <div className={row}>
        <dt className="w-32 shrink-0 text-sm text-slate-500">IBAN</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="font-mono text-[13px] font-bold text-ink sm:text-[15px] sm:tracking-wide" data-testid="transfer-iban">
            {transfer.iban}
          </span>
          <CopyButton value={compactIban(transfer.iban)} label="IBAN'ı kopyala" />
        </dd>
      </div>
      <div className={row}>
        <dt className="w-32 shrink-0 text-sm text-slate-500">Açıklama</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="font-mono text-[15px] font-bold text-ink">{order.orderNumber}</span>
          <CopyButton value={order.orderNumber} label="Sipariş numarasını kopyala" />
        </dd>
      </div>
      <div className={row}>
        <dt className="w-32 shrink-0 text-sm text-slate-500">Tutar</dt>
        <dd className="text-lg font-black text-ink">{formatMoney(order.totals.grandTotalKurus)}</dd>
      </div>
    </dl>
  );
}

export function StatusNote({ order }: { order: OrderSummary }) {
  switch (order.status) {
    case "awaitingTransfer":
      return (
        <Note tone="wait" title="Havale / EFT ile ödemenizi bekliyoruz">
          <p>
            Lütfen <strong>{formatMoney(order.totals.grandTotalKurus)}</strong> tutarını aşağıdaki hesaba, açıklama alanına sipariş
            numaranızı yazarak gönderiniz. Siparişiniz ödemeniz hesabımıza ulaştığında hazırlanmaya başlar.
          </p>
          <TransferDetails order={order} />
        </Note>
      );
    case "cancelled":
      return (
        <Note tone="fail" title="Siparişiniz iptal edildi">
          <p>Bu sipariş iptal edildi. Ödemesi alındıysa tutarı ödediğiniz yönteme iade edilir; sorularınız için bize ulaşabilirsiniz.</p>
        </Note>
      );
    default:
      return (
        <Note tone="ok" title="Siparişiniz onaylandı">
          <p>
            {order.fulfilment === "email"
              ? "Hediye kartı kodu e-posta ile gönderildi; kargo ile gönderilecek bir ürün yok."
              : order.deliveryType === "getShop"
                ? "Siparişiniz seçtiğiniz mağazaya gönderilecek; teslim almaya hazır olduğunda size SMS ve e-posta ile haber vereceğiz."
                : "Siparişiniz hazırlanmaya başlandı; kargoya verildiğinde size SMS ve e-posta ile haber vereceğiz."}
          </p>
        </Note>
      );
  }
}
