/**
 * Gift lists in a real browser (issue 15, item 3), at 1280 and 390 px: a member with an address
 * opens Hediye Listelerim ('Henüz bir hediye listeniz bulunmamaktadır'), is told of a missing name
 * without losing the date, makes the list, opens its public page (the owner's name, no address),
 * and deletes it after confirming. No page errors, no serious axe findings.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { describeViolations, seriousViolations } from "../support/a11y";
import { skipCookieBanner } from "../support/buying";
import { addHomeAddress } from "../support/checkout";
import { logIn } from "../support/member-pages";
import { newMember } from "../support/visitor";

const browser = sharedBrowser();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `gift-lists-${name}.png`), fullPage: false });
const year = String(new Date().getFullYear() + 1);

describe("gift lists", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`makes a list, shows it to anyone, and deletes it after asking (${viewport.width}px)`, async () => {
      const member = await newMember();
      await addHomeAddress(member.v, "Deniz Kaya");
      await journey(browser(), `gift-lists-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/hediye-listesi/");
        await expect.poll(() => page.getByText("Henüz bir hediye listeniz bulunmamaktadır").count()).toBe(1);
        const form = page.getByRole("form", { name: "Yeni hediye listesi" });
        await form.getByLabel("Gün").selectOption("5");
        await form.getByLabel("Ay").selectOption({ label: "Mart" });
        await form.getByLabel("Yıl").selectOption(year);
        await form.getByLabel("Teslimat Adresi").selectOption({ label: "Ev" });
        await form.getByRole("button", { name: "Kaydet" }).click();
        await expect.poll(() => form.getByText('Lütfen geçerli bir "Hediye Listesi Adı" girin.').count()).toBe(1);
        expect(await form.getByLabel("Yıl").inputValue()).toBe(year);
        await shot(page, `${label}-error`);
        await form.getByLabel("Hediye Listesi Adı").fill("Elif'in Doğum Günü");
        await form.getByRole("button", { name: "Kaydet" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Hediye listeniz kaydedildi." }).count()).toBe(1);
        const entry = page.getByRole("listitem").filter({ hasText: "Elif'in Doğum Günü" });
        expect(await entry.textContent()).toContain(`5 Mart ${year}`);
        expect(await entry.textContent()).toContain("0 ürün");
        const violations = await seriousViolations(page);
        expect(violations, describeViolations("Hediye Listelerim", violations)).toEqual([]);
        await shot(page, `${label}-lists`);

        await entry.getByRole("link", { name: "Listeyi Gör" }).click();
        await page.waitForURL(/\/hediye-listesi\/goster\/\d+$/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Elif'in Doğum Günü");
        expect(await page.getByText("Deniz Kaya").count()).toBeGreaterThan(0);
        await shot(page, `${label}-public`);

        await page.goto("/hediye-listesi/", { waitUntil: "networkidle" });
        await page.getByRole("listitem").filter({ hasText: "Elif'in Doğum Günü" }).getByRole("button", { name: "Sil" }).click();
        await page.getByRole("button", { name: "Evet, sil" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Hediye listeniz silindi." }).count()).toBe(1);
        await expect.poll(() => page.getByText("Henüz bir hediye listeniz bulunmamaktadır").count()).toBe(1);
        expect(problems).toEqual([]);
      });
    }, 120_000);
  }
});
