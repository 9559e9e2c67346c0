/**
 * A card checkout in a real browser with PAYMENT_PROVIDER=iyzico, against the local iyzico
 * (tests/support/iyzico.ts, iyzico's API as its documentation and official client say), at 1280
 * and 390 px: a guest types a card, gets iyzico's installment table (the bank and family from
 * iyzico), chooses 3 installments, and pays through 3-D Secure in the checkout's modal: the shop's
 * page sends the frame on to the bank's page, 'Onayla', and iyzico's signed answer comes back to
 * the shop, which lands on the order summary. At desktop width a declined card shows the bank's
 * reason with everything typed kept, and a member saves a card and pays with it again.
 * Screenshots go to test-results/iyzico-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { addToBasket, skipCookieBanner, typeGuestAddress, typeNewCard } from "../support/buying";
import { addHomeAddress, variantsWithStock } from "../support/checkout";
import { useShop } from "../support/http";
import type { FakeIyzico } from "../support/iyzico";
import { startIyzicoShop, type IyzicoShop } from "../support/iyzico-shop";
import { logIn } from "../support/member-pages";
import { newMember } from "../support/visitor";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];

const GOOD = "5400360000000003"; // Garanti Bankası, Bonus
const NO_FUNDS = "4111111111111129"; // 'Not sufficient funds'
const SUMMARY_URL = /\/payment\/checkout\/summary\?orderHash=[\w-]+$/;
const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

const browser = sharedBrowser();
let fake: FakeIyzico;
let shop: IyzicoShop["shop"];
let dispose: (() => Promise<void>) | undefined;
let variants: Variant[];

beforeAll(async () => {
  ({ fake, shop, dispose } = await startIyzicoShop());
  useShop(shop.server.url);
  variants = await variantsWithStock(5, 200, 8);
  expect(variants.length).toBeGreaterThan(4);
}, 240_000);

afterAll(async () => {
  useShop(null);
  await dispose?.();
}, 60_000);

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `iyzico-${name}.png`), fullPage });

/** 'Alışverişi Tamamla', then the bank's 3-D Secure page (reached through iyzico's form) in the modal: 'Onayla'. */
async function approveAtTheBank(page: Page, screenshot?: string) {
  await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
  await page.getByRole("dialog", { name: "3D Secure Doğrulama" }).waitFor();
  const bank = page.frameLocator('iframe[name="odeme-penceresi"]');
  await bank.getByRole("heading", { name: "3D Secure Doğrulama" }).waitFor({ timeout: 20_000 });
  await bank.getByText("Garanti Bankası · Bonus").or(bank.getByText("Halkbank")).first().waitFor();
  if (screenshot) await shot(page, screenshot, false);
  await bank.getByRole("button", { name: "Onayla" }).click();
}

describe("a card checkout through iyzico", () => {
  for (const [label, viewport] of WIDTHS) {
    it(`a guest pays by card in 3 installments through 3-D Secure (${label})`, { timeout: 120_000 }, async () => {
      await journey(browser(), `iyzico-guest-${label}`, { viewport, baseURL: shop.server.url }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/cart/", { waitUntil: "networkidle" });
        await addToBasket(page, variants.shift()!.productId);
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
        await typeGuestAddress(page);
        await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
        // iyzico has no fast pay and no card points: neither is offered.
        const methods = page.getByRole("region", { name: "Ödeme Yöntemi" });
        await methods.getByRole("radio", { name: /^Kredi Kartı/ }).waitFor();
        expect(await methods.getByRole("radio", { name: /^Hızlı Ödeme/ }).count()).toBe(0);
        expect(await page.getByText("Kart puanımı kullanmak istiyorum").count()).toBe(0);
        await typeNewCard(page, GOOD, "Ayşe Yılmaz");
        // iyzico's table for the card: its bank, and each plan's monthly and total amounts.
        await page.getByText("Garanti Bankası").first().waitFor();
        await page.getByRole("radio", { name: /^Peşin/ }).waitFor();
        await page.getByRole("radio", { name: /^3 Taksit/ }).check();
        await shot(page, `installments-${label}`);
        await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
        await approveAtTheBank(page, `bank-${label}`);
        await page.waitForURL(SUMMARY_URL, { timeout: 30_000 });
        await page.getByText("Sipariş numaranız:").waitFor();
        await shot(page, `summary-${label}`);
        const paid = [...fake.payments.values()].at(-1)!;
        expect(paid).toMatchObject({ status: "SUCCESS", installment: 3 });
        expect(problems).toEqual([]);
      });
    });
  }

  it("a declined card shows the bank's reason and keeps everything typed (desktop)", { timeout: 120_000 }, async () => {
    await journey(browser(), "iyzico-declined", { viewport: DESKTOP, baseURL: shop.server.url }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/cart/", { waitUntil: "networkidle" });
      await addToBasket(page, variants.shift()!.productId);
      await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
      await typeGuestAddress(page);
      await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
      await typeNewCard(page, NO_FUNDS, "Mehmet Demir");
      await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
      await approveAtTheBank(page);
      await page.getByRole("alert").filter({ hasText: "Kart limiti yetersiz, yetersiz bakiye" }).waitFor({ timeout: 20_000 });
      await page.getByRole("dialog", { name: "3D Secure Doğrulama" }).waitFor({ state: "hidden" });
      expect(await page.getByLabel("Kart Üzerindeki İsim").inputValue()).toBe("Mehmet Demir");
      expect(await page.getByLabel("E-posta Adresi").inputValue()).toBe("misafir.alici@example.com");
      await shot(page, "declined");
      expect(problems).toEqual([]);
    });
  });

  it("a member saves a card with iyzico and pays with it again by its CVC (desktop)", { timeout: 150_000 }, async () => {
    const member = await newMember();
    await addHomeAddress(member.v, "Deniz Kaya");
    await journey(browser(), "iyzico-saved-card", { viewport: DESKTOP, baseURL: shop.server.url }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await logIn(page, member.email, member.password, "/cart");
      await addToBasket(page, variants.shift()!.productId);
      await page.goto("/payment/checkout", { waitUntil: "networkidle" });
      await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
      await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
      await typeNewCard(page, GOOD, "Deniz Kaya");
      await page.getByRole("checkbox", { name: "Kartımı kaydet" }).check();
      await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
      await approveAtTheBank(page);
      await page.waitForURL(SUMMARY_URL, { timeout: 30_000 });

      await addToBasket(page, variants.shift()!.productId);
      await page.goto("/payment/checkout", { waitUntil: "networkidle" });
      await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
      await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
      await page.getByRole("radio", { name: /^Kayıtlı Kartlarım/ }).check();
      await page.getByText("0003").first().waitFor();
      await page.getByLabel("CVC", { exact: true }).fill("321");
      await shot(page, "saved-card");
      await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
      await approveAtTheBank(page);
      await page.waitForURL(SUMMARY_URL, { timeout: 30_000 });
      const byToken = [...fake.payments.values()].at(-1)!;
      expect(byToken.paidWith?.cardToken).toBeTruthy();
      expect(byToken.status).toBe("SUCCESS");
      expect(problems).toEqual([]);
    });
  });
});
