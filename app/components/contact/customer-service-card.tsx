/** The contact page's side block: customer service's phone, e-mail and hours, and where common questions are answered. */
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { ClockIcon, MailIcon, PhoneIcon } from "#app/components/icons";
import { CUSTOMER_SERVICE } from "#app/domain/contact/customer-service";

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-xs font-bold tracking-wide text-slate-500 uppercase">{title}</h3>
        <div className="mt-0.5 text-[15px] text-ink">{children}</div>
      </div>
    </li>
  );
}

const QUICK_LINKS = [
  { to: href("/kullanici/siparislerim"), label: "Siparişlerim ve iade talepleri" },
  { to: href("/siparis-takip"), label: "Üye olmadan sipariş takibi" },
  { to: href("/magazalar"), label: "Mağazalarımız ve çalışma saatleri" },
];

export function CustomerServiceCard() {
  return (
    <aside aria-labelledby="musteri-hizmetleri" className="grid gap-4 self-start">
      <section className="rounded-3xl border border-slate-200 bg-brand-50/60 p-5 md:p-6">
        <h2 id="musteri-hizmetleri" className="text-lg font-black text-ink">
          Müşteri Hizmetleri
        </h2>
        <ul className="mt-4 grid gap-4">
          <Row icon={<PhoneIcon size={20} />} title="Telefon">
            <a href={CUSTOMER_SERVICE.phoneHref} className="font-extrabold whitespace-nowrap text-brand-700 hover:underline">
              {CUSTOMER_SERVICE.phone}
            </a>
          </Row>
          <Row icon={<MailIcon size={20} />} title="E-posta">
            <a href={`mailto:${CUSTOMER_SERVICE.email}`} className="font-semibold text-brand-700 hover:underline">
              {/* Breaks after the @ when the column is narrow, never inside a word. */}
              {CUSTOMER_SERVICE.email.split("@")[0]}@<wbr />
              {CUSTOMER_SERVICE.email.split("@")[1]}
            </a>
          </Row>
          <Row icon={<ClockIcon size={20} />} title="Çalışma Saatleri">
            {CUSTOMER_SERVICE.hours.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Row>
        </ul>
        <p className="mt-4 border-t border-brand-100 pt-4 text-sm text-slate-600">
          Formdan gönderdiğiniz mesajlara {CUSTOMER_SERVICE.answerTime} e-posta ile yanıt veriyoruz.
        </p>
      </section>
      <nav aria-label="Hızlı yardım" className="rounded-3xl border border-slate-200 bg-white p-5 md:p-6">
        <h2 className="text-base font-black text-ink">Yanıtı hemen bulun</h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-bold text-brand-700 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
