/**
 * Returns after delivery in a real browser (spec section 2 "Return detail"): the demo
 * member (the e2e shop runs in demo mode) opens the order delivered a few days ago from
 * Siparişlerim ('İade Talebi'), sees until when returns are open, is told to choose something and
 * to give a reason, asks to return one unit and gets a return code with its steps; the order
 * delivered a month ago says why returns are closed. At desktop and phone width; screenshots kept
 * in test-results/returns-{open,submitted,closed}-{desktop,phone}.png.
 *
 * Each run returns one unit of the demo order (it has four): on a shop that ran the test before,
 * fewer units are left, and once none are the page says so and the form part is skipped.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { logIn } from "../support/member-pages";

const DEMO = { email: "uye@example.com", password: "Deneme123" };
const LIST = "/kullanici/siparislerim";
const returnPath = (hash: string) => `${LIST}/iade/detay/${encodeURIComponent(hash)}`;

const browser = sharedBrowser();

/** The member's order hashes by their return page's state (open, expired, notDelivered …), newest first. */
async function ordersByReturnState(page: Page): Promise<Record<string, string[]>> {
  const hashes = new Set<string>();
  for (const n of [1, 2, 3]) {
    const html = await (await page.request.get(`${LIST}?sayfa=${n}`)).text();
    for (const m of html.matchAll(/[?&]hash=([A-Za-z0-9_-]{16,})/g)) hashes.add(m[1]);
  }
  const states: Record<string, string[]> = {};
  for (const hash of hashes) {
    const html = await (await page.request.get(returnPath(hash))).text();
    const state = /data-window="(\w+)"/.exec(html)?.[1] ?? "none";
    (states[state] ??= []).push(hash);
  }
  return states;
}

describe("returns after delivery", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`asks for a return of a delivered order and explains a closed one at ${label} width`, async () => {
      await journey(
        browser(),
        `returns-${label}`,
        { viewport, permissions: ["clipboard-read", "clipboard-write"] },
        async ({ context, page, problems }) => {
          const shot = (name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `returns-${name}-${label}.png`), fullPage: true });
          await skipCookieBanner(context);
          await logIn(page, DEMO.email, DEMO.password, LIST);
          const states = await ordersByReturnState(page);
          const recent = (states.open ?? states.nothingLeft)?.[0];
          expect(recent, JSON.stringify(Object.keys(states))).toBeDefined();

          // From Siparişlerim's panel to the return page.
          await page.goto(`${LIST}?hash=${encodeURIComponent(recent)}`, { waitUntil: "networkidle" });
          const panel = page.getByRole("region", { name: "Sipariş detayı" });
          await panel.getByRole("link", { name: "İade Talebi", exact: true }).click();
          await page.waitForURL((url) => url.pathname === returnPath(recent));
          await page.getByRole("heading", { name: "İade Talebi", level: 1 }).waitFor();
          await page.getByText(/Teslim tarihi: /).waitFor();

          if (states.open?.[0] === recent) {
            await page.getByText(/tarihine kadar iade talebi oluşturabilirsiniz/).waitFor();
            // The withdrawal refund rule under the form (Mesafeli Sözleşmeler Yönetmeliği art. 15).
            await page.getByText(/^Siparişinizin tamamını iade ettiğinizde kargo ve kapıda ödeme ücretleri de iade edilir;/).waitFor();
            expect(await page.getByText("Kargo ve kapıda ödeme ücretleri iade edilmez.").count()).toBe(0);
            await shot("open");
            const submit = page.getByRole("button", { name: "İade Talebi Oluştur" });
            await submit.click();
            await page.getByRole("alert").filter({ hasText: "Lütfen iade etmek istediğiniz en az bir ürünün adedini seçiniz." }).waitFor();

            const line = page
              .locator("fieldset")
              .filter({ has: page.getByLabel("İade adedi") })
              .first();
            await line.getByLabel("İade adedi").selectOption("1");
            await submit.click();
            await line.getByText("Lütfen iade nedenini seçiniz.").waitFor();
            // The chosen quantity stayed.
            expect(await line.getByLabel("İade adedi").inputValue()).toBe("1");
            await line.getByLabel("İade nedeni").selectOption({ label: "Beden / ölçü uymadı" });
            await submit.click();

            const done = page.getByRole("status").filter({ hasText: "İade talebiniz alındı. İade kodunuz:" });
            await done.waitFor();
            const code = /IAD-[A-Z0-9]{6}/.exec((await done.textContent()) ?? "")![0];
            const card = page.getByRole("listitem", { name: `İade kodu ${code}` });
            await card.getByText("siparişinizi getiren kargo firmasının herhangi bir şubesine").waitFor();
            expect(await card.getByRole("list", { name: "İade adımları" }).locator('[aria-current="step"]').textContent()).toContain(
              "Talep Alındı",
            );
            await card.getByRole("button", { name: `${code} iade kodunu kopyala` }).click();
            await page.getByText(`${code} kopyalandı`).first().waitFor();
            await shot("submitted");
          } else {
            // A shop that ran this test before: every unit of the order is asked for already.
            await page.getByText("Bu siparişte iade talebi oluşturulabilecek ürün kalmadı.").waitFor();
            await page.getByRole("heading", { name: "İade Taleplerim" }).waitFor();
            await shot("submitted");
          }

          const old = states.expired?.[0];
          expect(old).toBeDefined();
          await page.goto(returnPath(old!), { waitUntil: "networkidle" });
          await page
            .getByText(
              /^Cayma hakkı süresi doldu: ürünleri teslim aldığınız tarihten itibaren 14 gün içinde iade talebi oluşturabilirsiniz\. Bu siparişin teslim tarihi: \d{1,2} \S+ \d{4}\.$/,
            )
            .waitFor();
          expect(await page.getByRole("button", { name: "İade Talebi Oluştur" }).count()).toBe(0);
          await shot("closed");

          // Someone else's order, or no order at all: the shop's 404 page.
          const missing = await page.goto(returnPath("bilinmeyen-siparis-hash-degeri"));
          expect(missing?.status()).toBe(404);
          expect(problems).toEqual([]);
        },
      );
    });
  }
});
