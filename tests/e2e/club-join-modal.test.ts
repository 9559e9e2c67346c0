/**
 * Joining the parents' club on the way to an event, in a real browser at 1280 and 390 px: a fresh
 * member (not a club member) presses 'Katıl' on an event and gets the club's sign-up form in a
 * popup (closing it registers nothing and puts the focus back on 'Katıl'), their name, e-mail and
 * phone filled in; sending it without the agreement shows the spec's
 * message in the popup; with it (a child and the newsletter consent too) the membership is made and
 * the registration goes on by itself: the success popup says both, the card says 'Kaydınız alındı'
 * and the 'Üye Ol' tab now welcomes a member. 'Katıl' on a second event then registers at once,
 * with no sign-up popup. No serious accessibility findings, no sideways scrolling at 390 px.
 * Screenshots in test-results/club-join-*.png.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { todayInTurkey, TURKISH_MONTHS } from "#app/lib/birth-date";
import { expectReadable } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";
import { newMember, outbox } from "../support/visitor";

const AGREEMENT = "Lütfen üyelik sözleşmesi'ni onaylayın.";
const SIGNED_UP = "Aile Kulübü üyeliğiniz oluşturuldu. Aramıza hoş geldiniz!";
const REGISTERED = "Etkinlik kaydınız alındı.";
const JOIN_TITLE = "Önce Aile Kulübü'ne Üye Olun";

const browser = sharedBrowser();
const today = todayInTurkey();

describe("Aile Kulübü: joining before an event", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a member who is not in the club joins in a popup, then is registered, at ${label} width`, async () => {
      const member = await newMember();
      await journey(browser(), `club-join-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `club-join-${name}-${label}.png`), fullPage: false });
        // A popup fades in over the page: its colours are checked once it has.
        const check = (where: string) => expectReadable(page, where, { phoneWidth: label === "phone" ? PHONE.width : undefined });
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/aile-kulubu/uye-ol");
        await page.getByRole("tab", { name: "Etkinlikler" }).click();
        const cards = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Katıl" }) });
        await cards.first().waitFor();
        const first = cards.first();
        const title = (await first.getByRole("heading").textContent())!;
        const second = (await cards.nth(1).getByRole("heading").textContent())!;

        const join = page.getByRole("dialog", { name: JOIN_TITLE });
        // Closed without joining: nothing registered, the focus back on 'Katıl'.
        await first.getByRole("button", { name: "Katıl" }).click();
        await join.waitFor();
        await page.keyboard.press("Escape");
        await join.waitFor({ state: "detached" });
        await expect.poll(() => first.getByRole("button", { name: "Katıl" }).evaluate((el) => el === document.activeElement)).toBe(true);
        await first.getByRole("button", { name: "Katıl" }).click();
        await join.waitFor();
        await join.getByText(title, { exact: false }).first().waitFor();
        // The member's details are filled in; the page's own form stepped aside.
        expect(await join.getByLabel("Ad", { exact: true }).inputValue()).toBe("Deniz");
        expect(await join.getByLabel("E-posta").inputValue()).toBe(member.email);
        expect(await page.getByRole("form", { name: "Aile Kulübü üyelik formu" }).count()).toBe(1);
        await join.getByLabel("İl", { exact: true }).selectOption({ label: "İzmir" });
        const child = join.getByRole("group", { name: "1. Çocuk", exact: true });
        await child.getByLabel("Çocuğunuzun Adı").fill("Ela");
        await child.getByRole("radio", { name: "Kız", exact: true }).check();
        await child.getByLabel("Gün", { exact: true }).selectOption("9");
        await child.getByLabel("Ay", { exact: true }).selectOption({ label: TURKISH_MONTHS[3] });
        await child.getByLabel("Yıl", { exact: true }).selectOption(String(today.year - 4));
        await join.getByLabel("Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum").check();

        // No agreement: the spec's message, in the popup, nothing lost.
        await join.getByRole("button", { name: "Üye Ol ve Katıl" }).click();
        await join.getByText(AGREEMENT).waitFor();
        expect(await child.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Ela");
        await check("the join popup with a message");
        await shot("form");

        await join.getByLabel("Aile Kulübü Üyelik Sözleşmesi'ni okudum, kabul ediyorum.").check();
        await join.getByRole("button", { name: "Üye Ol ve Katıl" }).click();
        const joined = page.getByRole("dialog", { name: "Etkinliğe Kaydınız Alındı" });
        await joined.waitFor({ timeout: 20_000 });
        await joined.getByText(SIGNED_UP, { exact: false }).waitFor();
        await joined.getByText(title, { exact: false }).waitFor();
        await joined.getByText(REGISTERED, { exact: false }).waitFor();
        expect(await join.count()).toBe(0);
        await check("the joined and registered popup");
        await shot("registered");
        await joined.getByRole("button", { name: "Tamam" }).click();
        await page.getByRole("article", { name: title }).getByText("Kaydınız alındı").waitFor();
        expect((await outbox()).some((m) => m.to === member.email && m.subject === "Aile Kulübü'ne hoş geldiniz")).toBe(true);

        // A club member now: the tab welcomes them, and another event registers at once.
        await page.getByRole("tab", { name: "Üye Ol" }).click();
        await page.getByText("Aile Kulübü üyesisiniz").waitFor();
        await page.getByRole("tab", { name: "Etkinlikler" }).click();
        await page.getByRole("article", { name: second }).getByRole("button", { name: "Katıl" }).click();
        const again = page.getByRole("dialog", { name: "Etkinliğe Kaydınız Alındı" });
        await again.getByText(second, { exact: false }).waitFor();
        expect(await again.getByText(SIGNED_UP, { exact: false }).count()).toBe(0);
        expect(await page.getByRole("dialog", { name: JOIN_TITLE }).count()).toBe(0);
        await again.getByRole("button", { name: "Tamam" }).click();
        expect(problems).toEqual([]);
      });
    }, 120_000);
  }
});
