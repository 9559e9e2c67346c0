/** The card around the login and password-reset forms, with its message line. */
import type { ReactNode } from "react";
import { Breadcrumbs } from "#app/components/breadcrumbs";

/** Text input look shared by the login and password forms; red border when invalid (also while focused). */
export const accountFieldClass = (invalid: boolean) =>
  `h-12 w-full rounded-xl border-2 bg-white px-4 text-base text-ink outline-none transition-colors ${
    invalid ? "border-red-500 bg-red-50/40 focus:border-red-600" : "border-slate-200 focus:border-brand-500"
  }`;

export function LoginCard({
  title,
  intro,
  crumb,
  children,
  footer,
}: {
  title: string;
  intro: string;
  crumb?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: crumb ?? title }]} />
      <section
        aria-labelledby="account-card-title"
        className="mx-auto mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
      >
        <h1 id="account-card-title" className="text-2xl font-black text-ink">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
        {children}
        {footer ? <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">{footer}</div> : null}
      </section>
    </div>
  );
}

/** The form's answer: an error (role alert) or a notice (role status). */
export function LoginNotice({ id, error, notice }: { id?: string; error?: string; notice?: string }) {
  if (error)
    return (
      <p id={id} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
        {error}
      </p>
    );
  if (notice)
    return (
      <p id={id} role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
        {notice}
      </p>
    );
  return null;
}

/** 'E-posta veya Cep Telefonu': the login and password-reset identifier. */
export function LoginIdentifierInput({ id, defaultValue, invalid }: { id: string; defaultValue?: string; invalid: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink">
        E-posta veya Cep Telefonu
      </label>
      <input
        id={id}
        name="identifier"
        type="text"
        inputMode="email"
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={defaultValue ?? ""}
        aria-invalid={invalid || undefined}
        className={accountFieldClass(invalid)}
      />
    </div>
  );
}
