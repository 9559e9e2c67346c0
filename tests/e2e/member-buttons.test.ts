/**
 * The product page's member buttons for a guest (spec sections 5 and 6): pressing 'Favorilerime
 * Ekle' shows 'Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.' with a 'Giriş Yap'
 * link that returns to the product page; nothing is sent for the guest. Desktop 1280 and phone 390.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";

const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";

const browser = sharedBrowser();
let productUrl = "";

beforeAll(async () => {
  const listing = (await (
    await fetch(`${baseURL()}/arama/ajax/urunler?category=bebek`, { headers: { Accept: "application/json" } })
  ).json()) as {
    items: { url: string; type: string }[];
  };
  productUrl = listing.items.find((i) => i.type !== "teshir")?.url ?? "";
  expect(productUrl).toMatch(/^\/urun\/.+-\d+$/);
}, 60_000);

describe("member buttons for a guest", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`'Favorilerime Ekle' asks the guest to log in (${name} ${viewport.width}px)`, async () => {
      await journey(browser(), `member-buttons-guest-${name}`, { viewport }, async ({ context, page, problems }) => {
        await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);
        const memberCalls: string[] = [];
        page.on("request", (r) => {
          if (/\/urun\/favorite|check-button/.test(r.url())) memberCalls.push(r.url());
        });
        await page.goto(productUrl, { waitUntil: "networkidle" });
        const favourite = page.getByRole("button", { name: "Favorilerime Ekle" });
        await favourite.scrollIntoViewIfNeeded();
        expect(await favourite.getAttribute("aria-pressed")).toBe("false");
        await favourite.click();

        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        expect(await dialog.getByText(LOGIN_REQUIRED, { exact: true }).isVisible()).toBe(true);
        const login = dialog.getByRole("link", { name: "Giriş Yap" });
        expect(await login.getAttribute("href")).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(productUrl)}`);
        await dialog.getByRole("button", { name: "Vazgeç" }).click();
        await dialog.waitFor({ state: "detached" });
        expect(await favourite.getAttribute("aria-pressed")).toBe("false");
        expect(memberCalls).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
});
