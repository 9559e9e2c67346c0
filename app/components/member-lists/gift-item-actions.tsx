/**
 * A gift list item's buttons on the list's page (spec sections 5, 7, 8): 'Hediye Et' puts
 * one unit in the visitor's gift basket (GET /cart/add_wish_list_item/{id}; a guest hears the
 * spec's login message, a refusal its reason) and offers the way to the gift basket; 'Kim aldı?'
 * tells the list's owner, or a buyer, who bought it (GET …/get_wish_list_item_buyer/{id}).
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { announceCartAnswer, type CountedAnswer } from "#app/components/layout/cart-count-events";

type AddAnswer = CountedAnswer & { success: boolean; reason?: string; message?: string };
type BuyerAnswer = { success: boolean; reason?: string; message?: string };

export function GiftItemActions({ itemId, name, left, showBuyer }: { itemId: number; name: string; left: number; showBuyer: boolean }) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [buyerText, setBuyerText] = useState<string | null>(null);

  async function give() {
    setBusy(true);
    try {
      const answer = await feedback.call<AddAnswer>(
        href("/cart/add_wish_list_item/:id", { id: String(itemId) }),
        {},
        { showRefusal: true },
      );
      if (answer?.success) {
        announceCartAnswer(answer);
        setAdded(true);
        feedback.notify({ type: "success", message: answer.message ?? "" });
      }
    } finally {
      setBusy(false);
    }
  }

  async function whoBought() {
    setBusy(true);
    try {
      const answer = await feedback.call<BuyerAnswer>(
        href("/hediye-listesi/ajax/get_wish_list_item_buyer/:itemId", { itemId: String(itemId) }),
        {},
        { showRefusal: true },
      );
      if (answer?.success) setBuyerText(answer.message ?? "");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 max-sm:w-full sm:items-end">
      <div className="flex flex-wrap gap-2 max-sm:w-full">
        {left > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void give()}
            aria-label={`${name}: Hediye Et`}
            className="btn-primary h-10 px-4 text-sm max-sm:flex-1"
          >
            Hediye Et
          </button>
        ) : null}
        {showBuyer ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void whoBought()}
            aria-label={`${name}: Kim aldı?`}
            className="btn-secondary h-10 px-4 text-sm max-sm:flex-1"
          >
            Kim aldı?
          </button>
        ) : null}
      </div>
      {added ? (
        <Link to={`${href("/cart")}?sepet=hediye`} className="text-sm font-bold text-brand-700 hover:underline">
          Hediye sepetine git →
        </Link>
      ) : null}
      {buyerText ? (
        <p role="status" className="max-w-xs text-sm text-slate-700">
          {buyerText}
        </p>
      ) : null}
    </div>
  );
}
