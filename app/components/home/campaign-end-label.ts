/**
 * The campaign countdown label (spec section 4): more than 3 days left shows the end date;
 * 3 days 'Son 3 Gün'; 2 days (or 1 day plus hours) 'Son 2 Gün'; otherwise hh:mm:ss; past the
 * date 'Kampanya Sona Erdi'.
 */
import { TR_DATE } from "#app/lib/dates";

const DAY = 86_400_000;
const HOUR = 3_600_000;

const pad = (n: number) => String(n).padStart(2, "0");

export type EndLabel = { text: string; ticking: boolean; ended: boolean };

export function campaignEndLabel(endsAt: Date, now: Date): EndLabel {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { text: "Kampanya Sona Erdi", ticking: false, ended: true };
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  if (days > 3) return { text: `Son gün: ${TR_DATE.format(endsAt)}`, ticking: false, ended: false };
  if (days === 3) return { text: "Son 3 Gün", ticking: false, ended: false };
  if (days === 2 || (days === 1 && hours > 0)) return { text: "Son 2 Gün", ticking: false, ended: false };
  const totalSeconds = Math.floor(left / 1000);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return { text: `${pad(h)}:${pad(m)}:${pad(s)}`, ticking: true, ended: false };
}
