import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, outbox } from "#app/db/schema";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { deliverDueMessages } from "#app/domain/notifications/delivery.server";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { SmtpTransport } from "#app/domain/notifications/smtp-transport.server";
import { readConfig } from "#app/lib/config.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { pdfText } from "#tests/support/pdf-text";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "#tests/support/smtp";
import { orderKit, seedToyShop } from "#tests/support/unit/orders";
import { openTestDb } from "#tests/support/unit/test-db";
import { composeShopEmail } from "./compose-email";

let db: Db;
let close: () => Promise<void>;
let smtp: TestSmtpServer;
let transport: SmtpTransport;
let member: number;
let toy: number;
let carrier: number;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({ toy, carrier, member } = await seedToyShop(db, 19_990));
  smtp = await startSmtpServer();
  transport = new SmtpTransport(readConfig({ SMTP_URL: smtp.url, MAIL_FROM: "Minik Dünya <siparis@minikdunya.com.tr>" }).mail!, {
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: 10_000,
  });
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await close?.();
});

/** Delivers every due message as the shop does with SMTP_URL set: each e-mail composed by its kind's template and sent over SMTP. */
async function deliver(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const report = await deliverDueMessages(db, { delivery: { email: transport, composeEmail: composeShopEmail } });
  expect(report.failed).toBe(0);
  const sent = await db.select({ n: outbox.id }).from(outbox).where(eq(outbox.channel, "email"));
  await smtp.waitFor(sent.length);
  return smtp.received.slice(before);
}

const bySubject = (mails: ReceivedMail[], start: string) => {
  const found = mails.filter((m) => m.parsed.subject?.startsWith(start));
  expect(found, start).toHaveLength(1);
  return found[0];
};

/** Every link of the HTML part: the shop's own, built from PUBLIC_URL. */
const links = (mail: ReceivedMail) => [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("the order's e-mails over real SMTP", () => {
  it("sends the confirmation with both contract PDFs, the shipped and invoice e-mails with the invoice PDF, links from PUBLIC_URL", async () => {
    // A pay-at-the-door order stands as it is placed: its confirmation is recorded then (order-lifecycle.server.ts).
    const order = await kit.place([[toy, 2]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
    const [confirmation] = await deliver();
    expect(confirmation.envelope.to).toEqual(["alici@example.com"]);
    expect(confirmation.parsed.subject).toBe(`Minik Dünya siparişiniz alındı (${order.orderNumber})`);
    expect(confirmation.parsed.html).toContain("Oyuncak Ayı");
    expect(confirmation.parsed.html).toContain("2 adet × 199,90 TL");
    expect(confirmation.parsed.text).toContain("2 adet × 199,90 TL = 399,80 TL");
    expect(confirmation.parsed.text).toContain(`Genel Toplam (KDV Dahil): `);
    const contracts = confirmation.parsed.attachments;
    expect(contracts.map((a) => a.filename)).toEqual([
      `On-Bilgilendirme-Formu-${order.orderNumber}.pdf`,
      `Mesafeli-Satis-Sozlesmesi-${order.orderNumber}.pdf`,
    ]);
    for (const pdf of contracts) {
      expect(pdf.contentType).toBe("application/pdf");
      expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect((await pdfText(new Uint8Array(pdf.content))).text).toContain(order.orderNumber);
    }
    const page = `${publicOrigin()}/payment/checkout/summary?orderHash=${order.orderHash}`;
    expect(links(confirmation)).toContain(page);
    expect(confirmation.parsed.text).toContain(page);

    for (const toCode of [1, 2]) await moveShipment(db, order.id, { toCode });
    const news = await deliver();
    expect(news).toHaveLength(2);
    const shipped = bySubject(news, "Siparişiniz kargoya verildi");
    const [parcel] = await db.select({ code: orders.shipmentStatusCode }).from(orders).where(eq(orders.id, order.id));
    expect(parcel.code).toBe(2);
    expect(shipped.parsed.html).toContain("MNG Kargo");
    expect(shipped.parsed.text).toMatch(/Takip Numarası: MD\d{12}/);
    expect(shipped.parsed.attachments).toEqual([]);
    const invoice = bySubject(news, "e-Arşiv faturanız");
    expect(invoice.parsed.attachments.map((a) => a.filename)).toEqual([`Minik-Dunya-Fatura-${order.orderNumber}.pdf`]);
    const invoicePdf = invoice.parsed.attachments[0].content;
    expect(invoicePdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const invoiceNumber = /Fatura No: (MDA\d{13})/.exec(String(invoice.parsed.text))![1];
    expect((await pdfText(new Uint8Array(invoicePdf))).text).toContain(invoiceNumber);
    for (const mail of [confirmation, ...news]) {
      expect(links(mail).length).toBeGreaterThan(0);
      for (const link of links(mail)) expect(link.startsWith(`${publicOrigin()}/`) || link === publicOrigin()).toBe(true);
    }
  });

  it("keeps the generic layout for other kinds and for an order's e-mail it cannot compose (no invoice for a cancelled order)", async () => {
    const order = await kit.place([[toy, 1]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    await recordMessages(db, [
      {
        kind: "order.invoice",
        channel: "email",
        to: "alici@example.com",
        subject: "e-Arşiv faturanız (eski)",
        body: "Faturanız.",
        data: { orderId: order.id },
      },
      { kind: "contact.received", channel: "email", to: "alici@example.com", subject: "Mesajınız alındı", body: "Teşekkürler.", data: {} },
    ]);
    const mails = (await deliver()).filter((m) => !m.parsed.subject?.startsWith("Minik Dünya siparişiniz alındı"));
    expect(mails.map((m) => m.parsed.subject).sort()).toEqual(["Mesajınız alındı", "e-Arşiv faturanız (eski)"]);
    for (const mail of mails) {
      expect(mail.parsed.attachments).toEqual([]);
      expect(mail.parsed.text).toMatch(/^(Faturanız\.|Teşekkürler\.)\n/);
    }
  });
});
