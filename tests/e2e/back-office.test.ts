/**
 * The back office in a real browser, at 1280 and 390 px: a visitor asking for
 * /yonetim gets the back office's 403 with 'Yönetim Girişi'; the demo owner signs in there with
 * e-mail and password, types the SMS code read from /__dev/outbox, lands on the panel with their
 * name, role and the sections of their role (at 390 px behind 'Menü'), opens Kayıtlar and finds
 * their own login recorded, sees the managers (at 1280 px adds a store manager with the form), then
 * logs out. No page errors, no CSP violations, no serious axe
 * findings on the 403, the login, the code page, the panel and the log.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/a11y";
import { demoManager, managerCode } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `back-office-${name}.png`), fullPage: true });

describe("the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`the demo owner signs in with the SMS code, sees the panel and their own login in Kayıtlar (${viewport.width}px)`, async () => {
      const narrow = viewport.width < 768;
      await journey(browser(), `back-office-${label}`, { viewport }, async ({ page, problems }) => {
        // A visitor: 403 with the way to the back office's login, and back to the page asked.
        const refused = await page.goto("/yonetim", { waitUntil: "networkidle" });
        expect(refused?.status()).toBe(403);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Yönetim girişi gerekli");
        await expectAccessible(page, "403");
        await shot(page, `${label}-403`);
        await page.getByRole("link", { name: "Yönetim Girişi" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/giris" && url.searchParams.get("redirectUrl") === "/yonetim");
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, "login");
        await shot(page, `${label}-login`);

        await page.getByLabel("E-posta", { exact: true }).fill(OWNER.email);
        await page.getByLabel("Şifre", { exact: true }).fill(OWNER.password);
        await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/dogrulama");
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByText("0532 *** ** 77").count()).toBe(1);
        await expectAccessible(page, "code page");
        await shot(page, `${label}-code`);
        await page.getByLabel("Doğrulama kodu").fill(await managerCode(OWNER.phone));
        await page.getByRole("button", { name: "Doğrula", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim");
        await page.waitForLoadState("networkidle");
        // The back office's cookie is not readable by the page's scripts (HttpOnly).
        expect(await page.evaluate(() => document.cookie)).not.toContain("md_yonetim");

        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Panel");
        expect(await page.getByText(`Hoş geldiniz, ${OWNER.name}.`, { exact: false }).count()).toBe(1);
        const nav = page.getByRole("navigation", { name: "Yönetim bölümleri" });
        if (narrow) {
          // At phone width the nav opens from 'Menü'.
          expect(await nav.isVisible()).toBe(false);
          const menu = page.getByRole("button", { name: "Menü" });
          expect(await menu.getAttribute("aria-expanded")).toBe("false");
          await menu.click();
          expect(await menu.getAttribute("aria-expanded")).toBe("true");
        }
        await expect.poll(() => nav.isVisible()).toBe(true);
        expect(await nav.getByRole("link").allTextContents()).toEqual([
          "Panel",
          "Siparişler",
          "Katalog",
          "Kampanyalar",
          "Ödül Kampanyaları",
          "Mağazalar",
          "Aile Kulübü",
          "Kargo Firmaları",
          "Üyeler",
          "Mesajlar",
          "Bildirimler",
          "Yorumlar",
          "Kayıtlar",
          "Ayarlar",
          "Yöneticiler",
          "Mağazaya dön",
        ]);
        expect(await nav.getByRole("link", { name: "Panel" }).getAttribute("aria-current")).toBe("page");
        // Who is signed in, and their role (in the header, or at phone width atop the menu).
        expect(await page.getByText("Mağaza Sahibi", { exact: true }).filter({ visible: true }).count()).toBe(1);
        expect(await page.getByText(OWNER.name, { exact: true }).filter({ visible: true }).count()).toBe(1);
        expect(await page.getByRole("button", { name: "Çıkış" }).isVisible()).toBe(true);
        // The dashboard's daily chart: drawn again at the column's own width once the page runs (its
        // text stays at its size, never scaled down at 390 px), and its figures as a table.
        const chart = page.getByRole("figure").filter({ hasText: "Son 30 günün satışları" });
        await expect
          .poll(() =>
            chart
              .locator("svg")
              .first()
              .evaluate((svg) => {
                const viewBoxWidth = Number(svg.getAttribute("viewBox")!.split(" ")[2]);
                return Math.abs(viewBoxWidth - svg.getBoundingClientRect().width) <= 2;
              }),
          )
          .toBe(true);
        expect((await chart.locator("svg").first().boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
        await chart.getByText("Tablo olarak göster").click();
        expect(await chart.getByRole("table").getByRole("row").count()).toBe(31);
        await expectAccessible(page, "panel");
        await shot(page, `${label}-panel`);

        await nav.getByRole("link", { name: "Kayıtlar" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kayitlar");
        await page.waitForLoadState("networkidle");
        // The phone menu closes once a link in it is followed.
        if (narrow) await expect.poll(() => nav.isVisible()).toBe(false);
        // The newest login row of this owner (other tests' managers log in at the same time).
        const mine = page
          .getByRole("list", { name: "Kayıtlar" })
          .getByRole("listitem")
          .filter({ hasText: "Yönetim paneline giriş yaptı." })
          .filter({ hasText: "Yönetim girişi" })
          .filter({ hasText: OWNER.name })
          .first();
        await expect.poll(() => mine.count()).toBe(1);
        // When, in Türkiye's time and Turkish: '28 Kasım 2026 17:53:23'.
        expect(await mine.locator("time").textContent()).toMatch(
          /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2}:\d{2}$/,
        );
        // The filters narrow it down to logins (a GET form: the address says so).
        await page.getByLabel("İşlem").selectOption("manager.login");
        await page.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("islem") === "manager.login");
        await page.waitForLoadState("networkidle");
        // (Polled: the list is drawn again once the filtered page's data arrives.)
        const rows = page.getByRole("list", { name: "Kayıtlar" }).getByRole("listitem");
        await expect
          .poll(async () => {
            const actions = await rows.allTextContents();
            return actions.length > 0 && actions.every((row) => row.includes("Yönetim girişi"));
          })
          .toBe(true);
        await expectAccessible(page, "audit log");
        await shot(page, `${label}-kayitlar`);

        // Yöneticiler: the managers, and (at desktop width) a new store manager made with the form.
        if (narrow) await page.getByRole("button", { name: "Menü" }).click();
        await nav.getByRole("link", { name: "Yöneticiler" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/yoneticiler");
        await page.waitForLoadState("networkidle");
        const managers = page.getByRole("list", { name: "Yöneticiler" });
        for (const email of ["yonetici@example.com", "siparis@example.com", "katalog@example.com", "magaza@example.com"])
          await expect.poll(() => managers.getByText(email).count(), { message: email }).toBe(1);
        if (!narrow) {
          const form = page.getByRole("form", { name: "Yeni yönetici" });
          const email = `magaza-${Date.now()}@example.com`;
          await form.getByLabel("E-posta").fill(email);
          await form.getByLabel("Ad Soyad").fill("Ayşe Kaya");
          await form.getByLabel(/Cep Telefonu/).fill(`0555${String(Date.now()).slice(-7)}`);
          await form.getByLabel("İlk şifre").fill("Magaza2026");
          await form.getByLabel("Rol").selectOption("store");
          await form.getByLabel(/Mağaza/).selectOption({ index: 1 });
          await form.getByRole("button", { name: "Yönetici Ekle" }).click();
          await expect.poll(() => page.getByRole("status").filter({ hasText: "Yönetici eklendi." }).count()).toBe(1);
          const added = managers.getByRole("listitem").filter({ hasText: email });
          await expect.poll(() => added.count()).toBe(1);
          expect(await added.textContent()).toContain("Mağaza Ekibi");
        }
        await expectAccessible(page, "managers");
        await shot(page, `${label}-yoneticiler`);

        await page.getByRole("button", { name: "Çıkış" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/giris");
        expect(await page.getByRole("status").filter({ hasText: "Yönetim panelinden çıkış yaptınız." }).count()).toBe(1);
        // The session is gone: the back office refuses again.
        expect((await page.goto("/yonetim/kayitlar"))?.status()).toBe(403);
        expect(problems).toEqual([]);
      });
    }, 120_000);
  }
});
