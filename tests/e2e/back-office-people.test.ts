/**
 * People and messages in a real browser, at 1280 and 390 px: the demo owner
 * signs in with the SMS code read from /__dev/outbox, finds the demo member in Üyeler and opens
 * their page (profile, orders linked to their order pages, consents, the block form and the
 * erasure's first step); a shopper's contact message waits in Mesajlar under 'Yanıt bekleyenler';
 * the owner opens it, a too short answer is refused in Turkish before it is sent, the answer goes
 * out and is found in /__dev/outbox as 'Re: … (BU-…)'. No page errors, no CSP violations, no
 * serious axe findings; screenshots of each page.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANSWER_RULE } from "#app/domain/contact/contact-answer.schema";
import { expectAccessible } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { outbox, stamp, visitor } from "../support/visitor";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-people-${name}.png`), fullPage: true });

describe("people and messages in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`the owner finds the demo member and answers a contact message by e-mail (${viewport.width}px)`, async () => {
      const narrow = viewport.width < 768;
      // A shopper writes first.
      const email = `soran.${stamp()}@example.com`;
      const text = `Siparişim ne zaman gelir? ${stamp()}`;
      expect(
        (
          await visitor().post("/bize-ulasin", {
            firstName: "Elif",
            email,
            subject: "siparis",
            message: text,
            orderNumber: "250612123456",
            phone: "",
          })
        ).answer.success,
      ).toBe(true);

      await journey(browser(), `back-office-people-${label}`, { viewport }, async ({ page, problems }) => {
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fuyeler", { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, "/yonetim/uyeler");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Üyeler");

        // A query too short: refused in the browser, in Turkish, before anything is sent.
        const search = page.getByRole("form", { name: "Üye ara" });
        await search.getByLabel("Ad soyad, e-posta ya da telefon").fill("ay");
        await search.getByRole("button", { name: "Ara" }).click();
        await expect.poll(() => search.getByText("en az 3 harf ya da rakam", { exact: false }).count()).toBe(1);
        expect(new URL(page.url()).searchParams.get("q")).toBeNull();

        await search.getByLabel("Ad soyad, e-posta ya da telefon").fill("ayse yilmaz");
        await search.getByRole("button", { name: "Ara" }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === "ayse yilmaz");
        const results = page.getByRole("list", { name: "Üyeler" });
        const demo = results.getByRole("listitem").filter({ hasText: "uye@example.com" });
        await expect.poll(() => demo.count()).toBe(1);
        await expectAccessible(page, "member search");
        await shot(page, `${label}-uyeler`);

        await demo.getByRole("link", { name: "Ayşe Yılmaz" }).click();
        await page.waitForURL((url) => /^\/yonetim\/uyeler\/\d+$/.test(url.pathname));
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Ayşe Yılmaz");
        expect(await page.getByText("(532) 123 45 67").count()).toBe(1);
        // The orders: a table at 1280 px, cards at 390 px; each number links to the order's page.
        expect(await page.getByRole("table").isVisible()).toBe(!narrow);
        const orderLinks = page.getByRole("link", { name: /^\d{12}$/ });
        expect(await orderLinks.count()).toBeGreaterThan(0);
        expect(await orderLinks.first().getAttribute("href")).toMatch(/^\/yonetim\/siparisler\/.+/);
        expect(await page.getByRole("form", { name: "Üyeyi engelle" }).getByLabel("Engelleme nedeni").isVisible()).toBe(true);
        expect(await page.getByRole("link", { name: "Kişisel Verileri Sil…" }).isVisible()).toBe(true);
        await expectAccessible(page, "member page");
        await shot(page, `${label}-uye`);

        // Blocking without a reason is refused in the browser, with the server's message.
        await page.getByRole("button", { name: "Üyeyi Engelle" }).click();
        await expect.poll(() => page.getByText("Lütfen engelleme nedenini yazınız", { exact: false }).count()).toBe(1);
        expect(await page.getByLabel("Engelleme nedeni").getAttribute("aria-invalid")).toBe("true");

        // Mesajlar: the new message waits for an answer.
        const nav = page.getByRole("navigation", { name: "Yönetim bölümleri" });
        if (narrow) await page.getByRole("button", { name: "Menü" }).click();
        await nav.getByRole("link", { name: "Mesajlar" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/mesajlar");
        await page.getByRole("navigation", { name: "Mesaj filtresi" }).getByRole("link", { name: "Yanıt bekleyenler" }).click();
        await page.waitForURL((url) => url.searchParams.get("durum") === "bekleyen");
        await page.waitForLoadState("networkidle");
        const mine = page.getByRole("list", { name: "Mesajlar" }).getByRole("listitem").filter({ hasText: text });
        await expect.poll(() => mine.count()).toBe(1);
        expect(await mine.textContent()).toContain("Yanıt bekliyor");
        await expectAccessible(page, "inbox");
        await shot(page, `${label}-mesajlar`);

        await mine.getByRole("link").click();
        await page.waitForURL((url) => /^\/yonetim\/mesajlar\/\d+$/.test(url.pathname));
        await page.waitForLoadState("networkidle");
        const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
        const reference = /BU-\d{6}/.exec(heading)![0];
        expect(heading).toBe(`${reference} · Sipariş`);
        expect(await page.getByText(text).count()).toBe(1);
        const answerForm = page.getByRole("form", { name: "Mesajı yanıtla" });
        await answerForm.getByLabel("Yanıtınız").fill("Kısa");
        await answerForm.getByRole("button", { name: "Yanıtı Gönder" }).click();
        await expect.poll(() => answerForm.getByText(ANSWER_RULE).count()).toBe(1);
        await expectAccessible(page, "message with a refused answer");
        const reply = "Merhaba, siparişiniz bugün kargoya verildi; yarın elinizde olur.";
        await answerForm.getByLabel("Yanıtınız").fill(reply);
        await answerForm.getByRole("button", { name: "Yanıtı Gönder" }).click();
        await expect
          .poll(() =>
            page
              .getByRole("status")
              .filter({ hasText: `Yanıtınız ${email} adresine gönderildi.` })
              .count(),
          )
          .toBe(1);
        await expect.poll(() => page.getByText(reply).count()).toBe(1);
        expect(await page.getByText("Yanıtlandı", { exact: true }).count()).toBeGreaterThan(0);
        await expectAccessible(page, "answered message");
        await shot(page, `${label}-mesaj`);

        // The e-mail is in the outbox, as the page at /__dev/outbox lists it.
        await page.goto("/__dev/outbox");
        const listed = JSON.parse((await page.locator("body").textContent()) ?? "[]") as { to: string; subject: string; body: string }[];
        const mail = listed.find((m) => m.to === email && m.subject === `Re: Sipariş (${reference})`);
        expect(mail, "the answer in /__dev/outbox").toBeTruthy();
        expect(mail!.body).toContain(reply);
        expect((await outbox()).filter((m) => m.to === email && m.subject.startsWith("Re:"))).toHaveLength(1);
        expect(problems).toEqual([]);
      });
    }, 150_000);
  }
});
