/** A legal text page: trail, title, summary, sections, and links to the other texts. */
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { LEGAL_LINKS } from "#app/components/layout/footer";
import type { LegalDocument } from "#app/domain/legal/legal-documents";

export function LegalPage({ doc, path }: { doc: LegalDocument; path: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 md:pt-6">
      <Breadcrumbs items={[{ label: "Sözleşmeler" }, { label: doc.title }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[260px_1fr]">
        <aside className="order-last lg:order-none">
          <nav aria-label="Sözleşmeler ve politikalar" className="rounded-2xl bg-slate-50 p-4">
            <h2 className="mb-2 text-sm font-extrabold text-ink uppercase">Sözleşmeler</h2>
            <ul className="space-y-1">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={link.to === path ? "page" : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm ${link.to === path ? "bg-white font-bold text-brand-700 shadow-sm" : "text-slate-700 hover:bg-white"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className="max-w-3xl">
          <h1 className="text-2xl font-black text-ink md:text-3xl">{doc.title}</h1>
          <p className="mt-2 text-slate-600">{doc.summary}</p>
          <p className="mt-1 text-xs text-slate-500">Son güncelleme: {doc.updated}</p>
          {doc.sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-lg font-extrabold text-ink">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-2 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
              {section.list && (
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.table && (
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full min-w-[36rem] border-collapse text-left text-sm text-slate-700">
                    <caption className="sr-only">{section.table.caption}</caption>
                    <thead>
                      <tr className="border-b border-slate-200">
                        {section.table.head.map((cell) => (
                          <th key={cell} scope="col" className="py-2 pr-3 font-extrabold text-ink">
                            {cell}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {section.table.rows.map((row) => (
                        <tr key={row[0]} className="border-b border-slate-100 align-top">
                          {row.map((cell, i) => (
                            <td key={i} className="py-2 pr-3">
                              {cell}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
