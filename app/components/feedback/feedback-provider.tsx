/**
 * Notices and modals in one place (spec sections 2 and 8): toasts that hide after 3000 ms
 * (300 px wide), and confirm / information / error modals. Mounted once in the root layout;
 * features use `useFeedback()`.
 *
 *   const feedback = useFeedback();
 *   feedback.notify({ type: "success", message: "Sepetiniz güncellendi" });
 *   if (await feedback.confirm({ title: "Sil", message: "Emin misiniz?" })) …
 *   await feedback.error();                          // 'HATA!' / generic message
 *   const answer = await feedback.call("/cart/add", { method: "POST", body });  // null when the call failed
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { GENERIC_ERROR, GENERIC_ERROR_TITLE } from "#app/lib/messages";

export const NOTICE_DURATION_MS = 3000;
export const NOTICE_WIDTH_PX = 300;

export type NoticeType = "success" | "error" | "info";
export type Notice = { type: NoticeType; title?: string; message: string };
export type ConfirmOptions = {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
};
export type InfoOptions = {
  title?: string;
  message: string;
  buttonText?: string;
};
export type ErrorOptions = { title?: string; message?: string };

type CallOptions = Parameters<typeof callApi>[1];
export type CallFeedback = {
  /** How a failed call (network, timeout, not JSON) is shown: an error modal (default) or a notice. */
  failure?: "modal" | "notice";
  /** Also show the answer's reason/message when it says success:false. */
  showRefusal?: boolean;
};

export type Feedback = {
  notify(notice: Notice): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  info(options: InfoOptions): Promise<void>;
  error(options?: ErrorOptions): Promise<void>;
  /** callApi that shows the error itself: resolves to the answer, or null when the call failed. */
  call<T extends CallAnswer = CallAnswer>(url: string, options?: CallOptions, how?: CallFeedback): Promise<T | null>;
};

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("useFeedback() needs <FeedbackProvider> (mounted in app/root.tsx)");
  return value;
}

export type ToastItem = Notice & { id: number; open: boolean };
export type Modal =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: "info"; options: InfoOptions; resolve: () => void }
  | { kind: "error"; options: Required<ErrorOptions>; resolve: () => void };

// The toasts and modals themselves (radix Toast and AlertDialog) load on the first interaction
// with the page or the first notice, whichever comes first: feedback always follows something
// the shopper did, and the first paint does not need them.
const loadLayers = () => import("./feedback-layers");
const FeedbackLayers = lazy(loadLayers);

export function FeedbackProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [modals, setModals] = useState<Modal[]>([]);
  const [layersWanted, setLayersWanted] = useState(false);
  useEffect(() => {
    if (layersWanted) return;
    const want = () => {
      void loadLayers();
      setLayersWanted(true);
    };
    const events = ["pointerdown", "keydown", "touchstart"] as const;
    for (const e of events)
      window.addEventListener(e, want, {
        once: true,
        passive: true,
        capture: true,
      });
    return () => {
      for (const e of events) window.removeEventListener(e, want, { capture: true });
    };
  }, [layersWanted]);
  if (!layersWanted && (toasts.length > 0 || modals.length > 0)) setLayersWanted(true);
  const nextId = useRef(1);

  const notify = useCallback((notice: Notice) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-4), { ...notice, id, open: true }]);
  }, []);

  const closeToast = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 300);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setModals((m) => [...m, { kind: "confirm", options, resolve }])),
    [],
  );
  const info = useCallback(
    (options: InfoOptions) => new Promise<void>((resolve) => setModals((m) => [...m, { kind: "info", options, resolve }])),
    [],
  );
  const error = useCallback(
    (options: ErrorOptions = {}) =>
      new Promise<void>((resolve) =>
        setModals((m) => [
          ...m,
          {
            kind: "error",
            options: {
              title: options.title || GENERIC_ERROR_TITLE,
              message: options.message || GENERIC_ERROR,
            },
            resolve,
          },
        ]),
      ),
    [],
  );

  const call = useCallback(
    async function call<T extends CallAnswer = CallAnswer>(url: string, options?: CallOptions, how: CallFeedback = {}): Promise<T | null> {
      const showFailure = (message: string) => {
        if (how.failure === "notice") notify({ type: "error", title: GENERIC_ERROR_TITLE, message });
        else void error({ message });
      };
      try {
        const answer = await callApi<T>(url, options);
        if (how.showRefusal && answer.success === false) showFailure(answerText(answer));
        return answer;
      } catch (e) {
        if (e instanceof CallError) {
          showFailure(e.message || GENERIC_ERROR);
          return null;
        }
        if (options?.signal?.aborted) return null;
        throw e;
      }
    },
    [error, notify],
  );

  const value = useMemo<Feedback>(() => ({ notify, confirm, info, error, call }), [notify, confirm, info, error, call]);

  const current = modals[0];
  const finish = (result: boolean) => {
    if (!current) return;
    if (current.kind === "confirm") current.resolve(result);
    else current.resolve();
    // Closing fires both the button's click and onOpenChange: drop this modal once only.
    setModals((m) => (m[0] === current ? m.slice(1) : m));
  };

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {layersWanted && (
        <Suspense fallback={null}>
          <FeedbackLayers toasts={toasts} closeToast={closeToast} current={current} finish={finish} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
