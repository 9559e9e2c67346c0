/**
 * Every back-office page and call refuses whoever may not use it, with 403 and
 * nothing of the page. This walks app/routes.ts, so a new /yonetim route cannot be forgotten: each
 * one (but the login and the code page) must declare its permission in its module
 * (`export const handle = { json: true, permission: "…" }`), and then, for a GET (the page, its
 * `.data` and the JSON call) and a POST when the module has an action:
 *   - a visitor and a shop member (signed in to the shop, no back-office session) get 403 with
 *     'Yönetim Girişi' to /yonetim/giris?redirectUrl= the page asked (JSON: {success: false, reason});
 *   - a verified manager of a role without the permission gets 403 'Bu sayfa için yetkiniz yok.';
 *   - none of these answers holds the page's data: no string the owner's answer carries (and the
 *     manager's own frame does not), no loader data of the route, and a page no bigger than a 403;
 *   - a manager before the SMS code is sent to /yonetim/dogrulama;
 *   - and the owner, who has every permission, gets the page.
 * The refused POSTs change nothing (no manager made, no audit row). The nav's sections each name
 * a route here with the same permission. robots.txt and the sitemaps keep /yonetim out.
 * A route with a parameter (/yonetim/uyeler/:id) is walked with a record planted for the test
 * (PARAMS), so the owner's answer is the real page.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BACK_OFFICE_LOGIN_REQUIRED, NO_PERMISSION } from "#app/domain/back-office/back-office.messages";
import { isPermission, rolesWithout, type ManagerRole, type Permission } from "#app/domain/permissions/permissions";
import { BACK_OFFICE_SECTIONS } from "#app/domain/back-office/sections";
import {
  auditRows,
  backOfficeJson,
  backOfficePost,
  demoManager,
  managerCode,
  postLogin,
  verifiedManager,
  type Visitor,
} from "../support/back-office";
import { getJson, request } from "../support/http";
import { routeTable } from "../support/route-table";
import { ROOT } from "../support/server";
import { stamp, visitor } from "../support/visitor";

/** Open to anyone: the login and the SMS code page (which sends a visitor to the login). */
const OPEN = new Set(["/yonetim/giris", "/yonetim/dogrulama"]);

type GuardedRoute = {
  /** The address asked: the pattern with its splat and its parameters (`:orderNumber`) filled in beforeAll. */
  path: string;
  file: string;
  permission: Permission | "signedIn";
  hasAction: boolean;
  /** What the owner gets: the page, or 404 for an address without one. */
  ownerStatus: number;
  /** A page (.tsx), or a file route (.ts: the CSV export) that answers its own refusals. */
  page: boolean;
};

/**
 * A real value for each route parameter, found as the owner sees it (the walk asks the routes of
 * real records: a refusal must hold nothing of a record that exists).
 */

/** Every /yonetim route module but the layout, with what it declares. */
function backOfficeRoutes(): { open: string[]; guarded: GuardedRoute[]; undeclared: string[] } {
  const open: string[] = [];
  const guarded: GuardedRoute[] = [];
  const undeclared: string[] = [];
  for (const route of routeTable()) {
    if (!(route.pattern === "/yonetim" || route.pattern.startsWith("/yonetim/")) || route.layout) continue;
    if (OPEN.has(route.pattern)) {
      open.push(route.pattern);
      continue;
    }
    const source = fs.readFileSync(path.join(ROOT, "app", route.file), "utf8");
    const declared = /export const handle = \{[^}]*\bpermission: "([a-zA-Z.]+)"[^}]*\}/.exec(source)?.[1];
    if (!declared || !(isPermission(declared) || declared === "signedIn")) {
      undeclared.push(route.file);
      continue;
    }
    const splat = route.pattern.endsWith("*");
    guarded.push({
      path: route.pattern.replace(/\*$/, "boyle-bir-sayfa-yok"),
      file: route.file,
      permission: declared,
      hasAction: /export (async )?function action\b|export const action\b/.test(source),
      ownerStatus: splat ? 404 : 200,
      page: route.page,
    });
  }
  return { open, guarded, undeclared };
}

const { open, guarded, undeclared } = backOfficeRoutes();

/** A value for each parameterised route, found or planted in beforeAll: the pattern's path becomes a real one. */
const firstOrderNumber = async () =>
  (await backOfficeJson<{ rows: { orderNumber: string }[] }>(owner, "/yonetim/siparisler")).body.rows[0].orderNumber;
