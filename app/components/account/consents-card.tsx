/**
 * İletişim İzinleri on /kullanici/profil: the member's consent to commercial SMS and e-mail, one box
 * per channel (İYS: asked per channel), as it stands now; 'İzinlerimi Kaydet' records each change
 * with its time and source (domain/notifications/consent.server.ts setMarketingChoice). Order and
 * account messages come whatever the boxes say. Works without JavaScript (a plain form post).
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { CheckField } from "#app/components/form/field";
import { LoginNotice } from "#app/components/account/login-card";
import { CONSENTS_SAVED, MARKETING_EMAIL_TEXT, MARKETING_SMS_TEXT } from "#app/domain/notifications/consent-texts";

export type MarketingChoiceView = { sms: boolean; email: boolean };
export type ConsentsAnswer = { success: boolean; message: string; choice: MarketingChoiceView };

/** The form's intent on the profile route. */
export const CONSENTS_INTENT = "consents";

export function ConsentsCard({ choice, hasPhone, answer }: { choice: MarketingChoiceView; hasPhone: boolean; answer?: ConsentsAnswer }) {
  const [values, setValues] = useState<MarketingChoiceView>(() => answer?.choice ?? choice);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CONSENTS_INTENT;
  return (
    <Form
      method="post"
      aria-label="İletişim izinleri"
      className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <input type="hidden" name="intent" value={CONSENTS_INTENT} />
      <div>
        <h2 className="text-lg font-extrabold text-ink">İletişim İzinleri</h2>
        <p className="mt-1 text-sm text-slate-600">
          Sipariş, kargo ve hesap bildirimleri izinlerinizden bağımsız olarak gönderilir. İzinlerinizi dilediğiniz an değiştirebilirsiniz.
        </p>
      </div>
      {answer?.success ? <LoginNotice notice={answer.message || CONSENTS_SAVED} /> : null}
      {hasPhone ? (
        <CheckField name="marketingSms" checked={values.sms} onChange={(v) => setValues({ ...values, sms: v })}>
          {MARKETING_SMS_TEXT}
        </CheckField>
      ) : (
        <p className="text-sm text-slate-600">SMS izni için hesabınızda cep telefonu kayıtlı olmalıdır.</p>
      )}
      <CheckField name="marketingEmail" checked={values.email} onChange={(v) => setValues({ ...values, email: v })}>
        {MARKETING_EMAIL_TEXT}
      </CheckField>
      <div>
        <button type="submit" className="btn-secondary h-12 w-full px-8 text-base sm:w-auto" disabled={busy}>
          {busy ? "Kaydediliyor…" : "İzinlerimi Kaydet"}
        </button>
      </div>
    </Form>
  );
}
