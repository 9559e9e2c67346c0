/**
 * The outgoing messages in the back office (/yonetim/bildirimler) over real HTTP, on a shop of its
 * own that sends e-mail over SMTP to a real SMTP server in this process, which refuses some
 * addresses for good ('550 5.1.1'): a shopper's contact form to such an address gives a message
 * the delivery job gives up ('Gönderilemedi'). Then:
 *   - the list shows it with the recipient masked, the kind in Turkish and the scrubbed error,
 *     never the address, subject or text; the order team's dashboard warns, with a link;
 *   - a role without `notifications.write` (catalogue, store) and a visitor are refused the page,
 *     its data and its posts, with none of it; their dashboard has no warning;
 *   - a post from another site is refused and changes nothing;
 *   - once the mailbox exists, 'Yeniden gönder' pressed by two managers at the same moment sends
 *     it once (one 200, one 409), it goes out and leaves the failed list; a sent message cannot be
 *     sent again; 'Başarısızların tümünü yeniden gönder' in the e-mail filter sends the others;
 *     one audit row per message resent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PERMISSION } from "#app/domain/back-office/back-office.messages";
import { ONLY_FAILED_RESENT, RESENT_ONE, resentMany } from "#app/domain/notifications/message-admin";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { acknowledgementTo, failedAcknowledgements as failedOf, messageList as list, shopRefusingMail } from "../support/failed-messages";
import { request, useShop } from "../support/http";
import { stamp, visitor } from "../support/visitor";

const PAGE = "/yonetim/bildirimler";
const n = stamp();
const REFUSED = [`geri.${n}@example.com`, `iade.${n}@example.com`, `ret.${n}@example.com`];

type Answer = { success: boolean; reason: string; message: string };
type DashboardAnswer = {
  dashboard: { deliveries: { failed: { email: number; sms: number }; overdue: { email: number; sms: number } } | null };
};

let shop: Awaited<ReturnType<typeof shopRefusingMail>>;
let owner: Visitor;
let ordersTeam: Visitor;

const failedAcknowledgements = (count: number) => failedOf(ordersTeam, count);
const mailsTo = (address: string) => shop.smtp.received.filter((m) => m.envelope.to.includes(address));

beforeAll(async () => {
  shop = await shopRefusingMail(REFUSED);
  useShop(shop.url);
  [owner, ordersTeam] = await Promise.all([verifiedManager(demoManager("owner")), verifiedManager(demoManager("orders"))]);
}, 240_000);

afterAll(async () => {
  useShop(null);
  await shop?.dispose();
}, 60_000);

describe("/yonetim/bildirimler", () => {
  it("lists a message the mail server refused as failed: the recipient masked, never its address, subject or text", async () => {
    await acknowledgementTo(REFUSED[0]);
    const [row] = await failedAcknowledgements(1);
    expect(row).toMatchObject({
      channelLabel: "E-posta",
      recipient: "g***@e***.com",
      kind: "contact.received",
      kindLabel: "Bize Ulaşın onayı",
      stateLabel: "Gönderilemedi",
      tries: 1,
      sentText: null,
      nextTryText: null,
    });
    expect(row.lastError).toContain("mailbox unavailable");
    expect(row.givenUpText).toBeTruthy();
    const answer = JSON.stringify(await list(owner, ""));
    const html = (await owner.page(PAGE)).html;
    for (const shown of [answer, html]) {
      expect(shown).not.toContain(REFUSED[0]);
      expect(shown).not.toContain("Mesajınızı aldık");
      expect(shown).not.toContain("pazar günü");
    }
    // The back office's own SMS codes are in the list too, their numbers masked.
    expect(answer).toContain("0532 *** ** 78");
    expect(answer).not.toContain("05329998878");
    expect(html).toContain("Başarısızların tümünü yeniden gönder");
  });

  it("warns on the dashboard of those who resend messages, with a link to the failed ones", async () => {
    await expect
      .poll(async () => (await backOfficeJson<DashboardAnswer>(ordersTeam, "/yonetim")).body.dashboard.deliveries?.failed.email, {
        timeout: 20_000,
        interval: 1_000,
      })
      .toBe(1);
    const html = (await ordersTeam.page("/yonetim")).html;
    expect(html).toContain("Mesaj gönderiminde sorun var");
    expect(html).toContain('href="/yonetim/bildirimler?durum=gonderilemedi&amp;kanal=eposta"');
    expect(html).toContain('href="/yonetim/bildirimler"');
  });

  it("refuses a role without the permission and a visitor: page, data and posts, with nothing of the list", async () => {
    const [failed] = await failedAcknowledgements(1);
    for (const role of ["catalogue", "store"] as const) {
      const v = await verifiedManager(demoManager(role));
      const json = await backOfficeJson(v, `${PAGE}?durum=gonderilemedi`);
      expect(json).toMatchObject({ status: 403, body: { success: false, reason: NO_PERMISSION } });
      expect(json.body).not.toHaveProperty("rows");
      const page = await v.page(PAGE);
      expect(page.status).toBe(403);
      expect(page.html).not.toContain("g***@e***.com");
      expect(page.html).not.toContain("Bize Ulaşın onayı");
      expect(await backOfficePost(v, PAGE, { intent: "resend", id: String(failed.id) })).toMatchObject({ status: 403 });
      expect(await backOfficePost(v, PAGE, { intent: "resendFailed" })).toMatchObject({ status: 403 });
      // Their panel has no word of messages, and their nav no Bildirimler.
      const panel = await v.page("/yonetim");
      expect(panel.html).not.toContain("Mesaj gönderiminde sorun var");
      expect(panel.html).not.toContain('href="/yonetim/bildirimler"');
      expect((await backOfficeJson<DashboardAnswer>(v, "/yonetim")).body.dashboard.deliveries).toBeNull();
    }
    const stranger = visitor();
    expect((await backOfficeJson(stranger, PAGE)).status).toBe(403);
    expect((await backOfficePost(stranger, PAGE, { intent: "resendFailed" })).status).toBe(403);
    expect(await failedAcknowledgements(1)).toHaveLength(1);
  });

  it("refuses a post from another site and changes nothing", async () => {
    const [failed] = await failedAcknowledgements(1);
    const forgeries: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://kotu.example" },
      { Origin: "https://kotu.example" },
    ];
    for (const headers of forgeries) {
      const forged = await request(PAGE, {
        method: "POST",
        headers: {
          ...headers,
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: owner.managerCookieHeader(),
          "X-Forwarded-For": owner.ip,
        },
        body: new URLSearchParams({ intent: "resend", id: String(failed.id) }).toString(),
      });
      expect(forged.status).toBe(403);
    }
    expect((await failedAcknowledgements(1))[0]).toMatchObject({ id: failed.id, stateLabel: "Gönderilemedi" });
    expect(await auditRows(owner, `tur=message&kayit=${failed.id}`)).toEqual([]);
  });

  it("resends a failed message once when two managers press at the same moment; it goes out and leaves the failed list", async () => {
    const [failed] = await failedAcknowledgements(1);
    shop.smtp.stopRefusing(REFUSED[0]);
    const presses = await Promise.all(
      [owner, ordersTeam].map((v) => backOfficePost<Answer>(v, PAGE, { intent: "resend", id: String(failed.id) })),
    );
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    expect(presses.find((p) => p.status === 200)!.body).toMatchObject({ success: true, message: RESENT_ONE });
    expect(presses.find((p) => p.status === 409)!.body).toMatchObject({ success: false, reason: ONLY_FAILED_RESENT });
    await expect
      .poll(async () => (await list(owner, "?tur=contact.received")).rows.find((r) => r.id === failed.id)?.stateLabel, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe("Gönderildi");
    expect(mailsTo(REFUSED[0])).toHaveLength(1);
    expect((await list(owner, "?durum=gonderilemedi")).rows).toEqual([]);
    // Sent: never again from here.
    expect(await backOfficePost<Answer>(owner, PAGE, { intent: "resend", id: String(failed.id) })).toMatchObject({
      status: 409,
      body: { reason: ONLY_FAILED_RESENT },
    });
    expect(await backOfficePost<Answer>(owner, PAGE, { intent: "resend", id: "999999999" })).toMatchObject({ status: 404 });
    const audit = await auditRows(owner, `tur=message&kayit=${failed.id}`);
    expect(audit.map((a) => a.action)).toEqual(["message.resend"]);
    expect(JSON.stringify(audit)).not.toContain(REFUSED[0]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(REFUSED[0])).toHaveLength(1);
  });

  it("resends every failed message of the filter with 'Başarısızların tümünü yeniden gönder'", async () => {
    await acknowledgementTo(REFUSED[1]);
    await acknowledgementTo(REFUSED[2]);
    const failed = await failedAcknowledgements(2);
    expect((await list(owner, "?kanal=eposta")).failed.count).toBe(2);
    shop.smtp.stopRefusing(REFUSED[1]);
    shop.smtp.stopRefusing(REFUSED[2]);
    expect(await backOfficePost<Answer>(ordersTeam, PAGE, { intent: "resendFailed", kanal: "eposta" })).toMatchObject({
      status: 200,
      body: { success: true, message: resentMany(2) },
    });
    await expect.poll(async () => (await list(owner, "?durum=gonderilemedi")).rows.length, { timeout: 30_000, interval: 500 }).toBe(0);
    await expect
      .poll(async () => (await list(owner, "?durum=gonderildi&tur=contact.received")).rows.length, { timeout: 30_000, interval: 500 })
      .toBe(3);
    expect(mailsTo(REFUSED[1])).toHaveLength(1);
    expect(mailsTo(REFUSED[2])).toHaveLength(1);
    for (const row of failed)
      expect((await auditRows(owner, `tur=message&kayit=${row.id}`)).map((a) => a.action)).toEqual(["message.resendFailed"]);
    // Nothing failed is left: the button says so and goes nowhere.
    expect(await backOfficePost<Answer>(owner, PAGE, { intent: "resendFailed" })).toMatchObject({
      status: 200,
      body: { message: resentMany(0) },
    });
  });
});
