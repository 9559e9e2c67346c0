/**
 * GET /urun/hizli-gorunum/?catalogId={id}: the quick view (spec section 2). Listing cards load its
 * data with a fetcher into a dialog ('Hızlı Bak'); a direct visit gets a compact product page
 * (noindex, canonical to the product page) with a link to the full page. An unknown, inactive,
 * missing or malformed catalogId is a 404 with `{product: null}`: not thrown, so a card's fetcher
 * shows 'Ürün bulunamadı.' in its dialog instead of replacing the listing with an error page.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/urun.hizli-gorunum";
import { useBuyActions } from "#app/components/product/buy-actions";
import { QUICK_VIEW_TITLE_LIMIT, QuickViewProduct, type QuickViewData } from "#app/components/product/quick-view-product";
import { cutTitle } from "#app/components/product-card";
import { initialVariantId, loadProductDetail } from "#app/domain/catalog/product.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { parseId } from "#app/lib/ids";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("catalogId");
  const catalogId = raw ? parseId(raw) : null;
  const detail = catalogId ? await loadProductDetail(context.db, catalogId) : null;
  if (!detail) return data({ product: null, canonical: null }, { status: 404 });
  const product: QuickViewData = {
    catalogId: detail.catalogId,
    name: detail.name,
    brand: detail.brand,
    url: detail.url,
    type: detail.type,
    images: detail.images,
    thumbnails: detail.thumbnails,
    variants: detail.variants,
    priceProductId: initialVariantId(detail.variants),
  };
  return { product, canonical: canonicalUrl(detail.url, publicOrigin()) };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page?.product) return [{ title: "Ürün bulunamadı | Minik Dünya" }, { name: "robots", content: "noindex, follow" }];
  return seoMeta({ title: `${page.product.name} - Hızlı Bak`, url: page.canonical ?? undefined, noindex: true });
};

export default function QuickViewPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const actions = useBuyActions({ name: product?.name ?? "", image: product?.images[0] });
  if (!product) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-black text-ink">{PRODUCT_NOT_FOUND}</h1>
        <Link to={href("/")} className="btn-primary mt-6 h-11 px-6">
          Ana Sayfaya Dön
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:py-10">
      <QuickViewProduct
        product={product}
        actions={actions}
        heading={
          <h1 className="mt-1 text-xl leading-tight font-black text-ink md:text-2xl" title={product.name}>
            {cutTitle(product.name, QUICK_VIEW_TITLE_LIMIT)}
          </h1>
        }
      />
      {actions.dialogs}
    </div>
  );
}