const clubEventWithMember = async () => {
  const { body } = await backOfficeJson<{ upcoming: { id: number; cancelled: boolean; registeredCount: number; capacity: number }[] }>(
    owner,
    "/yonetim/kulup",
  );
  const event = body.upcoming.find((e) => !e.cancelled && e.registeredCount < e.capacity)!;
  const joined = await member.send(`/aile-kulubu/ajax/event-registration/${event.id}`);
  expect([200, 409], "the demo member is registered").toContain(joined.status);
  return String(event.id);
};
const PARAMS: Record<string, () => Promise<string>> = {
  // A demo catalogue item (item 1 is always there).
  "/yonetim/katalog/:id": async () => "1",
  // Its pictures' page (the same item).
  "/yonetim/katalog/:id/gorseller": async () => "1",
  // The newest order of the demo shop.
  "/yonetim/siparisler/:orderNumber": firstOrderNumber,
  "/yonetim/siparisler/:orderNumber/irsaliye": firstOrderNumber,
  // The demo member.
  "/yonetim/uyeler/:id": async () => {
    const { body } = await backOfficeJson<{ rows: { id: number; email: string }[] }>(owner, "/yonetim/uyeler?q=uye%40example.com");
    return String(body.rows.find((r) => r.email === "uye@example.com")!.id);
  },
  // A demo club event with places left, the demo member registered for it (their name, e-mail and phone are then on the page and in the file).
  "/yonetim/kulup/:id/kayitlar": clubEventWithMember,
  "/yonetim/kulup/:id/disa-aktar": clubEventWithMember,
  // A contact message planted with text of its own.
  "/yonetim/mesajlar/:id": async () => {
    const text = `Gizli mesaj metni ${stamp()}`;
    const sent = await visitor().send("/bize-ulasin", {
      method: "POST",
      body: { firstName: "Gizli", email: `gizli.${stamp()}@example.com`, subject: "diger", message: text, orderNumber: "1", phone: "" },
    });
    expect(sent.status).toBe(200);
    planted.push(text);
    const { body } = await backOfficeJson<{ rows: { id: number; excerpt: string }[] }>(owner, "/yonetim/mesajlar");
    return String(body.rows.find((r) => r.excerpt === text)!.id);
  },
};

/** A refused page is about this size (the 403 frame); a `.data` or JSON refusal far smaller. */
const REFUSAL_MAX_BYTES = { page: 16_000, data: 2_000, json: 1_000 };

