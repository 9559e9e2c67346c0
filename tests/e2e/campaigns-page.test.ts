/**
 * The campaigns page in a real browser, on a shop of its own whose
 * campaigns end at chosen times (tests/support/campaigns.ts):
 *   - at phone width, /kampanyalar?categoryValue=oyuncak shows the toys' campaigns only, each
 *     countdown form of spec section 4 (the end date, 'Son 3 Gün', 'Son 2 Gün', hh:mm:ss,
 *     'Kampanya Sona Erdi'), the hh:mm:ss one ticking each second, and (the browser's clock moved
 *     on) flipping to 'Kampanya Sona Erdi' at its end; no hydration warning, no serious axe finding;
 *   - the Gülümseten Fırsat box: the spec's messages, a bad then a good phone through the shop's
 *     mask, the acknowledgement in the box (sent with fetch);
 *   - at desktop width with JavaScript off: the filter links and the form still work (plain links,
 *     a form post answered by the same page).
 * Screenshots in test-results/campaigns-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { DAY, HOUR, startShopWithCampaigns } from "../support/campaigns";

const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const LINK_REQUIRED = "Lütfen İlgili Ürüne Ait Linki Giriniz.";
const PHONE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";
const LINK_INVALID = "Lütfen geçerli bir ürün linki giriniz, örneğin https://www.ornek.com/urun";
const SENT = "Talebiniz bize ulaştı, teşekkür ederiz! Ürünü inceleyip en kısa sürede sizi arayacağız.";

const browser = sharedBrowser();
let shop: Awaited<ReturnType<typeof startShopWithCampaigns>>;

beforeAll(async () => {
  shop = await startShopWithCampaigns([
    { title: "Oyuncak On Gün", categoryValue: "oyuncak", endsIn: 10 * DAY + 12 * HOUR, colorFrom: "#22c55e", colorTo: "#eab308" },
    { title: "Oyuncak Üç Gün", categoryValue: "oyuncak", endsIn: 3 * DAY + 12 * HOUR, kind: "basketPercent", discountPercent: 30 },
    { title: "Oyuncak İki Gün", categoryValue: "oyuncak", endsIn: 2 * DAY + 12 * HOUR, colorFrom: "#0ea5e9", colorTo: "#6366f1" },
    { title: "Oyuncak Son Saatler", categoryValue: "oyuncak", endsIn: 12 * HOUR, colorFrom: "#8b5cf6", colorTo: "#ec4899" },
    { title: "Oyuncak Dün Bitti", categoryValue: "oyuncak", endsIn: -HOUR },
    { title: "Giyim Kış Fırsatı", categoryValue: "giyim", endsIn: 5 * DAY, colorFrom: "#1e3a8a", colorTo: "#0ea5e9" },
    { title: "Bebek Arabası Günleri", categoryValue: "bebek", endsIn: 20 * HOUR, colorFrom: "#10b981", colorTo: "#0ea5e9" },
  ]);
}, 180_000);

afterAll(async () => {
  await shop?.dispose();
});

const options = (viewport: { width: number; height: number }, extra: Record<string, unknown> = {}) => ({
  baseURL: shop.server.url,
  viewport,
  ...extra,
});
const dismissCookies = (context: import("playwright-core").BrowserContext) =>
  context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: shop.server.url }]);

/** A campaign card by its title, and the text its countdown reads (as a screen reader hears it). */
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const countdown = async (page: Page, title: string) =>
  (await card(page, title).getByRole("timer").textContent())?.replace(/^Kampanya süresi: /, "");
const seconds = (hms: string) => {
  const [h, m, s] = hms.split(":").map(Number);
  return h * 3600 + m * 60 + s;
};

/** The text of the message a field points to (aria-describedby): the one shown under it. */
const messageUnder = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  });

const expectNoSeriousFindings = async (page: Page, where: string) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
};

