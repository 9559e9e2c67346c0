/**
 * /yonetim/kulup/{id}/kayitlar (permission club.write): the members registered
 * for one club event, first registered first: name, e-mail, phone, children and when they
 * registered (club-admin.server.ts), and 'CSV olarak indir' (/yonetim/kulup/{id}/disa-aktar, whose
 * every download is written to the audit log). A store manager sees their store's events only:
 * another event's id is 404, as an unknown one.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/yonetim.kulup.$id.kayitlar";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { Badge } from "#app/components/back-office/checked-form";
import { clubEventEditHref, RegistrationRows } from "#app/components/back-office/club-event-views";
import { BackLink } from "#app/components/back-office/form-parts";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { EVENT_ADMIN_NOT_FOUND } from "#app/domain/club/club-admin.messages";
import { eventRegistrationsFor } from "#app/domain/club/club-admin.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "club.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Etkinlik kayıtları");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  const found = id == null ? null : await eventRegistrationsFor(context.db, manager, id);
  if (!found)
    throw data(
      { success: false, reason: EVENT_ADMIN_NOT_FOUND, message: EVENT_ADMIN_NOT_FOUND, loginUrl: null },
      { status: 404, headers: NO_STORE },
    );
  return data(found, { headers: NO_STORE });
}

export default function ClubEventRegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { event, rows } = loaderData;
  return (
    <>
      <BackLink to={href("/yonetim/kulup")} label="Aile Kulübü" />
      <BackOfficeHeading title={`Kayıtlar: ${event.title}`} intro={[event.whenText, event.place].filter(Boolean).join(" · ")} />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <p className="text-sm font-bold text-ink">
          {event.registeredCount} / {event.capacity} kayıt
        </p>
        {event.cancelled && <Badge tone="red">İptal edildi</Badge>}
        {!event.cancelled && (
          <a href={clubEventEditHref(event.id)} className="text-sm font-bold text-brand-700 hover:underline">
            Etkinliği düzenle
          </a>
        )}
        {rows.length > 0 && (
          <a
            href={href("/yonetim/kulup/:id/disa-aktar", { id: String(event.id) })}
            download
            className="btn-secondary h-11 px-5 text-sm sm:ml-auto"
          >
            CSV olarak indir
          </a>
        )}
      </div>
      {rows.length > 0 && (
        <p className="mb-4 text-xs text-slate-600">
          Bu liste kişisel veri içerir: her CSV indirme, kimin indirdiğiyle birlikte işlem kayıtlarına yazılır.
        </p>
      )}
      {rows.length === 0 ? (
        <BackOfficeCard>
          <p className="text-sm text-slate-600">Bu etkinliğe web sitesinden kayıt olan üye yok.</p>
        </BackOfficeCard>
      ) : (
        <RegistrationRows rows={rows} />
      )}
    </>
  );
}
