/** What the root loader gives the shell (header, footer, cookie banner) on every page. */
import type { MenuCategory } from "#app/domain/catalog/categories.server";
import type { ConsentStatus } from "./cookie-consent";

export type { MenuCategory };

export type ShellData = {
  menu: MenuCategory[];
  cartCount: number;
  user: { firstname: string } | null;
  consent: ConsentStatus | null;
};

/** What the shell shows when the root loader's data is missing (the root loader itself failed). */
export const EMPTY_SHELL: ShellData = { menu: [], cartCount: 0, user: null, consent: null };
