/**
 * A panel that slides in from the left over a dimmed page (Radix Dialog): a title bar with an
 * optional mark and 'Kapat', then the content. Closing gives the focus back to the button that
 * opened it (`trigger`), which sits outside the dialog. Only lazily loaded drawers import it
 * (filter-drawer-panel.tsx; the mobile menu's drawer has the same frame), so Radix stays out of
 * the pages' first JavaScript.
 */
import type { ReactNode, RefObject } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "#app/components/icons";

export function SideDrawer({
  open,
  onOpenChange,
  trigger,
  title,
  mark,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  title: string;
  /** Shown before the title (the logo). */
  mark?: ReactNode;
  /** Width classes, e.g. 'w-full max-w-md'. */
  width: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className={`drawer-panel fixed inset-y-0 left-0 z-50 flex flex-col bg-white shadow-2xl focus:outline-none ${width}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <div className="flex items-center gap-2">
              {mark}
              <Dialog.Title className="text-lg font-extrabold text-ink">{title}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Kapat"
              className="flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
