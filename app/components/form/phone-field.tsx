import { maskPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { TextField } from "./field";

/** 'Cep Telefonu' with the spec's mask `(999) 999-9999` as it is typed (lib/phone.ts: maskPhone). */
export function PhoneField({
  name = "phone",
  label = "Cep Telefonu",
  value,
  error,
  hint,
  onChange,
}: {
  name?: string;
  label?: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (masked: string) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={PHONE_PLACEHOLDER}
      hint={hint}
      value={value}
      error={error}
      onChange={(v) => onChange(maskPhone(v))}
    />
  );
}
