/**
 * The form of /kullanici/sifre-degistir: Mevcut Şifre, Yeni Şifre, Yeni Şifre Tekrarı, checked with
 * the server's schema before sending. The fields empty themselves after every answer.
 */
import type { FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { accountFieldClass, LoginNotice } from "#app/components/account/login-card";
import { PasswordInput } from "#app/components/account/password-input";
import { useFormCheck } from "#app/components/account/profile-form-check";
import { passwordChangeSchema, type PasswordChangeField } from "#app/domain/accounts/profile.schema";
import { FieldError } from "#app/components/form/field-error";

export type PasswordChangeAnswer = { success: boolean; reason: string; message: string; errors: Record<string, string> };

const FIELDS: [PasswordChangeField, string, string][] = [
  ["currentPassword", "Mevcut Şifre", "current-password"],
  ["password", "Yeni Şifre", "new-password"],
  ["passwordRepeat", "Yeni Şifre Tekrarı", "new-password"],
];

export function PasswordChangeForm({ answer }: { answer?: PasswordChangeAnswer }) {
  const check = useFormCheck(passwordChangeSchema, "sifre-", answer?.errors);
  const busy = useNavigation().state === "submitting";
  const errors = check.errors;

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    check.onSubmit(event, Object.fromEntries(FIELDS.map(([name]) => [name, String(form.get(name) ?? "")])));
  }

  const notice = !check.checking && answer ? answer : undefined;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Şifre değiştirme"
      className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      {notice ? (
        <LoginNotice error={notice.success ? undefined : notice.reason} notice={notice.success ? notice.message : undefined} />
      ) : null}
      <p className="text-sm text-slate-600">Yeni şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.</p>
      {FIELDS.map(([name, label, autoComplete]) => (
        <div key={`${name}-${answer ? JSON.stringify(answer) : ""}`}>
          <PasswordInput
            id={`sifre-${name}`}
            name={name}
            label={label}
            autoComplete={autoComplete}
            invalid={Boolean(errors[name])}
            className={accountFieldClass(Boolean(errors[name]))}
          />
          <FieldError id={`sifre-${name}-hata`} error={errors[name]} />
        </div>
      ))}
      <div>
        <button type="submit" className="btn-primary h-12 w-full px-8 text-base sm:w-auto" disabled={busy}>
          {busy ? "Kaydediliyor…" : "Şifremi Değiştir"}
        </button>
      </div>
    </Form>
  );
}
