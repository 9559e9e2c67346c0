/**
 * /yonetim/kulup (permission club.write): the parents' club events this manager
 * may manage (an owner every event, a store manager their store's: club-admin.server.ts), those to
 * come (soonest first, cancelled ones marked) and those past (latest first), each with its time,
 * place, registered / capacity, its registrations and 'Düzenle'; 'Yeni Etkinlik' opens the form
 * (/yonetim/kulup/duzenle).
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.kulup";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { ClubEventCards } from "#app/components/back-office/club-event-views";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { listClubEventsFor } from "#app/domain/club/club-admin.server";
import { clubTabUrl } from "#app/domain/club/club-tabs";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "club.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Aile Kulübü");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  return data(await listClubEventsFor(context.db, manager), { headers: NO_STORE });
}

export default function ClubEventsAdminPage({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <>
      <BackOfficeHeading
        title="Aile Kulübü etkinlikleri"
        intro={
          <>
            Değişiklikler{" "}
            <a href={clubTabUrl("etkinlikler")} className="font-bold text-brand-700 hover:underline">
              Aile Kulübü sayfasına
            </a>{" "}
            hemen yansır. Kayıtlı üyelerin bilgileri kişisel veridir: yalnızca etkinlik için kullanın.
          </>
        }
      />
      <p className="mb-6">
        <Link to={href("/yonetim/kulup/duzenle")} className="btn-primary h-11 px-6">
          Yeni Etkinlik
        </Link>
      </p>
      {(
        [
          ["Yaklaşan etkinlikler", upcoming, false],
          ["Geçmiş etkinlikler", past, true],
        ] as const
      ).map(([title, list, isPast]) => (
        <section key={title} className="mb-8" aria-labelledby={`baslik-${isPast ? "gecmis" : "yaklasan"}`}>
          <h2 id={`baslik-${isPast ? "gecmis" : "yaklasan"}`} className="mb-3 text-lg font-extrabold text-ink">
            {title} ({list.length})
          </h2>
          {list.length === 0 ? (
            <BackOfficeCard>
              <p className="text-sm text-slate-600">{isPast ? "Geçmiş etkinlik yok." : "Planlanmış etkinlik yok."}</p>
            </BackOfficeCard>
          ) : (
            <ClubEventCards events={[...list]} label={title} past={isPast} />
          )}
        </section>
      ))}
    </>
  );
}
