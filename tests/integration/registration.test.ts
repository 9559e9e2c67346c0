/**
 * Registration with an SMS code over real HTTP (spec sections 2, 4, 5, 9): the form,
 * the code read from the demo outbox, the sign-in; wrong, replayed and early-resent codes,
 * a registered e-mail, and the spec's field messages. (Expiry is covered by the domain test.)
 */
import { describe, expect, it } from "vitest";
import { solvedCaptcha } from "../support/captcha";
import { getJson, request, setCookies } from "../support/http";

type Answer = {
  success: boolean;
  reason: string;
  message: string;
  errors?: Record<string, string>;
  remainingSeconds?: number;
  redirectUrl?: string | null;
  phone?: string;
};
type Message = { channel: string; to: string; body: string };

const NEUTRAL = "Bu bilgilerle üyelik oluşturulamadı. Bilgilerinizi kontrol edin ya da giriş yapın.";
const WRONG = "Girdiğiniz kod hatalı.";
const NO_PENDING = "Kayıt bilgileriniz bulunamadı. Lütfen formu yeniden doldurun.";
const EARLY_RESEND = "Gönderilen kodun süresi dolmadan yeni kod isteyemezsiniz.";
const CAPTCHA_REQUIRED = "Lütfen robot olmadığınızı doğrulayın.";
const CAPTCHA_INVALID = "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın.";

/** A body as the page sends it: with a solved captcha. */
const solved = async (body: Record<string, string>) => ({ ...body, altcha: await solvedCaptcha() });

/** A visitor with a cookie jar. */
function visitor() {
  let cookie = "";
  async function post(pathname: string, body: Record<string, unknown>, form = false): Promise<{ status: number; answer: Answer }> {
    const response = await request(pathname, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    });
    for (const c of setCookies(response)) if (c.name === "sid") cookie = c.value ? `sid=${c.value}` : "";
    return { status: response.status, answer: (await response.json()) as Answer };
  }
  const loggedIn = async () =>
    (await getJson<{ isLoggedIn: boolean }>("/kullanici/giris-yapti-mi", { headers: { Cookie: cookie } })).body.isLoggedIn;
  return { post, loggedIn, cookie: () => cookie };
}

let serial = 0;
/** A fresh valid form: unique phone and e-mail per call. */
function form(over: Record<string, string> = {}) {
  serial += 1;
  const n = String(Date.now() % 100000).padStart(5, "0") + String(serial).padStart(3, "0");
  return {
    firstname: "Şule",
    lastname: "Öztürk",
    phone: `(54${n[0]}) ${n.slice(1, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)}`,
    email: `sule.${n}@example.com`,
    password: "Cicek2024",
    passwordRepeat: "Cicek2024",
    membership: "on",
    kvkk: "on",
    ...over,
  };
}
const digitsOf = (masked: string) => "0" + masked.replace(/\D/g, "");

async function codeSentTo(phone: string): Promise<string> {
  const { body } = await getJson<Message[]>("/__dev/outbox");
  const sms = body.find((m) => m.channel === "sms" && m.to === phone);
  expect(sms?.body).toMatch(/^Minik Dünya üyelik doğrulama kodunuz: \d{4}$/);
  return sms!.body.slice(-4);
}

