/** The help page (open to everyone; the header's 'Yardım') and its app-link SMS sender's section. */
export const HELP_PAGE = "/kullanici/yardim";
export const APP_LINK_SECTION = `${HELP_PAGE}#uygulama`;
