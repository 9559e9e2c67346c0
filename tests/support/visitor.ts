/**
 * A browser stand-in for HTTP tests of member features: its own address (X-Forwarded-For) and
 * cookie jar (the shop's session and the back office's), JSON calls and pages, the real login
 * (secretId + encrypted password, a solved captcha), and a fresh member registered with the SMS
 * code read from the outbox.
 */
import { expect } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { MANAGER_COOKIE } from "#app/domain/back-office/manager-session.server";
import { encryptPassword } from "#app/lib/login-encryption";
import { solvedCaptcha } from "./captcha";
import { baseURL, getJson, request, setCookies } from "./http";

export type Answer = { success: boolean; reason: string; message: string; errors?: Record<string, string>; isLoggedIn?: boolean };
export type Message = { channel: string; to: string; subject: string; body: string };

let counter = 0;
export const stamp = () => String(Date.now() % 100000).padStart(5, "0") + String(++counter).padStart(3, "0");

/**
 * A browser stand-in: its own address and cookie jar. With `freshConnections` every request goes
 * on a new connection (`Connection: close`): with several server processes, each may be answered
 * by another one. With `browserOrigin` every POST says where it comes from as a browser does
 * (Origin: the address the helpers talk to, Sec-Fetch-Site: same-origin), which React Router's
 * own check compares with the address the shop serves the request as.
 */
export function visitor(options: { freshConnections?: boolean; browserOrigin?: boolean } = {}) {
  const ip = `203.0.113.${(++counter % 250) + 1}`;
  // The shop's session cookie and the back office's (a browser sends the latter only under /yonetim).
  const jar = new Map<string, string>();
  const cookiesFor = (pathname: string) =>
    [...jar]
      .filter(
        ([name]) =>
          name !== MANAGER_COOKIE || pathname.startsWith("/yonetim/") || pathname === "/yonetim" || pathname.startsWith("/yonetim?"),
      )
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  async function send(pathname: string, init: { method?: string; body?: Record<string, string>; form?: boolean; accept?: string } = {}) {
    const headers: Record<string, string> = { Accept: init.accept ?? "application/json", "X-Forwarded-For": ip };
    if (options.freshConnections) headers.Connection = "close";
    const method = init.method ?? (init.body ? "POST" : "GET");
    if (options.browserOrigin && method !== "GET")
      Object.assign(headers, { Origin: new URL(baseURL()).origin, "Sec-Fetch-Site": "same-origin" });
    const cookie = cookiesFor(pathname);
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined;
    if (init.body) {
      headers["Content-Type"] = init.form ? "application/x-www-form-urlencoded" : "application/json";
      body = init.form ? new URLSearchParams(init.body).toString() : JSON.stringify(init.body);
    }
    const response = await request(pathname, { method, headers, body });
    for (const c of setCookies(response)) {
      if (c.name !== SESSION_COOKIE && c.name !== MANAGER_COOKIE) continue;
      if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    return response;
  }
  const post = async (pathname: string, body: Record<string, string> = {}, form = false) => {
    const response = await send(pathname, { method: "POST", body, form });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  const page = async (pathname: string) => {
    const response = await send(pathname, { accept: "text/html" });
    return { status: response.status, html: await response.text(), location: response.headers.get("location") };
  };
  const loggedIn = async () => ((await (await send("/kullanici/giris-yapti-mi")).json()) as Answer).isLoggedIn;
  /**
   * A login made ready to send (the page read, the password sealed, the captcha solved): tests of the
   * throttle send it right after the failures, since its first wait is one second and getting ready
   * takes about that long on a busy machine.
   */
  async function prepareLogin(identifier: string, password: string): Promise<() => Promise<Answer>> {
    const html = await (await send("/kullanici/kullanici-giris", { accept: "text/html" })).text();
    const secretId = /name="secretId" value="([^"]+)"/.exec(html)![1];
    const publicKey = /data-public-key="([^"]+)"/.exec(html)![1];
    const sealed = await encryptPassword(password, { secretId, publicKey });
    const altcha = await solvedCaptcha();
    return async () => (await post("/kullanici/kullanici-giris", { identifier, altcha, ...sealed })).answer;
  }
  const login = async (identifier: string, password: string) => (await prepareLogin(identifier, password))();
  /** The session cookie header ('sid=…'), for requests sent another way (rawRequest). */
  const cookieHeader = () => (jar.has(SESSION_COOKIE) ? `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}` : "");
  /** The back office's cookie header ('md_yonetim=…'), for requests sent another way. */
  const managerCookieHeader = () => (jar.has(MANAGER_COOKIE) ? `${MANAGER_COOKIE}=${jar.get(MANAGER_COOKIE)}` : "");
  return { ip, send, post, page, loggedIn, login, prepareLogin, cookieHeader, managerCookieHeader };
}

export const outbox = async () => (await getJson<Message[]>("/__dev/outbox")).body;

/** Registers a new member with the SMS code from the outbox; the visitor ends signed in. */
export async function newMember() {
  const v = visitor();
  const n = stamp();
  const phone = `(55${n[0]}) ${n.slice(1, 4)} ${n.slice(4, 6)} ${n.slice(6, 8)}`;
  const data = {
    firstname: "Deniz",
    lastname: "Kaya",
    phone,
    email: `deniz.${n}@example.com`,
    password: "Bahar2024",
    passwordRepeat: "Bahar2024",
    membership: "on",
    kvkk: "on",
  };
  expect((await v.post("/kullanici/kayit", { ...data, altcha: await solvedCaptcha() })).answer).toMatchObject({ success: true });
  const to = "0" + phone.replace(/\D/g, "");
  const code = (await outbox()).find((m) => m.channel === "sms" && m.to === to)!.body.slice(-4);
  expect((await v.post("/kullanici/kayit/dogrula", { code })).answer).toMatchObject({ success: true });
  return { v, email: data.email, password: data.password, phone: to };
}
