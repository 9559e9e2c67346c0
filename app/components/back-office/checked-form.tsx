/**
 * The back office's forms that check what was typed before they are sent: a plain POST (or GET)
 * form that works without JavaScript, checked in the browser with the same zod schema the server
 * checks with, so the same Turkish message shows on both sides. A field's message comes from the
 * browser's check or, after a post, from the server (`errors`); the field keeps what was typed
 * (`values`). Also the result notice every back-office form answers with.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";

type Errors = Record<string, string>;

/** The first message per field of a failed check. */
function issuesByField(result: z.ZodSafeParseResult<unknown>): Errors {
  const out: Errors = {};
  if (result.success) return out;
  for (const issue of result.error.issues) out[issue.path.join(".") || "_"] ??= issue.message;
  return out;
}

export function CheckedForm({
  schema,
  errors,
  method = "post",
  label,
  className,
  children,
}: {
  schema: z.ZodType;
  errors: Errors;
  method?: "post" | "get";
  label: string;
  className?: string;
  children: (errors: Errors) => ReactNode;
}) {
  const [own, setOwn] = useState<Errors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
    const found = issuesByField(schema.safeParse(values));
    setOwn(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`);
    first?.focus();
  };
  return (
    <Form method={method} aria-label={label} className={className} onSubmit={onSubmit} noValidate>
      {children(own ?? errors)}
    </Form>
  );
}

const fieldClass = (invalid: boolean) =>
  `w-full rounded-xl border-2 bg-white px-3 text-sm text-ink focus:border-brand-500 ${invalid ? "border-red-500 bg-red-50/40" : "border-slate-200"}`;

/** A labelled text area (or input) with its message below it, tied to it for screen readers. */
export function TextField({
  id,
  name,
  label,
  error,
  defaultValue,
  rows,
  maxLength,
  hint,
  type = "text",
  autoComplete = "off",
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  rows?: number;
  maxLength?: number;
  hint?: string;
  type?: "text" | "search" | "email" | "date";
  autoComplete?: string;
}) {
  const describedBy = [hint ? `${id}-ipucu` : "", error ? `${id}-hata` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name, defaultValue, maxLength, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-bold text-slate-700">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} className={`${fieldClass(Boolean(error))} py-2`} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} className={`${fieldClass(Boolean(error))} h-11`} />
      )}
      {hint && (
        <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-hata`} className="mt-1 text-xs font-bold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a post answered: a green status or a red alert. */
export function ResultNotice({ result }: { result?: { success: boolean; message: string; reason: string } | null }) {
  if (!result) return null;
  return (
    <p
      role={result.success ? "status" : "alert"}
      className={`mb-4 rounded-xl px-4 py-3 text-sm font-bold ${result.success ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
    >
      {result.success ? result.message : result.reason}
    </p>
  );
}

/** A small coloured label ('Engelli', 'Yanıtlandı'). */
export function Badge({ tone, children }: { tone: "red" | "green" | "grey" | "amber"; children: ReactNode }) {
  const colours = {
    red: "bg-red-50 text-red-800",
    green: "bg-emerald-50 text-emerald-800",
    grey: "bg-slate-200 text-slate-700",
    amber: "bg-amber-50 text-amber-900",
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${colours[tone]}`}>{children}</span>;
}
