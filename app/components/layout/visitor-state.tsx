/**
 * Who the header greets and how many units the basket holds. Pages are the same for every visitor
 * (the page cache serves them as bytes, session or not), so these two personal things are not in
 * the page: a visitor without a session is known at once (nobody signed in, an empty basket); one
 * with a session asks GET /kullanici/oturum-bilgisi after the page loads, and again whenever the
 * root loader's data is revalidated (after a login, a logout or any other action). Basket calls
 * announce the new count (cart-count-events.ts) without asking. A page that reads the visitor's
 * data anyway (the basket's /cart/view) brings the summary along and announces it instead
 * (`handle = { announcesVisitor: true }`, `announceVisitor(summary)`), saving the call.
 *
 *   const visitor = useVisitor(); // {user, cartCount}: undefined while not known yet
 */
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { callApi, type CallAnswer } from "#app/lib/api-client";
import { CART_COUNT_EVENT } from "./cart-count-events";
import type { ShellData } from "./shell-data";

export const VISITOR_URL = "/kullanici/oturum-bilgisi";
const VISITOR_EVENT = "minikdunya:visitor";

/** A route whose page announces the visitor itself (its data call carries the summary). */
export type VisitorHandle = { announcesVisitor?: boolean };

export type VisitorSummary = {
  user: { firstname: string } | null;
  cartCount: number;
};

/** The last summary a page announced: a page may announce before the header listens (hydration). */
let announced: VisitorSummary | null = null;

/** Tells the header who the visitor is (a page whose data call carried the summary). */
export function announceVisitor(summary: VisitorSummary): void {
  announced = summary;
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<VisitorSummary>(VISITOR_EVENT, { detail: summary }));
}

export type VisitorState = {
  /** The signed-in member, null for nobody, undefined until the session has been asked about. */
  user: { firstname: string } | null | undefined;
  /** Units in the basket, undefined until known. */
  cartCount: number | undefined;
};

const ANONYMOUS: VisitorState = { user: null, cartCount: 0 };
const UNKNOWN: VisitorState = { user: undefined, cartCount: undefined };

const VisitorContext = createContext<VisitorState>(ANONYMOUS);

export const useVisitor = () => useContext(VisitorContext);

export function VisitorProvider({
  hasSession,
  children,
}: {
  hasSession: boolean;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<VisitorState>(
    hasSession ? UNKNOWN : ANONYMOUS,
  );
  // A new object whenever the root loader ran again: the session may have changed.
  const root = useRouteLoaderData<ShellData>("root");
  const leaf = useMatches().at(-1);
  const pageAnnounces = useRef(false);
  pageAnnounces.current =
    (leaf?.handle as VisitorHandle | undefined)?.announcesVisitor === true;

  useEffect(() => {
    if (!hasSession) {
      setState(ANONYMOUS);
      return;
    }
    if (pageAnnounces.current) {
      if (announced) setState({ ...announced });
      return;
    }
    const stop = new AbortController();
    callApi<CallAnswer & VisitorSummary>(VISITOR_URL, { signal: stop.signal })
      .then((answer) => {
        if (answer.success)
          setState({
            user: answer.user ?? null,
            cartCount: Number(answer.cartCount) || 0,
          });
      })
      .catch(() => {
        /* the header keeps its neutral look; the next page asks again */
      });
    return () => stop.abort();
  }, [hasSession, root]);

  useEffect(() => {
    const onCount = (event: Event) =>
      setState((s) => ({
        ...s,
        cartCount: (event as CustomEvent<number>).detail,
      }));
    const onVisitor = (event: Event) => setState({ ...(event as CustomEvent<VisitorSummary>).detail });
    window.addEventListener(CART_COUNT_EVENT, onCount);
    window.addEventListener(VISITOR_EVENT, onVisitor);
    return () => {
      window.removeEventListener(CART_COUNT_EVENT, onCount);
      window.removeEventListener(VISITOR_EVENT, onVisitor);
    };
  }, []);

  return (
    <VisitorContext.Provider value={state}>{children}</VisitorContext.Provider>
  );
}
