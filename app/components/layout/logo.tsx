/** The shop's logo: a smiling little globe and the name, linking home. */
import { href, Link } from "react-router";

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#f97316" />
      <path d="M9 19c5-3 9 1 13-2s6-7 11-5 6 6 6 6" fill="none" stroke="#fed7aa" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 30c4 2 7-2 11 0s5 5 10 4 8-4 11-3" fill="none" stroke="#fdba74" strokeWidth="3" strokeLinecap="round" />
      <circle cx="18" cy="23" r="2.6" fill="#fff" />
      <circle cx="30" cy="23" r="2.6" fill="#fff" />
      <path d="M18 30c3.2 3 8.8 3 12 0" fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" />
      <circle cx="38" cy="9" r="4" fill="#facc15" />
    </svg>
  );
}

export function Logo() {
  return (
    // The link's name starts with the words it shows ('Minik Dünya ana sayfa'), so voice control finds it.
    <Link to={href("/")} className="flex shrink-0 items-center gap-2 rounded-xl">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight text-brand-600 md:text-2xl">
          Minik<span className="text-sky-600"> Dünya</span>
          <span className="sr-only"> ana sayfa</span>
        </span>
        <span aria-hidden="true" className="hidden text-[11px] font-semibold text-slate-500 md:block">
          bebek · çocuk · oyuncak · ev
        </span>
      </span>
    </Link>
  );
}
