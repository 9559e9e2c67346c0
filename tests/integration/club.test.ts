/**
 * The parents' club over real HTTP (spec sections 2, 4, 5, 7), on a shop of its own
 * (SEED=none) whose club events and members are written between its first and second start: an
 * event over, a full one, one of 3 places, one tomorrow, one next week, and members with sessions.
 *   - /aile-kulubu/uye-ol: the tabs, the form (agreement link, the consent's label word for word),
 *     the events; a signed-in member's details filled in; never cached.
 *   - POST /aile-kulubu/uye-ol (JSON, and a plain form post without JavaScript): the spec's messages
 *     with what was typed given back; 'Çocuk Ekle' without JavaScript; the consent warning before
 *     anything is stored; a sign-up; the same e-mail again refused without saying more; a limit per
 *     client address; hostile bodies refused; posts from another site refused.
 *   - GET /aile-kulubu/ajax/get-event/ (and ?id=), GET /aile-kulubu/ajax/event-registration/{id}:
 *     a guest told to sign in, success, no double registration, full, over, unknown and malformed
 *     ids; another site's or a prefetch's GET refused; the capacity holding under parallel requests
 *     (true parallel transactions on the PostgreSQL pass).
 *   - the `club.remind` job, worked through the shop's job queue on the stopped shop's database:
 *     the next day's registrations get one Turkish SMS each, however many times it runs, with
 *     nothing secret in it.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "#app/db/schema";
import { overPool, type Db } from "#app/db/client.server";
import { remindClubEvents } from "#app/domain/club/club-reminders.server";
import { startJobQueue } from "#app/domain/jobs/queue.server";
import { SHOP_QUEUES } from "#app/domain/jobs/queues.server";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { getJson, request, useShop } from "../support/http";
import { openQueueTarget } from "../support/jobs";
import { createStorage, startShop, withStorageSql, type ShopServer, type Storage } from "../support/server";
import { outbox, stamp, type Answer } from "../support/visitor";

const PAGE = "/aile-kulubu/uye-ol";
const EVENTS = "/aile-kulubu/ajax/get-event/";
const register = (id: number | string) => `/aile-kulubu/ajax/event-registration/${id}`;

const AGREEMENT = "Lütfen üyelik sözleşmesi'ni onaylayın.";
/** As React writes it into a page. */
const AGREEMENT_HTML = AGREEMENT.replace("'", "&#x27;");
const NEWSLETTER = "Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum";
const WARNING = /^'Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum' seçeneğini işaretlemediniz\./;
const SIGNED_UP = "Aile Kulübü üyeliğiniz oluşturuldu. Aramıza hoş geldiniz!";
const EMAIL_TAKEN = "Bu e-posta adresiyle Aile Kulübü'ne daha önce üye olunmuş.";
const LIMITED = /^Bu bağlantıdan kısa süre içinde çok fazla üyelik başvurusu yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/;
const KID_INCOMPLETE = "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz";
const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const REGISTERED = "Etkinlik kaydınız alındı. Etkinlikten bir gün önce size SMS ile hatırlatacağız.";
const ALREADY = "Bu etkinliğe zaten kayıtlısınız.";
const FULL = "Üzgünüz, bu etkinliğin kontenjanı dolmuştur.";
const PAST = "Bu etkinliğin tarihi geçtiği için kayıt alınamıyor.";
const NOT_FOUND = "Etkinlik bulunamadı.";
const GENERIC = "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!";

const HOUR = 3_600_000;
/** The fixture's events, by what they are for; ids once written. */
const EVENT_DEFS = {
  past: { title: "Geçen Haftanın Atölyesi", inHours: -2, capacity: 20, registered: 3 },
  full: { title: "Dolu Masal Saati", inHours: 72, capacity: 2, registered: 2 },
  tiny: { title: "Üç Kişilik Şef Atölyesi", inHours: 96, capacity: 3, registered: 0 },
  tomorrow: { title: "Yarınki Bebek Masajı", inHours: 20, capacity: 30, registered: 0 },
  nextWeek: { title: "Gelecek Haftanın Resim Günü", inHours: 24 * 7, capacity: 30, registered: 0 },
} as const;
type EventKey = keyof typeof EVENT_DEFS;
const ids = {} as Record<EventKey, number>;

