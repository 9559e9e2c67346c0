/**
 * Whether this page's JavaScript runs: false on the server and in the first paint, true once React
 * has hydrated. Parts that only work with JavaScript (a combobox, a stepper, the checkout's pay call)
 * ask it, so what a shopper meets before or without JavaScript is plain HTML that works.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated="/path?query">` with the address React has drawn: once it has hydrated
 * the page, and again after each navigation inside it (the root layout calls this; its effect runs
 * after the rest of the render's). The shop itself never reads it. Browser tests wait for it before
 * they type or press (tests/support/browser.ts, untilUsable): a field filled in before hydration is
 * emptied by the page's own state, and right after the address changes the old page may still show.
 */
export function useDrawnAddressMark(): void {
  const location = useLocation();
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", window.location.pathname + window.location.search);
  }, [location]);
}
