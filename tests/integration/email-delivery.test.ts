/**
 * E-mail really delivered (docs/email.md), tried as a new shop owner would: a shop of its own with
 * SMTP_URL pointing at an SMTP server inside the test (tests/support/smtp.ts: real SMTP, read back
 * with mailparser), every message leaving through the job queue.
 *   - a guest's card order: the Turkish HTML confirmation with a text part, links on PUBLIC_URL, the
 *     pre-information form and the distance contract attached as PDFs, its Message-ID the outbox's
 *     stable id on MAIL_FROM's domain;
 *   - shipping it from the back office brings the shipped e-mail (carrier, tracking number, the
 *     tracking link on PUBLIC_URL) and the e-Arşiv invoice's e-mail with its PDF; the back office's
 *     /yonetim/bildirimler lists each of the order's e-mails as sent;
 *   - the whole shop killed (SIGKILL) right after a payment, before or while its e-mail leaves:
 *     after a restart on the same storage the confirmation arrives, every copy with one Message-ID;
 *   - commercial e-mail (İYS): a club member of İstanbul who chose to hear of events gets the new
 *     event's announcement with List-Unsubscribe (RFC 2369) and the one-click header (RFC 8058), the
 *     link on PUBLIC_URL; the mail provider's one-click POST (no cookie, no Origin) withdraws the
 *     consent, the page then says so, and the next event brings them nothing; a made-up token is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_UNSUBSCRIBED, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from "#app/domain/notifications/unsubscribe.messages";
import { istanbulInputValue } from "#app/lib/dates";
import { backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { rawRequest, request, useShop } from "../support/http";
import { SCHED_IDLE, childPids, threadScheduling } from "../../scripts/proc-stat";
import { messageList } from "../support/failed-messages";
import { payByCard, variantWithStock } from "../support/checkout";
import { createStorage, startShop, targetKind, type ShopServer, type Storage } from "../support/server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { newMember, outbox } from "../support/visitor";

let smtp: TestSmtpServer;
let storage: Storage;
let shop: ShopServer;
let owner: Visitor;
const GUEST = "misafir.alici@example.com";
const CONFIRMATION = /^Minik Dünya siparişiniz alındı \((\d+)\)$/;

const startWithSmtp = () => startShop(storage, { SMTP_URL: smtp.url, MAIL_FROM: "Minik Dünya <bildirim@minikdunya.test>" });

beforeAll(async () => {
  smtp = await startSmtpServer();
  storage = await createStorage(targetKind(), { prepared: true });
  shop = await startWithSmtp();
  useShop(shop.url);
  owner = await verifiedManager(demoManager("owner"));
}, 240_000);

afterAll(async () => {
  useShop(null);
  await shop?.stop();
  await storage?.dispose();
  await smtp?.stop();
});

/** The first mail to `to` whose subject matches, as the SMTP server received it (waits up to `ms`). */
async function mailTo(to: string, subject: RegExp, ms = 30_000): Promise<ReceivedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = smtp.received.find((m) => m.envelope.to.includes(to) && subject.test(m.parsed.subject ?? ""));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The order numbers of the guest's confirmations received so far, each with the Message-IDs it came with. */
function confirmationsReceived(): Map<string, Set<string>> {
  const byOrder = new Map<string, Set<string>>();
  for (const mail of smtp.received) {
    const number = CONFIRMATION.exec(mail.parsed.subject ?? "")?.[1];
    if (!number || !mail.envelope.to.includes(GUEST)) continue;
    byOrder.set(number, (byOrder.get(number) ?? new Set()).add(mail.parsed.messageId ?? ""));
  }
  return byOrder;
}

