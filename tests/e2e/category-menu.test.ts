/** Phone journey: the menu drawer lists the categories; a category opens its listing. */
import { describe, expect, it } from "vitest";
import { PHONE, baseURL, journey, sharedBrowser } from "../support/browser";

const browser = sharedBrowser();

/** Consent already given, so the banner does not cover the page. */
const consented = () => [{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }];

describe("category menu", () => {
  it("opens the drawer with 'Menü' and goes to a category listing (390×844)", async () => {
    await journey(
      browser(),
      "category-menu-phone",
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        await context.addCookies(consented());
        await page.goto("/", { waitUntil: "networkidle" });

        await page.getByRole("button", { name: "Menü" }).click();
        const drawer = page.getByRole("dialog", { name: "Kategoriler" });
        await drawer.waitFor({ state: "visible" });

        const links = drawer.getByRole("link");
        await links.first().waitFor({ state: "visible" });
        const found = await links.evaluateAll((els) =>
          els.map((a, index) => ({
            index,
            href: a.getAttribute("href") ?? "",
            text: (a as HTMLElement).innerText.trim(),
            visible: a.checkVisibility(),
          })),
        );
        const categories = found.filter((l) => /\/kategori\/[^/?#]+/.test(l.href));
        const names = categories.map((l) => l.text.toLocaleLowerCase("tr-TR"));
        expect(categories.length, `category links in the drawer: ${JSON.stringify(found)}`).toBeGreaterThanOrEqual(4);
        for (const top of ["bebek", "giyim", "oyuncak"])
          expect(
            names.some((n) => n.includes(top)),
            `no '${top}' in ${names.join(", ")}`,
          ).toBe(true);

        const target = categories.find((l) => l.visible);
        expect(target, "no visible category link in the drawer").toBeTruthy();
        await links.nth(target!.index).click();
        await page.waitForURL((url) => url.pathname === new URL(target!.href, baseURL()).pathname);

        const heading = page.getByRole("heading", { level: 1 });
        await heading.waitFor({ state: "visible" });
        expect((await heading.innerText()).trim().length).toBeGreaterThan(0);

        // Product cards link to product pages (/urun/{sefUrl}-{catalogId}) and show a TL price.
        const cards = page.locator('main a[href*="/urun/"]');
        await cards.first().waitFor({ state: "visible" });
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await page.locator("main").innerText()).toMatch(/\d{1,3}(\.\d{3})*,\d{2} TL/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
        expect(problems).toEqual([]);
      },
    );
  });
});
