/**
 * What a refused /yonetim page shows (403), inside the back office's frame and
 * nothing of the page asked: a visitor or a shop member reads why and gets 'Yönetim Girişi' (back
 * to the page asked once signed in); a manager whose role lacks the page reads 'Bu sayfa için
 * yetkiniz yok.' and the way back to the panel. Any other failure: the general message.
 */
import { href, Link } from "react-router";
import { ErrorIllustration } from "#app/components/layout/error-pages";
import { GENERIC_ERROR, NOT_FOUND_TITLE } from "#app/lib/messages";

export type Refusal = { status: number; reason: string | null; loginUrl: string | null };

export function BackOfficeRefusal({ refusal }: { refusal: Refusal }) {
  const { status, reason, loginUrl } = refusal;
  const title =
    status === 403 ? (loginUrl ? "Yönetim girişi gerekli" : "Yetkiniz yok") : status === 404 ? NOT_FOUND_TITLE : "Bir hata oluştu";
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <ErrorIllustration code={String(status)} />
      <h1 className="mt-6 text-2xl font-black text-ink">{title}</h1>
      <p className="mt-3 text-slate-700">{reason ?? GENERIC_ERROR}</p>
      <p className="mt-8">
        {loginUrl ? (
          <Link to={loginUrl} className="btn-primary h-12 px-8">
            Yönetim Girişi
          </Link>
        ) : (
          <Link to={href("/yonetim")} reloadDocument className="btn-primary h-12 px-8">
            Panele dön
          </Link>
        )}
      </p>
    </div>
  );
}
