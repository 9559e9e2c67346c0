/**
 * The login form (spec sections 2, 5, 8): 'E-posta veya Cep Telefonu', 'Şifre' with show/hide,
 * 'Giriş Yap'. The password is encrypted in the browser with the page's one-time secret before it
 * is sent; without crypto.subtle (plain-HTTP origins) the form posts as it is and the server takes
 * the password only from a same-origin request. A failure keeps the identifier, clears the
 * password and gives both fields a red border.
 */
import { useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { canEncryptPassword, encryptPassword, type LoginSecret } from "#app/lib/login-encryption";
import { accountFieldClass as fieldClass, LoginCard, LoginIdentifierInput, LoginNotice } from "./login-card";
import { PasswordInput } from "./password-input";

type Props = { secret: LoginSecret; redirectUrl: string; error?: string; notice?: string; identifier?: string };

export function LoginForm({ secret, redirectUrl, error, notice, identifier }: Props) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [encrypting, setEncrypting] = useState(false);
  const busy = encrypting || navigation.state === "submitting";
  const invalid = Boolean(error);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!canEncryptPassword()) return; // plain-HTTP fallback: the browser posts the form itself
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setEncrypting(true);
    try {
      const sealed = await encryptPassword(String(form.get("password") ?? ""), secret);
      submit({ identifier: String(form.get("identifier") ?? ""), redirectUrl, ...sealed }, { method: "post", replace: true });
    } finally {
      setEncrypting(false);
    }
  }

  return (
    <LoginCard
      title="Giriş Yap"
      intro="Minik Dünya hesabınızla giriş yapın."
      footer={
        <>
          Hesabınız yok mu?{" "}
          <Link to="/kullanici/kayit" className="font-extrabold text-brand-700 hover:underline">
            Üye Ol
          </Link>
        </>
      }
    >
      <Form method="post" replace onSubmit={onSubmit} data-public-key={secret.publicKey} className="mt-6 space-y-4" aria-describedby={invalid ? "login-error" : undefined}>
        <input type="hidden" name="secretId" value={secret.secretId} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <LoginNotice id="login-error" error={error} notice={notice} />
        <LoginIdentifierInput key={`id-${error ?? ""}`} id="login-identifier" defaultValue={identifier} invalid={invalid} />
        <PasswordInput key={`pw-${error ?? ""}`} id="login-password" name="password" label="Şifre" autoComplete="current-password" invalid={invalid} className={fieldClass(invalid)} />
        <div className="flex justify-end">
          <Link to="/kullanici/sifremi-unuttum" className="text-sm font-bold text-brand-700 hover:underline">
            Şifremi Unuttum
          </Link>
        </div>
        <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
          {busy ? "Giriş yapılıyor…" : "Giriş Yap"}
        </button>
      </Form>
    </LoginCard>
  );
}
