/**
 * Pages are the same for every visitor: what is personal arrives after the page loads.
 * The basket page is the exception: it is drawn on the server with the visitor's basket (readable
 * without JavaScript), its header count with it.
 *
 *   desktop 1280: the demo member with a line in the basket opens a product page whose HTML holds
 *                 neither the member's name nor the count; the header then greets 'Ayşe' with
 *                 the count (GET /kullanici/oturum-bilgisi). The basket page comes with its lines
 *                 and the header's summary (no call for either). Logging out from the
 *                 header menu shows 'Giriş Yap' and an empty basket count without a reload.
 *   phone 390:    a visitor without a session gets the empty basket straight from the server and
 *                 asks nobody who they are; once a guest's basket holds a line, the basket page
 *                 shows it and the header counts it; nothing overflows.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";

const MEMBER = { email: "uye@example.com", password: "Deneme123", firstname: "Ayşe" };
const VISITOR_CALL = "/kullanici/oturum-bilgisi";

const browser = sharedBrowser();

/** Puts the first variant that can be added into the basket; returns its product page's address. */
async function addSomething(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { items } = await (await fetch("/arama/ajax/urunler?category=giyim", { headers: { Accept: "application/json" } })).json();
    for (const item of items) {
      if (item.type === "teshir") continue;
      const { products } = await (
        await fetch(`/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } })
      ).json();
      const variant = products.find((p: { stock: number; status: string }) => p.stock >= 2 && p.status === "active");
      if (!variant) continue;
      const answer = await (
        await fetch("/cart/add", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ productId: variant.productId, quantity: 1 }),
        })
      ).json();
      if (answer.success) return item.url as string;
    }
    throw new Error("nothing could be added");
  });
}

/** The JSON calls a page makes while `run` goes on. */
async function callsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const seen = (request: { url: () => string }) => calls.push(new URL(request.url()).pathname);
  page.on("request", seen);
  try {
    await run();
  } finally {
    page.off("request", seen);
  }
  return calls;
}

describe("pages without anything personal in them", () => {
  it("a member's product page greets them after it loads; the basket page comes with the basket; logout (1280×800)", async () => {
    await journey(browser(), "shared-pages-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/", { waitUntil: "networkidle" });
      await logIn(page, MEMBER.email, MEMBER.password, "/");
      const productUrl = await addSomething(page);

      let html = "";
      const productCalls = await callsDuring(page, async () => {
        const response = await page.goto(productUrl, { waitUntil: "networkidle" });
        html = (await response?.text()) ?? "";
      });
      expect(html).not.toContain(MEMBER.firstname);
      expect(productCalls).toContain(VISITOR_CALL);
      const account = page.getByRole("button", { name: `Hesabım: ${MEMBER.firstname}` });
      await expect.poll(() => account.isVisible()).toBe(true);
      const count = Number(await page.getByTestId("cart-count").first().textContent());
      expect(count).toBeGreaterThan(0);

      const basketCalls = await callsDuring(page, async () => {
        await page.goto("/cart/", { waitUntil: "networkidle" });
      });
      await page
        .getByRole("button", { name: "Alışverişi Tamamla" })
        .or(page.getByRole("link", { name: "Alışverişi Tamamla" }))
        .first()
        .waitFor();
      expect(basketCalls).not.toContain("/cart/view");
      expect(basketCalls).not.toContain(VISITOR_CALL);
      await expect.poll(() => account.isVisible()).toBe(true);
      expect(Number(await page.getByTestId("cart-count").first().textContent())).toBe(count);

      await account.click();
      await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();
      await page.getByText("Giriş Yap", { exact: true }).first().waitFor();
      await expect.poll(async () => page.getByTestId("cart-count").first().textContent()).toBe("0");
      expect(problems).toEqual([]);
    });
  });

  it("the empty basket comes from the server; a guest's basket shows its line (390×844)", async () => {
    await journey(browser(), "shared-pages-phone", { viewport: PHONE }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      const emptyCalls = await callsDuring(page, async () => {
        await page.goto("/cart/", { waitUntil: "networkidle" });
      });
      await page.getByText("Sepetinizde ürün bulunmamaktadır.").waitFor();
      expect(emptyCalls).not.toContain(VISITOR_CALL);

      await addSomething(page);
      await page.goto("/cart/", { waitUntil: "networkidle" });
      await page.getByRole("tab", { name: "Sepetim (1)" }).waitFor();
      await expect.poll(async () => page.getByTestId("cart-count").first().textContent()).toBe("1");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });
  });
});
