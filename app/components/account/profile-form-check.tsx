/**
 * The page-side check of the account forms (profile, password change): the server's zod schema
 * runs before sending; on errors the submit stops and the first wrong field gets the focus. The
 * messages shown are the page's own until it sends, then the server's answer.
 */
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "#app/domain/accounts/profile.schema";

export function useFormCheck(schema: z.ZodType, idPrefix: string, serverErrors: Record<string, string> | undefined) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  return {
    errors: clientErrors ?? serverErrors ?? {},
    /** Whether the page's own messages are showing (the server's notice is then hidden). */
    checking: clientErrors !== null,
    /** Re-check as the user types, once a first check found something. */
    recheck(values: unknown) {
      if (clientErrors) setClientErrors(fieldErrors(schema, values));
    },
    /** Checks `values` on submit; stops the submit when something is wrong. */
    onSubmit(event: FormEvent, values: unknown) {
      const found = fieldErrors(schema, values);
      const first = Object.keys(found)[0];
      setClientErrors(first ? found : null);
      if (first) {
        event.preventDefault();
        document.getElementById(`${idPrefix}${first}`)?.focus();
      }
    },
  };
}
