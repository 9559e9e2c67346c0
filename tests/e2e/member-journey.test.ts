/**
 * A member's first visit, end to end in a real browser, as a brand-new shopper does it:
 *
 *   desktop 1280: registers at /kullanici/kayit with the SMS code read from the outbox, logs out
 *     (account menu), logs in by e-mail on the login page, logs out, logs in from the header's
 *     login popup with the phone typed without its leading 0; fills the profile; adds an
 *     individual (T.C. Kimlik No) and a corporate (VKN) address choosing city, district and town;
 *     adds two kids and deletes one after confirming ('Çocuk silindi.'); changes the password and
 *     logs in again with the new one (the old one is refused); verifies the e-mail with the link
 *     from the outbox. Then a second member, signed in in its own browser, tries the first
 *     member's address and kid ids (get, edit, delete; kid update, kid delete by POST and GET):
 *     every attempt is 404 and the first member still has the address and the kid.
 *   phone 390: a shorter smoke: registration, the address book and the kid page work on a phone.
 *
 * Screenshots of every member page are kept in test-results/journey-*-{desktop,phone}.png to look at.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { todayInTurkey, TURKISH_MONTHS } from "#app/lib/birth-date";
import { vknCheckDigit } from "#app/lib/tax-ids";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { newMember, outbox } from "../support/visitor";
import { choose, isLoggedIn, logIn, newShopper, register } from "../support/member-pages";

const LOGIN_FAILED = "Lütfen Giriş Bilgilerinizi Kontrol Ediniz.";
const ADDRESS_NOT_FOUND = "Adres bulunamadı.";
const KID_NOT_FOUND = "Çocuk bulunamadı.";
const PASSWORD_CHANGED = "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.";
const VERIFICATION_SENT = "Doğrulama bağlantısı e-posta adresinize gönderildi. Bağlantı 24 saat geçerlidir.";
const EMAIL_VERIFIED = "E-posta adresiniz doğrulandı. Teşekkür ederiz!";
const TCKN = "10000000146";

type Place = { id: number; name: string };
type Address = { id: number; title: string; city: Place; district: Place; town: Place | null; billingType: string };
type Reply = { success: boolean; reason: string; message: string; address?: Address; addresses?: Address[] };

const browser = sharedBrowser();
beforeAll(async () => {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
});

const today = todayInTurkey();

/** A valid VKN different on every run (nine digits and their check digit). */
function newVkn(): string {
  const first9 = `7${String(Date.now() % 100_000_000).padStart(8, "0")}`;
  return first9 + vknCheckDigit(first9);
}

/** Popups are shot as the screen shows them; pages whole, from the top (a sticky header stays there). */
const shooter =
  (page: Page, label: string) =>
  async (name: string, fullPage = true) => {
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(RESULTS_DIR, `journey-${name}-${label}.png`), fullPage });
  };

