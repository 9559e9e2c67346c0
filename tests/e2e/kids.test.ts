/**
 * Kid info and baby info in a real browser: a fresh member adds two kids (the first try
 * with an incomplete kid shows 'Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz' without sending),
 * deletes one after the confirm modal and sees 'Çocuk silindi.', then sets the baby's date (an
 * impossible day is refused first). At desktop and phone width; screenshots kept in
 * test-results/kids-*.png to look at.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addMonths, todayInTurkey, TURKISH_MONTHS } from "#app/lib/birth-date";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { newMember } from "../support/visitor";
import { logIn } from "../support/member-pages";

const browser = sharedBrowser();

const today = todayInTurkey();

async function fillKid(page: Page, slot: string, kid: { name: string; gender?: string; day: number; month: number; year: number }) {
  const card = page.getByRole("article", { name: slot });
  await card.getByLabel("Çocuğunuzun Adı").fill(kid.name);
  if (kid.gender) await card.getByRole("radio", { name: kid.gender, exact: true }).check();
  await card.getByLabel("Gün", { exact: true }).selectOption(String(kid.day));
  await card.getByLabel("Ay", { exact: true }).selectOption({ label: TURKISH_MONTHS[kid.month - 1] });
  await card.getByLabel("Yıl", { exact: true }).selectOption(String(kid.year));
  return card;
}

describe("kid and baby info", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`adds two kids, deletes one, sets the baby's date at ${label} width`, async () => {
      const { email, password } = await newMember();
      await journey(browser(), `kids-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, email, password, "/kullanici/cocuk-bilgilerim");
        await page.getByRole("heading", { name: "Çocuk Bilgilerim", level: 1 }).waitFor();
        await page.getByText("Henüz çocuk bilgisi eklemediniz.").waitFor();

        // An incomplete kid: the page's own check answers before anything is sent.
        const first = page.getByRole("article", { name: "1. Çocuk" });
        await first.getByLabel("Çocuğunuzun Adı").fill("E");
        await first.getByRole("button", { name: "Kaydet" }).click();
        await first.getByRole("alert").filter({ hasText: "Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz" }).waitFor();
        expect(await first.getByLabel("Çocuğunuzun Adı").getAttribute("aria-invalid")).toBe("true");
        expect(await first.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("E");
        await page.screenshot({ path: path.join(RESULTS_DIR, `kids-incomplete-${label}.png`), fullPage: true });

        await fillKid(page, "1. Çocuk", { name: "Elif Su", gender: "Kız", day: 12, month: 3, year: today.year - 3 });
        await first.getByRole("button", { name: "Kaydet" }).click();
        await first.getByRole("status").filter({ hasText: "Çocuk bilgileriniz kaydedildi." }).waitFor();
        await first.getByText("Elif Su · 3 yaşında").or(first.getByText("Elif Su · 2 yaşında")).waitFor();

        await page.getByRole("button", { name: "Çocuk Ekle" }).click();
        const second = await fillKid(page, "2. Çocuk", { name: "Çınar", gender: "Erkek", day: 1, month: 1, year: today.year - 1 });
        await second.getByRole("button", { name: "Kaydet" }).click();
        await second.getByRole("status").filter({ hasText: "Çocuk bilgileriniz kaydedildi." }).waitFor();
        await second.getByText(/^Çınar · /).waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `kids-two-${label}.png`), fullPage: true });

        // Deleting asks first; 'Vazgeç' keeps the kid, 'Evet, Sil' deletes it.
        await second.getByRole("button", { name: "Sil", exact: true }).click();
        const dialog = page.getByRole("alertdialog", { name: "Çocuk bilgisini sil" });
        await dialog.getByText("Çınar adlı çocuğunuzun bilgilerini silmek istediğinize emin misiniz?").waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `kids-confirm-${label}.png`) });
        await dialog.getByRole("button", { name: "Vazgeç" }).click();
        await dialog.waitFor({ state: "detached" });
        expect(await second.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Çınar");

        await second.getByRole("button", { name: "Sil", exact: true }).click();
        await dialog.getByRole("button", { name: "Evet, Sil" }).click();
        await page.getByText("Çocuk silindi.").first().waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `kids-deleted-${label}.png`), fullPage: true });
        await second.waitFor({ state: "detached" });
        expect(await page.getByRole("article").count()).toBe(1);
        expect(await first.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Elif Su");
        await page.getByRole("button", { name: "Çocuk Ekle" }).waitFor();

        // The baby's date: an impossible day is refused on the page, then a due date is saved.
        await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Bebek Bilgilerim" }).click();
        await page.getByRole("heading", { name: "Bebek Bilgilerim", level: 1 }).waitFor();
        const form = page.getByRole("form", { name: "Bebek bilgileri" });
        await form.getByLabel("Gün", { exact: true }).selectOption("31");
        await form.getByLabel("Ay", { exact: true }).selectOption({ label: "Şubat" });
        await form.getByLabel("Yıl", { exact: true }).selectOption(String(today.year));
        await form.getByRole("button", { name: "Kaydet" }).click();
        await form.getByRole("alert").filter({ hasText: "Lütfen geçerli bir doğum tarihi giriniz." }).waitFor();

        const due = addMonths(today, 4);
        await form.getByLabel("Gün", { exact: true }).selectOption("15");
        await form.getByLabel("Ay", { exact: true }).selectOption({ label: TURKISH_MONTHS[due.month - 1] });
        await form.getByLabel("Yıl", { exact: true }).selectOption(String(due.year));
        await form.getByRole("button", { name: "Kaydet" }).click();
        await form.getByRole("status").filter({ hasText: "Bebek bilgileriniz kaydedildi." }).waitFor();
        await form.getByText(`15 ${TURKISH_MONTHS[due.month - 1]} ${due.year}`).waitFor();
        await form.getByText("Tahmini doğum tarihi", { exact: true }).waitFor();
        await page.screenshot({ path: path.join(RESULTS_DIR, `kids-baby-${label}.png`), fullPage: true });

        await page.reload({ waitUntil: "networkidle" });
        expect(await form.getByLabel("Ay", { exact: true }).inputValue()).toBe(String(due.month));
        expect(problems).toEqual([]);
      });
    });
  }
});
