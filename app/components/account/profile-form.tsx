/**
 * The profile form of /kullanici/profil: Ad, Soyad, E-posta, Cinsiyet, checked with the server's
 * schema before sending (messages follow what is typed after the first try); the e-mail's
 * verification state sits under the form.
 */
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { useFormCheck } from "#app/components/account/profile-form-check";
import { ProfileEmailStatus } from "#app/components/account/profile-email-status";
import { formatPhone } from "#app/lib/phone";
import { GENDERS } from "#app/domain/accounts/registration.schema";
import { profileSchema, type ProfileField } from "#app/domain/accounts/profile.schema";
import { FieldError } from "#app/components/form/field-error";
import { TextField } from "#app/components/form/field";
import { NameFields } from "#app/components/form/name-fields";

type Values = Record<ProfileField, string>;
export type ProfileAnswer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: Values };
type Profile = Values & { phone: string | null; emailVerified: boolean };

const pick = (v: Values): Values => ({ firstname: v.firstname, lastname: v.lastname, email: v.email, gender: v.gender });

/** `below`: what the page shows under the form, in its column (the consents card). */
export function ProfileFormCard({ profile, answer, below }: { profile: Profile; answer?: ProfileAnswer; below?: ReactNode }) {
  const [values, setValues] = useState<Values>(() => pick(answer?.values ?? profile));
  const check = useFormCheck(profileSchema, "kayit-", answer?.errors);
  const busy = useNavigation().state === "submitting";
  const errors = check.errors;

  const set = (name: ProfileField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    check.recheck(next);
  };

  const notice = !check.checking && answer ? answer : undefined;
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_320px]">
      <div>
        <Form
          method="post"
          noValidate
          onSubmit={(event) => check.onSubmit(event, values)}
          aria-label="Üyelik bilgileri"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
        >
          {notice ? (
            <LoginNotice error={notice.success ? undefined : notice.reason} notice={notice.success ? notice.message : undefined} />
          ) : null}
          <NameFields values={values} errors={errors} onChange={set} />
          <TextField
            name="email"
            label="E-posta"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(v) => set("email", v)}
            hint="E-posta adresinizi değiştirirseniz yeni adresinizi yeniden doğrulamanız gerekir."
          />
          <fieldset>
            <legend className="text-sm font-bold text-slate-700">Cinsiyet</legend>
            <div className="mt-2 flex gap-6">
              {Object.entries(GENDERS).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-[15px] text-slate-700">
                  <input
                    type="radio"
                    name="gender"
                    value={value}
                    checked={values.gender === value}
                    onChange={() => set("gender", value)}
                    className="size-4 accent-brand-500"
                    aria-invalid={errors.gender ? true : undefined}
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id="kayit-gender-hata" error={errors.gender} />
          </fieldset>
          {profile.phone ? (
            <p className="text-sm text-slate-600">
              Cep telefonu: <span className="font-bold text-ink">{formatPhone(profile.phone)}</span>
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn-primary h-12 w-full px-8 text-base sm:w-auto" disabled={busy}>
              {busy ? "Kaydediliyor…" : "Bilgilerimi Güncelle"}
            </button>
          </div>
        </Form>
        {below}
      </div>
      <ProfileEmailStatus email={profile.email} verified={profile.emailVerified} />
    </div>
  );
}
