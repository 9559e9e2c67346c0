/** Header search suggestions: ARIA combobox, debounce, highlighting, keyboard, at 1280 and 390 px. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, journey, sharedBrowser } from "../support/browser";

const browser = sharedBrowser();

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Ara" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Arama önerileri" });

for (const [width, options] of [
  ["1280", { viewport: DESKTOP }],
  ["390", { viewport: PHONE, isMobile: true, hasTouch: true }],
] as const) {
  describe(`header search suggestions at ${width} px`, () => {
    it("suggests while typing, grouped and highlighted, and follows the keyboard", async () => {
      await journey(browser(), `search-suggest-${width}`, options, async ({ page, problems }) => {
        const asked: string[] = [];
        page.on("request", (r) => {
          if (r.url().includes("/arama/suggest")) asked.push(new URL(r.url()).searchParams.get("term") ?? "");
        });
        await page.goto("/", { waitUntil: "networkidle" });
        const box = searchBox(page);
        expect(await box.getAttribute("aria-expanded")).toBe("false");
        await box.click();
        await box.pressSequentially("bebek ara", { delay: 30 });
        const list = suggestions(page);
        await list.waitFor({ state: "visible" });
        expect(await box.getAttribute("aria-expanded")).toBe("true");
        expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
        // Typing faster than 300 ms per key asks once, for the whole term.
        expect(asked).toEqual(["bebek ara"]);

        const products = list.getByRole("group", { name: "Ürünler" });
        const first = products.getByRole("option").first();
        expect(await first.innerText()).toMatch(/^Bebek Arabası/);
        expect(await first.locator("mark").allInnerTexts()).toEqual(["Bebek", "Ara"]);
        expect(await products.locator("img").count()).toBeGreaterThan(0);

        // The list fits the screen.
        const rect = (await list.boundingBox())!;
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(options.viewport.width + 1);
        if (width === "390") expect(rect.width).toBeGreaterThanOrEqual(options.viewport.width - 1);

        await box.press("ArrowDown");
        await box.press("ArrowDown");
        const activeId = await box.getAttribute("aria-activedescendant");
        expect(activeId).toBeTruthy();
        const active = page.locator(`[id="${activeId}"]`);
        expect(await active.getAttribute("aria-selected")).toBe("true");
        await box.press("ArrowUp");
        expect(await box.getAttribute("aria-activedescendant")).not.toBe(activeId);

        await box.press("Escape");
        expect(await box.getAttribute("aria-expanded")).toBe("false");
        await box.press("ArrowDown");
        expect(await box.getAttribute("aria-expanded")).toBe("true");
        const href = await page.locator(`[id="${await box.getAttribute("aria-activedescendant")}"]`).getAttribute("href");
        await box.press("Enter");
        await page.waitForURL((url) => url.pathname === href);
        expect(problems).toEqual([]);
      });
    });

    it("is Turkish-aware, quiet below two letters, closes outside and searches on Enter", async () => {
      await journey(browser(), `search-suggest-more-${width}`, options, async ({ page, problems }) => {
        await page.goto("/", { waitUntil: "networkidle" });
        const box = searchBox(page);
        await box.fill("cocuk");
        const list = suggestions(page);
        await list.waitFor({ state: "visible" });
        expect(await list.getByRole("option").first().locator("mark").innerText()).toBe("Çocuk");

        // A press on an empty part of the header (the top bar on a computer, beside the logo on a phone).
        if (width === "1280") await page.mouse.click(640, 17);
        else await page.mouse.click(270, 30);
        expect(await box.getAttribute("aria-expanded")).toBe("false");

        await box.fill("c");
        // Nothing may appear: the one wait for time, longer than the 300 ms before a call would go out.
        await page.waitForTimeout(700);
        expect(await list.isVisible()).toBe(false);

        await box.fill("pijama");
        await list.waitFor({ state: "visible" });
        await box.press("Enter");
        await page.waitForURL(/\/arama\?keyword=pijama$/);
        expect(problems).toEqual([]);
      });
    });
  });
}

describe("header search without JavaScript", () => {
  it("is a plain search form to /arama", async () => {
    await journey(browser(), "search-no-js", { viewport: PHONE, javaScriptEnabled: false }, async ({ page }) => {
      await page.goto("/");
      const box = page.getByRole("searchbox", { name: "Ara" });
      await box.fill("bebek");
      await box.press("Enter");
      await page.waitForURL(/\/arama\?keyword=bebek$/);
    });
  });
});
