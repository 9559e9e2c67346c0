/**
 * /kampanyalar?categoryValue=all|giyim|bebek|oyuncak (spec section 2, PRODUCT.md, item
 * 2): the campaigns running now, filtered by the category links (a missing or unknown value is
 * all), each with its countdown (spec section 4) rendered on the server from the loader's `now`
 * and then ticking in the browser, and a link to its products; below them the campaigns ended in the
 * last days (domain/campaigns/campaigns-page.server.ts), then the Gülümseten Fırsat box.
 * The same for every visitor: served from the page cache like the category listings.
 *
 * POST /kampanyalar (the smile deal form, fields smilePhone and smileLink),
 * form-encoded (the page without JavaScript: the same page answers with the messages and what was
 * typed) or JSON (Accept: application/json → {success, reason, message, errors, values}): checked
 * with the form's schema (the spec's messages, 422), limited per client address (429), stored in
 * smile_deals (domain/smile-deals). Never cached. Cross-site posts are refused before it
 * (lib/cross-site.server.ts).
 */
import { data, href, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/kampanyalar";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { CampaignGrid } from "#app/components/campaigns/campaign-card";
import { CampaignCategoryNav } from "#app/components/campaigns/campaign-category-nav";
import { ChevronRightIcon } from "#app/components/icons";
import { useTickingNow } from "#app/components/campaigns/use-ticking-now";
import { SmileDealBox } from "#app/components/smile-deal/smile-deal-box";
import {
  campaignCategoryLabel,
  campaignsCanonicalPath,
  campaignsPageHref,
  ENDED_SHOWN_DAYS,
  parseCampaignCategory,
  SMILE_DEAL_ANCHOR,
} from "#app/domain/campaigns/campaigns-page";
import { loadCampaignsPage } from "#app/domain/campaigns/campaigns-page.server";
import { smileDealSchema, smileDealValues, type SmileDealAnswer } from "#app/domain/smile-deals/smile-deal.schema";
import { submitSmileDeal } from "#app/domain/smile-deals/smile-deals.server";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";
import { publicOrigin } from "#app/lib/public-url.server";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

const DESCRIPTION =
  "Minik Dünya'nın güncel kampanyaları: bebek ürünleri, çocuk giyimi ve oyuncakta süreli indirimler. Kampanya bitmeden fırsatları yakalayın!";

const pageTitle = (category: ReturnType<typeof parseCampaignCategory>) =>
  category === "all" ? "Kampanyalar" : `${campaignCategoryLabel(category)} Kampanyaları`;

export const meta: Route.MetaFunction = ({ data: page }) =>
  seoMeta({
    title: page ? pageTitle(page.category) : "Kampanyalar",
    description: page && page.category !== "all" ? `${campaignCategoryLabel(page.category)} kampanyaları: ${DESCRIPTION}` : DESCRIPTION,
    url: page?.canonical,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const category = parseCampaignCategory(new URL(request.url).searchParams.get("categoryValue"));
  const page = await loadCampaignsPage(context.db, category, now);
  return { ...page, now: now.toISOString(), canonical: canonicalUrl(campaignsCanonicalPath(category), publicOrigin()) };
}

/** A smile deal sent with fetch changes nothing the page shows: the campaigns are not read again. */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST" && formAction?.startsWith(href("/kampanyalar"))) return false;
  return defaultShouldRevalidate;
}

const answer = (body: SmileDealAnswer, status = 200) => data(body, { status, headers: NO_STORE });

/** The page answering a post (no JavaScript) carries the action's no-store too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const values = smileDealValues(await readBody(request));
  const v = validate(smileDealSchema, values);
  if (!v.ok) return answer({ success: false, reason: v.reason, message: v.reason, errors: v.errors, values }, 422);
  const outcome = await submitSmileDeal(context.db, { deal: v.data, userId: await context.session.userId(), ip: context.ip });
  if (!outcome.ok) return answer({ success: false, reason: outcome.reason, message: outcome.reason, errors: {}, values }, outcome.status);
  return answer({ success: true, reason: "", message: outcome.message, errors: {}, values });
}

export default function CampaignsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { category, running, ended, counts } = loaderData;
  const lastEnd = running.reduce((latest, c) => (c.endsAt > latest ? c.endsAt : latest), "");
  const now = useTickingNow(loaderData.now, lastEnd > loaderData.now);
  const label = campaignCategoryLabel(category);
  const title = pageTitle(category);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs
        items={category === "all" ? [{ label: "Kampanyalar" }] : [{ label: "Kampanyalar", to: href("/kampanyalar") }, { label }]}
      />
      <header className="mt-4 md:mt-6">
        <h1 className="text-2xl font-black text-ink md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 md:text-lg">
          Bebek ürünlerinden çocuk giyimine, oyuncaktan oyun odasına süreli fırsatlar burada. Kampanya bitmeden yakalayın!
        </p>
        <p className="mt-3">
          <a
            href={`#${SMILE_DEAL_ANCHOR}`}
            className="inline-block rounded-2xl bg-amber-50 px-4 py-2 text-sm leading-6 font-bold text-amber-900 ring-1 ring-amber-200 transition-colors hover:bg-amber-100 md:rounded-full"
          >
            Başka yerde daha uygununu mu gördünüz?{" "}
            <span className="whitespace-nowrap underline underline-offset-2">
              Gülümseten Fırsat
              <ChevronRightIcon size={16} className="ml-0.5 inline align-[-3px]" />
            </span>
          </a>
        </p>
      </header>
      <div className="mt-5">
        <CampaignCategoryNav current={category} counts={counts} />
      </div>

      <section aria-labelledby="suren-kampanyalar" className="mt-6">
        <h2 id="suren-kampanyalar" className="sr-only">
          Süren kampanyalar
        </h2>
        {running.length > 0 ? (
          <CampaignGrid campaigns={running} now={now} />
        ) : (
          <div className="rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-extrabold text-ink">
              {category === "all" ? "Şu anda süren bir kampanya yok." : `Şu anda ${label} kategorisinde süren bir kampanya yok.`}
            </p>
            <p className="mt-2 text-slate-600">Yeni fırsatlar çok yakında burada olacak.</p>
            {category !== "all" && (
              <Link to={campaignsPageHref("all")} className="btn-secondary mt-5 h-11 px-6">
                Tüm Kampanyalar
              </Link>
            )}
          </div>
        )}
      </section>

      {ended.length > 0 && (
        <section aria-labelledby="sona-eren-kampanyalar" className="mt-12">
          <h2 id="sona-eren-kampanyalar" className="text-xl font-black text-ink md:text-2xl">
            Sona Eren Kampanyalar
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Son {ENDED_SHOWN_DAYS} günde sona eren kampanyalar. Ürünlerimize göz atmaya devam edebilirsiniz.
          </p>
          <div className="mt-4">
            <CampaignGrid campaigns={ended} now={now} />
          </div>
        </section>
      )}

      <div className="mt-12">
        <SmileDealBox action={campaignsPageHref(category)} answer={actionData} />
      </div>
    </div>
  );
}
