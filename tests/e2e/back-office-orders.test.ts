/**
 * Siparişler in a real browser, at 1280 and 390 px: a member orders (paying at
 * the door); the demo owner signs in with the SMS code, finds the order by its number with the
 * filter form, starts packing it, ships it with a carrier and a tracking number typed in the form,
 * and the member's Siparişlerim shows it shipped; then the packing slip. Then the rest of the back
 * office's order handling: a delivered order's return approved, received and refunded with the order page's
 * buttons, the member's return page showing 'İade Edildi', the dashboard's 30-day chart read (its
 * bars and its table, today last), and Kayıtlar filtered to the order finding each move. No page
 * errors, no CSP violations, no serious axe findings on the list, the order, the slip, the
 * dashboard and the log; screenshots of each.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { backOfficeJson, backOfficePost, demoManager, logInToBackOffice, verifiedManager } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, navigationsWaitUntilUsable, sharedBrowser } from "../support/browser";
import { addHomeAddress, payAtDoor, variantWithStock } from "../support/checkout";
import { newMember, stamp } from "../support/visitor";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-orders-${name}.png`), fullPage: true });

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** A browser page signed in as the member (their session cookie), the cookie banner answered. */
async function memberPage(v: { cookieHeader: () => string }, viewport: { width: number; height: number }) {
  const shopper = await browser().newContext({ baseURL: baseURL(), viewport, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  navigationsWaitUntilUsable(shopper);
  const [name, value] = v.cookieHeader().split("=");
  await shopper.addCookies([
    { name, value, url: baseURL() },
    { name: "cookieconsent_status", value: "dismiss", url: baseURL() },
  ]);
  return { shopper, mine: await shopper.newPage() };
}

describe("Siparişler in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`finds an order, ships it, the shopper sees it shipped, the packing slip prints (${viewport.width}px)`, async () => {
      const variant = await variantWithStock(5, 500);
      const member = await newMember();
      const { order_number: no } = await payAtDoor(member.v, await addHomeAddress(member.v), variant.productId);
      await journey(browser(), `back-office-orders-${label}`, { viewport }, async ({ context, page, problems }) => {
        await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fsiparisler", { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, "/yonetim/siparisler");
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Siparişler");
        await expectAccessible(page, "order list");
        await shot(page, `${label}-list`);

        // The filter form: a GET form, the number in the address.
        await page.getByLabel("Sipariş no").fill(no);
        await page.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("no") === no);
        await page.waitForLoadState("networkidle");
        await page.getByRole("link", { name: no, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/yonetim/siparisler/${no}`);
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Sipariş ${no}`);
        await expectAccessible(page, "order page");
        await shot(page, `${label}-order`);

        await page.getByRole("button", { name: "Hazırlamaya Başla" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Sipariş hazırlanmaya başlandı." }).count()).toBe(1);
        // The form checks its fields before sending, with the server's words.
        await page.getByRole("button", { name: "Kargoya Ver" }).click();
        await expect.poll(() => page.getByText("Lütfen kargo takip numarasını giriniz.").count()).toBe(1);
        expect(await page.getByLabel("Kargo takip numarası").getAttribute("aria-invalid")).toBe("true");
        await page.getByLabel("Kargo firması").selectOption({ index: 1 });
        const tracking = `MDE${stamp()}`;
        await page.getByLabel("Kargo takip numarası").fill(tracking);
        await page.getByRole("button", { name: "Kargoya Ver" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Kargoya verildi" }).count()).toBe(1);
        await expect.poll(() => page.getByText(tracking).count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByLabel("Teslim alan kişi").count()).toBe(1);
        await expectAccessible(page, "order shipped");
        await shot(page, `${label}-shipped`);

        // The packing slip: no nav when printed, the order's lines.
        await page.getByRole("link", { name: "İrsaliyeyi yazdır" }).click();
        await page.waitForURL((url) => url.pathname === `/yonetim/siparisler/${no}/irsaliye`);
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("İrsaliye");
        expect(await page.getByText(tracking).count()).toBe(1);
        await expectAccessible(page, "packing slip");
        await shot(page, `${label}-slip`);
        await page.emulateMedia({ media: "print" });
        expect(await page.getByRole("navigation", { name: "Yönetim bölümleri" }).isVisible()).toBe(false);
        expect(await page.getByRole("button", { name: "Yazdır" }).isVisible()).toBe(false);
        await shot(page, `${label}-slip-print`);
        await page.emulateMedia({ media: "screen" });

        // The shopper's Siparişlerim shows it shipped.
        const { shopper, mine } = await memberPage(member.v, viewport);
        await mine.goto("/kullanici/siparislerim", { waitUntil: "networkidle" });
        await expect.poll(() => mine.getByText("Kargoya Verildi").first().isVisible()).toBe(true);
        expect(await mine.content()).toContain(no);
        await mine.screenshot({ path: path.join(RESULTS_DIR, `back-office-orders-${label}-siparislerim.png`), fullPage: true });
        await shopper.close();
        expect(problems).toEqual([]);
      });
    }, 180_000);

    it(`approves, receives and refunds a return; the member sees it refunded; the dashboard's chart; Kayıtlar has each move (${viewport.width}px)`, async () => {
      // A delivered order with a return request, made over HTTP: the browser part is the manager's.
      const variant = await variantWithStock(5, 500);
      const member = await newMember();
      const { order_number: no, order_hash: hash } = await payAtDoor(member.v, await addHomeAddress(member.v), variant.productId);
      const owner = await verifiedManager(OWNER);
      const { body } = await backOfficeJson<{ order: { carriers: { id: number }[] } }>(owner, `/yonetim/siparisler/${no}`);
      for (const move of [
        { intent: "pack" } as Record<string, string>,
        { intent: "ship", carrierId: String(body.order.carriers[0].id), trackingCode: `MDI${stamp()}` },
        { intent: "deliver", receiverName: "Deniz Kaya" },
      ]) {
        expect((await backOfficePost(owner, `/yonetim/siparisler/${no}`, move)).status, move.intent).toBe(200);
      }
      const returnPage = `/kullanici/siparislerim/iade/detay/${encodeURIComponent(hash)}`;
      const lineId = /name="quantity_(\d+)"/.exec((await member.v.page(returnPage)).html)![1];
      const asked = await member.v.send(returnPage, {
        method: "POST",
        body: { items: [{ lineId: Number(lineId), quantity: 1, reason: "Vazgeçtim" }] } as unknown as Record<string, string>,
      });
      const { code } = (await asked.json()) as { code: string };
      expect(code).toMatch(/^IAD-/);

      await journey(browser(), `back-office-returns-${label}`, { viewport }, async ({ context, page, problems }) => {
        await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);
        await page.goto(`/yonetim/giris?redirectUrl=${encodeURIComponent(`/yonetim/siparisler/${no}`)}`, { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, `/yonetim/siparisler/${no}`);
        await page.waitForLoadState("networkidle");
        for (const [button, status] of [
          ["Onayla", "Onaylandı"],
          ["Depoya Ulaştı", "Depomuza Ulaştı"],
          ["Ücreti İade Et", "İade Edildi"],
        ]) {
          await page.getByRole("button", { name: `${code}: ${button}` }).click();
          await expect
            .poll(() =>
              page
                .getByRole("region", { name: "İadeler" })
                .or(page.locator("section", { hasText: code }))
                .first()
                .textContent(),
            )
            .toContain(status);
        }
        // Paid at the door: the money goes back by bank transfer, as the page says; the whole order
        // came back, so its shipping and door fees are refunded too (orders/withdrawal-refund.ts).
        await expect
          .poll(() =>
            page
              .getByRole("status")
              .filter({ hasText: `${code} iade talebi: İade Edildi.` })
              .textContent(),
          )
          .toMatch(/ödeme iadesi \(kargo ücreti [\d.,]+ TL, kapıda ödeme ücreti [\d.,]+ TL dahil\) havale ile yapılacak\./);
        await expectAccessible(page, "order with its return refunded");
        await shot(page, `${label}-return-refunded`);

        // The member's return page has reached its last step.
        const { shopper, mine } = await memberPage(member.v, viewport);
        await mine.goto(returnPage, { waitUntil: "networkidle" });
        await expect.poll(() => mine.locator('[aria-current="step"]').first().textContent()).toContain("İade Edildi");
        await mine.screenshot({ path: path.join(RESULTS_DIR, `back-office-orders-${label}-iade-uye.png`), fullPage: true });
        await shopper.close();

        // The dashboard: the 30 days' bars, and the same figures as a table, today last.
        await page.goto("/yonetim", { waitUntil: "networkidle" });
        const chart = page.locator("figure", { has: page.getByRole("heading", { name: "Son 30 günün satışları" }) });
        await expect.poll(() => chart.locator("svg rect").count()).toBeGreaterThanOrEqual(30);
        await chart.getByText("Tablo olarak göster").click();
        const rows = chart.getByRole("region", { name: "Son 30 günün satışları: tablo" }).getByRole("row");
        await expect.poll(() => rows.count()).toBe(31);
        expect(Number(await rows.last().getByRole("cell").first().textContent())).toBeGreaterThan(0);
        await expectAccessible(page, "dashboard");
        await shot(page, `${label}-dashboard`);

        // Kayıtlar, filtered to the order: every move, newest first, the refund's change written out.
        await page.goto("/yonetim/kayitlar", { waitUntil: "networkidle" });
        await page.getByLabel("Kayıt no").fill(no);
        await page.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("kayit") === no);
        await page.waitForLoadState("networkidle");
        const entries = page.getByRole("list", { name: "Kayıtlar" }).getByRole("listitem");
        await expect.poll(() => entries.count()).toBe(6);
        expect(
          await entries
            .first()
            .getByRole("row", { name: /İade Edildi/ })
            .count(),
        ).toBe(1);
        await expectAccessible(page, "audit log");
        await shot(page, `${label}-kayitlar`);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
