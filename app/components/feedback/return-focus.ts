/**
 * A Radix dialog opened by state, not by its own Trigger, gives the focus back to no one when it
 * closes (the page's start). Spread these on its Content: the focus goes back to whatever had it
 * when the dialog opened (the list's card, the 'Katıl' button), if that is still on the page.
 *
 *   const returnFocus = useReturnFocus();  …  <Dialog.Content {...returnFocus}>
 */
import { useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before the dialog moves the focus in: the element that has it opened the dialog.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
