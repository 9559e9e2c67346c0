/**
 * SMS through Netgsm, over real HTTP (docs/sms.md): a shop started with a Netgsm account pointed at
 * a local stand-in (tests/support/netgsm.ts) hears Netgsm's call for an SMS to its number at
 * /bildirim/netgsm/gelen/<key>: a 'RET' withdraws the sender's consent to commercial SMS, recorded
 * with source 'sms-ret'. A wrong key is a 404 like any unknown address, and a half-given account
 * stops the shop at start, naming what is missing. SMS Netgsm took before the start have their
 * delivery reports read by the shop's `messages.reports` job: delivered, or failed at the operator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeNetgsm, type FakeNetgsm } from "../support/netgsm";
import { createStorage, openStorageDb, runShopUntilExit, sqlOnStorage, startShop, type ShopServer, type Storage } from "../support/server";
import { consents, outbox, users } from "#app/db/schema";
import { NetgsmTransport } from "#app/domain/notifications/netgsm.server";

const TOKEN = "Gelen4SmsAnahtari7xQ2mK9pL";
const PHONE = "05327654321";

let netgsm: FakeNetgsm;
let storage: Storage;
let shop: ShopServer;
let memberId: number;
/** Netgsm's job ids of two SMS sent before the start: one reaches the phone, one the operator refuses. */
let deliveredRef: string;
let refusedRef: string;

const inbound = (token: string, init: RequestInit = {}, query = "") => fetch(`${shop.url}/bildirim/netgsm/gelen/${token}${query}`, init);
const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

beforeAll(async () => {
  netgsm = await startFakeNetgsm();
  storage = await createStorage();
  // A member who ticked the campaign box at registration, put in before the shop starts.
  const opened = await openStorageDb(storage);
  try {
    await opened.migrate();
    [{ id: memberId }] = await opened.db
      .insert(users)
      .values({ email: "ret@example.com", phone: PHONE, passwordHash: "x", firstname: "İpek", lastname: "Şahin" })
      .returning({ id: users.id });
    await opened.db.insert(consents).values({
      userId: memberId,
      subject: PHONE,
      kind: "marketing_sms",
      granted: true,
      source: "web-kayit",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    // Two SMS Netgsm took two minutes ago, whose reports are due.
    netgsm.invalidNumbers.add("5559998877");
    const gateway = new NetgsmTransport({
      usercode: netgsm.usercode,
      password: netgsm.password,
      header: netgsm.header,
      baseUrl: netgsm.baseUrl,
    });
    const sms = { messageId: "rapor", text: "Minik Dünya giriş kodunuz 482913" };
    deliveredRef = (await gateway.send({ ...sms, to: PHONE })).providerRef!;
    refusedRef = (await gateway.send({ ...sms, to: "05559998877" })).providerRef!;
    const sent = { kind: "auth.smsLoginCode", channel: "sms", body: sms.text, state: "sent", tries: 1 } as const;
    await opened.db.insert(outbox).values([
      { ...sent, to: PHONE, providerRef: deliveredRef, sentAt: new Date(Date.now() - 120_000), reportDueAt: new Date(Date.now() - 60_000) },
      {
        ...sent,
        to: "05559998877",
        providerRef: refusedRef,
        sentAt: new Date(Date.now() - 120_000),
        reportDueAt: new Date(Date.now() - 60_000),
      },
    ]);
  } finally {
    await opened.close();
  }
  shop = await startShop(storage, {
    SEED: "none",
    NETGSM_USERCODE: netgsm.usercode,
    NETGSM_PASSWORD: netgsm.password,
    NETGSM_HEADER: netgsm.header,
    NETGSM_BASE_URL: netgsm.baseUrl,
    NETGSM_INBOUND_TOKEN: TOKEN,
  });
});

afterAll(async () => {
  await shop?.stop();
  await storage?.dispose();
  await netgsm?.close();
});

describe("SMS delivery reports", () => {
  it("are asked for by the job the shop sends at its start", async () => {
    const started = Date.now();
    while (!shop.output().includes("SMS iletim raporları okundu")) {
      if (Date.now() - started > 60_000) throw new Error("no delivery reports read within a minute");
      await new Promise((r) => setTimeout(r, 250));
    }
    const asked = netgsm.requests.filter((r) => r.path === "/sms/rest/v2/report").map((r) => r.body);
    expect(asked).toEqual([{ jobids: [deliveredRef, refusedRef] }]);
  });
});

describe("Netgsm's call for an SMS to the shop's number", () => {
  it("is a 404 with a wrong or missing key, and changes nothing", async () => {
    for (const token of ["Gelen4SmsAnahtari7xQ2mK9pX", "yanlis", TOKEN.slice(0, -1)]) {
      const response = await inbound(token, form({ sender: "905327654321", message: "RET" }));
      expect(response.status, token).toBe(404);
      await response.arrayBuffer();
    }
  });

  it("answers 200 for a message that is no opt-out, and 400 without a sender", async () => {
    const other = await inbound(TOKEN, form({ sender: "905327654321", message: "Teşekkürler" }));
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ success: true, outcome: "ignored" });
    const nobody = await inbound(TOKEN, form({ message: "RET" }));
    expect(nobody.status).toBe(400);
    await nobody.arrayBuffer();
  });

  it("withdraws the member's SMS consent for a 'ret' (any case), by POST or by GET", async () => {
    const posted = await inbound(TOKEN, form({ sender: "905327654321", message: "ret", datetime: "29112026140000" }));
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ success: true, outcome: "withdrawn" });
    const asked = await inbound(TOKEN, {}, `?gsmno=5321110099&msg=${encodeURIComponent("Ret Minik Dünya")}`);
    expect(await asked.json()).toEqual({ success: true, outcome: "withdrawn" });
    const json = await inbound(TOKEN, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sender: "+90 532 111 00 98", message: "RET" }),
    });
    expect(await json.json()).toEqual({ success: true, outcome: "withdrawn" });
  });

  it("left the record İYS asks for (who, channel, withdrawn, source, time) and no number or text in the log", async () => {
    await shop.stop();
    const rows = await sqlOnStorage<{
      user_id: number | null;
      subject: string;
      kind: string;
      granted: boolean;
      source: string;
      created_at: Date;
    }>(storage, "select user_id, subject, kind, granted, source, created_at from consents where kind = 'marketing_sms' order by id");
    expect(rows.map((r) => ({ user_id: r.user_id, subject: r.subject, kind: r.kind, granted: r.granted, source: r.source }))).toEqual([
      { user_id: memberId, subject: PHONE, kind: "marketing_sms", granted: true, source: "web-kayit" },
      { user_id: memberId, subject: PHONE, kind: "marketing_sms", granted: false, source: "sms-ret" },
      { user_id: null, subject: "05321110099", kind: "marketing_sms", granted: false, source: "sms-ret" },
      { user_id: null, subject: "05321110098", kind: "marketing_sms", granted: false, source: "sms-ret" },
    ]);
    expect(new Date(rows[1].created_at).toISOString()).toBe("2026-11-29T11:00:00.000Z");
    const log = shop.output();
    expect(log).toContain("/bildirim/netgsm/gelen/");
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain("7654321");
    expect(log).not.toContain("Teşekkürler");
  });
});

