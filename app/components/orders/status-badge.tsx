/** Where an order or a product stands, as a coloured pill (one colour per tone, everywhere orders show). */
import type { FollowTone } from "#app/domain/orders/order-summary.server";

const TONE: Record<FollowTone, string> = {
  waiting: "bg-amber-100 text-amber-800",
  active: "bg-sky-100 text-sky-800",
  done: "bg-emerald-100 text-emerald-800",
  problem: "bg-rose-100 text-rose-800",
};

/** `srPrefix` is read before the label by screen readers only ('Durum: '). */
export function StatusBadge({ label, tone, srPrefix }: { label: string; tone: FollowTone; srPrefix?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-extrabold whitespace-nowrap ${TONE[tone]}`}>
      {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
      {label}
    </span>
  );
}
