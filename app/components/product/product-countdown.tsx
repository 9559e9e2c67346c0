/**
 * Product countdown (spec section 4): under 24 hours hh:mm:ss ticking each second; up to 3 days
 * 'Son N gün'; more shows the end date. Rendered after hydration only (it depends on the clock).
 */
import { useEffect, useState } from "react";
import { TR_DATE_TIME } from "#app/lib/dates";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const two = (n: number) => String(n).padStart(2, "0");

/** The countdown's text for `left` milliseconds to `end`; null when the time is over. */
export function countdownText(left: number, end: Date): string | null {
  if (left <= 0) return null;
  if (left < DAY) {
    const s = Math.floor(left / 1000);
    return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  }
  if (left <= 3 * DAY) return `Son ${Math.ceil(left / DAY)} gün`;
  return `${TR_DATE_TIME.format(end)} tarihine kadar`;
}

export function ProductCountdown({ endsAt }: { endsAt: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const end = new Date(endsAt);
  const text = countdownText(end.getTime() - now, end);
  if (!text) return null;
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full bg-pink-50 px-3 py-1 text-sm font-bold text-pink-700"
      role="timer"
      aria-label="Kampanya süresi"
    >
      <span>Kampanya:</span>
      <span className="tabular-nums">{text}</span>
    </p>
  );
}
