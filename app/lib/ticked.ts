/** A ticked checkbox as a form sends it ('on', or a value '1') or JSON does (true, 'true'). */
export const isTicked = (value: unknown): boolean => value === true || value === "on" || value === "true" || value === "1";
