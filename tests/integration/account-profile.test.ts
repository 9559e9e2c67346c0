/**
 * Account pages part A over real HTTP (spec sections 2, 5, 6, 7): the profile with its
 * messages and the neutral refusal of a used e-mail, e-mail verification through the outbox link
 * (once), password change (wrong current, mismatch, rule, success ending other sessions), the
 * help page, guests sent to the login page, unconfigured Facebook login, the app-link SMS.
 * A freshly registered member is changed, so the demo member stays as it was.
 */
import { describe, expect, it } from "vitest";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

const UPDATED = "Bilgileriniz güncellendi.";
const FIRSTNAME_RULE = "Lütfen adınızı giriniz (en az 2 harf).";
const LASTNAME_RULE = "Lütfen soyadınızı giriniz (en az 2 harf).";
const INVALID_EMAIL = "Lütfen e-mail adresinizi kontrol ediniz.";
const CHOOSE_GENDER = "Lütfen cinsiyet seçiniz.";
const EMAIL_UNAVAILABLE = "Bu e-posta adresi kullanılamıyor. Lütfen başka bir e-posta adresi giriniz.";
const PASSWORD_RULE = "Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.";
const PASSWORD_MISMATCH = "Yeni Şifre, Yeni Şifre Tekrarı ile uyuşmuyor.";
const WRONG_CURRENT = "Mevcut şifreniz hatalı. Lütfen kontrol ediniz.";
const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const MOBILE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";
const CAPTCHA_REQUIRED = "Lütfen robot olmadığınızı doğrulayın.";
const CAPTCHA_INVALID = "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın.";

const profile = (over: Record<string, string> = {}) => ({
  firstname: "Çiğdem",
  lastname: "Işıkoğlu",
  email: `cigdem.${stamp()}@example.com`,
  gender: "K",
  ...over,
});

