/** The answer of the subscription calls (routes/abonelik.olustur.ts, routes/abonelik.$id.$islem.ts) as the page reads it. */
import type { SubscriptionView } from "#app/domain/subscriptions/subscription-views";
import type { CallAnswer } from "#app/lib/api-client";

/** The subscription as the calls answer it: its price a number of TL (`unitPrice`). */
export type SubscriptionJson = Omit<SubscriptionView, "unitPriceKurus"> & { unitPrice: number | null };

export type SubscriptionAnswer = CallAnswer & { subscription?: SubscriptionJson; errors?: Record<string, string> };
