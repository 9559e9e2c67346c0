/**
 * The header's mini-basket (spec sections 2 and 9): on desktop (1024 px and wider) hovering or
 * focusing 'Sepetim' opens a dropdown with the basket read fresh from GET /cart/mini (on every
 * opening, and again when a basket call announces a new count while it is open): up to 5 lines
 * with 46x55 images, the total, 'Sepete Git' and 'Alışverişi Tamamla'. On phones the link just
 * goes to /cart/.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

const DESKTOP_QUERY = "(min-width: 1024px)";
const CLOSE_DELAY_MS = 200;
// The dropdown's content and its call load with the first opening.
const MiniBasketPanel = lazy(() => import("./mini-basket-panel"));

export function MiniBasket({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const show = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    if (open || !window.matchMedia(DESKTOP_QUERY).matches) return;
    setOpen(true);
    setMounted(true);
  };
  const hideSoon = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current ?? undefined), []);

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          wrapper.current?.querySelector<HTMLElement>("a")?.focus();
        }
      }}
    >
      {children}
      {/* Stays mounted once opened, so the guest's checkout choice survives the dropdown closing. */}
      {mounted && (
        <Suspense fallback={null}>
          <MiniBasketPanel open={open} />
        </Suspense>
      )}
    </div>
  );
}
