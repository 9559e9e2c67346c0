/**
 * The back office's frame around every /yonetim page, apart from the shop's
 * header and footer but in its look: a skip link, a header (logo, 'Yönetim', the manager's name
 * and role, 'Çıkış'), a labelled nav of the sections the manager's role may use (sections.ts,
 * computed by the layout's loader) and the main landmark. At phone width the nav opens from the
 * 'Menü' button (aria-expanded); without JavaScript it is always shown. The panel's link reloads
 * the document (its data request is outside the back office cookie's path: sections.ts).
 */
import { useEffect, useState, type ReactNode } from "react";
import { Form, href, Link, NavLink, useLocation } from "react-router";
import { LogoMark } from "#app/components/layout/logo";

export type BackOfficeViewer = { name: string; roleLabel: string; sections: { to: string; label: string }[] };

const navId = "yonetim-menu";

export function BackOfficeFrame({ viewer, children }: { viewer: BackOfficeViewer | null; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A link followed in the phone menu closes it.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <a
        href="#yonetim-icerik"
        className="sr-only z-[60] rounded-b-xl print:hidden bg-brand-600 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-0 focus:left-4"
      >
        İçeriğe geç
      </a>
      <div className="flex min-h-dvh flex-col bg-slate-50 print:bg-white">
        <header className="border-b border-slate-200 bg-white print:hidden">
          <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4">
            <Link to={href("/yonetim")} reloadDocument className="flex shrink-0 items-center gap-2 rounded-xl">
              <LogoMark size={36} />
              <span className="flex flex-col leading-none">
                <span className="text-xl font-extrabold tracking-tight text-brand-600">
                  Minik<span className="text-sky-600"> Dünya</span>
                </span>
                <span className="text-xs font-bold tracking-wide text-slate-600 uppercase">Yönetim</span>
              </span>
            </Link>
            {viewer && (
              <div className="flex items-center gap-2 sm:gap-4">
                <p className="hidden text-right leading-tight sm:block">
                  <span className="block text-sm font-extrabold text-ink">{viewer.name}</span>
                  <span className="block text-xs font-semibold text-slate-600">{viewer.roleLabel}</span>
                </p>
                <Form method="post" action={href("/yonetim/cikis")} reloadDocument>
                  <button type="submit" className="btn-secondary h-10 px-4 text-sm">
                    Çıkış
                  </button>
                </Form>
                <button
                  type="button"
                  className="btn-secondary h-10 px-4 text-sm md:hidden noscript:hidden"
                  aria-expanded={open}
                  aria-controls={navId}
                  onClick={() => setOpen((o) => !o)}
                >
                  Menü
                </button>
              </div>
            )}
          </div>
        </header>
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row print:p-0">
          {viewer && (
            <nav
              id={navId}
              aria-label="Yönetim bölümleri"
              className={`shrink-0 md:block md:w-56 noscript:block print:hidden ${open ? "block" : "hidden"}`}
            >
              <p className="mb-3 rounded-xl bg-white p-3 text-sm leading-tight shadow-sm sm:hidden">
                <span className="block font-extrabold text-ink">{viewer.name}</span>
                <span className="block text-xs font-semibold text-slate-600">{viewer.roleLabel}</span>
              </p>
              <ul className="flex flex-col gap-1 rounded-2xl bg-white p-2 shadow-sm">
                {viewer.sections.map((s) => (
                  <li key={s.to}>
                    <NavLink
                      to={s.to}
                      end={s.to === href("/yonetim")}
                      reloadDocument={s.to === href("/yonetim")}
                      className={({ isActive }) =>
                        `block rounded-xl px-4 py-2.5 text-sm font-bold ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
                      }
                    >
                      {s.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <p className="mt-3 px-2 text-sm">
                <Link to={href("/")} className="font-bold text-brand-700 hover:underline">
                  Mağazaya dön
                </Link>
              </p>
            </nav>
          )}
          <main id="yonetim-icerik" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            {children}
          </main>
        </div>
      </div>
    </>
  );
}

/** A back-office page's heading (its h1), with an optional line below it. */
export function BackOfficeHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-black text-ink">{title}</h1>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
    </div>
  );
}

/** One term and its value in a back-office `<dl>` (a member's profile, a message's sender): stacked at phone width, side by side above it. */
export function DetailRow({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:gap-4">
      <dt className={`text-sm font-bold text-slate-600 sm:shrink-0 ${wide ? "sm:w-48" : "sm:w-40"}`}>{term}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** The white card most back-office content sits in. */
export function BackOfficeCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6 ${className}`}>{children}</section>;
}
