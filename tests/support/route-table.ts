/**
 * The shop's route table (app/routes.ts) for tests that walk every URL: each route with its full
 * pattern (a nested route's path joined to its parent's: '/yonetim/kayitlar'; an index route is
 * its parent's URL), its module file, and whether it is a page (.tsx) or a layout (has children).
 */
import routes from "#app/routes";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type WalkedRoute = { pattern: string; file: string; page: boolean; layout: boolean };

export function routeTable(): WalkedRoute[] {
  const out: WalkedRoute[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const e of entries) {
      const pattern = e.index ? parent || "/" : `${parent}/${e.path ?? ""}`.replace(/\/+$/, "") || "/";
      out.push({ pattern, file: e.file, page: e.file.endsWith(".tsx"), layout: Boolean(e.children?.length) });
      if (e.children) walk(e.children, pattern === "/" ? "" : pattern);
    }
  };
  walk(routes as RouteEntry[], "");
  return out;
}
