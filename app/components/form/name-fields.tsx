import { TextField } from "./field";
import { useLettersOnly } from "./use-letters-only";

type NameField = "firstname" | "lastname";

/** Ad and Soyad side by side (registration, profile): letters only, other characters blocked as typed (spec section 5). */
export function NameFields({
  values,
  errors,
  onChange,
}: {
  values: Record<NameField, string>;
  errors: Partial<Record<NameField, string>>;
  onChange: (field: NameField, value: string) => void;
}) {
  const letters = useLettersOnly();
  const field = (name: NameField, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      error={letters.message(name) ?? errors[name]}
      onChange={(v) => onChange(name, letters.accept(name, v))}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("firstname", "Ad", "given-name")}
      {field("lastname", "Soyad", "family-name")}
    </div>
  );
}
