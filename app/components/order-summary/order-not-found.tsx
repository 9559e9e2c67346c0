/**
 * The order summary for an order that is not there (an unknown or mistyped hash, or another
 * member's order): spec section 8's 'Hata Oluştu' / 'Sipariş detayı bulunmadı.', with the ways on.
 */
import { href, Link } from "react-router";
import { ErrorIllustration } from "#app/components/layout/error-pages";
import { ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";

export function OrderNotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center md:py-20">
      <ErrorIllustration code="404" />
      <h1 className="mt-6 text-2xl font-black text-ink md:text-4xl">{ORDER_ERROR_TITLE}</h1>
      <p className="mt-3 text-lg font-semibold text-slate-700">{ORDER_NOT_FOUND}</p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        Sipariş bağlantısını onay e-postanızdaki gibi eksiksiz açtığınızdan emin olun. Üyeyseniz tüm siparişlerinizi Siparişlerim sayfasında
        görebilirsiniz.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn-primary h-12 px-8">
          Alışverişe Devam Et
        </Link>
        <Link to={href("/kullanici/siparislerim")} className="btn-secondary h-12 px-8">
          Siparişlerim
        </Link>
      </p>
    </div>
  );
}
