/**
 * Siparişlerim in a real browser (spec sections 2 and 8: "order list with detail panel; an
 * optional query parameter hash opens an order, then the URL resets to the list; a location hash
 * switches mobile panels"): a fresh member logs in and finds the empty state, then orders twice
 * (four products paid at the door, one by bank transfer, through POST /payment/make-pay), sees
 * both orders in the list, newest first, with their statuses; on a desktop the newest is open in
 * the panel beside the list; picking the other opens it (#detay; on a phone in place of the list,
 * and 'Siparişlerime dön' brings the list back); `?hash=` opens an order and the address bar
 * shows the list again; after nine more orders the second page holds the first order alone.
 * At desktop and phone width; screenshots kept in test-results/my-orders-*.png.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { addHomeAddress, makePay, newKey, variantsWithStock } from "../support/checkout";
import { getJson } from "../support/http";
import { newMember, type visitor } from "../support/visitor";
import { logIn } from "../support/member-pages";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];

const browser = sharedBrowser();
let variants: Variant[];
let carriers: { id: number; paymentMethods: string[] }[];

beforeAll(async () => {
  variants = (await variantsWithStock(10, 200)).filter((v, i, all) => all.findIndex((w) => w.catalogId === v.catalogId) === i);
  expect(variants.length).toBeGreaterThanOrEqual(10);
  carriers = (await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company")).body.result;
});

/** The member buys these variants (one each) paying as asked; returns the order's number and hash. */
async function order(
  v: ReturnType<typeof visitor>,
  address: number,
  items: Variant[],
  payment: "podCash" | "moneyOrder",
): Promise<{ number: string; hash: string }> {
  for (const item of items)
    expect((await v.post("/cart/add", { productId: String(item.productId), quantity: "1" })).answer.success).toBe(true);
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
  return { number: paid.answer.data!.order_number, hash: paid.answer.data!.order_hash };
}

