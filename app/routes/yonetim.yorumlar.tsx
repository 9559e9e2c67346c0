/**
 * /yonetim/yorumlar: the comments waiting for approval (issue 15; spec: comments are shown only
 * after a manager approves them). Managers whose role has `comments.write` (manager-access.server.ts).
 * The queue, oldest first, 50 a page (?sayfa=): product, the member and the name the page will
 * show, rating, text (as text), 'Satın aldı', when; approve or reject one (its own buttons) or
 * many (tick them, then the buttons above the list). Below, the latest decisions: who approved or
 * rejected what, and when. POST intent=approve|reject with ids → back to the page with how many
 * changed (a comment already decided, by another manager say, is left as it is); each comment
 * changed leaves one row in the audit log.
 */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.yorumlar";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CommentReviewList, ReviewOneForms } from "#app/components/back-office/comment-review-list";
import { requireManager } from "#app/domain/back-office/manager-access.server";
import type { BackOfficeHandle } from "#app/domain/back-office/permissions";
import { CHOOSE_A_COMMENT } from "#app/domain/comments/comment.messages";
import { latestReviews, reviewComments, waitingComments } from "#app/domain/comments/comments.server";
import { pageFromSearch } from "#app/components/listing/listing-state";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { NO_STORE } from "#app/lib/cache-control";

export const handle = { json: true, permission: "comments.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Yorum Onayı");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const [waiting, latest] = await Promise.all([waitingComments(context.db, pageFromSearch(new URL(request.url).search)), latestReviews(context.db)]);
  return data({ waiting, latest }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const raw = Array.isArray(body.ids) ? body.ids : body.ids != null ? [body.ids] : [];
  const ids = raw.map((value) => parseId(value)).filter((id): id is number => id != null);
  const intent = body.intent === "approve" ? "approved" : body.intent === "reject" ? "rejected" : null;
  if (!intent || ids.length === 0) return data({ done: "", error: CHOOSE_A_COMMENT }, { status: 422, headers: NO_STORE });
  const changed = await reviewComments(context.db, manager, ids, intent);
  return data({ done: `${changed} yorum ${intent === "approved" ? "onaylandı" : "reddedildi"}.`, error: "" }, { headers: NO_STORE });
}

export default function CommentReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, latest } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BackOfficeHeading title="Yorum onayı" />
      {actionData?.done && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm font-bold text-green-800">
          {actionData.done}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
          {actionData.error}
        </p>
      )}
      <h2 className="text-lg font-extrabold text-ink">Onay bekleyenler ({waiting.total})</h2>
      {waiting.items.length === 0 ? (
        <p className="mt-3 text-slate-600">Onay bekleyen yorum yok.</p>
      ) : (
        <Form method="post" className="mt-3">
          <div className="sticky top-0 z-10 flex flex-wrap gap-2 bg-slate-50 py-2">
            <button type="submit" name="intent" value="approve" className="btn-primary h-11 px-5" disabled={busy}>
              Seçilenleri onayla
            </button>
            <button type="submit" name="intent" value="reject" className="btn-secondary h-11 px-5" disabled={busy}>
              Seçilenleri reddet
            </button>
          </div>
          <CommentReviewList items={waiting.items} selectable busy={busy} />
        </Form>
      )}
      <ReviewOneForms items={waiting.items} />
      {waiting.pageCount > 1 && (
        <nav aria-label="Sayfalar" className="mt-4 flex gap-3 text-sm font-bold">
          {waiting.page > 1 && <Link to={`?sayfa=${waiting.page - 1}`}>← Önceki</Link>}
          <span>
            Sayfa {waiting.page} / {waiting.pageCount}
          </span>
          {waiting.page < waiting.pageCount && <Link to={`?sayfa=${waiting.page + 1}`}>Sonraki →</Link>}
        </nav>
      )}
      <h2 className="mt-10 text-lg font-extrabold text-ink">Son kararlar</h2>
      <CommentReviewList items={latest} />
    </>
  );
}
