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
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { AlertDialog, Dialog, Toast } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { GENERIC_ERROR, GENERIC_ERROR_TITLE } from "#app/lib/messages";

export const NOTICE_DURATION_MS = 3000;
export const NOTICE_WIDTH_PX = 300;

export type NoticeType = "success" | "error" | "info";
export type Notice = { type: NoticeType; title?: string; message: string };
export type ConfirmOptions = { title?: string; message: string; confirmText?: string; cancelText?: string };
export type InfoOptions = { title?: string; message: string; buttonText?: string };
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

type ToastItem = Notice & { id: number; open: boolean };
type Modal =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: "info"; options: InfoOptions; resolve: () => void }
  | { kind: "error"; options: Required<ErrorOptions>; resolve: () => void };

const TOAST_STYLE: Record<NoticeType, { box: string; title: string }> = {
  success: { box: "border-emerald-200 bg-emerald-50", title: "Başarılı" },
  error: { box: "border-red-200 bg-red-50", title: GENERIC_ERROR_TITLE },
  info: { box: "border-sky-200 bg-sky-50", title: "Bilgi" },
};
const TOAST_BAR: Record<NoticeType, string> = { success: "bg-emerald-500", error: "bg-red-500", info: "bg-sky-500" };

export function FeedbackProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [modals, setModals] = useState<Modal[]>([]);
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
          { kind: "error", options: { title: options.title || GENERIC_ERROR_TITLE, message: options.message || GENERIC_ERROR }, resolve },
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
      <Toast.Provider duration={NOTICE_DURATION_MS} swipeDirection="right" label="Bildirim">
        {children}
        {toasts.map((t) => (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && closeToast(t.id)}
            type={t.type === "error" ? "foreground" : "background"}
            data-notice-type={t.type}
            className={`toast relative overflow-hidden rounded-xl border p-3 pr-9 shadow-lg ${TOAST_STYLE[t.type].box}`}
          >
            <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1 ${TOAST_BAR[t.type]}`} />
            <Toast.Title className="text-sm font-extrabold text-ink">{t.title || TOAST_STYLE[t.type].title}</Toast.Title>
            <Toast.Description className="mt-0.5 text-sm text-slate-700">{t.message}</Toast.Description>
            <Toast.Close aria-label="Bildirimi kapat" className="absolute top-2 right-2 rounded-md p-1 text-slate-500 hover:bg-white">
              <CloseIcon size={16} />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport
          style={{ width: NOTICE_WIDTH_PX }}
          className="fixed top-4 right-4 z-[100] m-0 flex max-w-[calc(100vw-2rem)] list-none flex-col gap-2 p-0 outline-none"
        />
      </Toast.Provider>

      {current?.kind === "confirm" && (
        <AlertDialog.Root open onOpenChange={(open) => !open && finish(false)}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
            <AlertDialog.Content className="modal-panel">
              <AlertDialog.Title className="text-lg font-extrabold text-ink">{current.options.title || "Emin misiniz?"}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-[15px] text-slate-700">{current.options.message}</AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel className="btn-secondary h-11 px-5">
                  {current.options.cancelText || "Vazgeç"}
                </AlertDialog.Cancel>
                <AlertDialog.Action className="btn-primary h-11 px-5" onClick={() => finish(true)}>
                  {current.options.confirmText || "Evet"}
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      )}

      {(current?.kind === "info" || current?.kind === "error") && (
        <Dialog.Root open onOpenChange={(open) => !open && finish(false)}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
            <Dialog.Content className="modal-panel" data-modal-kind={current.kind}>
              {current.kind === "error" && (
                <span aria-hidden="true" className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-red-100 text-2xl font-black text-red-600">
                  !
                </span>
              )}
              <Dialog.Title className={`text-lg font-extrabold ${current.kind === "error" ? "text-center text-red-700" : "text-ink"}`}>
                {current.options.title || "Bilgi"}
              </Dialog.Title>
              <Dialog.Description className={`mt-2 text-[15px] text-slate-700 ${current.kind === "error" ? "text-center" : ""}`}>
                {current.options.message}
              </Dialog.Description>
              <div className={`mt-6 flex ${current.kind === "error" ? "justify-center" : "justify-end"}`}>
                <Dialog.Close className="btn-primary h-11 min-w-32 px-5">
                  {current.kind === "info" ? current.options.buttonText || "Tamam" : "Tamam"}
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </FeedbackContext.Provider>
  );
}
