/**
 * Comments as the back office reviews them (/yonetim/yorumlar): the product, who wrote it (the
 * member's own name, and the name the page will show), the rating, the text exactly as typed (as
 * text, never as HTML), 'Satın aldı', when; decided ones say by whom and when. `selectable` adds a
 * tick box per comment (for the buttons above the list) and its own 'Onayla' / 'Reddet', which send
 * the one-comment forms of ReviewOneForms (placed outside the list's form: forms do not nest).
 */
import { Form } from "react-router";
import { RatingStars } from "#app/components/rating-stars";
import type { ReviewItem } from "#app/domain/comments/review-item";
import { TR_DATE_TIME } from "#app/lib/dates";

export type ReviewedComment = ReviewItem;

const oneForm = (id: number) => `yorum-${id}`;

export function CommentReviewList({ items, selectable = false, busy = false }: { items: ReviewedComment[]; selectable?: boolean; busy?: boolean }) {
  return (
    <ul className="mt-3 flex flex-col gap-3">
      {items.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-start gap-3">
            {selectable && (
              <input type="checkbox" name="ids" value={c.id} aria-label={`Seç: ${c.productName} yorumu`} className="mt-1 size-5 accent-brand-600" />
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
                <p className="mt-2 text-xs font-bold text-slate-600">
                  {c.status === "approved" ? "Onaylandı" : c.status === "rejected" ? "Reddedildi" : "Bekliyor"} · {c.reviewedBy ?? "?"} ·{" "}
                  <time dateTime={c.reviewedAt}>{TR_DATE_TIME.format(new Date(c.reviewedAt))}</time>
                </p>
              )}
            </div>
            {selectable && (
              <div className="flex gap-2 max-sm:w-full">
                <button type="submit" form={oneForm(c.id)} name="intent" value="approve" disabled={busy} className="btn-primary h-10 px-4 text-sm max-sm:flex-1">
                  Onayla
                </button>
                <button type="submit" form={oneForm(c.id)} name="intent" value="reject" disabled={busy} className="btn-secondary h-10 px-4 text-sm max-sm:flex-1">
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
