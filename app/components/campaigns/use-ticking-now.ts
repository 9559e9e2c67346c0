/**
 * The clock the campaigns page's countdowns read. The first render (on the server, and on the
 * client while it hydrates) uses the loader's `now`, so both print the same text and React finds no
 * mismatch; after hydration it follows the browser's clock, ticking on each new second, while
 * `active` (some countdown can still change).
 */
import { useEffect, useState } from "react";

export function useTickingNow(serverNow: string, active: boolean): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(new Date(at));
      // Next just after the wall clock's next second, so hh:mm:ss never skips or stalls a second.
      timer = setTimeout(tick, 1000 - (at % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}
