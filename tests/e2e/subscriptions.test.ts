/**
 * Subscribing in a real browser, on a shop of its own whose catalogue also holds
 * nappies (tests/support/subscriptions.ts):
 *   - the demo member saves a card by paying once with 'Kartımı kaydet';
 *   - at 1280 px on /abonelik: the Bebek / Çocuk tabs, 'Adresi değiştir' adding a new address through
 *     the address popup, the nappies' package select ('… Beden 4') and week select, 'Abone Ol', the
 *     subscription under 'Aboneliklerim'; no serious axe finding, no page error;
 *   - the send date comes and the `subscriptions.run` job runs (through the shop's job queue, on the
 *     stopped shop's database); the shop starts again and the first recurring order is in
 *     Siparişlerim, and /abonelik says so; at 390 px the page fits the screen.
 * Screenshots in test-results/subscriptions-*.png.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayInTurkey } from "#app/domain/subscriptions/send-dates";
import { describeViolations, seriousViolations } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { logIn, choose } from "../support/member-pages";
import { createStorage, startShop, withStorageSql, type ShopServer, type Storage } from "../support/server";
import { addNappies, jobDb, NAPPY, openJobTarget, runSubscriptionsJob } from "../support/subscriptions";

const MEMBER = { email: "uye@example.com", password: "Deneme123" };
const CARD = "5400360000000003";

const browser = sharedBrowser();
let storage: Storage;
let server: ShopServer;

beforeAll(async () => {
  storage = await createStorage();
  // The first start fills the demo shop; the nappies join its catalogue while it is stopped.
  server = await startShop(storage);
  await server.stop();
  await addNappies(storage);
  server = await startShop(storage);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
});

const options = (viewport: { width: number; height: number }) => ({ baseURL: server.url, viewport });
const dismissCookies = (context: BrowserContext) =>
  context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: server.url }]);
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `subscriptions-${name}.png`), fullPage: true });

/** Pays one toy by card through 3D Secure with 'Kartımı kaydet' ticked: the member then has a saved card. */
async function saveCardByPaying(page: Page) {
  const added = await page.evaluate(async () => {
    const { items } = (await (await fetch("/arama/ajax/urunler?category=oyuncak", { headers: { Accept: "application/json" } })).json()) as {
      items: { catalog_id: number; type: string }[];
    };
    for (const item of items.filter((i) => i.type !== "teshir")) {
      const { products } = (await (
        await fetch(`/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } })
      ).json()) as { products: { productId: number; stock: number; status: string }[] };
      const variant = products.find((p) => p.status === "active" && p.stock > 2);
      if (!variant) continue;
      const answer = await (
        await fetch("/cart/add", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productId: variant.productId, quantity: 1 }),
        })
      ).json();
      if ((answer as { success: boolean }).success) return true;
    }
    return false;
  });
  expect(added).toBe(true);
  await page.goto("/payment/checkout", { waitUntil: "networkidle" });
  await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
  await page.getByLabel("Kart numarası 1-4. haneler").click();
  await page.keyboard.type(CARD);
  await page.getByLabel("Kart Üzerindeki İsim").fill("Ayşe Yılmaz");
  await page.getByLabel("Son kullanma ayı").selectOption("12");
  await page.getByLabel("Son kullanma yılı").selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel("CVC", { exact: true }).fill("123");
  await page.getByRole("checkbox", { name: /Kartımı kaydet/ }).check();
  await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
  await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
  await page.frameLocator('iframe[name="odeme-penceresi"]').getByRole("button", { name: "Onayla" }).click();
  await page.waitForURL(/\/payment\/checkout\/summary\?orderHash=/, { timeout: 30_000 });
}

describe("subscriptions", () => {
  it(
    "a member with a saved card subscribes to nappies; the job places the first recurring order, seen in Siparişlerim",
    { timeout: 300_000 },
    async () => {
      await journey(browser(), "subscriptions-desktop", options(DESKTOP), async ({ context, page, problems }) => {
        await dismissCookies(context);
        await logIn(page, MEMBER.email, MEMBER.password, "/abonelik");
        // No saved card yet: told how to get one, 'Abone Ol' waits.
        await page.getByText(/Kayıtlı kartınız yok/).waitFor();
        expect(await page.getByRole("article", { name: "Bebek Bezi" }).getByRole("button", { name: "Abone Ol" }).isDisabled()).toBe(true);
        await saveCardByPaying(page);

        await page.goto("/abonelik", { waitUntil: "networkidle" });
        await expect.poll(() => page.getByLabel("Ödeme kartı").textContent()).toContain("•••• 0003");
        // The tabs: the child's, then back to the baby's.
        const tabs = page.getByRole("tablist", { name: "Kimin için" });
        await tabs.getByRole("tab", { name: "Çocuk" }).click();
        expect(await tabs.getByRole("tab", { name: "Çocuk" }).getAttribute("aria-selected")).toBe("true");
        expect(await page.getByRole("tabpanel", { name: "Çocuk" }).isVisible()).toBe(true);
        await tabs.getByRole("tab", { name: "Bebek" }).click();
        const panel = page.getByRole("tabpanel", { name: "Bebek" });

        // 'Adresi değiştir': a new address through the address popup becomes the delivery address.
        await page.getByRole("button", { name: "Adresi değiştir", exact: true }).click();
        const picker = page.getByRole("dialog", { name: "Teslimat Adresini Değiştir" });
        await picker.getByRole("button", { name: "+ Yeni Adres Ekle" }).click();
        const dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
        await dialog.getByLabel("Adres Başlığı").fill("Anneannem");
        await choose(dialog, "İl", "İzmir");
        await choose(dialog, "İlçe", { index: 1 });
        await choose(dialog, "Mahalle", { index: 1 });
        await dialog.getByLabel("Adres", { exact: true }).fill("Kordon Boyu No: 8 Daire: 2");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        await dialog.waitFor({ state: "hidden" });
        const delivery = page.getByRole("region", { name: "Teslimat ve ödeme" });
        await delivery.getByText("Anneannem").waitFor();

        // Nappies, size 4, every week, 2 packs.
        const nappies = panel.getByRole("article", { name: "Bebek Bezi" });
        const size4 = (await nappies.getByLabel("Paket").locator("option", { hasText: "Beden 4" }).textContent())!;
        await nappies.getByLabel("Paket").selectOption({ label: size4 });
        expect(await nappies.getByLabel("Paket").locator("option:checked").textContent()).toMatch(/Ultra Kuru, Beden 4 — 349,90 TL/);
        await nappies.getByLabel("Gönderim sıklığı").selectOption({ label: "Her hafta" });
        await nappies.getByLabel("Adet").selectOption({ label: "2 adet" });
        expect(await nappies.getByText("699,80 TL").count()).toBe(1);
        await nappies.getByText("Tahmini ilk gönderim").waitFor();
        await shot(page, "before-desktop");
        // Without the contract accepted: told so under the button, nothing made.
        await nappies.getByRole("button", { name: "Abone Ol" }).click();
        await nappies.getByRole("alert").getByText("Lütfen Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'ni onaylayınız.").waitFor();
        await page.getByRole("checkbox", { name: /Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum/ }).check();
        await nappies.getByRole("button", { name: "Abone Ol" }).click();
        await nappies
          .getByRole("status")
          .getByText(/Aboneliğiniz oluşturuldu/)
          .waitFor();

        const mine = page.getByRole("region", { name: "Aboneliklerim" });
        const subscription = mine.getByRole("article", { name: /Bebek Bezi Ultra Kuru, Beden 4/ });
        await subscription.waitFor();
        expect(await subscription.textContent()).toMatch(/Aktif.*Her hafta · 2 adet.*Sonraki gönderim.*Anneannem.*•••• 0003/s);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("/abonelik", violations)).toEqual([]);
        await shot(page, "subscribed-desktop");
        expect(problems).toEqual([]);
      });

      // The send date comes (today); the job runs on the stopped shop's database.
      await server.stop();
      await withStorageSql(storage, (query) => query("UPDATE subscriptions SET estimated_send_date = $1::date", [dayInTurkey()]));
      const opened = await openJobTarget(storage);
      const { db, close } = await jobDb(opened.target);
      try {
        await runSubscriptionsJob(opened.target, db, server.url);
      } finally {
        await close();
        await opened.close();
      }
      const [order] = await withStorageSql(storage, (query) =>
        query<{ order_number: string; status: string }>("SELECT order_number, status FROM orders WHERE idempotency_key LIKE 'abonelik:%'"),
      );
      expect(order?.status).toBe("confirmed");
      server = await startShop(storage);

      await journey(browser(), "subscriptions-orders-desktop", options(DESKTOP), async ({ context, page, problems }) => {
        await dismissCookies(context);
        await logIn(page, MEMBER.email, MEMBER.password, "/kullanici/siparislerim");
        await page.getByText(order.order_number).first().waitFor();
        expect(await page.getByText(NAPPY.name).count()).toBeGreaterThan(0);
        await shot(page, "orders-desktop");
        await page.goto("/abonelik#aboneliklerim", { waitUntil: "networkidle" });
        const subscription = page
          .getByRole("region", { name: "Aboneliklerim" })
          .getByRole("article", { name: /Bebek Bezi Ultra Kuru, Beden 4/ });
        expect(await subscription.textContent()).toContain("Sipariş oluşturuldu");
        expect(await subscription.getByRole("link", { name: order.order_number }).getAttribute("href")).toMatch(
          /^\/kullanici\/siparislerim\?hash=/,
        );
        expect(problems).toEqual([]);
      });

      await journey(browser(), "subscriptions-phone", options(PHONE), async ({ context, page, problems }) => {
        await dismissCookies(context);
        await logIn(page, MEMBER.email, MEMBER.password, "/abonelik");
        await page.getByRole("region", { name: "Aboneliklerim" }).getByRole("button", { name: "Duraklat" }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("/abonelik (390 px)", violations)).toEqual([]);
        await shot(page, "phone");
        expect(problems).toEqual([]);
      });
    },
  );
});
