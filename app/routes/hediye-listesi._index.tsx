/**
 * /hediye-listesi/ (spec sections 2, 5, 7): Hediye Listelerim. Members only (a
 * guest goes to the login page). Asked as a JSON call (Accept: application/json) it answers
 * `{success: true, wishLists}` for the product page's picker (a guest: 401 with the login message).
 * POST intent=save (name, day, month, year, addressId; listId to change one) or intent=delete
 * (listId): only the member's own lists; the spec's messages per field; never cached or indexed.
 */
import { data } from "react-router";
import { useNavigation } from "react-router";
import type { Route } from "./+types/hediye-listesi._index";
import { AccountShell } from "#app/components/account/account-shell";
import { GiftListsPage, type GiftListAnswer } from "#app/components/member-lists/gift-lists-page";
import { listAddresses } from "#app/domain/addresses/addresses.server";
import { todayInTurkey } from "#app/lib/birth-date";
import { deleteGiftList, memberGiftLists, saveGiftList } from "#app/domain/member-lists/gift-lists.server";
import type { GiftListValues } from "#app/domain/member-lists/gift-list.schema";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { NO_STORE } from "#app/lib/cache-control";
import { memberOrJsonGuest, requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Hediye Listelerim | Minik Dünya" }, { name: "robots", content: "noindex" }];
/** A GET asked as JSON answers the loader's data (app/entry.server.tsx). */
export const handle = { json: true };

const text = (v: unknown) => (typeof v === "string" ? v : "");

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await memberOrJsonGuest(request, context.session);
  if (userId == null) throw data({ success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED }, { status: 401, headers: NO_STORE });
  const [lists, addresses] = await Promise.all([memberGiftLists(context.db, userId), listAddresses(context.db, userId)]);
  const wishLists = lists.map((l) => ({
    id: l.id,
    name: l.name,
    expireDate: { date: l.expireDate },
    expired: l.expired,
    itemCount: l.itemCount,
  }));
  return data(
    { success: true, wishLists, lists, addresses: addresses.map((a) => ({ id: a.id, title: a.title })), thisYear: todayInTurkey().year },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  const listId = parseId(body.listId);
  if (body.intent === "delete") {
    const gone = listId != null ? await deleteGiftList(context.db, userId, listId) : null;
    const answer: GiftListAnswer = {
      intent: "delete",
      listId,
      ok: Boolean(gone?.ok),
      message: gone ? (gone.ok ? gone.message : gone.reason) : "",
      errors: {},
    };
    return data(answer, { status: gone?.ok ? 200 : 404, headers: NO_STORE });
  }
  const values: GiftListValues = {
    name: text(body.name),
    day: text(body.day),
    month: text(body.month),
    year: text(body.year),
    addressId: text(body.addressId),
  };
  const saved = await saveGiftList(context.db, userId, values, listId ?? undefined);
  const answer: GiftListAnswer = saved.ok
    ? { intent: "save", listId: saved.id, ok: true, message: saved.message, errors: {} }
    : { intent: "save", listId, ok: false, message: saved.reason, errors: saved.errors, values };
  return data(answer, { status: saved.ok ? 200 : saved.status, headers: NO_STORE });
}

export default function GiftListsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <AccountShell title="Hediye Listelerim" active="hediye-listesi">
      <GiftListsPage
        key={actionData?.ok ? `${actionData.intent}-${actionData.listId}-${loaderData.lists.length}` : "page"}
        lists={loaderData.lists}
        addresses={loaderData.addresses}
        answer={actionData}
        busy={busy}
        thisYear={loaderData.thisYear}
      />
    </AccountShell>
  );
}
