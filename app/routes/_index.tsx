/** Home page: campaign banners, category tiles and the new / discounted / best-selling rails. */
import { href, Link } from "react-router";
import type { Route } from "./+types/_index";
import { CampaignCarousel } from "#app/components/home/campaign-carousel";
import { CategoryTiles } from "#app/components/home/category-tiles";
import { ProductRail } from "#app/components/home/product-rail";
import { GiftIcon, HeartIcon, StoreIcon } from "#app/components/icons";
import { loadHomeBanners } from "#app/domain/campaigns/home-banners.server";
import { loadCategoryTiles, loadHomeRails } from "#app/domain/search/home.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { canonicalUrl } from "#app/domain/seo";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Minik Dünya | Bebek, Çocuk, Oyuncak ve Ev Ürünleri" },
  ...(data?.canonical ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
  {
    name: "description",
    content:
      "Bebek arabası, oto koltuğu, çocuk giyimi, oyuncak ve ev ürünlerinde kampanyalar Minik Dünya'da. Mağazadan teslim al, taksitle öde, 14 gün içinde iade et.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const banners = await loadHomeBanners(context.db, now);
  const tiles = await loadCategoryTiles(context.db);
  const rails = await loadHomeRails(context.db);
  return { banners, tiles, rails, now: now.toISOString(), canonical: canonicalUrl(href("/"), publicOrigin()) };
}

function WelcomeHero() {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-7xl md:px-4 md:pt-5">
      <div className="relative overflow-hidden bg-gradient-to-br from-brand-500 via-orange-400 to-pink-500 px-6 py-12 text-white md:rounded-3xl md:px-16 md:py-16">
        <span aria-hidden="true" className="absolute -top-16 -right-10 size-72 rounded-full bg-white/15" />
        <h1 id="welcome-title" className="relative max-w-2xl text-3xl leading-tight font-black md:text-5xl">
          Minik Dünya'ya hoş geldiniz!
        </h1>
        <p className="relative mt-3 max-w-xl font-semibold text-white/95 md:text-lg">
          Bebeğinizden büyük çocuğunuza, evinizden oyun odanıza ihtiyacınız olan her şey burada.
        </p>
        <p className="relative mt-6">
          <Link
            to={href("/kampanyalar")}
            className="inline-flex h-12 items-center rounded-full bg-white px-6 font-extrabold text-ink shadow-md"
          >
            Kampanyaları Gör
          </Link>
        </p>
      </div>
    </section>
  );
}

const HIGHLIGHTS = [
  {
    icon: HeartIcon,
    title: "Aile Kulübü",
    text: "Ücretsiz üye olun, etkinliklere katılın, kampanyalardan ilk siz haberdar olun.",
    to: href("/aile-kulubu/uye-ol"),
    cta: "Hemen Üye Ol",
    tone: "from-pink-50 to-pink-100 text-pink-700",
  },
  {
    icon: StoreIcon,
    title: "Mağazalarımız",
    text: "Size en yakın mağazayı bulun, siparişinizi mağazadan teslim alın.",
    to: href("/magazalar"),
    cta: "Mağaza Bul",
    tone: "from-sky-50 to-sky-100 text-sky-700",
  },
  {
    icon: GiftIcon,
    title: "Hediye Listesi",
    text: "Doğum ve doğum günü için listenizi oluşturun, sevdiklerinizle paylaşın.",
    to: `${href("/hediye-listesi")}/`,
    cta: "Liste Oluştur",
    tone: "from-emerald-50 to-emerald-100 text-emerald-700",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, tiles, rails, now } = loaderData;
  const empty = rails.newest.length === 0 && rails.discounted.length === 0 && rails.bestsellers.length === 0;
  return (
    <>
      {banners.length > 0 ? (
        <>
          <h1 className="sr-only">Minik Dünya: bebek, çocuk, oyuncak ve ev ürünleri</h1>
          <CampaignCarousel slides={banners} serverNow={now} />
        </>
      ) : (
        <WelcomeHero />
      )}
      <CategoryTiles tiles={tiles} />
      <ProductRail title="Yeni Ürünler" items={rails.newest} accent="bg-sky-500" />
      <ProductRail
        title="İndirimli Ürünler"
        items={rails.discounted}
        accent="bg-pink-500"
        moreLink={{ to: href("/kampanyalar"), label: "Tüm Kampanyalar" }}
      />
      <ProductRail title="Çok Satanlar" items={rails.bestsellers} accent="bg-brand-500" />
      {empty && <p className="mx-auto max-w-7xl px-4 pt-10 text-center text-slate-600">Ürünlerimiz çok yakında burada olacak.</p>}
      <section aria-label="Minik Dünya ayrıcalıkları" className="mx-auto max-w-7xl px-4 pt-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, ...h }) => (
            <li key={h.to} className={`flex flex-col gap-2 rounded-2xl bg-gradient-to-br p-5 ${h.tone}`}>
              <Icon size={28} />
              <h2 className="text-lg font-extrabold text-ink">{h.title}</h2>
              <p className="text-sm text-slate-700">{h.text}</p>
              <Link to={h.to} className="mt-auto pt-2 text-sm font-extrabold underline-offset-4 hover:underline">
                {h.cta} →
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
