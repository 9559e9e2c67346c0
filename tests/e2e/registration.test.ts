/**
 * Registration as a new shopper does it (spec sections 2, 4, 5, 9): the form's messages,
 * the phone mask, the captcha before the SMS, the code popup with its countdown (and the captcha
 * that comes with its resend), the code read from the demo outbox, and the shop's header greeting
 * the new member by first name. Desktop 1280 and phone 390.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";

const CODE_EXPIRED = "Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.";
const EARLY_RESEND = "Gönderilen kodun süresi dolmadan yeni kod isteyemezsiniz.";
const CAPTCHA_LABEL = "Robot olmadığımı doğrula";
/** The captcha's checkbox before and after its check. */
const CAPTCHA_NAME = /^Robot olmadığ(ımı doğrula|ınız doğrulandı)$/;

const browser = sharedBrowser();

/** Ten digits starting with 5, different on every call. */
let serial = 0;
function newPhoneDigits(): string {
  serial += 1;
  return `55${String(Date.now() % 1_000_000).padStart(6, "0")}${String(serial).padStart(2, "0")}`;
}

async function codeFromOutbox(phoneDigits: string): Promise<string> {
  const messages = (await (await fetch(`${baseURL()}/__dev/outbox`)).json()) as { channel: string; to: string; body: string }[];
  const sms = messages.find((m) => m.channel === "sms" && m.to === `0${phoneDigits}`);
  expect(sms?.body).toMatch(/^Minik Dünya üyelik doğrulama kodunuz: \d{4}$/);
  return sms!.body.slice(-4);
}

async function openForm(page: Page) {
  await page.context().addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);
  await page.goto("/kullanici/kayit", { waitUntil: "networkidle" });
}

/** Fills a valid form; the phone is typed with the leading 0 the mask drops. */
async function fillForm(page: Page, firstname: string, phoneDigits: string) {
  const form = page.getByRole("form", { name: "Üyelik formu" });
  await form.getByLabel("Ad", { exact: true }).fill(firstname);
  await form.getByLabel("Soyad", { exact: true }).fill("Şahin Öğüt");
  const phone = form.getByLabel("Cep Telefonu", { exact: true });
  await phone.pressSequentially(`0${phoneDigits}`);
  expect(await phone.inputValue()).toBe(`(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`);
  await form.getByLabel("E-posta", { exact: true }).fill(`yeni.${phoneDigits}@example.com`);
  await form.getByLabel("Şifre", { exact: true }).fill("Bebek2024");
  await form.getByLabel("Şifre Tekrar", { exact: true }).fill("Bebek2024");
  await form.getByRole("radio", { name: "Kadın" }).check();
  await form.getByRole("checkbox", { name: "Üyelik Sözleşmesi'ni okudum, kabul ediyorum." }).check();
  await form.getByRole("checkbox", { name: "KVKK Aydınlatma Metni'ni okudum." }).check();
}

describe("registration with an SMS code", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a new shopper registers with the SMS code and is signed in (${name} ${viewport.width}px)`, async () => {
      await journey(browser(), `registration-${name}`, { viewport }, async ({ page, problems }) => {
        await openForm(page);
        // An empty form: each field's message, nothing sent.
        await page.getByRole("button", { name: "Üye Ol" }).click();
        await page.getByText("Lütfen adınızı giriniz (en az 2 harf).").waitFor();
        expect(await page.getByText("Lütfen üyelik sözleşmesini onaylayın.").isVisible()).toBe(true);
        expect(await page.getByText("Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.").isVisible()).toBe(true);
        expect(await page.getByRole("form", { name: "Üyelik formu" }).getByLabel("Ad", { exact: true }).getAttribute("aria-invalid")).toBe(
          "true",
        );

        const phoneDigits = newPhoneDigits();
        const firstname = name === "desktop" ? "Ayşegül" : "İpek";
        await fillForm(page, firstname, phoneDigits);
        expect(await page.getByText("Lütfen adınızı giriniz (en az 2 harf).").count()).toBe(0);
        // The captcha before the SMS: nothing to do, it works when the form is sent.
        await page.getByRole("form", { name: "Üyelik formu" }).getByRole("checkbox", { name: CAPTCHA_NAME }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.getByRole("button", { name: "Üye Ol" }).click();

        const dialog = page.getByRole("dialog", { name: "Telefon Doğrulama" });
        await dialog.waitFor();
        expect(await dialog.getByRole("timer").textContent()).toMatch(/^[45]:\d\d$/);
        expect(await dialog.getByRole("button", { name: "Tekrar Gönder" }).isDisabled()).toBe(true);
        const code = await codeFromOutbox(phoneDigits);

        // A wrong code first: the message, fields emptied.
        const wrong = code === "0000" ? "1111" : "0000";
        await dialog.getByLabel("Kodun 1. hanesi").pressSequentially(wrong);
        await dialog.getByRole("button", { name: "Onayla" }).click();
        await dialog.getByText("Girdiğiniz kod hatalı.").waitFor();

        // Typing moves on from field to field.
        await dialog.getByLabel("Kodun 1. hanesi").pressSequentially(code);
        expect(await dialog.getByLabel("Kodun 4. hanesi").inputValue()).toBe(code[3]);
        await dialog.getByRole("button", { name: "Onayla" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        // The header greets the member by first name (hidden visually on phones, kept for screen readers).
        await page.getByRole("banner").getByText(firstname, { exact: true }).first().waitFor({ state: "attached" });
        const loggedIn = (await (await page.request.get("/kullanici/giris-yapti-mi")).json()) as { isLoggedIn: boolean };
        expect(loggedIn.isLoggedIn).toBe(true);
        expect(problems).toEqual([]);
      });
    });
  }

  it("at 0:00 the popup shows the expiry message and enables 'Tekrar Gönder'", async () => {
    await journey(browser(), "registration-countdown", { viewport: DESKTOP }, async ({ page, problems }) => {
      await page.clock.install();
      await openForm(page);
      await fillForm(page, "Elif", newPhoneDigits());
      await page.getByRole("button", { name: "Üye Ol" }).click();
      const dialog = page.getByRole("dialog", { name: "Telefon Doğrulama" });
      await dialog.waitFor();
      const resend = dialog.getByRole("button", { name: "Tekrar Gönder" });
      expect(await resend.isDisabled()).toBe(true);
      expect(await dialog.getByText(CODE_EXPIRED).count()).toBe(0);
      await page.clock.fastForward("05:01");
      await dialog.getByText(CODE_EXPIRED).waitFor();
      expect(await dialog.getByRole("timer").textContent()).toBe("0:00");
      expect(await resend.isEnabled()).toBe(true);
      expect(await dialog.getByRole("button", { name: "Onayla" }).isDisabled()).toBe(true);
      // A new code is a new SMS: the captcha comes with the resend. (The shop's clock has not run
      // five minutes, so it says the code still runs: the captcha itself was accepted.)
      expect(await dialog.getByRole("checkbox", { name: CAPTCHA_LABEL }).isVisible()).toBe(true);
      await page.clock.resume();
      await resend.click();
      await dialog.getByText(EARLY_RESEND).waitFor();
      expect(problems).toEqual([]);
    });
  });
});
