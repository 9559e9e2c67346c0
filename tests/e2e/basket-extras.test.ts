/**
 * The basket without JavaScript, the gift basket in the header, and guest checkout's promises and
 * card points, in Debian's Chromium at 1280 and 390 px (spec sections 2, 3, 5; PRODUCT.md "every
 * page works without JavaScript for reading"):
 *   (a) JavaScript off: /cart/ shows the lines, totals and 'Alışverişi Tamamla'; '+' and the
 *       remove button are plain forms; the gift note is saved; the header counts the units;
 *   (b) a member with a gift in Hediye Sepetim: the header's count is both baskets, the mini-basket
 *       shows the gift apart, the basket page's tabs add up to it;
 *   (c) a guest at /payment/guest-checkout is promised no Joker points (offered them for signing
 *       up), is asked for the pre-information form and the distance contract, and may pay part with
 *       the card's own points ('Kart puanımı kullanmak istiyorum': the amount is required).
 * Screenshots go to test-results/basket-extras-*.png.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner, typeNewCard } from "../support/buying";
import { variantsWithStock } from "../support/checkout";
import { memberWithGiftList } from "../support/gift-lists";
import { choose } from "../support/member-pages";
import { newMember, visitor } from "../support/visitor";

const browser = sharedBrowser();
const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;
const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `basket-extras-${name}.png`), fullPage: true });

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];
let variants: Variant[] | null = null;
/** Sellable variants with stock 3..9 (each test takes its own). */
async function take(n: number): Promise<Variant[]> {
  variants ??= await variantsWithStock(3, 9);
  return variants.splice(0, n);
}

/** The catalogue item's name of a line, as the mini-basket names it. */
async function nameOf(productId: number) {
  const v = visitor();
  await v.post("/cart/add", { productId: String(productId), quantity: "1" });
  const mini = (await (await v.send("/cart/mini")).json()) as { cart: { items: { product: { catalog: { name: string } } }[] } };
  return mini.cart.items[0].product.catalog.name;
}

describe("the basket without JavaScript", () => {
  for (const [label, viewport] of WIDTHS) {
    it(`shows the lines and totals and changes them with plain forms (${label})`, { timeout: 90_000 }, async () => {
      const [a, b] = await take(2);
      const [nameA, nameB] = await Promise.all([nameOf(a.productId), nameOf(b.productId)]);
      await journey(browser(), `basket-extras-nojs-${label}`, { viewport, javaScriptEnabled: false }, async ({ context, page }) => {
        await skipCookieBanner(context);
        for (const v of [a, b])
          expect(
            (await (await context.request.post("/cart/add", { form: { productId: String(v.productId), quantity: "1" } })).json()).success,
          ).toBe(true);
        await page.goto("/cart/");
        await page.getByRole("heading", { name: "Sepetim", level: 1 }).waitFor();
        expect(await page.getByText("Sepetiniz yükleniyor").count()).toBe(0);
        const lineA = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: nameA }) });
        await lineA.waitFor();
        await page
          .getByRole("listitem")
          .filter({ has: page.getByRole("link", { name: nameB }) })
          .waitFor();
        await page.getByTestId("cart-total").waitFor();
        expect(await page.getByRole("link", { name: "Alışverişi Tamamla" }).getAttribute("href")).toBe("/payment/guest-checkout");
        await page.getByRole("link", { name: "Sepetim, 2 ürün" }).first().waitFor();
        await shot(page, `nojs-${label}`);

        await lineA.getByRole("button", { name: "Adedi artır" }).click();
        await page.getByText("Sepetiniz güncellendi").waitFor();
        await page.getByRole("link", { name: "Sepetim, 3 ürün" }).first().waitFor();

        await page.getByLabel("Hediye Notu").fill("Doğum günün kutlu olsun");
        await page.getByRole("button", { name: "Notu Kaydet" }).click();
        await page.getByText("Sepetiniz güncellendi").waitFor();
        expect(await page.getByLabel("Hediye Notu").inputValue()).toBe("Doğum günün kutlu olsun");

        await page
          .getByRole("button", { name: new RegExp(`^${nameA.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.* ürününü sepetten çıkar$`) })
          .click();
        await page.getByText("Sepetiniz güncellendi").waitFor();
        expect(await page.getByRole("link", { name: nameA }).count()).toBe(0);
        await page.getByRole("link", { name: "Sepetim, 1 ürün" }).first().waitFor();
        await shot(page, `nojs-after-${label}`);
      });
    });
  }
});

