/**
 * Phone and tablet menu (<1024 px): the 'Menü' button opens a drawer (Radix Dialog titled
 * 'Kategoriler') listing the top categories, each expandable to its sub-categories.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { MenuIcon } from "#app/components/icons";
import type { MenuCategory } from "./shell-data";

// The drawer loads with the first press of 'Menü' (it is only for phones and small tablets).
const MobileMenuDrawer = lazy(() => import("./mobile-menu-drawer"));

export function MobileMenu({ menu, user }: { menu: MenuCategory[]; user: { firstname: string } | null }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Menü"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer menu={menu} user={user} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
