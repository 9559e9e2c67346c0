import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consents } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { insertMember } from "#tests/support/unit/member";
import { mayReceiveCommercial, recordMarketingConsent, SMS_RET_SOURCE } from "./consent.server";
import { handleInboundMessages, handleInboundSms, isOptOut } from "./inbound-sms.server";

let db: Db;
let close: () => Promise<void>;

const member = (phone: string | null, email: string) => insertMember(db, phone, email);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close?.());

describe("consent to commercial messages (İYS)", () => {
  it("is no without a record, and follows the member's latest record per channel", async () => {
    const id = await member("05320000001", "bir@example.com");
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
    expect(await mayReceiveCommercial(db, id, "email")).toBe(false);
    await recordMarketingConsent(db, {
      userId: id,
      channel: "sms",
      subject: "05320000001",
      granted: true,
      source: "web-kayit",
      at: minutesAgo(10),
    });
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(true);
    expect(await mayReceiveCommercial(db, id, "email")).toBe(false);
    await recordMarketingConsent(db, {
      userId: id,
      channel: "sms",
      subject: "05320000001",
      granted: false,
      source: "profil",
      at: minutesAgo(5),
    });
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
    await recordMarketingConsent(db, {
      userId: id,
      channel: "sms",
      subject: "05320000001",
      granted: true,
      source: "profil",
      at: minutesAgo(1),
    });
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(true);
  });

  it("is for the address the member has now: a consent given for an old phone does not follow the member", async () => {
    const id = await member("05320000002", "iki@example.com");
    await recordMarketingConsent(db, { userId: id, channel: "sms", subject: "05329999999", granted: true, source: "web-kayit" });
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
  });

  it("takes a withdrawal from anyone, a grant only from the member", async () => {
    const id = await member("05320000003", "uc@example.com");
    await recordMarketingConsent(db, {
      userId: id,
      channel: "email",
      subject: "uc@example.com",
      granted: true,
      source: "web-kayit",
      at: minutesAgo(10),
    });
    // Someone signing up to the club with this member's address, box ticked: not the member's consent…
    await recordMarketingConsent(db, { userId: null, channel: "sms", subject: "05320000003", granted: true, source: "aile-kulubu" });
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
    // …but a refusal about the address counts, whoever recorded it.
    await recordMarketingConsent(db, { userId: null, channel: "email", subject: "uc@example.com", granted: false, source: "aile-kulubu" });
    expect(await mayReceiveCommercial(db, id, "email")).toBe(false);
  });

  it("is no for a member without a phone, and for no member", async () => {
    const id = await member(null, "dort@example.com");
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
    expect(await mayReceiveCommercial(db, 999_999, "email")).toBe(false);
  });
});

describe("'RET' to the shop's number", () => {
  it("is the word RET first, in any case", () => {
    for (const text of ["RET", "ret", "Ret", " rEt ", "RET.", "RET MINIKDUNYA", "ret\nlütfen"]) expect(isOptOut(text), text).toBe(true);
    for (const text of ["", "RETİ", "RETURN", "tamam", "Merhaba RET", "R E T"]) expect(isOptOut(text), text).toBe(false);
  });

  it("withdraws the member's SMS consent, recorded with source sms-ret and Netgsm's time", async () => {
    const id = await member("05320000005", "bes@example.com");
    await recordMarketingConsent(db, {
      userId: id,
      channel: "sms",
      subject: "05320000005",
      granted: true,
      source: "web-kayit",
      at: minutesAgo(60),
    });
    await recordMarketingConsent(db, {
      userId: id,
      channel: "email",
      subject: "bes@example.com",
      granted: true,
      source: "web-kayit",
      at: minutesAgo(60),
    });
    const receivedAt = minutesAgo(2);
    expect(await handleInboundSms(db, { from: "905320000005", text: "Ret", receivedAt })).toBe("withdrawn");
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
    expect(await mayReceiveCommercial(db, id, "email")).toBe(true); // another channel, its own consent
    const rows = await db.select().from(consents).where(eq(consents.source, SMS_RET_SOURCE));
    expect(rows).toEqual([
      expect.objectContaining({ userId: id, subject: "05320000005", kind: "marketing_sms", granted: false, createdAt: receivedAt }),
    ]);
  });

  it("records a 'RET' from a number no member has, and ignores any other message", async () => {
    expect(await handleInboundSms(db, { from: "5321110099", text: "RET" })).toBe("withdrawn");
    expect(await handleInboundSms(db, { from: "905320000005", text: "Teşekkürler" })).toBe("ignored");
    expect(await handleInboundSms(db, { from: "gizli", text: "RET" })).toBe("ignored");
    const rows = await db.select().from(consents).where(eq(consents.subject, "05321110099"));
    expect(rows).toEqual([expect.objectContaining({ userId: null, kind: "marketing_sms", granted: false, source: SMS_RET_SOURCE })]);
  });

  it("applies Netgsm's inbox listing, message by message", async () => {
    const id = await member("05320000006", "alti@example.com");
    await recordMarketingConsent(db, {
      userId: id,
      channel: "sms",
      subject: "05320000006",
      granted: true,
      source: "web-kayit",
      at: minutesAgo(60),
    });
    const withdrawn = await handleInboundMessages(db, [
      { from: "905320000006", text: "Merhaba" },
      { from: "905320000006", text: "RET", receivedAt: minutesAgo(1) },
    ]);
    expect(withdrawn).toBe(1);
    expect(await mayReceiveCommercial(db, id, "sms")).toBe(false);
  });
});
