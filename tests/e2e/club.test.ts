/**
 * The parents' club in a real browser, at desktop and phone width: a fresh member
 * opens Aile Kulübü from the menu and finds their name, e-mail and phone filled in; adds children one
 * slot at a time ('Çocuk Ekle' shows the next slot and is gone once 4 are shown), fills three and
 * leaves the fourth empty; leaves the newsletter consent unticked, so the warning popup asks: 'Bilgilerimi
 * Kontrol Et' goes back to the consent's checkbox, 'Kayda Devam Et' sends, and the success popup
 * welcomes them. Then, on the events tab, 'Katıl' on an event opens the join success popup and the
 * card says 'Kaydınız alındı' with one place less; the same 'Katıl' in a tab opened before says they
 * are already registered. No serious accessibility findings; no sideways scrolling at 390 px.
 * Screenshots in test-results/club-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { todayInTurkey, TURKISH_MONTHS } from "#app/lib/birth-date";
import { describeViolations, seriousViolations } from "../support/a11y";
import { animationsDone, DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";
import { newMember, outbox } from "../support/visitor";

const WARNING_TITLE = "Kampanyalardan haberdar olmak istemez misiniz?";
const NEWSLETTER = "Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum";
const SIGNED_UP = "Aile Kulübü üyeliğiniz oluşturuldu. Aramıza hoş geldiniz!";
const ALREADY = "Bu etkinliğe zaten kayıtlısınız.";

const browser = sharedBrowser();
const today = todayInTurkey();

async function fillChild(page: Page, slot: string, child: { name: string; gender: string; day: number; month: number; year: number }) {
  const group = page.getByRole("group", { name: slot, exact: true });
  await group.getByLabel("Çocuğunuzun Adı").fill(child.name);
  await group.getByRole("radio", { name: child.gender, exact: true }).check();
  await group.getByLabel("Gün", { exact: true }).selectOption(String(child.day));
  await group.getByLabel("Ay", { exact: true }).selectOption({ label: TURKISH_MONTHS[child.month - 1] });
  await group.getByLabel("Yıl", { exact: true }).selectOption(String(child.year));
}

const expectNoSeriousFindings = async (page: Page, where: string) => {
  // A popup fades in over the page: its colours are checked once it has (not through the fade).
  await animationsDone(page);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
};
const placesLeft = async (page: Page, title: string) =>
  Number(/(\d+) kişilik yer kaldı/.exec((await page.getByRole("article", { name: title }).textContent()) ?? "")?.[1]);

describe("Aile Kulübü", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a member joins with three children, then joins an event once, at ${label} width`, async () => {
      const member = await newMember();
      await journey(browser(), `club-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `club-${name}-${label}.png`), fullPage: true });
        const fitsPhone = async () => {
          if (label === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        };
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/aile-kulubu/uye-ol");
        await page.getByRole("heading", { name: "Aile Kulübü", level: 1 }).waitFor();
        expect(await page.getByRole("tab", { name: "Üye Ol" }).getAttribute("aria-selected")).toBe("true");
        // The member's details are filled in.
        expect(await page.getByLabel("Ad", { exact: true }).inputValue()).toBe("Deniz");
        expect(await page.getByLabel("Soyad", { exact: true }).inputValue()).toBe("Kaya");
        expect(await page.getByLabel("E-posta").inputValue()).toBe(member.email);
        expect(await page.getByLabel("Cep Telefonu").inputValue()).toMatch(/^\(55\d\) \d{3}-\d{4}$/);
        await page.getByLabel("İl", { exact: true }).selectOption({ label: "İstanbul" });
        await expectNoSeriousFindings(page, `/aile-kulubu/uye-ol at ${label}`);
        await fitsPhone();

        // Children slots appear one by one; 'Çocuk Ekle' goes once all four are shown.
        const add = page.getByRole("button", { name: /Çocuk Ekle/ });
        await expect.poll(() => page.getByRole("group", { name: /^\d\. Çocuk$/ }).count()).toBe(1);
        expect(await add.textContent()).toContain("(1/4)");
        for (const shown of [2, 3, 4]) {
          await add.click();
          await page.getByRole("group", { name: `${shown}. Çocuk`, exact: true }).waitFor();
          expect(await page.getByRole("group", { name: /^\d\. Çocuk$/ }).count()).toBe(shown);
          // The new slot's name field has the focus.
          await expect
            .poll(() =>
              page
                .getByRole("group", { name: `${shown}. Çocuk`, exact: true })
                .getByLabel("Çocuğunuzun Adı")
                .evaluate((el) => el === document.activeElement),
            )
            .toBe(true);
          if (shown < 4) expect(await add.textContent()).toContain(`(${shown}/4)`);
          if (shown === 3) await shot("three-slots");
        }
        expect(await add.count()).toBe(0);
        await fillChild(page, "1. Çocuk", { name: "Elif", gender: "Kız", day: 3, month: 5, year: today.year - 6 });
        await fillChild(page, "2. Çocuk", { name: "Can", gender: "Erkek", day: 17, month: 11, year: today.year - 3 });
        await fillChild(page, "3. Çocuk", { name: "Ada Nur", gender: "Belirtmek istemiyorum", day: 1, month: 1, year: today.year - 1 });
        // The fourth slot stays empty: it is not counted.
        await page.getByLabel("Aile Kulübü Üyelik Sözleşmesi'ni okudum, kabul ediyorum.").check();

        // No newsletter consent: the warning asks first.
        await page.getByRole("button", { name: "Üye Ol", exact: true }).click();
        const warning = page.getByRole("alertdialog", { name: WARNING_TITLE });
        await warning.waitFor();
        await warning.getByText(`'${NEWSLETTER}' seçeneğini işaretlemediniz.`, { exact: false }).waitFor();
        await expectNoSeriousFindings(page, `the consent warning at ${label}`);
        await shot("warning");
        await warning.getByRole("button", { name: "Bilgilerimi Kontrol Et" }).click();
        await warning.waitFor({ state: "detached" });
        // Back on the form, on the consent's checkbox, nothing lost.
        await expect.poll(() => page.getByLabel(NEWSLETTER).evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.getByRole("group", { name: "3. Çocuk", exact: true }).getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Ada Nur");

        await page.getByRole("button", { name: "Üye Ol", exact: true }).click();
        await page.getByRole("alertdialog", { name: WARNING_TITLE }).getByRole("button", { name: "Kayda Devam Et" }).click();
        const welcome = page.getByRole("dialog", { name: "Aramıza hoş geldiniz!" });
        await welcome.waitFor();
        await welcome.getByText(SIGNED_UP).waitFor();
        await expectNoSeriousFindings(page, `the sign-up success popup at ${label}`);
        await shot("joined");
        expect((await outbox()).find((m) => m.to === member.email && m.subject === "Aile Kulübü'ne hoş geldiniz")?.body).toContain(
          "Merhaba Deniz,",
        );

        // 'Etkinlikleri Gör': the events tab.
        await welcome.getByRole("button", { name: "Etkinlikleri Gör" }).click();
        await expect.poll(() => page.getByRole("tab", { name: "Etkinlikler" }).getAttribute("aria-selected")).toBe("true");
        const card = page
          .getByRole("article")
          .filter({ has: page.getByRole("button", { name: "Katıl" }) })
          .first();
        const title = (await card.getByRole("heading").textContent())!;
        const before = await placesLeft(page, title);
        expect(await card.getByRole("time").textContent()).toMatch(
          /^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+, \d{2}:\d{2}$/,
        );

        // A second tab, opened before the registration, still offers 'Katıl'.
        const other = await context.newPage();
        await other.goto("/aile-kulubu/uye-ol?sekme=etkinlikler", { waitUntil: "networkidle" });

        await page.getByRole("article", { name: title }).getByRole("button", { name: "Katıl" }).click();
        const joined = page.getByRole("dialog", { name: "Etkinliğe Kaydınız Alındı" });
        await joined.waitFor();
        await joined.getByText(title, { exact: false }).waitFor();
        await expectNoSeriousFindings(page, `the event join popup at ${label}`);
        await fitsPhone();
        await shot("event-joined");
        await joined.getByRole("button", { name: "Tamam" }).click();
        await page.getByRole("article", { name: title }).getByText("Kaydınız alındı").waitFor();
        expect(await placesLeft(page, title)).toBe(before - 1);

        // The stale tab tries again: already registered, the count unchanged.
        await other.getByRole("article", { name: title }).getByRole("button", { name: "Katıl" }).click();
        const again = other.getByRole("dialog", { name: "Etkinlik Kaydı" });
        await again.getByText(ALREADY).waitFor();
        await other.screenshot({ path: path.join(RESULTS_DIR, `club-already-${label}.png`), fullPage: true });
        await again.getByRole("button", { name: "Tamam" }).click();
        await other.getByRole("article", { name: title }).getByText("Kaydınız alındı").waitFor();
        expect(await placesLeft(other, title)).toBe(before - 1);
        await other.close();
        expect(problems).toEqual([]);
      });
    }, 120_000);
  }
});
