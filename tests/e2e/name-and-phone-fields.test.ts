/**
 * Names and phone numbers as a shopper types them (spec section 5), at
 * 1280 and 390 px:
 *   - letters-only fields (Turkish letters and spaces) block a digit or sign as it is typed and say
 *     'Bu alana yalnızca harf girebilirsiniz.' for a few seconds: registration, profile,
 *     kids, the address book popup, the guest's delivery and billing names, the card holder;
 *   - the server refuses the same names when the page is bypassed (a call sent from the page);
 *   - phone inputs follow the mask (999) 999-9999, a leading 0 is blocked on an empty mask, while a
 *     saved number shown read-only stays (xxx) xxx xx xx (spec section 9).
 * Screenshots in test-results/names-*.png.
 */
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";
import { newMember } from "../support/visitor";

const LETTERS_ONLY = "Bu alana yalnızca harf girebilirsiniz.";
const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

const browser = sharedBrowser();

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `names-${name}.png`), fullPage: true });

/** Types `typed` key by key; the field keeps `kept` and shows the letters-only message. */
async function expectBlocked(field: Locator, scope: Locator | Page, typed: string, kept: string) {
  await field.pressSequentially(typed);
  expect(await field.inputValue()).toBe(kept);
  await scope.getByText(LETTERS_ONLY).waitFor();
  expect(await field.getAttribute("aria-invalid")).toBe("true");
}

/** Types a phone key by key, a leading 0 first (blocked), and checks the mask as it grows. */
async function expectPhoneMask(field: Locator, digits: string) {
  await field.fill("");
  expect(await field.getAttribute("placeholder")).toBe("(5xx) xxx-xxxx");
  await field.pressSequentially("0");
  expect(await field.inputValue()).toBe("");
  await field.pressSequentially(digits.slice(0, 4));
  expect(await field.inputValue()).toBe(`(${digits.slice(0, 3)}) ${digits[3]}`);
  await field.pressSequentially(digits.slice(4));
  expect(await field.inputValue()).toBe(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
}

/** A JSON call sent from the page itself, past the form's own checks. */
function callFromPage(page: Page, url: string, body: Record<string, string>) {
  return page.evaluate(
    async ([u, b]) => {
      const response = await fetch(u, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(b),
      });
      return {
        status: response.status,
        answer: (await response.json()) as { success: boolean; reason: string; errors?: Record<string, string> },
      };
    },
    [url, body] as const,
  );
}

