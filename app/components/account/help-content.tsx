/**
 * What /kullanici/yardim shows, to guests and members alike: the help collapsibles, then 'Bize
 * Ulaşın' (customer service's phone and hours, and the way to the contact form) and the app-link
 * SMS sender (#uygulama). Members see it inside their account's frame, guests on a page of its own.
 */
import { href, Link } from "react-router";
import { ClockIcon, PhoneIcon } from "#app/components/icons";
import { CUSTOMER_SERVICE } from "#app/domain/contact/customer-service";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { AppLinkForm } from "./app-link-form";
import { HelpQuestions } from "./help-questions";

const card = "min-w-0 rounded-3xl border border-slate-200 p-5 md:p-6";

export function HelpContent({ settings }: { settings: ShopSettings }) {
  return (
    <>
      <p className="mb-4 text-[15px] text-slate-600">
        Sık sorulan soruların yanıtları aşağıda. Aradığınızı bulamazsanız{" "}
        <Link to={href("/bize-ulasin")} className="font-bold text-brand-700 underline underline-offset-2">
          Bize Ulaşın
        </Link>{" "}
        sayfasından bize yazabilirsiniz.
      </p>
      <HelpQuestions settings={settings} />
      <div className="mt-8 grid items-start gap-5 md:grid-cols-2">
        <section aria-labelledby="yardim-bize-ulasin" className={`${card} bg-brand-50/60`}>
          <h2 id="yardim-bize-ulasin" className="text-lg font-black text-ink">
            Bize Ulaşın
          </h2>
          <p className="mt-2 text-[15px] text-slate-700">
            Siparişiniz, iadeniz ya da ürünlerimizle ilgili sorunuzu yazın; müşteri hizmetlerimiz {CUSTOMER_SERVICE.answerTime} e-posta ile
            yanıt versin.
          </p>
          <ul className="mt-4 grid gap-2 text-[15px] text-ink">
            <li className="flex items-center gap-2">
              <PhoneIcon size={18} className="shrink-0 text-brand-700" />
              <a href={CUSTOMER_SERVICE.phoneHref} className="font-extrabold whitespace-nowrap text-brand-700 hover:underline">
                {CUSTOMER_SERVICE.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <ClockIcon size={18} className="mt-0.5 shrink-0 text-brand-700" />
              <span>{CUSTOMER_SERVICE.hours.join(", ")}</span>
            </li>
          </ul>
          <Link to={href("/bize-ulasin")} className="btn-primary mt-5 h-12 w-full px-8 text-base sm:w-auto">
            Mesaj Gönderin
          </Link>
        </section>
        <section id="uygulama" aria-labelledby="yardim-uygulama" className={`${card} scroll-mt-24 bg-white`}>
          <h2 id="yardim-uygulama" className="text-lg font-black text-ink">
            Minik Dünya Uygulaması
          </h2>
          <p className="mt-2 mb-4 text-[15px] text-slate-700">
            Cep telefonu numaranızı yazın, uygulamamızı indirme bağlantısını SMS ile gönderelim.
          </p>
          <AppLinkForm />
        </section>
      </div>
    </>
  );
}
