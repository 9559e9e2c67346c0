/**
 * Keeps the header's count in step after a basket call without reloading the page: call
 * `announceCartAnswer(answer)` after a successful POST /cart/add (or any answer carrying the
 * basket). The count is the answer's `cartCount` (the basket and a member's gift basket together,
 * PRODUCT.md "Basket"), else its basket's units. The header listens; the next page load reads the
 * database again.
 */
export const CART_COUNT_EVENT = "minikdunya:cart-count";

export function announceCartCount(quantity: number): void {
  if (typeof window === "undefined" || !Number.isFinite(quantity)) return;
  window.dispatchEvent(new CustomEvent<number>(CART_COUNT_EVENT, { detail: Math.max(0, Math.floor(quantity)) }));
}

/** What a basket call answers that the header counts. */
export type CountedAnswer = { cartCount?: number; cart?: { quantity: number } };

export function announceCartAnswer(answer: CountedAnswer): void {
  const count = answer.cartCount ?? answer.cart?.quantity;
  if (count !== undefined) announceCartCount(count);
}
