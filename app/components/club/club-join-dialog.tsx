/**
 * The club's join popup before an event registration (spec section 2: events with join and
 * success modals): a signed-in member who is not a parents' club member yet and presses 'Katıl'
 * first gets the club's sign-up form here (the same form, rules and messages as the 'Üye Ol' tab,
 * sent through `via`, a fetcher, to the club page's action). Once the membership is made, the
 * events list goes on with the registration (club-events-list.tsx). Loaded the first time it opens.
 */
import { Dialog } from "radix-ui";
import type { FetcherWithComponents } from "react-router";
import { useReturnFocus } from "#app/components/feedback/return-focus";
import { CloseIcon } from "#app/components/icons";
import type { ClubEventView } from "#app/domain/club/club-events";
import { ClubSignupForm, type ClubAnswer, type ClubSignupFormProps } from "./club-signup-form";

export type ClubJoinDialogProps = Omit<ClubSignupFormProps, "answer" | "via" | "submitLabel"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event 'Katıl' was pressed for. */
  event: ClubEventView | null;
  via: FetcherWithComponents<ClubAnswer>;
};

export function ClubJoinDialog({ open, onOpenChange, event, via, ...form }: ClubJoinDialogProps) {
  // The fetcher's answer while it is a refusal (a success closes the popup).
  const answer = via.data && !via.data.success ? via.data : undefined;
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          className="modal-panel z-[96] flex max-h-[calc(100dvh-2rem)] max-w-3xl flex-col overflow-hidden p-0"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 pt-5 pb-4 md:px-8">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-black text-ink md:text-xl">Önce Aile Kulübü&apos;ne Üye Olun</Dialog.Title>
              <Dialog.Description className="mt-1 text-[15px] leading-relaxed text-slate-700">
                {event ? <strong className="font-extrabold text-ink">{event.title}</strong> : "Etkinliklerimize"} etkinliğine katılmak için
                Aile Kulübü üyesi olmanız gerekir. Üyeliğiniz oluşunca kaydınızı hemen alırız.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Kapat"
              className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-8">
            <ClubSignupForm {...form} answer={answer} via={via} submitLabel="Üye Ol ve Katıl" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
