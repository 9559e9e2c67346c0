/**
 * The contact page over real HTTP (spec sections 2, 3, 5, 7, 8): /bize-ulasin is
 * an indexed page with the form; POST /bize-ulasin (JSON, or a plain form post without JavaScript)
 * answers the spec's three messages word for word and keeps what was typed, stores a good message
 * and acknowledges it by e-mail (read at /__dev/outbox), limits messages per e-mail and per address,
 * and refuses posts from another site. GET /bize-ulasin/siparis-numarasi (#orderNu=) answers only
 * the member who placed the order.
 */
import { describe, expect, it } from "vitest";
import { addHomeAddress, guestPayForm, makePay, payAtDoor, variantWithStock } from "../support/checkout";
import { request } from "../support/http";
import { newMember, outbox, stamp, visitor, type Answer } from "../support/visitor";

const PAGE = "/bize-ulasin";
const LOOKUP = "/bize-ulasin/siparis-numarasi";
const NAME_RULE = "Lütfen isim bilgisini giriniz.";
const EMAIL_RULE = "Lütfen e-mail adresinizi kontrol ediniz.";
const ORDER_NUMBER_RULE = "Lütfen sipariş numarası giriniz.";
const SENT = "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.";
const LIMITED =
  /^Kısa süre içinde çok fazla mesaj gönderildi\. Lütfen \d+ dakika sonra tekrar deneyin ya da müşteri hizmetlerimizi arayın: 0850 222 64 65\.$/;
const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const ORDER_NOT_FOUND = "Sipariş detayı bulunmadı.";

type ContactAnswer = Answer & { reference?: string; values?: Record<string, string> };
type LookupAnswer = Answer & { orderNumber?: string };

const message = (over: Record<string, string> = {}) => ({
  firstName: "Ayşe",
  email: `yazan.${stamp()}@example.com`,
  subject: "kargo",
  message: "Kargom ne zaman gelir? Bilgi verebilir misiniz?",
  orderNumber: "250612123456",
  phone: "",
  ...over,
});

const send = async (v: ReturnType<typeof visitor>, body: Record<string, string>) => {
  const response = await v.send(PAGE, { method: "POST", body });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), answer: (await response.json()) as ContactAnswer };
};

/** The same post as a browser without JavaScript sends it: form-encoded, asking for a page. */
const sendForm = async (v: ReturnType<typeof visitor>, body: Record<string, string>) => {
  const response = await v.send(PAGE, { method: "POST", body, form: true, accept: "text/html" });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
};