describe("names and phones as they are typed", () => {
  for (const [label, viewport] of WIDTHS) {
    it(`registration blocks 'Ay3şe', masks the phone, and the server refuses what the page would not send (${label})`, async () => {
      await journey(browser(), `names-registration-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/kullanici/kayit", { waitUntil: "networkidle" });
        const form = page.getByRole("form", { name: "Üyelik formu" });
        const firstname = form.getByLabel("Ad", { exact: true });
        await expectBlocked(firstname, form, "Ay3şe", "Ayşe");
        await shot(page, `registration-blocked-${label}`);
        // Letters go on being accepted; the message goes a few seconds after the last blocked key.
        await firstname.pressSequentially("gül");
        expect(await firstname.inputValue()).toBe("Ayşegül");
        await form.getByText(LETTERS_ONLY).waitFor({ state: "detached" });
        expect(await firstname.getAttribute("aria-invalid")).toBeNull();
        // A pasted name keeps its letters only.
        const lastname = form.getByLabel("Soyad", { exact: true });
        await lastname.fill("Yıl-maz 2");
        expect(await lastname.inputValue()).toBe("Yılmaz ");
        await form.getByText(LETTERS_ONLY).waitFor();

        await expectPhoneMask(form.getByLabel("Cep Telefonu", { exact: true }), "5440023170");
        await shot(page, `registration-phone-${label}`);

        const refused = await callFromPage(page, "/kullanici/kayit", {
          firstname: "Ay3şe",
          lastname: "Yılmaz",
          phone: "(544) 002-3170",
          email: "ay3se@example.com",
          password: "Bahar2024",
          passwordRepeat: "Bahar2024",
          membership: "on",
          kvkk: "on",
        });
        expect(refused).toMatchObject({
          status: 422,
          answer: { success: false, reason: LETTERS_ONLY, errors: { firstname: LETTERS_ONLY } },
        });
        expect(problems).toEqual([]);
      });
    });
  }

  it("the profile and the kid form block digits in names (390 px)", async () => {
    const { email, password } = await newMember();
    await journey(browser(), "names-profile-kids", { viewport: PHONE }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await logIn(page, email, password, "/kullanici/profil");
      const firstname = page.getByLabel("Ad", { exact: true });
      await firstname.fill("");
      await expectBlocked(firstname, page, "Ay3şe", "Ayşe");
      await shot(page, "profile-blocked");

      await page.goto("/kullanici/cocuk-bilgilerim", { waitUntil: "networkidle" });
      const slot = page.getByRole("article", { name: "1. Çocuk" });
      await expectBlocked(slot.getByLabel("Çocuğunuzun Adı"), slot, "Ela3", "Ela");
      await shot(page, "kids-blocked");
      expect(problems).toEqual([]);
    });
  });

  for (const [label, viewport] of WIDTHS) {
    it(`the address book blocks 'Ali2 Veli', masks the phone, and shows a saved phone read-only as (xxx) xxx xx xx (${label})`, async () => {
      const { email, password } = await newMember();
      await journey(browser(), `names-addresses-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await logIn(page, email, password, "/kullanici/adreslerim");
        await page.getByRole("button", { name: "Yeni Adres Ekle" }).click();
        const dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
        // The member's own phone starts the new address, as the mask shows it.
        expect(await dialog.getByLabel("Cep Telefonu").inputValue()).toMatch(/^\(5\d\d\) \d{3}-\d{4}$/);
        const name = dialog.getByLabel("Ad Soyad");
        await name.fill("");
        await expectBlocked(name, dialog, "Ali2 Veli", "Ali Veli");
        await expectPhoneMask(dialog.getByLabel("Cep Telefonu"), "5321112233");
        await shot(page, `addresses-popup-${label}`);
        await dialog.getByRole("button", { name: "Kapat" }).first().click();

        // Past the popup, the server says no with the same words.
        const districts = (await (await fetch(`${baseURL()}/address/ajax/get-district-by-city/34`)).json()) as {
          result: { id: number; name: string }[];
        };
        const kadikoy = districts.result.find((d) => d.name === "Kadıköy")!.id;
        const towns = (await (await fetch(`${baseURL()}/address/ajax/get-town-by-district/${kadikoy}`)).json()) as {
          result: { id: number }[];
        };
        const address = {
          title: "Ev",
          personName: "Ali2 Veli",
          phone: "(532) 111-2233",
          city: "34",
          district: String(kadikoy),
          town: String(towns.result[0].id),
          address: "Caferağa Mah. Moda Cad. No: 12",
        };
        expect(await callFromPage(page, "/address/ajax/add", address)).toMatchObject({
          status: 422,
          answer: { success: false, errors: { personName: LETTERS_ONLY } },
        });
        expect(await callFromPage(page, "/address/ajax/add", { ...address, personName: "Ali Veli" })).toMatchObject({
          status: 200,
          answer: { success: true },
        });

        await page.reload({ waitUntil: "networkidle" });
        const cards = page.getByRole("list", { name: "Kayıtlı adreslerim" });
        await cards.getByText("(532) 111 22 33").waitFor();
        await cards.getByText("Caferağa Mah. Moda Cad. No: 12").click();
        const edit = page.getByRole("dialog", { name: "Adresi Güncelle" });
        expect(await edit.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 111-2233");
        expect(await edit.getByLabel("Ad Soyad").inputValue()).toBe("Ali Veli");
        await shot(page, `addresses-edit-${label}`);
        expect(problems).toEqual([]);
      });
    });
  }

  for (const [label, viewport] of WIDTHS) {
    it(`guest checkout blocks 'Ali2 Veli' in the delivery and billing names and the card holder, and masks phones (${label})`, async () => {
      await journey(browser(), `names-guest-checkout-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/cart/", { waitUntil: "networkidle" });
        const productId = await page.evaluate(async () => {
          for (let id = 1; id < 200; id++) {
            const check = (await (await fetch(`/urun/hizli-kontrol/${id}`)).json()) as {
              products?: { productId: number; stock: number; status: string }[];
            };
            const variant = check.products?.find((p) => p.status === "active" && p.stock > 3);
            if (variant) return variant.productId;
          }
          return null;
        });
        expect(productId).not.toBeNull();
        expect(await callFromPage(page, "/cart/add", { productId: String(productId), quantity: "1" })).toMatchObject({
          answer: { success: true },
        });
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });

        const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
        await expectBlocked(delivery.getByLabel("Ad Soyad"), delivery, "Ali2 Veli", "Ali Veli");
        await expectPhoneMask(delivery.getByLabel("Cep Telefonu"), "5321234567");

        await page.getByRole("checkbox", { name: "Fatura adresim teslimat adresimle aynı" }).uncheck();
        const billing = page.getByRole("region", { name: "Fatura Adresi" });
        await expectBlocked(billing.getByLabel("Ad Soyad"), billing, "Ayşe Nur3", "Ayşe Nur");
        await expectPhoneMask(billing.getByLabel("Cep Telefonu"), "5441234567");

        const payment = page.getByRole("region", { name: "Ödeme Yöntemi" });
        await payment.getByRole("radio", { name: /^Kredi Kartı/ }).check();
        await expectBlocked(page.getByLabel("Kart Üzerindeki İsim"), payment, "Ali2 Veli", "Ali Veli");
        await shot(page, `guest-checkout-${label}`);
        expect(problems).toEqual([]);
      });
    });
  }
});
