/** The shop's Turkish 404 and 500 pages, shown inside the normal header and footer. */
import { href, Link } from "react-router";
import { GENERIC_ERROR, NOT_FOUND_TITLE, SERVER_ERROR_TITLE } from "#app/lib/messages";
import { SearchForm } from "./search-form";
import type { MenuCategory } from "./shell-data";

export function ErrorIllustration({ code }: { code: string }) {
  return (
    <svg viewBox="0 0 240 140" width="240" height="140" aria-hidden="true" focusable="false" className="mx-auto h-auto w-52 md:w-60">
      <rect x="20" y="100" width="200" height="12" rx="6" fill="#ffedd5" />
      <text x="120" y="92" textAnchor="middle" fontSize="84" fontWeight="900" fill="#f97316" fontFamily="inherit">
        {code}
      </text>
      <circle cx="196" cy="30" r="12" fill="#facc15" />
      <circle cx="40" cy="36" r="6" fill="#38bdf8" />
      <circle cx="58" cy="18" r="4" fill="#f472b6" />
    </svg>
  );
}

export function NotFoundPage({ menu }: { menu: MenuCategory[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center md:py-20">
      <ErrorIllustration code="404" />
      <h1 className="mt-6 text-2xl font-black text-ink md:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-slate-600">
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Aşağıdan arama yapabilir veya kategorilerimize göz
        atabilirsiniz.
      </p>
      <SearchForm label="Sitede ara" size="lg" className="mx-auto mt-8 max-w-xl text-left" />
      {menu.length > 0 && (
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {menu.map((c) => (
            <li key={c.id}>
              <Link to={href("/kategori/:slug", { slug: c.slug })} className="chip">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to={href("/")} className="btn-primary h-12 px-8">
          Ana Sayfaya Dön
        </Link>
      </p>
    </div>
  );
}

export function ServerErrorPage({ detail }: { detail?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center md:py-20">
      <ErrorIllustration code="500" />
      <h1 className="mt-6 text-2xl font-black text-ink md:text-4xl">{SERVER_ERROR_TITLE}</h1>
      <p className="mt-3 text-slate-600">{GENERIC_ERROR}</p>
      {detail && (
        <pre className="mx-auto mt-6 max-w-full overflow-x-auto rounded-xl bg-slate-100 p-4 text-left text-xs text-slate-700">{detail}</pre>
      )}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn-primary h-12 px-8">
          Ana Sayfaya Dön
        </Link>
        <a href="" className="btn-secondary h-12 px-8">
          Sayfayı Yenile
        </a>
      </p>
    </div>
  );
}
