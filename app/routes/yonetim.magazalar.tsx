/**
 * /yonetim/magazalar (permission stores.write): the stores this manager may
 * edit (an owner every store, a store manager their own: store-admin.server.ts), each with its
 * code, type, city, hours and state, 'Düzenle' and a link to its page in the shop; an owner also
 * gets 'Yeni Mağaza'. The form is /yonetim/magazalar/duzenle.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.magazalar";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { Badge } from "#app/components/back-office/checked-form";
import { RecordCard } from "#app/components/back-office/record-card";
import { can, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { listStoresFor } from "#app/domain/stores/store-admin.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "stores.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Mağazalar");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  return data(
    { stores: await listStoresFor(context.db, manager), mayCreate: can(manager, "stores.write", { storeId: null }) },
    { headers: NO_STORE },
  );
}

export default function StoresAdminPage({ loaderData }: Route.ComponentProps) {
  const { stores, mayCreate } = loaderData;
  return (
    <>
      <BackOfficeHeading
        title="Mağazalar"
        intro="Adres, çalışma saatleri, konum ve hizmetler. Değişiklik mağaza sayfasına hemen, mağaza listesine birkaç saniye içinde yansır."
      />
      {mayCreate && (
        <p className="mb-6">
          <Link to={href("/yonetim/magazalar/duzenle")} className="btn-primary h-11 px-6">
            Yeni Mağaza
          </Link>
        </p>
      )}
      {stores.length === 0 ? (
        <BackOfficeCard>
          <p className="text-sm text-slate-600">Düzenleyebileceğiniz bir mağaza yok.</p>
        </BackOfficeCard>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Mağazalar">
          {stores.map((s) => (
            <RecordCard
              key={s.id}
              title={s.name}
              muted={!s.active}
              badge={<Badge tone={s.active ? "green" : "grey"}>{s.active ? "Etkin" : "Pasif"}</Badge>}
              actions={
                <>
                  <Link
                    to={`${href("/yonetim/magazalar/duzenle")}?id=${s.id}`}
                    className="btn-secondary h-10 px-4 text-sm"
                    aria-label={`Düzenle: ${s.name}`}
                  >
                    Düzenle
                  </Link>
                  {s.active && (
                    <a
                      href={href("/magaza/:sefUrl", { sefUrl: encodeURIComponent(s.sefUrl) })}
                      className="inline-flex h-10 items-center px-2 text-sm font-bold text-brand-700 hover:underline"
                    >
                      Mağaza sayfası
                    </a>
                  )}
                </>
              }
            >
              <p className="text-sm text-slate-700">
                {s.code} · {s.typeName} · {s.city}
                {s.district ? ` / ${s.district}` : ""}
              </p>
              <p className="text-sm text-slate-700">{s.openingHours}</p>
            </RecordCard>
          ))}
        </ul>
      )}
    </>
  );
}
