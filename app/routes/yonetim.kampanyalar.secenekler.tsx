/**
 * /yonetim/kampanyalar/secenekler?tur=marka|urun|varyant&q= (permission campaigns.write): the
 * campaign form's scope search (components/back-office/scope-picker.tsx asks it as JSON:
 * `{success, items: [{id, label}]}`, at most 20, never the catalogue whole). Opened as a page it
 * lists the same answers with their numbers, to copy into the form without JavaScript.
 */
import { data, Form } from "react-router";
import type { Route } from "./+types/yonetim.kampanyalar.secenekler";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { fieldClass, labelClass } from "#app/components/back-office/fields";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { PICKER_KINDS, type PickerKind } from "#app/domain/campaigns/campaign-admin";
import { searchScope } from "#app/domain/campaigns/campaign-admin.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "campaigns.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kapsam arama");

const KIND_LABELS: Record<PickerKind, string> = { marka: "Marka", urun: "Ürün", varyant: "Varyant (SKU, barkod)" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const asked = search.get("tur") ?? "urun";
  const kind: PickerKind = (PICKER_KINDS as readonly string[]).includes(asked) ? (asked as PickerKind) : "urun";
  const q = (search.get("q") ?? "").slice(0, 80);
  return data({ success: true, kind, q, items: await searchScope(context.db, kind, q) }, { headers: NO_STORE });
}

export default function ScopeSearchPage({ loaderData }: Route.ComponentProps) {
  const { kind, q, items } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Kapsam arama" intro="Kampanyanın kapsamına yazılacak numaraları bulun." />
      <BackOfficeCard>
        <Form method="get" className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="kapsam-tur" className={labelClass}>
              Ne arıyorsunuz
            </label>
            <select id="kapsam-tur" name="tur" defaultValue={kind} className={fieldClass(false)}>
              {PICKER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="kapsam-q" className={labelClass}>
              Ad, SKU ya da barkod
            </label>
            <input id="kapsam-q" name="q" type="search" defaultValue={q} maxLength={80} className={fieldClass(false)} />
          </div>
          <button type="submit" className="btn-primary h-11 px-5">
            Ara
          </button>
        </Form>
        {q && (
          <ul className="mt-4 flex flex-col gap-1 text-sm" aria-label="Sonuçlar">
            {items.length === 0 && <li className="text-slate-600">Sonuç yok.</li>}
            {items.map((i) => (
              <li key={i.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-extrabold">{i.id}</span> — {i.label}
              </li>
            ))}
          </ul>
        )}
      </BackOfficeCard>
    </>
  );
}
