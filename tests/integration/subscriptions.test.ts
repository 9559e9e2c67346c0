/**
 * Subscriptions over real HTTP, on a shop of its own, and the recurring-order job
 * on its real database (PGlite, or PostgreSQL on that pass):
 *   - /abonelik: the baby/child tabs, the package and week selects, the first send date; a guest is
 *     asked to sign in; a member's address and saved card (never its token);
 *   - POST /abonelik/olustur (JSON and form-encoded): a subscription; the Turkish message of each
 *     bad field; another member's address or card, a product not sold by subscription, the same
 *     package twice refused; a guest 401, a GET 405, another site 403, a huge or malformed body
 *     400/413;
 *   - POST /abonelik/{id}/{durdur|devam|iptal|adres|kart}: the member's own only (another member's
 *     id is 404 and changes nothing); pausing twice, resuming, cancelling, re-addressing;
 *   - the `subscriptions.run` job (the shop's handler), after the send dates have come: run twice at
 *     once (true parallel transactions on PostgreSQL), then twice more through the job queue — one
 *     order per due subscription, confirmed and paid by the saved card without a 3D Secure page,
 *     its stock taken, the order e-mail in the outbox once; a sold-out package skipped and its
 *     member told; a declined saved card (the sandbox's decline card) failed and its member told;
 *     a paused subscription left alone; the orders in Siparişlerim, the outcomes on /abonelik.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { runDueSubscriptions } from "#app/domain/subscriptions/recurring-orders.server";
import { addDays, dayInTurkey } from "#app/domain/subscriptions/send-dates";
import { addHomeAddress, answer3ds, cardFields, makePay, newKey, variantWithStock } from "../support/checkout";
import { request, useShop as pointHelpersAt } from "../support/http";
import { createStorage, startShop, withStorageSql, type ShopServer, type Storage } from "../support/server";
import { jobDb, openJobTarget, runSubscriptionsJob } from "../support/subscriptions";
import { newMember, outbox, visitor } from "../support/visitor";

type Visitor = ReturnType<typeof visitor>;
type Member = { v: Visitor; email: string; address: number; card: number; phone?: string };
type View = {
  id: number;
  status: string;
  estimatedSendDate: string;
  productId: number;
  url: string | null;
  address: { id: number } | null;
  lastRun: { outcome: string; orderNumber: string | null } | null;
};
type SubAnswer = { success: boolean; reason: string; message: string; errors?: Record<string, string>; subscription?: View };

const BONUS = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const NOT_FOUND = "Abonelik bulunamadı.";

let storage: Storage;
let server: ShopServer;
let ayse: Member;
let can: Member;
/** Packages the page offers, in stock: [productId, label]. */
let packages: { productId: number; label: string }[];

async function start() {
  server = await startShop(storage);
  pointHelpersAt(server.url);
}

/** Pays one basket by card with 'Kartımı kaydet' and returns the saved card's id (from /abonelik). */
async function memberWithCard(): Promise<Member> {
  const { v, email } = await newMember();
  const address = await addHomeAddress(v);
  const variant = await variantWithStock(5, 500);
  expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  const carriers = (await (await request("/payment/ajax/shipment-company", { headers: { Accept: "application/json" } })).json()) as {
    result: { id: number; paymentMethods: string[] }[];
  };
  const carrier = carriers.result.find((c) => c.paymentMethods.includes("creditCard"))!;
  const form = {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    delivery_address_id: String(address),
    sameAsDelivery: "1",
    shipmentCompany: String(carrier.id),
    agreement: "1",
    ...cardFields(BONUS, { saveCreditCard: "1" }),
  };
  const paid = await makePay(v, form);
  expect(await answer3ds(v, paid.answer.threeDsUrl!, "approve")).toMatch(/^\/payment\/checkout\/summary/);
  const page = (await v.page("/abonelik")).html;
  const card = Number(/<select id="abonelik-kart"[^>]*>[\s\S]*?<option value="(\d+)"/.exec(page)?.[1]);
  expect(card).toBeGreaterThan(0);
  expect(page).not.toMatch(/tok_[\w-]{10,}/);
  return { v, email, address, card };
}

