/**
 * The bank's page in a modal (spec sections 4, 9: 3D Secure by url or html content, BKM Express,
 * fast pay; 500 × 510 px on wide screens, the whole screen on phones). The frame is named so the
 * fast-pay form can post into it. What the bank decided comes back from /payment/callback inside
 * the frame as a postMessage (use-payment.ts listens for it).
 */
import { Dialog } from "radix-ui";
import { CloseIcon, ShieldIcon } from "#app/components/icons";

export const PAYMENT_FRAME_NAME = "odeme-penceresi";

export type PaymentFrame = { kind: "threeDs" | "bkm" | "fastpay"; url?: string; content?: string };

const TITLES: Record<PaymentFrame["kind"], string> = {
  threeDs: "3D Secure Doğrulama",
  bkm: "BKM Express ile Ödeme",
  fastpay: "Hızlı Ödeme",
};

export function PaymentDialog({ frame, onClose }: { frame: PaymentFrame | null; onClose: () => void }) {
  return (
    <Dialog.Root open={frame != null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/60" />
        <Dialog.Content
          aria-describedby="odeme-penceresi-aciklama"
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed inset-0 z-[91] flex flex-col bg-white shadow-2xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[510px] sm:max-h-[calc(100dvh-2rem)] sm:w-[500px] sm:max-w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:overflow-hidden sm:rounded-2xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 text-base font-black text-ink">
              <ShieldIcon size={20} className="text-emerald-600" />
              {frame ? TITLES[frame.kind] : ""}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Ödeme penceresini kapat"
              className="inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <p id="odeme-penceresi-aciklama" className="sr-only">
            Bankanızın sayfasında ödemenizi onaylayın.
          </p>
          {frame ? (
            <iframe
              name={PAYMENT_FRAME_NAME}
              title="Banka ödeme sayfası"
              src={frame.content == null ? (frame.url ?? "about:blank") : undefined}
              srcDoc={frame.content ?? undefined}
              className="min-h-0 w-full flex-1 border-0"
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
