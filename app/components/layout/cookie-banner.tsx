/**
 * Cookie banner (spec sections 2, 4, 9). Shows until the visitor answers; 'Tamam' stores
 * dismiss, 'Çerezleri kabul et' allow, 'Reddet' deny, in the cookieconsent_status cookie for
 * 365 days. Once answered, a small 'Çerez Tercihleri' button clears the answer and reopens it.
 * The server already knows the answer from the request, so nothing flashes on load.
 */
import { useEffect, useState } from "react";
import { CookieIcon } from "#app/components/icons";
import { clearedConsentCookie, consentCookie, readConsent, type ConsentStatus } from "./cookie-consent";

export function CookieBanner({ initial }: { initial: ConsentStatus | null }) {
  const [status, setStatus] = useState<ConsentStatus | null>(initial);

  // A cached page could carry an older answer than the browser holds: trust the browser.
  useEffect(() => {
    const actual = readConsent(document.cookie);
    if (actual !== initial) setStatus(actual);
  }, [initial]);

  function answer(value: ConsentStatus) {
    document.cookie = consentCookie(value);
    setStatus(value);
  }

  function revoke() {
    document.cookie = clearedConsentCookie();
    setStatus(null);
  }

  if (status) {
    return (
      <button
        type="button"
        onClick={revoke}
        aria-label="Çerez tercihlerini değiştir"
        className="fixed bottom-4 left-4 z-40 flex items-center gap-1.5 rounded-full border border-slate-200 bg-white/95 px-3 py-2 text-xs font-bold text-slate-700 shadow-md hover:border-brand-500 hover:text-brand-700"
      >
        <CookieIcon size={16} />
        <span aria-hidden="true" className="max-md:hidden">
          Çerez Tercihleri
        </span>
      </button>
    );
  }

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
            <a href="/cerezler" target="_blank" rel="noopener" className="font-bold text-brand-700 underline underline-offset-2">
              Devamı
            </a>
          </span>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <button type="button" onClick={() => answer("deny")} className="rounded-full px-3 py-2 text-sm font-semibold text-slate-600 underline-offset-2 hover:underline">
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
