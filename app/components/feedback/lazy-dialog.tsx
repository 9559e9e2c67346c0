/**
 * A dialog whose code (Radix Dialog and its helpers, about 13 KB gzipped) loads the first time it
 * opens instead of with the page: `lazyDialog(() => import("./x").then((m) => ({ default: m.X })))`
 * gives a component with X's props that renders nothing until `open` is first true, then X (kept
 * mounted afterwards, so it closes with its own animation and focus return). `preload()` starts
 * loading it early, e.g. when the call whose answer opens it is sent.
 */
import { lazy, Suspense, useState, type ComponentType } from "react";

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void load().catch(() => {}) });
}
