/**
 * 'Gülümseten Fırsat' on the campaigns page (spec sections 3 and 5: smilePhone, smileLink): a
 * shopper who saw a product cheaper elsewhere leaves its link and a phone number, and customer
 * service calls back with an offer. The phone follows the shop's mask as typed ((532) 123-4567,
 * a leading 0 blocked). Checked with the server's schema before sending (the spec's messages
 * under the fields, the first wrong one focused), sent with fetch (the answer shows in the box),
 * or, without JavaScript, as a plain form post that answers the same page with the messages and
 * everything typed, at the box (the form's action carries #gulumseten-firsat).
 */
import { useEffect, useRef, useState } from "react";
import { href, Link, useFetcher } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { useFormCheck } from "#app/components/account/profile-form-check";
import { CheckIcon } from "#app/components/icons";
import { SMILE_DEAL_ANCHOR } from "#app/domain/campaigns/campaigns-page";
import {
  EMPTY_SMILE_DEAL,
  smileDealSchema,
  type SmileDealAnswer,
  type SmileDealField,
  type SmileDealValues,
} from "#app/domain/smile-deals/smile-deal.schema";
import { maskPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { TextField } from "#app/components/form/field";

const STEPS = [
  "Ürünü gördüğünüz sayfanın linkini kopyalayıp yapıştırın.",
  "Size ulaşabileceğimiz cep telefonu numaranızı yazın.",
  "Fiyatı inceleyelim, size özel fırsatla sizi arayalım.",
];

function SmileIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="24" cy="24" r="22" fill="#fbbf24" />
      <circle cx="17" cy="19" r="3" fill="#1f2937" />
      <circle cx="31" cy="19" r="3" fill="#1f2937" />
      <path d="M14 28c2.5 5 6 7.5 10 7.5S31.5 33 34 28" fill="none" stroke="#1f2937" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

function Sent({ answer, again, onAgain }: { answer: SmileDealAnswer; again: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
        <CheckIcon size={28} strokeWidth={2.5} />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-lg font-black text-ink outline-none">
        {answer.message}
      </h3>
      {answer.values.smilePhone && (
        <p className="mt-2 text-sm text-slate-600">
          Sizi <strong className="whitespace-nowrap text-ink">{maskPhone(answer.values.smilePhone)}</strong> numaralı telefonunuzdan
          arayacağız.
        </p>
      )}
      <Link
        to={again}
        className="btn-secondary mt-5 h-11 px-6"
        onClick={(event) => {
          event.preventDefault();
          onAgain();
        }}
      >
        Yeni Talep Gönder
      </Link>
    </div>
  );
}

/** `action`: where the form posts (the campaigns page with its filter); `answer`: the page's own action answer (no JavaScript). */
export function SmileDealBox({ action, answer: pageAnswer }: { action: string; answer?: SmileDealAnswer }) {
  const fetcher = useFetcher<SmileDealAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const [values, setValues] = useState<SmileDealValues>(() => (pageAnswer && !pageAnswer.success ? pageAnswer.values : EMPTY_SMILE_DEAL));
  // The acknowledgement shows until the shopper starts another request.
  const [dismissed, setDismissed] = useState<SmileDealAnswer | null>(null);
  const check = useFormCheck(smileDealSchema, "kayit-", answer && !answer.success ? answer.errors : undefined);
  const busy = fetcher.state !== "idle";
  const errors = check.errors;
  const formAction = `${action}#${SMILE_DEAL_ANCHOR}`;

  const set = (name: SmileDealField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    check.recheck(next);
  };

  const refusal = !check.checking && answer && !answer.success && Object.keys(answer.errors).length === 0 ? answer.reason : undefined;

  return (
    <section
      id={SMILE_DEAL_ANCHOR}
      aria-labelledby="gulumseten-firsat-baslik"
      className="scroll-mt-24 overflow-hidden rounded-3xl bg-gradient-to-br from-amber-50 via-orange-50 to-pink-50 ring-1 ring-orange-100"
    >
      <div className="grid gap-6 p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:gap-10 md:p-10">
        <div>
          <div className="flex items-center gap-3">
            <SmileIcon />
            <div>
              <p className="text-sm font-extrabold text-brand-700">Daha uygununu mu buldunuz?</p>
              <h2 id="gulumseten-firsat-baslik" className="text-2xl font-black text-ink md:text-3xl">
                Gülümseten Fırsat
              </h2>
            </div>
          </div>
          <p className="mt-4 leading-relaxed text-slate-700">
            Beğendiğiniz bir ürünü başka bir sitede daha uygun fiyata mı gördünüz? Ürünün linkini ve telefon numaranızı bırakın; fiyatı
            inceleyip size özel bir fırsatla dönüş yapalım.
          </p>
          <ol className="mt-5 grid gap-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex items-start gap-3 text-sm font-semibold text-slate-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-black text-brand-700 shadow-sm ring-1 ring-orange-200"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
          {answer?.success && answer !== dismissed ? (
            <Sent
              answer={answer}
              again={formAction}
              onAgain={() => {
                setDismissed(answer);
                setValues({ smilePhone: answer.values.smilePhone, smileLink: "" });
              }}
            />
          ) : (
            <fetcher.Form
              method="post"
              action={formAction}
              noValidate
              onSubmit={(event) => check.onSubmit(event, values)}
              aria-label="Gülümseten Fırsat formu"
              className="grid gap-4"
            >
              <LoginNotice error={refusal} />
              <TextField
                name="smilePhone"
                label="Cep Telefonu"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={PHONE_PLACEHOLDER}
                value={values.smilePhone}
                error={errors.smilePhone}
                onChange={(v) => set("smilePhone", maskPhone(v))}
              />
              <TextField
                name="smileLink"
                label="Ürün Linki"
                type="url"
                autoComplete="off"
                placeholder="https://www.ornek.com/urun"
                value={values.smileLink}
                error={errors.smileLink}
                hint="Ürünü daha uygun gördüğünüz sayfanın adresi."
                onChange={(v) => set("smileLink", v)}
              />
              <p className="text-xs leading-relaxed text-slate-500">
                Telefon numaranızı yalnızca bu talep hakkında sizi aramak için kullanırız. Ayrıntılar:{" "}
                <a
                  href={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })}
                  target="_blank"
                  rel="noopener"
                  className="font-bold text-brand-700 underline underline-offset-2"
                >
                  KVKK Aydınlatma Metni
                </a>
                .
              </p>
              <div>
                <button type="submit" className="btn-primary h-12 w-full px-8 text-base sm:w-auto" disabled={busy}>
                  {busy ? "Gönderiliyor…" : "Fırsat Talebi Gönder"}
                </button>
              </div>
            </fetcher.Form>
          )}
        </div>
      </div>
    </section>
  );
}
