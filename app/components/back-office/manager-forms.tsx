/**
 * /yonetim/yoneticiler's parts: the new-manager form and the list of managers, each with its role
 * (and a store manager's store) to change and 'Pasifleştir' / 'Etkinleştir'. Plain forms that
 * work without JavaScript; the store select is always there, and used only with 'Mağaza Ekibi'.
 * A manager's own row has no forms (nobody changes their own role or switches themselves off),
 * except 'Kilidi aç' when they are locked by wrong SMS codes, shown on any locked manager's row.
 */
import { Form } from "react-router";
import { MANAGER_ROLES, ROLE_LABELS } from "#app/domain/permissions/permissions";
import type { ManagerListItem } from "#app/domain/back-office/managers.server";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { FieldError, fieldClass, labelClass } from "./form-parts";

export type StoreChoice = { id: number; name: string; code: string };
export type NewManagerValues = Partial<Record<"email" | "name" | "phone" | "role" | "storeId", string>>;

function RoleSelect({ id, value, invalid }: { id: string; value?: string; invalid?: boolean }) {
  return (
    <select
      id={id}
      name="role"
      defaultValue={value ?? ""}
      required
      className={fieldClass(Boolean(invalid))}
      aria-invalid={invalid || undefined}
    >
      <option value="" disabled>
        Rol seçin
      </option>
      {MANAGER_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function StoreSelect({
  id,
  stores,
  value,
  invalid,
  describedBy,
}: {
  id: string;
  stores: StoreChoice[];
  value?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      name="storeId"
      defaultValue={value ?? ""}
      className={fieldClass(Boolean(invalid))}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">Mağaza yok</option>
      {stores.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name} ({s.code})
        </option>
      ))}
    </select>
  );
}

type Field = {
  name: keyof NewManagerValues | "password";
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel";
  placeholder?: string;
};
const NEW_FIELDS: Field[] = [
  { name: "email", label: "E-posta", type: "email", autoComplete: "off", inputMode: "email" },
  { name: "name", label: "Ad Soyad", autoComplete: "off" },
  {
    name: "phone",
    label: "Cep Telefonu (doğrulama kodu buraya gider)",
    type: "tel",
    autoComplete: "off",
    inputMode: "tel",
    placeholder: PHONE_PLACEHOLDER,
  },
  { name: "password", label: "İlk şifre", type: "password", autoComplete: "new-password" },
];

export function NewManagerForm({
  stores,
  values,
  errors,
  busy,
}: {
  stores: StoreChoice[];
  values: NewManagerValues;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const errorId = (name: string) => (errors[name] ? `yeni-${name}-hata` : undefined);
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label="Yeni yönetici">
      <input type="hidden" name="intent" value="create" />
      {NEW_FIELDS.map((f) => (
        <div key={f.name}>
          <label htmlFor={`yeni-${f.name}`} className={labelClass}>
            {f.label}
          </label>
          <input
            id={`yeni-${f.name}`}
            name={f.name}
            type={f.type ?? "text"}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            placeholder={f.placeholder}
            required
            maxLength={f.name === "email" ? 254 : 128}
            defaultValue={f.name === "password" ? undefined : values[f.name]}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errorId(f.name)}
            className={fieldClass(Boolean(errors[f.name]))}
          />
          <FieldError id={`yeni-${f.name}-hata`} message={errors[f.name]} />
        </div>
      ))}
      <div>
        <label htmlFor="yeni-role" className={labelClass}>
          Rol
        </label>
        <RoleSelect id="yeni-role" value={values.role} invalid={Boolean(errors.role)} />
        <FieldError id="yeni-role-hata" message={errors.role} />
      </div>
      <div>
        <label htmlFor="yeni-storeId" className={labelClass}>
          Mağaza (yalnızca Mağaza Ekibi için)
        </label>
        <StoreSelect
          id="yeni-storeId"
          stores={stores}
          value={values.storeId}
          invalid={Boolean(errors.storeId)}
          describedBy={errorId("storeId")}
        />
        <FieldError id="yeni-storeId-hata" message={errors.storeId} />
      </div>
      <p className="text-xs text-slate-600 sm:col-span-2">
        Şifre en az 7 karakter olmalı, harf ve rakam içermelidir. Yöneticiye ayrıca iletin; kayıtlarda şifre tutulmaz.
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary h-11 px-6" disabled={busy}>
          Yönetici Ekle
        </button>
      </div>
    </Form>
  );
}

