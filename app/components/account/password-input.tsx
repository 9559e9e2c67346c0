/** A password field with a show/hide button (login, password reset). */
import { useState } from "react";

type Props = { id: string; name: string; label: string; autoComplete: string; invalid?: boolean; className: string; minLength?: number };

export function PasswordInput({ id, name, label, autoComplete, invalid, className, minLength }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={128}
          aria-invalid={invalid || undefined}
          className={`${className} pr-20`}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? "Şifreyi gizle" : "Şifreyi göster"}
          aria-pressed={shown}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg px-2.5 py-1.5 text-xs font-extrabold text-brand-700 hover:bg-brand-50"
        >
          {shown ? "Gizle" : "Göster"}
        </button>
      </div>
    </div>
  );
}