const create = (m: Member, body: Record<string, string>, form = false) => m.v.send("/abonelik/olustur", { method: "POST", body, form });
const subscribe = async (m: Member, productId: number, over: Record<string, string> = {}) => {
  const response = await create(m, {
    productId: String(productId),
    weekInterval: "2",
    quantity: "1",
    addressId: String(m.address),
    savedCardId: String(m.card),
    audience: "bebek",
    agreement: "1",
    ...over,
  });
  return { status: response.status, answer: (await response.json()) as SubAnswer };
};
const change = async (m: Visitor, id: number, islem: string, body: Record<string, string> = {}) => {
  const response = await m.send(`/abonelik/${id}/${islem}`, { method: "POST", body });
  return { status: response.status, answer: (await response.json()) as SubAnswer };
};
const catalogIdOf = (url: string | null) => Number(/-(\d+)$/.exec(url ?? "")?.[1]);
const stockOf = async (catalogId: number, productId: number) =>
  (
    (await (await request(`/urun/hizli-kontrol/${catalogId}`, { headers: { Accept: "application/json" } })).json()) as {
      products: { productId: number; stock: number }[];
    }
  ).products.find((p) => p.productId === productId)?.stock;

beforeAll(async () => {
  storage = await createStorage();
  await start();
  ayse = await memberWithCard();
  can = await memberWithCard();
  const html = (await ayse.v.page("/abonelik")).html;
  // Each card's first package that can be chosen (a sold-out one is disabled).
  packages = [...html.matchAll(/<select id="abonelik-bebek-[\w-]+-paket" name="productId"[^>]*>([\s\S]*?)<\/select>/g)].flatMap((m) => {
    const first = /<option value="(\d+)"(?![^>]*disabled)[^>]*>([^<]+)<\/option>/.exec(m[1]);
    return first ? [{ productId: Number(first[1]), label: first[2] }] : [];
  });
  // The demo catalogue's baby tab: nappies, wipes, food, nappy cream, shampoo, dummies, bottles, beakers (subscription-shelf.ts).
  expect(packages.length).toBeGreaterThanOrEqual(5);
}, 240_000);

afterAll(async () => {
  pointHelpersAt(null);
  await server?.stop();
  await storage?.dispose();
});

describe("/abonelik", () => {
  it("shows the baby and child tabs with package and week selects; a guest is asked to sign in", async () => {
    const guest = await visitor().page("/abonelik");
    expect(guest.status).toBe(200);
    for (const text of [
      "Abonelik Paketleri",
      ">Bebek<",
      ">Çocuk<",
      "Gönderim sıklığı",
      "Her hafta",
      "4 haftada bir",
      "Tahmini ilk gönderim",
      "Abone olmak için üye girişi yapınız.",
    ])
      expect(guest.html).toContain(text);
    expect(guest.html).toContain('href="/kullanici/kullanici-giris?redirectUrl=%2Fabonelik"');
    expect(guest.html).not.toContain("Aboneliklerim");
    const mine = (await ayse.v.page("/abonelik")).html;
    expect(mine).toContain("Adresi değiştir");
    expect(mine).toContain("Aboneliklerim");
    expect(mine).toContain("•••• 0003");
    // Indexed; its calls are not.
    expect(await (await request("/sitemap.xml")).text()).toContain("/abonelik</loc>");
    expect(await (await request("/robots.txt")).text()).toMatch(/\nDisallow: \/abonelik\/\n/);
  });
});

