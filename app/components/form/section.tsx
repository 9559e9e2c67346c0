/** A form's section card with its heading: a named region (`{id}-baslik`), so forms in two sections can share labels (checkout's delivery and billing). */
import type { ReactNode } from "react";

export function Section({
  id,
  title,
  icon,
  aside,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-baslik`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={`${id}-baslik`} className="flex items-center gap-2 text-lg font-black text-ink">
          {icon ? (
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
