/**
 * A button that opens a small menu panel under it (the header's account menu, the product page's
 * alert menu). Closed by a second press, Escape (focus returns to the button), a press outside,
 * or choosing an item. The panel is a `role="menu"` of `role="menuitem"` children. It needs no
 * positioning library: a dropdown-menu component would add one to every page's JavaScript.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export function DisclosureMenu({
  label,
  buttonClassName,
  button,
  panelClassName,
  children,
  open: controlledOpen,
  onOpenChange,
}: {
  /** The button's accessible name (also the menu's). */
  label: string;
  buttonClassName: string;
  button: ReactNode;
  /** Position and look of the panel (it is placed in a `relative` box around the button). */
  panelClassName: string;
  /** Items; they close the menu by calling `close`. */
  children: (close: () => void) => ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => (onOpenChange ? onOpenChange(next) : setOwnOpen(next));
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenRef.current(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    <div
      ref={box}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className={buttonClassName}
      >
        {button}
      </button>
      {open && (
        <div id={id} role="menu" aria-label={label} className={panelClassName}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
