/** A field's message under it (`{id}`, the control's aria-describedby), nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-600">
      {error}
    </p>
  );
}