describe("SMS delivery reports, recorded", () => {
  it("delivered: its time kept; refused by the operator: failed with Netgsm's reason, no number in it", async () => {
    const rows = await sqlOnStorage<{
      provider_ref: string;
      state: string;
      delivered_at: Date | null;
      report_due_at: Date | null;
      last_error: string | null;
    }>(
      storage,
      "select provider_ref, state, delivered_at, report_due_at, last_error from outbox where channel = 'sms' and provider_ref = any($1) order by id",
      [[deliveredRef, refusedRef]],
    );
    expect(rows).toEqual([
      expect.objectContaining({ provider_ref: deliveredRef, state: "sent", report_due_at: null, last_error: null }),
      {
        provider_ref: refusedRef,
        state: "failed",
        delivered_at: null,
        report_due_at: null,
        last_error: "Operatör: Netgsm durum 3: geçersiz ya da kısıtlı numara (hata 102)",
      },
    ]);
    expect(rows[0].delivered_at).toBeInstanceOf(Date);
  });
});

describe("a half-given Netgsm account", () => {
  it("stops the shop at start, naming each missing variable and never the password", async () => {
    const { code, output } = await runShopUntilExit({ NETGSM_USERCODE: "8503001122", NETGSM_PASSWORD: "gizli-parola" });
    expect(code).toBe(1);
    expect(output).toContain(
      "NETGSM_HEADER eksik: Netgsm ile SMS için NETGSM_USERCODE, NETGSM_PASSWORD, NETGSM_HEADER, NETGSM_INBOUND_TOKEN birlikte verilmeli",
    );
    expect(output).toContain("NETGSM_INBOUND_TOKEN eksik");
    expect(output).not.toContain("gizli-parola");
  });
});
