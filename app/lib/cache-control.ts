/** The Cache-Control of every answer that holds something personal: kept by no browser history, proxy or CDN. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Headers of an answer never to be kept (a call's JSON, a page that changes with every visit). */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** The same answer marked never to be kept (for answers made by helpers such as fail()). */
export function noStore(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  return response;
}
