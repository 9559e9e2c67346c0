/**
 * People and messages in the back office over real HTTP: the member search
 * (name, e-mail, phone; a query too short is refused in Turkish), a member's page with their
 * orders; blocking (a reason required, sessions end at once, the password login says the account
 * is closed, no SMS code and no reset link go out) and unblocking; the KVKK erasure (the member's
 * e-mail typed again, personal data gone, the order kept, no login, the e-mail registers again,
 * idempotent); the contact inbox (the 'Yanıt bekleyenler' filter, an answer e-mailed through the
 * outbox as 'Re: … (BU-…)', once, a message closed without an answer). Every change leaves its
 * audit row; the order team reads members but changes none. Members made for the test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_BLOCKED, LOGIN_FAILED } from "#app/domain/accounts/login.server";
import { NO_PERMISSION } from "#app/domain/back-office/back-office.messages";
import { ALREADY_ANSWERED, ANSWER_RULE } from "#app/domain/contact/contact-answer.schema";
import {
  BLOCK_REASON_RULE,
  ERASE_CONFIRM_WRONG,
  MEMBER_BLOCKED,
  MEMBER_ERASE_DONE,
  MEMBER_UNBLOCKED,
  SEARCH_TOO_SHORT,
} from "#app/domain/members/members.schema";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { solvedCaptcha } from "../support/captcha";
import { addHomeAddress, payAtDoor } from "../support/checkout";
import { getJson } from "../support/http";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

type Row = { id: number; name: string; email: string; phone: string | null; blocked: boolean; erased: boolean };
type Detail = {
  member: {
    id: number;
    firstname: string;
    lastname: string;
    email: string;
    phone: string | null;
    addressCount: number;
    orderCount: number;
    blocked: { reason: string } | null;
    erasedText: string | null;
    orders: { orderNumber: string }[];
    consents: { kind: string; granted: boolean }[];
  };
  canWrite: boolean;
};
type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string> };

let owner: Visitor;
let ordersTeam: Visitor;

async function find(v: Visitor, q: string): Promise<Row[]> {
  const { status, body } = await backOfficeJson<{ rows: Row[]; error: string }>(v, `/yonetim/uyeler?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return body.rows;
}

const detail = async (id: number) => (await backOfficeJson<Detail>(owner, `/yonetim/uyeler/${id}`)).body;

/** A variant of a toy in stock (for an order). */
async function toyInStock(): Promise<number> {
  const { body } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  for (const item of body.items.filter((i) => i.type !== "teshir")) {
    const { body: check } = await getJson<{ products: { productId: number; stock: number; status: string }[] }>(
      `/urun/hizli-kontrol/${item.catalog_id}`,
    );
    const variant = check.products.find((p) => p.status === "active" && p.stock >= 3);
    if (variant) return variant.productId;
  }
  throw new Error("no toy in stock");
}

/** A new member (registered with the SMS code, signed in) and their id as the back office finds them. */
async function memberForTest() {
  const m = await newMember();
  const [row] = await find(owner, m.email);
  return { ...m, id: row.id, phone: row.phone! };
}

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  ordersTeam = await verifiedManager(demoManager("orders"));
}, 60_000);

