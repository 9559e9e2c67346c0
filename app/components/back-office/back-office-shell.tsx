/**
 * The back office's frame (/yonetim): its title, its sections (comments now; orders, products,
 * campaigns and the rest with the back-office issue), who is signed in, and the way back to the shop.
 */
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";

const SECTIONS = [{ to: "/yonetim/yorumlar", label: "Yorumlar" }];

export function BackOfficeShell({ title, managerName, children }: { title: string; managerName?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Minik Dünya Yönetim</p>
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
        </div>
        <div className="flex items-center gap-4 text-sm">
          {managerName && <span className="text-slate-600">{managerName}</span>}
          <Link to="/" className="font-bold text-brand-700 hover:underline">
            Mağazaya dön
          </Link>
        </div>
      </div>
      {managerName && (
        <nav aria-label="Yönetim bölümleri" className="mt-4 flex gap-2">
          {SECTIONS.map((s) => (
            <NavLink key={s.to} to={s.to} className={({ isActive }) => `rounded-full px-4 py-2 text-sm font-bold ${isActive ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}>
              {s.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="mt-6">{children}</div>
    </div>
  );
}
