/**
 * Kid info and baby info over real HTTP (spec sections 2, 3, 5, 7): adding kids (at most
 * 4), the spec's message for every bad input with what was typed kept, updating, deleting by POST
 * and by the spec's GET /kullanici/cocuk/sil/{id}, cross-site GETs refused, another member's kid
 * ids acting like unknown ones, the baby's date saved, refused and cleared, guests refused.
 * Fresh members only: the demo member stays as it was.
 */
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { addMonths, todayInTurkey, type Ymd } from "#app/lib/birth-date";
import { encryptPassword } from "#app/lib/login-encryption";
import { baseURL, request, setCookies } from "../support/http";
import { newMember, visitor, type Answer } from "../support/visitor";

const INCOMPLETE = "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz";
const INVALID_DATE = "Lütfen geçerli bir doğum tarihi giriniz.";
const TOO_OLD = "Çocuğunuzun doğum tarihi son 18 yıl içinde olmalıdır.";
const SAVED = "Çocuk bilgileriniz kaydedildi.";
const DELETED = "Çocuk silindi.";
const NOT_FOUND = "Çocuk bulunamadı.";
const LIMIT = "En fazla 4 çocuk bilgisi ekleyebilirsiniz.";
const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const BABY_INCOMPLETE = "Lütfen bebeğinizin doğum tarihini eksiksiz giriniz.";
const BABY_INVALID = "Lütfen geçerli bir doğum tarihi giriniz.";
const BABY_RANGE = "Bebeğinizin doğum tarihi son 3 yıl içinde, tahmini doğum tarihi ise en geç 10 ay sonra olmalıdır.";

const KIDS = "/kullanici/cocuk-bilgilerim";
const BABY = "/kullanici/bebek-bilgilerim";
const del = (id: number | string) => `/kullanici/cocuk/sil/${id}`;

type Kid = { id: number; name: string; gender: string | null; day: number; month: number; year: number };
type KidAnswer = Answer & { values: Record<string, string>; slot: string; kid?: Kid };
type BabyAnswer = Answer & { values: Record<string, string>; baby: Ymd | null };

const today = todayInTurkey();
const asFields = (d: Ymd) => ({ day: String(d.day), month: String(d.month), year: String(d.year) });
const kid = (over: Record<string, string> = {}) => ({
  name: "Elif Su",
  gender: "K",
  day: "12",
  month: "3",
  year: String(today.year - 4),
  ...over,
});

type V = ReturnType<typeof visitor>;
const saveKid = async (v: V, body: Record<string, string>, form = false) => {
  const r = await v.post(KIDS, body, form);
  return { status: r.status, answer: r.answer as KidAnswer };
};
const saveBaby = async (v: V, body: Record<string, string>) => {
  const r = await v.post(BABY, body);
  return { status: r.status, answer: r.answer as BabyAnswer };
};

