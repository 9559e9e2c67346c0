/**
 * `/bize-ulasin#orderNu={orderhash}` (spec section 2): the fragment never reaches the server, so
 * the page reads it (on load and whenever it changes) and asks GET /bize-ulasin/siparis-numarasi
 * for the order's number. Only the member who placed the order gets it; for anyone else, or when
 * the call fails, nothing happens and the field stays as it is.
 */
import { useEffect, useEffectEvent } from "react";
import { href, useLocation } from "react-router";
import { callApi, type CallAnswer } from "#app/lib/api-client";

/** The order hash a location's fragment names ('#orderNu=…'), or null. */
export const orderHashOf = (fragment: string) => new URLSearchParams(fragment.replace(/^#/, "")).get("orderNu") || null;

export function useOrderNumberFromHash(signedIn: boolean, onFound: (orderNumber: string) => void) {
  const found = useEffectEvent(onFound);
  // Empty while the page is drawn on the server; the browser's own once the page runs.
  const orderHash = orderHashOf(useLocation().hash);
  useEffect(() => {
    // A guest's answer is always 'log in': no call.
    if (!signedIn || !orderHash) return;
    const controller = new AbortController();
    callApi<CallAnswer & { orderNumber?: string }>(`${href("/bize-ulasin/siparis-numarasi")}?orderNu=${encodeURIComponent(orderHash)}`, {
      signal: controller.signal,
    })
      .then((answer) => {
        if (answer.success && answer.orderNumber) found(answer.orderNumber);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [signedIn, orderHash]);
}
