/**
 * One address (PRODUCT.md, "Running contract"): the shop answers as PUBLIC_URL's host and nothing
 * else. A request naming another host is sent to the same path on PUBLIC_URL; in demo mode the
 * loopback names (`localhost`, `127.0.0.1`, `[::1]`) are served as themselves, so whichever of them
 * a newcomer types works end to end (forms, the bank's return, cookies that stay on that name).
 *
 * Why it matters: React Router refuses a form post whose Origin differs from the request's URL
 * (since 7.18), and the shop's cookies belong to one host name. A shop that answered every Host as
 * if it were PUBLIC_URL broke every form at a second name; one that echoed any Host would write
 * foreign addresses into pages and links. Pure: server/one-address.ts applies it to requests.
 */

/** The host names a browser on this machine reaches the shop by, accepted in demo mode at any port. */
export const LOOPBACK_NAMES: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** What to do with a request for a host: serve it as `origin`, or send it to the public address. */
export type AddressDecision = { serve: string } | { elsewhere: true };

/** A Host header's value read as a host (lower-cased, default port dropped), or null when it is not one. */
export function hostOf(value: string | undefined): URL | null {
  if (!value || !/^[A-Za-z0-9.\-[\]:]+$/.test(value)) return null;
  try {
    const url = new URL(`http://${value}`);
    return url.pathname === "/" && !url.username && !url.search ? url : null;
  } catch {
    return null;
  }
}

/**
 * Decides how a request for `host` is answered.
 * @param host the Host (or a trusted proxy's X-Forwarded-Host) the client named
 * @param options.publicOrigin PUBLIC_URL's origin ('https://www.minikdunya.com.tr')
 * @param options.demo demo mode: the loopback names are served too
 */
export function decideAddress(host: string | undefined, options: { publicOrigin: string; demo: boolean }): AddressDecision {
  const asked = hostOf(host);
  const pub = new URL(options.publicOrigin);
  if (!asked) return { elsewhere: true };
  // The public host, whichever scheme the front proxy terminated: the shop is that origin.
  if (asked.hostname === pub.hostname && portOf(asked, pub.protocol) === portOf(pub, pub.protocol)) return { serve: pub.origin };
  if (options.demo && LOOPBACK_NAMES.has(asked.hostname)) return { serve: `http://${asked.host}` };
  return { elsewhere: true };
}

/** The port a URL names, or its scheme's default. */
function portOf(url: URL, protocol: string): string {
  return url.port || (protocol === "https:" ? "443" : "80");
}
