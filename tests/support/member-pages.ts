/**
 * Browser steps the member journeys share: logging in through the login page (it returns to
 * `next`), and picking an option of a select whose options arrive through a call (districts, towns).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** Logs in on /kullanici/kullanici-giris with `next` as redirectUrl and waits to arrive there. */
export async function logIn(page: Page, identifier: string, password: string, next: string) {
  await page.goto(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(next)}`, { waitUntil: "networkidle" });
  await page.getByLabel("E-posta veya Cep Telefonu").fill(identifier);
  await page.getByLabel("Şifre", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** Picks an option once the select has loaded it (districts and towns arrive through a call). */
export async function choose(scope: Locator | Page, label: string, option: string | { index: number }) {
  const select = scope.getByLabel(label, { exact: true });
  await expect.poll(async () => (await select.isEnabled()) && (await select.locator("option").count()) > 1, { timeout: 10_000 }).toBe(true);
  await select.selectOption(typeof option === "string" ? { label: option } : option);
}
