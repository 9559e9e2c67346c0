/** The footer on every page: service promises, link columns, the about text and legal links. */
import { href, Link } from "react-router";
import { CardIcon, ReturnIcon, ShieldIcon, StoreIcon } from "#app/components/icons";
import { CookiePreferencesButton } from "./cookie-banner";
import { FooterAbout } from "./footer-about";
import { LogoMark } from "./logo";
import type { MenuCategory } from "./shell-data";

type FooterLink = { to: string; label: string; newTab?: boolean };

const CORPORATE: FooterLink[] = [
  { to: href("/magazalar"), label: "Mağazalarımız" },
  { to: href("/aile-kulubu/uye-ol"), label: "Aile Kulübü" },
  { to: href("/kampanyalar"), label: "Kampanyalar" },
  { to: href("/abonelik"), label: "Abonelik Paketleri" },
  { to: `${href("/hediye-listesi")}/`, label: "Hediye Listesi" },
  { to: href("/hediye-listesi/ara"), label: "Hediye Listesi Ara" },
  { to: href("/hediye-kart-islemleri"), label: "Hediye Kartı" },
];

const CUSTOMER_SERVICES: FooterLink[] = [
  { to: href("/siparis-takip"), label: "Sipariş Takibi" },
  { to: href("/magazalar"), label: "Mağaza Bul" },
  { to: href("/kampanyalar"), label: "Güncel Kampanyalar" },
  { to: href("/aile-kulubu/uye-ol"), label: "Aile Kulübü'ne Üye Ol" },
  { to: href("/kullanici/siparislerim"), label: "Siparişlerim ve İade" },
  { to: href("/kullanici/yardim"), label: "Yardım" },
  { to: href("/bize-ulasin"), label: "Bize Ulaşın" },
  { to: `${href("/kullanici/yardim")}#uygulama`, label: "Mobil Uygulama" },
];

export const LEGAL_LINKS: FooterLink[] = [
  { to: href("/sozlesmeler/:slug", { slug: "uyelik-sozlesmesi" }), label: "Üyelik Sözleşmesi" },
  { to: href("/sozlesmeler/:slug", { slug: "on-bilgilendirme-formu" }), label: "Ön Bilgilendirme Formu" },
  { to: href("/sozlesmeler/:slug", { slug: "mesafeli-satis-sozlesmesi" }), label: "Mesafeli Satış Sözleşmesi" },
  { to: href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" }), label: "KVKK Aydınlatma Metni" },
  { to: href("/cerezler"), label: "Çerez Politikası" },
];

const PROMISES = [
  { icon: ShieldIcon, title: "Güvenli Alışveriş", text: "3D Secure ile korunan ödeme" },
  { icon: CardIcon, title: "Taksit İmkânı", text: "Kredi kartına 12 aya varan taksit" },
  { icon: StoreIcon, title: "Mağazadan Teslim", text: "Siparişini en yakın mağazadan al" },
  { icon: ReturnIcon, title: "14 Gün İade", text: "Kolay iade, cayma hakkı" },
];

function Column({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-extrabold tracking-wide text-ink uppercase">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ menu }: { menu: MenuCategory[] }) {
  const categoryLinks = menu.map((c) => ({ to: href("/kategori/:slug", { slug: c.slug }), label: c.name }));
  return (
    <footer className="mt-16 bg-brand-50">
      <div className="border-y border-brand-100 bg-white">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 lg:grid-cols-4">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon />
              </span>
              <span>
                <span className="block text-sm font-extrabold text-ink">{title}</span>
                <span className="block text-xs text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Alt menü" className="grid grid-cols-2 gap-8 md:grid-cols-4">
          <Column title="Kurumsal" links={CORPORATE} />
          <Column title="Müşteri Hizmetleri" links={CUSTOMER_SERVICES} />
          {categoryLinks.length > 0 ? <Column title="Kategoriler" links={categoryLinks} /> : <div />}
          <Column title="Sözleşmeler" links={LEGAL_LINKS} />
        </nav>

        <div className="mt-10">
          <FooterAbout />
        </div>
      </div>

      <div className="border-t border-brand-100">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-slate-600 md:flex-row">
          <p className="flex items-center gap-2">
            <LogoMark size={24} />
            <span>© {new Date().getFullYear()} Minik Dünya. Tüm hakları saklıdır.</span>
          </p>
          <CookiePreferencesButton />
          <p>Fiyatlarımıza KDV dahildir (Kdv Dahil).</p>
        </div>
      </div>
    </footer>
  );
}
