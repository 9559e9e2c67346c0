import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { readConsent } from "#app/components/layout/cookie-consent";
import { NotFoundPage, ServerErrorPage } from "#app/components/layout/error-pages";
import { SiteShell } from "#app/components/layout/site-shell";
import { useDrawnAddressMark } from "#app/components/use-hydrated";
import { EMPTY_SHELL, type ShellData } from "#app/components/layout/shell-data";
import { loadMenuCategories } from "#app/domain/categories/categories.server";
import { isBackOfficePath } from "#app/domain/back-office/sections";
import { loadShownShopSettings } from "#app/domain/settings/shop-settings.server";
import { hasSessionCookie } from "#app/domain/sessions/session.server";
import { NOT_FOUND_TITLE, SERVER_ERROR_TITLE } from "#app/lib/messages";
import "./app.css";

const SHOP_NAME = "Minik Dünya";
/** The back office's layout route (app/routes.ts): its pages have a frame of their own. */
const BACK_OFFICE_LAYOUT = "routes/yonetim";
const DEFAULT_TITLE = `${SHOP_NAME} | Bebek, Çocuk, Oyuncak ve Ev Ürünleri`;
const DEFAULT_DESCRIPTION =
  "Minik Dünya'da bebek arabasından oyuncağa, çocuk giyiminden ev ürünlerine binlerce ürün, mağazadan teslim ve taksit imkânıyla.";

const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#f97316"/><circle cx="18" cy="22" r="3" fill="#fff"/><circle cx="30" cy="22" r="3" fill="#fff"/><path d="M17 30c3.5 3.2 10.5 3.2 14 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>',
  );

export const links: Route.LinksFunction = () => [{ rel: "icon", type: "image/svg+xml", href: FAVICON }];

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: `${notFound ? NOT_FOUND_TITLE : SERVER_ERROR_TITLE} | ${SHOP_NAME}` }, { name: "robots", content: "noindex" }];
  }
  return [{ title: DEFAULT_TITLE }, { name: "description", content: DEFAULT_DESCRIPTION }];
};

/**
 * The shell's data on every page: category menu, the cookie answer, whether there is a session and
 * the offers the header names (free-shipping threshold, pickup bonus: the owner's settings, at most
 * a few seconds old, shop-settings.server.ts), nothing personal, so any page can be shared; the
 * header asks who the visitor is (visitor-state.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const cookies = request.headers.get("Cookie") ?? undefined;
  const base = { hasSession: hasSessionCookie(cookies), consent: readConsent(cookies) };
  // The back office (/yonetim) has a frame of its own, without the shop's menu and header.
  if (isBackOfficePath(new URL(request.url).pathname)) return { ...base, menu: [], offers: null };
  const [menu, settings] = await Promise.all([loadMenuCategories(context.db), loadShownShopSettings(context.db)]);
  return {
    ...base,
    menu,
    offers: { freeShippingThresholdKurus: settings.freeShippingThresholdKurus, pickupBonusPoints: settings.pickupBonusPoints },
  };
}

/**
 * The shell's data changes only with a submitted form (logging out, …; logging in reloads the
 * page): links and a page's own reloads (the basket's) leave it as it is.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  useDrawnAddressMark();
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f97316" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The back office draws its own frame (routes/yonetim.tsx).
  if (useMatches().some((m) => m.id === BACK_OFFICE_LAYOUT)) return <Outlet />;
  return (
    <SiteShell shell={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // When the root loader itself failed there is no shell data: show the shell without it.
  const shell = useRouteLoaderData<typeof loader>("root") ?? EMPTY_SHELL;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server logs its own failures, scrubbed (entry.server.tsx handleError); this is the browser's console.
  if (!notFound && !isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const detail = import.meta.env.DEV && error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : undefined;
  return <SiteShell shell={shell}>{notFound ? <NotFoundPage menu={shell.menu} /> : <ServerErrorPage detail={detail} />}</SiteShell>;
}