describe("GET /bize-ulasin", () => {
  it("is an indexed page with the form, the subjects and customer service, linked from the footer", async () => {
    const response = await request(PAGE, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).not.toMatch(/private/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Bize Ulaşın<\/h1>/);
    expect(html).toContain("<title>Bize Ulaşın | Minik Dünya</title>");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/bize-ulasin"/);
    expect(html).not.toMatch(/name="robots"/);
    for (const name of ["firstName", "email", "subject", "message", "orderNumber", "phone"]) expect(html).toContain(`name="${name}"`);
    for (const subject of ["Sipariş", "İade ve değişim", "Kargo", "Ödeme", "Ürün bilgisi", "Mağazalar", "Diğer"])
      expect(html).toContain(`>${subject}</option>`);
    expect(html).toMatch(/<form [^>]*action="\/bize-ulasin"[^>]*method="post"/);
    expect(html).toMatch(/<textarea [^>]*name="message"[^>]*maxlength="2000"/i);
    expect(html).toMatch(/href="tel:\+908502226465"[^>]*>0850 222 64 65<\/a>/);
    expect(html).toMatch(/href="\/bize-ulasin"[^>]*>Bize Ulaşın<\/a>/);
    // Listed in the sitemap; its call kept out of robots' way, the page itself not.
    expect(await (await request("/sitemap-pages.xml")).text()).toMatch(/<loc>[^<]+\/bize-ulasin<\/loc>/);
    expect(await (await request("/robots.txt")).text()).toMatch(/\nDisallow: \/bize-ulasin\/\n/);
  });

  it("fills in a signed-in member's first name, e-mail and phone, and is never cached for them", async () => {
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    const response = await member.send(PAGE, { accept: "text/html" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(/name="firstName"[^>]*value="[^"]+"/);
    expect(html).toMatch(/name="email"[^>]*value="uye@example.com"/);
    expect(html).toMatch(/name="phone"[^>]*value="\(532\) 123-4567"/);
    const guest = await visitor().page(PAGE);
    expect(guest.html).not.toContain("uye@example.com");
  });
});

describe("POST /bize-ulasin", () => {
  it("answers a blank form with the spec's three messages word for word (and the subject's and message's), never cached", async () => {
    const v = visitor();
    const blank = await send(v, { firstName: "", email: "", subject: "", message: "", orderNumber: "", phone: "" });
    expect(blank.status).toBe(422);
    expect(blank.cacheControl).toBe("no-store");
    expect(blank.answer).toMatchObject({ success: false, reason: NAME_RULE, message: NAME_RULE });
    // No subject yet: the order number is not asked for (only a subject about an order needs it).
    expect(blank.answer.errors).toEqual({
      firstName: NAME_RULE,
      email: EMAIL_RULE,
      subject: "Lütfen bir konu seçiniz.",
      message: "Lütfen mesajınızı yazınız.",
    });
    // A call without the fields at all gets the same.
    expect((await send(v, {})).answer.errors).toEqual(blank.answer.errors);
    // A subject about an order: the spec's three messages word for word.
    for (const subject of ["siparis", "iade", "kargo"]) {
      const aboutAnOrder = await send(v, { firstName: "", email: "", subject, message: "", orderNumber: " ", phone: "" });
      expect(aboutAnOrder.answer.errors, subject).toEqual({
        firstName: NAME_RULE,
        email: EMAIL_RULE,
        message: "Lütfen mesajınızı yazınız.",
        orderNumber: ORDER_NUMBER_RULE,
      });
    }
  });

  it("sends a message on any other subject without an order number (JSON and a plain form post), and one about an order only with it", async () => {
    for (const subject of ["odeme", "urun", "magazalar", "diger"]) {
      const email = `konu.${subject}.${stamp()}@example.com`;
      const sent = await send(visitor(), message({ subject, orderNumber: "", email }));
      expect(sent.status, subject).toBe(200);
      expect(sent.answer, subject).toMatchObject({ success: true, message: SENT, errors: {} });
      expect(
        (await outbox()).some((m) => m.to === email),
        subject,
      ).toBe(true);
    }
    const page = await sendForm(visitor(), message({ subject: "diger", orderNumber: "" }));
    expect(page.status).toBe(200);
    expect(page.html).toContain(SENT);
    for (const subject of ["siparis", "iade", "kargo"]) {
      const refused = await send(visitor(), message({ subject, orderNumber: "" }));
      expect(refused.status, subject).toBe(422);
      expect(refused.answer.errors, subject).toEqual({ orderNumber: ORDER_NUMBER_RULE });
    }
  });

  it("refuses a bad e-mail with the spec's message and nothing else, giving back what was typed", async () => {
    for (const email of ["ayse", "ayse@example", "ayse@@example.com", "ayşe yılmaz@example.com"]) {
      const { status, answer } = await send(visitor(), message({ email }));
      expect(status, email).toBe(422);
      expect(answer.errors, email).toEqual({ email: EMAIL_RULE });
      expect(answer.values, email).toMatchObject({ email, message: "Kargom ne zaman gelir? Bilgi verebilir misiniz?" });
    }
    // A phone, when given, is a mobile number.
    expect((await send(visitor(), message({ phone: "(212) 123-4567" }))).answer.errors).toEqual({
      phone: "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx",
    });
  });

  it("without JavaScript: the page comes back with the messages under the fields and everything typed", async () => {
    const typed = {
      firstName: "Ayşe",
      email: "ayse@",
      subject: "iade",
      message: "İade kargom yolda mı?",
      orderNumber: "",
      phone: "(532) 123-4567",
    };
    const { status, cacheControl, html } = await sendForm(visitor(), typed);
    expect(status).toBe(422);
    expect(cacheControl).toBe("no-store");
    expect(html).toMatch(/<h1[^>]*>Bize Ulaşın<\/h1>/);
    // Each message under its field.
    expect(html).toMatch(
      new RegExp(`<input [^>]*aria-describedby="kayit-email-hata"[^>]*name="email"[^>]*/><p id="kayit-email-hata"[^>]*>${EMAIL_RULE}</p>`),
    );
    expect(html).toMatch(
      new RegExp(
        `<input [^>]*aria-describedby="kayit-orderNumber-hata"[^>]*name="orderNumber"[^>]*/><p id="kayit-orderNumber-hata"[^>]*>${ORDER_NUMBER_RULE}</p>`,
      ),
    );
    expect(html).not.toContain(NAME_RULE);
    expect(html).toMatch(/name="firstName"[^>]*value="Ayşe"/);
    expect(html).toMatch(/name="email"[^>]*value="ayse@"/);
    expect(html).toMatch(/name="phone"[^>]*value="\(532\) 123-4567"/);
    expect(html).toMatch(/<option value="iade" selected="">İade ve değişim<\/option>/);
    expect(html).toContain(">İade kargom yolda mı?</textarea>");
  });

  it("stores a good message and acknowledges it by e-mail with its reference number, as JSON and as a page", async () => {
    const email = `ayse.${stamp()}@example.com`;
    const sent = await send(visitor(), message({ email: `  ${email.toUpperCase()} `, phone: "0532 123 45 67", subject: "siparis" }));
    expect(sent.status).toBe(200);
    expect(sent.cacheControl).toBe("no-store");
    expect(sent.answer).toMatchObject({ success: true, reason: "", message: SENT, errors: {} });
    expect(sent.answer.reference).toMatch(/^BU-\d{6,}$/);
    const mail = (await outbox()).find((m) => m.channel === "email" && m.to === email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`Mesajınızı aldık (${sent.answer.reference})`);
    expect(mail!.body).toContain(`Talep numaranız: ${sent.answer.reference}`);
    expect(mail!.body).toContain("Konu: Sipariş");
    expect(mail!.body).not.toContain("Kargom ne zaman gelir");

    const page = await sendForm(visitor(), message({ email: `form.${email}` }));
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe("no-store");
    expect(page.html).toContain(SENT);
    const reference = /Talep numaranız: <strong[^>]*>(BU-\d+)<\/strong>/.exec(page.html)?.[1];
    expect(reference).toBeDefined();
    expect((await outbox()).find((m) => m.to === `form.${email}`)?.subject).toBe(`Mesajınızı aldık (${reference})`);
  });

  it("takes 5 messages an hour from one e-mail address, then refuses with a clear Turkish answer", async () => {
    const email = `cok.yazan.${stamp()}@example.com`;
    // From five different addresses: only the e-mail counts here.
    for (let i = 0; i < 5; i++) expect((await send(visitor(), message({ email }))).answer.success).toBe(true);
    const refused = await send(visitor(), message({ email }));
    expect(refused.status).toBe(429);
    expect(refused.cacheControl).toBe("no-store");
    expect(refused.answer.success).toBe(false);
    expect(refused.answer.reason).toMatch(LIMITED);
    expect(refused.answer.errors).toEqual({});
    // Nothing is acknowledged for the refused message; another e-mail is not held up.
    expect((await outbox()).filter((m) => m.to === email)).toHaveLength(5);
    expect((await send(visitor(), message())).answer.success).toBe(true);
    // The page without JavaScript says the same above the form, keeping what was typed.
    const page = await sendForm(visitor(), message({ email, message: "Altıncı mesajım" }));
    expect(page.status).toBe(429);
    expect(page.html).toMatch(/role="alert"[^>]*>Kısa süre içinde çok fazla mesaj gönderildi\./);
    expect(page.html).toContain(">Altıncı mesajım</textarea>");
  });

  it("lets no more than 5 through when one e-mail's messages arrive at the same moment (PostgreSQL: really in parallel)", async () => {
    const email = `ayni.anda.${stamp()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(visitor(), message({ email }))));
    expect(answers.filter((a) => a.answer.success)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    expect((await outbox()).filter((m) => m.to === email)).toHaveLength(5);
  });

  it("takes 10 messages an hour from one client address, whatever the e-mail", async () => {
    const v = visitor();
    for (let i = 0; i < 10; i++) expect((await send(v, message())).answer.success).toBe(true);
    const refused = await send(v, message());
    expect(refused.status).toBe(429);
    expect(refused.answer.reason).toMatch(LIMITED);
    expect((await send(visitor(), message())).answer.success).toBe(true);
  });

  it("refuses a post from another site", async () => {
    const body = new URLSearchParams(message()).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
    for (const extra of [{ Origin: "http://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
      const response = await request(PAGE, { method: "POST", headers: { ...headers, ...extra }, body });
      expect(response.status).toBe(403);
      await response.arrayBuffer();
    }
  });
});

describe("GET /bize-ulasin/siparis-numarasi (#orderNu=)", () => {
  it("gives the order number only to the member who placed the order", async () => {
    const variant = await variantWithStock(5, 200);
    expect(variant).toBeDefined();
    const owner = await newMember();
    const { order_number: orderNumber, order_hash: orderHash } = await payAtDoor(owner.v, await addHomeAddress(owner.v), variant.productId);
    const ask = async (v: ReturnType<typeof visitor>, hash: string) => {
      const response = await v.send(`${LOOKUP}?orderNu=${encodeURIComponent(hash)}`);
      expect(response.headers.get("cache-control"), hash).toMatch(/no-store/);
      return { status: response.status, answer: (await response.json()) as LookupAnswer };
    };

    expect(await ask(owner.v, orderHash)).toEqual({ status: 200, answer: { success: true, reason: "", orderNumber } });
    // A guest, another member: nothing; another member hears the same as for a hash that names no order.
    expect(await ask(visitor(), orderHash)).toEqual({
      status: 401,
      answer: { success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED },
    });
    const other = await newMember();
    const refused = { status: 404, answer: { success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND } };
    expect(await ask(other.v, orderHash)).toEqual(refused);
    for (const hash of ["YokBoyleBirSiparisHashi000", "x", "' OR 1=1 --", ""]) expect(await ask(owner.v, hash), hash).toEqual(refused);
    expect((await owner.v.send(LOOKUP)).status).toBe(404);

    // A guest's own order: the guest is no member, so nothing either.
    const guest = visitor();
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const guestOrder = await makePay(guest, await guestPayForm());
    expect(guestOrder.answer.success).toBe(true);
    expect((await ask(guest, guestOrder.answer.data!.order_hash)).status).toBe(401);
  });
});