describe("registration with an SMS code", () => {
  it("GET /kullanici/kayit shows the form with the agreements linked", async () => {
    const response = await request("/kullanici/kayit");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      "Cep Telefonu",
      "Şifre Tekrar",
      "/sozlesmeler/uyelik-sozlesmesi",
      "/sozlesmeler/kvkk-aydinlatma-metni",
      "Kampanya ve fırsatlardan SMS ile haberdar olmak istiyorum.",
      "Kampanya ve fırsatlardan e-posta ile haberdar olmak istiyorum.",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("registers with the code from the outbox and ends signed in; the code cannot be replayed", async () => {
    const v = visitor();
    const data = form({ marketing: "on" });
    const step1 = await v.post("/kullanici/kayit", await solved(data), true);
    expect(step1.answer).toMatchObject({ success: true, reason: "", phone: data.phone });
    expect(step1.answer.remainingSeconds).toBeGreaterThan(290);
    expect(await v.loggedIn()).toBe(false);

    const code = await codeSentTo(digitsOf(data.phone));
    const wrong = code === "0000" ? "1111" : "0000";
    expect((await v.post("/kullanici/kayit/dogrula", { code: wrong })).answer).toMatchObject({ success: false, reason: WRONG });

    const done = await v.post("/kullanici/kayit/dogrula", { code });
    expect(done.answer).toMatchObject({ success: true, redirectUrl: "/" });
    expect(await v.loggedIn()).toBe(true);

    // The same code again, from the same browser and from another one that sent the same form.
    expect((await v.post("/kullanici/kayit/dogrula", { code })).answer).toMatchObject({ success: false, reason: NO_PENDING });
    const other = visitor();
    const again = await other.post("/kullanici/kayit", await solved(data));
    expect(again.answer).toMatchObject({ success: false, reason: NEUTRAL });
    expect((await other.post("/kullanici/kayit/dogrula", { code })).answer).toMatchObject({ success: false, reason: NO_PENDING });
    expect(await other.loggedIn()).toBe(false);
  });

  it("a registered e-mail or phone gets the same neutral message, and no SMS", async () => {
    const emailTaken = form({ email: "UYE@example.com" });
    const byEmail = await visitor().post("/kullanici/kayit", await solved(emailTaken));
    const data = form({ phone: "532 123 45 67" });
    const byPhone = await visitor().post("/kullanici/kayit", await solved(data));
    expect(byEmail).toMatchObject({ status: 409, answer: { success: false, reason: NEUTRAL } });
    expect(byPhone).toMatchObject({ status: 409, answer: { success: false, reason: NEUTRAL } });
    const { body } = await getJson<Message[]>("/__dev/outbox");
    expect(body.some((m) => m.to === digitsOf(emailTaken.phone))).toBe(false);
  });

  it("bad fields get the spec's messages, field by field", async () => {
    const { status, answer } = await visitor().post("/kullanici/kayit", {
      firstname: "Ş",
      lastname: "Yılmaz 2",
      phone: "212 123 45 67",
      email: "sule@",
      password: "sadeceharf",
      passwordRepeat: "baska",
    });
    expect(status).toBe(422);
    expect(answer.success).toBe(false);
    expect(answer.errors).toMatchObject({
      firstname: "Lütfen adınızı giriniz (en az 2 harf).",
      lastname: "Bu alana yalnızca harf girebilirsiniz.",
      phone: "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx",
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      password: "Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.",
      passwordRepeat: "Şifre, Şifre Tekrarı ile uyuşmuyor.",
      membership: "Lütfen üyelik sözleşmesini onaylayın.",
      kvkk: "Lütfen KVKK Aydınlatma Metni'ni okuduğunuzu onaylayın.",
    });
  });

  it("refuses a resend before the countdown ends, and a code with no pending registration", async () => {
    const v = visitor();
    const data = form();
    expect((await v.post("/kullanici/kayit", await solved(data))).answer.success).toBe(true);
    const resend = await v.post("/kullanici/kayit/kod-gonder", await solved({}));
    expect(resend).toMatchObject({ status: 429, answer: { success: false, reason: EARLY_RESEND } });
    expect(resend.answer.remainingSeconds).toBeGreaterThan(0);
    const { body } = await getJson<Message[]>("/__dev/outbox");
    expect(body.filter((m) => m.to === digitsOf(data.phone))).toHaveLength(1);

    expect((await visitor().post("/kullanici/kayit/dogrula", { code: "1234" })).answer).toMatchObject({
      success: false,
      reason: NO_PENDING,
    });
    expect((await visitor().post("/kullanici/kayit/kod-gonder", {})).answer).toMatchObject({ success: false, reason: NO_PENDING });
  });

  it("sends no code without a solved captcha, before saying whether the e-mail or phone is taken", async () => {
    const data = form();
    const v = visitor();
    expect(await v.post("/kullanici/kayit", data)).toMatchObject({ status: 400, answer: { success: false, reason: CAPTCHA_REQUIRED } });
    expect(await v.post("/kullanici/kayit", { ...form({ email: "UYE@example.com" }), altcha: "e30=" })).toMatchObject({
      status: 400,
      answer: { reason: CAPTCHA_INVALID },
    });
    const altcha = await solvedCaptcha();
    expect((await v.post("/kullanici/kayit", { ...data, altcha })).answer.success).toBe(true);
    expect(await visitor().post("/kullanici/kayit", { ...form(), altcha })).toMatchObject({
      status: 400,
      answer: { reason: CAPTCHA_INVALID },
    });
    expect(await v.post("/kullanici/kayit/kod-gonder", {})).toMatchObject({ status: 400, answer: { reason: CAPTCHA_REQUIRED } });
    const { body } = await getJson<Message[]>("/__dev/outbox");
    expect(body.filter((m) => m.to === digitsOf(data.phone))).toHaveLength(1);
  });

  it("takes the spec's `name` and `surname` as well (JSON and form), with the same rules and messages", async () => {
    // Spec section 3: 'Member registration: name, surname, phone, email, password, passwordRepeat'.
    const asSpec = ({ firstname, lastname, ...rest }: ReturnType<typeof form>) => ({ name: firstname, surname: lastname, ...rest });
    for (const sent of ["json", "form"] as const) {
      const v = visitor();
      const data = asSpec(form({ firstname: sent === "json" ? "Şule" : "Işıl", lastname: "Öztürk" }));
      const step1 = await v.post("/kullanici/kayit", await solved(data), sent === "form");
      expect(step1, sent).toMatchObject({ status: 200, answer: { success: true, reason: "", phone: data.phone } });
      const code = await codeSentTo(digitsOf(data.phone));
      expect((await v.post("/kullanici/kayit/dogrula", { code })).answer).toMatchObject({ success: true });
      const who = await getJson<{ user: { firstname: string } | null }>("/kullanici/oturum-bilgisi", { headers: { Cookie: v.cookie() } });
      expect(who.body.user?.firstname, sent).toBe(data.name);
    }
    // The same messages, under the names the caller sent.
    const bad = await visitor().post("/kullanici/kayit", asSpec(form({ firstname: "Ş", lastname: "Yılmaz 2" })));
    expect(bad.status).toBe(422);
    expect(bad.answer.errors).toEqual({
      name: "Lütfen adınızı giriniz (en az 2 harf).",
      surname: "Bu alana yalnızca harf girebilirsiniz.",
    });
    expect(bad.answer.reason).toBe("Lütfen adınızı giriniz (en az 2 harf).");
    const missing = await visitor().post("/kullanici/kayit", { ...asSpec(form()), name: "", surname: " " });
    expect(missing.answer.errors).toEqual({
      name: "Lütfen adınızı giriniz (en az 2 harf).",
      surname: "Lütfen soyadınızı giriniz (en az 2 harf).",
    });
    // Both names sent: the page's own fields are the ones read.
    const both = await visitor().post("/kullanici/kayit", { ...form({ firstname: "A" }), name: "Şule" });
    expect(both.answer.errors).toEqual({ firstname: "Lütfen adınızı giriniz (en az 2 harf)." });
  });

  it("the calls are POST only", async () => {
    for (const path of ["/kullanici/kayit/dogrula", "/kullanici/kayit/kod-gonder"]) {
      const { response } = await getJson(path);
      expect(response.status).toBe(405);
    }
  });
});
