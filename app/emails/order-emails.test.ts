import { describe, expect, it } from "vitest";
import { isMessageKind } from "#app/domain/notifications/kinds";
import { invoiceOf } from "#app/domain/invoices/invoice.server";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { formatMoney } from "#app/lib/money";
import { COMPANY, order } from "#tests/support/unit/invoices";
import { MAX_WORD } from "./message-text";
import { renderOrderEmail } from "./render.server";
import { ORDER_EMAIL_KINDS } from "./order-words";

const ORIGIN = "http://localhost:3000";
const PAGE = `${ORIGIN}/payment/checkout/summary?orderHash=p6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh`;

/** A member's card order: a pram with a campaign, two bodysuits with a size and a colour, Joker points, a company's bill. */
const placed = (over: Partial<OrderSummary> = {}): OrderSummary => {
  const base = order(
    [
      {
        name: "Chicco Trio Bebek Arabası",
        unitPriceKurus: 429_990,
        quantity: 1,
        vatRate: 20,
        attributes: ["Renk: Gri"],
        campaignDiscountKurus: 43_000,
      },
      { name: "Pamuklu Bebek Tulumu", unitPriceKurus: 14_990, quantity: 2, vatRate: 10, attributes: ["Beden: 6-9 Ay", "Renk: Mavi"] },
    ],
    { jokerPoints: 25, campaigns: [{ id: 1, title: "Bebek Arabalarında %10 İndirim", discountKurus: 43_000 }], billing: COMPANY },
  );
  return { ...base, lines: base.lines.map((l, i) => ({ ...l, url: `/urun/urun-${i + 1}` })), ...over };
};

const shippedParcel = {
  name: "MNG Kargo",
  receiverName: null,
  processDate: new Date("2026-06-13T09:00:00Z"),
  number: "260612123456-1",
  companyCode: "mng",
  statusDescription: "Gönderi kargo şubesine teslim edildi",
  trackingCode: "MD482915730264",
};

/** The text of an HTML part without its tags and with its entities read (what a reader sees). */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Both parts of the e-mail say each of these: the HTML part as a reader sees it, and the text part. */
function saysAll(email: { html: string; text: string }, words: string[]) {
  for (const part of [visible(email.html), email.text]) for (const w of words) expect(part).toContain(w);
}

