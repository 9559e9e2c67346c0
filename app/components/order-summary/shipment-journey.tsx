/**
 * A parcel's journey under the product-follow table (spec sections 3, 4 and 7): for each
 * shipment its carrier and tracking code, a delivered one's date and receiver, a cancelled one's
 * description; 'Kargo Takibi' opens its steps, read from GET /cargo/ajax/cargoTracking
 * (processDate, description, branchName), or the spec's 'Bir hata oluştu. Daha sonra tekrar
 * deneyiniz.' when the carrier cannot answer.
 */
import { href } from "react-router";
import { useId, useState } from "react";
import type { CargoTracking } from "#app/domain/fulfilment/carrier";
import { CARGO_TRACKING_ERROR } from "#app/domain/fulfilment/messages";
import type { OrderSummary, SummaryShipment } from "#app/domain/orders/order-summary.server";
import { callApi, CallError } from "#app/lib/api-client";
import { TR_DATE_TIME } from "#app/lib/dates";

type Journey = { state: "closed" } | { state: "loading" } | { state: "ready"; tracking: CargoTracking } | { state: "failed" };

function Steps({ tracking }: { tracking: CargoTracking }) {
  return (
    <div className="mt-3">
      {tracking.unitDeliveryName && (
        <p className="text-xs text-slate-600">
          Teslimat birimi: <span className="font-semibold text-ink">{tracking.unitDeliveryName}</span>
        </p>
      )}
      <ol aria-label="Kargo hareketleri" className="mt-2 flex flex-col-reverse gap-0 border-l-2 border-brand-200 pl-4">
        {tracking.cargoFlowList.map((step, i) => (
          <li key={`${step.processDate}-${i}`} className="relative py-1.5">
            <span
              aria-hidden="true"
              className={`absolute top-3 -left-[23px] size-3 rounded-full border-2 border-white ${i === tracking.cargoFlowList.length - 1 ? "bg-brand-600" : "bg-brand-300"}`}
            />
            <p className="text-sm font-bold text-ink">{step.description}</p>
            <p className="text-xs text-slate-600">
              {step.processDate}
              {step.branchName && ` · ${step.branchName}`}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Shipment({ shipment, cancelled }: { shipment: SummaryShipment; cancelled: boolean }) {
  const [journey, setJourney] = useState<Journey>({ state: "closed" });
  const panelId = useId();
  const open = journey.state !== "closed";

  async function toggle() {
    if (open) return setJourney({ state: "closed" });
    setJourney({ state: "loading" });
    const query = new URLSearchParams({ trackingCode: shipment.trackingCode ?? "", cargoCompanyCode: shipment.companyCode ?? "" });
    try {
      const answer = await callApi<{ success: boolean; data?: { data?: { cargoTracking?: CargoTracking } } }>(
        `${href("/cargo/ajax/cargoTracking")}?${query}`,
      );
      const tracking = answer.data?.data?.cargoTracking;
      setJourney(answer.success && tracking ? { state: "ready", tracking } : { state: "failed" });
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      setJourney({ state: "failed" });
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-bold text-ink">{shipment.name || "Kargo"}</p>
          {shipment.trackingCode && (
            <p className="text-slate-600">
              Takip no: <span className="font-semibold tracking-wide text-ink">{shipment.trackingCode}</span>
            </p>
          )}
        </div>
        {shipment.trackingCode && shipment.companyCode && (
          <button type="button" onClick={toggle} aria-expanded={open} aria-controls={panelId} className="btn-secondary h-10 px-4 text-sm">
            {open ? "Kargo Takibini Kapat" : "Kargo Takibi"}
          </button>
        )}
      </div>
      {cancelled && shipment.statusDescription && <p className="mt-2 text-sm font-semibold text-rose-700">{shipment.statusDescription}</p>}
      {shipment.receiverName && shipment.processDate && !cancelled && (
        <p className="mt-2 text-sm text-slate-700">
          Teslim alan: <span className="font-semibold text-ink">{shipment.receiverName}</span> ·{" "}
          {TR_DATE_TIME.format(new Date(shipment.processDate))}
        </p>
      )}
      <div id={panelId} aria-live="polite">
        {journey.state === "loading" && <p className="mt-3 text-sm text-slate-600">Kargo hareketleri yükleniyor…</p>}
        {journey.state === "failed" && (
          <p role="alert" className="mt-3 text-sm font-semibold text-rose-700">
            {CARGO_TRACKING_ERROR}
          </p>
        )}
        {journey.state === "ready" && <Steps tracking={journey.tracking} />}
      </div>
    </li>
  );
}

export function ShipmentJourney({ order }: { order: OrderSummary }) {
  if (order.isOffline || order.shipments.length === 0) return null;
  const cancelled = order.follow.label === "İptal Edildi";
  return (
    <ul aria-label="Kargo bilgileri" className="mt-4 flex flex-col gap-2">
      {order.shipments.map((s) => (
        <Shipment key={s.number} shipment={s} cancelled={cancelled} />
      ))}
    </ul>
  );
}
