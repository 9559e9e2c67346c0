/**
 * The store-order detail modal on Siparişlerim (spec sections 2, 7, 8), in a real browser at 1280
 * and 390 px: the demo member's purchase in a store ('Mağaza Alışverişi') opens in a modal read from
 * GET /ajax/get-order-detail-by-store/{no}?storeCode: the store, the date, 'Teslim Edildi', its
 * products with prices and the total, the same as the call says; 'Kapat' closes it and the page is
 * where it was. A web order still opens in the panel. No serious accessibility findings, no
 * sideways scrolling at 390 px. Screenshots in test-results/store-order-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { expectReadable } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";

const browser = sharedBrowser();

type Detail = { storename: string; total_price: number; items: { name: string; total_price: number }[] };

/** The list's card of the member's store purchase, looked for page by page. */
async function storeOrderCard(page: Page) {
  for (let n = 1; n <= 5; n++) {
    await page.goto(`/kullanici/siparislerim${n > 1 ? `?sayfa=${n}` : ""}`, { waitUntil: "networkidle" });
    const card = page.getByRole("list", { name: "Siparişlerim" }).getByRole("link").filter({ hasText: "Mağaza Alışverişi" });
    if ((await card.count()) > 0) return card.first();
  }
  throw new Error("the demo member has no store purchase on the first five pages");
}

describe("Siparişlerim: a store purchase", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`opens in the store-order modal at ${label} width`, async () => {
      await journey(browser(), `store-order-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) =>
          page.screenshot({ path: path.join(RESULTS_DIR, `store-order-${name}-${label}.png`), fullPage: false });
        await skipCookieBanner(context);
        await logIn(page, "uye@example.com", "Deneme123", "/kullanici/siparislerim");
        const card = await storeOrderCard(page);
        const number = /Sipariş No: (\d{12})/.exec((await card.textContent()) ?? "")![1];
        expect(await card.getAttribute("aria-haspopup")).toBe("dialog");
        const at = page.url();

        const asked = page.waitForResponse((r) => r.url().includes(`/ajax/get-order-detail-by-store/${number}?storeCode=`));
        await card.click();
        const answer = (await (await asked).json()) as { success: boolean; result: Detail };
        expect(answer.success).toBe(true);
        const modal = page.getByRole("dialog", { name: "Mağaza Alışverişi" });
        await modal.waitFor();
        await modal.getByText(`Sipariş No: ${number}`).waitFor();
        await modal.getByText(answer.result.storename).waitFor();
        await modal.getByText("Teslim Edildi").waitFor();
        const lines = modal.getByRole("list", { name: "Ürünler" }).getByRole("listitem");
        expect(await lines.count()).toBe(answer.result.items.length);
        for (const [i, item] of answer.result.items.entries()) {
          expect(await lines.nth(i).textContent()).toContain(item.name);
          expect(await lines.nth(i).textContent()).toContain(formatMoney(Math.round(item.total_price * 100)));
        }
        expect(await modal.getByTestId("magaza-siparis-toplam").textContent()).toBe(
          formatMoney(Math.round(answer.result.total_price * 100)),
        );
        await expectReadable(page, "the store-order modal", { phoneWidth: label === "phone" ? PHONE.width : undefined });
        await shot("modal");

        await modal.getByRole("button", { name: "Kapat" }).last().click();
        await modal.waitFor({ state: "detached" });
        expect(page.url()).toBe(at);
        expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);

        // A web order still opens in the panel.
        const web = page.getByRole("list", { name: "Siparişlerim" }).getByRole("link").filter({ hasText: "Adrese Teslim" }).first();
        const webNumber = /Sipariş No: (\d{12})/.exec((await web.textContent()) ?? "")![1];
        await web.click();
        await page.getByRole("region", { name: "Sipariş detayı" }).getByText(webNumber).first().waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
        expect(problems).toEqual([]);
      });
    }, 90_000);
  }
});
