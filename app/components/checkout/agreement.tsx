/**
 * The agreement before paying (PRODUCT.md "Turkish law"; spec section 5: 'Lütfen üyelik
 * sözleşmesini onaylayın.'): a checkbox with links that open the pre-information form and the
 * distance sales contract filled with this checkout's data (POST /payment/ajax/contract-preview).
 * The text is the server's escaped HTML, shown in a sandboxed frame (no scripts, no navigation).
 * Without JavaScript the links open the general texts.
 */
import { href } from "react-router";
import { useState } from "react";
import { Dialog } from "radix-ui";
import { useFeedback } from "#app/components/feedback";
import { CloseIcon } from "#app/components/icons";
import { FieldMessage } from "./checkout-ui";
import { isChecked } from "./checkout-rules";

export const CONTRACT_TITLE = "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi";

const FRAME_STYLE =
  "<style>body{font:14px/1.55 'Nunito','Liberation Sans',Arial,sans-serif;color:#1f2937;margin:16px}h2{font-size:18px;margin:20px 0 8px}h3{font-size:15px;margin:16px 0 6px}table{border-collapse:collapse;width:100%;font-size:13px}th,td{border:1px solid #e2e8f0;padding:4px 6px;text-align:left}section+section{border-top:2px solid #e2e8f0;margin-top:24px}</style>";

type Props = { checked: string; error?: string; onChange: (checked: boolean) => void; previewBody: () => Record<string, string> };

export function Agreement({ checked, error, onChange, previewBody }: Props) {
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [html, setHtml] = useState<string | null>(null);

  async function show(e: React.MouseEvent) {
    e.preventDefault();
    setHtml(null);
    setOpen(true);
    const answer = await feedback.call<{ success: boolean; html?: string }>(
      href("/payment/ajax/contract-preview"),
      { method: "POST", body: previewBody() },
      { showRefusal: true },
    );
    if (answer?.success && typeof answer.html === "string") setHtml(answer.html);
    else setOpen(false);
  }

  const link = (to: string, text: string) => (
    <a
      href={to}
      target="_blank"
      rel="noreferrer"
      onClick={(e) => void show(e)}
      className="font-bold text-brand-700 underline hover:text-brand-800"
    >
      {text}
    </a>
  );

  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="sozlesme-onay"
          type="checkbox"
          name="agreement"
          checked={isChecked(checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "agreement-hata" : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className={`mt-0.5 size-5 shrink-0 accent-brand-500 ${error ? "outline-2 outline-red-500" : ""}`}
        />
        <label htmlFor="sozlesme-onay" className="text-sm leading-snug text-slate-700">
          {link(href("/sozlesmeler/:slug", { slug: "on-bilgilendirme-formu" }), "Ön Bilgilendirme Formu")} ve{" "}
          {link(href("/sozlesmeler/:slug", { slug: "mesafeli-satis-sozlesmesi" }), "Mesafeli Satış Sözleşmesi")}&apos;ni okudum,
          onaylıyorum.
        </label>
      </div>
      <FieldMessage id="agreement-hata" error={error} />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-[91] flex h-[90dvh] flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:h-[min(44rem,calc(100dvh-3rem))] sm:w-[calc(100vw-3rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          >
            <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
              <Dialog.Title className="text-base font-black text-ink md:text-lg">{CONTRACT_TITLE}</Dialog.Title>
              <Dialog.Close
                aria-label="Kapat"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
              >
                <CloseIcon size={20} />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1">
              {html == null ? (
                <p className="p-6 text-sm text-slate-500" aria-live="polite">
                  Yükleniyor…
                </p>
              ) : (
                <iframe
                  title={CONTRACT_TITLE}
                  sandbox=""
                  srcDoc={`<!doctype html><meta charset="utf-8">${FRAME_STYLE}${html}`}
                  className="size-full border-0"
                />
              )}
            </div>
            <div className="flex gap-2 border-t border-slate-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end">
              <Dialog.Close className="btn-secondary h-11 px-5">Kapat</Dialog.Close>
              <button
                type="button"
                className="btn-primary h-11 flex-1 px-6 sm:flex-none"
                disabled={html == null}
                onClick={() => {
                  onChange(true);
                  setOpen(false);
                }}
              >
                Okudum, Onaylıyorum
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
