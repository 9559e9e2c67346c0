/**
 * Checkout journeys in a real browser (spec sections 2–5, 8, 9; PRODUCT.md payments
 * sandbox, guest checkout, Turkish law), at 1280 and 390 px:
 *   (a) a guest puts two products in the basket, meets the spec's messages on an empty form, types
 *       the addresses, chooses a carrier, pays by card in 3 installments through 3D Secure
 *       ('Onayla' in the modal) and lands on the order summary;
 *   (b) the declined card 4000 0000 0000 0002: after 'Onayla' the bank's reason shows, the button
 *       reads 'Alışverişi Tamamla' again and everything typed is still there;
 *   (c) a fresh member adds an address in the popup and buys with store pickup by card (saving
 *       it), then pays at the door with MNG in another order, then with the saved card and its CVC;
 *       each order then shows once in Siparişlerim with its total, with one e-mail (the contract
 *       in it) and one SMS in the outbox;
 *   (d) the demo member uses Joker points (too many first: the spec's message) and, at desktop
 *       width, the demo gift voucher; at phone width the spent voucher is refused. The summary's
 *       grand total adds up and the order page shows the same total;
 *   (e) a guest's gift voucher (MINIK500) covers the whole order: the card form gives way to a
 *       notice and the order goes through as cartTotalZero ('Ödemesiz Sipariş');
 *   (f) the carrier decides the payment methods: no 'Kapıda Ödeme' and no door fee
 *       with Yurtiçi or Aras, the fee with MNG, and 'MNG Tahsilatlı Kargo' (door only) forces pay at
 *       the door with the other methods disabled;
 *   (g) a member's declined card and a bank window closed without an answer leave nothing in
 *       Siparişlerim; the next card pays, and Siparişlerim shows that one order once.
 * Screenshots of each step go to test-results/checkout-*.png.
 */
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { formatMoney } from "#app/lib/money";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { addToBasket, skipCookieBanner, typeGuestAddress } from "../support/buying";
import { addHomeAddress } from "../support/checkout";
import { newMember, outbox } from "../support/visitor";
import { choose, logIn } from "../support/member-pages";

type Variant = { productId: number; stock: number; status: string; price: number };

const SUMMARY_URL = /\/payment\/checkout\/summary\?orderHash=[\w-]+$/;
const DECLINE_CARD = "4000000000000002";
const DECLINED = "Kartınız bankanız tarafından reddedildi: yetersiz bakiye.";
/** Maximum (İş Bankası) offers 3 installments without an extra. */
const THREE_INSTALLMENT_CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "maximum")!.number;
const BONUS_CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

const browser = sharedBrowser();
/** Sellable variants under 200 TL with stock to spare; each journey takes its own. */
const candidates: Variant[] = [];
const take = (n: number) => candidates.splice(0, n);

beforeAll(async () => {
  const json = async <T>(p: string) => (await (await fetch(`${baseURL()}${p}`, { headers: { Accept: "application/json" } })).json()) as T;
  for (const category of ["giyim", "bebek", "oyuncak"]) {
    const { items } = await json<{ items: { catalog_id: number; type: string }[] }>(
      `/arama/ajax/urunler?category=${category}&sort[price]=asc`,
    );
    for (const item of items) {
      if (item.type === "teshir") continue;
      const { products } = await json<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
      const v = products.find((p) => p.status === "active" && p.stock >= 5 && p.price < 200);
      if (v) candidates.push(v);
    }
  }
  expect(candidates.length, "enough cheap variants with stock").toBeGreaterThan(20);
}, 120_000);

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `checkout-${name}.png`), fullPage });

/** Types a card: the four boxes advance by themselves; letters never reach the holder field. */
async function typeCard(page: Page, number: string, holder: string) {
  await page.getByLabel("Kart numarası 1-4. haneler").click();
  await page.keyboard.type(number);
  const boxes = await Promise.all([1, 5, 9, 13].map((i) => page.getByLabel(`Kart numarası ${i}-${i + 3}. haneler`).inputValue()));
  expect(boxes.join("")).toBe(number);
  await page.getByLabel("Kart Üzerindeki İsim").pressSequentially(`${holder}7`);
  expect(await page.getByLabel("Kart Üzerindeki İsim").inputValue()).toBe(holder);
  await page.getByLabel("Son kullanma ayı").selectOption("12");
  await page.getByLabel("Son kullanma yılı").selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel("CVC", { exact: true }).fill("123");
}