/** Strings of at least 6 characters in a JSON value, paths left out (the 403 links to the login of a path). */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.length >= 6 && !value.startsWith("/") && !value.startsWith("?")) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Turbo-stream (a page's `.data`) escapes like JSON: a string is looked for as it is written there too. */
const forms = (s: string) => [...new Set([s, JSON.stringify(s).slice(1, -1)])];

let owner: Visitor;
let member: Visitor;
const byRole = new Map<ManagerRole, Visitor>();
/** What each route's answer to the owner carries (its loader data as the JSON call returns it). */
const ownerData = new Map<string, Set<string>>();
/** What a manager's own frame shows (their name, role, sections): not the refused page's data. */
const ownFrame = new Map<ManagerRole, Set<string>>();
/** Data planted for this test, in the owner's answers of several pages: never in a refusal. */
const planted: string[] = [];

const ATTACK = `saldiri-${stamp()}`;
const attackBody = {
  intent: "create",
  email: `${ATTACK}@example.com`,
  name: "Saldırgan Kişi",
  phone: `0559${stamp().slice(0, 7)}`,
  role: "owner",
  password: "Saldiri123",
  ids: "1",
  id: "1",
  active: "0",
  // The business values (/yonetim/ayarlar), valid: only the refusal keeps them out.
  freeShippingThresholdKurus: "7,77",
  shippingKurus: "0,00",
  podFeeKurus: "0,00",
  pointsPer100Lira: "19",
  pickupBonusPoints: "499",
};

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  member = visitor();
  expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
  // Planted: a manager (the managers' list and the audit log show them) and a waiting comment.
  const secret = `gizli-${stamp()}@example.com`;
  expect(
    (
      await backOfficePost(owner, "/yonetim/yoneticiler", {
        intent: "create",
        email: secret,
        name: "Gizli Veri Kişisi",
        phone: `0554${stamp().slice(0, 7)}`,
        role: "orders",
        password: "Gizli1234",
      })
    ).status,
  ).toBe(200);
  const comment = `Gizli yorum metni ${stamp()}`;
  const { body: listing } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  const item = listing.items.find((i) => i.type !== "teshir")!;
  expect((await member.post(`/urun/yorum/${item.catalog_id}`, { rating: "4", description: comment })).answer.success).toBe(true);
  planted.push(secret, comment);
  for (const route of guarded) {
    const param = PARAMS[route.path];
    if (route.path.includes("/:")) {
      expect(param, `a value for ${route.path} in PARAMS`).toBeTruthy();
      route.path = route.path.replace(/:[a-zA-Z]+/, encodeURIComponent(await param()));
    }
  }

  const roles = new Set(guarded.flatMap((r) => (r.permission === "signedIn" ? [] : rolesWithout(r.permission))));
  for (const role of roles) {
    const v = await verifiedManager(demoManager(role));
    byRole.set(role, v);
    const panel = await backOfficeJson(v, "/yonetim");
    expect(panel.status).toBe(200);
    ownFrame.set(role, strings(panel.body));
  }
  for (const route of guarded) {
    if (!route.page) {
      // A file: its cells (';'-separated) are the data a refusal must not hold.
      const file = await owner.send(route.path, { accept: "*/*" });
      expect(file.status, `the owner gets ${route.path}`).toBe(route.ownerStatus);
      ownerData.set(route.path, strings((await file.text()).split(/[;\r\n"]+/)));
      continue;
    }
    const answer = await backOfficeJson(owner, `${route.path}${route.path === "/yonetim/yorumlar" ? "?sayfa=999" : ""}`);
    expect(answer.status, `the owner opens ${route.path}`).toBe(route.ownerStatus);
    ownerData.set(route.path, strings(answer.body));
  }
  expect([...(ownerData.get("/yonetim/yoneticiler") ?? [])]).toContain(secret);
  expect([...(ownerData.get("/yonetim/yorumlar") ?? [])]).toContain(comment);
  // A club event's registrations (page and file) hold the registered member's personal data.
  for (const file of ["routes/yonetim.kulup.$id.kayitlar.tsx", "routes/yonetim.kulup.$id.disa-aktar.ts"])
    expect([...(ownerData.get(guarded.find((r) => r.file === file)!.path) ?? [])], file).toContain("uye@example.com");
}, 180_000);

type Kind = "page" | "data" | "json";

/**
 * Asserts an answer is a refusal with nothing of the route's page: status 403, never kept, no
 * bigger than a refusal, no planted data, and no string of the owner's answer of that route but
 * those the refusal shows anyway (`template`: the same person's refusal of another page; `frame`:
 * a manager's own name and sections).
 */
async function expectRefused(
  response: Response,
  route: GuardedRoute,
  who: string,
  kind: Kind,
  template: string,
  frame: Set<string> = new Set(),
) {
  const body = await response.text();
  const label = `${who}: ${route.path} (${kind})`;
  expect(response.status, label).toBe(403);
  expect(response.headers.get("cache-control"), label).toBe("private, no-store");
  expect(body.length, `${label} is no bigger than a refusal`).toBeLessThan(REFUSAL_MAX_BYTES[kind]);
  for (const marker of planted) for (const form of forms(marker)) expect(body.includes(form), `${label} holds planted data`).toBe(false);
  for (const marker of ownerData.get(route.path) ?? []) {
    // The asked address itself (an order number in it) is what the visitor typed, not the page's data.
    if (frame.has(marker) || route.path.includes(encodeURIComponent(marker)) || forms(marker).some((f) => template.includes(f))) continue;
    for (const form of forms(marker)) expect(body.includes(form), `${label} holds the page's data: ${marker}`).toBe(false);
  }
  if (kind !== "json") return body;
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort(), label).toEqual(["loginUrl", "message", "reason", "success"]);
  expect(json.success, label).toBe(false);
  return json;
}

/** Someone's answers to a route, as the walk asks it: the page, its `.data`, the JSON call, and (with an action) a form post as a page and as JSON. */
async function askEverything(v: Visitor, route: GuardedRoute) {
  const answers: [Kind, Response][] = [
    ["page", await v.send(route.path, { accept: "text/html" })],
    ["data", await v.send(`${route.path}.data`, { accept: "*/*" })],
    ["json", await v.send(route.path, { accept: "application/json" })],
  ];
  if (route.hasAction) {
    answers.push(["page", await v.send(route.path, { method: "POST", body: attackBody, form: true, accept: "text/html" })]);
    answers.push(["json", await v.send(route.path, { method: "POST", body: attackBody, form: true, accept: "application/json" })]);
  }
  return answers;
}

describe("the back office refuses everyone but the managers whose role allows the page", () => {
  it("finds every /yonetim route, and each but the login and the code page declares its permission", () => {
    expect(undeclared, "route modules without `export const handle = { json: true, permission: … }`").toEqual([]);
    expect(open.sort()).toEqual([...OPEN].sort());
    expect(guarded.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/yonetim",
        "/yonetim/yorumlar",
        "/yonetim/kayitlar",
        "/yonetim/ayarlar",
        "/yonetim/yoneticiler",
        "/yonetim/cikis",
        "/yonetim/boyle-bir-sayfa-yok",
      ]),
    );
    expect(guarded.find((r) => r.path === "/yonetim/ayarlar")).toMatchObject({ permission: "settings.write", hasAction: true });
    // Every section of the nav is a page here, asking the same permission.
    for (const section of BACK_OFFICE_SECTIONS)
      expect(guarded.find((r) => r.path === section.to)?.permission, section.to).toBe(section.permission);
  });

  it("answers a visitor and a shop member 403 with the way to the back office's login, on every page, data request, call and post", async () => {
    for (const [who, v] of [
      ["visitor", visitor()],
      ["shop member", member],
    ] as const) {
      const template = await (await v.send("/yonetim/cikis", { accept: "text/html" })).text();
      for (const route of guarded) {
        const login = `/yonetim/giris?redirectUrl=${encodeURIComponent(route.path)}`;
        for (const [kind, response] of await askEverything(v, route)) {
          const refused = await expectRefused(response, route, who, kind, template);
          if (kind === "json")
            expect(refused, `${who} ${route.path}`).toMatchObject({ reason: BACK_OFFICE_LOGIN_REQUIRED, loginUrl: login });
          if (kind === "page") {
            expect(refused, `${who} ${route.path}`).toContain(`href="${login}"`);
            expect(refused).toContain(BACK_OFFICE_LOGIN_REQUIRED);
            expect(refused).toContain(">Yönetim Girişi<");
          }
        }
      }
    }
  });

  it("answers every manager whose role lacks the permission 403 'Bu sayfa için yetkiniz yok.', and the owner the page", async () => {
    let checked = 0;
    for (const route of guarded) {
      if (route.permission === "signedIn") continue;
      for (const role of rolesWithout(route.permission)) {
        const v = byRole.get(role)!;
        const other = guarded.find(
          (r) => r.path !== route.path && r.permission !== "signedIn" && rolesWithout(r.permission).includes(role),
        )!;
        const template = await (await v.send(other.path, { accept: "text/html" })).text();
        for (const [kind, response] of await askEverything(v, route)) {
          const refused = await expectRefused(response, route, `${role} manager`, kind, template, ownFrame.get(role));
          if (kind === "json") expect(refused).toMatchObject({ reason: NO_PERMISSION, loginUrl: null });
          if (kind === "page") {
            expect(refused).toContain(NO_PERMISSION);
            expect(refused).not.toContain(">Yönetim Girişi<");
          }
        }
        checked++;
      }
    }
    expect(checked, "route and role pairs refused").toBeGreaterThanOrEqual(7);
    // Every role has the panel.
    for (const [role, v] of byRole) expect((await v.send("/yonetim", { accept: "text/html" })).status, role).toBe(200);
  });

  it("changed nothing for the refused posts", async () => {
    const { body } = await backOfficeJson<{ managers: { email: string }[] }>(owner, "/yonetim/yoneticiler");
    expect(body.managers.map((m) => m.email)).not.toContain(attackBody.email);
    expect((await auditRows(owner, "")).filter((r) => r.summary.includes("Saldırgan"))).toEqual([]);
    expect(
      (await auditRows(owner, "tur=settings")).filter((r) => r.changes.some((c) => c.after === "7,77 TL" || c.after === "499")),
    ).toEqual([]);
    const { values } = (await backOfficeJson<{ values: Record<string, string> }>(owner, "/yonetim/ayarlar")).body;
    expect(values.freeShippingThresholdKurus).not.toBe(attackBody.freeShippingThresholdKurus);
    expect(values.pickupBonusPoints).not.toBe(attackBody.pickupBonusPoints);
  });

  it("sends a manager whose SMS code is not entered yet to /yonetim/dogrulama", async () => {
    const half = visitor();
    expect((await postLogin(half, demoManager("owner"))).status).toBe(302);
    for (const route of guarded.filter((r) => r.permission !== "signedIn")) {
      const answer = await half.page(route.path);
      expect(answer.status, route.path).toBe(302);
      expect(answer.location).toBe(`/yonetim/dogrulama?redirectUrl=${encodeURIComponent(route.path)}`);
    }
    // The code the login sent is still the one to type; typing it opens the back office.
    const verified = await half.send("/yonetim/dogrulama", {
      method: "POST",
      body: { intent: "verify", code: await managerCode(demoManager("owner").phone), redirectUrl: "/yonetim/kayitlar" },
      form: true,
      accept: "text/html",
    });
    expect(verified.headers.get("location")).toBe("/yonetim/kayitlar");
  });

  it("keeps /yonetim out of robots and the sitemaps, and says noindex on its answers", async () => {
    expect(await (await request("/robots.txt")).text()).toContain("\nDisallow: /yonetim\n");
    expect(await (await request("/sitemap-pages.xml")).text()).not.toContain("/yonetim");
    for (const url of ["/yonetim", "/yonetim/giris"]) {
      const response = await request(url, { headers: { Accept: "text/html" } });
      expect(response.headers.get("x-robots-tag"), url).toBe("noindex, nofollow");
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });
});
