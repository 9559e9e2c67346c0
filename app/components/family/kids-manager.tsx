/**
 * The content of /kullanici/cocuk-bilgilerim (spec sections 2, 3, 5, 7): the member's kids, each an
 * editable card with its own form; empty slots revealed one by one with 'Çocuk Ekle' (hidden once
 * 4 are active); deleting asks first and shows 'Çocuk silindi.'.
 *
 * Works without JavaScript: each card posts itself to the page; 'Sil' opens the question on the
 * page (`?sil={id}`) and its 'Evet, Sil' posts to /kullanici/cocuk/sil/{id}; 'Çocuk Ekle' asks for
 * a slot (`?yeni=1`). With JavaScript the form is checked with the server's schema before sending,
 * the question is the shop's confirm modal and the deletion a JSON call.
 */
import { useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { useFeedback } from "#app/components/feedback";
import { ageText, yearOptions, type Ymd } from "#app/lib/birth-date";
import {
  EMPTY_KID,
  KID_INCOMPLETE,
  KID_MAX_AGE_YEARS,
  MAX_KIDS,
  kidValues,
  validateKid,
  type Kid,
  type KidField,
  type KidValues,
} from "#app/domain/family/kid.schema";
import { AddKidButton } from "./add-kid-button";
import { KidFields } from "./kid-fields";

/** What the page's action answers (also as JSON): the slot it was for, what was typed, the saved kid. */
export type KidAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Partial<Record<KidField, string>>;
  values: KidValues;
  slot: string;
  kid?: Kid;
};

type Props = {
  kids: Kid[];
  today: Ymd;
  answer?: KidAnswer;
  /** A notice for the whole page (after a deletion without JavaScript). */
  notice?: { type: "success" | "error"; message: string };
  /** The kid whose deletion is being asked without JavaScript (`?sil={id}`). */
  confirmId: number | null;
  /** Whether the page was asked for an empty slot (`?yeni=1`). */
  wantsSlot: boolean;
  pagePath: string;
  deletePath: (id: number) => string;
};

const kidSlot = (id: number) => `cocuk-${id}`;
/** Empty slots are `yeni-1`, `yeni-2`, … (the same on the server and in the browser). */
const slotNumber = (slot: string) => Number(/^yeni-(\d+)$/.exec(slot)?.[1] ?? 0);

export function KidsManager({ kids, today, answer, notice, confirmId, wantsSlot, pagePath, deletePath }: Props) {
  const [newSlots, setNewSlots] = useState<string[]>(() => {
    if (answer && !answer.success && slotNumber(answer.slot) > 0) return [answer.slot];
    return (kids.length === 0 || wantsSlot) && kids.length < MAX_KIDS ? ["yeni-1"] : [];
  });
  const [nextSlot, setNextSlot] = useState(() => Math.max(1, ...newSlots.map(slotNumber), answer ? slotNumber(answer.slot) : 0) + 1);
  // A new slot that was saved becomes one of the kids: drop the empty slot (adjusted while rendering).
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer?.success && newSlots.includes(answer.slot)) setNewSlots(newSlots.filter((s) => s !== answer.slot));
  }

  const add = () => {
    if (kids.length + newSlots.length >= MAX_KIDS) return;
    const slot = `yeni-${nextSlot}`;
    setNextSlot(nextSlot + 1);
    setNewSlots([...newSlots, slot]);
    requestAnimationFrame(() => document.getElementById(`${slot}-name`)?.focus());
  };
  const dismiss = (slot: string) => setNewSlots((list) => list.filter((s) => s !== slot));
  const answerFor = (slot: string, kidId?: number) => {
    if (!answer) return undefined;
    if (answer.slot === slot) return answer;
    return kidId != null && answer.success && answer.kid?.id === kidId ? answer : undefined;
  };

  const active = kids.length + newSlots.length;
  return (
    <div className="grid gap-5">
      <p className="max-w-3xl text-[15px] leading-relaxed text-slate-600">
        Çocuklarınızın bilgilerini ekleyin; yaşlarına uygun ürünleri, kampanyaları ve Aile Kulübü etkinliklerini size özel önerelim. En
        fazla {MAX_KIDS} çocuk bilgisi ekleyebilirsiniz.
      </p>
      {notice ? (
        <LoginNotice
          error={notice.type === "error" ? notice.message : undefined}
          notice={notice.type === "success" ? notice.message : undefined}
        />
      ) : null}
      {kids.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4">
          <p className="text-base font-bold text-ink">Henüz çocuk bilgisi eklemediniz.</p>
          <p className="mt-1 text-sm text-slate-600">
            {active > 0
              ? "Çocuğunuzun adını ve doğum tarihini girip kaydederek başlayabilirsiniz."
              : "'Çocuk Ekle' ile çocuğunuzun bilgilerini ekleyebilirsiniz."}
          </p>
        </div>
      ) : null}
      <div className="grid gap-5 xl:grid-cols-2">
        {kids.map((kid, i) => (
          <KidCard
            key={kid.id}
            slot={kidSlot(kid.id)}
            number={i + 1}
            kid={kid}
            today={today}
            answer={answerFor(kidSlot(kid.id), kid.id)}
            confirming={confirmId === kid.id}
            pagePath={pagePath}
            deletePath={deletePath}
          />
        ))}
        {newSlots.map((slot, i) => (
          <KidCard
            key={slot}
            slot={slot}
            number={kids.length + i + 1}
            today={today}
            answer={answerFor(slot)}
            confirming={false}
            pagePath={pagePath}
            deletePath={deletePath}
            onDismiss={active > 1 || kids.length > 0 ? () => dismiss(slot) : undefined}
          />
        ))}
        <AddKidButton active={active} max={MAX_KIDS} onAdd={add} pagePath={pagePath} />
      </div>
    </div>
  );
}

