/** Where the parents' club lives (spec sections 2 and 7). */
export const CLUB_PAGE = "/aile-kulubu/uye-ol";
export const CLUB_AGREEMENT_PAGE = "/aile-kulubu/uyelik-sozlesmesi";
/** The upcoming events as JSON; `?id=` (or `?eventId=`) for one of them. */
export const CLUB_EVENTS_CALL = "/aile-kulubu/ajax/get-event/";
export const eventRegistrationPath = (eventId: number) => `/aile-kulubu/ajax/event-registration/${eventId}`;

/** The club page's tabs, by the id that `?sekme=` and the address's hash name. */
export const CLUB_TABS = { "uye-ol": "Üye Ol", etkinlikler: "Etkinlikler", hakkinda: "Kulüp Hakkında" } as const;
export type ClubTab = keyof typeof CLUB_TABS;
export const isClubTab = (value: unknown): value is ClubTab => typeof value === "string" && Object.hasOwn(CLUB_TABS, value);

/** The events tab, as a login or a no-JavaScript answer comes back to it. */
export const CLUB_EVENTS_TAB = `${CLUB_PAGE}?sekme=etkinlikler`;
