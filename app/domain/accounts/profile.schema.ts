/**
 * The profile form (/kullanici/profil) and the password change form (/kullanici/sifre-degistir),
 * one schema each for the page and the server (spec section 5: names at least 2 letters, a valid
 * e-mail, gender chosen; the password rule and the mismatch message word for word).
 */
import { z } from "zod";
import { CHOOSE_GENDER, FIRSTNAME_RULE, LASTNAME_RULE, PASSWORD_MISMATCH, email, letterName, password } from "#app/lib/validation";

export const PROFILE_UPDATED = "Bilgileriniz güncellendi.";
export const CURRENT_PASSWORD_REQUIRED = "Lütfen mevcut şifrenizi giriniz.";
export const PASSWORD_CHANGED = "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.";

export const profileSchema = z.object({
  firstname: letterName(2, FIRSTNAME_RULE),
  lastname: letterName(2, LASTNAME_RULE),
  email: email(),
  gender: z.enum(["K", "E"], { error: CHOOSE_GENDER }),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, { error: CURRENT_PASSWORD_REQUIRED })
      .max(1024, { error: CURRENT_PASSWORD_REQUIRED }),
    password: password(),
    passwordRepeat: z.string({ error: PASSWORD_MISMATCH }),
  })
  // Runs even when other fields are wrong, so every message shows at once.
  .refine((f) => f.password === f.passwordRepeat, { path: ["passwordRepeat"], error: PASSWORD_MISMATCH, when: () => true });

export type ProfileForm = z.infer<typeof profileSchema>;
export type ProfileField = keyof z.input<typeof profileSchema>;
export type PasswordChangeField = keyof z.input<typeof passwordChangeSchema>;

/** Each field's first message (as the server's validate() reports them), for the page's own check. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}