describe("account pages: guests", () => {
  it("a guest is sent to the login page and back", async () => {
    const v = visitor();
    for (const path of ["/kullanici/profil", "/kullanici/sifre-degistir"]) {
      const { status, location } = await v.page(path);
      expect(status).toBe(302);
      expect(location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(path)}`);
    }
    expect((await v.send("/kullanici/send-email-confirm", { method: "POST" })).status).toBe(302);
    expect((await v.send("/kullanici/profil", { method: "POST", body: profile() })).status).toBe(302);
  });

  it("help is open to a guest, with 'Bize Ulaşın' and the app-link sender, and the header's 'Yardım' leads there", async () => {
    const v = visitor();
    const help = await v.page("/kullanici/yardim");
    expect(help.status).toBe(200);
    expect(help.html).toMatch(/<h1[^>]*>Yardım<\/h1>/);
    expect(help.html.match(/<details/g)?.length).toBeGreaterThanOrEqual(6);
    expect(help.html).toContain("500,00 TL ve üzeri siparişlerde kargo ücretsizdir.");
    expect(help.html).toMatch(/<h2[^>]*>Bize Ulaşın<\/h2>/);
    expect(help.html).toMatch(/href="\/bize-ulasin"[^>]*>Mesaj Gönderin<\/a>/);
    expect(help.html).toMatch(/href="tel:\+908502226465"/);
    expect(help.html).toMatch(/<section id="uygulama"[^>]*>/);
    expect(help.html).toMatch(/<form [^>]*aria-label="Uygulama bağlantısı gönder"/);
    expect(help.html).toContain('name="phoneNumber"');
    // Not the account's menu: a guest has no account pages.
    expect(help.html).not.toContain('aria-label="Hesabım"');
    expect(help.html).toContain('name="robots" content="noindex"');
    // The header's 'Yardım' and the footer's lead to help; the footer's 'Mobil Uygulama' to its app-link sender.
    const home = await v.page("/");
    expect(home.html).toMatch(/<a [^>]*href="\/kullanici\/yardim"[^>]*>Yardım<\/a>/);
    expect(home.html).not.toMatch(/<a [^>]*href="\/bize-ulasin"[^>]*>Yardım<\/a>/);
    expect(home.html).toMatch(/<a [^>]*href="\/kullanici\/yardim#uygulama"[^>]*>Mobil Uygulama<\/a>/);
  });

  it("the demo member sees their profile and the help collapsibles", async () => {
    const v = visitor();
    expect(await v.login("uye@example.com", "Deneme123")).toMatchObject({ success: true });
    const { status, html } = await v.page("/kullanici/profil");
    expect(status).toBe(200);
    for (const text of ["Üyelik Bilgilerim", 'value="uye@example.com"', "Cinsiyet", "E-posta adresiniz doğrulandı."])
      expect(html).toContain(text);
    const help = await v.page("/kullanici/yardim");
    expect(help.status).toBe(200);
    expect(help.html.match(/<details/g)?.length).toBeGreaterThanOrEqual(6);
    expect(help.html).toContain("14 gün");
    // The shop's free-shipping threshold (default 500 TL), as money reads on pages.
    expect(help.html).toContain("500,00 TL ve üzeri siparişlerde kargo ücretsizdir.");
    // In the account's frame, with the same 'Bize Ulaşın' and app-link sender.
    expect(help.html).toContain('aria-label="Hesabım"');
    expect(help.html).toMatch(/href="\/bize-ulasin"[^>]*>Mesaj Gönderin<\/a>/);
    expect(help.html).toMatch(/<section id="uygulama"[^>]*>/);
  });
});

describe("profile and e-mail verification", () => {
  it("updates the profile; bad fields get the spec's messages; a used e-mail gets a neutral refusal", async () => {
    const { v } = await newMember();
    const bad = await v.post("/kullanici/profil", { firstname: "A", lastname: " ", email: "ornek@", gender: "" });
    expect(bad.status).toBe(422);
    expect(bad.answer.errors).toEqual({ firstname: FIRSTNAME_RULE, lastname: LASTNAME_RULE, email: INVALID_EMAIL, gender: CHOOSE_GENDER });
    expect((await v.post("/kullanici/profil", profile({ lastname: "Kaya2" }))).answer.errors?.lastname).toBe(
      "Bu alana yalnızca harf girebilirsiniz.",
    );

    const taken = await v.post("/kullanici/profil", profile({ email: "UYE@example.com" }));
    expect(taken).toMatchObject({ status: 409, answer: { success: false, reason: EMAIL_UNAVAILABLE } });

    const fresh = profile();
    const done = await v.post("/kullanici/profil", fresh, true);
    expect(done).toMatchObject({ status: 200, answer: { success: true, message: UPDATED } });
    const { html } = await v.page("/kullanici/profil");
    expect(html).toContain(`value="${fresh.email}"`);
    expect(html).toContain('value="Çiğdem"');
    expect(html).toContain('value="Işıkoğlu"');
  });

  it("sends a verification link (3 an hour) that verifies once; a new e-mail needs verifying again", async () => {
    const { v, email } = await newMember();
    const before = (await v.page("/kullanici/profil")).html;
    expect(before).toContain("E-posta adresiniz henüz doğrulanmadı.");
    expect(before).toContain("Doğrulama E-postası Gönder");
    for (let i = 0; i < 3; i++) expect((await v.post("/kullanici/send-email-confirm")).answer).toMatchObject({ success: true });
    const limited = await v.post("/kullanici/send-email-confirm");
    expect(limited.status).toBe(429);
    expect(limited.answer.success).toBe(false);

    const mail = (await outbox()).find((m) => m.channel === "email" && m.to === email)!;
    const path = /\/kullanici\/eposta-dogrula\/[\w-]+/.exec(mail.body)![0];
    const first = await visitor().page(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain("E-posta adresiniz doğrulandı. Teşekkür ederiz!");
    const again = await visitor().page(path);
    expect(again.status).toBe(410);
    expect(again.html).toContain("daha önce kullanılmış ya da süresi dolmuş");
    expect((await visitor().page("/kullanici/eposta-dogrula/uydurma-bag")).status).toBe(410);

    expect((await v.page("/kullanici/profil")).html).toContain("E-posta adresiniz doğrulandı.");
    expect((await v.post("/kullanici/send-email-confirm")).answer).toMatchObject({
      success: false,
      message: "E-posta adresiniz zaten doğrulanmış.",
    });

    expect((await v.post("/kullanici/profil", profile())).answer.success).toBe(true);
    expect((await v.page("/kullanici/profil")).html).toContain("E-posta adresiniz henüz doğrulanmadı.");
  });
});

describe("password change", () => {
  it("refuses a wrong current password, a mismatch and a weak one; a change ends only the other sessions", async () => {
    const { v, email, password } = await newMember();
    const other = visitor();
    expect(await other.login(email, password)).toMatchObject({ success: true });

    const wrong = await v.post("/kullanici/sifre-degistir", {
      currentPassword: "Yanlis123",
      password: "Yeni2025x",
      passwordRepeat: "Yeni2025x",
    });
    expect(wrong).toMatchObject({ status: 403, answer: { success: false, reason: WRONG_CURRENT } });
    const mismatch = await v.post("/kullanici/sifre-degistir", {
      currentPassword: password,
      password: "Yeni2025x",
      passwordRepeat: "Yeni2025y",
    });
    expect(mismatch).toMatchObject({ status: 422, answer: { success: false, errors: { passwordRepeat: PASSWORD_MISMATCH } } });
    const weak = await v.post("/kullanici/sifre-degistir", { currentPassword: password, password: "abcdefgh", passwordRepeat: "abcdefgh" });
    expect(weak.answer.errors).toEqual({ password: PASSWORD_RULE });
    expect(await other.loggedIn()).toBe(true);

    const done = await v.post(
      "/kullanici/sifre-degistir",
      { currentPassword: password, password: "Yeni2025x", passwordRepeat: "Yeni2025x" },
      true,
    );
    expect(done).toMatchObject({ status: 200, answer: { success: true } });
    expect(await v.loggedIn()).toBe(true);
    expect(await other.loggedIn()).toBe(false);
    expect((await visitor().login(email, password)).success).toBe(false);
    expect((await visitor().login(email, "Yeni2025x")).success).toBe(true);
  });

  it("wrong current passwords count in the member's login throttle", async () => {
    const { v, email } = await newMember();
    const elsewhere = await visitor().prepareLogin(email, "Yanlis7aa");
    for (let i = 0; i < 5; i++) {
      expect(
        (await v.post("/kullanici/sifre-degistir", { currentPassword: `Yanlis${i}aa`, password: "Yeni2025x", passwordRepeat: "Yeni2025x" }))
          .answer.reason,
      ).toBe(WRONG_CURRENT);
    }
    const throttled = await v.post("/kullanici/sifre-degistir", {
      currentPassword: "Yanlis9aa",
      password: "Yeni2025x",
      passwordRepeat: "Yeni2025x",
    });
    expect(throttled.answer.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\./);
    // The same member's login from another address is slowed down too.
    expect((await elsewhere()).reason).toMatch(/^Çok fazla hatalı deneme yaptınız\./);
  });
});

/** POST /send-app-link as a page sends it: with a solved captcha. */
const appLink = async (v: ReturnType<typeof visitor>, phoneNumber: string) =>
  v.post("/send-app-link", { phoneNumber, altcha: await solvedCaptcha() });

describe("social login and the app-link SMS", () => {
  it("/kullanici/fblogin says Facebook login is unavailable (404) and links the login page", async () => {
    const { status, html } = await visitor().page("/kullanici/fblogin");
    expect(status).toBe(404);
    expect(html).toContain("Facebook ile giriş şu anda kullanılamıyor.");
    expect(html).toContain('href="/kullanici/kullanici-giris"');
  });

  it("POST /send-app-link needs a phone, sends the link with the opt-out, 3 an hour per phone", async () => {
    const v = visitor();
    expect(await v.post("/send-app-link", {})).toMatchObject({ status: 422, answer: { success: false, reason: PHONE_REQUIRED } });
    expect((await v.post("/send-app-link", { phoneNumber: "12345" })).answer.reason).toBe(MOBILE_RULE);
    const n = stamp();
    const phone = `056${n.slice(0, 8)}`;
    const sent = await v.post("/send-app-link", { phoneNumber: phone.slice(1), altcha: await solvedCaptcha() }, true);
    expect(sent.answer).toMatchObject({ success: true, message: "Uygulama bağlantısı telefonunuza SMS ile gönderildi." });
    const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === phone)!;
    expect(sms.body).toMatch(/^Minik Dünya uygulamasını indirmek için: http\S+ İptal için RET yazıp 3434'e gönderin\.$/);
    await appLink(v, phone);
    await appLink(v, phone);
    const limited = await appLink(visitor(), phone);
    expect(limited).toMatchObject({ status: 429, answer: { success: false } });
  });

  it("POST /send-app-link sends nothing without a solved captcha, and takes a solution once", async () => {
    const v = visitor();
    const phone = `059${stamp()}`;
    expect(await v.post("/send-app-link", { phoneNumber: phone })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CAPTCHA_REQUIRED },
    });
    const altcha = await solvedCaptcha();
    expect((await v.post("/send-app-link", { phoneNumber: phone, altcha })).answer.success).toBe(true);
    expect(await v.post("/send-app-link", { phoneNumber: phone, altcha })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CAPTCHA_INVALID },
    });
    expect((await outbox()).filter((m) => m.to === phone)).toHaveLength(1);
  });

  it("POST /send-app-link allows 10 an hour from one address", async () => {
    const v = visitor();
    const n = stamp();
    for (let i = 0; i < 10; i++) expect((await appLink(v, `057${n.slice(0, 7)}${i}`)).answer.success).toBe(true);
    const eleventh = await appLink(v, `058${n.slice(0, 8)}`);
    expect(eleventh).toMatchObject({
      status: 429,
      answer: { success: false, reason: "Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin." },
    });
  });
});
