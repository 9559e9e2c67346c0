/**
 * What the root loader gives the shell (header, footer, cookie banner) on every page: the same for
 * every visitor, so pages can be shared (server/page-cache.ts). Who is signed in and the basket
 * count are asked for after the page loads (visitor-state.tsx) when the visitor has a session.
 */
import type { MenuCategory } from "#app/domain/categories/categories.server";
import type { ShopOffers } from "#app/domain/settings/shop-settings";
import type { ConsentStatus } from "./cookie-consent";

export type { MenuCategory };

export type ShellData = {
  menu: MenuCategory[];
  /** Whether the request carried a session cookie (then the header asks who it is). */
  hasSession: boolean;
  consent: ConsentStatus | null;
  /** The business values the header's offer line names (null: not read, the line is left out). */
  offers: ShopOffers | null;
};

/** What the shell shows when the root loader's data is missing (the root loader itself failed). */
export const EMPTY_SHELL: ShellData = { menu: [], hasSession: false, consent: null, offers: null };
