/**
 * Quick add (spec sections 2, 4 and 6): put a variant in the basket and go straight on to pay.
 * After POST /cart/add succeeds the header count updates; then a member goes to /payment/checkout,
 * while a guest gets the login-or-continue popup (log in and come back to checkout, or continue as
 * a guest to /payment/guest-checkout, PRODUCT.md).
 *
 *   const quick = useQuickAdd();
 *   <button onClick={() => quick.add(productId, quantity)} disabled={quick.busy}>Hemen Al</button>
 *   {quick.dialog}
 */
import { useState } from "react";
import { href, useNavigate } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import { announceCartAnswer } from "#app/components/layout/cart-count-events";
import { useVisitor } from "#app/components/layout/visitor-state";

import { loginUrlReturningTo } from "#app/lib/login-url";

export { loginUrlReturningTo };

export type CheckoutChoiceProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a quick add the default; the basket's checkout button asks how to go on. */
  title?: string;
};

export type CartAnswer = {
  success: boolean;
  reason?: string;
  cart?: { quantity: number; total: number; items: { id: number; quantity: number }[] };
  /** The header's count: the basket and a member's gift basket. */
  cartCount?: number;
};

/** Whether the shopper is logged in, as the header knows it (visitor-state.tsx). */
export function useIsLoggedIn(): boolean {
  return Boolean(useVisitor().user);
}

/** POST /cart/add through the feedback helper (refusals and failures are shown); announces the new count. */
export function useAddToCart() {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const add = async (productId: number, quantity: number): Promise<CartAnswer | null> => {
    setBusy(true);
    try {
      const answer = await feedback.call<CartAnswer & { success: boolean }>(
        href("/cart/add"),
        { method: "POST", body: { productId, quantity } },
        { showRefusal: true },
      );
      if (answer?.success && answer.cart) {
        announceCartAnswer(answer);
        return answer;
      }
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}

export function useQuickAdd() {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { add: addToCart, busy } = useAddToCart();
  const [choosing, setChoosing] = useState(false);

  const add = async (productId: number, quantity: number) => {
    if (!loggedIn) CheckoutChoiceDialog.preload();
    const answer = await addToCart(productId, quantity);
    if (!answer) return;
    if (loggedIn) void navigate(href("/payment/checkout"));
    else setChoosing(true);
  };

  const dialog = <CheckoutChoiceDialog open={choosing} onOpenChange={setChoosing} />;
  return { add, busy, dialog };
}

/** The guest's choice after a quick add: log in (and come back to checkout) or continue without membership. */
export const CheckoutChoiceDialog = lazyDialog<CheckoutChoiceProps>(() =>
  import("./buy-dialogs").then((m) => ({ default: m.CheckoutChoiceDialog })),
);
