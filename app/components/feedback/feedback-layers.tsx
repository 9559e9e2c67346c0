/**
 * What the feedback provider shows: the toasts (3000 ms, 300 px wide) and the confirm,
 * information and error modals. Loaded on demand by feedback-provider.tsx.
 */
import { AlertDialog, Dialog, Toast } from "radix-ui";
import { CloseIcon } from "#app/components/icons";
import { GENERIC_ERROR_TITLE } from "#app/lib/messages";
import { NOTICE_DURATION_MS, NOTICE_WIDTH_PX, type Modal, type NoticeType, type ToastItem } from "./feedback-provider";

const TOAST_STYLE: Record<NoticeType, { box: string; title: string }> = {
  success: { box: "border-emerald-200 bg-emerald-50", title: "Başarılı" },
  error: { box: "border-red-200 bg-red-50", title: GENERIC_ERROR_TITLE },
  info: { box: "border-sky-200 bg-sky-50", title: "Bilgi" },
};
const TOAST_BAR: Record<NoticeType, string> = {
  success: "bg-emerald-500",
  error: "bg-red-500",
  info: "bg-sky-500",
};

export default function FeedbackLayers({
  toasts,
  closeToast,
  current,
  finish,
}: {
  toasts: ToastItem[];
  closeToast: (id: number) => void;
  current: Modal | undefined;
  finish: (result: boolean) => void;
}) {
  return (
    <>
      <Toast.Provider duration={NOTICE_DURATION_MS} swipeDirection="right" label="Bildirim">
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
                <AlertDialog.Cancel className="btn-secondary h-11 px-5">{current.options.cancelText || "Vazgeç"}</AlertDialog.Cancel>
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
                <span
                  aria-hidden="true"
                  className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-red-100 text-2xl font-black text-red-600"
                >
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
    </>
  );
}