describe("/yonetim/uyeler", () => {
  it("finds the demo member by e-mail, name with or without Turkish letters, and phone in any form", async () => {
    for (const q of ["uye@example.com", "Ayşe Yılmaz", "AYSE YILMAZ", "(532) 123-4567", "05321234567", "uye@exa"]) {
      expect(
        (await find(owner, q)).map((r) => r.email),
        q,
      ).toContain("uye@example.com");
    }
    const short = await backOfficeJson<{ rows: Row[]; error: string }>(owner, "/yonetim/uyeler?q=ay");
    expect(short.body).toMatchObject({ rows: [], error: SEARCH_TOO_SHORT });
    const page = await owner.page("/yonetim/uyeler?q=ay");
    expect(page.html).toContain(SEARCH_TOO_SHORT);
    // The order team reads members too.
    expect((await find(ordersTeam, "uye@example.com")).length).toBeGreaterThan(0);
    // Hostile input: a 200 with nothing, never a 500.
    for (const q of ["%' or 1=1 --", "\\", "_".repeat(300), "ğüşıöç".repeat(40)])
      expect((await backOfficeJson(owner, `/yonetim/uyeler?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  });

  it("shows a member's page: profile, orders newest first linked to the order's page, consents; 404 for an unknown id", async () => {
    const [demo] = (await find(owner, "uye@example.com")).filter((r) => r.email === "uye@example.com");
    const { member, canWrite } = await detail(demo.id);
    expect(canWrite).toBe(true);
    expect(member).toMatchObject({
      firstname: "Ayşe",
      lastname: "Yılmaz",
      email: "uye@example.com",
      phone: "05321234567",
      blocked: null,
      erasedText: null,
    });
    expect(member.orderCount).toBeGreaterThan(0);
    expect(member.addressCount).toBeGreaterThan(0);
    const html = (await owner.page(`/yonetim/uyeler/${demo.id}`)).html;
    expect(html).toContain(`href="/yonetim/siparisler/${member.orders[0].orderNumber}"`);
    expect(html).toContain("Kişisel Verileri Sil");
    for (const path of ["/yonetim/uyeler/999999999", "/yonetim/uyeler/abc", "/yonetim/uyeler/-1"])
      expect((await backOfficeJson(owner, path)).status, path).toBe(404);
    // The order team sees the page without the forms, and may not change anything.
    expect((await backOfficeJson<Detail>(ordersTeam, `/yonetim/uyeler/${demo.id}`)).body.canWrite).toBe(false);
    const refused = await backOfficePost<Answer>(ordersTeam, `/yonetim/uyeler/${demo.id}`, { intent: "block", reason: "Deneme nedeni" });
    expect(refused).toMatchObject({ status: 403, body: { success: false, reason: NO_PERMISSION } });
    expect((await detail(demo.id)).member.blocked).toBeNull();
  });
});

describe("blocking a member", () => {
  it("needs a reason, ends their sessions at once, refuses every login, and unblocking lets them in again", async () => {
    const m = await memberForTest();
    expect(await m.v.loggedIn()).toBe(true);
    const path = `/yonetim/uyeler/${m.id}`;

    expect(await backOfficePost<Answer>(owner, path, { intent: "block", reason: " " })).toMatchObject({
      status: 422,
      body: { success: false, reason: BLOCK_REASON_RULE, errors: { reason: BLOCK_REASON_RULE } },
    });
    // Without JavaScript: the page again with the message and what was typed.
    const form = await owner.send(path, { method: "POST", body: { intent: "block", reason: "kısa" }, form: true, accept: "text/html" });
    expect(form.status).toBe(422);
    const html = await form.text();
    expect(html).toContain(BLOCK_REASON_RULE);
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*>kısa<\/textarea>/);

    expect(await backOfficePost<Answer>(owner, path, { intent: "block", reason: "Sahte siparişler ve kötüye kullanım" })).toMatchObject({
      status: 200,
      body: { success: true, message: MEMBER_BLOCKED },
    });
    expect(await m.v.loggedIn()).toBe(false);
    expect(await visitor().login(m.email, m.password)).toMatchObject({ success: false, reason: ACCOUNT_BLOCKED });
    // A wrong password tells nothing of the block.
    expect((await visitor().login(m.email, "Yanlis1234")).reason).toBe(LOGIN_FAILED);
    // No SMS code and no reset link go out, and the answers are the ones anyone gets.
    const sms = await visitor().post("/kullanici/sms-giris/kod-gonder", { phoneNumber: m.phone, altcha: await solvedCaptcha() });
    expect(sms.answer.success).toBe(true);
    const reset = await visitor().send("/kullanici/sifremi-unuttum", {
      method: "POST",
      body: { identifier: m.email, altcha: await solvedCaptcha() },
    });
    expect(reset.status).toBe(200);
    const sent = await outbox();
    expect(
      sent.filter(
        (x) => (x.to === m.phone && x.body.includes("giriş kodunuz")) || (x.to === m.email && x.subject.includes("şifre yenileme")),
      ),
    ).toEqual([]);
    expect((await detail(m.id)).member.blocked).toMatchObject({ reason: "Sahte siparişler ve kötüye kullanım" });
    expect((await find(owner, m.email))[0].blocked).toBe(true);

    expect(await backOfficePost<Answer>(owner, path, { intent: "unblock" })).toMatchObject({
      status: 200,
      body: { success: true, message: MEMBER_UNBLOCKED },
    });
    expect(await visitor().login(m.email, m.password)).toMatchObject({ success: true });

    const rows = await auditRows(owner, `tur=member&kayit=${m.id}`);
    expect(rows.map((r) => r.action)).toEqual(["member.unblock", "member.block"]);
    expect(rows[1].managerName).toBe(demoManager("owner").name);
    expect(rows[1].changes).toEqual(
      expect.arrayContaining([
        { field: "blocked", label: "Engelli", before: "Hayır", after: "Evet" },
        { field: "blockedReason", label: "Engelleme nedeni", before: "—", after: "Sahte siparişler ve kötüye kullanım" },
      ]),
    );
  });
});

describe("the KVKK erasure", () => {
  it("asks for the member's e-mail again, removes their personal data, keeps their order, frees the e-mail, and is idempotent", async () => {
    const m = await memberForTest();
    const address = await addHomeAddress(m.v, "Deniz Kaya");
    expect(address).toBeGreaterThan(0);
    const order = await payAtDoor(m.v, address, await toyInStock());
    const path = `/yonetim/uyeler/${m.id}`;
    const page = await owner.page(`${path}?silme=onay`);
    expect(page.html).toContain("Emin misiniz? Bu işlem geri alınamaz.");

    expect(await backOfficePost<Answer>(owner, path, { intent: "erase", confirmEmail: "baska@example.com" })).toMatchObject({
      status: 422,
      body: { reason: ERASE_CONFIRM_WRONG },
    });
    expect(await backOfficePost<Answer>(owner, path, { intent: "erase", confirmEmail: "" })).toMatchObject({ status: 422 });
    expect((await detail(m.id)).member.erasedText).toBeNull();

    expect(await backOfficePost<Answer>(owner, path, { intent: "erase", confirmEmail: m.email.toUpperCase() })).toMatchObject({
      status: 200,
      body: { success: true, message: MEMBER_ERASE_DONE },
    });
    const { member } = await detail(m.id);
    expect(member).toMatchObject({ firstname: "Silinmiş", lastname: "Üye", phone: null, addressCount: 0, orderCount: 1 });
    expect(member.email).toMatch(/@silinmis\.invalid$/);
    expect(member.erasedText).not.toBeNull();
    expect(member.orders.map((o) => o.orderNumber)).toEqual([order.order_number]);
    expect(await m.v.loggedIn()).toBe(false);
    expect(await visitor().login(m.email, m.password)).toMatchObject({ success: false, reason: LOGIN_FAILED });
    expect(await find(owner, m.email)).toEqual([]);

    // Twice: the same answer, one audit row, which names fields, never their values.
    expect(await backOfficePost<Answer>(owner, path, { intent: "erase", confirmEmail: m.email })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const rows = await auditRows(owner, `tur=member&kayit=${m.id}`);
    expect(rows.map((r) => r.action)).toEqual(["member.erase"]);
    const stored = JSON.stringify(rows);
    for (const secret of [m.email, m.phone, "Deniz"]) expect(stored).not.toContain(secret);
    expect(rows[0].changes.find((c) => c.field === "fields")!.after).toBe("—");
    expect(rows[0].changes.find((c) => c.field === "fields")!.before).toContain("email");

    // The e-mail may register again.
    const again = visitor();
    const n = stamp();
    const phone = `(55${n[0]}) ${n.slice(1, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)}`;
    const registered = await again.post("/kullanici/kayit", {
      firstname: "Deniz",
      lastname: "Kaya",
      phone,
      email: m.email,
      password: "Bahar2024",
      passwordRepeat: "Bahar2024",
      membership: "on",
      kvkk: "on",
      altcha: await solvedCaptcha(),
    });
    expect(registered.answer).toMatchObject({ success: true });
  });
});

describe("/yonetim/mesajlar", () => {
  async function contactMessage(subject = "kargo") {
    const email = `soran.${stamp()}@example.com`;
    const text = `Kargom nerede? ${stamp()}`;
    const sent = await visitor().post("/bize-ulasin", {
      firstName: "Zeynep",
      email,
      subject,
      message: text,
      orderNumber: "250612123456",
      phone: "",
    });
    expect(sent.answer.success).toBe(true);
    const { body } = await backOfficeJson<{ rows: { id: number; reference: string; excerpt: string }[] }>(
      owner,
      "/yonetim/mesajlar?durum=bekleyen",
    );
    const row = body.rows.find((r) => r.excerpt === text)!;
    expect(row, "the new message waits for an answer").toBeTruthy();
    return { ...row, email, text };
  }

  it("answers a message by e-mail through the outbox, once, and takes it off 'Yanıt bekleyenler'", async () => {
    const m = await contactMessage();
    const path = `/yonetim/mesajlar/${m.id}`;
    expect(m.reference).toBe(`BU-${String(m.id).padStart(6, "0")}`);
    const page = await backOfficeJson<{ message: { message: string; email: string; answered: boolean } }>(owner, path);
    expect(page.body.message).toMatchObject({ message: m.text, email: m.email, answered: false });

    expect(await backOfficePost<Answer>(owner, path, { intent: "answer", answer: "Kısa" })).toMatchObject({
      status: 422,
      body: { reason: ANSWER_RULE, errors: { answer: ANSWER_RULE } },
    });
    const form = await owner.send(path, { method: "POST", body: { intent: "answer", answer: "Az" }, form: true, accept: "text/html" });
    expect(form.status).toBe(422);
    expect(await form.text()).toMatch(/<textarea[^>]*name="answer"[^>]*>Az<\/textarea>/);

    const reply = "Merhaba, kargonuz yarın teslim edilecek. İyi günler dileriz.";
    expect(await backOfficePost<Answer>(owner, path, { intent: "answer", answer: reply })).toMatchObject({
      status: 200,
      body: { success: true, message: `Yanıtınız ${m.email} adresine gönderildi.` },
    });
    const mail = (await outbox()).find((x) => x.channel === "email" && x.to === m.email && x.subject.startsWith("Re:"))!;
    expect(mail.subject).toBe(`Re: Kargo (${m.reference})`);
    expect(mail.body).toContain("Merhaba Zeynep,");
    expect(mail.body).toContain(reply);
    // The sender's own text is never mailed back.
    expect(mail.body).not.toContain(m.text);

    expect(await backOfficePost<Answer>(owner, path, { intent: "answer", answer: reply })).toMatchObject({
      status: 409,
      body: { reason: ALREADY_ANSWERED },
    });
    expect((await outbox()).filter((x) => x.to === m.email && x.subject.startsWith("Re:"))).toHaveLength(1);
    const answered = await backOfficeJson<{ message: { answer: string; answeredBy: string; answered: boolean; handled: boolean } }>(
      owner,
      path,
    );
    expect(answered.body.message).toMatchObject({ answer: reply, answeredBy: demoManager("owner").name, answered: true, handled: true });
    const open = await backOfficeJson<{ rows: { id: number }[] }>(owner, "/yonetim/mesajlar?durum=bekleyen");
    expect(open.body.rows.map((r) => r.id)).not.toContain(m.id);
    const all = await backOfficeJson<{ rows: { id: number }[] }>(owner, "/yonetim/mesajlar");
    expect(all.body.rows.map((r) => r.id)).toContain(m.id);
    expect((await auditRows(owner, `tur=contactMessage&kayit=${m.id}`)).map((r) => r.action)).toEqual(["contact.answer"]);
  });

  it("closes a message without an answer; the order team may do it too; an unknown id is 404", async () => {
    const m = await contactMessage("diger");
    const path = `/yonetim/mesajlar/${m.id}`;
    expect(await backOfficePost<Answer>(ordersTeam, path, { intent: "handled" })).toMatchObject({ status: 200, body: { success: true } });
    expect(await backOfficePost<Answer>(ordersTeam, path, { intent: "handled" })).toMatchObject({ status: 200 });
    const rows = await auditRows(owner, `tur=contactMessage&kayit=${m.id}`);
    expect(rows.map((r) => [r.action, r.managerName])).toEqual([["contact.handle", demoManager("orders").name]]);
    expect((await outbox()).filter((x) => x.to === m.email && x.subject.startsWith("Re:"))).toEqual([]);
    for (const p of ["/yonetim/mesajlar/999999999", "/yonetim/mesajlar/x"]) expect((await backOfficeJson(owner, p)).status).toBe(404);
    expect(
      (await backOfficePost<Answer>(owner, "/yonetim/mesajlar/999999999", { intent: "answer", answer: "Bu yanıt hiçbir yere gitmez." }))
        .status,
    ).toBe(404);
    expect((await backOfficePost<Answer>(owner, path, { intent: "bilinmeyen" })).status).toBe(400);
  });

  it("is in the nav of the roles that may use it", async () => {
    const labels = async (v: Visitor) =>
      ((await backOfficeJson<{ sections: { label: string }[] }>(v, "/yonetim")).body.sections ?? []).map((s) => s.label);
    expect(await labels(ordersTeam)).toEqual(["Siparişler", "Üyeler", "Mesajlar", "Bildirimler"]);
    expect(await labels(owner)).toEqual(expect.arrayContaining(["Üyeler", "Mesajlar", "Yorumlar"]));
    const catalogue = await verifiedManager(demoManager("catalogue"));
    expect(await labels(catalogue)).toEqual(["Katalog", "Kampanyalar", "Ödül Kampanyaları", "Yorumlar"]);
  });
});
