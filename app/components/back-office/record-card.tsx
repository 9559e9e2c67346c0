/**
 * One record of a back-office list as a card (a store, a carrier, a club event): its title and
 * lines beside a state badge, what else it shows below, and its buttons under a rule. A record
 * that is off (passive, past, cancelled) is greyed.
 */
import type { ReactNode } from "react";

export function RecordCard({
  title,
  muted = false,
  badge,
  below,
  actions,
  children,
}: {
  title: ReactNode;
  muted?: boolean;
  badge?: ReactNode;
  below?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={`rounded-2xl border border-slate-200 p-4 shadow-sm ${muted ? "bg-slate-100" : "bg-white"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-extrabold break-words text-ink">{title}</p>
          {children}
        </div>
        {badge}
      </div>
      {below}
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>
    </li>
  );
}