/** 'Şifre belirle': a new password for a manager who forgot theirs (their sessions end). */
function PasswordForm({ manager, error, busy }: { manager: ManagerListItem; error?: string; busy: boolean }) {
  const id = `sifre-${manager.id}`;
  return (
    <details open={Boolean(error)} className="mt-3 border-t border-slate-100 pt-3 text-sm">
      <summary className="cursor-pointer font-bold text-brand-700">Şifre belirle</summary>
      <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label={`${manager.name}: şifre`}>
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="id" value={manager.id} />
        <div>
          <label htmlFor={id} className={labelClass}>
            Yeni şifre
          </label>
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-ipucu${error ? ` ${id}-hata` : ""}`}
            className={fieldClass(Boolean(error))}
          />
          <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-600">
            En az 7 karakter, harf ve rakam. Yöneticinin açık oturumları kapanır; şifreyi ona ayrıca iletin.
          </p>
          <FieldError id={`${id}-hata`} message={error} />
        </div>
        <button type="submit" className="btn-secondary h-11 px-4 text-sm" disabled={busy}>
          Şifreyi Kaydet
        </button>
      </Form>
    </details>
  );
}

/** A locked manager: why, until when, and 'Kilidi aç'. */
function UnlockForm({ manager, busy }: { manager: ManagerListItem; busy: boolean }) {
  return (
    <Form
      method="post"
      className="mt-3 flex flex-col gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
      aria-label={`${manager.name}: kilit`}
    >
      <input type="hidden" name="intent" value="unlock" />
      <input type="hidden" name="id" value={manager.id} />
      <p>
        Çok fazla hatalı doğrulama kodu girildiği için kilitlendi. Kilit{" "}
        <strong>{TR_DATE_TIME.format(new Date(manager.lockedUntil!))}</strong> tarihinde kendiliğinden açılır.
      </p>
      <button type="submit" className="btn-secondary h-11 shrink-0 px-4 text-sm" disabled={busy}>
        Kilidi aç
      </button>
    </Form>
  );
}

export function ManagerList({
  managers,
  stores,
  selfId,
  busy,
  errors = {},
}: {
  managers: ManagerListItem[];
  stores: StoreChoice[];
  selfId: number;
  busy: boolean;
  errors?: Record<string, string>;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Yöneticiler">
      {managers.map((m) => (
        <li key={m.id} className={`rounded-2xl border border-slate-200 p-4 shadow-sm ${m.active ? "bg-white" : "bg-slate-100"}`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-extrabold break-words text-ink">
                {m.name}
                {m.id === selfId && <span className="ml-2 text-xs font-bold text-slate-600">(siz)</span>}
              </p>
              <p className="text-sm break-words text-slate-700">{m.email}</p>
              <p className="text-sm text-slate-700">{m.phone ? formatPhone(m.phone) : "Telefon yok"}</p>
            </div>
            <p className="flex flex-wrap gap-2 text-xs">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-bold text-brand-800">{m.roleLabel}</span>
              {m.storeName && <span className="rounded-full bg-sky-50 px-2 py-0.5 font-bold text-sky-800">{m.storeName}</span>}
              <span
                className={`rounded-full px-2 py-0.5 font-bold ${m.active ? "bg-emerald-50 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
              >
                {m.active ? "Etkin" : "Pasif"}
              </span>
              {m.lockedUntil && <span className="rounded-full bg-red-50 px-2 py-0.5 font-bold text-red-800">Kilitli</span>}
            </p>
          </div>
          {m.lockedUntil && <UnlockForm manager={m} busy={busy} />}
          {m.id !== selfId && (
            <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3 lg:flex-row lg:items-end">
              <Form method="post" className="grid flex-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={`${m.name}: rol`}>
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={m.id} />
                <div>
                  <label htmlFor={`rol-${m.id}`} className={labelClass}>
                    Rol
                  </label>
                  <RoleSelect id={`rol-${m.id}`} value={m.role} />
                </div>
                <div>
                  <label htmlFor={`magaza-${m.id}`} className={labelClass}>
                    Mağaza
                  </label>
                  <StoreSelect id={`magaza-${m.id}`} stores={stores} value={m.storeId ? String(m.storeId) : ""} />
                </div>
                <button type="submit" className="btn-secondary h-11 px-4 text-sm" disabled={busy}>
                  Rolü Kaydet
                </button>
              </Form>
              <Form method="post" aria-label={`${m.name}: durum`}>
                <input type="hidden" name="intent" value="active" />
                <input type="hidden" name="id" value={m.id} />
                <input type="hidden" name="active" value={m.active ? "0" : "1"} />
                <button type="submit" className="btn-secondary h-11 w-full px-4 text-sm" disabled={busy}>
                  {m.active ? "Pasifleştir" : "Etkinleştir"}
                </button>
              </Form>
            </div>
          )}
          {m.id !== selfId && <PasswordForm manager={m} error={errors[`password-${m.id}`]} busy={busy} />}
        </li>
      ))}
    </ul>
  );
}
