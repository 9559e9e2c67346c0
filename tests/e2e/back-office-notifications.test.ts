/**
 * Outgoing messages in a real browser, at 1280 and 390 px, on a shop whose mail server refuses two
 * addresses for good: a shopper's contact acknowledgement to one of them is given up. The order
 * team signs in, the panel warns that messages did not go out; its link opens Bildirimler with the
 * failed e-mails, where the message shows with its recipient masked (a table at 1280 px, cards at
 * 390 px); once the mailbox exists again, 'Yeniden gönder' sends it: the page says so, it leaves
 * the failed list and is found among the sent ones. No page errors, no CSP violations, no serious
 * axe findings; screenshots of each page (TEST_SCREENSHOTS=1).
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESENT_ONE } from "#app/domain/notifications/message-admin";
import { expectAccessible } from "../support/a11y";
import { demoManager, logInToBackOffice, verifiedManager } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { acknowledgementTo, failedAcknowledgements, shopRefusingMail } from "../support/failed-messages";
import { useShop } from "../support/http";
import { stamp } from "../support/visitor";

const browser = sharedBrowser();
const ORDERS_TEAM = demoManager("orders");
const n = stamp();
// One message per width; their masks differ by the first letter.
const REFUSED = { desktop: `geri.${n}@example.com`, phone: `iade.${n}@example.com` };
const MASKED = { desktop: "g***@e***.com", phone: "i***@e***.com" };

let shop: Awaited<ReturnType<typeof shopRefusingMail>>;

beforeAll(async () => {
  shop = await shopRefusingMail(Object.values(REFUSED));
  useShop(shop.url);
  for (const address of Object.values(REFUSED)) await acknowledgementTo(address);
  await failedAcknowledgements(await verifiedManager(ORDERS_TEAM), 2);
}, 240_000);

afterAll(async () => {
  useShop(null);
  await shop?.dispose();
}, 60_000);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-notifications-${name}.png`), fullPage: true });

describe("outgoing messages in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`the order team sees a failed e-mail, resends it and it leaves the failed list (${viewport.width}px)`, async () => {
      const narrow = viewport.width < 768;
      await journey(browser(), `back-office-notifications-${label}`, { baseURL: shop.url, viewport }, async ({ page, problems }) => {
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim", { waitUntil: "networkidle" });
        await logInToBackOffice(page, ORDERS_TEAM, "/yonetim");
        await page.waitForLoadState("networkidle");

        // The panel warns, and links to the failed e-mails.
        const warning = page.getByRole("region", { name: "Mesaj gönderiminde sorun var" });
        await expect.poll(() => warning.isVisible()).toBe(true);
        expect(await warning.textContent()).toContain("Son 24 saatte gönderilemeyen");
        await expectAccessible(page, "panel with the warning");
        await shot(page, `${label}-panel`);
        await warning.getByRole("link", { name: /E-posta$/ }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/bildirimler" && url.searchParams.get("durum") === "gonderilemedi");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Bildirimler");
        expect(await page.getByLabel("Durum", { exact: true }).inputValue()).toBe("gonderilemedi");
        expect(await page.getByLabel("Kanal", { exact: true }).inputValue()).toBe("eposta");

        // A table at 1280 px, cards at 390 px; the recipient masked, the kind and state in Turkish.
        expect(await page.getByRole("table").isVisible()).toBe(!narrow);
        const row = (narrow ? page.getByRole("list", { name: "Giden mesajlar" }).getByRole("listitem") : page.getByRole("row")).filter({
          hasText: MASKED[label],
        });
        await expect.poll(() => row.count()).toBe(1);
        const text = (await row.textContent()) ?? "";
        for (const shown of ["Bize Ulaşın onayı", "E-posta", "Gönderilemedi", "mailbox unavailable"]) expect(text).toContain(shown);
        expect(await page.content()).not.toContain(REFUSED[label]);
        expect(await page.getByRole("button", { name: "Başarısızların tümünü yeniden gönder" }).isVisible()).toBe(true);
        await expectAccessible(page, "failed messages");
        await shot(page, `${label}-basarisiz`);

        // The mailbox exists again: 'Yeniden gönder' sends it, and it leaves the failed list.
        shop.smtp.stopRefusing(REFUSED[label]);
        await row.getByRole("button", { name: /^Yeniden gönder/ }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: RESENT_ONE }).count()).toBe(1);
        await expect.poll(() => row.count()).toBe(0);
        await expect
          .poll(() => shop.smtp.received.filter((m) => m.envelope.to.includes(REFUSED[label])).length, { timeout: 30_000 })
          .toBe(1);
        await expectAccessible(page, "after the resend");
        await shot(page, `${label}-yeniden`);

        // Among the sent ones, filtered with the form.
        await page.getByLabel("Durum", { exact: true }).selectOption("gonderildi");
        await page.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("durum") === "gonderildi");
        await page.waitForLoadState("networkidle");
        const sent = (narrow ? page.getByRole("list", { name: "Giden mesajlar" }).getByRole("listitem") : page.getByRole("row")).filter({
          hasText: MASKED[label],
        });
        await expect.poll(() => sent.count()).toBe(1);
        expect(await sent.textContent()).toContain("Gönderildi");
        await shot(page, `${label}-gonderildi`);
        expect(problems).toEqual([]);
      });
    }, 150_000);
  }
});