/** On phones the account menu is a scrollable row of chips: the current page's chip is in view. */
async function currentChipInView(page: Page) {
  const chip = page.getByRole("navigation", { name: "Hesabım" }).locator('[aria-current="page"]');
  await expect
    .poll(async () => {
      const box = await chip.boundingBox();
      return box != null && box.x >= 0 && box.x + box.width <= PHONE.width;
    })
    .toBe(true);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** 'Çıkış Yap' in the header's account menu. */
async function logOut(page: Page, firstname: string) {
  await page.getByRole("button", { name: `Hesabım: ${firstname}` }).click();
  await page.getByRole("menuitem", { name: "Çıkış Yap" }).click();
  await page
    .getByRole("link", { name: /Giriş Yap/ })
    .first()
    .waitFor();
  expect(await isLoggedIn(page)).toBe(false);
}

/** The login page's 'E-posta veya Cep Telefonu' tab; lands on `next`. */
async function addIndividualAddress(page: Page, title: string, shot?: (name: string, fullPage?: boolean) => Promise<unknown>) {
  await page.getByRole("button", { name: "Yeni Adres Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
  await dialog.getByLabel("Adres Başlığı").fill(title);
  await choose(dialog, "İl", "İstanbul");
  await choose(dialog, "İlçe", "Kadıköy");
  await choose(dialog, "Mahalle", "Caferağa Mah");
  await dialog.getByLabel("Adres", { exact: true }).fill("Moda Caddesi No: 12 Daire: 4");
  await dialog.getByLabel(/T\.C\. Kimlik No/).fill(TCKN);
  await shot?.("addresses-popup", false);
  await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
  await page.getByText("Adresiniz kaydedildi.").first().waitFor();
  await dialog.waitFor({ state: "detached" });
  const cards = page.getByRole("list", { name: "Kayıtlı adreslerim" });
  await cards.getByRole("heading", { name: title }).waitFor();
  await cards.getByRole("article", { name: title }).getByText("Caferağa Mah, Kadıköy / İstanbul").waitFor();
  await cards.getByRole("article", { name: title }).getByText("100••••••46").waitFor();
}

async function fillKid(page: Page, slot: string, kid: { name: string; gender: string; day: number; month: number; year: number }) {
  const card = page.getByRole("article", { name: slot });
  await card.getByLabel("Çocuğunuzun Adı").fill(kid.name);
  await card.getByRole("radio", { name: kid.gender, exact: true }).check();
  await card.getByLabel("Gün", { exact: true }).selectOption(String(kid.day));
  await card.getByLabel("Ay", { exact: true }).selectOption({ label: TURKISH_MONTHS[kid.month - 1] });
  await card.getByLabel("Yıl", { exact: true }).selectOption(String(kid.year));
  await card.getByRole("button", { name: "Kaydet" }).click();
  await card.getByRole("status").filter({ hasText: "Çocuk bilgileriniz kaydedildi." }).waitFor();
  await card.getByText(new RegExp(`^${kid.name} · `)).waitFor();
  return card;
}

/** Screenshots of the pages the journey does not otherwise stop at (baby info, help). */
async function shootOtherPages(page: Page, shot: (name: string) => Promise<unknown>) {
  await page.goto("/kullanici/bebek-bilgilerim", { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Bebek Bilgilerim", level: 1 }).waitFor();
  await shot("baby");
  await page.goto("/kullanici/yardim", { waitUntil: "networkidle" });
  await page.getByText("Ürünü nasıl iade edebilirim?").click();
  await page.getByText(/14 gün içinde cayma hakkınızı/).waitFor();
  await shot("help");
}

/** The login page's two tabs, shot while logged out. */
async function shootLoginTabs(page: Page, shot: (name: string) => Promise<unknown>) {
  await page.goto("/kullanici/kullanici-giris", { waitUntil: "networkidle" });
  await page.getByLabel("E-posta veya Cep Telefonu").waitFor();
  await shot("login-email");
  await page.getByRole("tab", { name: "SMS ile Giriş" }).click();
  await page.getByRole("button", { name: "Kod Gönder" }).waitFor();
  await shot("login-sms");
}

/** A same-origin call from the page, as the shop's own scripts make it. */
async function call(page: Page, pathname: string, method: "GET" | "POST", body?: Record<string, string>) {
  return page.evaluate(
    async ({ pathname, method, body }) => {
      const response = await fetch(pathname, {
        method,
        headers: { Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, answer: (await response.json()) as { success: boolean; reason: string; message: string } };
    },
    { pathname, method, body },
  );
}

describe("member journey: register, log in, account pages", () => {
  it("a new member does everything at 1280 px, and another member cannot touch their ids", { timeout: 150_000 }, async () => {
    const shopper = newShopper("Defne");
    const vkn = newVkn();
    const newPassword = "Yaz2025gunes";
    let addressIds: number[] = [];
    let kidId = 0;
    let corporateBody: Record<string, string> = {};

    await journey(browser(), "member-journey-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      const shot = shooter(page, "desktop");
      await skipCookieBanner(context);
      await shootLoginTabs(page, shot);

      // 1. Registration with the SMS code from the outbox.
      await register(page, shopper, shot);

      // 2. Log out, log in by e-mail, log out again.
      await logOut(page, shopper.firstname);
      await logIn(page, shopper.email, shopper.password, "/");
      await page.getByRole("button", { name: `Hesabım: ${shopper.firstname}` }).waitFor();
      await logOut(page, shopper.firstname);

      // 3. Log in from the header's popup by phone, typed without its leading 0.
      await page
        .getByRole("link", { name: /Giriş Yap/ })
        .first()
        .click();
      const loginDialog = page.getByRole("dialog", { name: "Giriş Yap" });
      await loginDialog.waitFor();
      await loginDialog.getByLabel("E-posta veya Cep Telefonu").fill(shopper.phone);
      await loginDialog.getByLabel("Şifre", { exact: true }).fill(shopper.password);
      const submit = loginDialog.getByRole("button", { name: "Giriş Yap", exact: true });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await Promise.all([page.waitForEvent("load"), submit.click()]);
      await page.getByRole("button", { name: `Hesabım: ${shopper.firstname}` }).waitFor();
      expect(await isLoggedIn(page)).toBe(true);

      // 4. The profile.
      await page.goto("/kullanici/profil", { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Üyelik Bilgilerim", level: 1 }).waitFor();
      const profile = page.getByRole("form", { name: "Üyelik bilgileri" });
      expect(await profile.getByLabel("E-posta", { exact: true }).inputValue()).toBe(shopper.email);
      await profile.getByLabel("Soyad", { exact: true }).fill("Yıldız Şener");
      await profile.getByRole("radio", { name: "Erkek" }).check();
      await profile.getByRole("button", { name: "Bilgilerimi Güncelle" }).click();
      await page.getByRole("status").filter({ hasText: "Bilgileriniz güncellendi." }).first().waitFor();
      await page.reload({ waitUntil: "networkidle" });
      expect(await profile.getByLabel("Soyad", { exact: true }).inputValue()).toBe("Yıldız Şener");
      expect(await profile.getByRole("radio", { name: "Erkek" }).isChecked()).toBe(true);
      await page.getByText("E-posta adresiniz henüz doğrulanmadı.").waitFor();
      await shot("profile");

      // 5. Addresses: an individual one and a corporate one, city, district and town chosen.
      await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Adreslerim" }).click();
      await page.getByRole("heading", { name: "Adreslerim", level: 1 }).waitFor();
      await page.getByText("Henüz kayıtlı adresiniz yok.").waitFor();
      await addIndividualAddress(page, "Evim", shot);

      await page.getByRole("button", { name: "Yeni Adres Ekle" }).click();
      const dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
      await dialog.getByLabel("Adres Başlığı").fill("Ofis");
      await choose(dialog, "İl", "Ankara");
      await choose(dialog, "İlçe", "Çankaya");
      await choose(dialog, "Mahalle", { index: 1 });
      await dialog.getByLabel("Adres", { exact: true }).fill("Atatürk Bulvarı No: 100 Kat: 3");
      await dialog.getByText("Kurumsal", { exact: true }).click();
      await dialog.getByLabel("Firma Adı").fill("Defne Oyuncak Ltd. Şti.");
      await dialog.getByLabel("Vergi Dairesi").fill("Çankaya");
      await dialog.getByLabel("Vergi Numarası").fill(vkn);
      await shot("addresses-popup-corporate", false);
      await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
      await dialog.waitFor({ state: "detached" });
      const cards = page.getByRole("list", { name: "Kayıtlı adreslerim" });
      const office = cards.getByRole("article", { name: "Ofis" });
      await office.getByText("Defne Oyuncak Ltd. Şti.").waitFor();
      await office.getByText(/, Çankaya \/ Ankara$/).waitFor();
      expect(await cards.getByRole("listitem").count()).toBe(2);
      await shot("addresses");

      const book = (await (await page.request.get("/address/ajax/list", { headers: { Accept: "application/json" } })).json()) as Reply;
      expect(book.addresses!.map((a) => [a.title, a.billingType])).toEqual([
        ["Evim", "individual"],
        ["Ofis", "corporate"],
      ]);
      expect(book.addresses!.every((a) => a.city && a.district && a.town)).toBe(true);
      addressIds = book.addresses!.map((a) => a.id);
      const o = book.addresses![1];
      corporateBody = {
        title: "Başkasının Adresi",
        personName: "Deniz Kaya",
        phone: "(544) 123 45 67",
        city: String(o.city.id),
        district: String(o.district.id),
        town: String(o.town!.id),
        address: "Başka Sokak No: 1 Daire: 2",
        billingType: "corporate",
        company: "Deniz Ticaret A.Ş.",
        taxOffice: "Çankaya",
        taxNumber: vkn,
      };

      // 6. Two kids, one deleted after confirming.
      await page.getByRole("navigation", { name: "Hesabım" }).getByRole("link", { name: "Çocuk Bilgilerim" }).click();
      await page.getByRole("heading", { name: "Çocuk Bilgilerim", level: 1 }).waitFor();
      const first = await fillKid(page, "1. Çocuk", { name: "Ada", gender: "Kız", day: 12, month: 3, year: today.year - 3 });
      await page.getByRole("button", { name: "Çocuk Ekle" }).click();
      const second = await fillKid(page, "2. Çocuk", { name: "Kerem", gender: "Erkek", day: 1, month: 1, year: today.year - 1 });
      await shot("kids");
      kidId = Number(await first.locator('input[name="id"]').inputValue());
      expect(kidId).toBeGreaterThan(0);
      await second.getByRole("button", { name: "Sil", exact: true }).click();
      const confirm = page.getByRole("alertdialog", { name: "Çocuk bilgisini sil" });
      await confirm.getByText("Kerem adlı çocuğunuzun bilgilerini silmek istediğinize emin misiniz?").waitFor();
      await confirm.getByRole("button", { name: "Evet, Sil" }).click();
      await page.getByText("Çocuk silindi.").first().waitFor();
      await second.waitFor({ state: "detached" });
      expect(await page.getByRole("article").count()).toBe(1);
      expect(await first.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Ada");

      await shootOtherPages(page, shot);

      // 7. Password change, then the old password is refused and the new one works.
      await page.goto("/kullanici/sifre-degistir", { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Şifre Değiştir", level: 1 }).waitFor();
      await page.getByLabel("Mevcut Şifre").fill(shopper.password);
      await page.getByLabel("Yeni Şifre", { exact: true }).fill(newPassword);
      await page.getByLabel("Yeni Şifre Tekrarı").fill(newPassword);
      await page.getByRole("button", { name: "Şifremi Değiştir" }).click();
      await page.getByRole("status").filter({ hasText: PASSWORD_CHANGED }).waitFor();
      await shot("password");
      await logOut(page, shopper.firstname);
      await page.goto("/kullanici/kullanici-giris?redirectUrl=%2Fkullanici%2Fprofil", { waitUntil: "networkidle" });
      await page.getByLabel("E-posta veya Cep Telefonu").fill(shopper.email);
      await page.getByLabel("Şifre", { exact: true }).fill(shopper.password);
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await expect.poll(() => page.getByRole("alert").filter({ hasText: LOGIN_FAILED }).count()).toBe(1);
      await page.getByLabel("Şifre", { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/kullanici/profil");

      // 8. E-mail verification: the button, the link from the outbox, the verified state.
      await page.getByRole("button", { name: "Doğrulama E-postası Gönder" }).click();
      await page.getByRole("status").filter({ hasText: VERIFICATION_SENT }).first().waitFor();
      const mail = (await outbox()).find(
        (m) => m.channel === "email" && m.to === shopper.email && m.subject === "Minik Dünya e-posta doğrulama",
      );
      const link = /https?:\/\/\S+\/kullanici\/eposta-dogrula\/\S+/.exec(mail?.body ?? "")?.[0];
      expect(link, "the verification e-mail carries the link").toBeTruthy();
      await page.goto(new URL(link!).pathname, { waitUntil: "networkidle" });
      await page.getByText(EMAIL_VERIFIED).waitFor();
      await page.getByRole("link", { name: "Üyelik Bilgilerim sayfasına git" }).click();
      await page.getByRole("heading", { name: "Üyelik Bilgilerim", level: 1 }).waitFor();
      await page.getByText("E-posta adresiniz doğrulandı.", { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: "Doğrulama E-postası Gönder" }).count()).toBe(0);
      await shot("profile-verified");
      expect(problems).toEqual([]);
    });

    // 9. Another member, signed in in its own browser, tries the first member's ids.
    const other = await newMember();
    await journey(browser(), "member-journey-other", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await logIn(page, other.email, other.password, "/kullanici/adreslerim");
      await page.getByText("Henüz kayıtlı adresiniz yok.").waitFor();
      const notFound = { status: 404, answer: { success: false, reason: ADDRESS_NOT_FOUND } };
      for (const id of addressIds) {
        expect(await call(page, `/address/ajax/get/${id}`, "GET")).toMatchObject(notFound);
        expect(await call(page, `/address/ajax/edit/${id}`, "POST", corporateBody)).toMatchObject(notFound);
        expect(await call(page, `/address/ajax/delete/${id}`, "POST")).toMatchObject(notFound);
      }
      // The same body is a valid address: the refusals above are about whose address it is.
      expect(await call(page, "/address/ajax/add", "POST", corporateBody)).toMatchObject({ status: 200, answer: { success: true } });

      const kidRefused = { status: 404, answer: { success: false, reason: KID_NOT_FOUND } };
      const kid = {
        slot: `cocuk-${kidId}`,
        id: String(kidId),
        name: "Başkası",
        gender: "E",
        day: "1",
        month: "1",
        year: String(today.year - 2),
      };
      expect(await call(page, "/kullanici/cocuk-bilgilerim", "POST", kid)).toMatchObject(kidRefused);
      expect(await call(page, `/kullanici/cocuk/sil/${kidId}`, "POST")).toMatchObject(kidRefused);
      expect(await call(page, `/kullanici/cocuk/sil/${kidId}`, "GET")).toMatchObject(kidRefused);
      // The spec's GET address opened in the browser: back on the member's own kid page, 'not found'.
      await page.goto(`/kullanici/cocuk/sil/${kidId}`, { waitUntil: "networkidle" });
      expect(new URL(page.url()).pathname).toBe("/kullanici/cocuk-bilgilerim");
      await page.getByText(KID_NOT_FOUND).first().waitFor();
      await page.getByText("Henüz çocuk bilgisi eklemediniz.").waitFor();
      expect(problems).toEqual([]);
    });

    // The first member still has both addresses, unchanged, and the kid.
    await journey(browser(), "member-journey-after", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await logIn(page, shopper.phone, newPassword, "/kullanici/adreslerim");
      const cards = page.getByRole("list", { name: "Kayıtlı adreslerim" });
      await cards.getByRole("heading", { name: "Evim" }).waitFor();
      await cards.getByRole("article", { name: "Ofis" }).getByText("Defne Oyuncak Ltd. Şti.").waitFor();
      expect(await cards.getByRole("listitem").count()).toBe(2);
      await page.goto("/kullanici/cocuk-bilgilerim", { waitUntil: "networkidle" });
      const kid = page.getByRole("article", { name: "1. Çocuk" });
      expect(await kid.getByLabel("Çocuğunuzun Adı").inputValue()).toBe("Ada");
      expect(await kid.locator('input[name="id"]').inputValue()).toBe(String(kidId));
      expect(await page.getByRole("article").count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });

  it("on a phone (390 px): registration, the address book and the kid page work", { timeout: 120_000 }, async () => {
    const shopper = newShopper("Ece");
    await journey(
      browser(),
      "member-journey-phone",
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        const shot = shooter(page, "phone");
        await skipCookieBanner(context);
        await shootLoginTabs(page, shot);
        await register(page, shopper, shot);
        expect(await fitsWidth(page)).toBe(true);

        await page.goto("/kullanici/adreslerim", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Adreslerim", level: 1 }).waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await currentChipInView(page);
        await addIndividualAddress(page, "Evim", shot);
        expect(await fitsWidth(page)).toBe(true);
        await shot("addresses");

        await page.goto("/kullanici/cocuk-bilgilerim", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Çocuk Bilgilerim", level: 1 }).waitFor();
        await currentChipInView(page);
        await fillKid(page, "1. Çocuk", { name: "Deniz", gender: "Erkek", day: 20, month: 7, year: today.year - 2 });
        expect(await fitsWidth(page)).toBe(true);
        await shot("kids");

        await page.goto("/kullanici/profil", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Üyelik Bilgilerim", level: 1 }).waitFor();
        await shot("profile");
        await page.goto("/kullanici/sifre-degistir", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Şifre Değiştir", level: 1 }).waitFor();
        await shot("password");
        await shootOtherPages(page, shot);
        expect(await fitsWidth(page)).toBe(true);
        expect(problems).toEqual([]);
      },
    );
  });
});
