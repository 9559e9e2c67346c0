/**
 * Kişisel Verilerim over real HTTP (KVKK art. 11 and 7): a guest gets nothing (the page, the file
 * and the erasure go to the login page); a member's page and JSON file hold every section of their
 * own data, never another member's (an id in the address changes nothing), never a hash, session
 * id or code, the file an attachment kept by no cache; the erasure is refused without a code and
 * with a wrong one, done with the SMS code from the outbox: the session ends, the page says what
 * was kept and why, the old password no longer signs in. The KVKK notice's retention table.
 */
import { describe, expect, it } from "vitest";
import { newMember, outbox, visitor } from "../support/visitor";

const PAGE = "/kullanici/kisisel-verilerim";
const FILE = "/kullanici/kisisel-verilerim/indir";
const LOGIN = `/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(PAGE)}`;
const SECTIONS = ["profile", "addresses", "children", "orders", "consents", "messages", "comments", "lists", "logins"];

const postForm = (v: ReturnType<typeof visitor>, body: Record<string, string>) =>
  v.send(PAGE, { method: "POST", body, form: true, accept: "text/html" });

describe("Kişisel Verilerim: guests", () => {
  it("a guest is sent to the login page and gets no data", async () => {
    const v = visitor();
    expect(await v.page(PAGE)).toMatchObject({ status: 302, location: LOGIN });
    const file = await v.send(FILE, { accept: "application/json" });
    expect(file.status).toBe(302);
    expect(file.headers.get("content-disposition")).toBeNull();
    const erase = await postForm(v, { intent: "kod-gonder" });
    expect(erase.status).toBe(302);
  });
});

describe("the KVKK notice", () => {
  it("says how long each kind of data is kept, with the retention job's numbers", async () => {
    const { status, html } = await visitor().page("/sozlesmeler/kvkk-aydinlatma-metni");
    expect(status).toBe(200);
    expect(html).toMatch(/<h2[^>]*>6\. Saklama süreleri<\/h2>/);
    expect(html).toMatch(/<th[^>]*>Saklama süresi<\/th>/);
    for (const period of ["10 yıl", "Son değişiklikten sonra 30 gün", "Süresi dolduktan sonra 1 gün", "365 gün"])
      expect(html).toContain(period);
    expect(html).toContain("Kişisel Verilerim");
  });
});

describe("Kişisel Verilerim: a member", () => {
  it("shows and downloads only the member's own data, with every section and no secret", async () => {
    const a = await newMember();
    const b = await newMember();
    const page = await a.v.page(PAGE);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Kişisel Verilerim<\/h1>/);
    expect(page.html).toMatch(/aria-current="page"[^>]*>Kişisel Verilerim</);
    expect(page.html).toContain(a.email);
    expect(page.html).not.toContain(b.email);
    expect(page.html).toContain("Verilerimi İndir (JSON)");

    // An id or any other parameter in the address changes nothing: the session names the member.
    const file = await a.v.send(`${FILE}?id=1&userId=2`, { accept: "application/json" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/json");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="minik-dunya-kisisel-verilerim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(file.headers.get("cache-control")).toContain("private");
    const text = await file.text();
    const held = JSON.parse(text) as Record<string, unknown> & { profile: { email: string; phone: string } };
    for (const section of SECTIONS) expect(held, section).toHaveProperty(section);
    expect(held.profile).toMatchObject({ email: a.email, phone: a.phone, firstname: "Deniz" });
    expect(held.consents).not.toEqual([]);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(b.phone);
    expect(text).not.toMatch(/scrypt\$|passwordHash|codeHash|"token"/);
    expect(text).not.toContain(a.v.cookieHeader().split("=")[1]);
    const codes = (await outbox()).filter((m) => m.to === a.phone).map((m) => m.body.slice(-4));
    for (const code of codes) expect(text).not.toMatch(new RegExp(`"${code}"`));
  });

  it("erases the account only with the SMS code, ends the session and says what was kept", async () => {
    const a = await newMember();
    const refusedWithout = await postForm(a.v, { intent: "sil", code: "1234" });
    expect(refusedWithout.status).toBe(400);
    expect(await a.v.loggedIn()).toBe(true);

    const asked = await postForm(a.v, { intent: "kod-gonder" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Hesap silme onay kodu telefonunuza gönderildi.");
    const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === a.phone && m.body.includes("hesabınızı silmek"))!;
    const code = sms.body.slice(-4);
    const wrong = code === "1111" ? "2222" : "1111";
    const refused = await postForm(a.v, { intent: "sil", code: wrong });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Girdiğiniz kod hatalı.");
    expect(await a.v.loggedIn()).toBe(true);

    const done = await postForm(a.v, { intent: "sil", code });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(PAGE);
    const after = await a.v.page(PAGE);
    expect(after.status).toBe(200);
    expect(after.html).toContain("Hesabınız silindi");
    expect(after.html).toContain("Vergi Usul Kanunu md. 253");
    expect(after.html).not.toContain(a.email);
    expect(await a.v.loggedIn()).toBe(false);
    expect(await a.v.page(PAGE)).toMatchObject({ status: 302, location: LOGIN });
    expect((await visitor().login(a.email, a.password)).success).toBe(false);
  });
});