describe("the gift basket in the header", () => {
  it("counts both baskets in the header, shows the gift apart in the mini-basket and the tabs add up", { timeout: 150_000 }, async () => {
    const [own, wanted] = await take(2);
    const giftName = await nameOf(wanted.productId);
    const owner = await memberWithGiftList("Doğum Günü", "Gizem Saklı");
    expect((await owner.v.post(`/hediye-listesi/urun-ekle/${owner.listId}`, { productId: String(wanted.productId) })).answer).toMatchObject(
      { success: true },
    );
    const shown = (await (await visitor().send(`/hediye-listesi/goster/${owner.listId}`)).json()) as { list: { items: { id: number }[] } };
    const buyer = await newMember();
    expect(
      ((await (await buyer.v.send(`/cart/add_wish_list_item/${shown.list.items[0].id}`)).json()) as { success: boolean }).success,
    ).toBe(true);
    expect((await buyer.v.post("/cart/add", { productId: String(own.productId), quantity: "2" })).answer.success).toBe(true);
    const sid = buyer.v.cookieHeader().split("=")[1];

    for (const [label, viewport] of WIDTHS) {
      await journey(browser(), `basket-extras-gift-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await context.addCookies([{ name: SESSION_COOKIE, value: sid, url: baseURL() }]);
        await page.goto("/", { waitUntil: "networkidle" });
        await page.getByRole("link", { name: "Sepetim, 3 ürün" }).first().waitFor();
        if (label === "desktop") {
          await page.getByRole("link", { name: "Sepetim, 3 ürün" }).first().hover();
          const panel = page.getByRole("region", { name: "Sepet özeti" });
          await panel.getByText("Hediye Sepetim").waitFor();
          await panel.getByRole("link", { name: giftName }).waitFor();
          await panel.getByRole("link", { name: "Hediyeyi Satın Al" }).waitFor();
          await panel.screenshot({ path: path.join(RESULTS_DIR, `basket-extras-mini-${label}.png`) });
        }
        await page.goto("/cart/", { waitUntil: "networkidle" });
        await page.getByRole("tab", { name: "Sepetim (2)" }).waitFor();
        await page.getByRole("tab", { name: "Hediye Sepetim (1)" }).waitFor();
        await page.getByRole("link", { name: "Sepetim, 3 ürün" }).first().waitFor();
        await shot(page, `cart-${label}`);
        expect(problems).toEqual([]);
      });
    }
  });
});

async function typeGuestAddress(page: Page) {
  await page.getByLabel("E-posta Adresi").fill("misafir.alici@example.com");
  const delivery = page.getByRole("region", { name: "Teslimat Adresi" });
  await delivery.getByLabel("Ad Soyad").fill("Ayşe Yılmaz");
  await delivery.getByLabel("Cep Telefonu").pressSequentially("05321234567");
  await choose(delivery, "İl", "İstanbul");
  await choose(delivery, "İlçe", { index: 1 });
  await delivery.getByLabel("Adres", { exact: true }).fill("Bahar Sokak No: 5 Daire: 3");
  await delivery.getByLabel("T.C. Kimlik No").fill("10000000146");
}

describe("guest checkout", () => {
  for (const [label, viewport] of WIDTHS) {
    it(`promises a guest no points, asks for the contracts and takes the card's points (${label})`, { timeout: 120_000 }, async () => {
      const [a] = await take(1);
      await journey(browser(), `basket-extras-guest-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        expect(
          (await (await context.request.post("/cart/add", { form: { productId: String(a.productId), quantity: "1" } })).json()).success,
        ).toBe(true);
        await page.goto("/payment/guest-checkout", { waitUntil: "networkidle" });
        // The form's script is running (else 'Alışverişi Tamamla' would post the plain form).
        await page.waitForFunction(() =>
          Object.keys(document.querySelector("form[data-checkout]") ?? {}).some((key) => key.startsWith("__react")),
        );
        const summary = page.getByRole("complementary", { name: "Sipariş özeti" });
        await summary.getByText(/^Üye olun, bu siparişten \d+ Joker puan kazanın/).waitFor();
        expect(await summary.getByRole("link", { name: "Üye olun" }).getAttribute("href")).toMatch(/^\/kullanici\/kayit/);
        expect(await page.getByText(/Joker puan kazanacaksınız/).count()).toBe(0);
        expect(await page.getByText(/^\d+ TL ekstra puan hediye$/).count()).toBe(0);

        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        await page.getByText("Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.").first().waitFor();
        expect(await page.getByText("Lütfen üyelik sözleşmesini onaylayın.").count()).toBe(0);

        await typeGuestAddress(page);
        await page.getByRole("radio", { name: /Yurtiçi Kargo/ }).check();
        await typeNewCard(page, CARD, "Ayşe Yılmaz");
        await page.getByRole("checkbox", { name: "Kart puanımı kullanmak istiyorum" }).check();
        await page.getByText("Kartınızda kullanılabilir 150,00 TL puan var.").waitFor();
        await page.getByRole("checkbox", { name: /okudum, onaylıyorum/ }).check();
        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        await page.getByText("Lütfen kullanmak istediğiniz kart puanı tutarını giriniz.").first().waitFor();
        expect(await page.getByLabel("Kullanılacak kart puanı (TL)").getAttribute("aria-invalid")).toBe("true");
        await shot(page, `guest-bonus-${label}`);

        await page.getByLabel("Kullanılacak kart puanı (TL)").fill("25");
        await page.getByRole("button", { name: "Alışverişi Tamamla" }).click();
        const bank = page.frameLocator('iframe[name="odeme-penceresi"]');
        await bank.getByText("25,00 TL").first().waitFor();
        await page
          .getByRole("dialog", { name: "3D Secure Doğrulama" })
          .screenshot({ path: path.join(RESULTS_DIR, `basket-extras-bank-${label}.png`) });
        await bank.getByRole("button", { name: "Onayla" }).click();
        await page.waitForURL(/\/payment\/checkout\/summary\?orderHash=/, { timeout: 30_000 });
        expect(problems).toEqual([]);
      });
    });
  }
});
