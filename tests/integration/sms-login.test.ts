/**
 * Login with an SMS code over real HTTP (spec sections 2, 4, 5, 7, 9): POST
 * /kullanici/sms-giris/kod-gonder {phoneNumber} sends a 4-digit code (read from /__dev/outbox)
 * only to a member's phone but answers every well-formed mobile number alike; POST
 * /kullanici/sms-giris/dogrula {code, phone?} signs the member in like the password login (new
 * session, guest basket merged) once; wrong, replayed and unknown-phone codes get the code's
 * messages; limits hold for unknown phones too.
 */
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { request, setCookies } from "../support/http";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox, stamp, type Answer } from "../support/visitor";

const SEND = "/kullanici/sms-giris/kod-gonder";
const VERIFY = "/kullanici/sms-giris/dogrula";
const CODE_SENT = "Telefonunuza bir doğrulama kodu gönderildi.";
const MOBILE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";
const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const CODE_WRONG = "Girdiğiniz kod hatalı.";
const CODE_USED = "Bu kod daha önce kullanıldı. Lütfen yeni kod isteyin.";
const TOO_MANY_CODES = "Çok fazla kod istediniz. Lütfen daha sonra tekrar deneyin.";
const CAPTCHA_REQUIRED = "Lütfen robot olmadığınızı doğrulayın.";
const CAPTCHA_INVALID = "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın.";

type SendAnswer = Answer & { phone?: string; remainingSeconds?: number; redirectUrl?: string | null };
type CartAnswer = Answer & { cart?: { quantity: number; items: { id: number; quantity: number }[] } };

/**
 * A browser stand-in like tests/support/visitor.ts, but from an address of its own block
 * (198.18.0.0/15, random per run): code and failed-login limits count per address, and other
 * files' visitors reuse the same few addresses.
 */
