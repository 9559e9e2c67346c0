/** The Cache-Control of every answer that holds something personal: kept by no browser history, proxy or CDN (issue 12). */
export const PRIVATE_NO_STORE = "private, no-store";
