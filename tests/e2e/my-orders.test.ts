/**
 * Siparişlerim in a real browser (spec sections 2 and 8): a fresh member logs in and finds the
 * empty state, then orders twice (four products paid at the door, one by bank transfer, through
 * POST /payment/make-pay), sees both orders as cards, newest first, with their statuses; after
 * nine more orders turns to the second page, where the first order is alone, and follows its
 * 'Sipariş Detayı' to the order's summary page. At desktop and phone width; screenshots
 * kept in test-results/my-orders-*.png.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, launchBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { addHomeAddress, makePay, newKey, variantsWithStock } from "../support/checkout";
import { getJson } from "../support/http";
import { newMember, type visitor } from "../support/visitor";
import { logIn } from "../support/member-pages";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];

let browser: Browser;
let variants: Variant[];
let carriers: { id: number; paymentMethods: string[] }[];

beforeAll(async () => {
  browser = await launchBrowser();
  variants = (await variantsWithStock(10, 200)).filter((v, i, all) => all.findIndex((w) => w.catalogId === v.catalogId) === i);
  expect(variants.length).toBeGreaterThanOrEqual(10);
  carriers = (await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company")).body.result;
});

afterAll(async () => {
  await browser?.close();
});

/** The member buys these variants (one each) paying as asked; returns the order number. */
async function order(v: ReturnType<typeof visitor>, address: number, items: Variant[], payment: "podCash" | "moneyOrder"): Promise<string> {
  for (const item of items) expect((await v.post("/cart/add", { productId: String(item.productId), quantity: "1" })).answer.success).toBe(true);
  const carrier = carriers.find((c) => c.paymentMethods.includes(payment))!;
  const paid = await makePay(v, {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    sameAsDelivery: "1",
    shipmentCompany: String(carrier.id),
    checkoutPaymentType: payment,
    agreement: "1",
    delivery_address_id: String(address),
  });
  expect(paid.answer).toMatchObject({ success: true });
  return paid.answer.data!.order_number;
}

describe("my orders page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows the member's orders and opens one at ${label} width`, async () => {
      const member = await newMember();
      const items = variants.splice(0, 5);
      await journey(browser, `my-orders-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `my-orders-${name}-${label}.png`), fullPage: true });
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/siparislerim");
        await page.getByRole("heading", { name: "Siparişlerim", level: 1 }).waitFor();
        expect(await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Siparişlerim" }).getAttribute("aria-current")).toBe("page");
        await page.getByRole("heading", { name: "Henüz siparişiniz bulunmuyor." }).waitFor();
        expect(await page.getByRole("link", { name: "Alışverişe Başla" }).getAttribute("href")).toBe("/");
        await shot("empty");

        const address = await addHomeAddress(member.v);
        const atDoor = await order(member.v, address, items.slice(0, 4), "podCash");
        const byTransfer = await order(member.v, address, items.slice(4), "moneyOrder");
        await page.reload({ waitUntil: "networkidle" });

        const list = page.getByRole("list", { name: "Siparişlerim" });
        await list.waitFor();
        const cards = list.getByRole("article");
        expect(await cards.count()).toBe(2);
        // Newest first: the transfer, then the order paid at the door.
        const [newest, older] = [cards.nth(0), cards.nth(1)];
        await newest.getByRole("heading", { name: `Sipariş No: ${byTransfer}` }).waitFor();
        await newest.getByText("Havale Bekleniyor").waitFor();
        await newest.getByText("Havale / EFT").waitFor();
        await older.getByRole("heading", { name: `Sipariş No: ${atDoor}` }).waitFor();
        await older.getByText("Onaylandı").waitFor();
        await older.getByText("Kapıda Ödeme (Nakit)").waitFor();
        await older.getByText("Adrese Teslim").waitFor();
        await older.getByText("ve 1 ürün daha").waitFor();
        await older.getByText("4 ürün", { exact: true }).waitFor();
        expect(await older.locator("img").count()).toBe(3);
        await older.getByText(/^\d{1,2} \p{L}+ \d{4} \d{2}:\d{2}$/u).waitFor();
        await page.getByText("Toplam 2 siparişiniz var.").waitFor();
        if (label === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await shot("list");

        // Eleven orders make two pages; the oldest is alone on the second.
        for (let i = 0; i < 9; i++) await order(member.v, address, [items[i % items.length]], "podCash");
        await page.reload({ waitUntil: "networkidle" });
        expect(await cards.count()).toBe(10);
        const pages = page.getByRole("navigation", { name: "Sayfalama" });
        await pages.getByRole("link", { name: "Sonraki sayfa" }).click();
        await page.waitForURL((url) => url.search === "?sayfa=2");
        await expect.poll(() => cards.count()).toBe(1);
        expect(await pages.locator('[aria-current="page"]').textContent()).toBe("Sayfa 2");
        await shot("page-2");
        const oldest = cards.first();
        await oldest.getByRole("heading", { name: `Sipariş No: ${atDoor}` }).waitFor();

        await oldest.getByRole("link", { name: /Sipariş Detayı/ }).click();
        await page.waitForURL((url) => url.pathname === "/payment/checkout/summary");
        await page.getByRole("heading", { name: "Siparişiniz alındı!", level: 1 }).waitFor();
        await page.getByText(atDoor, { exact: true }).first().waitFor();
        expect(problems).toEqual([]);
      });
    });
  }
});
