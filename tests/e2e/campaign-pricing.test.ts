/**
 * Campaigns that really discount, in a real browser, at 1280 and 390 px: the
 * home page's 'Pijamalarda %30 İndirim … sepette %30 indirim' and 'Body ve Zıbınlarda 3 Al 2 Öde'
 * are rules that price the basket. A member puts pyjamas and three bodies of different prices in
 * the basket and sees each campaign as its own line (the pyjamas' 30 %, the cheapest body free) in
 * the basket, the mini-basket and checkout; pays by card through 3D Secure and finds the same lines
 * on the order page, in the accepted contract and on the e-Arşiv invoice.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { formatMoney } from "#app/lib/money";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { payByCardThrough3ds, skipCookieBanner } from "../support/buying";
import { addHomeAddress } from "../support/checkout";
import { getJson } from "../support/http";
import { logIn } from "../support/member-pages";
import { pdfText } from "../support/pdf-text";
import { newMember } from "../support/visitor";

const browser = sharedBrowser();
const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const PYJAMAS = "Pijamalarda %30 İndirim";
const BODIES = "Body ve Zıbınlarda 3 Al 2 Öde";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `campaign-pricing-${name}.png`), fullPage: true });

type Variant = { productId: number; stock: number; status: string; price: number };

/** Sellable variants of a category's items, one per item, with their prices in kuruş. */
async function variantsOf(category: string, count: number): Promise<{ productId: number; kurus: number }[]> {
  const { body } = await getJson<{ items: { catalog_id: number; type: string }[] }>(`/arama/ajax/urunler?category=${category}`);
  const found: { productId: number; kurus: number }[] = [];
  for (const item of body.items.filter((i) => i.type !== "teshir")) {
    const { body: check } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const v = check.products.find((p) => p.status === "active" && p.stock >= 3);
    if (v && !found.some((f) => f.kurus === Math.round(v.price * 100)))
      found.push({ productId: v.productId, kurus: Math.round(v.price * 100) });
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

let pyjama: { productId: number; kurus: number };
let bodies: { productId: number; kurus: number }[];
let pyjamaOff = 0;
let bodyOff = 0;

beforeAll(async () => {
  [pyjama] = await variantsOf("pijama", 1);
  bodies = await variantsOf("body-zibin", 3);
  // 'sepette %30' on two pyjamas (half up to the kuruş); of three bodies the cheapest is free.
  pyjamaOff = Math.floor((pyjama.kurus * 2 * 30 + 50) / 100);
  bodyOff = Math.min(...bodies.map((b) => b.kurus));
});

/** A member whose basket holds two pyjamas and three bodies, with a home address. */
async function memberWithBasket() {
  const member = await newMember();
  await addHomeAddress(member.v, "Deniz Kaya");
  for (const [productId, quantity] of [[pyjama.productId, 2], ...bodies.map((b) => [b.productId, 1])]) {
    expect((await member.v.post("/cart/add", { productId: String(productId), quantity: String(quantity) })).answer).toMatchObject({
      success: true,
    });
  }
  return member;
}

/** The campaign line `title` in `scope` shows −amount. */
async function expectCampaignLine(scope: ReturnType<Page["getByRole"]>, title: string, kurus: number) {
  const line = scope.getByTestId("campaign-line").filter({ hasText: title });
  await expect.poll(() => line.textContent()).toContain(`−${formatMoney(kurus)}`);
}

describe("campaigns price the basket", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows the 30 % and the '3 al 2 öde' lines in basket and checkout, and pays what they say (${viewport.width}px)`, async () => {
      const member = await memberWithBasket();
      const products = pyjama.kurus * 2 + bodies.reduce((s, b) => s + b.kurus, 0);
      const goods = products - pyjamaOff - bodyOff;
      await journey(browser(), `campaign-pricing-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/cart/");
        const summary = page.getByRole("region", { name: "Sipariş Özeti" });
        await expectCampaignLine(summary, PYJAMAS, pyjamaOff);
        await expectCampaignLine(summary, BODIES, bodyOff);
        await expect.poll(() => page.getByTestId("cart-subtotal").textContent()).toBe(formatMoney(products));
        await shot(page, `${label}-basket`);

        if (label === "desktop") {
          // The header's mini-basket says the same.
          await page.getByRole("link", { name: "Sepetim, 5 ürün" }).hover();
          const mini = page.getByRole("region", { name: "Sepet özeti" });
          await expectCampaignLine(mini, PYJAMAS, pyjamaOff);
          await expect.poll(() => mini.textContent()).toContain(formatMoney(goods));
          await page.mouse.move(5, 700);
        }

        await page.goto("/payment/checkout", { waitUntil: "networkidle" });
        await page.getByRole("radio", { name: /^Yurtiçi Kargo/ }).check();
        const checkout = page.getByRole("region", { name: /Sipariş Özeti/ });
        await expectCampaignLine(checkout, PYJAMAS, pyjamaOff);
        await expectCampaignLine(checkout, BODIES, bodyOff);
        await shot(page, `${label}-checkout`);
        if (label === "phone") {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
          expect(problems).toEqual([]);
          return;
        }

        await payByCardThrough3ds(page, CARD, "Deniz Kaya");
        const totals = page.getByRole("region", { name: "Ödeme Özeti" });
        await expectCampaignLine(totals, PYJAMAS, pyjamaOff);
        await expectCampaignLine(totals, BODIES, bodyOff);
        await shot(page, `${label}-order`);
        const orderHash = new URL(page.url()).searchParams.get("orderHash")!;
        const answer = await page.request.get(`/payment/checkout/summary?orderHash=${orderHash}`, {
          headers: { Accept: "application/json" },
        });
        const json = (await answer.json()) as { order: { total: number; campaigns: { title: string; discount: number }[] } };
        expect(json.order.campaigns.map((c) => [c.title, Math.round(c.discount * 100)])).toEqual([
          [PYJAMAS, pyjamaOff],
          [BODIES, bodyOff],
        ]);
        // What was paid: the goods after both campaigns, and at most a carrier's fee.
        const paid = Math.round(json.order.total * 100);
        expect(paid).toBeGreaterThanOrEqual(goods);
        expect(paid - goods).toBeLessThan(10_000);
        // The contract the buyer accepted names each campaign.
        const contract = await page.getByTestId("contract-copy").textContent();
        expect(contract).toContain(`Kampanya indirimi — ${PYJAMAS}: -${formatMoney(pyjamaOff)}`);
        expect(contract).toContain(`Kampanya indirimi — ${BODIES}: -${formatMoney(bodyOff)}`);
        // The e-Arşiv invoice: the discounts on their lines and the campaigns named.
        const invoice = await page.request.get(`/siparis/fatura/${orderHash}`);
        expect(invoice.status()).toBe(200);
        const { text } = await pdfText(await invoice.body());
        expect(text).toContain(PYJAMAS);
        expect(text).toContain(`-${formatMoney(pyjamaOff)}`);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