describe("POST /abonelik/olustur", () => {
  it("subscribes by JSON and by a form post, first sent tomorrow", async () => {
    const made = await subscribe(ayse, packages[0].productId);
    expect(made.status).toBe(200);
    expect(made.answer).toMatchObject({
      success: true,
      subscription: { status: "active", productId: packages[0].productId, estimatedSendDate: addDays(dayInTurkey(), 1) },
    });
    // Money in JSON is a number of TL (the option's '199,99 TL' is 199.99).
    const lira = Number(/— ([\d.]+,\d{2}) TL$/.exec(packages[0].label)?.[1].replace(/\./g, "").replace(",", "."));
    expect(made.answer.subscription).toMatchObject({ unitPrice: lira });
    expect(made.answer.subscription).not.toHaveProperty("unitPriceKurus");
    expect(made.answer.message).toMatch(
      /^Aboneliğiniz oluşturuldu\. İlk gönderiminiz \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ günü hazırlanacak\.$/,
    );
    const response = await create(
      ayse,
      {
        productId: String(packages[1].productId),
        weekInterval: "1",
        quantity: "2",
        addressId: String(ayse.address),
        savedCardId: String(ayse.card),
        audience: "bebek",
        agreement: "on",
      },
      true,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as SubAnswer).subscription).toMatchObject({ status: "active" });
  });

  it("answers each bad field, and refuses what is not the member's or not for subscription", async () => {
    const base = {
      productId: String(packages[2].productId),
      weekInterval: "2",
      quantity: "1",
      addressId: String(ayse.address),
      savedCardId: String(ayse.card),
      audience: "bebek",
      agreement: "1",
    };
    const post = async (over: Record<string, string>) => {
      const response = await create(ayse, { ...base, ...over });
      return { status: response.status, answer: (await response.json()) as SubAnswer };
    };
    expect(await post({ weekInterval: "6" })).toMatchObject({
      status: 422,
      answer: {
        success: false,
        reason: "Lütfen gönderim sıklığını seçiniz.",
        errors: { weekInterval: "Lütfen gönderim sıklığını seçiniz." },
      },
    });
    expect(await post({ quantity: "99" })).toMatchObject({ status: 422, answer: { reason: "Lütfen 1 ile 10 arasında bir adet seçiniz." } });
    expect(await post({ productId: "abc" })).toMatchObject({ status: 422, answer: { reason: "Lütfen bir paket seçiniz." } });
    expect(await post({ agreement: "" })).toMatchObject({
      status: 422,
      answer: { reason: "Lütfen Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'ni onaylayınız." },
    });
    // Another member's address and card are no address and card.
    expect(await post({ addressId: String(can.address) })).toMatchObject({
      status: 422,
      answer: { reason: "Teslimat adresi tanımlayınız." },
    });
    expect(await post({ savedCardId: String(can.card) })).toMatchObject({
      status: 422,
      answer: { reason: "Lütfen ödeme için kayıtlı kartlarınızdan birini seçiniz." },
    });
    // A toy is not sold by subscription; the same package twice is refused.
    const toy = await variantWithStock(1, 1000);
    expect(await post({ productId: String(toy.productId) })).toMatchObject({
      status: 422,
      answer: { reason: "Seçtiğiniz paket abonelikle satılmamaktadır." },
    });
    expect(await post({ productId: String(packages[0].productId) })).toMatchObject({
      status: 409,
      answer: { reason: /zaten bir aboneliğiniz var/ },
    });
  });

  it("refuses guests, GETs, other sites and hostile bodies", async () => {
    expect((await visitor().post("/abonelik/olustur", { productId: "1" })).answer).toMatchObject({
      success: false,
      reason: LOGIN_REQUIRED,
    });
    expect((await ayse.v.send("/abonelik/olustur")).status).toBe(405);
    const headers = { Cookie: ayse.v.cookieHeader(), "Content-Type": "application/json", Accept: "application/json" };
    const body = JSON.stringify({
      productId: packages[2].productId,
      weekInterval: 2,
      quantity: 1,
      addressId: ayse.address,
      savedCardId: ayse.card,
      audience: "bebek",
      agreement: true,
    });
    for (const evil of [{ Origin: "http://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[])
      expect((await request("/abonelik/olustur", { method: "POST", headers: { ...headers, ...evil }, body })).status).toBe(403);
    expect((await request("/abonelik/olustur", { method: "POST", headers, body: "{bozuk" })).status).toBe(400);
    expect(
      (await request("/abonelik/olustur", { method: "POST", headers, body: JSON.stringify({ productId: "1".repeat(70_000) }) })).status,
    ).toBe(413);
    const arrays = await request("/abonelik/olustur", {
      method: "POST",
      headers,
      body: JSON.stringify({
        productId: [1, 2],
        weekInterval: { $gt: 1 },
        quantity: -1,
        addressId: null,
        savedCardId: "1e9",
        audience: ["bebek"],
      }),
    });
    expect(arrays.status).toBe(422);
    expect(((await arrays.json()) as SubAnswer).errors).toMatchObject({
      productId: "Lütfen bir paket seçiniz.",
      weekInterval: "Lütfen gönderim sıklığını seçiniz.",
    });
  });
});

describe("POST /abonelik/{id}/{islem}", () => {
  it("changes only the member's own subscription: pause (twice), resume, re-address, cancel", async () => {
    const { answer } = await subscribe(ayse, packages[2].productId);
    const id = answer.subscription!.id;
    // Can asks to pause, cancel and re-address Ayşe's subscription: no such subscription for him.
    for (const islem of ["durdur", "iptal", "devam"])
      expect(await change(can.v, id, islem)).toMatchObject({ status: 404, answer: { success: false, reason: NOT_FOUND } });
    expect(await change(can.v, id, "adres", { addressId: String(can.address) })).toMatchObject({
      status: 404,
      answer: { reason: NOT_FOUND },
    });
    expect(await change(ayse.v, id, "adres", { addressId: String(can.address) })).toMatchObject({
      status: 422,
      answer: { reason: "Teslimat adresi tanımlayınız." },
    });
    expect(await change(ayse.v, id, "sil")).toMatchObject({ status: 404 });
    expect(await change(ayse.v, 999_999_999, "durdur")).toMatchObject({ status: 404 });
    expect(await change(ayse.v, id, "durdur")).toMatchObject({
      status: 200,
      answer: {
        success: true,
        message: "Aboneliğiniz duraklatıldı. Dilediğiniz zaman devam ettirebilirsiniz.",
        subscription: { status: "paused" },
      },
    });
    expect(await change(ayse.v, id, "durdur")).toMatchObject({ status: 200, answer: { subscription: { status: "paused" } } });
    expect(await change(ayse.v, id, "devam")).toMatchObject({
      status: 200,
      answer: { message: /^Aboneliğiniz devam ediyor\. Sonraki gönderim: /, subscription: { status: "active" } },
    });
    const second = await addHomeAddress(ayse.v, "Ayşe Kaya");
    expect(await change(ayse.v, id, "adres", { addressId: String(second) })).toMatchObject({
      status: 200,
      answer: { message: "Aboneliğinizin teslimat adresi güncellendi.", subscription: { address: { id: second } } },
    });
    expect(await change(ayse.v, id, "iptal")).toMatchObject({
      status: 200,
      answer: { message: "Aboneliğiniz iptal edildi.", subscription: { status: "cancelled" } },
    });
    expect(await change(ayse.v, id, "devam")).toMatchObject({ status: 409, answer: { success: false } });
    expect((await visitor().post(`/abonelik/${id}/durdur`)).answer.reason).toBe(LOGIN_REQUIRED);
    const refused = await request(`/abonelik/${id}/devam`, {
      method: "POST",
      headers: { Cookie: ayse.v.cookieHeader(), Origin: "http://evil.example", Accept: "application/json" },
    });
    expect(refused.status).toBe(403);
  });
});

describe("the subscriptions.run job", () => {
  it(
    "places each due date's order once, pays it with the saved card, skips sold-out and paused ones, tells the member",
    { timeout: 240_000 },
    async () => {
      const today = dayInTurkey();
      // Ayşe's live subscriptions: packages[0] (every 2 weeks) and packages[1] (every week, 2 units)
      // from above; now one on packages[3] (to be sold out) and a paused one on packages[4]. Can's on
      // packages[0], 2 units, paid with a card the bank will decline.
      await subscribe(ayse, packages[3].productId);
      const paused = (await subscribe(ayse, packages[4].productId)).answer.subscription!;
      expect((await change(ayse.v, paused.id, "durdur")).answer.success).toBe(true);
      const declined = (await subscribe(can, packages[0].productId, { quantity: "2" })).answer.subscription!;
      await server.stop();

      // The send dates have come; packages[3] is sold out, the others have 50 units; Can's saved card is the sandbox's decline card.
      await withStorageSql(storage, async (query) => {
        await query("UPDATE subscriptions SET estimated_send_date = $1::date", [today]);
        await query("UPDATE products SET stock = 0 WHERE id = $1", [packages[3].productId]);
        await query("UPDATE products SET stock = 50 WHERE id = ANY($1::int[])", [[packages[0].productId, packages[1].productId]]);
        await query(
          "UPDATE sandbox_pos_cards SET bin = '400000', last4 = '0002', masked_pan = '400000******0002' WHERE token = (SELECT token FROM saved_cards WHERE id = $1)",
          [can.card],
        );
      });

      const opened = await openJobTarget(storage);
      // Two database handles (on PostgreSQL two pools: truly parallel transactions; on PGlite the one connection).
      const handles = await Promise.all(
        opened.target.kind === "postgres" ? [jobDb(opened.target), jobDb(opened.target)] : [jobDb(opened.target)],
      );
      const run = (db: Db) => runDueSubscriptions(db, createSandboxProvider(db), { origin: server.url });
      try {
        // Two runs at once.
        const reports = await Promise.all([run(handles[0].db), run(handles.at(-1)!.db)]);
        expect(reports.reduce((n, r) => n + r.placed, 0)).toBe(3);
        expect(reports.reduce((n, r) => n + r.skippedStock, 0)).toBe(1);
        expect(reports.reduce((n, r) => n + r.paymentFailed, 0)).toBe(1);
        // Then the job through the shop's queue, twice: nothing left to do.
        await runSubscriptionsJob(opened.target, handles[0].db, server.url, 2);
      } finally {
        for (const h of handles) await h.close();
        await opened.close();
      }

      const facts = await withStorageSql(storage, async (query) => ({
        orders: await query<{ key: string; status: string; order_number: string; email: string; total: number }>(
          "SELECT idempotency_key AS key, status, order_number, email, total_kurus AS total FROM orders WHERE idempotency_key LIKE 'abonelik:%' ORDER BY id",
        ),
        runs: await query<{ subscription_id: number; outcome: string; due: string }>(
          "SELECT subscription_id, outcome, due_date::text AS due FROM subscription_runs ORDER BY subscription_id",
        ),
        mit: await query<{ n: number }>("SELECT count(*)::int AS n FROM sandbox_pos_transactions WHERE kind = 'mit'"),
      }));
      // One order per due date: Ayşe's two (paid), Can's one (declined); none for the sold-out and the paused one.
      expect(facts.orders).toHaveLength(3);
      expect(
        facts.orders
          .filter((o) => o.status === "confirmed")
          .map((o) => o.email)
          .sort(),
      ).toEqual([ayse.email, ayse.email]);
      expect(facts.orders.find((o) => o.email === can.email)?.status).toBe("paymentFailed");
      expect(facts.mit[0].n).toBe(3);
      expect(facts.runs.map((r) => r.outcome).sort()).toEqual(["paymentFailed", "placed", "placed", "skippedStock"]);
      expect(facts.runs.every((r) => r.due === today)).toBe(true);
      expect(facts.runs.some((r) => r.subscription_id === paused.id)).toBe(false);

      await start();
      // Stock: Can's declined order gave its two units back; Ayşe's order on that package took one.
      expect(await stockOf(catalogIdOf(declined.url), packages[0].productId)).toBe(49);
      const messages = await outbox();
      for (const o of facts.orders.filter((x) => x.status === "confirmed")) {
        expect(
          messages.filter((m) => m.channel === "email" && m.subject === `Minik Dünya siparişiniz alındı (${o.order_number})`),
        ).toHaveLength(1);
      }
      expect(messages.filter((m) => m.to === ayse.email && m.subject === "Abonelik gönderiminiz bu kez yapılamadı")).toHaveLength(1);
      const failed = messages.filter((m) => m.to === can.email && m.subject === "Abonelik ödemeniz alınamadı");
      expect(failed).toHaveLength(1);
      expect(failed[0].body).toContain("yetersiz bakiye");
      for (const m of messages) expect(m.body).not.toMatch(/tok_|4000000000000002|5400360000000003/);

      // Siparişlerim shows Ayşe's orders; /abonelik the outcomes and the next dates.
      const orders = (await ayse.v.page("/kullanici/siparislerim")).html;
      for (const o of facts.orders.filter((x) => x.status === "confirmed")) expect(orders).toContain(o.order_number);
      const page = (await ayse.v.page("/abonelik")).html;
      expect(page).toContain("Sipariş oluşturuldu");
      expect(page).toContain("Stok olmadığı için gönderilemedi");
      expect((await can.v.page("/abonelik")).html).toContain("Ödeme alınamadı");
      expect((await can.v.page("/kullanici/siparislerim")).html).not.toContain(
        facts.orders.find((o) => o.email === can.email)!.order_number,
      );
      // Nothing personal in the server's log.
      expect(server.output()).not.toContain(ayse.email);
    },
  );
});
