/**
 * The second factor's lock in a real browser, at 1280 and 390 px: a new manager types the right
 * password and then wrong SMS codes until the lock; the login says in Turkish that the account is
 * locked, and says it again to the right password. The demo owner finds the manager 'Kilitli' on
 * Yöneticiler, presses 'Kilidi aç', and the manager signs in. No page errors, no CSP violations,
 * no serious axe findings; screenshots of each page.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CODE_WRONG } from "#app/domain/accounts/verification-codes.messages";
import { MANAGER_UNLOCKED } from "#app/domain/back-office/back-office.messages";
import { MANAGER_LOCKED, WRONG_CODES_PER_HOUR } from "#app/domain/back-office/manager-lock.server";
import { expectAccessible } from "../support/a11y";
import { demoManager, logInToBackOffice, managerCode, newManagerBy, verifiedManager, type ManagerAccount } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-code-lock-${name}.png`), fullPage: true });

async function typePassword(page: Page, account: ManagerAccount) {
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
}

describe("wrong SMS codes in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`lock the manager, who is told so; the owner unlocks them on Yöneticiler (${viewport.width}px)`, async () => {
      const account = await newManagerBy(await verifiedManager(OWNER), "orders");

      await journey(browser(), `back-office-code-lock-${label}`, { viewport }, async ({ page, problems }) => {
        await page.goto("/yonetim/giris", { waitUntil: "networkidle" });
        await typePassword(page, account);
        await page.waitForURL((url) => url.pathname === "/yonetim/dogrulama");
        const code = await managerCode(account.phone);
        const wrong = code === "0000" ? "1111" : "0000";
        for (let i = 1; i < WRONG_CODES_PER_HOUR; i++) {
          await page.getByLabel("Doğrulama kodu").fill(wrong);
          await page.getByRole("button", { name: "Doğrula", exact: true }).click();
          await expect.poll(() => page.getByRole("alert").filter({ hasText: CODE_WRONG }).count()).toBe(1);
        }
        await shot(page, `${label}-hatali-kod`);
        await page.getByLabel("Doğrulama kodu").fill(wrong);
        await page.getByRole("button", { name: "Doğrula", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/giris" && url.searchParams.get("kilit") === "1");
        await expect.poll(() => page.getByRole("alert").textContent()).toBe(MANAGER_LOCKED);
        await expectAccessible(page, "locked login");
        await shot(page, `${label}-kilitli`);

        // The right password: the same word, and no way on to the code.
        await typePassword(page, account);
        await expect.poll(() => page.getByRole("alert").textContent()).toBe(MANAGER_LOCKED);
        expect(new URL(page.url()).pathname).toBe("/yonetim/giris");
        expect(problems).toEqual([]);
      });

      await journey(browser(), `back-office-code-lock-owner-${label}`, { viewport }, async ({ page, problems }) => {
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fyoneticiler", { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, "/yonetim/yoneticiler");
        await page.waitForLoadState("networkidle");
        const row = page.getByRole("list", { name: "Yöneticiler" }).getByRole("listitem").filter({ hasText: account.email });
        await expect.poll(() => row.getByText("Kilitli", { exact: true }).count()).toBe(1);
        await row.scrollIntoViewIfNeeded();
        await expectAccessible(page, "managers with a locked one");
        await shot(page, `${label}-yoneticiler-kilitli`);
        await row.getByRole("button", { name: "Kilidi aç" }).click();
        await expect.poll(() => page.getByText(MANAGER_UNLOCKED).count()).toBe(1);
        await expect.poll(() => row.getByText("Kilitli", { exact: true }).count()).toBe(0);
        expect(await row.getByRole("button", { name: "Kilidi aç" }).count()).toBe(0);
        await shot(page, `${label}-yoneticiler-acildi`);
        expect(problems).toEqual([]);
      });

      await journey(browser(), `back-office-code-lock-again-${label}`, { viewport }, async ({ page }) => {
        await page.goto("/yonetim/giris", { waitUntil: "networkidle" });
        await logInToBackOffice(page, account, "/yonetim");
      });
    });
  }
});
