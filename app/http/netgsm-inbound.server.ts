/**
 * Netgsm's call for an SMS sent to the shop's number (/bildirim/netgsm/gelen/:token; docs/sms.md).
 * The address carries NETGSM_INBOUND_TOKEN, compared in constant time; a wrong token, or a shop
 * without a Netgsm account, answers 404 as any unknown address does. The message comes as form
 * fields, JSON or a query string (GET or POST), with the names of Netgsm's inbox listing (`sender`,
 * `message`, `datetime`) or the short ones of its forwarding (`gsmno` / `no`, `msg` / `mesaj`).
 * A message that is no opt-out is still answered 200: Netgsm delivered it, there is nothing to retry.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { handleInboundSms } from "#app/domain/notifications/inbound-sms.server";
import { parseNetgsmDate } from "#app/domain/notifications/netgsm.server";
import { readBody, readQuery } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { config } from "#app/lib/config.server";

const NOT_FOUND = () => new Response("Sayfa bulunamadı", { status: 404, headers: NO_STORE });

/** Equal without telling, by its time, how much of the token was right (both sides hashed to one length). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

const first = (fields: Record<string, unknown>, names: string[]): string => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value.trim()) return value;
    if (typeof value === "number") return String(value);
  }
  return "";
};

export async function netgsmInboundAnswer(request: Request, token: string | undefined, db: AppLoadContext["db"]): Promise<Response> {
  const account = config.netgsm;
  if (!account || !sameToken(token ?? "", account.inboundToken)) return NOT_FOUND();
  const fields = { ...readQuery(request), ...(request.method === "POST" ? await readBody(request) : {}) };
  const from = first(fields, ["sender", "gsmno", "no", "from"]);
  const text = first(fields, ["message", "msg", "mesaj", "text"]);
  if (!from) return new Response("Gönderen numara yok", { status: 400, headers: NO_STORE });
  const datetime = first(fields, ["datetime", "tarih"]);
  const outcome = await handleInboundSms(db, { from, text, receivedAt: datetime ? parseNetgsmDate(datetime.trim()) : undefined });
  return Response.json({ success: true, outcome }, { headers: NO_STORE });
}
