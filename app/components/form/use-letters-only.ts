/**
 * Letters-only fields as they are typed (spec section 5): anything but Turkish letters and spaces
 * is blocked, and the field says why ('Bu alana yalnızca harf girebilirsiniz.', red border) for
 * the shop's notice time (3 s) after the last blocked key, so a fast typist sees it too. The rule
 * itself is `lettersOnly` in lib/validation.ts, which the server's schemas check again.
 *
 *   const letters = useLettersOnly();
 *   <input value={v} onChange={(e) => setName(letters.accept("firstname", e.target.value))} />
 *   {letters.message("firstname") ?? errors.firstname}
 */
import { useEffect, useRef, useState } from "react";
import { NOTICE_DURATION_MS } from "#app/components/feedback";
import { isLettersOnly, lettersOnly, LETTERS_ONLY_RULE } from "#app/lib/validation";

export function useLettersOnly() {
  const [blocked, setBlocked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    /** What `field` keeps of `typed`; a blocked character shows the field's message for a while. */
    accept(field: string, typed: string): string {
      if (!isLettersOnly(typed.replace(/\s/g, " "))) {
        setBlocked(field);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setBlocked(null), NOTICE_DURATION_MS);
      }
      return lettersOnly(typed);
    },
    /** The message of `field` while a blocked key is fresh. */
    message(field: string): string | undefined {
      return blocked === field ? LETTERS_ONLY_RULE : undefined;
    },
  };
}
