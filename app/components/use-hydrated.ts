/**
 * Whether this page's JavaScript runs: false on the server and in the first paint, true once React
 * has hydrated. Parts that only work with JavaScript (a combobox, a stepper, the checkout's pay call)
 * ask it, so what a shopper meets before or without JavaScript is plain HTML that works.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
