/**
 * Messages that fail for real, for the tests of /yonetim/bildirimler: a shop of its own sending
 * e-mail over SMTP to a real SMTP server in the test process that refuses some addresses for good
 * ('550 5.1.1'), so the delivery job gives up on what goes to them; a shopper's contact form sends
 * such an e-mail (its acknowledgement goes to the address typed); the list read as a manager's JSON.
 */
import { expect } from "vitest";
import type { MessageListRow } from "#app/domain/notifications/message-admin.server";
import { backOfficeJson, type Visitor } from "./back-office";
import { createStorage, startShop, targetKind } from "./server";
import { startSmtpServer, type TestSmtpServer } from "./smtp";
import { visitor } from "./visitor";

export type MessageListAnswer = { rows: MessageListRow[]; failed: { count: number } };

/** A shop whose mail server refuses `addresses` (point the HTTP helpers at `url` with useShop, and back after dispose()). */
export async function shopRefusingMail(addresses: string[]) {
  const smtp: TestSmtpServer = await startSmtpServer({ refuse: addresses });
  // The run's prepared shop (its seeding done), started with the mail settings.
  const storage = await createStorage(targetKind(), { prepared: true });
  const server = await startShop(storage, { SMTP_URL: smtp.url, MAIL_FROM: "Minik Dünya <siparis@minikdunya.test>" }).catch(
    async (error) => {
      await storage.dispose();
      await smtp.stop();
      throw error;
    },
  );
  return {
    smtp,
    url: server.url,
    dispose: async () => {
      await server.stop();
      await storage.dispose();
      await smtp.stop();
    },
  };
}

/** A shopper's contact message: its acknowledgement ('Bize Ulaşın onayı') is e-mailed to `email`. */
export async function acknowledgementTo(email: string) {
  const sent = await visitor().post("/bize-ulasin", {
    firstName: "Elif",
    email,
    subject: "diger",
    message: "Mağazanız pazar günü açık mı? Bilgi verir misiniz?",
    orderNumber: "",
    phone: "",
  });
  expect(sent.answer, JSON.stringify(sent.answer)).toMatchObject({ success: true });
}

/** /yonetim/bildirimler with a query, as the manager's JSON. */
export async function messageList(v: Visitor, query = ""): Promise<MessageListAnswer> {
  const answer = await backOfficeJson<MessageListAnswer>(v, `/yonetim/bildirimler${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The failed acknowledgements, once the delivery job has given up on `count` of them (a loop of its own: it also runs in a beforeAll). */
export async function failedAcknowledgements(v: Visitor, count: number, timeoutMs = 30_000): Promise<MessageListRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await messageList(v, "?durum=gonderilemedi&tur=contact.received");
    if (rows.length === count) return rows;
    if (Date.now() > deadline) throw new Error(`expected ${count} failed acknowledgements, found ${rows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
