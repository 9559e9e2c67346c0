/**
 * The form of /kullanici/bebek-bilgilerim (spec sections 2, 3, 5): the baby's birth date, or the
 * expected one, as three selects; 'Kaydet' and, once saved, 'Bilgileri Temizle'. Checked with the
 * server's schema before sending; what was typed stays on an error. Works without JavaScript.
 */
import { useState, type FormEvent, type MouseEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { useFeedback } from "#app/components/feedback";
import { HeartIcon } from "#app/components/icons";
import { ageText, compareDates, formatBirthDate, yearOptions, type Ymd } from "#app/lib/birth-date";
import {
  BABY_MONTHS_AHEAD,
  BABY_YEARS_BACK,
  EMPTY_BABY,
  validateBaby,
  type BabyField,
  type BabyValues,
} from "#app/domain/family/baby.schema";
import { BirthDateSelects } from "./birth-date-selects";

export type BabyAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Partial<Record<BabyField, string>>;
  values: BabyValues;
  baby: Ymd | null;
};

const asValues = (d: Ymd | null): BabyValues => (d ? { day: String(d.day), month: String(d.month), year: String(d.year) } : EMPTY_BABY);

export function BabyForm({ baby, today, answer, pagePath }: { baby: Ymd | null; today: Ymd; answer?: BabyAnswer; pagePath: string }) {
  const [values, setValues] = useState<BabyValues>(() => (answer ? answer.values : asValues(baby)));
  const [clientErrors, setClientErrors] = useState<Partial<Record<BabyField, string>> | null>(null);
  // After a saved or cleared answer the selects show what the server kept (adjusted while rendering).
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.success) setValues(answer.values);
  }
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const feedback = useFeedback();
  const submitForm = useSubmit();

  const errors = clientErrors ?? (answer && !answer.success ? answer.errors : {});
  const firstError = clientErrors ? Object.values(clientErrors)[0] : undefined;
  const summary = clientErrors
    ? firstError
      ? { error: firstError }
      : undefined
    : answer
      ? answer.success
        ? { notice: answer.message }
        : { error: answer.reason }
      : undefined;
  const years = yearOptions(today, BABY_YEARS_BACK, 1, Number(values.year) || undefined);
  const expected = baby ? compareDates(baby, today) > 0 : false;

  const set = (part: keyof BabyValues, value: string) => {
    const next = { ...values, [part]: value };
    setValues(next);
    if (clientErrors) {
      const v = validateBaby(next);
      setClientErrors(v.ok ? {} : v.errors);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "clear") return;
    const v = validateBaby(values);
    if (v.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(v.errors);
    const first = (["day", "month", "year"] as const).find((f) => v.errors[f]) ?? "day";
    document.getElementById(`bebek-${first}`)?.focus();
  }

  async function askClear(event: MouseEvent) {
    event.preventDefault();
    const yes = await feedback.confirm({
      title: "Bebek bilgilerini temizle",
      message: "Kayıtlı doğum tarihini silmek istediğinize emin misiniz?",
      confirmText: "Evet, Temizle",
      cancelText: "Vazgeç",
    });
    if (yes) {
      setClientErrors(null);
      void submitForm({ intent: "clear" }, { method: "post", action: pagePath });
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
      <Form
        method="post"
        action={pagePath}
        noValidate
        onSubmit={submit}
        aria-label="Bebek bilgileri"
        className="grid max-w-2xl content-start gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
      >
        {summary ? <LoginNotice error={summary.error} notice={summary.notice} /> : null}
        {baby ? (
          <div className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm"
            >
              <HeartIcon size={20} />
            </span>
            <div>
              <p className="text-sm text-slate-600">{expected ? "Tahmini doğum tarihi" : "Bebeğinizin doğum tarihi"}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-extrabold text-ink">
                {formatBirthDate(baby)}
                <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold text-brand-700">{ageText(baby, today)}</span>
              </p>
            </div>
          </div>
        ) : null}
        <BirthDateSelects
          idPrefix="bebek-"
          legend="Doğum Tarihi veya Tahmini Doğum Tarihi"
          value={values}
          years={years}
          invalid={{ day: Boolean(errors.day), month: Boolean(errors.month), year: Boolean(errors.year) }}
          message={errors.birth}
          hint={`Bebeğiniz doğduysa doğum tarihini, yoldaysa tahmini doğum tarihini seçin (en fazla ${BABY_MONTHS_AHEAD} ay sonrası).`}
          onChange={set}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className="btn-primary h-12 min-w-32 px-8 text-base" disabled={intent != null}>
            {intent === "save" ? "Kaydediliyor…" : "Kaydet"}
          </button>
          {baby ? (
            <button
              type="submit"
              name="intent"
              value="clear"
              onClick={askClear}
              disabled={intent != null}
              className="inline-flex h-12 items-center rounded-full px-5 text-sm font-bold text-red-600 hover:bg-red-50 disabled:opacity-60"
            >
              {intent === "clear" ? "Temizleniyor…" : "Bilgileri Temizle"}
            </button>
          ) : null}
        </div>
      </Form>
      <aside className="rounded-2xl border border-slate-100 bg-slate-50 p-5 text-sm leading-relaxed text-slate-600">
        <h2 className="text-base font-extrabold text-ink">Neden soruyoruz?</h2>
        <p className="mt-2">
          Bebeğinizin yaşına uygun mama, bez, giyim ve oyuncak önerilerini ve kampanyaları size zamanında ulaştırmak için kullanırız.
        </p>
        <p className="mt-2">Bilgilerinizi istediğiniz zaman değiştirebilir ya da temizleyebilirsiniz.</p>
      </aside>
    </div>
  );
}
