/**
 * /yonetim: the back office's panel: the dashboard (domain/back-office/
 * dashboard.server.ts) with the parts the manager's role shows — sales, orders by where they stand
 * and the two charts for those who read orders (a store manager: their store's), best sellers,
 * low stock for the catalogue, the comments waiting, the warning when messages do not go out (for
 * notifications.write) — then the sections the role may use. Every
 * role has `dashboard`.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim._index";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { storeNameOf } from "#app/domain/back-office/managers.server";
import { can, storeScope, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { sectionsFor } from "#app/domain/back-office/sections";
import { cachedDashboard } from "#app/domain/back-office/dashboard.server";
import { DashboardView } from "#app/components/back-office/dashboard-view";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "dashboard" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Panel");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const readsOrders = can(manager, "orders.read");
  const [dashboard, store] = await Promise.all([
    cachedDashboard(context.db, {
      sales: readsOrders,
      bestSellers: readsOrders || can(manager, "catalogue.write"),
      stock: can(manager, "catalogue.write"),
      comments: can(manager, "comments.write"),
      deliveries: can(manager, "notifications.write"),
      storeId: storeScope(manager),
    }),
    storeNameOf(context.db, manager.storeId),
  ]);
  const sections = sectionsFor(manager)
    .filter((s) => s.to !== href("/yonetim"))
    .map(({ to, label, description }) => ({ to, label, description }));
  const has = (path: string) => sections.some((s) => s.to === path);
  return data(
    {
      name: manager.name,
      roleLabel: manager.roleLabel,
      store,
      dashboard,
      sections,
      links: {
        comments: has(href("/yonetim/yorumlar")),
        orders: has(href("/yonetim/siparisler")),
        catalogue: has(href("/yonetim/katalog")),
        messages: has(href("/yonetim/bildirimler")),
      },
    },
    { headers: NO_STORE },
  );
}

export default function PanelPage({ loaderData }: Route.ComponentProps) {
  const { name, roleLabel, store, dashboard, sections, links } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Panel" intro={`Hoş geldiniz, ${name}. Rolünüz: ${roleLabel}${store ? `, mağazanız: ${store}` : ""}.`} />
      <DashboardView
        dashboard={dashboard}
        links={{
          comments: links.comments ? href("/yonetim/yorumlar") : undefined,
          orders: links.orders ? (bucket) => `${href("/yonetim/siparisler")}?durum=${bucket}` : undefined,
          product: links.catalogue ? (catalogId) => href("/yonetim/katalog/:id", { id: String(catalogId) }) : undefined,
          messages: links.messages ? href("/yonetim/bildirimler") : undefined,
        }}
      />
      {sections.length > 0 && (
        <section aria-labelledby="bolumler" className="mt-8">
          <h2 id="bolumler" className="mb-3 text-base font-extrabold text-ink">
            Bölümler
          </h2>
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
        </section>
      )}
    </>
  );
}
