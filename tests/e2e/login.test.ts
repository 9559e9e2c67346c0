/**
 * Login journeys (spec sections 2, 4, 5, 8): the demo member logs in through the form.
 *
 *   desktop 1280: a guest puts a variant in the basket, opens the login page from the header,
 *                 types a wrong password (the spec's message, both fields red, the identifier
 *                 kept, the password emptied, the captcha shown), ticks the captcha with the
 *                 keyboard, fails again (the captcha resets), then the right password (the
 *                 captcha works on its own when the form is sent); lands on the redirectUrl,
 *                 the header greets 'Ayşe', the basket kept its line; 'Çıkış Yap' logs out.
 *   phone 390:    a wrong password first (the captcha appears), then logs in with the phone
 *                 number without its leading 0, the password shown with 'Şifreyi göster';
 *                 nothing overflows.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";

const LOGIN_FAILED = "Lütfen Giriş Bilgilerinizi Kontrol Ediniz.";
const CAPTCHA_LABEL = "Robot olmadığımı doğrula";
const CAPTCHA_DONE = "Robot olmadığınız doğrulandı";
const RESET_SENT = "Bilgileriniz sistemimizde kayıtlı ise şifre yenileme bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.";
const MEMBER = { email: "uye@example.com", password: "Deneme123", phone: "5321234567", firstname: "Ayşe" };

const browser = sharedBrowser();

/** Puts the first variant that can be added into the guest's basket, as the shop's own scripts do. */
async function addSomething(page: Page): Promise<number> {
  const quantity = await page.evaluate(async () => {
    for (let productId = 1; productId <= 200; productId++) {
      const answer = await (
        await fetch("/cart/add", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ productId }),
        })
      ).json();
      if (answer.success) return answer.cart.quantity as number;
    }
    return 0;
  });
  expect(quantity).toBeGreaterThan(0);
  return quantity;
}

const cartCount = async (page: Page) => Number(await page.getByTestId("cart-count").first().textContent());

describe("login", () => {
  it("wrong password, then the demo member by e-mail keeps the basket; logout (1280×800)", async () => {
    await journey(browser(), "login-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/", { waitUntil: "networkidle" });
      await addSomething(page);
      await page.goto("/kullanici/kullanici-giris?redirectUrl=%2Fcart%2F", { waitUntil: "networkidle" });
      expect(await cartCount(page)).toBeGreaterThan(0);
      const guestCount = await cartCount(page);

      const identifier = page.getByLabel("E-posta veya Cep Telefonu");
      const password = page.getByLabel("Şifre", { exact: true });
      await identifier.fill(MEMBER.email);
      await password.fill("Yanlis123");
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await expect.poll(() => page.getByRole("alert").filter({ hasText: LOGIN_FAILED }).count()).toBe(1);
      for (const field of [identifier, password]) {
        expect(await field.getAttribute("aria-invalid")).toBe("true");
        expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor)).toMatch(
          /^(rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)|oklch\(0\.6)/,
        );
      }
      expect(await identifier.inputValue()).toBe(MEMBER.email);
      expect(await password.inputValue()).toBe("");

      // After the failure the captcha is there: a labelled checkbox, ticked with the keyboard.
      const captcha = page.getByRole("checkbox", { name: CAPTCHA_LABEL });
      await captcha.waitFor();
      expect(await captcha.isChecked()).toBe(false);
      await captcha.focus();
      await page.keyboard.press("Space");
      await page.getByRole("status").filter({ hasText: CAPTCHA_DONE }).waitFor();
      expect(await page.getByRole("checkbox", { name: CAPTCHA_DONE }).isChecked()).toBe(true);
      // A second failure resets it with the red borders.
      await password.fill("Yanlis124");
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await expect.poll(() => password.inputValue()).toBe("");
      await captcha.waitFor();
      expect(await captcha.isChecked()).toBe(false);
      expect(await identifier.getAttribute("aria-invalid")).toBe("true");

      // The right password: the captcha does its work when the form is sent.
      await password.fill(MEMBER.password);
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/cart/");
      const account = page.getByRole("button", { name: `Hesabım: ${MEMBER.firstname}` });
      await account.waitFor();
      expect(await cartCount(page)).toBeGreaterThanOrEqual(guestCount);

      await account.click();
      await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();
      await page
        .getByRole("link", { name: /Giriş Yap/ })
        .first()
        .waitFor();
      expect(await page.evaluate(async () => (await (await fetch("/kullanici/giris-yapti-mi")).json()).isLoggedIn)).toBe(false);
      expect(problems).toEqual([]);
    });
  });

  it("the password-reset page sends its link after the captcha (390×844)", async () => {
    await journey(browser(), "reset-phone", { viewport: PHONE, isMobile: true, hasTouch: true }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/kullanici/sifremi-unuttum", { waitUntil: "networkidle" });
      await page.getByLabel("E-posta veya Cep Telefonu").fill("kimse-yok@example.com");
      await page.getByRole("checkbox", { name: CAPTCHA_LABEL }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole("button", { name: "Bağlantı Gönder" }).click();
      await page.getByRole("status").filter({ hasText: RESET_SENT }).waitFor();
      expect(problems).toEqual([]);
    });
  });

  it("logs in with the phone number without its leading 0 on a phone (390×844)", async () => {
    await journey(browser(), "login-phone", { viewport: PHONE, isMobile: true, hasTouch: true }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/kullanici/kullanici-giris", { waitUntil: "networkidle" });
      await page.getByLabel("E-posta veya Cep Telefonu").fill(MEMBER.phone);
      const password = page.getByLabel("Şifre", { exact: true });
      await password.fill("Yanlis123");
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await expect.poll(() => page.getByRole("alert").filter({ hasText: LOGIN_FAILED }).count()).toBe(1);
      await page.getByRole("checkbox", { name: CAPTCHA_LABEL }).waitFor();
      await password.fill(MEMBER.password);
      await page.getByRole("button", { name: "Şifreyi göster" }).click();
      expect(await password.getAttribute("type")).toBe("text");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.getByRole("button", { name: `Hesabım: ${MEMBER.firstname}` }).waitFor();
      expect(problems).toEqual([]);
    });
  });
});
