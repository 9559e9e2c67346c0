/**
 * The address book in a real browser (spec sections 2, 4, 5): a fresh member logs in,
 * adds an individual address choosing city, district and town (the popup first shows the spec's
 * messages, then a bad T.C. Kimlik No's, keeping what was typed), adds a corporate one, opens an
 * address by clicking its card and updates it, and deletes one after confirming. At desktop and
 * phone width; screenshots kept in test-results/addresses-*.png to look at.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { animationsDone, DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { newMember } from "../support/visitor";
import { choose, logIn } from "../support/member-pages";

const browser = sharedBrowser();

describe("address book", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`adds, edits and deletes addresses at ${label} width`, async () => {
      const member = await newMember();
      await journey(browser(), `addresses-${label}`, { viewport }, async ({ context, page, problems }) => {
        // Popups are shot as the screen shows them; pages whole.
        const shot = (name: string) =>
          page.screenshot({ path: path.join(RESULTS_DIR, `addresses-${name}-${label}.png`), fullPage: !name.startsWith("popup") });
        await skipCookieBanner(context);
        await logIn(page, member.email, member.password, "/kullanici/adreslerim");
        await page.getByRole("heading", { name: "Adreslerim", level: 1 }).waitFor();
        await page.getByText("Henüz kayıtlı adresiniz yok.").waitFor();
        await shot("empty");

        // Add mode: the spec's messages first, nothing sent.
        await page.getByRole("button", { name: "Yeni Adres Ekle" }).click();
        let dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
        await dialog.waitFor();
        expect(await dialog.getByLabel("Ad Soyad").inputValue()).toBe("Deniz Kaya");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        for (const message of [
          "Lütfen adres başlığı giriniz.",
          "Lütfen il seçiniz.",
          "Lütfen ilçe seçiniz.",
          "Lütfen mahalle seçiniz.",
          "Lütfen adresinizi giriniz (10-120 karakter).",
        ]) {
          await dialog.getByText(message).waitFor();
        }
        expect(await dialog.getByLabel("Adres Başlığı").getAttribute("aria-invalid")).toBe("true");
        await shot("popup-errors");

        await dialog.getByLabel("Adres Başlığı").fill("Evim");
        await choose(dialog, "İl", "İstanbul");
        await choose(dialog, "İlçe", "Kadıköy");
        await choose(dialog, "Mahalle", "Caferağa Mah");
        await dialog.getByLabel("Adres", { exact: true }).fill("Moda Caddesi No: 12 Daire: 4");
        await dialog.getByLabel(/T\.C\. Kimlik No/).fill("10000000147");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        await dialog.getByText("Lütfen geçerli bir T.C. Kimlik Numarası giriniz.").waitFor();
        expect(await dialog.getByText("Lütfen il seçiniz.").count()).toBe(0);
        expect(await dialog.getByLabel("Adres Başlığı").inputValue()).toBe("Evim");
        await shot("popup-tc");
        await dialog.getByLabel(/T\.C\. Kimlik No/).fill("10000000146");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        await page.getByText("Adresiniz kaydedildi.").first().waitFor();
        await dialog.waitFor({ state: "detached" });
        const cards = page.getByRole("list", { name: "Kayıtlı adreslerim" });
        await cards.getByRole("heading", { name: "Evim" }).waitFor();
        await cards.getByText("Caferağa Mah, Kadıköy / İstanbul").waitFor();
        await cards.getByText("100••••••46").waitFor();

        // A corporate address.
        await page.getByRole("button", { name: "Yeni Adres Ekle" }).click();
        dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
        await dialog.getByLabel("Adres Başlığı").fill("Ofis");
        await dialog.getByLabel("Ad Soyad").fill("Ahmet Yılmaz");
        await dialog.getByLabel("Cep Telefonu").fill("0544 123 45 67");
        expect(await dialog.getByLabel("Cep Telefonu").inputValue()).toBe("(544) 123-4567");
        await choose(dialog, "İl", "Ankara");
        await choose(dialog, "İlçe", "Çankaya");
        await choose(dialog, "Mahalle", { index: 1 });
        await dialog.getByLabel("Adres", { exact: true }).fill("Atatürk Bulvarı No: 100 Kat: 3");
        await dialog.getByText("Kurumsal", { exact: true }).click();
        await dialog.getByLabel("Firma Adı").fill("Minik Dünya Ticaret A.Ş.");
        await dialog.getByLabel("Vergi Dairesi").fill("Çankaya");
        await dialog.getByLabel("Vergi Numarası").fill("4540536921");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        await dialog.getByText("Lütfen geçerli bir vergi numarası giriniz.").waitFor();
        await dialog.getByLabel("Vergi Numarası").fill("4540536920");
        await shot("popup-corporate");
        await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
        await dialog.waitFor({ state: "detached" });
        await cards.getByRole("heading", { name: "Ofis" }).waitFor();
        await cards.getByText("Minik Dünya Ticaret A.Ş.").waitFor();
        await shot("list");

        // Update mode: clicking the card opens it filled in.
        await cards.getByText("Moda Caddesi No: 12 Daire: 4").click();
        dialog = page.getByRole("dialog", { name: "Adresi Güncelle" });
        await dialog.waitFor();
        expect(await dialog.getByLabel("Adres Başlığı").inputValue()).toBe("Evim");
        await expect
          .poll(() => dialog.getByLabel("Mahalle", { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
          .toBe("Caferağa Mah");
        expect(await dialog.getByLabel(/T\.C\. Kimlik No/).inputValue()).toBe("10000000146");
        await dialog.getByLabel("Adres Başlığı").fill("Annemin Evi");
        await shot("popup-edit");
        await dialog.getByRole("button", { name: "Adresi Güncelle" }).click();
        await page.getByText("Adresiniz güncellendi.").first().waitFor();
        await cards.getByRole("heading", { name: "Annemin Evi" }).waitFor();

        // Delete after confirming.
        await cards.getByRole("button", { name: "Ofis adresini sil" }).click();
        const confirm = page.getByRole("alertdialog", { name: "Adresi Sil" });
        await confirm.getByText('"Ofis" adresini silmek istediğinize emin misiniz?').waitFor();
        await animationsDone(page); // the popup's opening animation, for the screenshot only
        await shot("popup-delete");
        await confirm.getByRole("button", { name: "Sil", exact: true }).click();
        await page.getByText("Adresiniz silindi.").first().waitFor();
        await cards.getByRole("heading", { name: "Ofis" }).waitFor({ state: "detached" });
        expect(await cards.getByRole("listitem").count()).toBe(1);
        await shot("after-delete");
        expect(problems).toEqual([]);
      });
    });
  }
});
