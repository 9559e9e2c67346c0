/**
 * The card's installment plans (spec sections 3, 7, 9): at 6 digits the page asks
 * POST /payment/ajax/card-info/{bin}?cargoId= (with the Joker points in the body) and gets the
 * card's bank, family and plans on this order's total. Asked again when the carrier, the points or
 * the delivery type change the total. A BIN the bank does not know pays in one go (Peşin).
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { callApi, CallError } from "#app/lib/api-client";

export type InstallmentRow = {
  installmentCount: number;
  installmentExtra: number;
  installmentLabel: string;
  monthlyAmount: number;
  totalAmount: number;
};
export type CardInfo = { className: string; bankName: string; cardFamily: string; installments: InstallmentRow[] };
export type InstallmentState = { status: "idle" | "loading" | "ok" | "unknown" | "failed"; info: CardInfo | null; message: string };

type Answer = { success: boolean; reason?: string } & Partial<CardInfo>;

const IDLE: InstallmentState = { status: "idle", info: null, message: "" };

/** `ready` resolves once the session holds the page's delivery type (the lookup prices with it). */
export function useCardInstallments(
  bin: string,
  carrierId: string,
  points: string,
  deliveryType: string,
  ready: () => Promise<unknown>,
): InstallmentState {
  const [state, setState] = useState<InstallmentState & { key: string }>({ ...IDLE, key: "" });
  const key = bin.length === 6 ? `${bin}|${carrierId}|${points}|${deliveryType}` : "";

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: "loading", key }));
    void (async () => {
      try {
        await ready();
        const query = carrierId ? `?cargoId=${encodeURIComponent(carrierId)}` : "";
        const answer = await callApi<Answer>(`${href("/payment/ajax/card-info/:bin/:fastShippingValue?", { bin })}${query}`, {
          method: "POST",
          body: { cardLoyaltyPoint: points },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        if (answer.success && Array.isArray(answer.installments)) {
          setState({
            status: "ok",
            info: {
              className: answer.className ?? "",
              bankName: answer.bankName ?? "",
              cardFamily: answer.cardFamily ?? "",
              installments: answer.installments,
            },
            message: "",
            key,
          });
        } else setState({ status: "unknown", info: null, message: answer.reason ?? "", key });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: "failed", info: null, message: error instanceof CallError ? error.message : "", key });
      }
    })();
    return () => controller.abort();
  }, [key, bin, carrierId, points, ready]);

  return key && state.key === key ? state : key ? { ...IDLE, status: "loading" } : IDLE;
}
