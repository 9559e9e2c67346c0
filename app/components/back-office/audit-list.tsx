/**
 * /yonetim/kayitlar's parts: the filter form (a GET form: works without JavaScript; every filter
 * is in the address, so a filtered list can be shared or bookmarked) and the rows, newest first:
 * when (Türkiye's time), who, what, and the fields the change touched, before and after.
 */
import type { ReactNode } from "react";
import { Form, href, Link } from "react-router";
import type { AuditChange } from "#app/domain/back-office/audit-changes";
import { fieldClass, FilterSelect, Labelled } from "./form-parts";

export type AuditListRow = {
  id: number;
  at: string;
  atText: string;
  managerName: string | null;
  actionLabel: string;
  entityLabel: string;
  entityId: string | null;
  summary: string;
  changes: AuditChange[];
};

export type AuditFilterValues = {
  managerId: number | null;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
};
export type Choice = { value: string; label: string };

/** A labelled filter: a select (with an 'all' choice first) or an input. Shared by the back office's GET filter forms. */
export function Filter({
  id,
  name,
  label,
  value,
  choices,
  all,
  type,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices?: Choice[];
  all?: string;
  type?: "date" | "text";
  inputMode?: "email" | "tel" | "numeric";
}) {
  if (choices) return <FilterSelect id={id} name={name} label={label} value={value} choices={choices} all={all ?? ""} />;
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type ?? "text"}
        inputMode={inputMode}
        defaultValue={value}
        maxLength={100}
        className={fieldClass()}
      />
    </Labelled>
  );
}

/** A GET filter form's last row: 'Filtrele', 'Filtreleri temizle' (the list without filters), and what else the list offers. */
export function FilterButtons({ clearTo, className, children }: { clearTo: string; className: string; children?: ReactNode }) {
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`}>
      <button type="submit" className="btn-primary h-11 px-6">
        Filtrele
      </button>
      <Link to={clearTo} className="text-sm font-bold text-brand-700 hover:underline">
        Filtreleri temizle
      </Link>
      {children}
    </div>
  );
}

export function AuditFilterForm({
  values,
  managers,
  actions,
  entityTypes,
}: {
  values: AuditFilterValues;
  managers: Choice[];
  actions: Choice[];
  entityTypes: Choice[];
}) {
  return (
    <Form method="get" role="search" aria-label="Kayıtları filtrele" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Filter
        id="kayit-yonetici"
        name="yonetici"
        label="Yönetici"
        value={values.managerId ? String(values.managerId) : ""}
        choices={managers}
        all="Tüm yöneticiler"
      />
      <Filter id="kayit-islem" name="islem" label="İşlem" value={values.action} choices={actions} all="Tüm işlemler" />
      <Filter id="kayit-tur" name="tur" label="Kayıt türü" value={values.entityType} choices={entityTypes} all="Tüm türler" />
      <Filter id="kayit-no" name="kayit" label="Kayıt no" value={values.entityId} />
      <Filter id="kayit-baslangic" name="baslangic" label="Başlangıç tarihi" value={values.from} type="date" />
      <Filter id="kayit-bitis" name="bitis" label="Bitiş tarihi" value={values.to} type="date" />
      <FilterButtons clearTo={href("/yonetim/kayitlar")} className="sm:col-span-2 lg:col-span-3" />
    </Form>
  );
}

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <table className="mt-3 w-full table-fixed text-left text-sm">
      <caption className="sr-only">Değişen alanlar</caption>
      <thead>
        <tr className="text-xs text-slate-600">
          <th scope="col" className="w-1/4 py-1 pr-2 font-bold">
            Alan
          </th>
          <th scope="col" className="py-1 pr-2 font-bold">
            Önce
          </th>
          <th scope="col" className="py-1 font-bold">
            Sonra
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-1.5 pr-2 font-semibold break-words text-slate-700">
              {c.label}
            </th>
            <td className="py-1.5 pr-2 break-words text-red-800">
              <del className="no-underline">{c.before}</del>
            </td>
            <td className="py-1.5 break-words text-emerald-800">
              <ins className="no-underline">{c.after}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AuditRows({ rows }: { rows: AuditListRow[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Kayıtlar">
      {rows.map((r) => (
        <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-extrabold text-ink">{r.managerName ?? "Sistem (komut satırı)"}</span>
            <time dateTime={r.at} className="text-slate-600">
              {r.atText}
            </time>
          </div>
          <p className="mt-1 font-semibold break-words text-ink">{r.summary}</p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-bold text-brand-800">{r.actionLabel}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-bold text-slate-700">
              {r.entityLabel}
              {r.entityId ? ` #${r.entityId}` : ""}
            </span>
          </p>
          <Changes changes={r.changes} />
        </li>
      ))}
    </ol>
  );
}
