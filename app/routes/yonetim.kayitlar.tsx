/**
 * /yonetim/kayitlar: the audit log: newest first, 50 a page ('Daha yeni' / 'Daha eski',
 * by keyset), filtered by manager, action, entity type, entity id and a date range (Türkiye's
 * days) with a GET form. Each row: who, when (Europe/Istanbul, in Turkish), what, and the fields
 * the change touched, before and after. Permission `audit.read` (owners).
 */
import { data } from "react-router";
import type { Route } from "./+types/yonetim.kayitlar";
import { AuditFilterForm, AuditRows } from "#app/components/back-office/audit-list";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { KeysetNav } from "#app/components/back-office/keyset-nav";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "#app/domain/audit/audit-entry";
import { auditManagers, auditPage, readAuditQuery } from "#app/domain/back-office/audit-log.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { NO_STORE } from "#app/lib/cache-control";
import { TR_DATE_TIME_SECONDS } from "#app/lib/dates";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "audit.read" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kayıtlar");

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const { filters, cursor } = readAuditQuery(search);
  const [page, managers] = await Promise.all([auditPage(context.db, filters, cursor), auditManagers(context.db)]);
  // Dates are written here, in Türkiye's time, so the page reads the same on every device.
  const rows = page.rows.map((r) => ({ ...r, atText: TR_DATE_TIME_SECONDS.format(new Date(r.at)) }));
  const pageLink = (key: "once" | "sonra", id: number) => {
    const next = new URLSearchParams(search);
    next.delete("once");
    next.delete("sonra");
    next.set(key, String(id));
    return `?${next}`;
  };
  return data(
    {
      filters,
      rows,
      newer: page.newer != null ? pageLink("sonra", page.newer) : null,
      older: page.older != null ? pageLink("once", page.older) : null,
      managers: managers.map((m) => ({ value: String(m.id), label: m.name })),
      actions: choices(AUDIT_ACTIONS),
      entityTypes: choices(AUDIT_ENTITY_TYPES),
    },
    { headers: NO_STORE },
  );
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, newer, older, managers, actions, entityTypes } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Kayıtlar" intro="Yöneticilerin yaptığı her değişiklik, en yenisi üstte." />
      <BackOfficeCard className="mb-6">
        <AuditFilterForm values={filters} managers={managers} actions={actions} entityTypes={entityTypes} />
      </BackOfficeCard>
      {rows.length === 0 ? <p className="text-slate-700">Bu filtrelere uyan kayıt yok.</p> : <AuditRows rows={rows} />}
      <KeysetNav
        label="Kayıt sayfaları"
        newer={newer ? { to: newer, text: "Daha yeni kayıtlar" } : null}
        older={older ? { to: older, text: "Daha eski kayıtlar" } : null}
      />
    </>
  );
}
