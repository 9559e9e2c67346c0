/**
 * The product page's sticky add-to-basket bar (spec section 2): once the main 'Sepete Ekle' button
 * has scrolled up out of view, a bar fixed to the bottom (phones and tablets, where the header is
 * sticky at the top) or the top (desktop, where the header scrolls away) shows the product, the
 * chosen size, the price and its own 'Sepete Ekle' (StickyBuyBarPanel, loaded on first need to keep
 * the product page's JavaScript small). The buy box renders it only while its sale buttons exist
 * (not for 'teshir' items, not at stock 0).
 */
import { lazy, type RefObject, Suspense, useEffect, useState } from "react";
import type { VariantChoice } from "./use-variant-choice";

const StickyBuyBarPanel = lazy(() => import("./sticky-buy-bar-panel"));

export type StickyBuyBarProps = {
  /** The main 'Sepete Ekle' button. */
  target: RefObject<HTMLElement | null>;
  name: string;
  image?: string;
  choice: VariantChoice;
  /** The size picker's id, scrolled to when no size is chosen. */
  pickerId: string;
  busy: boolean;
  onAdd: () => void;
};

const BELOW_THE_FOLD_PX = 100_000;

/** True once `target` has scrolled above the top of the viewport. */
function useScrolledPast(target: RefObject<HTMLElement | null>) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The root reaches far below the viewport, so 'not intersecting' means 'above the top edge', and
    // a jump from below the fold straight past the top (a link, a fling) still changes the state.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: `0px 0px ${BELOW_THE_FOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

export function StickyBuyBar({ target, ...panel }: StickyBuyBarProps) {
  const visible = useScrolledPast(target);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <StickyBuyBarPanel {...panel} />
    </Suspense>
  );
}