/** On the order summary page: the order's number and grand total as shown. */
async function placedOrder(page: Page): Promise<{ number: string; total: string }> {
  const number = /Sipariş numaranız:\s*(\d+)/.exec((await page.getByText("Sipariş numaranız:").textContent()) ?? "")?.[1];
  expect(number, "the order number on the summary page").toBeTruthy();
  return { number: number!, total: ((await page.getByTestId("summary-grand-total").textContent()) ?? "").trim() };
}

/** A fresh member with a home address in the book. */
async function memberWithAddress() {
  const member = await newMember();
  await addHomeAddress(member.v, "Deniz Kaya");
  return member;
}

/** Logs the member in, puts one product in the basket and opens checkout with home delivery. */
async function toMemberCheckout(context: BrowserContext, page: Page, member: { email: string; password: string }) {
  await skipCookieBanner(context);
  await logIn(page, member.email, member.password, "/cart");
  await addToBasket(page, take(1)[0].productId);
  await page.goto("/payment/checkout", { waitUntil: "networkidle" });
  await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
}

/** Clears the card number boxes and types another number (the rest of the card stays). */
async function retypeCard(page: Page, number: string) {
  for (const i of [13, 9, 5, 1]) await page.getByLabel(`Kart numarası ${i}-${i + 3}. haneler`).fill("");
  await page.getByLabel("Kart numarası 1-4. haneler").click();
  await page.keyboard.type(number);
  await page.getByRole("radio", { name: /^Peşin/ }).waitFor();
}

const completeButton = (page: Page) => page.getByRole("button", { name: /^(Alışverişi Tamamla|İşleminiz Yapılıyor)$/ });

/** 'Alışverişi Tamamla', then the bank's 3D Secure page in the modal: 'Onayla'. */
async function approveIn3ds(page: Page, screenshot?: string) {
  await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
  const modal = page.getByRole("dialog", { name: "3D Secure Doğrulama" });
  await modal.waitFor();
  const bank = page.frameLocator('iframe[name="odeme-penceresi"]');
  await bank.getByRole("button", { name: "Onayla" }).waitFor();
  if (screenshot) await shot(page, screenshot, false);
  await bank.getByRole("button", { name: "Onayla" }).click();
}

