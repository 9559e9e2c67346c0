/** /aile-kulubu/uyelik-sozlesmesi: the Aile Kulübü membership agreement, linked from the sign-up form's checkbox (opens in a new tab). */
import { href } from "react-router";
import type { Route } from "./+types/aile-kulubu.uyelik-sozlesmesi";
import { LegalPage } from "#app/components/legal/legal-page";
import { CLUB_AGREEMENT } from "#app/domain/club/club-agreement";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

export const meta: Route.MetaFunction = () => [
  { title: `${CLUB_AGREEMENT.title} | Minik Dünya` },
  { name: "description", content: CLUB_AGREEMENT.summary },
];

export default function ClubAgreement() {
  return <LegalPage doc={CLUB_AGREEMENT} path={href("/aile-kulubu/uyelik-sozlesmesi")} />;
}
