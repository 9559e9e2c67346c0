/**
 * The way between the pages of a back-office list read by keyset (newest first): a link back
 * towards the newest on the left ('← En yeniler', '← Daha yeni kayıtlar'), one to the older rows on
 * the right; drawn only when there is somewhere to go.
 */
import { Link } from "react-router";

export function KeysetNav({
  label,
  newer,
  older,
}: {
  label: string;
  newer: { to: string; text: string } | null;
  older: { to: string; text: string } | null;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap justify-between gap-3 text-sm font-bold">
      {newer ? (
        <Link to={newer.to} className="btn-secondary h-11 px-5">
          ← {newer.text}
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link to={older.to} className="btn-secondary h-11 px-5">
          {older.text} →
        </Link>
      )}
    </nav>
  );
}
