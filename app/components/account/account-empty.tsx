/** An account page with nothing in it yet: an icon, what will show here, and (unless `shopLink` is false) a way back to shopping. */
import type { ReactNode } from "react";
import { href, Link } from "react-router";

export function AccountEmpty({ icon, title, text, shopLink = true }: { icon: ReactNode; title: string; text: string; shopLink?: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-200 px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-black text-ink">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p>
      {shopLink ? (
        <Link to={href("/")} className="btn-primary mt-6 h-11 px-6">
          Alışverişe Başla
        </Link>
      ) : null}
    </div>
  );
}
