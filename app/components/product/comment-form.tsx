/**
 * The product page's comment form (spec sections 2, 4, 5, 8): a star rating, the text
 * with a character counter (red below 25 characters, green from 25; the 25 is a cue, not a rule),
 * and 'show my name'. Checked here and again on the server with the same Turkish messages; a
 * refusal keeps everything typed. After the page loads it asks GET /urun/yorum/{catalogId} who is
 * there (the page is cached for everyone): a guest is offered the login, a member who already rated
 * the product sees that rating locked. A sent comment waits for a manager's approval.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { href, Link, useLocation } from "react-router";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { COMMENT_CUE, COMMENT_MAX_LENGTH, COMMENT_REQUIRED, RATING_REQUIRED } from "#app/domain/comments/comment.messages";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";

type FormState = { isLoggedIn: boolean; rating: number | null };
type Errors = { rating?: string; description?: string; form?: string };

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

export function CommentForm({ catalogId, reviewsHash }: { catalogId: number; reviewsHash: string }) {
  const location = useLocation();
  const ids = useId();
  const [state, setState] = useState<FormState | null>(null);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [showUser, setShowUser] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callApi<{ success: boolean; isLoggedIn: boolean; rating: number | null }>(
      href("/urun/yorum/:catalogId", { catalogId: String(catalogId) }),
    )
      .then((answer) => {
        if (!live) return;
        setState({ isLoggedIn: answer.isLoggedIn, rating: answer.rating });
        if (answer.rating) setRating(answer.rating);
      })
      .catch(() => live && setState({ isLoggedIn: true, rating: null }));
    return () => {
      live = false;
    };
  }, [catalogId]);

  const locked = state?.rating ?? null;
  const length = text.trim().length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!(locked ?? rating)) found.rating = RATING_REQUIRED;
    if (!text.trim()) found.description = COMMENT_REQUIRED;
    setErrors(found);
    setSent("");
    if (found.rating || found.description) return;
    setBusy(true);
    try {
      const body = new URLSearchParams({ rating: String(locked ?? rating), description: text, showUser: showUser ? "1" : "0" });
      const answer = await callApi<{ success: boolean; message?: string; reason?: string; field?: "rating" | "description" }>(
        href("/urun/yorum/:catalogId", { catalogId: String(catalogId) }),
        { method: "POST", body },
      );
      if (answer.success) {
        setSent(answer.message ?? "");
        setText("");
        setState((s) => (s ? { ...s, rating: locked ?? rating } : s));
      } else {
        setErrors(answer.field ? { [answer.field]: answerText(answer) } : { form: answerText(answer) });
      }
    } catch (error) {
      setErrors({ form: error instanceof CallError ? error.message : GENERIC_ERROR });
    } finally {
      setBusy(false);
    }
  }

  if (state && !state.isLoggedIn) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        Değerlendirme yazmak için{" "}
        <Link to={loginUrlReturningTo(`${location.pathname}#${reviewsHash}`)} className="font-bold text-brand-700 underline">
          giriş yapın
        </Link>
        .
      </p>
    );
  }

  const counterId = `${ids}-counter`;
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl rounded-xl border border-slate-200 p-4" aria-label="Değerlendirme yazın">
      <h3 className="text-base font-extrabold text-ink">Değerlendirme yazın</h3>
      <fieldset className="mt-3" aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}>
        <legend className="text-sm font-bold text-slate-700">Puanınız</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${locked ? "cursor-not-allowed" : "cursor-pointer"}`}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={(locked ?? rating) === n}
                disabled={locked != null}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <span className="sr-only">{n} yıldız</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`size-8 ${n <= (locked ?? rating) ? "fill-amber-400" : "fill-slate-200"}`}
              >
                <path d={STAR_PATH} />
              </svg>
            </label>
          ))}
        </div>
        {locked != null && (
          <p className="mt-1 text-xs text-slate-600">Bu ürüne daha önce {locked} puan verdiniz; puanınız değiştirilemez.</p>
        )}
        {errors.rating && (
          <p id={`${ids}-rating-error`} role="alert" className="mt-1 text-sm font-bold text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <label htmlFor={`${ids}-text`} className="mt-4 block text-sm font-bold text-slate-700">
        Yorumunuz
      </label>
      <textarea
        id={`${ids}-text`}
        name="description"
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={errors.description ? true : undefined}
        aria-describedby={`${counterId}${errors.description ? ` ${ids}-text-error` : ""}`}
        className="mt-1 w-full rounded-xl border-2 border-slate-200 p-3 text-base focus:border-brand-500 focus:outline-none"
      />
      <p
        id={counterId}
        data-testid="comment-counter"
        className={`mt-1 text-sm font-bold ${length < COMMENT_CUE ? "text-red-700" : "text-green-700"}`}
      >
        {length} karakter
      </p>
      {errors.description && (
        <p id={`${ids}-text-error`} role="alert" className="mt-1 text-sm font-bold text-red-700">
          {errors.description}
        </p>
      )}

      <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="showUser"
          checked={showUser}
          onChange={(e) => setShowUser(e.target.checked)}
          className="size-5 accent-brand-600"
        />
        Adım yorumda görünsün
      </label>

      {errors.form && (
        <p role="alert" className="mt-3 text-sm font-bold text-red-700">
          {errors.form}
        </p>
      )}
      {sent && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm font-bold text-green-800">
          {sent}
        </p>
      )}
      <button type="submit" disabled={busy} className="btn-primary mt-4 h-12 px-6 text-base max-sm:w-full">
        Yorumu Gönder
      </button>
    </form>
  );
}