type CardProps = {
  slot: string;
  number: number;
  kid?: Kid;
  today: Ymd;
  answer?: KidAnswer;
  confirming: boolean;
  pagePath: string;
  deletePath: (id: number) => string;
  onDismiss?: () => void;
};

function KidCard({ slot, number, kid, today, answer, confirming, pagePath, deletePath, onDismiss }: CardProps) {
  const [values, setValues] = useState<KidValues>(() => (answer && !answer.success ? answer.values : kid ? kidValues(kid) : EMPTY_KID));
  const [clientErrors, setClientErrors] = useState<Partial<Record<KidField, string>> | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("slot") === slot;
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);

  const errors = clientErrors ?? (answer && !answer.success ? answer.errors : {});
  const hasErrors = Object.keys(errors).length > 0;
  const summary = clientErrors
    ? hasErrors
      ? { error: KID_INCOMPLETE }
      : undefined
    : answer
      ? answer.success
        ? { notice: answer.message }
        : { error: answer.reason }
      : undefined;
  const years = yearOptions(today, KID_MAX_AGE_YEARS, 0, Number(values.year) || undefined);
  const titleId = `${slot}-baslik`;

  const set = (field: keyof KidValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (clientErrors) {
      const v = validateKid(next);
      setClientErrors(v.ok ? {} : v.errors);
    }
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    const v = validateKid(values);
    if (v.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(v.errors);
    const first = (["name", "day", "month", "year", "birth"] as const).find((f) => v.errors[f]);
    document.getElementById(`${slot}-${first === "birth" ? "day" : (first ?? "name")}`)?.focus();
  }

  async function askDelete(event: MouseEvent) {
    event.preventDefault();
    if (!kid || deleting) return;
    const yes = await feedback.confirm({
      title: "Çocuk bilgisini sil",
      message: `${kid.name} adlı çocuğunuzun bilgilerini silmek istediğinize emin misiniz?`,
      confirmText: "Evet, Sil",
      cancelText: "Vazgeç",
    });
    if (!yes) return;
    setDeleting(true);
    const result = await feedback.call(deletePath(kid.id), { method: "POST" }, { showRefusal: true });
    setDeleting(false);
    if (result?.success) feedback.notify({ type: "success", message: result.message || "Çocuk silindi." });
    void revalidator.revalidate();
  }

  const saved = kid ? { ...kid } : null;
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-base font-black text-brand-700"
          >
            {saved ? saved.name.slice(0, 1).toLocaleUpperCase("tr-TR") : number}
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-extrabold text-ink">
              {number}. Çocuk
            </h2>
            <p className="truncate text-sm text-slate-500">{saved ? `${saved.name} · ${ageText(saved, today)}` : "Yeni çocuk bilgisi"}</p>
          </div>
        </div>
        {!saved && onDismiss ? (
          <button
            type="button"
            onClick={onDismiss}
            className="rounded-full px-3 py-1.5 text-sm font-bold text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            Vazgeç
          </button>
        ) : null}
      </header>
      <Form method="post" action={pagePath} noValidate onSubmit={submit} aria-labelledby={titleId} className="grid flex-1 gap-4 px-5 py-4">
        <input type="hidden" name="slot" value={slot} />
        {saved ? <input type="hidden" name="id" value={saved.id} /> : null}
        {summary ? <LoginNotice error={summary.error} notice={summary.notice} /> : null}
        <KidFields idPrefix={`${slot}-`} values={values} errors={errors} years={years} onChange={set} />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
          <button type="submit" className="btn-primary h-11 min-w-28 px-6" disabled={busy}>
            {busy ? "Kaydediliyor…" : "Kaydet"}
          </button>
          {saved ? (
            <button
              type="submit"
              form={`${slot}-sil`}
              onClick={askDelete}
              disabled={deleting}
              className="inline-flex h-11 items-center rounded-full px-4 text-sm font-bold text-red-600 hover:bg-red-50 disabled:opacity-60"
            >
              {deleting ? "Siliniyor…" : "Sil"}
            </button>
          ) : null}
        </div>
      </Form>
      {saved ? (
        <form id={`${slot}-sil`} method="get" action={pagePath} hidden>
          <input type="hidden" name="sil" value={saved.id} />
        </form>
      ) : null}
      {saved && confirming ? (
        <div role="group" aria-labelledby={`${slot}-soru`} className="m-5 mt-0 rounded-xl border border-red-200 bg-red-50 p-4">
          <p id={`${slot}-soru`} className="text-sm font-bold text-red-800">
            {`${saved.name} adlı çocuğunuzun bilgilerini silmek istediğinize emin misiniz?`}
          </p>
          <div className="mt-3 flex gap-2">
            <form method="post" action={deletePath(saved.id)}>
              <button type="submit" className="btn-primary h-10 bg-red-600 px-5 hover:bg-red-700">
                Evet, Sil
              </button>
            </form>
            <Link to={pagePath} className="btn-secondary h-10 px-5">
              Vazgeç
            </Link>
          </div>
        </div>
      ) : null}
    </article>
  );
}