/** Members written with a session of their own; the last one has no phone. */
const MEMBERS = 16;
type Member = { id: number; email: string; phone: string | null; cookie: string };
const members: Member[] = [];

let storage: Storage;
let server: ShopServer;
const SHOP_ENV = { SEED: "none" };

beforeAll(async () => {
  storage = await createStorage();
  server = await startShop(storage, SHOP_ENV);
  await server.stop();
  await withStorageSql(storage, async (query) => {
    for (const [key, e] of Object.entries(EVENT_DEFS) as [EventKey, (typeof EVENT_DEFS)[EventKey]][]) {
      const [row] = await query<{ id: number }>(
        "INSERT INTO club_events (title, description, city_id, starts_at, capacity, registered_count) VALUES ($1, $2, 34, $3, $4, $5) RETURNING id",
        [e.title, `${e.title} için açıklama.`, new Date(Date.now() + e.inHours * HOUR).toISOString(), e.capacity, e.registered],
      );
      ids[key] = row.id;
    }
    for (let i = 0; i < MEMBERS; i++) {
      const email = `kulup.${stamp()}@example.com`;
      const phone = i === MEMBERS - 1 ? null : `05550${String(i).padStart(6, "0")}`;
      const [user] = await query<{ id: number }>(
        "INSERT INTO users (email, password_hash, firstname, lastname, phone) VALUES ($1, 'gizli-hash', 'Selin', 'Aydın', $2) RETURNING id",
        [email, phone],
      );
      const token = crypto.randomBytes(32).toString("base64url");
      const id = crypto.createHash("sha256").update(token).digest("base64url");
      await query("INSERT INTO sessions (id, user_id, data, expires_at) VALUES ($1, $2, '{}', now() + interval '1 day')", [id, user.id]);
      members.push({ id: user.id, email, phone, cookie: `${SESSION_COOKIE}=${token}` });
    }
  });
  server = await startShop(storage, SHOP_ENV);
  useShop(server.url);
}, 240_000);

afterAll(async () => {
  useShop(null);
  await server?.stop();
  await storage?.dispose();
});

type ClubAnswer = Answer & { values: Record<string, unknown> & { children: Record<string, string>[] }; warning?: boolean };
type EventView = {
  id: number;
  title: string;
  dateText: string;
  timeText: string;
  capacity: number;
  registeredCount: number;
  placesLeft: number;
  full: boolean;
  registered: boolean;
  cityName: string | null;
};

const signup = (over: Record<string, unknown> = {}) => ({
  firstname: "Ayşe",
  lastname: "Yılmaz",
  email: `ayse.${stamp()}@example.com`,
  phone: "(532) 123-4567",
  cityId: "34",
  children: [
    { name: "Elif", gender: "K", day: "3", month: "5", year: "2021" },
    { name: "Can", gender: "E", day: "17", month: "11", year: "2023" },
  ],
  agreement: true,
  newsletter: true,
  ...over,
});

