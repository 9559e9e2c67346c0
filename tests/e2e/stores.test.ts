/**
 * The store locator in a real browser. At phone width: from the menu to
 * /magazalar, filter to İzmir (the alphabet's İ, then the city select, then the type radio group:
 * each change asks GET /magazalar/get-store/ and keeps the filters in the address), open a store,
 * see its map (drawn in the page, no request to another host) and search its stock: a product it
 * holds is found, a too short query is refused with its message. At desktop width the footer's link
 * and the header's old store link (/magazalar/get-store/) land on /magazalar. No serious accessibility findings. Screenshots in
 * test-results/stores-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";

const browser = sharedBrowser();

const expectNoSeriousFindings = async (page: Page, where: string) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
};

/** The names of the store cards shown (their headings). */
const storeNames = (page: Page) =>
  page.getByRole("region", { name: "Mağaza Listesi" }).getByRole("article").getByRole("heading", { level: 4 }).allTextContents();
/** The city headings of the list. */
const cityHeadings = async (page: Page) =>
  (await page.getByRole("region", { name: "Mağaza Listesi" }).getByRole("heading", { level: 3 }).allTextContents()).map((t) =>
    t.replace(/\d+ mağaza$/, ""),
  );

describe("store locator", () => {
  it("at phone width: filter to İzmir, open a store, see its map and search its stock", async () => {
    await journey(browser(), "stores-phone", { viewport: PHONE }, async ({ context, page, problems }) => {
      const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `stores-${name}-phone.png`), fullPage: true });
      const foreign: string[] = [];
      page.on("request", (r) => {
        if (!r.url().startsWith(baseURL())) foreign.push(r.url());
      });
      const listCalls: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/magazalar/get-store/")) listCalls.push(new URL(r.url()).search);
      });
      await skipCookieBanner(context);
      await page.goto("/", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Menü" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Mağazalarımız" }).click();
      await page.waitForURL((url) => url.pathname === "/magazalar");
      await page.getByRole("heading", { name: "Mağazalarımız", level: 1 }).waitFor();
      const everyStore = await storeNames(page);
      expect(everyStore.length).toBeGreaterThanOrEqual(30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousFindings(page, "/magazalar at phone width");
      await shot("locator");

      // The alphabet: İ keeps İstanbul and İzmir (no call needed: the letter narrows what is loaded).
      await page.getByRole("navigation", { name: "Şehrin baş harfi" }).getByRole("link", { name: "İ harfiyle başlayan şehirler" }).click();
      await page.waitForURL((url) => url.searchParams.get("letter") === "İ");
      await expect.poll(() => cityHeadings(page)).toEqual(["İstanbul", "İzmir"]);
      const city = page.getByLabel("Şehir", { exact: true });
      expect(await city.locator("option").allTextContents()).toEqual(["Tüm Şehirler", "İstanbul", "İzmir"]);

      // The city: the list's call answers, the address keeps the filters.
      const answered = page.waitForResponse((r) => r.url().includes("/magazalar/get-store/?storeType=all&city=35"));
      await city.selectOption({ label: "İzmir" });
      expect((await answered).status()).toBe(200);
      await page.waitForURL((url) => url.searchParams.get("city") === "35");
      await page.getByRole("status").filter({ hasText: "İzmir: " }).waitFor();
      const izmir = await storeNames(page);
      expect(izmir.length).toBeGreaterThanOrEqual(3);
      expect(izmir.every((name) => everyStore.includes(name))).toBe(true);
      expect(await cityHeadings(page)).toEqual(["İzmir"]);

      // The type radio group: AVM, then Tümü again.
      const types = page.getByRole("group", { name: "Mağaza Tipi" });
      // A click, then the address: the radio follows the address, so it shows checked once the
      // navigation is done (check() would look at it before).
      await types.getByRole("radio", { name: "AVM" }).click();
      await page.waitForURL((url) => url.searchParams.get("storeType") === "avm");
      await page.getByRole("status").filter({ hasText: "İzmir · AVM: " }).waitFor();
      const avm = await storeNames(page);
      expect(avm.length).toBeGreaterThan(0);
      expect(avm.length).toBeLessThan(izmir.length);
      expect(await types.getByRole("radio", { name: "AVM" }).isChecked()).toBe(true);
      await types.getByRole("radio", { name: "Tümü" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `İzmir: ${izmir.length} mağaza` })
        .waitFor();
      expect(listCalls).toEqual(["?storeType=all&city=35", "?storeType=avm&city=35", "?storeType=all&city=35"]);
      await expectNoSeriousFindings(page, "/magazalar filtered to İzmir at phone width");
      await shot("izmir");

      // The address holds the filters: opened afresh, the server lists the same stores.
      await page.reload({ waitUntil: "networkidle" });
      expect(await storeNames(page)).toEqual(izmir);

      // A store: its card links to its page.
      const name = avm[0];
      const card = page.getByRole("article", { name });
      expect(await card.getByRole("link", { name: /^\(\d{3}\) \d{3} \d{2} \d{2}$/ }).getAttribute("href")).toMatch(/^tel:\+90\d{10}$/);
      await card.getByRole("link", { name: /^Mağaza Detayı/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/magaza/"));
      await page.getByRole("heading", { name, level: 1 }).waitFor();
      expect(await page.title()).toBe(`${name} (İzmir) | Minik Dünya`);
      const map = page.getByRole("img", { name: `${name}: Türkiye haritasında İzmir ilindeki konumu` });
      await map.waitFor();
      const box = (await map.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.height).toBeGreaterThan(100);
      expect(await map.locator("path").count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole("link", { name: /^Yol tarifi al/ }).getAttribute("href")).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=38\.\d{6},2[67]\.\d{6}$/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Its stock: what it holds, then a search for one of those products by its code, then by words.
      const stock = page.getByRole("region", { name: "Mağaza Stoğunda Ara" });
      await stock.getByText("Mağazada stokta olan ürünler, en çok satanlar önce").waitFor();
      const firstCode = (
        (await stock
          .getByText(/^Ürün Kodu: /)
          .first()
          .textContent()) ?? ""
      ).replace("Ürün Kodu: ", "");
      expect(firstCode).toMatch(/^MD-\d{6}-\d{2}$/);
      const box1 = stock.getByRole("searchbox", { name: "Ürün adı, ürün kodu ya da barkod" });
      await box1.fill("x");
      await stock.getByRole("button", { name: "Ara" }).click();
      await stock.getByText("Lütfen en az 2 karakter giriniz.").waitFor();
      expect(await box1.evaluate((el) => el === document.activeElement)).toBe(true);
      await box1.fill(firstCode.toLowerCase());
      await stock.getByRole("button", { name: "Ara" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === firstCode.toLowerCase());
      await stock.getByText(`“${firstCode.toLowerCase()}” için mağazada stokta olan ürünler`).waitFor();
      await stock.getByText(`Ürün Kodu: ${firstCode}`).waitFor();
      expect(await stock.getByText(/^Ürün Kodu: /).count()).toBe(1);
      expect(await stock.getByText(/^(Stokta|Son \d ürün)$/).count()).toBe(1);

      await box1.fill("pijama");
      await box1.press("Enter");
      await stock.getByText("“pijama” için mağazada stokta olan ürünler").waitFor();
      expect(await stock.getByRole("heading", { level: 3 }).count()).toBeGreaterThan(0);
      await box1.fill("zzqqxx");
      await box1.press("Enter");
      await stock.getByText("Hiç ürün bulunamadı!").waitFor();
      await expectNoSeriousFindings(page, "a store's page at phone width");
      await shot("store");

      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it("at desktop width: the footer's and the header's store links land on the locator, and the map shows every store", async () => {
    await journey(browser(), "stores-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/", { waitUntil: "networkidle" });
      // The header still links to the list's old address: followed inside the shop, it lands on the locator.
      await page.getByRole("banner").getByRole("link", { name: "Mağazalarımız" }).click();
      await page.waitForURL((url) => url.pathname === "/magazalar");
      await page.getByRole("heading", { name: "Mağazalarımız", level: 1 }).waitFor();
      await page.getByRole("contentinfo").getByRole("link", { name: "Mağaza Bul" }).click();
      await page.waitForURL((url) => url.pathname === "/magazalar");
      const map = page.getByRole("img", { name: /^Türkiye haritasında listelenen \d+ mağaza$/ });
      await map.waitFor();
      const count = Number(/(\d+)/.exec((await map.getAttribute("aria-label")) ?? "")![1]);
      expect(count).toBeGreaterThanOrEqual(30);
      expect(await map.locator("circle").count()).toBe(count);
      await expectNoSeriousFindings(page, "/magazalar at desktop width");
      await page.screenshot({ path: path.join(RESULTS_DIR, "stores-locator-desktop.png"), fullPage: true });

      // Opened as a page, the old address lands on the locator too.
      await page.goto("/magazalar/get-store/", { waitUntil: "networkidle" });
      expect(new URL(page.url()).pathname).toBe("/magazalar");
      await page.getByRole("heading", { name: "Mağazalarımız", level: 1 }).waitFor();
      expect(problems).toEqual([]);
    });
  });
});
