/**
 * Comments with moderation, in a real browser at 1280 and 390 px: a new member
 * writes a comment on a product, sees the counter red below 25 characters and green from 25, is
 * told a missing rating, sends it, and does not see it on the page; the catalogue team's demo
 * manager finds the back office refusing them, signs in at /yonetim/giris with the SMS code (read
 * from the outbox), approves it in /yonetim/yorumlar; the comment then
 * shows on the product page with 'Satın aldı' absent and the product's rating count one higher. The
 * member's rating is locked on a second comment. No page errors, no CSP violations, no serious axe
 * findings on the form and the back office.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser, baseURL } from "../support/browser";
import { describeViolations, seriousViolations } from "../support/a11y";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { newMember, stamp } from "../support/visitor";

const browser = sharedBrowser();
/** The catalogue team's demo manager: comments are theirs to decide. */
const MANAGER = demoManager("catalogue");

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `comments-${name}.png`), fullPage: false });

type Item = { catalog_id: number; url: string; type: string };
/** Products of a category, for a comment each (the demo data's first ones). */
async function products(category: string): Promise<Item[]> {
  const listing = (await (
    await fetch(`${baseURL()}/arama/ajax/urunler?category=${category}`, { headers: { Accept: "application/json" } })
  ).json()) as { items: Item[] };
  return listing.items.filter((item) => item.type !== "teshir");
}

/** The count in the 'Değerlendirmeler (N)' tab or option. */
const reviewCount = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await page.locator("#tab-degerlendirmeler").textContent()) ?? "")?.[1] ?? NaN);

async function openReviews(page: Page, narrow: boolean) {
  if (narrow) await page.getByLabel("Bölüm seçin").selectOption("degerlendirmeler");
  else await page.getByRole("tab", { name: /Değerlendirmeler/ }).click();
}

describe("comments with moderation", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a member's comment waits, the manager approves it, and the page shows it (${viewport.width}px)`, async () => {
      const [item] = (await products(label === "desktop" ? "oyuncak" : "bebek")).slice(label === "desktop" ? 3 : 4);
      const member = await newMember();
      const text = `Kızım çok sevdi, kumaşı yumuşak ve dikişleri sağlam. ${stamp()}`;
      const narrow = viewport.width < 768;

      await journey(browser(), `comments-member-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/profil");
        await page.goto(item.url, { waitUntil: "networkidle" });
        await openReviews(page, narrow);
        const form = page.getByRole("form", { name: "Değerlendirme yazın" });
        await expect.poll(() => form.isVisible()).toBe(true);
        const textarea = form.getByLabel("Yorumunuz");
        const counter = form.getByTestId("comment-counter");
        // Short text: the counter is red; no rating: the rating message, and the text stays.
        await textarea.fill("Güzel ürün");
        await expect.poll(() => counter.textContent()).toBe("10 karakter");
        expect(await counter.getAttribute("class")).toContain("text-red-700");
        await form.getByRole("button", { name: "Yorumu Gönder" }).click();
        await expect.poll(() => form.getByRole("alert").first().textContent()).toBe('Lütfen geçerli bir "Oy" verin!');
        expect(await textarea.inputValue()).toBe("Güzel ürün");
        await shot(page, `${label}-short`);
        await textarea.fill(text);
        expect(await counter.getAttribute("class")).toContain("text-green-700");
        // The star itself (the label around its radio) is what a shopper clicks.
        await form.locator("label:has(input[name=rating][value='4'])").click();
        await form.getByRole("button", { name: "Yorumu Gönder" }).click();
        await expect.poll(() => form.getByRole("status").textContent()).toBe("Yorumunuz alındı, onaylandıktan sonra yayınlanacaktır.");
        expect(await textarea.inputValue()).toBe("");
        // The rating is locked now.
        expect(await form.getByRole("radio", { name: "4 yıldız" }).isDisabled()).toBe(true);
        expect(await form.getByText("Bu ürüne daha önce 4 puan verdiniz; puanınız değiştirilemez.").isVisible()).toBe(true);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("comment form", violations)).toEqual([]);
        await shot(page, `${label}-sent`);
        await page.reload({ waitUntil: "networkidle" });
        await openReviews(page, narrow);
        expect(await page.getByText(text).count()).toBe(0);
        expect(problems).toEqual([]);
      });

      let countBefore = 0;
      await journey(browser(), `comments-manager-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto(item.url, { waitUntil: "networkidle" });
        countBefore = await reviewCount(page);
        // The back office refuses a visitor (403) with the way to its own login, then asks for the SMS code.
        const refused = await page.goto("/yonetim/yorumlar", { waitUntil: "networkidle" });
        expect(refused?.status()).toBe(403);
        await page.getByRole("link", { name: "Yönetim Girişi" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/giris");
        await page.waitForLoadState("networkidle");
        await logInToBackOffice(page, MANAGER, "/yonetim/yorumlar");
        // The queue is oldest first: the newest comment is on its last page (a page past it shows the last).
        await page.goto("/yonetim/yorumlar?sayfa=999", { waitUntil: "networkidle" });
        const mine = page.getByRole("listitem").filter({ hasText: text });
        await expect.poll(() => mine.count()).toBe(1);
        expect(await mine.getByText("Deniz Kaya").count()).toBeGreaterThan(0);
        await mine.scrollIntoViewIfNeeded();
        await shot(page, `${label}-queue`);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("back office", violations)).toEqual([]);
        await mine.getByRole("button", { name: "Onayla" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "1 yorum onaylandı." }).count()).toBe(1);
        // Now in the decision history, with who approved it.
        const decided = page.getByRole("listitem").filter({ hasText: text });
        await expect.poll(() => decided.textContent()).toContain(`Onaylandı · ${MANAGER.name}`);
        await shot(page, `${label}-approved`);
        expect(problems).toEqual([]);
      });

      await journey(browser(), `comments-shown-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        // Pages are cached for a few seconds: the approved comment shows once the copy is renewed.
        await expect
          .poll(
            async () => {
              await page.goto(item.url, { waitUntil: "networkidle" });
              return reviewCount(page);
            },
            { timeout: 30_000, interval: 2_000 },
          )
          .toBe(countBefore + 1);
        await openReviews(page, narrow);
        const shown = page.getByRole("listitem").filter({ hasText: text });
        expect(await shown.getByText("Deniz K.").count()).toBe(1);
        expect(await shown.getByText("Satın aldı").count()).toBe(0);
        await shown.scrollIntoViewIfNeeded();
        await shot(page, `${label}-shown`);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
