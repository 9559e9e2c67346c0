/**
 * A back-office form checked in the browser with the same zod schema the server runs (the Turkish
 * messages of the domain's schema): on submit the form's fields are read as the server reads them
 * (repeated names become arrays, lib/api.server.ts readBody) and, when the schema refuses them,
 * nothing is sent, each field shows its message and the first one gets the focus. Without
 * JavaScript the form is sent as it is and the server answers with the same messages.
 */
import { useState, type FormEvent } from "react";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** A form's fields as readBody reads them. */
export function formObject(form: HTMLFormElement, submitter?: HTMLElement | null): Record<string, unknown> {
  const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : undefined);
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).map((v) => (typeof v === "string" ? v : v.name));
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export function useSchemaCheck(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(formObject(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const field = event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
    field?.focus();
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