/** A JSON call as a script of the page sends it, from its own address; `as` a member's session. */
async function call(
  path: string,
  init: { method?: string; body?: unknown; as?: Member; ip?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": init.ip ?? "203.0.113.200", ...init.headers };
  if (init.as) headers.Cookie = init.as.cookie;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await request(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    location: response.headers.get("location"),
    answer: (text.startsWith("{") ? JSON.parse(text) : {}) as ClubAnswer & { event?: EventView; events?: EventView[] },
  };
}
const join = (body: Record<string, unknown>, ip: string) => call(PAGE, { body, ip });
const eventNow = async (id: number) => (await call(`${EVENTS}?id=${id}`)).answer.event!;

describe("/aile-kulubu/uye-ol", () => {
  it("is the club page with its tabs, the form and the events, never cached", async () => {
    const response = await request(PAGE, { headers: { Accept: "text/html" } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(/<h1[^>]*>Aile Kulübü<\/h1>/);
    for (const tab of ["Üye Ol", "Etkinlikler", "Kulüp Hakkında"]) expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Üye Ol</);
    expect(html).toMatch(
      /<form [^>]*method="post"[^>]*action="\/aile-kulubu\/uye-ol"|<form [^>]*action="\/aile-kulubu\/uye-ol"[^>]*method="post"/,
    );
    expect(html).toContain(NEWSLETTER);
    expect(html).toMatch(/href="\/aile-kulubu\/uyelik-sozlesmesi"[^>]*>Aile Kulübü Üyelik Sözleşmesi<\/a>/);
    expect(html).toContain('name="children[0].name"');
    expect(html).not.toContain('name="children[1].name"');
    // Every panel is in the page (without JavaScript all three show).
    expect(html).toContain(EVENT_DEFS.nextWeek.title);
    expect(html).toContain("Sıkça Sorulan Sorular");
    expect(html).not.toContain(EVENT_DEFS.past.title);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/aile-kulubu\/uye-ol"/);
    // ?sekme=etkinlikler opens the events tab.
    const events = await (await request(`${PAGE}?sekme=etkinlikler`, { headers: { Accept: "text/html" } })).text();
    expect(events).toMatch(/role="tab" aria-selected="true"[^>]*>Etkinlikler</);
    // The agreement itself.
    const agreement = await request("/aile-kulubu/uyelik-sozlesmesi", { headers: { Accept: "text/html" } });
    expect(agreement.status).toBe(200);
    expect(await agreement.text()).toMatch(/<h1[^>]*>Aile Kulübü Üyelik Sözleşmesi<\/h1>/);
  });

  it("fills in a signed-in member's name, e-mail and phone", async () => {
    const m = members[0];
    const html = await (await request(PAGE, { headers: { Accept: "text/html", Cookie: m.cookie } })).text();
    expect(html).toMatch(/name="firstname"[^>]*value="Selin"/);
    expect(html).toMatch(/name="lastname"[^>]*value="Aydın"/);
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${m.email.replace(/\./g, "\\.")}"`));
    expect(html).toMatch(/name="phone"[^>]*value="\(555\) 000-0000"/);
  });
});

describe("POST /aile-kulubu/uye-ol", () => {
  it("answers a blank form with the spec's messages, never cached", async () => {
    const blank = await join({}, "203.0.113.10");
    expect(blank.status).toBe(422);
    expect(blank.cacheControl).toBe("no-store");
    expect(blank.answer).toMatchObject({ success: false, reason: "Lütfen adınızı giriniz (en az 2 harf)." });
    expect(blank.answer.errors).toEqual({
      firstname: "Lütfen adınızı giriniz (en az 2 harf).",
      lastname: "Lütfen soyadınızı giriniz (en az 2 harf).",
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      phone: "Lütfen Telefon Numaranızı Giriniz",
      cityId: "Lütfen il seçiniz.",
      "children.0.name": KID_INCOMPLETE,
      "children.0.day": KID_INCOMPLETE,
      "children.0.month": KID_INCOMPLETE,
      "children.0.year": KID_INCOMPLETE,
      agreement: AGREEMENT,
    });
    // Only the agreement missing: the spec's message, word for word, and what was typed given back.
    const typed = signup({ agreement: false });
    const noAgreement = await join(typed, "203.0.113.10");
    expect(noAgreement.status).toBe(422);
    expect(noAgreement.answer).toMatchObject({ reason: AGREEMENT, errors: { agreement: AGREEMENT } });
    expect(noAgreement.answer.values).toMatchObject({
      firstname: "Ayşe",
      email: typed.email,
      phone: "(532) 123-4567",
      cityId: "34",
      children: typed.children,
    });
    // A begun second child must be complete; a wrong date says why.
    const child = await join(
      signup({ children: [typed.children[0], { name: "Ali", gender: "", day: "31", month: "2", year: "2022" }] }),
      "203.0.113.10",
    );
    expect(child.answer.errors).toEqual({ "children.1.birth": "Lütfen geçerli bir doğum tarihi giriniz." });
  });

  it("without JavaScript: the page comes back with the messages under the fields, everything typed, and 'Çocuk Ekle' adds a slot", async () => {
    const form = new URLSearchParams({
      firstname: "Ayşe",
      lastname: "",
      email: "ayse@",
      phone: "(532) 123-4567",
      cityId: "6",
      "children[0].name": "Elif",
      "children[0].gender": "K",
      "children[0].day": "3",
      "children[0].month": "5",
      "children[0].year": "2021",
      newsletter: "on",
    });
    const post = (body: URLSearchParams) =>
      request(PAGE, {
        method: "POST",
        headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.11" },
        body: body.toString(),
      });
    const refused = await post(form);
    const html = await refused.text();
    expect(refused.status).toBe(422);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(
      /<input [^>]*aria-describedby="kayit-email-hata"[^>]*name="email"[^>]*\/><p id="kayit-email-hata"[^>]*>Lütfen e-mail adresinizi kontrol ediniz\.<\/p>/,
    );
    expect(html).toContain(`>${AGREEMENT_HTML}</p>`);
    expect(html).toMatch(/name="firstname"[^>]*value="Ayşe"/);
    expect(html).toMatch(/name="children\[0\]\.name"[^>]*value="Elif"/);
    expect(html).toMatch(/<option value="6" selected="">Ankara<\/option>/);
    expect(html).toMatch(/name="newsletter"[^>]*checked=""/);

    form.set("islem", "cocuk-ekle");
    const added = await post(form);
    const withSlot = await added.text();
    expect(added.status).toBe(200);
    expect(withSlot).toContain(">2. Çocuk</legend>");
    expect(withSlot).toContain('name="children[1].name"');
    expect(withSlot).toMatch(/name="children\[0\]\.name"[^>]*value="Elif"/);
    // No messages for a slot added.
    expect(withSlot).not.toContain(AGREEMENT_HTML);
  });

  it("warns before a sign-up without the newsletter consent, and stores it once the sender goes on", async () => {
    const body = signup({ newsletter: false });
    const warned = await join(body, "203.0.113.12");
    expect(warned.status).toBe(200);
    expect(warned.answer).toMatchObject({ success: false, warning: true });
    expect(warned.answer.reason).toMatch(WARNING);
    expect((await outbox()).some((m) => m.to === body.email)).toBe(false);
    const joined = await join({ ...body, continueWithoutConsent: "1" }, "203.0.113.12");
    expect(joined.status).toBe(200);
    expect(joined.answer).toMatchObject({ success: true, message: SIGNED_UP });
  });

  it("makes a member (a welcome e-mail, as a form post too) and takes one membership per e-mail, saying nothing more", async () => {
    const body = signup();
    const joined = await join(body, "203.0.113.13");
    expect(joined.answer).toMatchObject({ success: true, message: SIGNED_UP });
    const welcome = (await outbox()).find((m) => m.to === body.email);
    expect(welcome?.subject).toBe("Aile Kulübü'ne hoş geldiniz");
    expect(welcome?.body).toContain("Merhaba Ayşe,");
    expect(welcome?.body).toContain(`${server.url}/aile-kulubu/uye-ol?sekme=etkinlikler`);
    // The same address again, typed otherwise, by someone else.
    const again = await join(
      signup({ email: `  ${body.email.toUpperCase()} `, firstname: "Başka", phone: "(533) 765-4321" }),
      "203.0.113.14",
    );
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({ success: false, reason: EMAIL_TAKEN, message: EMAIL_TAKEN, errors: {} });
    expect(JSON.stringify(again.answer)).not.toContain("Ayşe");
    expect(JSON.stringify(again.answer)).not.toContain("123-4567");
    // A plain form post answers the page with the welcome.
    const form = new URLSearchParams({
      firstname: "Zeynep",
      lastname: "Kara",
      email: `zeynep.${stamp()}@example.com`,
      phone: "5321112233",
      cityId: "35",
      agreement: "on",
      newsletter: "on",
    });
    for (const [k, v] of Object.entries({ name: "Deniz", gender: "", day: "1", month: "1", year: "2020" })) form.set(`children[0].${k}`, v);
    const page = await request(PAGE, {
      method: "POST",
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.15" },
      body: form.toString(),
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SIGNED_UP);
    // A signed-in member joins once; the page then welcomes them instead of the form.
    const m = members[1];
    expect((await call(PAGE, { body: signup({ email: m.email }), as: m, ip: "203.0.113.16" })).answer).toMatchObject({ success: true });
    expect((await call(PAGE, { body: signup(), as: m, ip: "203.0.113.16" })).answer).toMatchObject({
      success: false,
      reason: "Aile Kulübü'ne zaten üyesiniz.",
    });
    const html = await (await request(PAGE, { headers: { Accept: "text/html", Cookie: m.cookie } })).text();
    expect(html).toContain("Aile Kulübü üyesisiniz");
    expect(html).not.toContain('name="children[0].name"');
  });

  it("takes at most 10 sign-ups an hour from one address", async () => {
    const ip = "203.0.113.17";
    for (let i = 0; i < 10; i++) expect((await join(signup(), ip)).answer.success).toBe(true);
    const limited = await join(signup(), ip);
    expect(limited.status).toBe(429);
    expect(limited.answer.reason).toMatch(LIMITED);
    expect((await join(signup(), "203.0.113.18")).answer.success).toBe(true);
  });

  it("refuses hostile bodies: too many children, odd shapes, a huge body, another site", async () => {
    const ip = "203.0.113.19";
    const five = Array.from({ length: 5 }, () => ({ name: "Ece", gender: "K", day: "1", month: "1", year: "2020" }));
    expect((await join(signup({ children: five }), ip)).answer).toMatchObject({
      success: false,
      reason: "En fazla 4 çocuk bilgisi ekleyebilirsiniz.",
    });
    expect((await join(signup({ children: Array.from({ length: 5000 }, () => ({ name: "Ece" })) }), ip)).status).toBe(413);
    expect((await join(signup({ children: "Ece" }), ip)).answer.errors).toMatchObject({ "children.0.name": KID_INCOMPLETE });
    expect((await join(signup({ email: ["a@example.com", "b@example.com"], cityId: { $gt: 0 } }), ip)).answer.errors).toMatchObject({
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      cityId: "Lütfen il seçiniz.",
    });
    const huge = await request(PAGE, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(signup({ firstname: "A".repeat(70_000) })),
    });
    expect(huge.status).toBe(413);
    // Another method: refused, not a failure.
    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await call(PAGE, { method, body: signup(), ip })).status, method).toBe(405);
    const crossSite = await call(PAGE, { body: signup(), ip, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.answer).toMatchObject({ success: false, reason: GENERIC });
  });
});

describe("club events", () => {
  it("GET /aile-kulubu/ajax/get-event/ lists the events to come, soonest first; ?id= gives one", async () => {
    const { response, body } = await getJson<{ success: boolean; events: EventView[] }>(EVENTS);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body.success).toBe(true);
    expect(body.events.map((e) => e.id)).toEqual([ids.tomorrow, ids.full, ids.tiny, ids.nextWeek]);
    expect(body.events.find((e) => e.id === ids.full)).toMatchObject({
      title: EVENT_DEFS.full.title,
      capacity: 2,
      registeredCount: 2,
      placesLeft: 0,
      full: true,
      registered: false,
      cityName: "İstanbul",
    });
    expect(body.events[0].dateText).toMatch(/^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+$/);
    expect(body.events[0].timeText).toMatch(/^\d{2}:\d{2}$/);
    for (const query of [`id=${ids.tiny}`, `eventId=${ids.tiny}`])
      expect((await call(`${EVENTS}?${query}`)).answer.event).toMatchObject({ id: ids.tiny, placesLeft: 3 });
    for (const bad of [String(ids.past), "999999", "abc", "-1", "1e3", "0x10", ""]) {
      const one = await call(`${EVENTS}?id=${encodeURIComponent(bad)}`);
      expect(one.status, bad).toBe(404);
      expect(one.answer, bad).toMatchObject({ success: false, reason: NOT_FOUND });
    }
  });

  it("tells a guest to sign in (a page request goes to the login and back)", async () => {
    const guest = await call(register(ids.nextWeek));
    expect(guest.status).toBe(401);
    expect(guest.cacheControl).toBe("no-store");
    expect(guest.answer).toMatchObject({ success: false, message: LOGIN_REQUIRED });
    const page = await request(register(ids.nextWeek), { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/kullanici/kullanici-giris?redirectUrl=%2Faile-kulubu%2Fuye-ol%3Fsekme%3Detkinlikler");
    expect((await eventNow(ids.nextWeek)).registeredCount).toBe(0);
  });

  it("registers a member once: success, then 'already registered' with the count unchanged", async () => {
    const m = members[2];
    const first = await call(register(ids.nextWeek), { as: m });
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/\bno-store\b/);
    expect(first.answer).toMatchObject({
      success: true,
      message: REGISTERED,
      event: { id: ids.nextWeek, registeredCount: 1, placesLeft: 29, registered: true },
    });
    const second = await call(register(ids.nextWeek), { as: m });
    expect(second.status).toBe(409);
    expect(second.answer).toMatchObject({ success: false, reason: ALREADY, message: ALREADY });
    expect((await eventNow(ids.nextWeek)).registeredCount).toBe(1);
    // The list says so to that member only.
    expect((await call(`${EVENTS}?id=${ids.nextWeek}`, { as: m })).answer.event?.registered).toBe(true);
    expect((await call(`${EVENTS}?id=${ids.nextWeek}`, { as: members[3] })).answer.event?.registered).toBe(false);
    // Without JavaScript: back to the events tab with the outcome.
    const page = await request(register(ids.tomorrow), { headers: { Accept: "text/html", Cookie: m.cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/aile-kulubu/uye-ol?sekme=etkinlikler&katilim=alindi#etkinlik-${ids.tomorrow}`);
    const notice = await (
      await request(`/aile-kulubu/uye-ol?sekme=etkinlikler&katilim=zaten`, { headers: { Accept: "text/html" } })
    ).text();
    expect(notice).toContain(ALREADY);
  });

  it("says when the event is full, over or unknown, and refuses malformed ids", async () => {
    const m = members[3];
    expect(await call(register(ids.full), { as: m })).toMatchObject({
      status: 409,
      answer: { success: false, reason: FULL, event: { full: true } },
    });
    expect(await call(register(ids.past), { as: m })).toMatchObject({ status: 409, answer: { success: false, reason: PAST } });
    for (const bad of ["999999", "abc", "0", "-3", "1.5", "99999999999", "%20"]) {
      const answer = await call(register(bad), { as: m });
      expect(answer.status, bad).toBe(404);
      expect(answer.answer.reason, bad).toBe(NOT_FOUND);
    }
    expect((await eventNow(ids.full)).registeredCount).toBe(2);
  });

  it("refuses another site's GET and a prefetch (nothing registered), and any other method", async () => {
    const m = members[4];
    const refusedHeaders: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "http://evil.example" },
      { "Sec-Purpose": "prefetch" },
    ];
    for (const headers of refusedHeaders) {
      const refused = await call(register(ids.tiny), { as: m, headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.answer.reason).toBe(GENERIC);
    }
    expect((await call(register(ids.tiny), { method: "POST", as: m, body: {} })).status).toBe(405);
    expect((await eventNow(ids.tiny)).registeredCount).toBe(0);
  });

  it("never passes the capacity, however many members ask at once", async () => {
    const asking = members.slice(4, 14);
    // Every member twice, all at once: 3 places.
    const answers = await Promise.all([...asking, ...asking].map((m) => call(register(ids.tiny), { as: m })));
    expect(answers.filter((a) => a.answer.success)).toHaveLength(3);
    for (const a of answers.filter((x) => !x.answer.success)) {
      expect(a.status).toBe(409);
      expect([FULL, ALREADY]).toContain(a.answer.reason);
    }
    expect(await eventNow(ids.tiny)).toMatchObject({ registeredCount: 3, placesLeft: 0, full: true });
    const rows = await call(EVENTS);
    expect(rows.answer.events?.find((e) => e.id === ids.tiny)?.registeredCount).toBe(3);
  });
});

describe("the club.remind job", () => {
  it("sends each of tomorrow's registrations one Turkish SMS, however often it runs, with nothing secret in it", async () => {
    // Tomorrow's event: a member with a phone (members[2] joined above), five more, and one without a phone.
    const coming = [...members.slice(5, 10), members[MEMBERS - 1]];
    for (const m of coming) expect((await call(register(ids.tomorrow), { as: m })).answer.success).toBe(true);
    const reminded = [members[2], ...members.slice(5, 10)];
    await server.stop();

    const opened = await openQueueTarget(storage);
    const pool = opened.target.kind === "postgres" ? new pg.Pool({ connectionString: opened.target.url, max: 3 }) : null;
    const db: Db = opened.target.kind === "pglite" ? (drizzle(opened.target.pglite, { schema }) as unknown as Db) : await overPool(pool!);
    const queue = await startJobQueue(opened.target, SHOP_QUEUES, { maintenanceIntervalSeconds: 1 });
    try {
      // The shop's handler (server/jobs.ts).
      await queue.work({ "club.remind": () => remindClubEvents(db) });
      for (let run = 0; run < 2; run++) {
        const id = await queue.send("club.remind", { trigger: "manual" });
        expect(id).toEqual(expect.any(String));
        const started = Date.now();
        while ((await queue.job("club.remind", id!))?.state !== "completed") {
          if (Date.now() - started > 30_000) throw new Error("the reminder job did not complete");
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    } finally {
      await queue.stop({ timeoutMs: 5_000 });
      await pool?.end();
      await opened.close();
    }

    const sms = await withStorageSql(storage, (query) =>
      query<{ to: string; body: string }>(
        "SELECT \"to\", body FROM outbox WHERE channel = 'sms' AND body LIKE 'Minik Dünya Aile Kulübü%' ORDER BY id",
      ),
    );
    expect(sms.map((m) => m.to).sort()).toEqual(reminded.map((m) => m.phone).sort());
    for (const m of sms) {
      expect(m.body).toMatch(
        new RegExp(
          `^Minik Dünya Aile Kulübü hatırlatması: "${EVENT_DEFS.tomorrow.title}" etkinliğimiz \\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \\d{4} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+, saat \\d{2}:\\d{2}\\. Yer: İstanbul\\. Sizi bekliyoruz!$`,
        ),
      );
      for (const secret of ["Selin", "Aydın", "@", "http", "gizli", "hash", "sid=", ...members.map((x) => x.cookie.slice(4))])
        expect(m.body).not.toContain(secret);
    }
    const marked = await withStorageSql(storage, (query) =>
      query<{ event_id: number; user_id: number; reminded: boolean }>(
        "SELECT event_id, user_id, reminded_at IS NOT NULL AS reminded FROM club_event_registrations WHERE event_id = ANY($1::int[])",
        [[ids.tomorrow, ids.nextWeek]],
      ),
    );
    expect(
      marked
        .filter((r) => r.reminded)
        .map((r) => r.user_id)
        .sort(),
    ).toEqual(reminded.map((m) => m.id).sort());
    // Next week's registration is not due yet; the member without a phone got nothing.
    expect(marked.find((r) => r.event_id === ids.nextWeek)?.reminded).toBe(false);
    expect(marked.find((r) => r.user_id === members[MEMBERS - 1].id)?.reminded).toBe(false);
    const log = server.output();
    for (const m of reminded) expect(log).not.toContain(m.phone!);
  }, 120_000);
});
