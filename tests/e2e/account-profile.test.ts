/**
 * Account pages part A in a real browser: the demo member logs in, the profile form shows
 * the spec's messages before sending and saves; the password form shows the mismatch message
 * without sending; the help collapsibles open. At desktop and phone width (screenshots kept in
 * test-results/account-*.png to look at).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";

const browser = sharedBrowser();

describe("account pages", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`profile, password and help at ${label} width`, async () => {
      await journey(browser(), `account-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, "uye@example.com", "Deneme123", "/kullanici/profil");
        await page.getByRole("heading", { name: "Üyelik Bilgilerim", level: 1 }).waitFor();

        const firstname = page.getByLabel("Ad", { exact: true });
        await firstname.fill("A");
        await page.getByRole("button", { name: "Bilgilerimi Güncelle" }).click();
        await page.getByText("Lütfen adınızı giriniz (en az 2 harf).").waitFor();
        await firstname.fill("Ayşe");
        await page.getByRole("radio", { name: "Kadın" }).check();
        await page.getByRole("button", { name: "Bilgilerimi Güncelle" }).click();
        await page.getByRole("status").filter({ hasText: "Bilgileriniz güncellendi." }).waitFor();
        expect(await page.getByText("E-posta adresiniz doğrulandı.").isVisible()).toBe(true);
        await page.screenshot({ path: path.join(RESULTS_DIR, `account-profile-${label}.png`), fullPage: true });

        await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Şifre Değiştir" }).click();
        await page.getByRole("heading", { name: "Şifre Değiştir", level: 1 }).waitFor();
        await page.getByLabel("Mevcut Şifre").fill("Deneme123");
        await page.getByLabel("Yeni Şifre", { exact: true }).fill("Yeni2025x");
        await page.getByLabel("Yeni Şifre Tekrarı").fill("Yeni2025y");
        await page.getByRole("button", { name: "Şifremi Değiştir" }).click();
        await page.getByText("Yeni Şifre, Yeni Şifre Tekrarı ile uyuşmuyor.").waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `account-password-${label}.png`), fullPage: true });

        await page.goto("/kullanici/yardim", { waitUntil: "networkidle" });
        const question = page.getByText("Ürünü nasıl iade edebilirim?");
        await question.click();
        await page.getByText(/14 gün içinde cayma hakkınızı/).waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `account-help-${label}.png`), fullPage: true });
        expect(problems).toEqual([]);
      });
    });
  }
});