describe("checkout", () => {
  for (const [label, viewport] of WIDTHS) {
    it(`a guest pays by card in 3 installments through 3D Secure (${label})`, { timeout: 120_000 }, async () => {
      const [a, b] = take(2);
      await journey(browser(), `checkout-guest-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/cart/", { waitUntil: "networkidle" });
        await addToBasket(page, a.productId);
        await addToBasket(page, b.productId);
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
        await page.getByRole("heading", { name: "Ödeme", level: 1 }).waitFor();
        const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
        expect(await summary.getByTestId("ozet-urun-toplami").textContent()).toBe(
          formatMoney(Math.round(a.price * 100) + Math.round(b.price * 100)),
        );

        // Nothing typed: the spec's messages under the fields, the first one in view.
        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        await page.getByText("Lütfen e-mail adresinizi kontrol ediniz.").first().waitFor();
        await page.getByText("Lütfen teslimat şekli seçiniz").waitFor();
        await page.getByText("Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.").first().waitFor();
        await page.getByText("Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.").first().waitFor();
        expect(await page.getByLabel("E-posta Adresi").getAttribute("aria-invalid")).toBe("true");
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("misafir-eposta");
        await shot(page, `guest-errors-${label}`);

        await typeGuestAddress(page);
        // Paying at the door is for members: with MNG (which takes it) a guest is asked to sign up or log in.
        await page.getByRole("radio", { name: /^MNG Kargo/ }).check();
        const payment = page.getByRole("region", { name: "Ödeme Yöntemi" });
        await payment.getByRole("radio", { name: /^Kapıda Ödeme/ }).check();
        await payment.getByText("Kapıda ödeme yalnızca üyelerimize açıktır. Lütfen üye olun ya da giriş yapın.").waitFor();
        expect(await payment.getByRole("link", { name: "Giriş Yap" }).getAttribute("href")).toBe(
          `/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent("/payment/checkout")}`,
        );
        // Aras does not take it: the choice goes back to the card.
        await page.getByRole("radio", { name: /Aras Kargo/ }).check();
        expect(await summary.getByTestId("ozet-kargo").textContent()).toBe(formatMoney(4990));
        expect(await payment.getByRole("radio", { name: /^Kapıda Ödeme/ }).count()).toBe(0);
        expect(await payment.getByRole("radio", { name: /^Kredi Kartı/ }).isChecked()).toBe(true);
        await typeCard(page, THREE_INSTALLMENT_CARD, "Ayşe Yılmaz");
        const three = page.getByRole("radio", { name: /^3 Taksit/ });
        await three.check();
        await page.getByRole("radio", { name: /^Peşin/ }).waitFor();

        // The contract with this checkout's data, then accepted.
        await summary.getByRole("link", { name: "Mesafeli Satış Sözleşmesi" }).click();
        const contract = page.getByRole("dialog", { name: "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi" });
        await contract.frameLocator("iframe").getByText("Ayşe Yılmaz").first().waitFor();
        await shot(page, `contract-${label}`, false);
        await contract.getByRole("button", { name: "Okudum, Onaylıyorum" }).click();
        expect(await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).isChecked()).toBe(true);

        await approveIn3ds(page, `guest-3ds-${label}`);
        await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
        expect(problems).toEqual([]);
      });
    });

    it(`a declined card keeps everything typed and the button comes back (${label})`, { timeout: 120_000 }, async () => {
      const [a] = take(1);
      await journey(browser(), `checkout-declined-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/cart/", { waitUntil: "networkidle" });
        await addToBasket(page, a.productId);
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
        await typeGuestAddress(page);
        await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
        await typeCard(page, DECLINE_CARD, "Mehmet Demir");
        // A card of no family pays in one go.
        await page.getByText("Bu kart için taksit seçeneği bulunmuyor").waitFor();
        await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();

        await approveIn3ds(page);
        await page.getByRole("alert").filter({ hasText: DECLINED }).waitFor({ timeout: 20_000 });
        await page.getByRole("dialog", { name: "3D Secure Doğrulama" }).waitFor({ state: "hidden" });
        expect(await completeButton(page).textContent()).toBe("Alışverişi Tamamla");
        expect(await completeButton(page).isEnabled()).toBe(true);
        const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
        expect(await page.getByLabel("E-posta Adresi").inputValue()).toBe("misafir.alici@example.com");
        expect(await delivery.getByLabel("Ad Soyad").inputValue()).toBe("Ayşe Yılmaz");
        expect(await delivery.getByLabel("Cep Telefonu").inputValue()).toBe("(532) 123-4567");
        expect(await delivery.getByLabel("İl", { exact: true }).inputValue()).toBe("34");
        expect(await delivery.getByLabel("Adres", { exact: true }).inputValue()).toBe("Bahar Sokak No: 5 Daire: 3");
        expect(await page.getByLabel("Kart Üzerindeki İsim").inputValue()).toBe("Mehmet Demir");
        expect(await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).isChecked()).toBe(true);
        await shot(page, `declined-${label}`);

        // Another card works on the same page (a new attempt on the same order).
        await retypeCard(page, BONUS_CARD);
        await approveIn3ds(page);
        await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
        expect(problems).toEqual([]);
      });
    });

    it(
      `a member adds an address, picks up in a store by card, then pays at the door with MNG, then with the saved card (${label})`,
      { timeout: 150_000 },
      async () => {
        const member = await newMember();
        await journey(browser(), `checkout-member-${label}`, { viewport }, async ({ context, page, problems }) => {
          await skipCookieBanner(context);
          await logIn(page, member.email, member.password, "/cart");

          // A product some store holds for pickup.
          let picked: Variant | null = null;
          while (!picked && candidates.length > 0) {
            const [v] = take(1);
            await addToBasket(page, v.productId);
            const stores = await page.evaluate(async () =>
              (await fetch("/payment/ajax/store-availability", { headers: { Accept: "application/json" } })).json(),
            );
            if ((stores as { cities: unknown[] }).cities.length > 0) picked = v;
            else
              await page.evaluate(
                async (id) =>
                  fetch("/cart/remove", {
                    method: "POST",
                    headers: { "Content-Type": "application/json" },
                    body: JSON.stringify({ productId: id }),
                  }),
                v.productId,
              );
          }
          expect(picked, "a variant a store can hand over").toBeTruthy();

          await page.goto("/payment/checkout", { waitUntil: "networkidle" });
          await page.getByText("Kayıtlı adresiniz yok.").waitFor();
          await page.getByRole("radio", { name: /Mağazadan Teslim Al.*10 TL ekstra puan hediye/ }).check();
          const pickup = page.getByRole("region", { name: "Teslim Alınacak Mağaza" });
          await choose(pickup, "Mağaza İli", { index: 1 });
          await pickup.getByRole("radiogroup", { name: "Mağazalar" }).getByRole("radio").first().check();
          // Store pickup: no shipping line, card only.
          expect(await page.getByRole("radio", { name: /Kapıda Ödeme/ }).count()).toBe(0);
          expect(await page.getByRole("radio", { name: /Havale/ }).count()).toBe(0);

          const billing = page.getByRole("region", { name: "Fatura Adresi" });
          await billing.getByRole("button", { name: "Yeni Adres Ekle" }).click();
          const dialog = page.getByRole("dialog", { name: "Yeni Adres Ekle" });
          await dialog.getByLabel("Adres Başlığı").fill("Evim");
          expect(await dialog.getByLabel("Ad Soyad").inputValue()).toBe("Deniz Kaya");
          await choose(dialog, "İl", "İzmir");
          await choose(dialog, "İlçe", { index: 1 });
          await choose(dialog, "Mahalle", { index: 1 });
          await dialog.getByLabel("Adres", { exact: true }).fill("Kordon Boyu No: 8 Daire: 2");
          await dialog.getByLabel(/T\.C\. Kimlik No/).fill("10000000146");
          await dialog.getByRole("button", { name: "Adresi Kaydet" }).click();
          await dialog.waitFor({ state: "hidden" });
          expect(await billing.getByRole("radio", { name: /Evim/ }).isChecked()).toBe(true);
          await shot(page, `member-pickup-${label}`);

          await typeCard(page, BONUS_CARD, "Deniz Kaya");
          await page.getByRole("radio", { name: /^Peşin/ }).waitFor();
          await page.getByRole("checkbox", { name: /Kartımı kaydet/ }).check();
          await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
          await approveIn3ds(page);
          await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
          const orders = [await placedOrder(page)];

          // Another order: home delivery with MNG, paid at the door.
          await addToBasket(page, take(1)[0].productId);
          await page.goto("/payment/checkout", { waitUntil: "networkidle" });
          await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
          const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
          expect(await delivery.getByRole("radio", { name: /Evim/ }).isChecked()).toBe(true);
          await page.getByRole("radio", { name: /MNG Kargo/ }).check();
          await page.getByRole("radio", { name: /Kapıda Ödeme/ }).check();
          await page.getByRole("radio", { name: "Kapıda Nakit", exact: true }).check();
          const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
          expect(await summary.getByTestId("ozet-kapida").textContent()).toBe(formatMoney(1990));
          await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
          await shot(page, `member-door-${label}`);
          await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
          await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
          orders.push(await placedOrder(page));

          // A third order with the card saved in the first: only its CVC is asked.
          await addToBasket(page, take(1)[0].productId);
          await page.goto("/payment/checkout", { waitUntil: "networkidle" });
          await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
          await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
          await page.getByRole("radio", { name: /Kayıtlı Kartlarım/ }).check();
          const saved = page.getByRole("radiogroup", { name: "Kayıtlı kartlarım" }).getByRole("radio");
          expect(await saved.count()).toBe(1);
          expect(await saved.first().isChecked()).toBe(true);
          expect(await page.getByRole("radiogroup", { name: "Kayıtlı kartlarım" }).textContent()).toContain(`•••• ${BONUS_CARD.slice(-4)}`);
          await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
          await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
          await page.getByText("Lütfen CVC giriniz").first().waitFor();
          await page.getByLabel("CVC", { exact: true }).fill("321");
          await shot(page, `member-saved-card-${label}`);
          await approveIn3ds(page);
          await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
          orders.push(await placedOrder(page));

          // Each order once in Siparişlerim with its total, and one e-mail (with the contract) and one SMS each.
          await page.goto("/kullanici/siparislerim", { waitUntil: "networkidle" });
          const cards = page.getByRole("list", { name: "Siparişlerim" }).getByRole("listitem");
          expect(await cards.count()).toBe(3);
          const messages = await outbox();
          for (const order of orders) {
            const card = cards.filter({ hasText: `Sipariş No: ${order.number}` });
            expect(await card.count()).toBe(1);
            expect(await card.textContent()).toContain(order.total);
            const mails = messages.filter((m) => m.channel === "email" && m.to === member.email && m.subject.includes(order.number));
            expect(mails).toHaveLength(1);
            expect(mails[0].body).toContain("Mesafeli Satış Sözleşmesi");
            expect(mails[0].body).toContain(`Genel toplam: ${order.total}`);
            expect(messages.filter((m) => m.channel === "sms" && m.body.includes(order.number))).toHaveLength(1);
          }
          expect(problems).toEqual([]);
        });
      },
    );

    it(`the carrier decides which payment methods show and what the totals add (${label})`, { timeout: 120_000 }, async () => {
      const member = await memberWithAddress();
      await journey(browser(), `checkout-carrier-${label}`, { viewport }, async ({ context, page, problems }) => {
        await toMemberCheckout(context, page, member);
        const payment = page.getByRole("region", { name: "Ödeme Yöntemi" });
        const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
        const door = payment.getByRole("radio", { name: /^Kapıda Ödeme/ });
        const grandTotal = async () => parseMoney((await summary.getByTestId("ozet-genel-toplam").textContent()) ?? "");

        // Yurtiçi and Aras do not take payment at the door: it is not offered and adds no fee.
        for (const carrier of [/Yurtiçi Kargo/, /Aras Kargo/]) {
          await page.getByRole("radio", { name: carrier }).check();
          expect(await door.count()).toBe(0);
          expect(await summary.getByTestId("ozet-kapida").count()).toBe(0);
        }
        const withoutDoor = await grandTotal();

        // MNG takes it: chosen, the fee shows; back to Aras, the door and its fee go, the card is chosen again.
        await page.getByRole("radio", { name: /^MNG Kargo/ }).check();
        await door.check();
        await payment.getByRole("radio", { name: "Kapıda Nakit", exact: true }).check();
        expect(await summary.getByTestId("ozet-kapida").textContent()).toBe(formatMoney(1990));
        expect(await grandTotal()).toBe(withoutDoor + 1990);
        await page.getByRole("radio", { name: /Aras Kargo/ }).check();
        expect(await door.count()).toBe(0);
        expect(await summary.getByTestId("ozet-kapida").count()).toBe(0);
        expect(await payment.getByRole("radio", { name: /^Kredi Kartı/ }).isChecked()).toBe(true);
        expect(await grandTotal()).toBe(withoutDoor);

        // A carrier that only takes payment at the door forces it; the other methods show, disabled.
        await page.getByRole("radio", { name: /MNG Tahsilatlı Kargo/ }).check();
        expect(await door.isChecked()).toBe(true);
        for (const other of [/^Kredi Kartı/, /^Havale \/ EFT/, /^BKM Express/, /^Hızlı Ödeme/])
          expect(await payment.getByRole("radio", { name: other }).isDisabled()).toBe(true);
        await payment.getByText("MNG Tahsilatlı Kargo yalnızca kapıda ödeme kabul eder").waitFor();
        expect(await summary.getByTestId("ozet-kapida").textContent()).toBe(formatMoney(1990));
        await payment.getByRole("radio", { name: "Kapıda Kredi Kartı", exact: true }).check();
        await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
        await shot(page, `carrier-door-only-${label}`);
        const total = await grandTotal();
        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
        expect((await placedOrder(page)).total).toBe(formatMoney(total));
        await page.getByText("Kapıda Ödeme (Kredi Kartı)").first().waitFor();
        expect(problems).toEqual([]);
      });
    });

    it(
      `a declined card and a closed bank window leave no order; the next card pays the one order (${label})`,
      { timeout: 150_000 },
      async () => {
        const member = await memberWithAddress();
        await journey(browser(), `checkout-retry-${label}`, { viewport }, async ({ context, page, problems }) => {
          await toMemberCheckout(context, page, member);
          await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
          await typeCard(page, DECLINE_CARD, "Deniz Kaya");
          await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
          await approveIn3ds(page);
          await page.getByRole("alert").filter({ hasText: DECLINED }).waitFor({ timeout: 20_000 });

          // The bank's window opened with another card, then closed without an answer.
          await retypeCard(page, THREE_INSTALLMENT_CARD);
          await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
          await page.frameLocator('iframe[name="odeme-penceresi"]').getByRole("button", { name: "Onayla" }).waitFor();
          await page.getByRole("button", { name: "Ödeme penceresini kapat" }).click();
          await page.getByText("Ödeme işleminiz tamamlanmadı.").waitFor();

          // Neither shows as an order in Siparişlerim.
          const orders = await context.newPage();
          await orders.goto("/kullanici/siparislerim", { waitUntil: "networkidle" });
          await orders.getByText("Henüz siparişiniz bulunmuyor.").waitFor();
          expect(await orders.getByText("Ödeme Alınamadı").count()).toBe(0);

          // The next card pays: one order, once.
          await retypeCard(page, BONUS_CARD);
          await approveIn3ds(page, `retry-3ds-${label}`);
          await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
          const placed = await placedOrder(page);
          await orders.reload({ waitUntil: "networkidle" });
          const cards = orders.getByRole("list", { name: "Siparişlerim" }).getByRole("listitem");
          expect(await cards.count()).toBe(1);
          expect(await cards.first().textContent()).toContain(`Sipariş No: ${placed.number}`);
          expect(await orders.getByText("Ödeme Alınamadı").count()).toBe(0);
          await orders.screenshot({ path: path.join(RESULTS_DIR, `checkout-retry-orders-${label}.png`), fullPage: true });
          expect(problems).toEqual([]);
        });
      },
    );

    it(
      `the demo member pays part with Joker points${label === "desktop" ? " and the demo gift voucher" : "; the spent voucher is refused"} (${label})`,
      { timeout: 120_000 },
      async () => {
        await journey(browser(), `checkout-points-${label}`, { viewport }, async ({ context, page, problems }) => {
          await skipCookieBanner(context);
          await logIn(page, "uye@example.com", "Deneme123", "/cart");
          // Points may cover what the products cost above the free-shipping threshold (500 TL).
          let itemsKurus = 0;
          while (itemsKurus < 700_00) {
            const [v] = take(1);
            const quantity = Math.min(v.stock, 5);
            await addToBasket(page, v.productId, quantity);
            itemsKurus += Math.round(v.price * 100) * quantity;
          }
          await page.goto("/payment/checkout", { waitUntil: "networkidle" });
          await page.getByRole("radio", { name: /Adresime Gönder/ }).check();
          await page.getByRole("radio", { name: /MNG Kargo/ }).check();
          await page.getByRole("radio", { name: /Kapıda Ödeme/ }).check();
          await page.getByRole("radio", { name: "Kapıda Nakit", exact: true }).check();

          const joker = page.getByRole("region", { name: "Joker Puan" });
          await joker.getByRole("checkbox", { name: /Joker puanlarımı/ }).check();
          await joker.getByLabel("Kullanılacak Puan").fill("999999");
          await joker.getByRole("button", { name: "Uygula" }).click();
          await joker.getByText("Lütfen Kullanabileceğiniz bir değer girin.").waitFor();
          await joker.getByLabel("Kullanılacak Puan").fill("40");
          await joker.getByRole("button", { name: "Uygula" }).click();
          const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
          await expect.poll(() => summary.getByTestId("ozet-joker").textContent()).toBe(`-${formatMoney(4000)}`);

          const voucher = page.getByRole("region", { name: "Hediye Çeki" });
          await voucher.getByLabel(/Hediye Çeki Kodu/).fill("minik100");
          expect(await voucher.getByLabel(/Hediye Çeki Kodu/).inputValue()).toBe("MINIK100");
          await voucher.getByRole("button", { name: "Uygula" }).click();
          if (label === "desktop") {
            await expect.poll(() => summary.getByTestId("ozet-hediye-ceki").textContent()).toBe(`-${formatMoney(10000)}`);
          } else {
            // The desktop journey spent it.
            await voucher.getByText("Hediye çeki kodu geçersiz ya da süresi dolmuş.").waitFor();
            await voucher.getByLabel(/Hediye Çeki Kodu/).fill("");
          }
          const money = async (id: string) => parseMoney((await summary.getByTestId(id).textContent()) ?? "");
          const voucherKurus = label === "desktop" ? 10000 : 0;
          // Campaigns the products fall in take their own lines off.
          const campaignKurus = (await summary.getByTestId("campaign-line").locator("dd").allTextContents()).reduce(
            (sum, text) => sum + parseMoney(text),
            0,
          );
          const expected =
            (await money("ozet-urun-toplami")) -
            campaignKurus -
            4000 +
            (await money("ozet-kargo")) +
            (await money("ozet-kapida")) -
            voucherKurus;
          const grandTotal = await money("ozet-genel-toplam");
          expect(grandTotal).toBe(expected);
          await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
          await shot(page, `member-points-${label}`);
          await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
          await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
          // The order was priced again on the server to the same total.
          expect(await page.getByText(formatMoney(grandTotal)).count()).toBeGreaterThan(0);
          expect(problems).toEqual([]);
        });
      },
    );

    it(`a guest's gift voucher covers the whole order: nothing to pay, no card asked (${label})`, { timeout: 120_000 }, async () => {
      await journey(browser(), `checkout-zero-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/", { waitUntil: "domcontentloaded" });
        const [v] = take(1);
        await addToBasket(page, v.productId);
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
        await typeGuestAddress(page);
        await page.getByRole("radio", { name: /Aras Kargo/ }).check();
        const payment = page.getByRole("region", { name: "Ödeme Yöntemi" });
        await payment.getByLabel("Kart numarası 1-4. haneler").waitFor();

        // MINIK500 (500 TL) is more than this order: the summary goes to zero and the card form away.
        const voucher = page.getByRole("region", { name: "Hediye Çeki" });
        await voucher.getByLabel(/Hediye Çeki Kodu/).fill("MINIK500");
        await voucher.getByRole("button", { name: "Uygula" }).click();
        const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
        await expect.poll(() => summary.getByTestId("ozet-genel-toplam").textContent()).toBe(formatMoney(0));
        await payment.getByText("Ödenecek tutar kalmadı").waitFor();
        expect(await payment.getByLabel("Kart numarası 1-4. haneler").count()).toBe(0);
        await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
        await shot(page, `zero-total-${label}`);
        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        await page.waitForURL(SUMMARY_URL, { timeout: 20_000 });
        await page.getByText("Ödemesiz Sipariş").first().waitFor();
        expect(problems).toEqual([]);
      });
    });
  }
});

/** '1.234,56 TL' (or 'Ücretsiz') in kuruş. */
function parseMoney(text: string): number {
  const digits = text.replace(/[^\d,]/g, "");
  return digits ? Math.round(Number(digits.replace(",", ".")) * 100) : 0;
}
