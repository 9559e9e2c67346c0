/**
 * A guest follows a parcel: a guest pays at the door, then, in the browser
 * with no account, finds the order at /siparis-takip by its number and e-mail and watches it move
 * — received, being prepared, shipped, delivered — and opens the parcel's steps (Kargo Takibi).
 * Nothing moves the parcel but the shop's own job queue: a demo shop of its own whose parcels take
 * a step every 3 seconds (DEMO_SHIPMENT_STEP_MINUTES=0.05; the suite's shop waits a day).
 * The desktop journey watches every step; the phone journey opens the delivered order.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { answer3ds, cardFields, guestPayForm, makePay, variantWithStock } from "../support/checkout";
import { useShop } from "../support/http";
import { startTestShop } from "../support/server";
import { outbox, visitor } from "../support/visitor";

const EMAIL = "misafir.alici@example.com";
const STEPS = ["Sipariş Alındı", "Hazırlanıyor", "Kargoya Verildi", "Teslim Edildi"];

const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof startTestShop>>;
let order: { order_number: string; order_hash: string };

beforeAll(async () => {
  shop = await startTestShop({ DEMO_SHIPMENT_STEP_MINUTES: "0.05" });
  useShop(shop.server.url);
  // A guest pays by card (3D Secure approved at the sandbox bank): the order stands and its parcel starts travelling.
  const variant = await variantWithStock(3, 1000);
  const buyer = visitor();
  expect((await buyer.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  const card = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
  const paid = await makePay(buyer, await guestPayForm({ email: EMAIL, ...cardFields(card) }));
  expect(paid.answer, JSON.stringify(paid.answer)).toMatchObject({ success: true });
  const summary = await answer3ds(buyer, paid.answer.threeDsUrl!, "approve");
  const orderHash = new URLSearchParams(summary!.split("?")[1]).get("orderHash")!;
  const mail = (await outbox()).find((m) => m.channel === "email" && m.to === EMAIL);
  order = { order_hash: orderHash, order_number: /\d{12}/.exec(mail!.subject)![0] };
}, 240_000);

afterAll(async () => {
  useShop(null);
  await shop?.dispose();
}, 60_000);

/** Asks /siparis-takip for the order; answers the step the progress shows as current. */
async function track(page: Page): Promise<string> {
  await page.goto("/siparis-takip");
  await page.getByLabel("Sipariş Numarası").fill(order.order_number);
  await page.getByLabel("E-posta Adresi").fill(EMAIL);
  await page.getByRole("button", { name: "Sorgula" }).click();
  await page.getByRole("heading", { name: `Sipariş No: ${order.order_number}`, level: 2 }).waitFor();
  return (await page.locator('[aria-current="step"]').first().textContent()) ?? "";
}

const skipCookieBanner = (context: BrowserContext) =>
  context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: shop.server.url }]);

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `parcel-${name}.png`), fullPage: true });

describe("a guest's parcel", () => {
  it("travels to the door while the guest watches at /siparis-takip, and shows its steps (1280×800)", { timeout: 180_000 }, async () => {
    await journey(
      browser(),
      "parcel-journey-desktop",
      { viewport: DESKTOP, baseURL: shop.server.url },
      async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        const seen: string[] = [];
        const started = Date.now();
        while (Date.now() - started < 120_000) {
          const current = await track(page);
          const now = STEPS.find((s) => current.includes(s));
          if (now && seen.at(-1) !== now) {
            seen.push(now);
            await shot(page, `desktop-${STEPS.indexOf(now)}`);
          }
          if (now === "Teslim Edildi") break;
          await page.waitForTimeout(1_000); // between looks: the parcel moves on the shop's clock (a step every 3 s)
        }
        // Each step in order, none skipped back; at least shipped on the way and delivered at the end.
        expect(seen.map((s) => STEPS.indexOf(s))).toEqual([...seen.map((s) => STEPS.indexOf(s))].sort());
        expect(seen).toContain("Kargoya Verildi");
        expect(seen.at(-1)).toBe("Teslim Edildi");

        // The parcel's journey, as the carrier tells it: handed over, transfer centre, delivered.
        await page.getByRole("button", { name: "Kargo Takibi" }).click();
        const steps = page.getByRole("list", { name: "Kargo hareketleri" }).getByRole("listitem");
        await expect.poll(() => steps.count()).toBeGreaterThanOrEqual(3);
        const text = (await steps.allTextContents()).join(" | ");
        expect(text).toContain("Tuzla Şubesi");
        expect(text).toContain("İstanbul Transfer Merkezi");
        expect(text).toContain("Kadıköy Şubesi");
        // Still nothing personal for someone holding only the number and the e-mail.
        expect(await page.locator("main").textContent()).not.toContain("Moda Cad");
        await shot(page, "desktop-steps");
        expect(problems).toEqual([]);
      },
    );
  });

  it("shows the delivered order and its steps on a phone (390×844)", { timeout: 60_000 }, async () => {
    await journey(browser(), "parcel-journey-phone", { viewport: PHONE, baseURL: shop.server.url }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      expect(await track(page)).toContain("Teslim Edildi");
      await page.getByRole("button", { name: "Kargo Takibi" }).click();
      await page.getByRole("list", { name: "Kargo hareketleri" }).getByText("Kadıköy Şubesi").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, "phone-steps");
      expect(problems).toEqual([]);
    });
  });
});
