/**
 * /yonetim/yorumlar: the comments waiting for approval (spec: comments are shown only
 * after a manager approves them). Managers whose role has `comments.write` (app/http/require-manager.server.ts).
 * The queue, oldest first, 50 a page (?sayfa=): product, the member and the name the page will
 * show, rating, text (as text), 'Satın aldı', when; approve or reject one (its own buttons) or
 * many (tick them, or 'Tümünü seç' for the whole page, then the buttons above the list). Below,
 * the decision history, newest first, 20 a page (?gecmis=): who approved or rejected what, and
 * when. POST intent=approve|reject with ids → back to the page with how many changed (a comment
 * already decided, by another manager say, is left as it is); each comment changed leaves one row
 * in the audit log. A JSON caller gets {waiting, history}, each {items, total, page, pageCount}.
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.yorumlar";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CommentQueue, CommentReviewList, ReviewOneForms, ReviewPager } from "#app/components/back-office/comment-review-list";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { CHOOSE_A_COMMENT } from "#app/domain/comments/comment.messages";
import { reviewComments, reviewHistory, waitingComments } from "#app/domain/comments/comments.server";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

/** The queue's page and the history's, each in its own query parameter. */
const QUEUE_PAGE = "sayfa";
const HISTORY_PAGE = "gecmis";

const pageOf = (params: URLSearchParams, name: string) => {
  const raw = params.get(name);
  return raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
};

export const handle = { json: true, permission: "comments.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Yorum Onayı");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const params = new URL(request.url).searchParams;
  const [waiting, history] = await Promise.all([
    waitingComments(context.db, pageOf(params, QUEUE_PAGE)),
    reviewHistory(context.db, pageOf(params, HISTORY_PAGE)),
  ]);
  return data({ waiting, history }, { headers: NO_STORE });
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
  const { waiting, history } = loaderData;
  const busy = useNavigation().state !== "idle";
  // A page link keeps the other list's page.
  const href = (name: string, page: number) => {
    const params = new URLSearchParams({ [QUEUE_PAGE]: String(waiting.page), [HISTORY_PAGE]: String(history.page) });
    params.set(name, String(page));
    for (const key of [QUEUE_PAGE, HISTORY_PAGE]) if (params.get(key) === "1") params.delete(key);
    const query = params.toString();
    return `?${query}${name === HISTORY_PAGE ? "#karar-gecmisi" : ""}`;
  };
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
        <CommentQueue items={waiting.items} busy={busy} />
      )}
      <ReviewOneForms items={waiting.items} />
      <ReviewPager
        label="Onay bekleyen yorum sayfaları"
        page={waiting.page}
        pageCount={waiting.pageCount}
        href={(page) => href(QUEUE_PAGE, page)}
      />
      <h2 id="karar-gecmisi" className="mt-10 scroll-mt-4 text-lg font-extrabold text-ink">
        Karar geçmişi ({history.total})
      </h2>
      <p className="mt-1 text-sm text-slate-600">En yeni karar üstte: hangi yorumu kimin, ne zaman onayladığı ya da reddettiği.</p>
      {history.items.length === 0 ? (
        <p className="mt-3 text-slate-600">Henüz karar verilmiş yorum yok.</p>
      ) : (
        <CommentReviewList label="Karar geçmişi" items={history.items} />
      )}
      <ReviewPager
        label="Karar geçmişi sayfaları"
        page={history.page}
        pageCount={history.pageCount}
        href={(page) => href(HISTORY_PAGE, page)}
      />
    </>
  );
}
