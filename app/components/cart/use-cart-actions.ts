/**
 * What the basket page does to the basket (spec sections 5, 7, 8 and 9): the stepper sends a signed
 * change to POST /cart/add (never past the maximum: the spec's message shows without a call), a
 * line goes after a confirmation through POST /cart/remove, and the basket form (gift note and
 * quantities) is saved through POST /cart/save. After each success: the header count updates,
 * 'Sepetiniz güncellendi' shows, and the page reloads its data 1 s later.
 */
import { useEffect, useRef, useState } from "react";
import { href, useRevalidator } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { announceCartAnswer } from "#app/components/layout/cart-count-events";
import type { CartAnswer } from "#app/components/product/quick-add";
import { maxMessage } from "#app/components/product/variant-rules";
import { CART_UPDATED, REMOVE_CONFIRM } from "#app/domain/cart/messages";

/** Spec section 9: reload 1 second after a stepper update. */
export const RELOAD_AFTER_MS = 1000;

export type StepLine = { productId: number; name: string; quantity: number; max: number; isGift: boolean };

export function useCartActions() {
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const reloadSoon = (delayMs: number) => {
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => void revalidator.revalidate(), delayMs);
  };

  /** Runs one basket call; on success announces the count and the notice, then reloads after `reloadMs`. */
  const run = async (url: string, body: unknown, reloadMs = RELOAD_AFTER_MS): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await feedback.call<CartAnswer>(url, { method: "POST", body }, { showRefusal: true });
      if (answer?.success && answer.cart) {
        announceCartAnswer(answer);
        feedback.notify({ type: "success", message: CART_UPDATED });
        reloadSoon(reloadMs);
        return true;
      }
      // Refused (stock changed meanwhile…): show the basket as it is now.
      if (answer) reloadSoon(0);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The stepper asked for `next` units of a line: clamped between 1 and the line's maximum. */
  const step = async (line: StepLine, next: number): Promise<boolean> => {
    if (next > line.max) {
      feedback.notify({ type: "info", message: maxMessage(line.max) });
      return false;
    }
    if (next < 1 || next === line.quantity) return false;
    return run(href("/cart/add"), { productId: line.productId, quantity: next - line.quantity });
  };

  const remove = async (line: StepLine): Promise<boolean> => {
    const sure = await feedback.confirm({ title: "Ürünü Çıkar", message: REMOVE_CONFIRM, confirmText: "Evet, Çıkar" });
    if (!sure) return false;
    // A removed line leaves the page at once.
    return run(href("/cart/remove"), { productId: line.productId, isGift: line.isGift }, 0);
  };

  /** Saves the serialized basket form (gift note, quantities). */
  const save = (form: HTMLFormElement) => run(href("/cart/save"), new URLSearchParams(new FormData(form) as unknown as string[][]));

  return { step, remove, save, busy: busy || revalidator.state === "loading" };
}
