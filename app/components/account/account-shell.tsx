/**
 * The frame of every member page under /kullanici/ (spec section 2 account pages; mobile panels):
 * the page title and a menu of the account's pages, as a sidebar from 1024 px and as a row of
 * scrollable chips above the content on phones.
 *
 *   <AccountShell title="Adreslerim" active="adreslerim">…</AccountShell>
 */
import { useEffect, useRef, type ReactNode } from "react";
import { href, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";

export const ACCOUNT_PAGES = [
  { id: "siparislerim", label: "Siparişlerim", to: href("/kullanici/siparislerim") },
  // The member's subscriptions are listed on the subscription page itself.
  { id: "aboneliklerim", label: "Aboneliklerim", to: `${href("/abonelik")}#aboneliklerim` },
  { id: "profil", label: "Üyelik Bilgilerim", to: href("/kullanici/profil") },
  { id: "sifre-degistir", label: "Şifre Değiştir", to: href("/kullanici/sifre-degistir") },
  { id: "adreslerim", label: "Adreslerim", to: href("/kullanici/adreslerim") },
  { id: "cocuk-bilgilerim", label: "Çocuk Bilgilerim", to: href("/kullanici/cocuk-bilgilerim") },
  { id: "bebek-bilgilerim", label: "Bebek Bilgilerim", to: href("/kullanici/bebek-bilgilerim") },
  { id: "favorilerim", label: "Favorilerim", to: href("/kullanici/favorilerim") },
  { id: "alarmlarim", label: "Alarmlarım", to: href("/kullanici/alarmlarim") },
  { id: "joker-puanlarim", label: "Joker Puanlarım", to: href("/kullanici/joker-puanlarim") },
  { id: "hediye-listesi", label: "Hediye Listelerim", to: `${href("/hediye-listesi")}/` },
  { id: "karsilastirmalarim", label: "Karşılaştırmalarım", to: href("/kullanici/karsilastirmalarim") },
  // KVKK art. 11: what the shop holds about the member, its download, and the erasure request.
  { id: "kisisel-verilerim", label: "Kişisel Verilerim", to: href("/kullanici/kisisel-verilerim") },
  { id: "yardim", label: "Yardım", to: href("/kullanici/yardim") },
] as const;

export type AccountPageId = (typeof ACCOUNT_PAGES)[number]["id"];

export function AccountShell({ title, active, children }: { title: string; active: AccountPageId; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);
  // On phones the menu is a scrollable row: bring the current page's chip into view (centred).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = current.getBoundingClientRect();
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [active]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Hesabım", to: href("/kullanici/profil") }, { label: title }]} />
      <div className="mt-5 grid gap-6 lg:grid-cols-[240px_1fr]">
        <nav ref={nav} aria-label="Hesabım" className="max-lg:-mx-4 max-lg:overflow-x-auto max-lg:px-4">
          <ul className="flex gap-2 max-lg:w-max lg:flex-col lg:gap-1 lg:rounded-2xl lg:border lg:border-slate-100 lg:p-2">
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.id} className="shrink-0">
                <Link
                  to={page.to}
                  aria-current={page.id === active ? "page" : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-bold whitespace-nowrap lg:rounded-xl ${
                    page.id === active
                      ? "bg-brand-700 text-white"
                      : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-700 lg:bg-transparent"
                  }`}
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="hesap-baslik" className="min-w-0">
          <h1 id="hesap-baslik" className="mb-5 text-2xl font-black text-ink">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
