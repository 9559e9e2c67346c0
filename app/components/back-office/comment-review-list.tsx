/**
 * Comments as the back office reviews them (/yonetim/yorumlar): the product, who wrote it (the
 * member's own name, and the name the page will show), the rating, the text exactly as typed (as
 * text, never as HTML), 'Satın aldı', when; decided ones say by whom and when.
 *   - CommentQueue: the waiting comments in one form, a tick box per comment, 'Tümünü seç' (every
 *     comment on the page, or none again) and the buttons for the ticked ones above the list; each
 *     comment also has its own 'Onayla' / 'Reddet', which send the one-comment forms of
 *     ReviewOneForms (placed outside the queue's form: forms do not nest).
 *   - CommentReviewList: the list itself (the decision history shows it without tick boxes).
 *   - ReviewPager: 'Önceki' / 'Sayfa N / M' / 'Sonraki' under the queue and under the history.
 * Without JavaScript the tick boxes and buttons still work ('Tümünü seç' needs it).
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { RatingStars } from "#app/components/rating-stars";
import type { ReviewItem } from "#app/domain/comments/review-item";
import { TR_DATE_TIME } from "#app/lib/dates";

export type ReviewedComment = ReviewItem;

const oneForm = (id: number) => `yorum-${id}`;

type Selection = { selected: ReadonlySet<number>; onToggle: (id: number, on: boolean) => void };

export function CommentReviewList({
  items,
  selection,
  busy = false,
  label,
}: {
  items: ReviewedComment[];
  selection?: Selection;
  busy?: boolean;
  label: string;
}) {
  const selectable = selection != null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-col gap-3">
      {items.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-start gap-3">
            {selectable && (
              <input
                type="checkbox"
                name="ids"
                value={c.id}
                checked={selection.selected.has(c.id)}
                onChange={(e) => selection.onToggle(c.id, e.target.checked)}
                aria-label={`Seç: ${c.productName} yorumu`}
                className="mt-1 size-5 accent-brand-600"
              />
            )}
            <div className="min-w-0 flex-1">
              <a href={c.productUrl} className="font-extrabold text-brand-700 hover:underline" target="_blank" rel="noreferrer">
                {c.productName}
              </a>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span>
                  {c.memberName ?? "Üye kaydı yok"} · sayfada: <strong>{c.showUser ? c.shownName : "Anonim"}</strong>
                </span>
                <RatingStars rating={c.rating} />
                {c.purchased && <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-green-800">Satın aldı</span>}
                <time dateTime={c.createdAt}>{TR_DATE_TIME.format(new Date(c.createdAt))}</time>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{c.body}</p>
              {c.reviewedAt && (
                <p className="mt-2 text-xs leading-6 font-bold text-slate-600">
                  <span
                    className={`rounded-full px-2 py-0.5 ${c.status === "approved" ? "bg-green-50 text-green-800" : c.status === "rejected" ? "bg-red-50 text-red-800" : "bg-slate-100"}`}
                  >
                    {c.status === "approved" ? "Onaylandı" : c.status === "rejected" ? "Reddedildi" : "Bekliyor"}
                  </span>
                  {" · "}
                  {c.reviewedBy ?? "?"} · <time dateTime={c.reviewedAt}>{TR_DATE_TIME.format(new Date(c.reviewedAt))}</time>
                </p>
              )}
            </div>
            {selectable && (
              <div className="flex gap-2 max-sm:w-full">
                <button
                  type="submit"
                  form={oneForm(c.id)}
                  name="intent"
                  value="approve"
                  disabled={busy}
                  className="btn-primary h-10 px-4 text-sm max-sm:flex-1"
                >
                  Onayla
                </button>
                <button
                  type="submit"
                  form={oneForm(c.id)}
                  name="intent"
                  value="reject"
                  disabled={busy}
                  className="btn-secondary h-10 px-4 text-sm max-sm:flex-1"
                >
                  Reddet
                </button>
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One form per comment, for its own buttons (see the module comment). */
export function ReviewOneForms({ items }: { items: { id: number }[] }) {
  return (
    <>
      {items.map((c) => (
        <Form key={c.id} id={oneForm(c.id)} method="post" hidden>
          <input type="hidden" name="ids" value={c.id} />
        </Form>
      ))}
    </>
  );
}

/**
 * The waiting comments of one page in a form: 'Tümünü seç' ticks every one of them (or, all ticked,
 * none); the buttons send the ticked ones with intent=approve|reject. What is ticked is forgotten
 * for comments no longer on the page (decided).
 */
export function CommentQueue({ items, busy }: { items: ReviewedComment[]; busy: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const all = useRef<HTMLInputElement>(null);
  const onPage = items.filter((c) => selected.has(c.id)).length;
  const everyOne = onPage === items.length && items.length > 0;
  useEffect(() => {
    if (all.current) all.current.indeterminate = onPage > 0 && !everyOne;
  }, [onPage, everyOne]);
  const ids = items.map((c) => c.id).join(",");
  // Another page, or decided comments gone from it: nothing stays ticked that is not shown.
  useEffect(() => setSelected((s) => new Set(items.filter((c) => s.has(c.id)).map((c) => c.id))), [ids]); // eslint-disable-line react-hooks/exhaustive-deps -- the ids say it all
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Form method="post" className="mt-3">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50 py-2">
        <label className="flex h-11 items-center gap-2 text-sm font-bold text-ink">
          <input
            ref={all}
            type="checkbox"
            checked={everyOne}
            onChange={(e) => setSelected(new Set(e.target.checked ? items.map((c) => c.id) : []))}
            className="size-5 accent-brand-600"
          />
          Tümünü seç
        </label>
        <p aria-live="polite" className="text-sm text-slate-600">
          {onPage} / {items.length} seçili
        </p>
        <div className="flex flex-wrap gap-2 max-sm:w-full">
          <button
            type="submit"
            name="intent"
            value="approve"
            className="btn-primary h-11 px-4 text-sm whitespace-nowrap max-sm:flex-1 sm:px-5 sm:text-base"
            disabled={busy}
          >
            Seçilenleri onayla
          </button>
          <button
            type="submit"
            name="intent"
            value="reject"
            className="btn-secondary h-11 px-4 text-sm whitespace-nowrap max-sm:flex-1 sm:px-5 sm:text-base"
            disabled={busy}
          >
            Seçilenleri reddet
          </button>
        </div>
      </div>
      <CommentReviewList label="Onay bekleyen yorumlar" items={items} selection={{ selected, onToggle: toggle }} busy={busy} />
    </Form>
  );
}

/** 'Önceki' / 'Sayfa N / M' / 'Sonraki' (nothing when there is one page). */
export function ReviewPager({
  label,
  page,
  pageCount,
  href,
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm font-bold">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className="btn-secondary h-11 px-5">
          ← Önceki sayfa
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Sayfa {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} preventScrollReset className="btn-secondary h-11 px-5">
          Sonraki sayfa →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
