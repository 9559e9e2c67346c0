/**
 * The product page's comment form (spec sections 2, 5, 7, 8), for the catalogue item
 * `catalogId`:
 *   GET  → {success: true, isLoggedIn, rating}: whether the visitor may write, and the rating they
 *          already gave (the form then shows it locked), or null. The page is cached for everyone,
 *          so it asks this after it loads.
 *   POST rating (1–5), description, showUser → {success, message}: the comment is stored waiting
 *          for a manager. Refusals: 'Lütfen geçerli bir "Oy" verin!', 'Lütfen geçerli bir "Yorum"
 *          girin!' (422, with `field`), the login message for a guest (401), 'Yorumunuz
 *          kaydedilirken bir hata oluştu, lütfen tekrar deneyin!' for an unknown product or a flood.
 */
import type { Route } from "./+types/urun.yorum.$catalogId";
import { lockedRating, submitComment } from "#app/domain/comments/comments.server";
import { COMMENT_SAVE_FAILED } from "#app/domain/comments/comment.messages";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse } from "#app/http/call-answers.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const catalogId = parseId(params.catalogId);
  const userId = await context.session.userId();
  const rating = userId != null && catalogId != null ? await lockedRating(context.db, userId, catalogId) : null;
  return Response.json({ success: true, isLoggedIn: userId != null, rating }, { headers: NO_STORE });
}

const call = memberCall({
  action: async ({ userId, body, db, params }) => {
    const catalogId = parseId(params.catalogId);
    if (catalogId == null) return refuse(COMMENT_SAVE_FAILED, 404);
    const outcome = await submitComment(db, userId, catalogId, body);
    if (!outcome.ok) return refuse(outcome.reason, outcome.status, () => (outcome.field ? { field: outcome.field } : {}));
    return Response.json({ success: true, reason: "", message: outcome.message }, { headers: NO_STORE });
  },
});

export const action = call.action;