describe("my orders page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows the member's orders and opens one at ${label} width`, async () => {
      const member = await newMember();
      const bought = variants.splice(0, 5);
      await journey(browser(), `my-orders-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `my-orders-${name}-${label}.png`), fullPage: true });
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/siparislerim");
        await page.getByRole("heading", { name: "Siparişlerim", level: 1 }).waitFor();
        expect(
          await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Siparişlerim" }).getAttribute("aria-current"),
        ).toBe("page");
        await page.getByRole("heading", { name: "Henüz siparişiniz bulunmuyor." }).waitFor();
        expect(await page.getByRole("link", { name: "Alışverişe Başla" }).getAttribute("href")).toBe("/");
        await shot("empty");

        const address = await addHomeAddress(member.v);
        const atDoor = await order(member.v, address, bought.slice(0, 4), "podCash");
        const byTransfer = await order(member.v, address, bought.slice(4), "moneyOrder");
        await page.reload({ waitUntil: "networkidle" });

        const list = page.getByRole("list", { name: "Siparişlerim" });
        const panel = page.getByRole("region", { name: "Sipariş detayı" });
        const panelTitle = (number: string) => panel.getByRole("heading", { name: `Sipariş No: ${number}`, level: 2 });
        await list.waitFor();
        const items = list.getByRole("listitem");
        expect(await items.count()).toBe(2);
        // Newest first: the transfer, then the order paid at the door.
        const [newest, older] = [items.nth(0), items.nth(1)];
        await newest.getByText(`Sipariş No: ${byTransfer.number}`).waitFor();
        await newest.getByText("Ödeme Bekleniyor").waitFor();
        await older.getByText(`Sipariş No: ${atDoor.number}`).waitFor();
        await older.getByText("Sipariş Alındı").waitFor();
        await older.getByText("Adrese Teslim").waitFor();
        await older.getByText("4 ürün", { exact: true }).waitFor();
        await older.getByText("+1", { exact: true }).waitFor();
        expect(await older.locator("img").count()).toBe(3);
        await older.getByText(/^\d{1,2} \p{L}+ \d{4} \d{2}:\d{2}$/u).waitFor();
        await page.getByText("Toplam 2 siparişiniz var.").waitFor();
        if (label === "desktop") {
          // The newest order is open beside the list.
          await panelTitle(byTransfer.number).waitFor();
          expect(await newest.getByRole("link").getAttribute("aria-current")).toBe("true");
        } else {
          expect(await panel.isVisible()).toBe(false);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        }
        await shot("list");

        // Picking an order opens it in the panel (#detay), with what can be done with it.
        await older.getByRole("link").click();
        await page.waitForURL((url) => url.pathname === "/kullanici/siparislerim" && url.hash === "#detay" && url.search === "");
        await panelTitle(atDoor.number).waitFor();
        await panel.getByText("Kapıda Ödeme (Nakit)").first().waitFor();
        await panel.getByRole("heading", { name: "Ürün Takibi" }).waitFor();
        expect(await panel.getByRole("link", { name: "Bu Sipariş Hakkında Bize Ulaşın" }).getAttribute("href")).toBe(
          `/bize-ulasin#orderNu=${encodeURIComponent(atDoor.hash)}`,
        );
        expect(await panel.getByRole("link", { name: "Faturayı İndir (PDF)" }).getAttribute("href")).toBe(
          `/siparis/fatura/${encodeURIComponent(atDoor.hash)}`,
        );
        await shot("open");
        if (label === "phone") {
          expect(await list.isVisible()).toBe(false);
          await panel.getByRole("link", { name: "Siparişlerime dön" }).click();
          await list.waitFor();
          await page.waitForURL((url) => url.hash === "");
          expect(await panel.isVisible()).toBe(false);
        }

        // ?hash= opens that order, then the address bar shows the list again.
        await page.goto(`/kullanici/siparislerim?hash=${encodeURIComponent(atDoor.hash)}`);
        await panelTitle(atDoor.number).waitFor();
        await page.waitForURL((url) => url.pathname === "/kullanici/siparislerim" && url.search === "" && url.hash === "#detay");
        await panelTitle(atDoor.number).waitFor();

        // Eleven orders make two pages; the oldest is alone on the second.
        for (let i = 0; i < 9; i++) await order(member.v, address, [bought[i % bought.length]], "podCash");
        await page.goto("/kullanici/siparislerim", { waitUntil: "networkidle" });
        expect(await items.count()).toBe(10);
        const pages = page.getByRole("navigation", { name: "Sayfalama" });
        if (label === "phone") await pages.scrollIntoViewIfNeeded();
        await pages.getByRole("link", { name: "Sonraki sayfa" }).click();
        await page.waitForURL((url) => url.search === "?sayfa=2");
        await expect.poll(() => items.count()).toBe(1);
        expect(await pages.locator('[aria-current="page"]').textContent()).toBe("Sayfa 2");
        await items.first().getByText(`Sipariş No: ${atDoor.number}`).waitFor();
        if (label === "desktop") await panelTitle(atDoor.number).waitFor();
        await shot("page-2");
        expect(problems).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`cancels an order not yet shipped, after asking, at ${label} width`, async () => {
      const member = await newMember();
      const address = await addHomeAddress(member.v);
      const placed = await order(member.v, address, variants.splice(0, 1), "podCash");
      await journey(browser(), `my-orders-cancel-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/siparislerim");
        await page.goto(`/kullanici/siparislerim?hash=${encodeURIComponent(placed.hash)}`);
        const panel = page.getByRole("region", { name: "Sipariş detayı" });
        await panel.getByRole("heading", { name: `Sipariş No: ${placed.number}`, level: 2 }).waitFor();
        await panel.getByRole("button", { name: "Siparişi İptal Et" }).click();
        const ask = page.getByRole("alertdialog").or(page.getByRole("dialog"));
        await ask.getByText(`${placed.number} numaralı siparişinizi iptal etmek istediğinize emin misiniz?`, { exact: false }).waitFor();
        await ask.getByRole("button", { name: "Vazgeç" }).click();
        await panel.getByRole("button", { name: "Siparişi İptal Et" }).click();
        await ask.getByRole("button", { name: "Evet, İptal Et" }).click();
        await page.getByText("Siparişiniz iptal edildi.").first().waitFor();
        await panel.getByText("İptal Edildi").first().waitFor();
        await panel.getByText("Gönderi müşteri isteğiyle iptal edildi").waitFor();
        await expect.poll(() => panel.getByRole("button", { name: "Siparişi İptal Et" }).count()).toBe(0);
        await page.screenshot({ path: path.join(RESULTS_DIR, `my-orders-cancelled-${label}.png`), fullPage: true });
        expect(problems).toEqual([]);
      });
    });
  }
});