describe("campaigns page", () => {
  it("at phone width: the toys' campaigns with every countdown form, the hh:mm:ss one ticking", async () => {
    await journey(browser(), "campaigns-phone", options(PHONE), async ({ context, page, problems }) => {
      await dismissCookies(context);
      await page.goto("/kampanyalar?categoryValue=oyuncak", { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Oyuncak Kampanyaları" }).waitFor();
      const filter = page.getByRole("navigation", { name: "Kampanya kategorileri" });
      expect(await filter.getByRole("link", { name: /^Oyuncak/ }).getAttribute("aria-current")).toBe("page");
      expect(await filter.getByRole("link", { name: /^Tümü/ }).getAttribute("aria-current")).toBeNull();

      // Only the toys' campaigns: four running, one ended below them.
      expect(await page.getByRole("article").count()).toBe(5);
      for (const other of ["Giyim Kış Fırsatı", "Bebek Arabası Günleri"]) expect(await card(page, other).count()).toBe(0);
      expect(await countdown(page, "Oyuncak On Gün")).toMatch(/^Son gün: \d{1,2} [A-Za-zÇĞİÖŞÜçğıöşü]+ \d{4}$/);
      expect(await countdown(page, "Oyuncak Üç Gün")).toBe("Son 3 Gün");
      expect(await countdown(page, "Oyuncak İki Gün")).toBe("Son 2 Gün");
      const first = (await countdown(page, "Oyuncak Son Saatler"))!;
      expect(first).toMatch(/^1[01]:\d{2}:\d{2}$/);
      const ended = page.getByRole("region", { name: "Sona Eren Kampanyalar" });
      expect(await ended.getByRole("article", { name: "Oyuncak Dün Bitti" }).getByRole("timer").textContent()).toBe(
        "Kampanya süresi: Kampanya Sona Erdi",
      );
      // Each links to its listing.
      expect(
        await card(page, "Oyuncak Üç Gün")
          .getByRole("link", { name: /^Kampanyaya Git\W+Oyuncak Üç Gün$/ })
          .getAttribute("href"),
      ).toBe("/kategori/oyuncak");
      expect(await card(page, "Oyuncak Üç Gün").getByText("Sepette %30 indirim").count()).toBe(1);

      // hh:mm:ss ticks each second.
      await expect.poll(() => countdown(page, "Oyuncak Son Saatler"), { timeout: 3000 }).not.toBe(first);
      const later = (await countdown(page, "Oyuncak Son Saatler"))!;
      expect(seconds(first) - seconds(later)).toBeGreaterThanOrEqual(1);
      expect(seconds(first) - seconds(later)).toBeLessThanOrEqual(3);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousFindings(page, "/kampanyalar?categoryValue=oyuncak at phone width");
      await page.screenshot({ path: path.join(RESULTS_DIR, "campaigns-oyuncak-phone.png"), fullPage: true });
      expect(problems).toEqual([]);
    });
  });

  it("flips a countdown to 'Kampanya Sona Erdi' when its end comes while the page is open", async () => {
    await journey(browser(), "campaigns-clock", options(PHONE), async ({ context, page, problems }) => {
      await dismissCookies(context);
      await page.clock.install({ time: new Date() });
      await page.goto("/kampanyalar?categoryValue=oyuncak", { waitUntil: "networkidle" });
      expect(await countdown(page, "Oyuncak Son Saatler")).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(await card(page, "Oyuncak Son Saatler").getAttribute("data-ended")).toBeNull();
      await page.clock.fastForward("12:00:05");
      await expect.poll(() => countdown(page, "Oyuncak Son Saatler")).toBe("Kampanya Sona Erdi");
      expect(await card(page, "Oyuncak Son Saatler").getAttribute("data-ended")).toBe("true");
      expect(
        await card(page, "Oyuncak Son Saatler")
          .getByRole("link", { name: /^Ürünlere Göz At/ })
          .count(),
      ).toBe(1);
      // The others moved on by the same 12 hours.
      expect(await countdown(page, "Oyuncak Üç Gün")).toBe("Son 2 Gün");
      expect(problems).toEqual([]);
    });
  });

  it("Gülümseten Fırsat at phone width: the spec's messages, a bad then a good phone through the mask, the acknowledgement in the box", async () => {
    await journey(browser(), "campaigns-smile-deal", options(PHONE), async ({ context, page, problems }) => {
      await dismissCookies(context);
      await page.goto("/kampanyalar?categoryValue=oyuncak", { waitUntil: "networkidle" });
      const box = page.getByRole("region", { name: "Gülümseten Fırsat" });
      await box.scrollIntoViewIfNeeded();
      const send = box.getByRole("button", { name: "Fırsat Talebi Gönder" });

      await send.click();
      await box.getByText(PHONE_REQUIRED).waitFor();
      expect(await messageUnder(page, "Cep Telefonu")).toBe(PHONE_REQUIRED);
      expect(await messageUnder(page, "Ürün Linki")).toBe(LINK_REQUIRED);
      expect(await page.getByLabel("Cep Telefonu").evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: path.join(RESULTS_DIR, "campaigns-smile-deal-errors-phone.png"), fullPage: false });

      // A leading 0 is blocked by the mask; a number cut short is not a phone.
      await page.getByLabel("Cep Telefonu").pressSequentially("053212");
      expect(await page.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 12");
      await page.getByLabel("Ürün Linki").fill("javascript:alert(1)");
      await send.click();
      await box.getByText(PHONE_RULE).waitFor();
      expect(await messageUnder(page, "Cep Telefonu")).toBe(PHONE_RULE);
      expect(await messageUnder(page, "Ürün Linki")).toBe(LINK_INVALID);
      expect(await page.getByLabel("Ürün Linki").inputValue()).toBe("javascript:alert(1)");
      await expectNoSeriousFindings(page, "the smile deal box with messages");

      // The good phone, through the mask; a competitor's product page.
      await page.getByLabel("Cep Telefonu").fill("");
      await page.getByLabel("Cep Telefonu").pressSequentially("5321234567");
      expect(await page.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 123-4567");
      await page.getByLabel("Ürün Linki").fill("https://www.rakip.com.tr/ahsap-tren-seti-p-42");
      expect(await messageUnder(page, "Ürün Linki")).toBe("Ürünü daha uygun gördüğünüz sayfanın adresi.");
      const url = page.url();
      await send.click();
      const sent = box.getByRole("status");
      await sent.getByRole("heading", { name: SENT }).waitFor();
      expect(await sent.textContent()).toContain("(532) 123-4567 numaralı telefonunuzdan arayacağız.");
      // Sent with fetch: the page stayed where it was, the heading has the focus.
      expect(page.url()).toBe(url);
      expect(await sent.getByRole("heading", { name: SENT }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: path.join(RESULTS_DIR, "campaigns-smile-deal-sent-phone.png"), fullPage: false });

      // Another request: the phone stays, the link is empty.
      await sent.getByRole("link", { name: "Yeni Talep Gönder" }).click();
      expect(await page.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 123-4567");
      expect(await page.getByLabel("Ürün Linki").inputValue()).toBe("");
      expect(problems).toEqual([]);
    });
  });

  it("at desktop width without JavaScript: the filter links and the form post still work", async () => {
    await journey(browser(), "campaigns-no-js", options(DESKTOP, { javaScriptEnabled: false }), async ({ context, page }) => {
      await dismissCookies(context);
      await page.goto("/kampanyalar");
      await page.getByRole("heading", { level: 1, name: "Kampanyalar" }).waitFor();
      expect(await page.getByRole("region", { name: "Süren kampanyalar" }).getByRole("article").count()).toBe(6);
      await page.screenshot({ path: path.join(RESULTS_DIR, "campaigns-all-desktop.png"), fullPage: true });
      // The server wrote the countdown: no script ran.
      expect(await countdown(page, "Giyim Kış Fırsatı")).toMatch(/^Son gün: /);
      expect(await countdown(page, "Bebek Arabası Günleri")).toMatch(/^(19|20):\d{2}:\d{2}$/);

      await page
        .getByRole("navigation", { name: "Kampanya kategorileri" })
        .getByRole("link", { name: /^Giyim/ })
        .click();
      await page.waitForURL((u) => u.search === "?categoryValue=giyim");
      expect(await page.getByRole("article").count()).toBe(1);
      expect(await card(page, "Giyim Kış Fırsatı").count()).toBe(1);

      const box = page.getByRole("region", { name: "Gülümseten Fırsat" });
      await page.getByLabel("Ürün Linki").fill("www.rakip.com/mont");
      await box.getByRole("button", { name: "Fırsat Talebi Gönder" }).click();
      await page.waitForURL((u) => u.hash === "#gulumseten-firsat");
      expect(await messageUnder(page, "Cep Telefonu")).toBe(PHONE_REQUIRED);
      expect(await page.getByLabel("Ürün Linki").inputValue()).toBe("www.rakip.com/mont");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Giyim Kampanyaları");

      await page.getByLabel("Cep Telefonu").fill("(544) 002-3170");
      await box.getByRole("button", { name: "Fırsat Talebi Gönder" }).click();
      await box.getByRole("status").getByRole("heading", { name: SENT }).waitFor();
      await page.screenshot({ path: path.join(RESULTS_DIR, "campaigns-smile-deal-sent-desktop.png"), fullPage: false });
    });
  });

  it("at desktop width: the filter moves between categories in the page, each link marked when current", async () => {
    await journey(browser(), "campaigns-desktop", options(DESKTOP), async ({ context, page, problems }) => {
      await dismissCookies(context);
      await page.goto("/kampanyalar", { waitUntil: "networkidle" });
      const filter = page.getByRole("navigation", { name: "Kampanya kategorileri" });
      expect(await filter.getByRole("link", { name: /^Tümü/ }).getAttribute("aria-current")).toBe("page");
      await filter.getByRole("link", { name: /^Bebek/ }).click();
      await page.waitForURL((u) => u.search === "?categoryValue=bebek");
      await page.getByRole("heading", { level: 1, name: "Bebek Kampanyaları" }).waitFor();
      expect(await page.getByRole("article").count()).toBe(1);
      expect(await filter.getByRole("link", { name: /^Bebek/ }).getAttribute("aria-current")).toBe("page");
      expect(await countdown(page, "Bebek Arabası Günleri")).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      await expectNoSeriousFindings(page, "/kampanyalar?categoryValue=bebek at desktop width");
      expect(problems).toEqual([]);
    });
  });
});
