/**
 * Kişisel Verilerim in a real browser (KVKK art. 11 and 7): a new member opens the page from the
 * account menu, sees their data by section, downloads the JSON file (read back: their own e-mail
 * in it), asks to erase the account, gets the SMS code (read from the outbox), enters it, and
 * lands on 'Hesabınız silindi' signed out. Each step accessible (axe: nothing serious) and no
 * wider than the phone. At desktop and phone width (screenshots in
 * test-results/personal-data-*.png with TEST_SCREENSHOTS=1).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { expectReadable } from "../support/a11y";
import { skipCookieBanner } from "../support/buying";
import { isLoggedIn, logIn } from "../support/member-pages";
import { newMember, outbox } from "../support/visitor";

const browser = sharedBrowser();

describe("Kişisel Verilerim", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a member sees, downloads and erases their data at ${label} width`, async () => {
      const member = await newMember();
      await journey(browser(), `personal-data-${label}`, { viewport, acceptDownloads: true }, async ({ context, page, problems }) => {
        const shot = (name: string) =>
          page.screenshot({ path: path.join(RESULTS_DIR, `personal-data-${name}-${label}.png`), fullPage: true });
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/profil");
        await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Kişisel Verilerim" }).click();
        await page.getByRole("heading", { name: "Kişisel Verilerim", level: 1 }).waitFor();
        await page.getByText(member.email).first().waitFor();
        await shot("page");
        const check = (where: string) => expectReadable(page, where, { phoneWidth: label === "phone" ? PHONE.width : undefined });
        await check("Kişisel Verilerim");

        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: "Verilerimi İndir (JSON)" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^minik-dunya-kisisel-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
        const saved = path.join(RESULTS_DIR, `personal-data-download-${label}.json`);
        await download.saveAs(saved);
        const held = JSON.parse(await readFile(saved, "utf8")) as { profile: { email: string } };
        expect(held.profile.email).toBe(member.email);

        await page.getByRole("button", { name: "Hesabımı Sil" }).click();
        await page.getByRole("status").filter({ hasText: "Hesap silme onay kodu telefonunuza gönderildi." }).waitFor();
        const sms = (await outbox()).find((m) => m.to === member.phone && m.body.includes("hesabınızı silmek"))!;
        const code = sms.body.slice(-4);
        await page.getByLabel("SMS ile gelen onay kodu").fill(code === "1111" ? "2222" : "1111");
        await page.getByRole("button", { name: "Hesabımı Kalıcı Olarak Sil" }).click();
        await page.getByRole("alert").filter({ hasText: "Girdiğiniz kod hatalı." }).waitFor();
        await shot("code");
        await check("the erasure's code form");
        await page.getByLabel("SMS ile gelen onay kodu").fill(code);
        await page.getByRole("button", { name: "Hesabımı Kalıcı Olarak Sil" }).click();
        await page.getByRole("heading", { name: "Hesabınız silindi", level: 1 }).waitFor();
        await page.getByText(/Vergi Usul Kanunu md\. 253/).waitFor();
        await shot("erased");
        await check("Hesabınız silindi");
        expect(await isLoggedIn(page)).toBe(false);
        expect(problems).toEqual([]);
      });
    });
  }
});
