/**
 * The frame of the shop's small popups (Radix Dialog): a dimmed page, a centred panel with a title
 * and whatever the popup says and offers. Only lazily loaded popups import it (buy-dialogs.tsx,
 * member-action-dialogs.tsx), so Radix stays out of the pages' first JavaScript.
 */
import { Dialog } from "radix-ui";

export function ModalFrame({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
        <Dialog.Content className="modal-panel z-[96]">
          <Dialog.Title className="text-lg font-extrabold text-ink">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
