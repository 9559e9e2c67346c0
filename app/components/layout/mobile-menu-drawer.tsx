/**
 * The phone menu's drawer (see mobile-menu.tsx): categories with their sub-categories, service
 * links and the account link. Loaded when 'Menü' is first pressed.
 */
import { useState, type RefObject } from "react";
import { href, Link } from "react-router";
import { SideDrawer } from "#app/components/feedback/side-drawer";
import { ChevronDownIcon } from "#app/components/icons";
import { LogoMark } from "./logo";
import type { MenuCategory } from "./shell-data";

export const SERVICE_LINKS = [
  { to: href("/kampanyalar"), label: "Kampanyalar" },
  { to: href("/magazalar"), label: "Mağazalarımız" },
  { to: href("/siparis-takip"), label: "Sipariş Takibi" },
  { to: href("/aile-kulubu/uye-ol"), label: "Aile Kulübü" },
  { to: href("/kullanici/yardim"), label: "Yardım" },
  { to: href("/bize-ulasin"), label: "Bize Ulaşın" },
];

export default function MobileMenuDrawer({
  menu,
  user,
  open,
  onOpenChange,
  trigger,
}: {
  menu: MenuCategory[];
  user: { firstname: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Menü' button, focused again when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const close = () => onOpenChange(false);

  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Kategoriler"
      mark={<LogoMark size={32} />}
      width="w-[86vw] max-w-sm"
    >
      <div className="flex-1 overflow-y-auto overscroll-contain">
        <nav aria-label="Kategoriler">
          <ul className="divide-y divide-slate-100">
            {menu.map((top) => {
              const isOpen = expanded === top.id;
              const panelId = `drawer-sub-${top.id}`;
              return (
                <li key={top.id}>
                  <div className="flex items-center">
                    <Link
                      to={href("/kategori/:slug", { slug: top.slug })}
                      onClick={close}
                      className="flex min-h-13 flex-1 items-center gap-3 px-4 text-base font-bold text-ink"
                    >
                      <span aria-hidden="true" className="size-3 rounded-full" style={{ background: top.color }} />
                      {top.name}
                    </Link>
                    {top.children.length > 0 && (
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={panelId}
                        aria-label={`${top.name} alt kategorileri`}
                        onClick={() => setExpanded(isOpen ? null : top.id)}
                        className="mr-2 flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-brand-50"
                      >
                        <ChevronDownIcon className={`transition-transform ${isOpen ? "rotate-180" : ""}`} />
                      </button>
                    )}
                  </div>
                  {top.children.length > 0 && (
                    <ul id={panelId} hidden={!isOpen} className="bg-brand-50/50 pb-2">
                      <li>
                        <Link
                          to={href("/kategori/:slug", { slug: top.slug })}
                          onClick={close}
                          className="block px-8 py-2.5 text-[15px] font-semibold text-brand-700"
                        >
                          Tüm {top.name} Ürünleri
                        </Link>
                      </li>
                      {top.children.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={href("/kategori/:slug", { slug: sub.slug })}
                            onClick={close}
                            className="block px-8 py-2.5 text-[15px] text-slate-700"
                          >
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          {menu.length === 0 && <p className="px-4 py-6 text-slate-500">Kategoriler yakında burada olacak.</p>}
        </nav>

        <ul className="mt-2 border-t-8 border-slate-50 py-2">
          {SERVICE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className="block px-4 py-2.5 text-[15px] font-semibold text-slate-700">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t border-slate-100 p-4">
        {user ? (
          <Link to={href("/kullanici/siparislerim")} onClick={close} className="btn-secondary w-full">
            Hesabım ({user.firstname})
          </Link>
        ) : (
          <Link to={href("/kullanici/kullanici-giris")} onClick={close} className="btn-primary w-full">
            Giriş Yap / Üye Ol
          </Link>
        )}
      </div>
    </SideDrawer>
  );
}
