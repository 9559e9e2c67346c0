/**
 * The contact page in a real browser, at desktop and phone width: a guest
 * sending too little sees the spec's messages under their fields with everything typed still
 * there, then sends and sees the acknowledgement (and the e-mail in the outbox); a member comes
 * from an order on Siparişlerim ('Bu Sipariş Hakkında Bize Ulaşın', /bize-ulasin#orderNu={orderhash})
 * and finds the order number, name, e-mail and phone filled in, while another member's order hash
 * fills in nothing. No serious accessibility findings. Screenshots in test-results/contact-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { addHomeAddress, payAtDoor, variantWithStock } from "../support/checkout";
import { logIn } from "../support/member-pages";
import { newMember, outbox, stamp } from "../support/visitor";

const NAME_RULE = "Lütfen isim bilgisini giriniz.";
const EMAIL_RULE = "Lütfen e-mail adresinizi kontrol ediniz.";
const ORDER_NUMBER_RULE = "Lütfen sipariş numarası giriniz.";
const SENT = "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.";

const browser = sharedBrowser();

/** The text of the message a field points to (aria-describedby): the one shown under it. */
const messageUnder = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").find((text) => !/karakter$/.test(text)) ?? "";
  });

const expectNoSeriousFindings = async (page: Page, where: string) => {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
};

