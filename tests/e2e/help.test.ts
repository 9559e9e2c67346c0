/**
 * Help, the app-link SMS and the contact form's subjects in a real browser, at 1280 and 390 px: a
 * guest takes the header's 'Yardım' (the phone menu's on a phone) to /kullanici/yardim, opens a
 * question, asks for the app link without a number ('Lütfen Telefon Numaranızı Giriniz' under the
 * field), then with one (the SMS is in the outbox, the number emptied); goes on through 'Bize
 * Ulaşın' to the contact form and sends a question about a product without an order number, while a
 * shipping question without one is refused with the spec's message. No serious accessibility
 * findings, no sideways scrolling at 390 px. Screenshots in test-results/help-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectReadable } from "../support/a11y";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { outbox, stamp } from "../support/visitor";

const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const APP_LINK_SENT = "Uygulama bağlantısı telefonunuza SMS ile gönderildi.";
const ORDER_NUMBER_RULE = "Lütfen sipariş numarası giriniz.";
const SENT = "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.";

const browser = sharedBrowser();

/** The text of the message a field points to (aria-describedby), '' when it shows none. */
const messageUnder = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-hata"));
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join("");
  });

describe("help", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a guest finds help, gets the app link by SMS and writes to customer service, at ${label} width`, async () => {
      await journey(
        browser(),
        `help-${label}`,
        label === "phone" ? { viewport, isMobile: true, hasTouch: true } : { viewport },
        async ({ context, page, problems }) => {
          const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `help-${name}-${label}.png`), fullPage: true });
          const check = (where: string) => expectReadable(page, where, { phoneWidth: label === "phone" ? PHONE.width : undefined });
          await skipCookieBanner(context);
          await page.goto("/", { waitUntil: "networkidle" });
          if (label === "desktop") {
            await page.getByRole("banner").getByRole("link", { name: "Yardım", exact: true }).click();
          } else {
            await page.getByRole("button", { name: "Menü" }).click();
            const drawer = page.getByRole("dialog", { name: "Kategoriler" });
            await drawer.waitFor();
            await drawer.getByRole("link", { name: "Yardım", exact: true }).click();
          }
          await page.waitForURL((url) => url.pathname === "/kullanici/yardim");
          await page.getByRole("heading", { name: "Yardım", level: 1 }).waitFor();
          // A guest: no account menu.
          expect(await page.getByRole("navigation", { name: "Hesabım" }).count()).toBe(0);
          await page.getByText("Kargo ücreti ne kadar, ne zaman ücretsiz?").click();
          await page.getByText("500,00 TL ve üzeri siparişlerde kargo ücretsizdir.", { exact: false }).waitFor();
          await check("/kullanici/yardim");
          await shot("page");

          // The app link: a number first, in the spec's words; then the SMS.
          const app = page.getByRole("form", { name: "Uygulama bağlantısı gönder" });
          await app.scrollIntoViewIfNeeded();
          await app.getByRole("button", { name: "Bağlantıyı Gönder" }).click();
          await expect.poll(() => messageUnder(page, "Cep Telefonu")).toBe(PHONE_REQUIRED);
          expect(await page.getByLabel("Cep Telefonu", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
          await app.screenshot({ path: path.join(RESULTS_DIR, `help-app-link-error-${label}.png`) });
          const n = stamp();
          const phone = `057${n.slice(0, 8)}`;
          await page.getByLabel("Cep Telefonu", { exact: true }).pressSequentially(phone);
          expect(await page.getByLabel("Cep Telefonu", { exact: true }).inputValue()).toBe(
            `(${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`,
          );
          expect(await messageUnder(page, "Cep Telefonu")).toBe("");
          await app.getByRole("button", { name: "Bağlantıyı Gönder" }).click();
          await app.getByRole("status").filter({ hasText: APP_LINK_SENT }).waitFor({ timeout: 20_000 });
          expect(await page.getByLabel("Cep Telefonu", { exact: true }).inputValue()).toBe("");
          expect((await outbox()).find((m) => m.channel === "sms" && m.to === phone)?.body).toMatch(
            /^Minik Dünya uygulamasını indirmek için: http\S+ İptal için RET yazıp 3434'e gönderin\.$/,
          );
          await check("the app link sent");
          await app.screenshot({ path: path.join(RESULTS_DIR, `help-app-link-sent-${label}.png`) });

          // 'Bize Ulaşın' inside help: the contact form.
          const contact = page.getByRole("region", { name: "Bize Ulaşın" });
          await contact.getByRole("link", { name: "0850 222 64 65" }).waitFor();
          await contact.getByRole("link", { name: "Mesaj Gönderin" }).click();
          await page.waitForURL((url) => url.pathname === "/bize-ulasin");
          await page.getByRole("heading", { name: "Bize Ulaşın", level: 1 }).waitFor();

          // A shipping question needs its order's number; a product question does not.
          const email = `yardim.${n}@example.com`;
          await page.getByLabel("Adınız").fill("Ayşe");
          await page.getByLabel("E-posta").fill(email);
          await page.getByLabel("Konu").selectOption({ label: "Kargo" });
          await page.getByLabel("Mesajınız").fill("Bu ürünün kargosu kaç günde gelir?");
          await page.getByRole("button", { name: "Mesajı Gönder" }).click();
          await expect.poll(() => messageUnder(page, "Sipariş Numarası")).toBe(ORDER_NUMBER_RULE);
          await shot("contact-order-number");
          await page.getByLabel("Konu").selectOption({ label: "Ürün bilgisi" });
          // The message goes with the subject: not asked any more.
          await expect.poll(() => messageUnder(page, "Sipariş Numarası")).toBe("");
          await check("/bize-ulasin, a product question");
          await page.getByRole("button", { name: "Mesajı Gönder" }).click();
          await page.getByRole("status").filter({ hasText: SENT }).waitFor();
          expect((await outbox()).find((m) => m.to === email)?.body).toContain("Konu: Ürün bilgisi");
          await shot("contact-sent");
          expect(problems).toEqual([]);
        },
      );
    }, 120_000);
  }
});
