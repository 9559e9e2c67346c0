/**
 * The header's 'Giriş Yap': a plain link to the login page (works without JavaScript, and opens
 * in a new tab with a modifier key); a plain click opens the login popup instead, which comes
 * back to this page after the login. The popup's code loads on the first hover, focus or click.
 * Kept as small as possible: it ships with every page.
 */
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { href, Link } from "react-router";

const loadPopup = () => import("./login-popup");
const LoginPopup = lazy(loadPopup);
const prefetch = () => void loadPopup();

export function LoginPopupLink({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  function onClick(event: MouseEvent) {
    if (
      location.pathname === href("/kullanici/kullanici-giris") ||
      event.button ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    setOpen(true);
  }
  return (
    <>
      <Link to={href("/kullanici/kullanici-giris")} className={className} onClick={onClick} onMouseEnter={prefetch} onFocus={prefetch}>
        {children}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <LoginPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
