/**
 * Desktop category menu (≥1024 px): top categories in a row, each opening a panel of its
 * sub-categories on hover or keyboard focus (pure CSS, works without JavaScript).
 */
import { href, Link, NavLink } from "react-router";
import { ChevronDownIcon } from "#app/components/icons";
import { categoryImageUrl } from "#app/domain/catalog/image-urls";
import type { MenuCategory } from "./shell-data";

const EXTRA_LINKS = [
  { to: href("/kampanyalar"), label: "Kampanyalar", accent: true },
  { to: href("/magazalar"), label: "Mağazalar" },
  { to: href("/aile-kulubu/uye-ol"), label: "Aile Kulübü" },
];

export function DesktopMenu({ menu }: { menu: MenuCategory[] }) {
  return (
    <nav aria-label="Kategoriler" className="relative hidden border-t border-slate-100 bg-white lg:block">
      <ul className="mx-auto flex max-w-7xl items-stretch gap-1 px-4">
        {menu.map((top) => (
          <li key={top.id} className="group">
            <NavLink
              to={href("/kategori/:slug", { slug: top.slug })}
              className={({ isActive }) =>
                `flex h-12 items-center gap-1 rounded-t-lg px-4 text-[15px] font-bold transition-colors group-hover:bg-brand-50 group-hover:text-brand-700 group-focus-within:bg-brand-50 ${
                  isActive ? "text-brand-700" : "text-ink"
                }`
              }
            >
              {top.name}
              {top.children.length > 0 && <ChevronDownIcon size={16} className="transition-transform group-hover:rotate-180" />}
            </NavLink>
            {top.children.length > 0 && (
              <div className="invisible absolute inset-x-0 top-full z-40 opacity-0 transition-[opacity,visibility] delay-75 duration-150 group-focus-within:visible group-focus-within:opacity-100 group-focus-within:transition-none group-hover:visible group-hover:opacity-100">
                <div className="mx-auto max-w-7xl px-4">
                  <div className="grid grid-cols-[1fr_220px] gap-6 rounded-b-2xl border border-t-0 border-slate-100 bg-white p-6 shadow-xl">
                    <ul className="grid grid-cols-3 content-start gap-x-6 gap-y-1">
                      {top.children.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={href("/kategori/:slug", { slug: sub.slug })}
                            className="block rounded-lg px-3 py-2 text-[15px] text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                          >
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    <Link
                      to={href("/kategori/:slug", { slug: top.slug })}
                      className="flex flex-col items-center justify-center gap-3 rounded-2xl bg-brand-50 p-4 text-center font-bold text-brand-700 hover:bg-brand-100"
                    >
                      <img
                        src={categoryImageUrl(top.slug)}
                        alt=""
                        width={120}
                        height={120}
                        loading="lazy"
                        className="size-28 object-contain"
                      />
                      <span>Tüm {top.name} Ürünleri</span>
                    </Link>
                  </div>
                </div>
              </div>
            )}
          </li>
        ))}
        <li aria-hidden="true" className="flex-1" />
        {EXTRA_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={`flex h-12 items-center px-3 text-[15px] font-semibold hover:text-brand-700 ${link.accent ? "text-pink-600" : "text-slate-600"}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
