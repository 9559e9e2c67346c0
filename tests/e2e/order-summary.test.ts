/**
 * The order summary / thank-you page in a real browser (spec sections 2 and 8): a guest's
 * bank-transfer order is placed through the checkout call, then its summary address is opened at
 * desktop and phone width: the products as a table (desktop) or cards (phone), the product-follow
 * table, copying the IBAN ('{value} kopyalandı'), and the contract copy opening and closing.
 * Screenshots are kept in test-results/order-summary-*.png.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BANK_TRANSFER } from "#app/domain/order-core/payment-labels";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { baseURL, getJson } from "../support/http";
import { visitor } from "../support/visitor";

type Variant = { productId: number; stock: number; status: string };
type PayAnswer = { success: boolean; redirectUrl: string; data: { order_number: string } };

const CONTRACT = "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi";
const IBAN = BANK_TRANSFER.iban.replace(/\s+/g, "");

const browser = sharedBrowser();
let variant: Variant;
let carrierId: number;
let kadikoy: number;

beforeAll(async () => {
  const { body: list } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=giyim");
  for (const item of list.items) {
    if (item.type === "teshir") continue;
    const { body } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const found = body.products.find((p) => p.status === "active" && p.stock >= 4);
    if (found) {
      variant = found;
      break;
    }
  }
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  carrierId = carriers.result.find((c) => c.paymentMethods.includes("moneyOrder"))!.id;
  const { body: districts } = await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34");
  kadikoy = districts.result.find((d) => d.name === "Kadıköy")!.id;
});

/**
 * A guest's bank-transfer order placed through the checkout call (POST /payment/make-pay), with
 * the session that placed it (only that session sees the order's personal data).
 */
async function transferOrder(): Promise<PayAnswer & { sessionCookie: string }> {
  const v = visitor();
  expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: "2" })).answer).toMatchObject({ success: true });
  const response = await v.send("/payment/make-pay", {
    method: "POST",
    form: true,
    body: {
      idempotencyKey: `e2e-summary-${Date.now()}`,
      deliveryType: "myAddress",
      email: "ece.alici@example.com",
      sameAsDelivery: "1",
      shipmentCompany: String(carrierId),
      checkoutPaymentType: "moneyOrder",
      agreement: "1",
      "delivery[personName]": "Ece Şahin",
      "delivery[phone]": "(532) 222 33 44",
      "delivery[city]": "34",
      "delivery[district]": String(kadikoy),
      "delivery[address]": "Moda Caddesi No: 40 Daire: 2",
      "delivery[identityNumber]": "10000000146",
    },
  });
  const answer = (await response.json()) as PayAnswer;
  expect(answer).toMatchObject({ success: true });
  return { ...answer, sessionCookie: v.cookieHeader() };
}

describe("order summary page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows the order, copies the IBAN and opens the contract at ${label} width`, async () => {
      const order = await transferOrder();
      await journey(browser(), `order-summary-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        // The browser is the guest who paid: the same session as the checkout call.
        const [name, value] = order.sessionCookie.split("=");
        await context.addCookies([{ name, value, url: baseURL() }]);
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.goto(order.redirectUrl, { waitUntil: "networkidle" });

        await page.getByRole("heading", { name: "Siparişiniz alındı!", level: 1 }).waitFor();
        await page.getByText(order.data.order_number, { exact: true }).first().waitFor();
        await page.getByRole("heading", { name: "Havale / EFT ile ödemenizi bekliyoruz" }).waitFor();

        // Desktop: tables; phone: cards. Only one of each is shown.
        const linesTable = page.getByRole("table", { name: "Siparişteki ürünler" });
        const linesCards = page.getByRole("list", { name: "Siparişteki ürünler" });
        const followTable = page.getByRole("table", { name: "Ürünlerin durumu" });
        const followCards = page.getByRole("list", { name: "Ürünlerin durumu" });
        if (label === "desktop") {
          expect(await linesTable.isVisible()).toBe(true);
          expect(await linesCards.isVisible()).toBe(false);
          for (const column of ["Ürün", "Adet", "Birim Fiyat", "Tutar"])
            await linesTable.getByRole("columnheader", { name: column, exact: true }).waitFor();
          expect(await linesTable.getByRole("row").count()).toBe(2);
          expect(await followTable.isVisible()).toBe(true);
          await followTable.getByText("Ödeme Bekleniyor").waitFor();
        } else {
          expect(await linesTable.isVisible()).toBe(false);
          expect(await linesCards.getByRole("listitem").count()).toBe(1);
          await linesCards.getByText(/2 adet ×/).waitFor();
          expect(await followTable.isVisible()).toBe(false);
          await followCards.getByText("Ödeme Bekleniyor").waitFor();
          // Nothing sticks out sideways on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        }
        await page.getByRole("region", { name: "Ödeme Özeti" }).getByText("Genel Toplam").waitFor();
        await page.getByRole("region", { name: "Fatura Adresi" }).getByText("Ece Şahin").waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `order-summary-${label}.png`), fullPage: true });

        // Copy the IBAN: the spec's notice, and the number really is on the clipboard.
        await page.getByRole("button", { name: "IBAN'ı kopyala" }).click();
        await page.getByText(`${IBAN} kopyalandı`).first().waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IBAN);

        // The contract copy: closed at first, opens and closes on its title.
        const contract = page.getByTestId("contract-copy");
        expect(await contract.isVisible()).toBe(false);
        await page.getByText(CONTRACT, { exact: true }).click();
        await contract.getByRole("heading", { name: "Mesafeli Satış Sözleşmesi" }).waitFor();
        expect(await contract.textContent()).toContain(order.data.order_number);
        await contract.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(RESULTS_DIR, `order-summary-contract-${label}.png`) });
        await page.getByText(CONTRACT, { exact: true }).click();
        await contract.waitFor({ state: "hidden" });

        await page.getByRole("link", { name: "Alışverişe Devam Et" }).click();
        await page.waitForURL((url) => url.pathname === "/");
        expect(problems).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`another browser with the link sees the order but none of its personal data (${label})`, async () => {
      const order = await transferOrder();
      await journey(browser(), `order-summary-stranger-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto(order.redirectUrl, { waitUntil: "networkidle" });
        await page.getByText(order.data.order_number, { exact: true }).first().waitFor();
        await page.getByRole("heading", { name: "Kişisel bilgiler gizlendi" }).waitFor();
        await page.getByRole("region", { name: "Ödeme Özeti" }).getByText("Genel Toplam").waitFor();
        const text = await page.locator("main").innerText();
        for (const secret of ["Ece Şahin", "ece.alici@example.com", "Moda Caddesi", "222 33 44", "Mesafeli Satış Sözleşmesi"])
          expect(text).not.toContain(secret);
        await page.screenshot({ path: path.join(RESULTS_DIR, `order-summary-stranger-${label}.png`), fullPage: true });
        expect(problems).toEqual([]);
      });
    });
  }

  it("shows 'Hata Oluştu' / 'Sipariş detayı bulunmadı.' for an unknown order, inside the shop's layout (spec section 8)", async () => {
    await journey(browser(), "order-summary-404", { viewport: PHONE }, async ({ page, problems }) => {
      const response = await page.goto(`/payment/checkout/summary?orderHash=${"B".repeat(32)}`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Hata Oluştu", level: 1 }).waitFor();
      await page.getByText("Sipariş detayı bulunmadı.").waitFor();
      expect(await page.title()).toBe("Hata Oluştu | Minik Dünya");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      await page.getByRole("link", { name: "Alışverişe Devam Et" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(problems).toEqual([]);
    });
  });
});
