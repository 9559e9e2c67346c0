/**
 * Cookie banner (spec sections 2, 4, 9). Shows until the visitor answers; 'Tamam' stores
 * dismiss, 'Çerezleri kabul et' allow, 'Reddet' deny, in the cookieconsent_status cookie for
 * 365 days. Once answered, the footer's 'Çerez Tercihleri' button (CookiePreferencesButton) clears
 * the answer and reopens the banner; it sits in the footer so it never covers the page.
 * The server already knows the answer from the request, so nothing flashes on load.
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { CookieIcon } from "#app/components/icons";
import { clearedConsentCookie, consentCookie, readConsent, type ConsentStatus } from "./cookie-consent";

const CONSENT_REVOKED_EVENT = "cookieconsent:revoke";

/** The revoke button (footer): clears the stored answer and reopens the banner. */
export function CookiePreferencesButton({ className = "" }: { className?: string }) {
  function revoke() {
    document.cookie = clearedConsentCookie();
    window.dispatchEvent(new Event(CONSENT_REVOKED_EVENT));
  }
  return (
    <button type="button" onClick={revoke} className={`inline-flex items-center gap-1.5 font-bold hover:text-brand-700 ${className}`}>
      <CookieIcon size={14} />
      Çerez Tercihleri
    </button>
  );
}

export function CookieBanner({ initial }: { initial: ConsentStatus | null }) {
  const [status, setStatus] = useState<ConsentStatus | null>(initial);

  // A cached page could carry an older answer than the browser holds: trust the browser.
  useEffect(() => {
    const actual = readConsent(document.cookie);
    if (actual !== initial) setStatus(actual);
  }, [initial]);

  // The footer's preferences button revoked the answer: show the banner again.
  useEffect(() => {
    const reopen = () => setStatus(null);
    window.addEventListener(CONSENT_REVOKED_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_REVOKED_EVENT, reopen);
  }, []);

  function answer(value: ConsentStatus) {
    document.cookie = consentCookie(value);
    setStatus(value);
  }

  if (status) return null;

  return (
    <section
      role="region"
      aria-label="Çerez bildirimi"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/98 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] md:inset-x-auto md:bottom-5 md:left-5 md:max-w-md md:rounded-2xl md:border"
    >
      <div className="flex flex-col gap-3 p-4 md:p-5">
        <p className="flex gap-3 text-sm leading-relaxed text-slate-700">
          <CookieIcon className="mt-0.5 shrink-0 text-brand-600" />
          <span>
            Sitemizde size daha iyi hizmet sunabilmek için çerezler kullanılmaktadır. Sitemize giriş yapmanız çerez kullanımını kabul
            ettiğiniz anlamına gelir.{" "}
            <a href={href("/cerezler")} target="_blank" rel="noopener" className="font-bold text-brand-700 underline underline-offset-2">
              Devamı
            </a>
          </span>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <button
            type="button"
            onClick={() => answer("deny")}
            className="rounded-full px-3 py-2 text-sm font-semibold text-slate-600 underline-offset-2 hover:underline"
          >
            Reddet
          </button>
          <button type="button" onClick={() => answer("dismiss")} className="btn-secondary h-10 px-5 text-sm">
            Tamam
          </button>
          <button type="button" onClick={() => answer("allow")} className="btn-primary h-10 px-5 text-sm">
            Çerezleri kabul et
          </button>
        </div>
      </div>
    </section>
  );
}