const block = Math.floor(Math.random() * 200);
let hosts = 0;
function visitor() {
  const ip = `198.${18 + (block % 2)}.${block}.${++hosts}`;
  let cookie = "";
  async function send(pathname: string, init: { method?: string; body?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": ip };
    if (cookie) headers.Cookie = cookie;
    if (init.body) headers["Content-Type"] = "application/json";
    const response = await request(pathname, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const sid = setCookies(response).find((c) => c.name === SESSION_COOKIE);
    if (sid) cookie = sid.value ? `${SESSION_COOKIE}=${sid.value}` : "";
    return response;
  }
  const post = async (pathname: string, body: Record<string, string> = {}) => {
    const response = await send(pathname, { method: "POST", body });
    return { status: response.status, answer: (await response.json()) as SendAnswer };
  };
  const loggedIn = async () => ((await (await send("/kullanici/giris-yapti-mi")).json()) as Answer).isLoggedIn;
  return { send, post, loggedIn };
}

/** A member registered through the outbox SMS code, with the phone it registered (05xxxxxxxxx). */
async function memberWithPhone() {
  const member = await newMember();
  // newMember() registers deniz.<n>@example.com with the phone (55n[0]) n[1..3] n[4..5] n[6..7].
  const phone = "055" + /^deniz\.(\d{8})@/.exec(member.email)![1];
  expect(
    (await outbox()).some((m) => m.channel === "sms" && m.to === phone),
    "the member registered that phone",
  ).toBe(true);
  return { ...member, phone };
}

/** The SMS login codes sent to a phone, newest first (not its registration code). */
const smsTo = async (phone: string) =>
  (await outbox()).filter((m) => m.channel === "sms" && m.to === phone && m.body.includes("giriş kodunuz"));
const codeFor = async (phone: string) => {
  const [sms] = await smsTo(phone);
  expect(sms?.body).toMatch(/^Kimseyle paylaşmayınız\. Minik Dünya giriş kodunuz: \d{4}$/);
  return sms.body.slice(-4);
};
/** A phone no member has: 054 plus eight digits of the test's stamp. */
const unknownPhone = () => "054" + stamp();

/** 'Kod Gönder' as the page sends it: with a solved captcha (unless `body` says otherwise). */
async function send(v: ReturnType<typeof visitor>, body: Record<string, string>) {
  const response = await v.send(SEND, { method: "POST", body: { altcha: await solvedCaptcha(), ...body } });
  return { status: response.status, answer: (await response.json()) as SendAnswer };
}

describe("SMS login", () => {
  it("sends a code to the member's phone; the code signs in once and goes to the redirect", async () => {
    const { phone } = await memberWithPhone();
    const v = visitor();
    const sent = await send(v, { phoneNumber: phone.slice(1), redirectUrl: "/cart/" });
    expect(sent.status).toBe(200);
    expect(sent.answer).toMatchObject({
      success: true,
      message: CODE_SENT,
      phone: `(${phone.slice(1, 4)}) ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9)}`,
    });
    expect(sent.answer.remainingSeconds).toBeGreaterThan(290);
    expect(sent.answer.remainingSeconds).toBeLessThanOrEqual(300);
    const code = await codeFor(phone);
    // 'Tekrar Gönder' sends no phone: the same phone's running code is kept, nothing more is sent.
    expect(await v.post(SEND, { altcha: await solvedCaptcha() })).toMatchObject({
      status: 200,
      answer: { success: true, phone: sent.answer.phone },
    });
    expect(await smsTo(phone)).toHaveLength(1);

    // The code popup sends only the code: the phone and the redirect come from the session.
    const done = await v.post(VERIFY, { code });
    expect(done).toMatchObject({ status: 200, answer: { success: true, reason: "", redirectUrl: "/cart/" } });
    expect(await v.loggedIn()).toBe(true);

    // The same code again, from another browser naming the phone: refused, not signed in.
    const other = visitor();
    expect(await other.post(VERIFY, { phone, code })).toMatchObject({ status: 400, answer: { success: false, reason: CODE_USED } });
    expect(await other.loggedIn()).toBe(false);
  });

  it("refuses a wrong code with its message; the right one still works", async () => {
    const { phone } = await memberWithPhone();
    const v = visitor();
    await send(v, { phoneNumber: phone });
    const code = await codeFor(phone);
    const wrong = code === "1234" ? "4321" : "1234";
    expect(await v.post(VERIFY, { phone, code: wrong })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CODE_WRONG, message: CODE_WRONG },
    });
    expect(await v.loggedIn()).toBe(false);
    expect((await v.post(VERIFY, { phone, code })).answer).toMatchObject({ success: true, redirectUrl: "/" });
    expect(await v.loggedIn()).toBe(true);
  });

  it("sends no code without a solved captcha (the resend too), and takes a solution once", async () => {
    const { phone } = await memberWithPhone();
    const v = visitor();
    expect(await send(v, { phoneNumber: phone, altcha: "" })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CAPTCHA_REQUIRED },
    });
    const altcha = await solvedCaptcha();
    expect((await send(v, { phoneNumber: phone, altcha })).answer.success).toBe(true);
    expect(await send(visitor(), { phoneNumber: unknownPhone(), altcha })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CAPTCHA_INVALID },
    });
    expect(await v.post(SEND)).toMatchObject({ status: 400, answer: { success: false, reason: CAPTCHA_REQUIRED } });
    expect(await smsTo(phone)).toHaveLength(1);
    // The spec's own call names the fields phone and recaptcha.
    expect((await visitor().post(SEND, { phone: unknownPhone(), recaptcha: await solvedCaptcha() })).answer.success).toBe(true);
  });

  it("checks the phone's format with the mobile phone rule", async () => {
    const v = visitor();
    expect(await send(v, { phoneNumber: "" })).toMatchObject({ status: 422, answer: { success: false, reason: PHONE_REQUIRED } });
    expect(await send(v, { phoneNumber: "0212 123 45 67" })).toMatchObject({
      status: 422,
      answer: { success: false, reason: MOBILE_RULE },
    });
    expect(await send(v, { phoneNumber: "12345" })).toMatchObject({ status: 422, answer: { success: false, reason: MOBILE_RULE } });
  });

  it("answers an unknown phone exactly like a member's, sends it nothing, and refuses its codes", async () => {
    const { phone } = await memberWithPhone();
    const stranger = unknownPhone();
    const forMember = await send(visitor(), { phoneNumber: phone });
    const forStranger = await send(visitor(), { phoneNumber: stranger });
    const shape = ({ status, answer: { phone: _phone, remainingSeconds, ...rest } }: Awaited<ReturnType<typeof send>>) => ({
      status,
      rest,
      remainingSeconds: Math.round((remainingSeconds ?? 0) / 10),
    });
    expect(shape(forStranger)).toEqual(shape(forMember));
    expect(await smsTo(stranger)).toEqual([]);
    expect(await smsTo(phone)).toHaveLength(1);

    const v = visitor();
    expect(await v.post(VERIFY, { phone: stranger, code: "1234" })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CODE_WRONG },
    });
    expect(await v.post(VERIFY, { phone, code: (await codeFor(phone)) === "1234" ? "4321" : "1234" })).toMatchObject({
      status: 400,
      answer: { success: false, reason: CODE_WRONG },
    });
    expect(await v.loggedIn()).toBe(false);
  });

  it("sends one SMS per running code, and limits the codes an address asks for (unknown phones count)", async () => {
    const { phone } = await memberWithPhone();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(visitor(), { phoneNumber: phone }));
    expect(answers.every((a) => a.answer.success)).toBe(true);
    expect(await smsTo(phone)).toHaveLength(1);

    const v = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send(v, { phoneNumber: unknownPhone() })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await send(v, { phoneNumber: unknownPhone() })).toMatchObject({
      status: 429,
      answer: { success: false, reason: TOO_MANY_CODES },
    });
  });

  it("merges the guest's basket into the member's at SMS login", async () => {
    const { v: member, phone } = await memberWithPhone();
    const before = ((await (await member.send("/cart/mini")).json()) as CartAnswer).cart!;

    const guest = visitor();
    let added: CartAnswer | undefined;
    for (let productId = 1; productId <= 200 && !added?.success; productId++) {
      added = (await guest.post("/cart/add", { productId: String(productId), quantity: "1" })).answer as CartAnswer;
    }
    expect(added?.success, "a demo variant can be added").toBe(true);
    const line = added!.cart!.items[0];

    await send(guest, { phoneNumber: phone });
    expect((await guest.post(VERIFY, { code: await codeFor(phone) })).answer.success).toBe(true);
    const after = ((await (await guest.send("/cart/mini")).json()) as CartAnswer).cart!;
    expect(after.quantity).toBe(before.quantity + 1);
    expect(after.items.some((item) => item.id === line.id)).toBe(true);
  });

  it("answers GET with 405", async () => {
    for (const path of [SEND, VERIFY]) expect((await visitor().send(path)).status).toBe(405);
  });
});
