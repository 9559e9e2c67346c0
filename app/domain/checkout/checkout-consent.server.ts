/**
 * Consent to commercial messages asked on the checkout form (PRODUCT.md "Turkish law": asked per
 * channel, unticked; İYS keeps each consent with its time, source and channel): a ticked box is
 * recorded as given, with source 'odeme', for the address the order uses (the guest's typed phone,
 * the member's own phone; the order's e-mail). An unticked box records nothing: not asking again is
 * no withdrawal. Recorded once, when the order is first placed.
 */
import type { Db } from "#app/db/client.server";
import { recordMarketingConsent } from "#app/domain/notifications/consent.server";

/** The source of a consent given on the checkout form. */
export const CHECKOUT_SOURCE = "odeme";

/** The boxes as ticked, and the phone the SMS consent is about. */
export type CheckoutConsent = { bySms: boolean; byEmail: boolean; phone: string | null };

export async function recordCheckoutConsent(
  db: Db,
  given: CheckoutConsent & { userId: number | null; email: string },
  ip: string | null,
): Promise<void> {
  const base = { userId: given.userId, granted: true, source: CHECKOUT_SOURCE, ip };
  if (given.bySms && given.phone) await recordMarketingConsent(db, { ...base, channel: "sms", subject: given.phone });
  if (given.byEmail) await recordMarketingConsent(db, { ...base, channel: "email", subject: given.email });
}
