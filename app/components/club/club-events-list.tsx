/**
 * The club's upcoming events (tab 'Etkinlikler'; spec sections 2 and 7): day and time in Turkish,
 * the store and city, the places left and 'Katıl'. 'Katıl' calls GET
 * /aile-kulubu/ajax/event-registration/{eventId}: success opens the join success popup; a guest is
 * offered the login (coming back to this tab); already registered, full or past say so in a popup.
 * The list is then read again (places left, 'Kaydınız alındı').
 *
 * A signed-in member who is not a club member yet first gets the club's sign-up form in a popup
 * (club-join-dialog.tsx); once they have joined, the registration goes on by itself and the
 * success popup says both.
 *
 * Without JavaScript 'Katıl' is a GET form to the same address, which answers by coming back here
 * with `?katilim={outcome}` (the notice above the list).
 */
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { href, useFetcher, useRevalidator } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import type { ClubMessageDialogProps } from "./club-dialogs";
import type { ClubJoinDialogProps } from "./club-join-dialog";
import type { ClubAnswer, ClubSignupFormProps } from "./club-signup-form";
import { CheckIcon, ClockIcon, StoreIcon } from "#app/components/icons";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { eventPlace, NO_UPCOMING_EVENTS, placesLeftText, type ClubEventView } from "#app/domain/club/club-events";
import { clubTabUrl } from "#app/domain/club/club-tabs";
import { LOGIN_REQUIRED } from "#app/lib/messages";

const ClubMessageDialog = lazyDialog<ClubMessageDialogProps>(() =>
  import("./club-dialogs").then((m) => ({ default: m.ClubMessageDialog })),
);
const ClubJoinDialog = lazyDialog<ClubJoinDialogProps>(() => import("./club-join-dialog").then((m) => ({ default: m.ClubJoinDialog })));

/** Who presses 'Katıl': a signed-in member who is not a club member yet joins first (with the sign-up form's data). */
export type EventJoiner = { clubMember: boolean; signUp: Pick<ClubSignupFormProps, "cities" | "prefill" | "today"> };

type JoinAnswer = { success: boolean; reason?: string; message?: string; event?: ClubEventView };
type Popup = { kind: "joined" | "refused" | "login"; title: string; message: string };

export type JoinNotice = { ok: boolean; message: string } | null;

function EventCard({
  event,
  busy,
  onJoin,
}: {
  event: ClubEventView;
  busy: boolean;
  onJoin: (event: ClubEventView, click: MouseEvent) => void;
}) {
  const titleId = `etkinlik-${event.id}-baslik`;
  const taken = event.capacity > 0 ? Math.min(100, Math.round((event.registeredCount / event.capacity) * 100)) : 100;
  const place = eventPlace(event);
  return (
    <article
      id={`etkinlik-${event.id}`}
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex gap-4 p-5 pb-3">
        <p
          className="flex w-16 shrink-0 flex-col items-center justify-center rounded-2xl bg-brand-50 py-2 text-brand-800"
          aria-hidden="true"
        >
          <span className="text-2xl leading-none font-black">{event.day}</span>
          <span className="mt-1 text-xs font-extrabold tracking-wide uppercase">{event.monthShort}</span>
        </p>
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-extrabold text-ink">
            {event.title}
          </h3>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
            <ClockIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
            <span>
              <time dateTime={event.startsAt}>
                {event.dateText}, {event.timeText}
              </time>
            </span>
          </p>
          {place ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
              <StoreIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
              <span>{place}</span>
            </p>
          ) : null}
        </div>
      </div>
      <p className="px-5 text-[15px] leading-relaxed text-slate-600">{event.description}</p>
      <div className="mt-auto px-5 pt-4 pb-5">
        <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className={`h-full rounded-full ${event.full ? "bg-slate-400" : "bg-brand-500"}`} style={{ width: `${taken}%` }} />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className={`text-sm font-bold ${event.full ? "text-slate-500" : "text-emerald-700"}`}>{placesLeftText(event)}</p>
          {event.registered ? (
            <p className="inline-flex h-11 items-center gap-1.5 rounded-full bg-emerald-50 px-4 text-sm font-extrabold text-emerald-800">
              <CheckIcon size={18} strokeWidth={2.5} />
              Kaydınız alındı
            </p>
          ) : event.full ? (
            <p className="inline-flex h-11 items-center rounded-full bg-slate-100 px-4 text-sm font-extrabold text-slate-600">
              Kontenjan Doldu
            </p>
          ) : (
            <form method="get" action={href("/aile-kulubu/ajax/event-registration/:eventId", { eventId: String(event.id) })}>
              <button
                type="submit"
                aria-describedby={titleId}
                className="btn-primary h-11 min-w-28 px-6"
                disabled={busy}
                onClick={(click) => onJoin(event, click)}
              >
                {busy ? "Kaydediliyor…" : "Katıl"}
              </button>
            </form>
          )}
        </div>
      </div>
    </article>
  );
}

