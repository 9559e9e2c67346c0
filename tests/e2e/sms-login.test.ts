/**
 * SMS login and the header's login popup (spec sections 2, 4, 5, 9), at 1280 and 390 px.
 *
 *   SMS login page: 'SMS ile Giriş' tab, an empty phone gets the message and a red border, the
 *     phone is masked (5xx) xxx-xxxx, 'Kod Gönder' opens the code popup, a wrong code gets its
 *     message, the code read from the outbox signs in and lands on the redirectUrl.
 *   Login popup: on a product page, 'Giriş Yap' in the header opens the login box in place (the
 *     address does not change); a wrong password gets the message and red fields, the right one
 *     reloads the same product page signed in.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { newMember, outbox } from "../support/visitor";

const LOGIN_FAILED = "Lütfen Giriş Bilgilerinizi Kontrol Ediniz.";
const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const CODE_WRONG = "Girdiğiniz kod hatalı.";
/** Tailwind's red-500 / red-600 as Chromium reports them (oklab while a focus transition runs). */
const RED_BORDER = /^(rgb\(2\d\d, \d{1,2}, \d{1,2}\)|oklch\(0\.[56]\d* 0\.2|oklab\(0\.[56]\d* 0\.[12])/;

const browser = sharedBrowser();

const borderColor = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderTopColor);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A fresh member and the phone it registered (newMember: deniz.<n>@example.com, phone 055<n>). */
async function memberWithPhone() {
  const member = await newMember();
  return { ...member, phone: "055" + /^deniz\.(\d{8})@/.exec(member.email)![1] };
}

const loginCode = async (phone: string) => {
  const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === phone && m.body.includes("giriş kodunuz"));
  expect(sms, `a login code went to ${phone}`).toBeTruthy();
  return sms!.body.slice(-4);
};

async function typeCode(page: Page, code: string) {
  const dialog = page.getByRole("dialog", { name: "Telefon Doğrulama" });
  await dialog.getByLabel("Kodun 1. hanesi").fill(code);
  await dialog.getByRole("button", { name: "Onayla" }).click();
}

const sizes = [
  ["1280×800", "desktop", { viewport: DESKTOP }],
  ["390×844", "phone", { viewport: PHONE, isMobile: true, hasTouch: true }],
] as const;

describe("SMS login", () => {
  for (const [size, name, options] of sizes) {
    it(`logs in with the code from the outbox on the login page (${size})`, async () => {
      const { phone } = await memberWithPhone();
      await journey(browser(), `sms-login-${name}`, options, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/kullanici/kullanici-giris?redirectUrl=%2Fcart%2F", { waitUntil: "networkidle" });
        const smsTab = page.getByRole("tab", { name: "SMS ile Giriş" });
        await smsTab.click();
        expect(await smsTab.getAttribute("aria-selected")).toBe("true");

        const phoneField = page.getByLabel("Cep Telefonu", { exact: true });
        await page.getByRole("button", { name: "Kod Gönder" }).click();
        await expect.poll(() => page.getByRole("alert").filter({ hasText: PHONE_REQUIRED }).count()).toBe(1);
        expect(await phoneField.getAttribute("aria-invalid")).toBe("true");
        await expect.poll(() => borderColor(phoneField)).toMatch(RED_BORDER);

        // The captcha before the SMS (ticked already if it did its work on the first 'Kod Gönder').
        await page.getByRole("checkbox", { name: /^Robot olmadığ(ımı doğrula|ınız doğrulandı)$/ }).waitFor();
        await phoneField.fill(phone.slice(1));
        expect(await phoneField.inputValue()).toBe(`(${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`);
        await page.getByRole("button", { name: "Kod Gönder" }).click();
        const dialog = page.getByRole("dialog", { name: "Telefon Doğrulama" });
        await dialog.waitFor();
        expect(await dialog.getByRole("timer").textContent()).toMatch(/^[45]:\d\d$/);
        expect(await dialog.getByRole("button", { name: "Tekrar Gönder" }).isDisabled()).toBe(true);
        expect(await fitsWidth(page)).toBe(true);

        const code = await loginCode(phone);
        await typeCode(page, code === "1234" ? "4321" : "1234");
        await expect.poll(() => dialog.getByRole("alert").filter({ hasText: CODE_WRONG }).count()).toBe(1);
        await typeCode(page, code);
        await page.waitForURL((url) => url.pathname === "/cart/");
        await page.getByRole("button", { name: "Hesabım: Deniz" }).waitFor();
        expect(problems).toEqual([]);
      });
    });
  }
});

describe("login popup", () => {
  for (const [size, name, options] of sizes) {
    it(`logs in from a product page's header and comes back to it (${size})`, async () => {
      const { email, password } = await newMember();
      await journey(browser(), `login-popup-${name}`, options, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/", { waitUntil: "networkidle" });
        const productPath = await page.evaluate(async () => {
          const answer = await (await fetch("/arama/ajax/urunler?category=oyuncak", { headers: { Accept: "application/json" } })).json();
          return new URL(answer.items[0].url, location.origin).pathname;
        });
        expect(productPath).toMatch(/^\/urun\//);
        await page.goto(productPath, { waitUntil: "networkidle" });

        await page
          .getByRole("link", { name: /Giriş Yap/ })
          .first()
          .click();
        const dialog = page.getByRole("dialog", { name: "Giriş Yap" });
        await dialog.waitFor();
        expect(new URL(page.url()).pathname).toBe(productPath);
        await dialog.getByRole("tab", { name: "SMS ile Giriş" }).waitFor();
        expect(await fitsWidth(page)).toBe(true);

        const identifier = dialog.getByLabel("E-posta veya Cep Telefonu");
        const passwordField = dialog.getByLabel("Şifre", { exact: true });
        const submit = dialog.getByRole("button", { name: "Giriş Yap", exact: true });
        await identifier.fill(email);
        await passwordField.fill("Yanlis123");
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await submit.click();
        await expect.poll(() => dialog.getByRole("alert").filter({ hasText: LOGIN_FAILED }).count()).toBe(1);
        for (const field of [identifier, passwordField]) {
          expect(await field.getAttribute("aria-invalid")).toBe("true");
          await expect.poll(() => borderColor(field)).toMatch(RED_BORDER);
        }
        expect(await identifier.inputValue()).toBe(email);
        expect(await passwordField.inputValue()).toBe("");

        await passwordField.fill(password);
        await expect.poll(() => submit.isEnabled()).toBe(true);
        await Promise.all([page.waitForEvent("load"), submit.click()]);
        await page.getByRole("button", { name: "Hesabım: Deniz" }).waitFor();
        expect(new URL(page.url()).pathname).toBe(productPath);
        expect(problems).toEqual([]);
      });
    });
  }
});
