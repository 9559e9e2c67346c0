/**
 * The demo member's orders and a product page as a newcomer sees them in a real browser, at 1280
 * and 390 px: a delivered order's product lines keep 'Değerlendir' on a line of its own (the name
 * never runs into it, 'Yenidoğan' and 'Değerlendir' included); the gift card order reads as e-mailed,
 * the store sale as 'Mağaza Alışverişi'; a Latin brand is written in capitals without a dotted İ
 * ('CHICCO'), whatever the page's Turkish language does to CSS capitals. Screenshots kept in
 * test-results/order-pages-*.png.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { getJson } from "../support/http";
import { logIn } from "../support/member-pages";

const browser = sharedBrowser();
const PAGE = "/kullanici/siparislerim";

describe("the demo member's orders and a product page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(
      `keep 'Değerlendir' apart from the product's name, read the gift card as e-mailed and the store sale as such, at ${label} width`,
      { timeout: 120_000 },
      async () => {
        await journey(browser(), `order-pages-${label}`, { viewport }, async ({ context, page, problems }) => {
          const shot = (name: string) =>
            page.screenshot({ path: path.join(RESULTS_DIR, `order-pages-${name}-${label}.png`), fullPage: true });
          await skipCookieBanner(context);
          await logIn(page, "uye@example.com", "Deneme123", PAGE);
          // Every order of the member, over the list's pages.
          const hashes: string[] = [];
          for (let n = 1; n <= 5; n++) {
            await page.goto(`${PAGE}?sayfa=${n}`);
            const found = await page
              .locator('ul[aria-label="Siparişlerim"] a')
              .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("hash")!));
            hashes.push(...found.filter((h) => !hashes.includes(h)));
            if ((await page.locator('a[rel="next"]').count()) === 0) break;
          }
          const panel = page.getByRole("region", { name: "Sipariş detayı" });
          let delivered = 0;
          let gift = false;
          let sale = false;
          for (const hash of hashes) {
            await page.goto(`${PAGE}?hash=${encodeURIComponent(hash)}`);
            await panel.getByRole("heading", { level: 2 }).first().waitFor();
            await page.waitForLoadState("networkidle");
            const text = await panel.innerText();
            // Every visible 'Değerlendir' sits below its product's name, never on the same line.
            const evaluate = panel.getByRole("link", { name: /^Değerlendir/ });
            const placed = await evaluate.evaluateAll((links) =>
              links
                .filter((a) => (a as HTMLElement).offsetParent !== null)
                .map((a) => {
                  const cell = a.closest("td, li")!;
                  const name = cell.querySelector("span, p")!;
                  return {
                    nameBottom: name.getBoundingClientRect().bottom,
                    linkTop: a.getBoundingClientRect().top,
                    text: (cell as HTMLElement).innerText,
                  };
                }),
            );
            for (const p of placed) {
              expect(p.linkTop, p.text).toBeGreaterThanOrEqual(p.nameBottom - 1);
              expect(p.text).toMatch(/\nDeğerlendir/);
            }
            if (placed.length > 0 && delivered++ === 0) await shot("delivered");
            if (text.includes("Hediye Kartı 250 TL")) {
              gift = true;
              expect(text).toContain("E-posta ile gönderildi");
              expect(text).toContain("uye@example.com");
              expect(text).not.toContain("Kargo Takibi");
              await shot("gift-card");
            }
            if (/Mağaza Alışverişi/.test(text)) {
              sale = true;
              expect(text).not.toMatch(/Mağazadan Teslim|Mağazadan teslim/);
              await shot("store-sale");
            }
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          }
          expect(delivered).toBeGreaterThan(0);
          expect(gift && sale).toBe(true);

          // A Latin brand on the product page: 'CHICCO' as the shopper reads it.
          const { body } = await getJson<{ items: { brand: string; url: string }[] }>("/arama/ajax/urunler?criteria[brand]=Chicco");
          const chicco = body.items.find((i) => i.brand === "Chicco")!;
          await page.goto(chicco.url);
          const brand = page.locator("main p", { hasText: /^CH.CCO$/i }).first();
          expect(await brand.innerText()).toBe("CHICCO");
          await shot("brand");
          expect(problems).toEqual([]);
        });
      },
    );
  }
});
