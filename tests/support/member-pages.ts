/**
 * Browser steps the member journeys share: logging in through the login page (it returns to
 * `next`), and picking an option of a select whose options arrive through a call (districts, towns).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { outbox } from "./visitor";

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

/** A new member's details: ten phone digits starting 54 (other tests' members use 55), unique per run. */
let serial = 0;
export function newShopper(firstname: string) {
  serial += 1;
  const phone = `54${String(Date.now() % 1_000_000).padStart(6, "0")}${String(serial).padStart(2, "0")}`;
  return { firstname, lastname: "Yıldız", phone, email: `yolculuk.${phone}@example.com`, password: "Bahar2024" };
}
export type Shopper = ReturnType<typeof newShopper>;

export async function isLoggedIn(page: Page): Promise<boolean> {
  return ((await (await page.request.get("/kullanici/giris-yapti-mi")).json()) as { isLoggedIn: boolean }).isLoggedIn;
}

async function registrationCode(phone: string): Promise<string> {
  const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === `0${phone}` && m.body.includes("üyelik doğrulama kodunuz"));
  expect(sms?.body, `a registration code went to 0${phone}`).toMatch(/^Minik Dünya üyelik doğrulama kodunuz: \d{4}$/);
  return sms!.body.slice(-4);
}

/** Fills /kullanici/kayit, sends it, types the code from the outbox; ends on the home page signed in. */
export async function register(page: Page, shopper: Shopper, shot?: (name: string, fullPage?: boolean) => Promise<unknown>) {
  await page.goto("/kullanici/kayit", { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Üyelik formu" });
  await form.getByLabel("Ad", { exact: true }).fill(shopper.firstname);
  await form.getByLabel("Soyad", { exact: true }).fill(shopper.lastname);
  const phone = form.getByLabel("Cep Telefonu", { exact: true });
  await phone.pressSequentially(`0${shopper.phone}`);
  expect(await phone.inputValue()).toBe(`(${shopper.phone.slice(0, 3)}) ${shopper.phone.slice(3, 6)}-${shopper.phone.slice(6)}`);
  await form.getByLabel("E-posta", { exact: true }).fill(shopper.email);
  await form.getByLabel("Şifre", { exact: true }).fill(shopper.password);
  await form.getByLabel("Şifre Tekrar", { exact: true }).fill(shopper.password);
  await form.getByRole("radio", { name: "Kadın" }).check();
  await form.getByRole("checkbox", { name: "Üyelik Sözleşmesi'ni okudum, kabul ediyorum." }).check();
  await form.getByRole("checkbox", { name: "KVKK Aydınlatma Metni'ni okudum." }).check();
  await page.getByRole("button", { name: "Üye Ol" }).click();

  const dialog = page.getByRole("dialog", { name: "Telefon Doğrulama" });
  await dialog.waitFor();
  expect(await dialog.getByRole("timer").textContent()).toMatch(/^[45]:\d\d$/);
  const code = await registrationCode(shopper.phone);
  await dialog.getByLabel("Kodun 1. hanesi").pressSequentially(code);
  expect(await dialog.getByLabel("Kodun 4. hanesi").inputValue()).toBe(code[3]);
  await shot?.("registration-code", false);
  await dialog.getByRole("button", { name: "Onayla" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("button", { name: `Hesabım: ${shopper.firstname}` }).waitFor();
  expect(await isLoggedIn(page)).toBe(true);
}
