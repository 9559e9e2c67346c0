/**
 * /bildirim/netgsm/gelen/:token: Netgsm's call for an SMS sent to the shop's number, GET or POST
 * (app/http/netgsm-inbound.server.ts); a 'RET' withdraws the sender's consent to commercial SMS.
 */
import type { Route } from "./+types/bildirim.netgsm.gelen.$token";
import { netgsmInboundAnswer } from "#app/http/netgsm-inbound.server";

export const loader = ({ request, params, context }: Route.LoaderArgs) => netgsmInboundAnswer(request, params.token, context.db);

export const action = ({ request, params, context }: Route.ActionArgs) => netgsmInboundAnswer(request, params.token, context.db);
