/**
 * /yonetim: the back office's panel (issue 17). For now a welcome with what is cheap to count
 * (comments waiting for a decision) and the sections the manager's role may use; the dashboard
 * with figures and charts comes later. Every role has `dashboard`.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/yonetim._index";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { requireManager } from "#app/domain/back-office/manager-access.server";
import { storeNameOf } from "#app/domain/back-office/managers.server";
import { can, type BackOfficeHandle } from "#app/domain/back-office/permissions";
import { PANEL_PATH, sectionsFor } from "#app/domain/back-office/sections";
import { countWaitingComments } from "#app/domain/comments/comments.server";
import { NO_STORE } from "#app/lib/cache-control";

export const handle = { json: true, permission: "dashboard" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Panel");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const [waiting, store] = await Promise.all([can(manager, "comments.write") ? countWaitingComments(context.db) : null, storeNameOf(context.db, manager.storeId)]);
  const sections = sectionsFor(manager)
    .filter((s) => s.to !== PANEL_PATH)
    .map(({ to, label, description }) => ({ to, label, description }));
  return data({ name: manager.name, roleLabel: manager.roleLabel, store, waiting, sections }, { headers: NO_STORE });
}

export default function PanelPage({ loaderData }: Route.ComponentProps) {
  const { name, roleLabel, store, waiting, sections } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Panel" intro={`Hoş geldiniz, ${name}. Rolünüz: ${roleLabel}${store ? `, mağazanız: ${store}` : ""}.`} />
      {waiting != null && (
        <BackOfficeCard className="mb-6">
          <h2 className="text-sm font-bold text-slate-600">Onay bekleyen yorumlar</h2>
          <p className="mt-1 text-4xl font-black text-ink" data-testid="waiting-comments">
            {waiting}
          </p>
          <Link to="/yonetim/yorumlar" className="mt-2 inline-block text-sm font-bold text-brand-700 hover:underline">
            Yorumlara git
          </Link>
        </BackOfficeCard>
      )}
      {sections.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
                <span className="block text-lg font-extrabold text-ink">{s.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{s.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <BackOfficeCard>
          <p className="text-slate-700">Rolünüzün ekranları hazırlanıyor; hazır olduklarında burada ve menüde görünecekler.</p>
        </BackOfficeCard>
      )}
    </>
  );
}
