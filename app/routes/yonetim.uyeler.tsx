/**
 * /yonetim/uyeler: the shop's members (permission members.read): a search by
 * name, e-mail or phone (a GET form, `?q=`; at least 3 letters or digits), 50 a page newest first
 * ('Daha eski üyeler' by keyset, `?once=`), each with a link to their page. The search is matched
 * by the database's trigram index of a folded column (domain/members/members.server.ts), so it
 * never reads every member. Under it, the consents to commercial messages as a file for İYS
 * (/yonetim/uyeler/iys-izinleri).
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/yonetim.uyeler";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { IysExportCard, MemberSearchForm, MemberRows } from "#app/components/back-office/member-views";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { searchMembers } from "#app/domain/members/members.server";
import { SEARCH_TOO_SHORT } from "#app/domain/members/members.schema";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "members.read" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Üyeler");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const found = await searchMembers(context.db, search.get("q") ?? "", parseId(search.get("once")));
  const older =
    found.older != null ? `?${new URLSearchParams({ ...(found.query ? { q: found.query } : {}), once: String(found.older) })}` : null;
  return data({ ...found, error: found.tooShort ? SEARCH_TOO_SHORT : "", older, paged: search.has("once") }, { headers: NO_STORE });
}

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, older, error, paged } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Üyeler" intro="Üyeleri adına, e-postasına ya da telefonuna göre arayın." />
      <BackOfficeCard className="mb-6">
        <MemberSearchForm query={query} error={error} />
      </BackOfficeCard>
      <IysExportCard />
      <h2 className="mb-3 text-lg font-extrabold text-ink">{query ? `“${query}” için sonuçlar` : "En yeni üyeler"}</h2>
      {rows.length === 0 ? <p className="text-slate-700">{error ? "" : "Bu aramaya uyan üye yok."}</p> : <MemberRows rows={rows} />}
      {(older || paged) && (
        <nav aria-label="Üye sayfaları" className="mt-6 flex flex-wrap justify-between gap-3 text-sm font-bold">
          {paged ? (
            <Link to={query ? `?q=${encodeURIComponent(query)}` : "?"} className="btn-secondary h-11 px-5">
              ← En yeniler
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link to={older} className="btn-secondary h-11 px-5">
              Daha eski üyeler →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
