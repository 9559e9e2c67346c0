/**
 * Favorilerim and Karşılaştırmalarım in a real browser at desktop and phone width: a fresh member
 * marks a favourite and compares two items from the product page's calls, reaches the comparisons
 * page from the comparison popup's link, removes an item with 'Kaldır', and empties the
 * favourites with 'Favorilerimden Çıkar'. Screenshots in test-results/member-products-*.png.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { variantsWithStock } from "../support/checkout";
import { logIn } from "../support/member-pages";
import { newMember } from "../support/visitor";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];

const browser = sharedBrowser();
let variants: Variant[];

beforeAll(async () => {
  variants = (await variantsWithStock(3, 100)).filter((v, i, all) => all.findIndex((w) => w.catalogId === v.catalogId) === i);
  expect(variants.length).toBeGreaterThanOrEqual(6);
});

describe("favourites and comparisons pages", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows, compares and removes the member's products (${label})`, { timeout: 120_000 }, async () => {
      const member = await newMember();
      const [favourite, first, second] = variants.splice(0, 3);
      await journey(browser(), `member-products-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/favorilerim");
        await page.getByText("Favori ürününüz bulunmuyor.").waitFor();

        const post = (url: string, body: Record<string, string>) =>
          page.evaluate(
            async ([u, b]) =>
              (await fetch(u, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) })).json(),
            [url, body] as const,
          );
        expect(await post("/urun/favorite", { productId: String(favourite.productId), mode: "add" })).toMatchObject({ success: true });
        for (const v of [first, second])
          expect(await post("/kullanici/urun/karsilastirma/ekle", { catalogId: String(v.catalogId) })).toMatchObject({ success: true });

        await page.reload({ waitUntil: "networkidle" });
        const favourites = page.getByRole("list", { name: "Favorilerim" }).getByRole("listitem");
        expect(await favourites.count()).toBe(1);
        expect(await favourites.first().getByRole("link").first().getAttribute("href")).toMatch(new RegExp(`-${favourite.catalogId}$`));
        await page.screenshot({ path: path.join(RESULTS_DIR, `member-products-favourites-${label}.png`), fullPage: true });

        // The account menu leads to the comparisons page.
        await page.getByRole("navigation").getByRole("link", { name: "Karşılaştırmalarım" }).click();
        await page.waitForURL("**/kullanici/karsilastirmalarim");
        const table = page.getByRole("table", { name: "Karşılaştırılan ürünler" });
        await expect.poll(() => table.getByRole("columnheader").count()).toBe(2);
        await page.screenshot({ path: path.join(RESULTS_DIR, `member-products-comparison-${label}.png`), fullPage: true });
        await table
          .getByRole("button", { name: /^Kaldır/ })
          .first()
          .click();
        await page.getByText("Ürün karşılaştırma listenizden çıkarıldı.").first().waitFor();
        await expect.poll(() => table.getByRole("columnheader").count()).toBe(1);

        await page.goto("/kullanici/favorilerim", { waitUntil: "networkidle" });
        await page.getByRole("button", { name: /^Favorilerimden Çıkar/ }).click();
        await page.getByText("Favori ürününüz bulunmuyor.").waitFor();
        expect(problems).toEqual([]);
      });
    });
  }
});
