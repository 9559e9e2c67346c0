/** 'Yukarı çık': shows after 100 px of scrolling, glides to the top in 500 ms (spec section 9). */
import { useEffect, useState } from "react";
import { ArrowUpIcon } from "#app/components/icons";

export const SCROLL_TOP_THRESHOLD = 100;
export const SCROLL_TOP_DURATION_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to the top over `duration` ms with requestAnimationFrame. */
export function scrollToTop(duration = SCROLL_TOP_DURATION_MS) {
  const start = window.scrollY;
  if (start <= 0) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  if (reduced || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(t))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label="Yukarı çık"
      hidden={!visible}
      onClick={() => scrollToTop()}
      className="fixed right-4 bottom-20 z-40 flex size-12 items-center justify-center rounded-full bg-brand-500 text-white shadow-lg shadow-brand-500/30 hover:bg-brand-600 md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
