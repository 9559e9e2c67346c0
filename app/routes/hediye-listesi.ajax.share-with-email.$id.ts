/**
 * POST /hediye-listesi/ajax/share-with-email/{id} {emails, url} (spec sections 5, 7, 8): the owner
 * sends their list's link by e-mail (gift-list-share.server.ts).
 * → {success: true, reason: "", message: 'Hediye listenizi başarılı bir şekilde paylaştınız.'}
 * → {success: false, reason, message}: a guest (401, the login message), not the member's list
 *   (404), the addresses (422, the spec's messages), the daily limit (429). GET: 405.
 * The link is built from the shop's public origin; the `url` sent is ignored.
 */
import { NO_STORE } from "#app/lib/cache-control";
import { shareGiftList } from "#app/domain/member-lists/gift-list-share.server";
import { GIFT_LIST_NOT_FOUND } from "#app/domain/member-lists/product-buttons.messages";
import { parseId } from "#app/lib/ids";
import { publicOrigin } from "#app/lib/public-url.server";
import { memberCall } from "#app/http/member-call.server";
import { refuse } from "#app/http/call-answers.server";

const call = memberCall({
  action: async ({ userId, body, db, params }) => {
    const listId = parseId(params.id);
    if (listId == null) return refuse(GIFT_LIST_NOT_FOUND, 404);
    const shared = await shareGiftList(db, { userId, listId, emails: body.emails, origin: publicOrigin() });
    if (!shared.ok) return refuse(shared.reason, shared.status);
    return Response.json({ success: true, reason: "", message: shared.message }, { headers: NO_STORE });
  },
});

export const loader = call.loader;
export const action = call.action;
