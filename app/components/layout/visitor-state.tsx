/**
 * Who the header greets and how many units the baskets hold. Most pages are the same for every
 * visitor (the page cache serves them as bytes, session or not), so these two personal things are
 * not in the page: a visitor without a session is known at once (nobody signed in, an empty
 * basket); one with a session asks GET /kullanici/oturum-bilgisi after the page loads, and again
 * whenever the root loader's data is revalidated (after a login, a logout or any other action).
 * Basket calls announce the new count (cart-count-events.ts) without asking. A page whose loader
 * reads the visitor's data anyway (the basket page) brings the summary along as `visitor` in its
 * loader data (`handle = { announcesVisitor: true }`): the header is drawn with it, on the server
 * too, and nothing is asked.
 *
 *   const visitor = useVisitor(); // {user, cartCount}: undefined while not known yet
 */
import { createContext, useContext, useEffect, useState } from "react";
import { href, useMatches, useRouteLoaderData } from "react-router";
import { callApi, type CallAnswer } from "#app/lib/api-client";
import { CART_COUNT_EVENT } from "./cart-count-events";
import type { ShellData } from "./shell-data";

/** A route whose loader data carries the visitor's summary as `visitor`. */
export type VisitorHandle = { announcesVisitor?: boolean };

export type VisitorSummary = {
  user: { firstname: string } | null;
  /** The header's count: units in the basket and a member's gift basket. */
  cartCount: number;
};

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

export function VisitorProvider({ hasSession, children }: { hasSession: boolean; children: React.ReactNode }) {
  // A new object whenever the root loader ran again: the session may have changed.
  const root = useRouteLoaderData<ShellData>("root");
  const leaf = useMatches().at(-1);
  const pageSummary =
    (leaf?.handle as VisitorHandle | undefined)?.announcesVisitor === true
      ? ((leaf?.data as { visitor?: VisitorSummary } | undefined)?.visitor ?? null)
      : null;
  const [state, setState] = useState<VisitorState>(pageSummary ?? (hasSession ? UNKNOWN : ANONYMOUS));

  useEffect(() => {
    if (pageSummary) {
      setState({ ...pageSummary });
      return;
    }
    if (!hasSession) {
      setState(ANONYMOUS);
      return;
    }
    const stop = new AbortController();
    callApi<CallAnswer & VisitorSummary>(href("/kullanici/oturum-bilgisi"), { signal: stop.signal })
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
  }, [hasSession, root, pageSummary]);

  useEffect(() => {
    const onCount = (event: Event) =>
      setState((s) => ({
        ...s,
        cartCount: (event as CustomEvent<number>).detail,
      }));
    window.addEventListener(CART_COUNT_EVENT, onCount);
    return () => window.removeEventListener(CART_COUNT_EVENT, onCount);
  }, []);

  return <VisitorContext.Provider value={state}>{children}</VisitorContext.Provider>;
}
