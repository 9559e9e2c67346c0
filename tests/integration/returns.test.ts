/**
 * The return page /kullanici/siparislerim/iade/detay/{orderHash} over real HTTP: the
 * test shop runs in demo mode, so the demo member (uye@example.com) has an order delivered by card
 * a few days ago (returns open), one delivered a month ago (closed) and orders not delivered yet.
 * The owner asks for a return by JSON and by form; another member and a guest cannot see the page
 * or post to it. The domain rules (amounts, moves, concurrency) are tested in
 * app/domain/orders/returns.server.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { newMember, outbox, visitor, type Answer } from "../support/visitor";

const DEMO = { email: "uye@example.com", password: "Deneme123" };
const pathOf = (hash: string) => `/kullanici/siparislerim/iade/detay/${encodeURIComponent(hash)}`;
type ReturnAnswer = Answer & { errors: Record<string, string>; code: string | null; values: Record<string, string> };

let owner: ReturnType<typeof visitor>;
/** The demo member's orders by the return page's state: open, expired, notDelivered … */
const byState: Record<string, string[]> = {};

async function post(v: ReturnType<typeof visitor>, hash: string, body: unknown) {
  const response = await v.send(pathOf(hash), { method: "POST", body: body as Record<string, string> });
  return { status: response.status, answer: (await response.json()) as ReturnAnswer };
}

const lineIds = (html: string) => [...html.matchAll(/name="quantity_(\d+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  owner = visitor();
  expect(await owner.login(DEMO.email, DEMO.password)).toMatchObject({ success: true });
  const hashes = new Set<string>();
  for (const page of [1, 2]) {
    const { html } = await owner.page(`/kullanici/siparislerim?sayfa=${page}`);
    for (const m of html.matchAll(/[?&]hash=([A-Za-z0-9_-]{16,})/g)) hashes.add(m[1]);
  }
  for (const hash of hashes) {
    const { status, html } = await owner.page(pathOf(hash));
    expect(status).toBe(200);
    const state = /data-window="(\w+)"/.exec(html)?.[1] ?? "none";
    (byState[state] ??= []).push(hash);
  }
});

