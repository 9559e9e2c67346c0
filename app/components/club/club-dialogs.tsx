/**
 * The parents' club popups (spec sections 2 and 5), loaded the first time one opens (club-page.tsx
 * through lazyDialog): the newsletter consent warning ('Bilgilerimi Kontrol Et' or 'Kayda Devam
 * Et': an alert dialog, it waits for an answer), and the club's message popup (the sign-up and the
 * event registration's success, a refusal, the guest's login prompt).
 */
import { useRef } from "react";
import { Link } from "react-router";
import { AlertDialog, Dialog } from "radix-ui";
import { BellIcon, CheckIcon } from "#app/components/icons";
import { CHECK_DETAILS, CONTINUE_REGISTRATION, NEWSLETTER_WARNING, NEWSLETTER_WARNING_TITLE } from "#app/domain/club/club.schema";

const overlay = "fixed inset-0 z-[95] bg-slate-900/50";
const actionsRow = "mt-6 grid gap-2 sm:flex sm:flex-row-reverse sm:justify-start";

export type ClubMessageTone = "success" | "info" | "warning";

const TONES: Record<ClubMessageTone, string> = {
  success: "bg-emerald-100 text-emerald-700",
  info: "bg-brand-50 text-brand-700",
  warning: "bg-amber-100 text-amber-700",
};

/** The popups' top: the tone's round icon beside the title and the text (Radix's Title and Description of either dialog). */
function Heading({
  tone,
  Title,
  Description,
  title,
  message,
}: {
  tone: ClubMessageTone;
  Title: typeof Dialog.Title;
  Description: typeof Dialog.Description;
  title: string;
  message: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-start sm:text-left">
      <span aria-hidden="true" className={`flex size-12 shrink-0 items-center justify-center rounded-full ${TONES[tone]}`}>
        {tone === "success" ? <CheckIcon size={26} strokeWidth={2.5} /> : <BellIcon size={24} />}
      </span>
      <div className="min-w-0">
        <Title className="text-lg font-extrabold text-ink">{title}</Title>
        <Description className="mt-1.5 text-[15px] leading-relaxed text-slate-700">{message}</Description>
      </div>
    </div>
  );
}
/** A button of the message popup: it closes the popup, then goes to `to` or runs `onClick`. */
export type ClubDialogAction = { label: string; primary?: boolean; to?: string; onClick?: () => void };

export type ClubMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  tone: ClubMessageTone;
  /** The first one gets the focus (and sits on the right from 640 px). */
  actions: ClubDialogAction[];
};

export function ClubMessageDialog({ open, onOpenChange, title, message, tone, actions }: ClubMessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className="modal-panel z-[96]">
          <Heading tone={tone} Title={Dialog.Title} Description={Dialog.Description} title={title} message={message} />
          <div className={actionsRow}>
            {actions.map((action) => {
              const look = `${action.primary ? "btn-primary" : "btn-secondary"} h-11 px-6`;
              return action.to ? (
                <Dialog.Close key={action.label} asChild>
                  <Link to={action.to} className={look}>
                    {action.label}
                  </Link>
                </Dialog.Close>
              ) : (
                <Dialog.Close key={action.label} className={look} onClick={action.onClick}>
                  {action.label}
                </Dialog.Close>
              );
            })}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The newsletter consent warning: 'Bilgilerimi Kontrol Et' closes it and puts the focus on the
 * consent's checkbox (`checkboxId`); 'Kayda Devam Et' sends the form without the consent.
 */
export type NewsletterWarningProps = { open: boolean; onCheck: () => void; onContinue: () => void; checkboxId: string };

export function NewsletterWarningDialog({ open, onCheck, onContinue, checkboxId }: NewsletterWarningProps) {
  const continuing = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCheck()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          className="modal-panel z-[96]"
          onOpenAutoFocus={() => {
            continuing.current = false;
          }}
          onCloseAutoFocus={(event) => {
            const checkbox = document.getElementById(checkboxId);
            if (continuing.current || !checkbox) return;
            event.preventDefault();
            checkbox.focus();
          }}
        >
          <Heading
            tone="warning"
            Title={AlertDialog.Title}
            Description={AlertDialog.Description}
            title={NEWSLETTER_WARNING_TITLE}
            message={NEWSLETTER_WARNING}
          />
          <div className={actionsRow}>
            <AlertDialog.Cancel className="btn-primary h-11 px-6">{CHECK_DETAILS}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="btn-secondary h-11 px-6"
              onClick={() => {
                continuing.current = true;
                onContinue();
              }}
            >
              {CONTINUE_REGISTRATION}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
