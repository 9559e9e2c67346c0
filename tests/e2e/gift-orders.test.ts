/**
 * Buying a gift from someone's list in a real browser, at 1280 and 390 px: the
 * buyer opens the list, 'Hediye Et' ('Hediye sepetinize eklendi.'), finds it in the basket's gift
 * tab with whose list it is, pays it by card through 3D Secure on a checkout that shows no address
 * to choose (only whose list it goes to), and then sees it counted on the list and reads who
 * bought it ('Kim aldı?'). A gift card for the list's owner from /hediye-kart-islemleri: no carrier to
 * choose, no shipping, its code e-mailed to the owner. No page errors, no serious axe findings.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { describeViolations, seriousViolations } from "../support/a11y";
import { payByCardThrough3ds, skipCookieBanner } from "../support/buying";
import { addHomeAddress, variantsWithStock } from "../support/checkout";
import { memberWithGiftList } from "../support/gift-lists";
import { logIn } from "../support/member-pages";
import { newMember, outbox } from "../support/visitor";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";

const browser = sharedBrowser();
const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `gift-orders-${name}.png`), fullPage: true });

/** A member's list with one wanted product; returns the list's id and the product's name. */
async function listWithOneGift(productIndex: number) {
  const owner = await memberWithGiftList("Mert'in Doğum Günü", "Gizem Saklı");
  const { listId } = owner;
  const variant = (await variantsWithStock(5, 100, productIndex + 1))[productIndex];
  expect((await owner.v.post(`/hediye-listesi/urun-ekle/${listId}`, { productId: String(variant.productId) })).answer).toMatchObject({
    success: true,
  });
  return { owner, listId };
}

describe("buying a gift from a list", () => {
  for (const [label, viewport, index] of [
    ["desktop", DESKTOP, 0],
    ["phone", PHONE, 1],
  ] as const) {
    it(`puts a gift in the gift basket, pays it without seeing the owner's address, and sees who bought it (${viewport.width}px)`, async () => {
      const { listId } = await listWithOneGift(index);
      const buyer = await newMember();
      await addHomeAddress(buyer.v, "Ali Veren");
      await journey(browser(), `gift-orders-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, buyer.email, buyer.password, `/hediye-listesi/goster/${listId}`);
        await page.getByRole("button", { name: /Hediye Et$/ }).click();
        await expect.poll(() => page.getByText("Hediye sepetinize eklendi.").count()).toBeGreaterThan(0);
        await page.getByRole("link", { name: "Hediye sepetine git →" }).click();
        await page.waitForURL(/\/cart\?sepet=hediye$/);
        await expect.poll(() => page.getByText("listesinden; siparişiniz liste sahibinin adresine gönderilir.").count()).toBe(1);
        expect(await page.getByRole("tab", { name: /Hediye Sepetim \(1\)/ }).getAttribute("aria-selected")).toBe("true");
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("Hediye Sepetim", violations)).toEqual([]);
        await shot(page, `${label}-basket`);

        await page.getByRole("link", { name: "Hediyeyi Satın Al" }).click();
        await page.waitForURL(/\/payment\/checkout\?sepet=hediye$/);
        const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
        await expect.poll(() => delivery.textContent()).toContain("Mert'in Doğum Günü");
        expect(await page.getByText("Gizem Saklı").count()).toBe(0);
        expect(await page.getByRole("radio", { name: /^Kapıda Ödeme/ }).count()).toBe(0);
        // A carrier (the first one offered, when none is chosen yet).
        const carrier = page.getByRole("radio", { name: /Kargo/ }).first();
        if (!(await carrier.isChecked())) await carrier.check();
        await shot(page, `${label}-checkout`);
        await payByCardThrough3ds(page, CARD, "Ali Veren");
        expect(await page.getByText("Gizem Saklı").count()).toBe(0);

        await page.goto(`/hediye-listesi/goster/${listId}`, { waitUntil: "networkidle" });
        await expect.poll(() => page.getByText(/İstenen: 1 · Alınan: 1/).count()).toBe(1);
        await page.getByRole("button", { name: /Kim aldı\?$/ }).click();
        await expect
          .poll(() =>
            page.getByRole("status").filter({ hasText: "Bu ürün Deniz Kaya tarafından internet sitemizden satın alınmıştır." }).count(),
          )
          .toBe(1);
        await shot(page, `${label}-bought`);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`sends a list's owner a gift card: no carrier, no shipping, the code by e-mail (${viewport.width}px)`, async () => {
      const { owner, listId } = await listWithOneGift(label === "desktop" ? 2 : 3);
      const buyer = await newMember();
      await addHomeAddress(buyer.v, "Ali Veren");
      await journey(browser(), `gift-cards-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, buyer.email, buyer.password, `/hediye-listesi/goster/${listId}`);
        await page.getByRole("link", { name: "Hediye Kartı Gönder" }).click();
        await page.waitForURL(/\/hediye-kart-islemleri\?wishList=\d+$/);
        await page.getByText("500,00 TL", { exact: true }).click();
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("Hediye Kartı", violations)).toEqual([]);
        await shot(page, `${label}-card-page`);
        await page.getByRole("button", { name: "Hediye Sepetime Ekle" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Hediye sepetinize eklendi." }).count()).toBe(1);
        await page.getByRole("link", { name: "Hediye sepetine git →" }).click();
        await page.waitForURL(/\/cart\?sepet=hediye$/);
        await page.getByRole("link", { name: "Hediyeyi Satın Al" }).click();
        await page.waitForURL(/\/payment\/checkout\?sepet=hediye$/);
        await expect.poll(() => page.getByText("Hediye kartı, ödemeniz onaylanınca").count()).toBe(1);
        expect(await page.getByRole("radio", { name: /Kargo/ }).count()).toBe(0);
        await shot(page, `${label}-card-checkout`);
        await payByCardThrough3ds(page, CARD, "Ali Veren");
        await expect
          .poll(async () => (await outbox()).some((m) => m.to === owner.email && m.subject === "Minik Dünya Hediye Kartınız: 500,00 TL"))
          .toBe(true);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