describe("the order's e-mails", () => {
  it("has a template for kinds the shop records", () => {
    for (const kind of ORDER_EMAIL_KINDS) expect(isMessageKind(kind)).toBe(true);
  });

  it("confirms an order with its lines, totals, VAT, addresses, payment, the order's page and the contracts attached, in both parts", async () => {
    const summary = placed();
    const { subject, html, text } = await renderOrderEmail(
      "order.confirmation",
      "Minik Dünya siparişiniz alındı (260612123456)",
      summary,
      { attachments: ["On-Bilgilendirme-Formu-260612123456.pdf", "Mesafeli-Satis-Sozlesmesi-260612123456.pdf"] },
      ORIGIN,
    );
    expect(subject).toBe("Minik Dünya siparişiniz alındı (260612123456)");
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain("prefers-color-scheme: dark");
    expect(html).toContain("max-width:600px");
    expect(html).toContain(`href="${PAGE}"`);
    const t = summary.totals;
    saysAll({ html, text }, [
      "Siparişiniz alındı!",
      "260612123456",
      "12 Haziran 2026 14:05",
      "Chicco Trio Bebek Arabası",
      "Renk: Gri",
      "Beden: 6-9 Ay · Renk: Mavi",
      "2 adet × 149,90 TL",
      "299,80 TL",
      "4.299,90 TL",
      "Ürün Toplamı",
      formatMoney(t.itemsTotalKurus),
      "Bebek Arabalarında %10 İndirim",
      "−430,00 TL",
      "Joker Puan (25 puan)",
      "-25,00 TL",
      "Kargo",
      "Ücretsiz",
      "Genel Toplam",
      "KDV Dahil",
      formatMoney(t.grandTotalKurus),
      ...t.vat.flatMap((v) => [`KDV %${v.rate}`, formatMoney(v.vatKurus)]),
      "Moda Cad. No: 12 D: 3",
      "Caferağa / Kadıköy / İstanbul",
      "Minik Ticaret Ltd. Şti. — Kadıköy V.D. 4540536920",
      "Kredi Kartı",
      "5400 36** **** 0003",
      "Taksit: 3 + 2 taksit",
      "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi bu e-postanın ekinde PDF olarak yer alır",
      `Bu siparişten ${summary.pointsEarned} Joker puan kazandınız`,
    ]);
    expect(t.vat.map((v) => v.rate)).toEqual([10, 20]);
    expect(text).toContain(`Siparişimi Görüntüle: ${PAGE}`);
    expect(text).toContain("TESLİMAT ADRESİ");
    expect(text).toContain("FATURA ADRESİ");
  });

  it("gives a bank transfer's account, a pickup's store, and keeps a gift list's addresses out", async () => {
    const transfer = await renderOrderEmail(
      "order.confirmation",
      "s",
      placed({
        status: "awaitingTransfer",
        payment: {
          ...placed().payment!,
          type: "moneyOrder",
          label: "Havale / EFT",
          maskedPan: null,
          bankName: null,
          cardFamily: null,
          transfer: { bankName: "Minik Bank", accountName: "Minik Dünya A.Ş.", iban: "TR12 0001 0000 0000 0000 0000 01" },
        },
      }),
      {},
      ORIGIN,
    );
    saysAll(transfer, ["Havale / EFT ile ödemenizi bekliyoruz", "IBAN: TR12 0001 0000 0000 0000 0000 01", "Açıklama: 260612123456"]);
    const pickup = await renderOrderEmail(
      "order.confirmation",
      "s",
      placed({
        fulfilment: "pickup",
        deliveryType: "getShop",
        store: { name: "Kadıköy Mağazası", address: "Moda Cad. 1", city: "İstanbul", phone: "02160000000", openingHours: "10:00-22:00" },
      }),
      {},
      ORIGIN,
    );
    saysAll(pickup, ["Kadıköy Mağazası", "Çalışma saatleri: 10:00-22:00"]);
    expect(visible(pickup.html)).toContain("Mağazadan Teslim Alma");
    expect(pickup.text).toContain("MAĞAZADAN TESLİM ALMA");
    const gift = await renderOrderEmail("order.confirmation", "s", placed({ hideAddresses: true, deliveryAddress: null }), {}, ORIGIN);
    expect(gift.text).not.toContain("Moda Cad.");
    expect(gift.html).not.toContain("Moda Cad.");
  });

  it("keeps a hostile name text and cuts a huge one in both parts", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const huge = "Ş".repeat(10_000);
    const summary = placed();
    summary.lines[0] = { ...summary.lines[0], name: `${hostile} ${huge}`, attributes: [`Renk: ${huge}`] };
    summary.deliveryAddress = { ...summary.deliveryAddress!, personName: hostile, address: huge };
    const { html, text } = await renderOrderEmail("order.confirmation", "s", summary, {}, ORIGIN);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    for (const part of [html, text]) {
      expect(part).not.toContain("Ş".repeat(MAX_WORD));
      expect(part).toContain(`${"Ş".repeat(MAX_WORD - 1)}…`);
    }
    expect(text).toContain(hostile);
    expect(html.length).toBeLessThan(60_000);
    expect(text.length).toBeLessThan(5_000);
  });

  it("tells that the parcel shipped: the carrier, the tracking code, the steps, the products and where they go", async () => {
    const summary = placed({
      shipmentStatusCode: 2,
      follow: { label: "Kargoya Verildi", tone: "active", step: 2 },
      shipments: [shippedParcel],
    });
    const { html, text } = await renderOrderEmail("order.shipped", "Siparişiniz kargoya verildi (260612123456)", summary, {}, ORIGIN);
    expect(html).toContain(`href="${PAGE}"`);
    saysAll({ html, text }, [
      "Siparişiniz kargoya verildi",
      "MNG Kargo",
      "MD482915730264",
      "Kargomu Takip Et",
      "Pamuklu Bebek Tulumu",
      "2 adet",
      "Moda Cad. No: 12 D: 3",
      "e-Arşiv faturanız ayrı bir e-posta ile gönderildi.",
    ]);
    expect(visible(html)).toContain("Teslim Edildi");
    expect(text).toContain(`Kargomu Takip Et: ${PAGE}`);
  });

  it("tells that it arrived, with a review link for each product and the member's return page (a guest's: the contact page)", async () => {
    const delivered = placed({
      shipmentStatusCode: 9,
      follow: { label: "Teslim Edildi", tone: "done", step: 3 },
      shipments: [{ ...shippedParcel, receiverName: "Ayşe Yılmaz", processDate: new Date("2026-06-14T08:20:00Z") }],
      returnOpen: true,
      returnUntilText: "28 Haziran 2026",
    });
    const member = await renderOrderEmail("order.delivered", "s", delivered, {}, ORIGIN);
    expect(member.html).toContain(`href="${ORIGIN}/urun/urun-1#degerlendirmeler"`);
    expect(member.html).toContain(`href="${ORIGIN}/kullanici/siparislerim/iade/detay/p6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh"`);
    saysAll(member, [
      "Siparişiniz teslim edildi",
      "Ayşe Yılmaz, 14 Haziran 2026 11:20",
      "Ürünlerinizi 28 Haziran 2026 tarihine kadar iade edebilirsiniz.",
    ]);
    expect(member.text).toContain(`Değerlendir: ${ORIGIN}/urun/urun-2#degerlendirmeler`);
    const guest = await renderOrderEmail("order.delivered", "s", { ...delivered, memberOrder: false }, {}, ORIGIN);
    expect(guest.html).toContain(`href="${ORIGIN}/bize-ulasin"`);
    expect(guest.html).not.toContain("iade/detay");
    // A product that is not a page of the shop gets no review link.
    const foreign = { ...delivered, lines: delivered.lines.map((l) => ({ ...l, url: "https://kotu.example/x" })) };
    expect((await renderOrderEmail("order.delivered", "s", foreign, {}, ORIGIN)).html).not.toContain("kotu.example");
  });

  it("says why a parcel was not delivered", async () => {
    const summary = placed({ shipmentStatusCode: 14, shipments: [shippedParcel] });
    const { html, text } = await renderOrderEmail("order.notDelivered", "s", summary, { statusCode: 14 }, ORIGIN);
    saysAll({ html, text }, ["Siparişiniz teslim edilemedi", "Kargo firmasının bildirdiği neden: Adres bulunamadı", "MD482915730264"]);
  });

  it("names the invoice it carries: its number, date, amount, ETTN and file", async () => {
    const summary = placed({ shipments: [shippedParcel] });
    const invoice = invoiceOf(summary)!;
    const { html, text } = await renderOrderEmail(
      "order.invoice",
      "e-Arşiv faturanız (260612123456)",
      summary,
      { invoice, attachments: ["Minik-Dunya-Fatura-260612123456.pdf"] },
      ORIGIN,
    );
    saysAll({ html, text }, [
      "e-Arşiv faturanız hazır",
      invoice.number,
      "12.06.2026",
      invoice.ettn,
      "Minik-Dunya-Fatura-260612123456.pdf",
      "ekinde PDF olarak yer alır",
      "e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.",
    ]);
    expect(html).toContain(`href="${PAGE}"`);
  });
});
