/**
 * /hediye-listesi/ara (spec sections 5, 7, 8): 'Hediye Listesi Ara' for visitors
 * and members: find a list by its owner's name, its number or its owner's e-mail, after the
 * captcha (app/components/member-lists/gift-list-search.tsx). The page's own GET form, sent
 * before the page is interactive, comes back here: with search fields in the query the loader
 * runs the same search as GET /hediye-listesi/ajax/liste-bul and the page shows its answer with
 * what was typed. Never cached (an answer used a captcha).
 */
import { data } from "react-router";
import { useLocation } from "react-router";
import type { Route } from "./+types/hediye-listesi.ara";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { GiftListSearch } from "#app/components/member-lists/gift-list-search";
import { searchValuesOf, type GiftListSearchAnswer } from "#app/domain/member-lists/gift-list-search";
import { searchGiftLists } from "#app/domain/member-lists/gift-list-search.server";
import { readQuery } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: "Hediye Listesi Ara | Minik Dünya" },
  {
    name: "description",
    content: "Hediye almak istediğiniz listeyi sahibinin adı ve soyadı, liste numarası ya da e-posta adresiyle bulun.",
  },
  ...(location.search ? [{ name: "robots", content: "noindex" }] : []),
];

const SEARCH_FIELDS = ["criteria", "value", "firstname", "lastname"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request);
  const values = searchValuesOf(query);
  if (!SEARCH_FIELDS.some((field) => field in query)) return data({ values, answer: null }, { headers: NO_STORE });
  const found = await searchGiftLists(context.db, query);
  const answer: GiftListSearchAnswer = found.ok
    ? { success: true, items: found.items }
    : { success: false, reason: found.reason, field: found.field };
  return data({ values, answer }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function GiftListSearchPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <Breadcrumbs items={[{ label: "Hediye Listesi Ara" }]} />
      <h1 className="mt-4 text-2xl font-extrabold text-ink">Hediye Listesi Ara</h1>
      <p className="mt-1 mb-6 max-w-2xl text-slate-600">
        Hediye almak istediğiniz listeyi sahibinin adı ve soyadı, liste numarası ya da e-posta adresiyle bulun. Yalnızca etkinlik günü
        geçmemiş listeler gösterilir.
      </p>
      {/* A search sent as a page (before the page was interactive) starts the form afresh. */}
      <GiftListSearch key={search} initial={loaderData.values} answer={loaderData.answer} />
    </div>
  );
}
