/** Shared steps of the buying journeys (product page, quick view): cookie banner, sizes, the guest's choice. */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";
import { choose } from "./member-pages";

export type QuickCheckVariant = {
  productId: number;
  stock: number;
  status: string;
  name: string;
  attributes: { name: string; value: string }[];
};

/** The size button's label: the 'Beden' value, else the variant's name. */
export const sizeLabel = (v: QuickCheckVariant) => v.attributes.find((a) => a.name.toLocaleLowerCase("tr-TR") === "beden")?.value || v.name;

/** POST /cart/add from the page itself, as the shop's own scripts do. */
export async function addToBasket(page: Page, productId: number, quantity = 1) {
  const answer = await page.evaluate(
    async ([id, n]) =>
      (
        await fetch("/cart/add", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productId: id, quantity: n }),
        })
      ).json(),
    [productId, quantity] as const,
  );
  expect(answer).toMatchObject({ success: true });
}

/** Answers the cookie banner beforehand so it does not cover the page's bottom. */
export const skipCookieBanner = (context: BrowserContext) =>
  context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);

/** After 'Hemen Al' as a guest: the login-or-continue popup with both choices (PRODUCT.md). */
export async function expectGuestCheckoutChoice(page: Page) {
  const choice = page.getByRole("dialog", { name: "Ürün sepetinize eklendi" });
  await choice.waitFor();
  expect(await choice.getByRole("link", { name: "Üye Olmadan Devam Et" }).getAttribute("href")).toBe("/payment/guest-checkout");
  expect(await choice.getByRole("link", { name: "Giriş Yap" }).getAttribute("href")).toBe(
    `/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent("/payment/checkout")}`,
  );
  return choice;
}

/** POST /cart/add from the page itself, as the shop's own scripts do. */
export async function addFromPage(page: Page, productId: number, quantity: number) {
  const answer = await page.evaluate(
    async ([id, q]) =>
      (
        await fetch("/cart/add", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productId: id, quantity: q }),
        })
      ).json(),
    [productId, quantity] as const,
  );
  expect(answer).toMatchObject({ success: true });
}

/**
 * On the checkout page: types a new card (the four number boxes advance by themselves), ticks the
 * agreement, sends 'Alışverişi Tamamla' and approves the bank's 3D Secure page; waits for the
 * order summary.
 */
export async function payByCardThrough3ds(page: Page, number: string, holder: string) {
  await typeNewCard(page, number, holder);
  await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
  await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
  await page.frameLocator('iframe[name="odeme-penceresi"]').getByRole("button", { name: "Onayla" }).click();
  await page.waitForURL(/\/payment\/checkout\/summary\?orderHash=/, { timeout: 30_000 });
  await page.getByText("Sipariş numaranız:").waitFor();
}

/** A guest's e-mail and delivery address typed into the checkout form (İstanbul, the first district in its list). */
export async function typeGuestAddress(page: Page) {
  await page.getByLabel("E-posta Adresi").fill("misafir.alici@example.com");
  const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
  await delivery.getByLabel("Ad Soyad").fill("Ayşe Yılmaz");
  await delivery.getByLabel("Cep Telefonu").pressSequentially("05321234567");
  expect(await delivery.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 123-4567");
  await choose(delivery, "İl", "İstanbul");
  await choose(delivery, "İlçe", { index: 1 });
  await delivery.getByLabel("Adres", { exact: true }).fill("Bahar Sokak No: 5 Daire: 3");
  await delivery.getByLabel("T.C. Kimlik No").fill("10000000146");
}

/** On the checkout page: types a new card (the number boxes advance by themselves), valid three years on, CVC 123. */
export async function typeNewCard(page: Page, number: string, holder: string) {
  await page.getByLabel("Kart numarası 1-4. haneler").click();
  await page.keyboard.type(number);
  await page.getByLabel("Kart Üzerindeki İsim").fill(holder);
  await page.getByLabel("Son kullanma ayı").selectOption("12");
  await page.getByLabel("Son kullanma yılı").selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel("CVC", { exact: true }).fill("123");
}
