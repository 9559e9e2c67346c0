/**
 * The store list inside the 'Hangi Mağazada Var?' popup (see store-stock-dialog.tsx), loaded with
 * the popup's first opening.
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { StockBadge } from "#app/components/stores/stock-badge";
import { StorePhoneLink } from "#app/components/stores/store-phone-link";
import { NO_STORE_HAS_IT, NO_STORE_IN_CITY } from "#app/domain/catalog/store-stock-messages";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";

type StockRow = { Sehir: string; MagazaAdi: string; Adres: string; Telefon: string; KulMiktar: number };
type StockAnswer = CallAnswer & { result?: { StokBilgi: StockRow[]; SistemHatası: boolean; Sehirler: { id: number; name: string }[] } };
type Loaded = { rows: StockRow[]; cities: { id: number; name: string }[] };
type State = { status: "loading" } | { status: "error"; message: string } | ({ status: "ready" } & Loaded);

export const storeStockUrl = (sku: string, cityId: string) =>
  `${href("/urun/magaza-stok/:sku", { sku: encodeURIComponent(sku) })}${cityId ? `?cityId=${encodeURIComponent(cityId)}` : ""}`;

export default function StoreStockList({ sku, label }: { sku: string; label: string | null }) {
  const [cityId, setCityId] = useState("");
  const [state, setState] = useState<State>({ status: "loading" });
  const [cities, setCities] = useState<Loaded["cities"]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    callApi<StockAnswer>(storeStockUrl(sku, cityId), { signal: controller.signal })
      .then((answer) => {
        if (!answer.success || !answer.result) return setState({ status: "error", message: answerText(answer) });
        setCities(answer.result.Sehirler);
        setState({ status: "ready", rows: answer.result.StokBilgi, cities: answer.result.Sehirler });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: error instanceof CallError ? error.message : GENERIC_ERROR });
      });
    return () => controller.abort();
  }, [sku, cityId]);

  const noStoreAtAll = state.status === "ready" && state.cities.length === 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {label && <span className="font-bold text-ink">{label}</span>} {label && "· "}Ürün Kodu: {sku}
      </p>
      {!noStoreAtAll && (
        <label className="flex flex-col gap-1 text-sm font-bold text-ink">
          Şehir
          <select
            value={cityId}
            onChange={(e) => setCityId(e.target.value)}
            className="h-11 rounded-xl border-2 border-slate-200 bg-white px-3 font-semibold text-ink"
          >
            <option value="">Tüm Şehirler</option>
            {cities.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <StockResult state={state} filtered={cityId !== ""} />
    </div>
  );
}

function StockResult({ state, filtered }: { state: State; filtered: boolean }) {
  if (state.status === "loading") {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-500">
        Yükleniyor…
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-semibold text-red-700">
        {state.message}
      </p>
    );
  }
  if (state.rows.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-center text-sm font-semibold text-slate-700">
        {filtered && state.cities.length > 0 ? NO_STORE_IN_CITY : NO_STORE_HAS_IT}
      </p>
    );
  }
  return (
    <ul aria-label="Stoğu olan mağazalar" className="flex flex-col gap-3">
      {state.rows.map((row) => (
        <li
          key={`${row.Sehir}-${row.MagazaAdi}`}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="min-w-0">
            <p className="font-extrabold text-ink">{row.MagazaAdi}</p>
            <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{row.Sehir}</p>
            <p className="mt-1 text-sm text-slate-600">{row.Adres}</p>
            <StorePhoneLink phone={row.Telefon} className="mt-1 text-sm" />
          </div>
          <StockBadge units={row.KulMiktar} className="mt-1 self-start" />
        </li>
      ))}
    </ul>
  );
}