/** A member's session cookie (the same login the pages do), for requests with headers of our own. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const ip = "198.51.100.77";
  let cookie = "";
  const keep = (response: Response) => {
    const sid = setCookies(response).find((c) => c.name === SESSION_COOKIE);
    if (sid) cookie = `${SESSION_COOKIE}=${sid.value}`;
    return response;
  };
  const html = await keep(await request("/kullanici/kullanici-giris", { headers: { Accept: "text/html", "X-Forwarded-For": ip } })).text();
  const secretId = /name="secretId" value="([^"]+)"/.exec(html)![1];
  const publicKey = /data-public-key="([^"]+)"/.exec(html)![1];
  const sealed = await encryptPassword(password, { secretId, publicKey });
  const login = keep(
    await request("/kullanici/kullanici-giris", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "X-Forwarded-For": ip, Cookie: cookie },
      body: JSON.stringify({ identifier: email, ...sealed }),
    }),
  );
  expect(((await login.json()) as Answer).success).toBe(true);
  return cookie;
}

const kidNames = (html: string) =>
  [...html.matchAll(/name="name"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="name"/g)].map((m) => m[1] ?? m[2]);

describe("kid and baby info: guests", () => {
  it("a guest's pages go to the login page; calls answer 401 with the login message", async () => {
    const v = visitor();
    for (const path of [KIDS, BABY]) {
      const { status, location } = await v.page(path);
      expect(status).toBe(302);
      expect(location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(path)}`);
    }
    for (const [path, body] of [
      [KIDS, kid()],
      [BABY, { intent: "save", ...asFields(today) }],
      [del(1), {}],
    ] as const) {
      const r = await v.post(path, body);
      expect(r).toMatchObject({ status: 401, answer: { success: false, reason: LOGIN_REQUIRED } });
    }
    const get = await v.send(del(1));
    expect(get.status).toBe(401);
    expect(await get.json()).toMatchObject({ success: false, reason: LOGIN_REQUIRED });
    const page = await v.send(del(1), { accept: "text/html" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(KIDS)}`);
  });
});

describe("kids of a member", () => {
  it("adds kids up to 4 (the fifth is refused), updates one and lists them on the page", async () => {
    const { v } = await newMember();
    const empty = await v.page(KIDS);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Çocuk Bilgilerim");
    expect(empty.html).toContain("Henüz çocuk bilgisi eklemediniz.");

    const first = await saveKid(v, kid({ name: "  Çağrı   Ilgın " }));
    expect(first).toMatchObject({
      status: 200,
      answer: { success: true, message: SAVED, kid: { name: "Çağrı Ilgın", gender: "K", day: 12, month: 3, year: today.year - 4 } },
    });
    const second = await saveKid(v, kid({ name: "Ömer", gender: "", day: "29", month: "2", year: "2024" }), true);
    expect(second).toMatchObject({
      status: 200,
      answer: { success: true, kid: { name: "Ömer", gender: null, day: 29, month: 2, year: 2024 } },
    });

    const page = await v.page(KIDS);
    expect(kidNames(page.html)).toEqual(["Çağrı Ilgın", "Ömer"]);
    expect(page.html).toContain("Çocuk Ekle");
    // Without JavaScript 'Çocuk Ekle' asks the page for one more empty slot.
    expect(kidNames((await v.page(`${KIDS}?yeni=1`)).html)).toEqual(["Çağrı Ilgın", "Ömer", ""]);

    expect((await saveKid(v, kid({ name: "Deniz" }))).answer.success).toBe(true);
    expect((await saveKid(v, kid({ name: "Ece" }))).answer.success).toBe(true);
    const fifth = await saveKid(v, kid({ name: "Fatma" }));
    expect(fifth).toMatchObject({ status: 409, answer: { success: false, reason: LIMIT, values: { name: "Fatma" } } });
    const full = await v.page(KIDS);
    expect(kidNames(full.html)).toEqual(["Çağrı Ilgın", "Ömer", "Deniz", "Ece"]);
    expect(full.html).not.toContain("Çocuk Ekle");

    const id = String(first.answer.kid!.id);
    const updated = await saveKid(v, { id, ...kid({ name: "Zeynep", gender: "E", day: "1", month: "1", year: String(today.year - 1) }) });
    expect(updated).toMatchObject({ status: 200, answer: { success: true, kid: { id: Number(id), name: "Zeynep", gender: "E" } } });
    expect(kidNames((await v.page(KIDS)).html)).toEqual(["Zeynep", "Ömer", "Deniz", "Ece"]);
  });

  it("six adds at once still make at most 4 kids", async () => {
    const { v } = await newMember();
    const results = await Promise.all(["Ada", "Ece", "Can", "Efe", "Ela", "Naz"].map((name) => saveKid(v, kid({ name }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409).map((r) => r.answer.reason)).toEqual([LIMIT, LIMIT]);
    expect(kidNames((await v.page(KIDS)).html)).toHaveLength(4);
  });

  it("every bad input answers the spec's message and keeps what was typed", async () => {
    const { v } = await newMember();
    const future = addMonths(today, 1);
    const old = { day: Math.min(today.day, 28), month: today.month, year: today.year - 19 };
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ name: "" }, { name: INCOMPLETE }],
      [{ name: "A" }, { name: INCOMPLETE }],
      [{ name: "Ali3" }, { name: "Bu alana yalnızca harf girebilirsiniz." }],
      [{ day: "" }, { day: INCOMPLETE }],
      [{ month: "" }, { month: INCOMPLETE }],
      [{ year: "" }, { year: INCOMPLETE }],
      [{ day: "31", month: "2", year: "2024" }, { birth: INVALID_DATE }],
      [{ day: "29", month: "2", year: "2023" }, { birth: INVALID_DATE }],
      [{ day: "31", month: "4", year: String(today.year - 2) }, { birth: INVALID_DATE }],
      [{ day: String(Math.min(future.day, 28)), month: String(future.month), year: String(future.year) }, { birth: INVALID_DATE }],
      [asFields(old), { birth: TOO_OLD }],
    ];
    for (const [over, errors] of cases) {
      const body = kid(over);
      for (const form of [false, true]) {
        const r = await saveKid(v, body, form);
        expect(r.status, JSON.stringify(over)).toBe(422);
        expect(r.answer).toMatchObject({ success: false, reason: INCOMPLETE, message: INCOMPLETE, errors, values: body });
      }
    }
    const all = await saveKid(v, {});
    expect(all.answer.errors).toEqual({ name: INCOMPLETE, day: INCOMPLETE, month: INCOMPLETE, year: INCOMPLETE });
    expect(kidNames((await v.page(KIDS)).html)).toEqual([""]); // nothing saved: the page offers one empty slot

    // Without JavaScript the page itself answers, with the message and the typed name.
    const response = await v.send(KIDS, {
      method: "POST",
      body: kid({ name: "Nazlı", day: "31", month: "2", year: "2024" }),
      form: true,
      accept: "text/html",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(INCOMPLETE);
    expect(html).toContain(INVALID_DATE);
    expect(html).toContain('value="Nazlı"');
  });

  it("deletes by POST and by GET, says 'Çocuk silindi.', and a second delete finds nothing", async () => {
    const { v, email, password } = await newMember();
    const ids: number[] = [];
    for (const name of ["Ada", "Bora", "Cem", "Duru"]) ids.push((await saveKid(v, kid({ name }))).answer.kid!.id);

    expect(await v.post(del(ids[0]))).toEqual({ status: 200, answer: { success: true, reason: "", message: DELETED } });
    expect(await v.post(del(ids[0]))).toMatchObject({ status: 404, answer: { success: false, reason: NOT_FOUND } });

    const get = await v.send(del(ids[1]));
    expect(get.status).toBe(200);
    expect(await get.json()).toMatchObject({ success: true, message: DELETED });

    // The spec's GET from the shop's own page (or the address bar): back to the page with the notice.
    const cookie = await sessionCookie(email, password);
    const link = await request(del(ids[2]), { headers: { Accept: "text/html", Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe(`${KIDS}?bildirim=silindi`);
    const after = await v.page(`${KIDS}?bildirim=silindi`);
    expect(after.html).toContain(DELETED);
    expect(kidNames(after.html)).toEqual(["Duru"]);

    // A plain form post (no JavaScript) redirects the same way.
    const form = await v.send(del(ids[3]), { method: "POST", body: {}, form: true, accept: "text/html" });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe(`${KIDS}?bildirim=silindi`);
    const gone = await v.send(del(ids[3]), { method: "POST", body: {}, form: true, accept: "text/html" });
    expect(gone.headers.get("location")).toBe(`${KIDS}?bildirim=bulunamadi`);
    expect((await v.page(`${KIDS}?bildirim=bulunamadi`)).html).toContain(NOT_FOUND);
    expect((await v.page(KIDS)).html).toContain("Henüz çocuk bilgisi eklemediniz.");

    expect(await v.post(del("abc"))).toMatchObject({ status: 404, answer: { reason: NOT_FOUND } });
    expect((await v.send(del(ids[0]), { method: "PUT" })).status).toBe(405);
  });

  it("a GET deletion from another site (or a prefetch) is refused and changes nothing", async () => {
    const { v, email, password } = await newMember();
    const id = (await saveKid(v, kid({ name: "Kuzey" }))).answer.kid!.id;
    const cookie = await sessionCookie(email, password);
    const host = new URL(baseURL()).origin;
    const refused: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "http://evil.example" },
      { Origin: "null" },
      { "Sec-Purpose": "prefetch" },
    ];
    for (const headers of refused) {
      for (const accept of ["text/html", "application/json"]) {
        const response = await request(del(id), { headers: { Accept: accept, Cookie: cookie, ...headers } });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(((await response.json()) as Answer).success).toBe(false);
      }
    }
    // A POST from another site is refused in front of every route.
    expect(
      (await request(del(id), { method: "POST", headers: { Accept: "application/json", Cookie: cookie, Origin: "http://evil.example" } }))
        .status,
    ).toBe(403);
    expect(kidNames((await v.page(KIDS)).html)).toEqual(["Kuzey"]);

    const own = await request(del(id), {
      headers: { Accept: "application/json", Cookie: cookie, Origin: host, "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ success: true, message: DELETED });
  });

  it("another member's kid ids act like unknown ones: no update, no deletion", async () => {
    const anne = await newMember();
    const baba = await newMember();
    const kidId = (await saveKid(anne.v, kid({ name: "Mira" }))).answer.kid!.id;

    const update = await saveKid(baba.v, { id: String(kidId), ...kid({ name: "Yabancı" }) });
    expect(update).toMatchObject({ status: 404, answer: { success: false, reason: NOT_FOUND } });
    expect(await baba.v.post(del(kidId))).toMatchObject({ status: 404, answer: { success: false, reason: NOT_FOUND } });
    const get = await baba.v.send(del(kidId));
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ success: false, reason: NOT_FOUND });
    expect((await saveKid(baba.v, { id: "0", ...kid() })).status).toBe(404);
    expect((await saveKid(baba.v, { id: "x1", ...kid() })).status).toBe(404);

    const anneKids = await anne.v.page(KIDS);
    expect(kidNames(anneKids.html)).toEqual(["Mira"]);
    const babaKids = await baba.v.page(KIDS);
    expect(babaKids.html).not.toContain("Mira");
    expect(babaKids.html).not.toContain("Yabancı");
    // Asking the page to confirm another member's kid shows no question.
    expect((await baba.v.page(`${KIDS}?sil=${kidId}`)).html).not.toContain("silmek istediğinize emin misiniz");
    expect((await anne.v.page(`${KIDS}?sil=${kidId}`)).html).toContain(
      "Mira adlı çocuğunuzun bilgilerini silmek istediğinize emin misiniz?",
    );
  });
});

describe("baby of a member", () => {
  it("saves a birth date or an expected one, refuses bad dates keeping them, and clears", async () => {
    const { v } = await newMember();
    const other = await newMember();
    expect((await v.page(BABY)).html).toContain("Bebek Bilgilerim");

    const born = addMonths(today, -5);
    born.day = Math.min(born.day, 28);
    const saved = await saveBaby(v, { intent: "save", ...asFields(born) });
    expect(saved).toMatchObject({ status: 200, answer: { success: true, message: "Bebek bilgileriniz kaydedildi.", baby: born } });
    let page = (await v.page(BABY)).html;
    expect(page).toContain("Bebeğinizin doğum tarihi");
    expect(page).toContain("5 aylık");

    const expected = addMonths(today, 6);
    expected.day = Math.min(expected.day, 28);
    expect((await saveBaby(v, { ...asFields(expected) })).answer).toMatchObject({ success: true, baby: expected });
    page = (await v.page(BABY)).html;
    expect(page).toContain("Tahmini doğum tarihi");

    const tooOld = { day: 1, month: 1, year: today.year - 4 };
    const tooFar = addMonths(today, 11);
    tooFar.day = Math.min(tooFar.day, 28);
    const cases: [Record<string, string>, string, Record<string, string>][] = [
      [{ day: "", month: "5", year: String(today.year) }, BABY_INCOMPLETE, { day: BABY_INCOMPLETE }],
      [{ day: "3", month: "", year: "" }, BABY_INCOMPLETE, { month: BABY_INCOMPLETE, year: BABY_INCOMPLETE }],
      [{ day: "31", month: "2", year: String(today.year) }, BABY_INVALID, { birth: BABY_INVALID }],
      [{ day: "31", month: "11", year: String(today.year) }, BABY_INVALID, { birth: BABY_INVALID }],
      [asFields(tooOld), BABY_RANGE, { birth: BABY_RANGE }],
      [asFields(tooFar), BABY_RANGE, { birth: BABY_RANGE }],
    ];
    for (const [body, reason, errors] of cases) {
      const r = await saveBaby(v, { intent: "save", ...body });
      expect(r, JSON.stringify(body)).toMatchObject({ status: 422, answer: { success: false, reason, errors, values: body } });
      expect(r.answer.errors).toEqual(errors);
    }
    // The saved date is untouched by the refusals and by another member.
    expect((await saveBaby(other.v, { intent: "save", ...asFields(born) })).answer.success).toBe(true);
    expect((await saveBaby(other.v, { intent: "clear" })).answer.success).toBe(true);
    expect((await v.page(BABY)).html).toContain("Tahmini doğum tarihi");

    const cleared = await saveBaby(v, { intent: "clear" });
    expect(cleared).toMatchObject({ status: 200, answer: { success: true, message: "Bebek bilgileriniz silindi.", baby: null } });
    page = (await v.page(BABY)).html;
    expect(page).not.toContain("Tahmini doğum tarihi");
    expect(page).not.toContain("Bilgileri Temizle");

    // Without JavaScript: the page answers itself and keeps the chosen day.
    const response = await v.send(BABY, {
      method: "POST",
      body: { intent: "save", day: "30", month: "2", year: String(today.year) },
      form: true,
      accept: "text/html",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(BABY_INVALID);
    expect(html).toMatch(/<option value="30" selected="">30<\/option>/);
  });
});
