/**
 * Stock alerts that notify, in a real browser: a shopper buys the last unit of a
 * product; a member sets 'Stoğa girince haber ver' on it (the button then says the request was
 * received); the buyer cancels, the unit is back, and the member's e-mail and SMS arrive in the
 * outbox once; Alarmlarım (1280 and 390 px) says the alert was told of, and removes it.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { describeViolations, seriousViolations } from "../support/a11y";
import { skipCookieBanner } from "../support/buying";
import { addHomeAddress, payAtDoor, stockOf, variantsWithStock } from "../support/checkout";
import { getJson } from "../support/http";
import { logIn } from "../support/member-pages";
import { newMember, outbox } from "../support/visitor";

const browser = sharedBrowser();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `alerts-${name}.png`), fullPage: false });

describe("stock alerts", () => {
  it("tells a member once when the size they wait for is back, and Alarmlarım shows it (1280 and 390 px)", async () => {
    // A product with one variant and one unit left.
    const candidates = await variantsWithStock(1, 1);
    let target: (typeof candidates)[number] | undefined;
    for (const v of candidates) {
      const { body } = await getJson<{ products: unknown[] }>(`/urun/hizli-kontrol/${v.catalogId}`);
      if (body.products.length === 1) {
        target = v;
        break;
      }
    }
    expect(target, "a one-variant product with one unit").toBeTruthy();
    const { body: listing } = await getJson<{ products: { name: string }[] }>(`/urun/hizli-kontrol/${target!.catalogId}`);
    const productName = listing.products[0].name;

    const buyer = await newMember();
    const placed = await payAtDoor(buyer.v, await addHomeAddress(buyer.v), target!.productId);
    expect(await stockOf(target!)).toBe(0);

    const watcher = await newMember();
    let productUrl = "";
    await journey(browser(), "alerts-set", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await logIn(page, watcher.email, watcher.password, "/kullanici/profil");
      await page.goto(`/urun/x-${target!.catalogId}`, { waitUntil: "networkidle" });
      productUrl = new URL(page.url()).pathname;
      await page.getByRole("button", { name: "Fiyat / Stok Alarmı" }).click();
      await page.getByRole("menuitemcheckbox", { name: "Stoğa girince haber ver" }).click();
      await page.getByRole("button", { name: "Fiyat / Stok Alarmı" }).click();
      const received = page.getByRole("menuitemcheckbox", { name: "Talebiniz alındı" });
      await expect.poll(() => received.getAttribute("aria-checked")).toBe("true");
      await shot(page, "set");
      expect(problems).toEqual([]);
    });

    // The buyer calls the order off: the unit is back, and the alert fires within seconds.
    const cancelled = await buyer.v.send(`/kullanici/siparislerim/iptal/${encodeURIComponent(placed.order_hash)}`, {
      method: "POST",
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(target!)).toBe(1);
    const mails = async () =>
      (await outbox()).filter((m) => m.to === watcher.email && m.subject === "Beklediğiniz ürün yeniden stoklarımızda");
    await expect.poll(async () => (await mails()).length, { timeout: 90_000, interval: 1_000 }).toBe(1);
    const [mail] = await mails();
    expect(mail.body).toMatch(new RegExp(`${productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\([^)]+\\))? yeniden stoklarımızda`));
    expect(mail.body).toContain(productUrl);

    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await journey(browser(), `alerts-page-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, watcher.email, watcher.password, "/kullanici/alarmlarim");
        const entry = page.getByRole("listitem").filter({ hasText: productName });
        await expect.poll(() => entry.textContent()).toContain("haber verildi");
        expect(await entry.textContent()).toContain("Stok alarmı");
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("Alarmlarım", violations)).toEqual([]);
        await shot(page, label);
        if (label === "phone") {
          await entry.getByRole("button", { name: /^Kaldır/ }).click();
          await expect.poll(() => page.getByRole("status").filter({ hasText: "Stok alarmınız kaldırıldı." }).count()).toBe(1);
          await expect.poll(() => page.getByText(/Henüz alarmınız yok/).count()).toBe(1);
        }
        expect(problems).toEqual([]);
      });
    }
    // Told once only, however many checks ran since.
    expect(await mails()).toHaveLength(1);
  }, 240_000);
});