describe("a guest's card order", () => {
  it("brings the Turkish HTML confirmation with the pre-information form and the distance contract as PDFs", async () => {
    const variant = await variantWithStock(5, 5000);
    const seen = new Set(confirmationsReceived().keys());
    expect(await payByCard(variant.productId)).not.toBeNull();
    const mail = await mailTo(GUEST, CONFIRMATION);
    const number = CONFIRMATION.exec(mail.parsed.subject!)![1];
    expect(seen.has(number)).toBe(false);
    expect(mail.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@minikdunya\.test>$/);
    expect(mail.parsed.from?.text).toContain("bildirim@minikdunya.test");
    expect(mail.parsed.html).toContain('lang="tr"');
    expect(mail.parsed.html).toContain(number);
    expect(mail.parsed.text).toContain(number);
    // Every link of the shop is on PUBLIC_URL.
    const links = [...String(mail.parsed.html).matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link.replace(/&amp;/g, "&")).origin).toBe(shop.url);
    const pdfs = mail.parsed.attachments.filter((a) => a.contentType === "application/pdf");
    expect(pdfs).toHaveLength(2);
    for (const pdf of pdfs) {
      expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.filename).toMatch(new RegExp(`-${number}\\.pdf$`));
    }
    // Drawn and sent on the shop's thread of lower priority (server/email-thread.ts), not on the one answering requests.
    // (Hurried while work waited long on a busy machine, it goes back to SCHED_IDLE once none waits.)
    await expect.poll(() => threadScheduling(shop.pid)).toContainEqual({ nice: 0, policy: SCHED_IDLE });
  });

  it("brings the shipped e-mail and the invoice's when the order ships, and the back office lists each one as sent", async () => {
    const variant = await variantWithStock(5, 5000);
    const seen = new Set(confirmationsReceived().keys());
    expect(await payByCard(variant.productId)).not.toBeNull();
    let number = "";
    for (const deadline = Date.now() + 30_000; !number && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200)))
      number = [...confirmationsReceived().keys()].find((n) => !seen.has(n)) ?? "";
    expect(number).not.toBe("");
    const order = `/yonetim/siparisler/${number}`;
    expect((await backOfficePost(owner, order, { intent: "pack" })).status).toBe(200);
    const { body } = await backOfficeJson<{ order: { carriers: { id: number; title: string }[] } }>(owner, order);
    const [carrier] = body.order.carriers;
    const tracking = `MD${number.slice(-8)}`;
    expect((await backOfficePost(owner, order, { intent: "ship", carrierId: String(carrier.id), trackingCode: tracking })).status).toBe(
      200,
    );

    const shipped = await mailTo(GUEST, new RegExp(`^Siparişiniz kargoya verildi \\(${number}\\)$`));
    for (const part of [shipped.parsed.html, shipped.parsed.text]) {
      expect(part).toContain(carrier.title);
      expect(part).toContain(tracking);
    }
    const links = [...String(shipped.parsed.html).matchAll(/href="(https?:[^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")));
    expect(links.every((link) => link.origin === shop.url)).toBe(true);
    const invoice = await mailTo(GUEST, new RegExp(`^e-Arşiv faturanız \\(${number}\\)$`));
    const [pdf] = invoice.parsed.attachments;
    expect(pdf.contentType).toBe("application/pdf");
    expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The operator's list: each of the order's e-mails, sent, its recipient masked.
    for (const kind of ["order.confirmation", "order.shipped", "order.invoice"]) {
      const { rows } = await messageList(owner, `?kanal=eposta&durum=gonderildi&tur=${kind}`);
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(rows[0].recipient).toBe("m***@e***.com");
    }
  });

  it("loses nothing when the whole shop is killed right after a payment: after a restart the confirmation arrives, under one Message-ID", async () => {
    const variant = await variantWithStock(5, 5000);
    const before = new Set(confirmationsReceived().keys());
    expect(await payByCard(variant.productId)).not.toBeNull();
    // The delivery job is woken a second after the commit: killed now, the e-mail has most likely not left.
    for (const pid of [shop.pid, ...childPids(shop.pid)]) process.kill(pid, "SIGKILL");
    await shop.exited;
    shop = await startWithSmtp();
    useShop(shop.url);
    const deadline = Date.now() + 60_000;
    let fresh: [string, Set<string>][] = [];
    while (fresh.length === 0 && Date.now() < deadline) {
      fresh = [...confirmationsReceived()].filter(([number]) => !before.has(number));
      if (fresh.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(fresh).toHaveLength(1);
    // At least once, never as two different messages: every copy carries the outbox's one id.
    expect(fresh[0][1].size).toBe(1);
  }, 180_000);
});

