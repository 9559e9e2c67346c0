import { href } from "react-router";

/** The club page's tabs, by the id that `?sekme=` and the address's hash name (spec sections 2 and 7). */
export const CLUB_TABS = { "uye-ol": "Üye Ol", etkinlikler: "Etkinlikler", hakkinda: "Kulüp Hakkında" } as const;
export type ClubTab = keyof typeof CLUB_TABS;
export const isClubTab = (value: unknown): value is ClubTab => typeof value === "string" && Object.hasOwn(CLUB_TABS, value);

/** The club page opened on one tab: the events tab is where a login or a no-JavaScript answer comes back to. */
export const clubTabUrl = (tab: ClubTab) => `${href("/aile-kulubu/uye-ol")}?sekme=${tab}`;
