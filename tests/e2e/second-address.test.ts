/**
 * The shop opened at another of this machine's names than PUBLIC_URL's (the test shop's public
 * address is http://127.0.0.1:PORT; these journeys open http://localhost:PORT), as a newcomer who
 * types the address they know does (PRODUCT.md "One address"). Registration, login and a card
 * payment through the bank's 3D Secure page must work there end to end: React Router refuses a
 * form whose Origin is not the address the shop serves the request as, and the bank must send the
 * shopper back to the name whose cookie holds their session. A dependency upgrade that breaks
 * either fails here. Desktop 1280 and phone 390.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { addToBasket, payByCardThrough3ds, typeGuestAddress } from "../support/buying";
import { addHomeAddress, variantsWithStock, variantWithStock } from "../support/checkout";
import { logIn, newShopper, register } from "../support/member-pages";
import { newMember } from "../support/visitor";

const browser = sharedBrowser();
/** The test shop under its other loopback name. */
const second = () => {
  const url = new URL(baseURL());
  url.hostname = url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return url.origin;
};
const CARD = "5400360000000003";

describe("the shop at a second address", () => {
  it("a member logs in there and pays by card through 3D Secure (desktop 1280)", { timeout: 120_000 }, async () => {
    const member = await newMember();
    await addHomeAddress(member.v, "Deniz Kaya");
    const variant = await variantWithStock(5, 60);
    await journey(browser(), "second-address-member", { viewport: DESKTOP, baseURL: second() }, async ({ context, page, problems }) => {
      await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: second() }]);
      await logIn(page, member.email, member.password, "/cart");
      expect(new URL(page.url()).origin).toBe(second());
      await addToBasket(page, variant.productId);
      await page.goto("/payment/checkout", { waitUntil: "networkidle" });
      await page.getByRole("radio", { name: /^Yurtiçi Kargo/ }).check();
      await payByCardThrough3ds(page, CARD, "Deniz Kaya");
      expect(new URL(page.url()).origin).toBe(second());
      await page.screenshot({ path: path.join(RESULTS_DIR, "second-address-member-desktop.png"), fullPage: false });
      expect(problems).toEqual([]);
    });
  });

  it("a newcomer registers there, then a guest pays by card there (phone 390)", { timeout: 150_000 }, async () => {
    const [variant] = (await variantsWithStock(5, 60)).slice(-1);
    await journey(browser(), "second-address-guest", { viewport: PHONE, baseURL: second() }, async ({ context, page, problems }) => {
      await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: second() }]);
      await register(page, newShopper("Elif"));

      // A guest in a fresh session at the same address.
      await context.clearCookies();
      await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: second() }]);
      await page.goto("/cart/", { waitUntil: "networkidle" });
      await addToBasket(page, variant.productId);
      await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
      await typeGuestAddress(page);
      await page.getByRole("radio", { name: /^Yurtiçi Kargo/ }).check();
      await payByCardThrough3ds(page, CARD, "Ayşe Yılmaz");
      expect(new URL(page.url()).origin).toBe(second());
      await page.screenshot({ path: path.join(RESULTS_DIR, "second-address-guest-phone.png"), fullPage: false });
      expect(problems).toEqual([]);
    });
  });
});
