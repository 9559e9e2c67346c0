/**
 * /urun/{sefUrl}-{catalogId}: the product page (spec sections 2, 4, 5). The trailing number is the
 * catalogue id; an unknown or inactive item is a 404 and a wrong sefUrl redirects (301) to the
 * canonical address. The server renders everything readable; picking and buying need JavaScript.
 */
import { lazy, Suspense, useState } from "react";
import { data, href, redirect } from "react-router";
import type { Route } from "./+types/urun.$slug";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { RatingStars } from "#app/components/rating-stars";
import { MemberActions } from "#app/components/product/member-actions";
import { ProductBuyBox, type BuyBoxVariant } from "#app/components/product/product-buy-box";
import { ProductCountdown } from "#app/components/product/product-countdown";
import { ProductGallery } from "#app/components/product/product-gallery";
import { ProductTabs } from "#app/components/product/product-tabs";
import { ProductVideoButton } from "#app/components/product/product-video-dialog";
import { SizeTableButton } from "#app/components/product/size-table-dialog";
import { StoreStockButton } from "#app/components/product/store-stock-dialog";
import { useLiveVariants } from "#app/components/product/use-live-variants";
import { loadProductDetail } from "#app/domain/catalog/product.server";
import { sizeChartOf } from "#app/domain/catalog/size-charts";
import { parseVideoEmbed } from "#app/domain/catalog/video-embed";
import { installmentTables, type InstallmentTable } from "#app/domain/payments/card-families";
import { publicOrigin } from "#app/lib/public-url.server";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { parseId } from "#app/lib/ids";
import { parseLira } from "#app/lib/money";
import { sizeValue } from "#app/domain/catalog/size-attribute";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";
import { brandUpper } from "#app/lib/turkish";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";
import { shownComments } from "#app/domain/comments/comments.server";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

// The installment tables are drawn only when their tab is chosen: their code loads then.
const ProductInstallments = lazy(() =>
  import("#app/components/product/product-installments").then((m) => ({ default: m.ProductInstallments })),
);

/** 'kiz-bebek-elbise-123' → {sefUrl: 'kiz-bebek-elbise', catalogId: 123}; null when there is no id. */
function parseProductSlug(slug: string): { sefUrl: string; catalogId: number } | null {
  const match = /^(.*)-(\d{1,10})$/.exec(slug);
  const catalogId = match ? parseId(match[2]) : null;
  return match && catalogId ? { sefUrl: match[1] ?? "", catalogId } : null;
}

const summary = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat;
};

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: "Ürün bulunamadı | Minik Dünya" }];
  const { detail } = page;
  return seoMeta({
    title: detail.name,
    description: summary(detail.description) || `${detail.brand} ${detail.name} Minik Dünya'da.`,
    url: page.canonical,
    type: "product",
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseProductSlug(params.slug);
  if (!parsed) throw data(PRODUCT_NOT_FOUND, { status: 404 });
  const [detail, comments] = await Promise.all([
    loadProductDetail(context.db, parsed.catalogId),
    shownComments(context.db, parsed.catalogId),
  ]);
  if (!detail) throw data(PRODUCT_NOT_FOUND, { status: 404 });
  if (parsed.sefUrl !== detail.sefUrl) throw redirect(detail.url, 301);
  // Installment tables per distinct variant price, the size chart and the video player are worked
  // out here, so their data and rules stay off the page's JavaScript.
  const installments: Record<number, InstallmentTable[]> = {};
  if (detail.type !== "teshir") {
    for (const v of detail.variants) {
      const kurus = parseLira(v.discountedPrice);
      if (kurus !== null && !installments[kurus]) installments[kurus] = installmentTables(kurus);
    }
  }
  const sizes = detail.variants.map(sizeOf).filter((s): s is string => s !== null);
  return {
    detail,
    comments,
    installments,
    sizeChart: sizeChartOf(detail.sizeChart, sizes),
    video: detail.videoUrl ? { embed: parseVideoEmbed(detail.videoUrl) } : null,
    canonical: canonicalUrl(detail.url, publicOrigin()),
  };
}

/** A variant's 'Beden' value, or null. */
function sizeOf(v: BuyBoxVariant | null | undefined): string | null {
  return sizeValue(v?.attributes);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { installments, sizeChart, video } = loaderData;
  const variants = useLiveVariants(loaderData.detail.catalogId, loaderData.detail.variants);
  const detail = { ...loaderData.detail, variants };
  const initial = detail.variants.find((v) => v.productId === detail.initialProductId) ?? null;
  const [variant, setVariant] = useState<BuyBoxVariant | null>(initial);
  // The installments follow the last chosen variant (a cleared size keeps the last price).
  const [priced, setPriced] = useState<BuyBoxVariant | null>(initial);
  const onVariantChange = (v: BuyBoxVariant | null) => {
    setVariant(v);
    if (v) setPriced(v);
  };
  // After a client-side move to another product, the previous product's variant no longer counts.
  const pricedHere = detail.variants.some((v) => v.productId === priced?.productId) ? priced : initial;
  const priceKurus = pricedHere ? parseLira(pricedHere.discountedPrice) : null;
  const crumbs = [
    ...detail.categoryTrail.map((c) => ({ label: c.name, to: href("/kategori/:slug", { slug: c.slug }) })),
    { label: detail.name },
  ];
  const countdownActive = detail.countdownEndsAt !== null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Breadcrumbs items={crumbs} />
      <div className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery images={detail.images} thumbnails={detail.thumbnails} name={detail.name} />
        <div className="flex flex-col gap-4">
          <div>
            {detail.brand && <p className="text-sm font-extrabold tracking-wide text-brand-700">{brandUpper(detail.brand)}</p>}
            <h1 className="mt-1 text-2xl leading-tight font-black text-ink md:text-3xl">{detail.name}</h1>
            <div className="mt-2">
              <RatingStars rating={detail.rating.avg} count={detail.rating.count} size={18} />
            </div>
          </div>
          {countdownActive && detail.countdownEndsAt && <ProductCountdown endsAt={detail.countdownEndsAt} />}
          <ProductBuyBox
            key={detail.catalogId}
            variants={detail.variants}
            initialProductId={detail.initialProductId}
            displayOnly={detail.type === "teshir"}
            name={detail.name}
            image={detail.images[0]}
            onVariantChange={onVariantChange}
          />
          {/* member actions (helper D) */}
          <MemberActions productId={variant?.productId ?? null} />
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            {detail.variants.length > 0 && <StoreStockButton sku={variant?.sku ?? null} label={sizeOf(variant)} />}
            <SizeTableButton chart={sizeChart} selectedSize={sizeOf(variant)} />
            <ProductVideoButton video={video} name={detail.name} />
          </div>
        </div>
      </div>
      <ProductTabs
        catalogId={detail.catalogId}
        description={detail.description}
        comments={loaderData.comments}
        reviewCount={detail.rating.count}
        extraTabs={
          priceKurus !== null && installments[priceKurus]
            ? [
                {
                  id: "taksit",
                  label: "Taksit Seçenekleri",
                  content: (
                    <Suspense fallback={<p className="py-6 text-center text-sm text-slate-500">Yükleniyor…</p>}>
                      <ProductInstallments priceKurus={priceKurus} tables={installments[priceKurus]} />
                    </Suspense>
                  ),
                },
              ]
            : []
        }
      />
    </div>
  );
}
