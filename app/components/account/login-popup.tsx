/**
 * The login box (spec section 2: "login box with e-mail or SMS option"): the login page's two
 * methods in a dialog, opened from the header's 'Giriş Yap'. Its one-time password secret comes
 * from the login page's loader (a fetcher); after a login the current page loads again, signed in.
 * Loaded on demand (login-popup-link.tsx), never with the page; the forms load in a second step
 * (started as soon as this module runs), so the page's own code only names this one file.
 */
import { registerUrlReturningTo } from "#app/lib/login-url";
import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog } from "radix-ui";
import { href, Link, useFetcher, useLocation } from "react-router";
import type { loader } from "#app/routes/kullanici.kullanici-giris";

const loadForms = () => import("./login-form");
const LoginOptions = lazy(() => loadForms().then((m) => ({ default: m.LoginOptions })));
void loadForms();

/** Mounted while open: every opening starts afresh (a new one-time secret, empty fields). */
export default function LoginPopup({ onClose }: { onClose: () => void }) {
  const { pathname, search } = useLocation();
  // Where to come back to: this page as it was when the popup opened (without its #hash, so the
  // browser really loads it again).
  const [returnTo] = useState(pathname + search);
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    void load(href("/kullanici/kullanici-giris"));
  }, [load]);
  // A link inside (Şifremi Unuttum, Üye Ol) leaves the page: the popup goes with it.
  useEffect(() => {
    if (pathname + search !== returnTo) onClose();
  }, [pathname, search, returnTo, onClose]);
  const secret = fetcher.state === "idle" ? (fetcher.data?.secret ?? null) : null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content className="modal-panel max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <Dialog.Title className="pr-8 text-2xl font-black text-ink">Giriş Yap</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">Minik Dünya hesabınızla giriş yapın.</Dialog.Description>
          <Suspense fallback={<p className="mt-5 text-sm text-slate-600">Yükleniyor…</p>}>
            <LoginOptions
              idPrefix="popup-login"
              secret={secret}
              captcha={Boolean(fetcher.data?.captcha)}
              redirectUrl={returnTo}
              onSecretUsed={() => void load(href("/kullanici/kullanici-giris"))}
            />
          </Suspense>
          <p className="mt-5 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
            Hesabınız yok mu?{" "}
            <Link to={registerUrlReturningTo(returnTo)} className="font-extrabold text-brand-700 hover:underline">
              Üye Ol
            </Link>
          </p>
          <Dialog.Close className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-slate-100" aria-label="Kapat">
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
