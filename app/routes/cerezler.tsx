/** Cookie policy (/cerezler), linked from the cookie banner's 'Devamı' (opens in a new tab). */
import { href } from "react-router";
import type { Route } from "./+types/cerezler";
import { COOKIE_POLICY } from "#app/domain/legal/legal-documents";
import { LegalPage } from "#app/components/legal/legal-page";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

export const meta: Route.MetaFunction = () => [
  { title: `${COOKIE_POLICY.title} | Minik Dünya` },
  { name: "description", content: COOKIE_POLICY.summary },
];

export default function CookiePolicy() {
  return <LegalPage doc={COOKIE_POLICY} path={href("/cerezler")} />;
}
