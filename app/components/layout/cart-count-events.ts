/**
 * Keeps the header's mini-basket count in step after a basket call without reloading the page:
 * call `announceCartCount(answer.cart.quantity)` after a successful POST /cart/add (or any
 * answer carrying the basket). The header listens; the next page load reads the database again.
 */
export const CART_COUNT_EVENT = "minikdunya:cart-count";

export function announceCartCount(quantity: number): void {
  if (typeof window === "undefined" || !Number.isFinite(quantity)) return;
  window.dispatchEvent(new CustomEvent<number>(CART_COUNT_EVENT, { detail: Math.max(0, Math.floor(quantity)) }));
}