export function ClubEventsList({
  events,
  notice,
  joiner,
  onJoinFormOpenChange,
}: {
  events: ClubEventView[];
  notice: JoinNotice;
  joiner: EventJoiner;
  /** The join popup's form opened or closed (the page shows one sign-up form at a time). */
  onJoinFormOpenChange: (open: boolean) => void;
}) {
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [open, setOpen] = useState(false);
  // The join popup: the event it is for, and the sign-up sent through a fetcher.
  // A new fetcher for each opening: an earlier refusal is not shown on a fresh form.
  const [attempt, setAttempt] = useState(0);
  const signUp = useFetcher<ClubAnswer>({ key: `kulup-katil-${attempt}` });
  const [joining, setJoining] = useState<ClubEventView | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  const joinedFor = useRef<ClubAnswer | null>(null);

  function showJoinForm(next: boolean) {
    setJoinOpen(next);
    onJoinFormOpenChange(next);
  }

  // The membership was made: the registration goes on for the event 'Katıl' was pressed for.
  useEffect(() => {
    const answer = signUp.data;
    if (!answer?.success || joinedFor.current === answer || !joining) return;
    joinedFor.current = answer;
    showJoinForm(false);
    void register(joining, answer.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per successful sign-up
  }, [signUp.data]);

  async function join(event: ClubEventView, click: MouseEvent) {
    click.preventDefault();
    ClubMessageDialog.preload();
    // Signed in (the form is filled in from the profile) but not a club member: join first.
    if (joiner.signUp.prefill && !joiner.clubMember) {
      setJoining(event);
      setAttempt((n) => n + 1);
      showJoinForm(true);
      return;
    }
    await register(event);
  }

  /** The registration call, and its popup; `joinedMessage`: the sign-up's welcome, said first. */
  async function register(event: ClubEventView, joinedMessage?: string) {
    setBusyId(event.id);
    try {
      const answer = await feedback.call<JoinAnswer>(href("/aile-kulubu/ajax/event-registration/:eventId", { eventId: String(event.id) }));
      if (!answer) return;
      if (answer.success)
        setPopup({
          kind: "joined",
          title: "Etkinliğe Kaydınız Alındı",
          message: [joinedMessage, `${event.title} · ${event.dateText}, ${event.timeText}.`, answer.message].filter(Boolean).join(" "),
        });
      else if (answer.reason === LOGIN_REQUIRED) setPopup({ kind: "login", title: "Üye Girişi", message: LOGIN_REQUIRED });
      else setPopup({ kind: "refused", title: "Etkinlik Kaydı", message: answer.reason || answer.message || "" });
      setOpen(true);
      if (answer.event || answer.success) void revalidator.revalidate();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="grid gap-5">
      {notice ? (
        <p
          role={notice.ok ? "status" : "alert"}
          className={`rounded-2xl px-4 py-3 text-sm font-semibold ${notice.ok ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"}`}
        >
          {notice.message}
        </p>
      ) : null}
      {events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-10 text-center text-slate-600">{NO_UPCOMING_EVENTS}</p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} busy={busyId === event.id} onJoin={(e, click) => void join(e, click)} />
          ))}
        </div>
      )}
      <ClubMessageDialog
        open={open}
        onOpenChange={setOpen}
        title={popup?.title ?? ""}
        message={popup?.message ?? ""}
        tone={popup?.kind === "joined" ? "success" : "info"}
        actions={
          popup?.kind === "login"
            ? [{ label: "Giriş Yap", primary: true, to: loginUrlReturningTo(clubTabUrl("etkinlikler")) }, { label: "Vazgeç" }]
            : [{ label: "Tamam", primary: true }]
        }
      />
      <ClubJoinDialog open={joinOpen} onOpenChange={showJoinForm} event={joining} via={signUp} {...joiner.signUp} />
    </div>
  );
}
