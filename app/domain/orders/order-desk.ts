/**
 * What a manager may do to an order now (the after-sales moves), decided from
 * the order as it stands: the one rule the order page (which buttons it shows), the server (which
 * posts it refuses, 409 with the reason) and the tests share. The parcel's moves themselves are
 * shipment-states.ts (asked again by fulfil.server.ts when the move is written), a return's
 * return-states.ts. Pure, with the forms' zod schemas (the page checks them before sending, the
 * server again).
 */
import { z } from "zod";
import { canMoveReturn, type ReturnStatus } from "./return-states";
import { canCancel, stageOf } from "#app/domain/fulfilment/shipment-states";
import { letterName } from "#app/lib/validation";

export const ORDER_ACTIONS = {
  confirmTransfer: "Havaleyi Onayla",
  pack: "Hazırlamaya Başla",
  ship: "Kargoya Ver",
  deliver: "Teslim Edildi",
  cancel: "İptal Et ve Ücreti İade Et",
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;
export const isOrderAction = (value: unknown): value is OrderAction => typeof value === "string" && Object.hasOwn(ORDER_ACTIONS, value);

export const RETURN_ACTIONS = {
  returnApprove: { to: "approved", label: "Onayla" },
  returnReject: { to: "rejected", label: "Reddet" },
  returnReceive: { to: "received", label: "Depoya Ulaştı" },
  returnRefund: { to: "refunded", label: "Ücreti İade Et" },
} as const satisfies Record<string, { to: ReturnStatus; label: string }>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;
export const isReturnAction = (value: unknown): value is ReturnAction => typeof value === "string" && Object.hasOwn(RETURN_ACTIONS, value);

/** Why each move is refused when the order does not allow it (409). */
export const ACTION_REFUSED: Record<OrderAction, string> = {
  confirmTransfer: "Bu sipariş havale beklemiyor; ödemesi zaten onaylanmış ya da sipariş iptal edilmiş.",
  pack: "Yalnızca ödemesi alınmış ve henüz hazırlanmaya başlanmamış siparişler hazırlanmaya alınabilir.",
  ship: "Yalnızca hazırlanmakta olan siparişler kargoya verilebilir.",
  deliver: "Yalnızca kargodaki siparişler teslim edildi olarak işaretlenebilir.",
  cancel: "Kargoya verilmiş, teslim edilmiş ya da iptal edilmiş siparişler iptal edilemez.",
};

export type OrderFacts = {
  status: string;
  isOffline: boolean;
  shipmentStatusCode: number;
  /** Something to ship (not gift cards alone). */ ships: boolean;
};

/** Whether the order allows the move now. */
export function orderActionAllowed(action: OrderAction, o: OrderFacts): boolean {
  const stage = stageOf(o.shipmentStatusCode);
  const moving = o.status === "confirmed" && !o.isOffline && o.ships;
  switch (action) {
    case "confirmTransfer":
      return o.status === "awaitingTransfer";
    case "pack":
      return moving && stage === "received";
    case "ship":
      return moving && stage === "packaging";
    case "deliver":
      return moving && stage === "shipped";
    case "cancel":
      return canCancel(o);
  }
}

/** The moves the order allows now, in the order of its life. */
export const allowedOrderActions = (o: OrderFacts): OrderAction[] =>
  (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((a) => orderActionAllowed(a, o));

/** The moves a return request in `status` allows now. */
export const allowedReturnActions = (status: ReturnStatus): ReturnAction[] =>
  (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((a) => canMoveReturn(status, RETURN_ACTIONS[a].to));

export const CARRIER_REQUIRED = "Lütfen kargo firmasını seçiniz.";
export const TRACKING_REQUIRED = "Lütfen kargo takip numarasını giriniz.";
export const TRACKING_RULE = "Takip numarası 6 ile 30 arasında harf, rakam ya da tireden oluşmalıdır.";
export const RECEIVER_RULE = "Lütfen teslim alan kişinin adını giriniz (en az 2 harf).";

/** 'Kargoya Ver': the carrier (shipping_companies) and the tracking number the carrier gave. */
export const shipSchema = z.object({
  carrierId: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined),
    z.number({ error: CARRIER_REQUIRED }).int().positive({ error: CARRIER_REQUIRED }),
  ),
  trackingCode: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v),
    z
      .string({ error: TRACKING_REQUIRED })
      .min(1, { error: TRACKING_REQUIRED })
      .regex(/^[A-Z0-9-]{6,30}$/, { error: TRACKING_RULE }),
  ),
});
export type ShipInput = z.infer<typeof shipSchema>;

/** 'Teslim Edildi': who took the parcel. */
export const deliverSchema = z.object({ receiverName: letterName(2, RECEIVER_RULE) });
export type DeliverInput = z.infer<typeof deliverSchema>;
