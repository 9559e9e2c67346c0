/**
 * A campaign's countdown (spec section 4), by the one rule of components/home/campaign-end-label.ts:
 * the end date beyond 3 days, 'Son 3 Gün', 'Son 2 Gün', hh:mm:ss, then 'Kampanya Sona Erdi'. Not a
 * live region: a screen reader is not told every second.
 */
import { ClockIcon } from "#app/components/icons";
import type { EndLabel } from "#app/components/home/campaign-end-label";

export function CampaignCountdown({ label, endsAt }: { label: EndLabel; endsAt: string }) {
  // On the campaign's coloured band: white on a dark veil; the last hours stand out in white.
  const tone = label.ended
    ? "bg-slate-900/55 text-white"
    : label.ticking
      ? "bg-white text-red-700 shadow-sm"
      : "bg-slate-900/40 text-white";
  return (
    <p role="timer" className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-extrabold ${tone}`}>
      <ClockIcon size={16} />
      <span className="sr-only">Kampanya süresi: </span>
      <time dateTime={endsAt} className={label.ticking ? "tabular-nums" : undefined}>
        {label.text}
      </time>
    </p>
  );
}
