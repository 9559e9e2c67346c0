/**
 * The back office's comment queue in a real browser, at 1280 and 390 px: three new comments wait;
 * the catalogue team's manager signs in, ticks 'Tümünü seç' (every comment on the page), unticks
 * one ('Tümünü seç' then shows it is only partly so), approves the rest in one go, and finds them at
 * the top of the decision history with their name and 'Onaylandı', the unticked one still waiting;
 * the history's next page goes on with older decisions. No serious accessibility findings, no
 * sideways scrolling at 390 px. Screenshots in test-results/comment-moderation-*.png.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectReadable } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { newMember, stamp } from "../support/visitor";

const browser = sharedBrowser();
const MANAGER = demoManager("catalogue");

type Item = { catalog_id: number; type: string };

describe("comment moderation", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`'Tümünü seç', a decision for the ticked ones, and the paged history, at ${label} width`, async () => {
      const listing = (await (
        await fetch(`${baseURL()}/arama/ajax/urunler?category=oyuncak`, { headers: { Accept: "application/json" } })
      ).json()) as { items: Item[] };
      const item = listing.items.filter((i) => i.type !== "teshir")[label === "desktop" ? 6 : 7];
      const mark = stamp();
      const texts = [0, 1, 2].map((i) => `Sıralı yorum ${mark}-${i}: kumaşı yumuşak, rengi canlı.`);
      const { v } = await newMember();
      for (const text of texts)
        expect((await v.post(`/urun/yorum/${item.catalog_id}`, { rating: "5", description: text })).status).toBe(200);

      await journey(browser(), `comment-moderation-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) =>
          page.screenshot({ path: path.join(RESULTS_DIR, `comment-moderation-${name}-${label}.png`), fullPage: false });
        const check = (where: string) => expectReadable(page, where, { phoneWidth: label === "phone" ? PHONE.width : undefined });
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fyorumlar", { waitUntil: "networkidle" });
        await logInToBackOffice(page, MANAGER, "/yonetim/yorumlar");
        // The newest comments are on the queue's last page.
        await page.goto("/yonetim/yorumlar?sayfa=999", { waitUntil: "networkidle" });
        const queue = page.getByRole("list", { name: "Onay bekleyen yorumlar" });
        const mine = (i: number) => queue.getByRole("listitem").filter({ hasText: texts[i] });
        for (const i of [0, 1, 2]) await mine(i).waitFor();
        const boxes = queue.getByRole("checkbox");
        const onPage = await boxes.count();
        const all = page.getByRole("checkbox", { name: "Tümünü seç" });

        await all.check();
        await page.getByText(`${onPage} / ${onPage} seçili`).waitFor();
        for (let i = 0; i < onPage; i++) expect(await boxes.nth(i).isChecked()).toBe(true);
        // Leave the first of the three waiting: partly all.
        await mine(0).getByRole("checkbox").uncheck();
        await page.getByText(`${onPage - 1} / ${onPage} seçili`).waitFor();
        expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
        await check("the queue with a selection");
        await shot("selected");

        await page.getByRole("button", { name: "Seçilenleri onayla" }).click();
        await page
          .getByRole("status")
          .filter({ hasText: `${onPage - 1} yorum onaylandı.` })
          .waitFor();
        // The unticked one still waits; nothing stays ticked.
        await page.goto("/yonetim/yorumlar?sayfa=999", { waitUntil: "networkidle" });
        await mine(0).waitFor();
        expect(await mine(1).count()).toBe(0);
        expect(await all.isChecked()).toBe(false);

        // The decision history, newest first: the two just approved, with who approved them.
        const history = page.getByRole("list", { name: "Karar geçmişi" });
        for (const i of [1, 2]) {
          const decided = history.getByRole("listitem").filter({ hasText: texts[i] });
          await expect.poll(() => decided.textContent()).toContain(`Onaylandı · ${MANAGER.name}`);
        }
        const firstTwo = await history
          .getByRole("listitem")
          .evaluateAll((items, decided) => items.slice(0, decided).map((li) => li.textContent ?? ""), onPage - 1);
        expect(firstTwo.filter((text) => text.includes(`Sıralı yorum ${mark}-`))).toHaveLength(2);
        await history.scrollIntoViewIfNeeded();
        await page.getByRole("heading", { name: /^Karar geçmişi \(\d+\)$/ }).scrollIntoViewIfNeeded();
        await check("the decision history");
        await shot("history");

        // Its next page: older decisions, the queue's page kept.
        const pages = page.getByRole("navigation", { name: "Karar geçmişi sayfaları" });
        await pages.getByText(/^Sayfa 1 \/ \d+$/).waitFor();
        await pages.getByRole("link", { name: "Sonraki sayfa →" }).click();
        await page.waitForURL((url) => url.searchParams.get("gecmis") === "2");
        await pages.getByText(/^Sayfa 2 \/ \d+$/).waitFor();
        expect(await history.getByText(`Sıralı yorum ${mark}-`).count()).toBe(0);
        await shot("history-page-2");
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