describe("a new club event announced by e-mail, and leaving it in one click", () => {
  let email = "";
  let storeId = "";
  const eventForm = (title: string) => ({
    intent: "save",
    title,
    description: "Minikler için parmak boyası atölyesi.",
    storeId,
    cityId: "",
    startsAt: istanbulInputValue(new Date(Date.now() + 6 * 86_400_000)).slice(0, 14) + "00",
    capacity: "10",
  });

  beforeAll(async () => {
    const member = await newMember();
    email = member.email;
    const joined = await member.v.send("/aile-kulubu/uye-ol", {
      body: {
        firstname: "Deniz",
        lastname: "Kaya",
        email,
        phone: "(532) 765-4321",
        cityId: "34",
        children: [{ name: "Ada", gender: "K", day: "3", month: "5", year: "2022" }],
        agreement: true,
        newsletter: true,
      } as unknown as Record<string, string>,
    });
    expect(((await joined.json()) as { success: boolean }).success).toBe(true);
    const stores = await backOfficeJson<{ stores: { id: number; name: string }[] }>(owner, "/yonetim/kulup/duzenle");
    // An İstanbul store ('İstanbul · …'): the event's city is its store's, the member's is İstanbul.
    storeId = String(stores.body.stores.find((s) => s.name.startsWith("İstanbul"))!.id);
  }, 120_000);

  it("brings the announcement with List-Unsubscribe on PUBLIC_URL; one-click withdraws; the next event brings nothing", async () => {
    const made = await backOfficePost<{ success: boolean }>(owner, "/yonetim/kulup/duzenle", eventForm("Parmak Boyası Atölyesi"));
    expect(made.body.success).toBe(true);
    const mail = await mailTo(email, /^Yeni etkinlik: Parmak Boyası Atölyesi$/);
    // The header lines as they came over the wire (unfolded): mailparser reads List-* headers into objects of its own.
    const header = (key: string) =>
      (mail.parsed.headerLines.find((h) => h.key === key)?.line ?? "").replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
    const url = /^<(.+)>$/.exec(header("list-unsubscribe"))?.[1] ?? "";
    expect(url.startsWith(`${shop.url}/bildirim/abonelikten-cik/`)).toBe(true);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.parsed.html).toContain(`href="${url}"`);
    expect(mail.parsed.text).toContain(url);
    expect(mail.parsed.text).toContain("Parmak Boyası Atölyesi");

    const path = new URL(url).pathname;
    // Opening the link changes nothing (mail scanners open every link): the page asks for one press.
    const page = await request(path, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("Abonelikten çık");
    // The mail provider's one-click: a POST from its servers, no cookie, no Origin.
    const oneClick = await rawRequest(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toContain(UNSUBSCRIBED.replace(/'/g, "&#x27;"));
    expect(await (await request(path, { headers: { Accept: "text/html" } })).text()).toContain(ALREADY_UNSUBSCRIBED);

    const before = smtp.received.length;
    expect((await backOfficePost<{ success: boolean }>(owner, "/yonetim/kulup/duzenle", eventForm("Müzik Saati"))).body.success).toBe(true);
    // Nothing was even recorded for them (the outbox is the record of every message).
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await outbox()).filter((m) => m.to === email && m.subject.includes("Müzik Saati"))).toEqual([]);
    expect(smtp.received.slice(before).filter((m) => m.envelope.to.includes(email))).toEqual([]);
  });

  it("answers a made-up or tampered token with a 404 that names no one", async () => {
    for (const token of ["1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "abc", "1"]) {
      const response = await request(`/bildirim/abonelikten-cik/${token}`, { headers: { Accept: "text/html" } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(UNSUBSCRIBE_LINK_INVALID);
      const posted = await rawRequest(`/bildirim/abonelikten-cik/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(posted.status).toBe(404);
    }
  });
});
