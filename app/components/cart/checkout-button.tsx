/**
 * 'Alışverişi Tamamla' from the basket (spec sections 2 and 6): a member goes to /payment/checkout;
 * a guest chooses between logging in and continuing without membership. It is a link, so a
 * browser without JavaScript goes on too (a guest to the guest checkout).
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { CheckoutChoiceDialog, useIsLoggedIn } from "#app/components/product/quick-add";

export const CHECKOUT_LABEL = "Alışverişi Tamamla";

export function CheckoutButton({ className = "" }: { className?: string }) {
  const loggedIn = useIsLoggedIn();
  const [choosing, setChoosing] = useState(false);
  if (loggedIn) {
    return (
      <Link to={href("/payment/checkout")} className={`btn-primary ${className}`}>
        {CHECKOUT_LABEL}
      </Link>
    );
  }
  return (
    <>
      <Link
        to={href("/payment/guest-checkout")}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          setChoosing(true);
        }}
        className={`btn-primary ${className}`}
      >
        {CHECKOUT_LABEL}
      </Link>
      <CheckoutChoiceDialog open={choosing} onOpenChange={setChoosing} title="Siparişinizi nasıl tamamlamak istersiniz?" />
    </>
  );
}