describe("the return page", () => {
  it("opens for the member who placed the order, nobody else", async () => {
    const [hash] = byState.open;
    const guest = visitor();
    const asGuest = await guest.page(pathOf(hash));
    expect(asGuest.status).toBe(302);
    expect(asGuest.location).toContain("/kullanici/kullanici-giris");
    const guestPost = await guest.send(pathOf(hash), { method: "POST", body: {} });
    expect(guestPost.status).toBe(302);
    expect(guestPost.headers.get("location")).toContain("/kullanici/kullanici-giris");

    const other = await newMember();
    const asOther = await other.v.page(pathOf(hash));
    expect(asOther.status).toBe(404);
    expect(asOther.html).not.toContain("İade Talebi Oluştur");
    expect(await post(other.v, hash, {})).toMatchObject({ status: 404, answer: { success: false, reason: "Sipariş detayı bulunmadı." } });
    expect((await owner.page(pathOf("bilinmeyen-siparis-hash-degeri"))).status).toBe(404);
  });

  it("states the withdrawal refund rule: the fees go back with the whole order, the return shipment is free", async () => {
    // Mesafeli Sözleşmeler Yönetmeliği art. 15: every payment collected, delivery included.
    const { html } = await owner.page(pathOf(byState.open[0]));
    expect(html).not.toContain("Kargo ve kapıda ödeme ücretleri iade edilmez.");
    expect(html).toContain("Siparişinizin tamamını iade ettiğinizde kargo ve kapıda ödeme ücretleri de iade edilir");
    expect(html).toContain("İade kargosu, iade kodunuzla anlaşmalı kargo firmamız üzerinden ücretsizdir.");
    for (const path of ["/sozlesmeler/mesafeli-satis-sozlesmesi", "/sozlesmeler/on-bilgilendirme-formu"]) {
      const contract = await visitor().page(path);
      expect(contract.status).toBe(200);
      expect(contract.html).toContain("teslim masrafları dahil tahsil edilen tüm ödemeler");
      expect(contract.html).toContain("Cayma hakkı siparişin tamamı için kullanıldığında kargo ve kapıda ödeme ücretleri de iade edilir.");
      expect(contract.html).toContain("geri gönderilmesi alıcı için ücretsizdir");
    }
  });

  it("says why returns are closed: a month after delivery, or before it", async () => {
    const [old] = byState.expired;
    const { html } = await owner.page(pathOf(old));
    expect(html).toContain(
      "Cayma hakkı süresi doldu: ürünleri teslim aldığınız tarihten itibaren 14 gün içinde iade talebi oluşturabilirsiniz. Bu siparişin teslim tarihi: ",
    );
    expect(html).not.toContain("İade Talebi Oluştur");
    const closed = await post(owner, old, { items: [{ lineId: 1, quantity: 1, reason: "Vazgeçtim" }] });
    expect(closed.status).toBe(409);
    expect(closed.answer.reason).toMatch(/^Cayma hakkı süresi doldu/);

    const [waiting] = byState.notDelivered;
    expect((await owner.page(pathOf(waiting))).html).toContain("Siparişiniz henüz teslim edilmedi.");
  });

  it("takes a request by JSON: field errors first, then a return code, e-mailed", async () => {
    const [hash] = byState.open;
    const { html } = await owner.page(pathOf(hash));
    const [first, second] = lineIds(html);
    expect(first).toBeDefined();

    expect(await post(owner, hash, {})).toMatchObject({
      status: 422,
      answer: { success: false, reason: "Lütfen iade etmek istediğiniz en az bir ürünün adedini seçiniz." },
    });
    const wrong = await post(owner, hash, { [`quantity_${first}`]: "9", [`reason_${first}`]: "Sebepsiz" });
    expect(wrong).toMatchObject({
      status: 422,
      answer: {
        success: false,
        reason: "Lütfen işaretli alanları kontrol ediniz.",
        values: { [`quantity_${first}`]: "9", [`reason_${first}`]: "Sebepsiz" },
      },
    });
    expect(wrong.answer.errors[`quantity_${first}`]).toMatch(/^Bu üründen en fazla \d adet iade edebilirsiniz\.$/);
    expect(wrong.answer.errors[`reason_${first}`]).toBe("Lütfen iade nedenini seçiniz.");

    const made = await post(owner, hash, { items: [{ lineId: Number(first), quantity: 1, reason: "Beden / ölçü uymadı" }] });
    expect(made).toMatchObject({ status: 200, answer: { success: true, message: "İade talebiniz alındı.", errors: {} } });
    expect(made.answer.code).toMatch(/^IAD-[A-Z0-9]{6}$/);
    const after = (await owner.page(pathOf(hash))).html;
    expect(after).toContain(made.answer.code);
    expect(after).toContain("Talep Alındı");
    const mail = (await outbox()).find((m) => m.subject === `İade talebiniz alındı (${made.answer.code})`);
    expect(mail?.to).toBe(DEMO.email);
    expect(mail?.body).toContain(`İade kodunuz: ${made.answer.code}`);
    if (second) expect(lineIds(after)).toContain(second);
  });

  it("lets only one of two requests at once have the same units", async () => {
    const [hash] = byState.open;
    const html = (await owner.page(pathOf(hash))).html;
    const line = lineIds(html).at(-1)!;
    // Every unit still returnable of the last line, asked for twice at once.
    const select = new RegExp(`name="quantity_${line}"[\\s\\S]*?</select>`).exec(html)![0];
    const left = select.match(/<option /g)!.length - 1;
    const ask = () => post(owner, hash, { items: [{ lineId: Number(line), quantity: left, reason: "Vazgeçtim" }] });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it("takes a form post without JavaScript: errors under the fields, the choice kept", async () => {
    const [hash] = byState.open;
    const [line] = lineIds((await owner.page(pathOf(hash))).html);
    const response = await owner.send(pathOf(hash), {
      method: "POST",
      form: true,
      accept: "text/html",
      body: { [`quantity_${line}`]: "1", [`reason_${line}`]: "" },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Lütfen iade nedenini seçiniz.");
    expect(html).toMatch(new RegExp(`<select[^>]*name="quantity_${line}"[\\s\\S]*?<option value="1" selected=""`));
    expect(response.headers.get("cache-control")).toContain("no-store");
  });
});