describe("contact page", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a guest's messages under the fields, then the acknowledgement, at ${label} width`, async () => {
      await journey(browser(), `contact-guest-${label}`, { viewport }, async ({ context, page, problems }) => {
        const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `contact-${name}-${label}.png`), fullPage: true });
        await skipCookieBanner(context);
        await page.goto("/", { waitUntil: "networkidle" });
        // Linked from the footer's customer services.
        await page.getByRole("contentinfo").getByRole("link", { name: "Bize Ulaşın" }).click();
        await page.waitForURL((url) => url.pathname === "/bize-ulasin");
        await page.getByRole("heading", { name: "Bize Ulaşın", level: 1 }).waitFor();
        await page.getByRole("link", { name: "0850 222 64 65" }).first().waitFor();
        await expectNoSeriousFindings(page, `/bize-ulasin at ${label}`);
        await shot("empty");

        const email = `misafir.${stamp()}@example.com`;
        await page.getByLabel("E-posta").fill("misafir@");
        await page.getByLabel("Konu").selectOption({ label: "Kargo" });
        await page.getByLabel("Mesajınız").fill("Merhaba,\nkargom hâlâ gelmedi.");
        await page.getByText("29/2000 karakter").waitFor();
        await page.getByRole("button", { name: "Mesajı Gönder" }).click();
        await page.getByText(NAME_RULE).waitFor();
        expect(await messageUnder(page, "Adınız")).toBe(NAME_RULE);
        expect(await messageUnder(page, "E-posta")).toBe(EMAIL_RULE);
        expect(await messageUnder(page, "Sipariş Numarası")).toBe(ORDER_NUMBER_RULE);
        expect(await messageUnder(page, "Mesajınız")).toBe("");
        // The first wrong field has the focus; nothing typed is lost.
        expect(await page.getByLabel("Adınız").evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.getByLabel("E-posta").inputValue()).toBe("misafir@");
        expect(await page.getByLabel("Konu").inputValue()).toBe("kargo");
        expect(await page.getByLabel("Mesajınız").inputValue()).toBe("Merhaba,\nkargom hâlâ gelmedi.");
        await expectNoSeriousFindings(page, `/bize-ulasin with messages at ${label}`);
        if (label === "phone") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await shot("errors");

        // Messages follow what is typed: a name that is only letters, a good e-mail.
        await page.getByLabel("Adınız").pressSequentially("Ayşe1");
        expect(await page.getByLabel("Adınız").inputValue()).toBe("Ayşe");
        expect(await messageUnder(page, "Adınız")).toBe("Bu alana yalnızca harf girebilirsiniz.");
        await page.getByLabel("E-posta").fill(email);
        await expect.poll(() => messageUnder(page, "E-posta")).toBe("");
        await page.getByLabel("Cep Telefonu (isteğe bağlı)").pressSequentially("05321234567");
        expect(await page.getByLabel("Cep Telefonu (isteğe bağlı)").inputValue()).toBe("(532) 123-4567");
        await page.getByLabel("Sipariş Numarası").fill("250612123456");
        await page.getByRole("button", { name: "Mesajı Gönder" }).click();

        const sent = page.getByRole("status").filter({ hasText: SENT });
        await sent.waitFor();
        const reference = /BU-\d+/.exec((await sent.textContent()) ?? "")?.[0];
        expect(reference).toBeDefined();
        await sent.getByText(email).waitFor();
        expect((await outbox()).find((m) => m.to === email)?.subject).toBe(`Mesajınızı aldık (${reference})`);
        await expectNoSeriousFindings(page, `/bize-ulasin sent at ${label}`);
        await shot("sent");

        // Another message: the form again, who wrote kept, the rest empty.
        await sent.getByRole("link", { name: "Yeni Mesaj Yaz" }).click();
        await page.getByRole("button", { name: "Mesajı Gönder" }).waitFor();
        expect(await page.getByLabel("E-posta").inputValue()).toBe(email);
        expect(await page.getByLabel("Mesajınız").inputValue()).toBe("");
        expect(await page.getByLabel("Sipariş Numarası").inputValue()).toBe("");
        expect(problems).toEqual([]);
      });
    });

    it(`a member writing about an order finds it filled in, at ${label} width`, async () => {
      const variant = await variantWithStock(5, 200);
      const member = await newMember();
      const { order_number: orderNumber, order_hash: orderHash } = await payAtDoor(
        member.v,
        await addHomeAddress(member.v),
        variant.productId,
      );
      const other = await newMember();
      const { order_hash: othersHash } = await payAtDoor(other.v, await addHomeAddress(other.v), variant.productId);

      await journey(browser(), `contact-member-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/siparislerim");
        // The order's panel on Siparişlerim (opened by ?hash=, at any width).
        await page.goto(`/kullanici/siparislerim?hash=${encodeURIComponent(orderHash)}`, { waitUntil: "networkidle" });
        const panel = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `Sipariş No: ${orderNumber}` }) });
        await panel.getByRole("link", { name: "Bu Sipariş Hakkında Bize Ulaşın" }).click();
        await page.waitForURL((url) => url.pathname === "/bize-ulasin" && url.hash.startsWith("#orderNu="));
        const orderField = page.getByLabel("Sipariş Numarası");
        await expect.poll(() => orderField.inputValue()).toBe(orderNumber);
        expect(await page.getByLabel("Konu").inputValue()).toBe("siparis");
        expect(await page.getByLabel("Adınız").inputValue()).toBe("Deniz");
        expect(await page.getByLabel("E-posta").inputValue()).toBe(member.email);
        expect(await page.getByLabel("Cep Telefonu (isteğe bağlı)").inputValue()).toMatch(/^\(55\d\) \d{3}-\d{4}$/);
        await page.screenshot({ path: path.join(RESULTS_DIR, `contact-member-${label}.png`), fullPage: true });

        // The same address opened afresh works too; another member's order fills in nothing.
        await page.goto("/bize-ulasin", { waitUntil: "networkidle" });
        await page.goto(`/bize-ulasin#orderNu=${othersHash}`, { waitUntil: "networkidle" });
        const lookup = page.waitForResponse((response) => response.url().includes("/bize-ulasin/siparis-numarasi"));
        await page.reload({ waitUntil: "networkidle" });
        expect((await lookup).status()).toBe(404);
        expect(await orderField.inputValue()).toBe("");
        expect(await page.getByLabel("Konu").inputValue()).toBe("");
        await page.getByLabel("Konu").selectOption({ label: "Sipariş" });
        await page.getByLabel("Mesajınız").fill("Kargom ne zaman gelir?");
        await orderField.fill(orderNumber);
        await page.getByRole("button", { name: "Mesajı Gönder" }).click();
        await page.getByRole("status").filter({ hasText: SENT }).waitFor();
        expect(problems).toEqual([]);
      });
    });
  }
});
