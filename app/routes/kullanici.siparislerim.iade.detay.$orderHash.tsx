/**
 * /kullanici/siparislerim/iade/detay/{orderHash}: an order's return page (spec section 2 "Return
 * detail"): within 14 days of delivery the member picks, per line, how many units to
 * return and why, and gets a return code for the carrier; the order's requests show with their
 * codes and steps. Outside the window the page says why it is closed. Members only (a guest goes
 * to the login page); someone else's or an unknown order is the shop's 404 page. Never cached.
 *
 * POST, form-encoded (the page without JavaScript) or JSON (Accept: application/json →
 * {success, reason, message, errors, values, code}): fields quantity_{lineId} and reason_{lineId}
 * (or JSON `items: [{lineId, quantity, reason}]`). Answers 422 with the fields' Turkish errors,
 * 409 when the window is closed, 404 for an order that is not the member's. Without a session
 * the page and its posts are sent to the login page (302), like every member page.
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.siparislerim.iade.detay.$orderHash";
import { AccountShell } from "#app/components/account/account-shell";
import { ReturnPageView, type ReturnAnswer } from "#app/components/orders/return-page";
import { ORDER_NOT_FOUND, RETURN_REQUESTED } from "#app/domain/orders/messages";
import { requestReturn, returnPageOf, type ReturnItem } from "#app/domain/orders/returns.server";
import { readBody, type Json } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "İade Talebi | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const page = await returnPageOf(context.db, userId, params.orderHash);
  if (!page) throw data(ORDER_NOT_FOUND, { status: 404, headers: NO_STORE });
  return data({ page }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/** The form's fields (quantity_{id}, reason_{id}) or JSON's items, as the domain's items and the values to show again. */
function itemsOf(body: Json): { items: ReturnItem[]; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const items = new Map<number, ReturnItem>();
  const item = (lineId: number) => items.get(lineId) ?? items.set(lineId, { lineId, quantity: 0, reason: "" }).get(lineId)!;
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  const quantity = (v: unknown) => (text(v).trim() === "" ? 0 : Number(text(v)));
  if (Array.isArray(body.items)) {
    for (const raw of body.items.slice(0, 100) as Json[]) {
      const lineId = Number(raw?.lineId);
      if (!Number.isInteger(lineId)) continue;
      Object.assign(item(lineId), { quantity: quantity(raw.quantity), reason: text(raw.reason) });
      values[`quantity_${lineId}`] = text(raw.quantity);
      values[`reason_${lineId}`] = text(raw.reason);
    }
  }
  for (const [key, value] of Object.entries(body).slice(0, 200)) {
    const match = /^(quantity|reason)_(\d{1,10})$/.exec(key);
    if (!match) continue;
    const lineId = Number(match[2]);
    if (match[1] === "quantity") item(lineId).quantity = quantity(value);
    else item(lineId).reason = text(value);
    values[key] = text(value);
  }
  return { items: [...items.values()], values };
}

const answer = (body: ReturnAnswer, status = 200) => data(body, { status, headers: NO_STORE });

export async function action({ request, params, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const { items, values } = itemsOf(await readBody(request));
  const result = await requestReturn(context.db, userId, params.orderHash, items);
  if (!result.ok) {
    const status = result.notFound ? 404 : result.closed ? 409 : 422;
    return answer({ success: false, reason: result.reason, message: result.reason, errors: result.errors, values, code: null }, status);
  }
  return answer({ success: true, reason: "", message: RETURN_REQUESTED, errors: {}, values: {}, code: result.code });
}

export default function ReturnDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="İade Talebi" active="siparislerim">
      <ReturnPageView page={loaderData.page} answer={actionData} />
    </AccountShell>
  );
}
