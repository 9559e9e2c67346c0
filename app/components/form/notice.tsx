/** A notice inside a form (info, warning, error, done), `role` when it must be announced (an alert, a status). */
import type { ReactNode } from "react";

export function Notice({
  tone = "info",
  children,
  role,
}: {
  tone?: "info" | "warn" | "error" | "ok";
  children: ReactNode;
  role?: "alert" | "status";
}) {
  const colours = {
    info: "border-sky-200 bg-sky-50 text-sky-900",
    warn: "border-amber-200 bg-amber-50 text-amber-900",
    error: "border-red-200 bg-red-50 text-red-700",
    ok: "border-emerald-200 bg-emerald-50 text-emerald-800",
  }[tone];
  return (
    <div role={role} className={`rounded-xl border px-3 py-2.5 text-sm font-semibold ${colours}`}>
      {children}
    </div>
  );
}
