import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { consents } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { insertMember } from "#tests/support/unit/member";
import { marketingChoiceOf, PROFILE_SOURCE, recordMarketingConsent, setMarketingChoice, SMS_RET_SOURCE } from "./consent.server";
import { iysJsonStream, iysPhone, iysRecordOf, iysRecords, type IysRecord } from "./iys-export.server";
import { EMAIL_UNSUBSCRIBE_SOURCE } from "./unsubscribe.server";

let db: Db;
let close: () => Promise<void>;

const member = (phone: string | null, email: string) => insertMember(db, phone, email);

async function all(range = { from: null as string | null, to: null as string | null }): Promise<IysRecord[]> {
  const out: IysRecord[] = [];
  for await (const batch of iysRecords(db, range)) out.push(...batch);
  return out;
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close?.());

describe("consents for İYS", () => {
  it("writes each record in İYS's fields: channel, source, recipient, status, Türkiye's time", () => {
    const at = new Date("2026-11-30T06:05:09Z"); // 09:05:09 in Türkiye
    expect(iysRecordOf({ kind: "marketing_sms", subject: "05321234567", granted: true, source: "web-kayit", createdAt: at })).toEqual({
      type: "MESAJ",
      source: "HS_WEB",
      recipient: "+905321234567",
      status: "ONAY",
      consentDate: "2026-11-30 09:05:09",
      recipientType: "BIREYSEL",
    });
    expect(
      iysRecordOf({ kind: "marketing_sms", subject: "05321234567", granted: false, source: SMS_RET_SOURCE, createdAt: at }),
    ).toMatchObject({
      source: "HS_MESAJ",
      status: "RET",
    });
    expect(
      iysRecordOf({
        kind: "marketing_email",
        subject: "ayse@example.com",
        granted: false,
        source: EMAIL_UNSUBSCRIBE_SOURCE,
        createdAt: at,
      }),
    ).toMatchObject({ type: "EPOSTA", source: "HS_EPOSTA", recipient: "ayse@example.com", status: "RET" });
    // An erased member's records no longer hold an address İYS could take.
    expect(iysRecordOf({ kind: "marketing_sms", subject: "uye:12", granted: false, source: "kvkk-silme", createdAt: at })).toBeNull();
    expect(iysPhone("+90 532 123 45 67")).toBe("+905321234567");
    expect(iysPhone("02161234567")).toBeNull();
  });

  it("records a member's choice on the profile page per channel, only what changed, and exports every grant and withdrawal in order", async () => {
    const id = await member("05329998877", "secim@example.com");
    expect(await marketingChoiceOf(db, id)).toEqual({ sms: false, email: false });
    const how = { source: PROFILE_SOURCE, ip: "203.0.113.9" };
    expect(await setMarketingChoice(db, id, { sms: true, email: false }, how)).toEqual({ sms: true, email: false });
    expect(await setMarketingChoice(db, id, { sms: true, email: true }, how)).toEqual({ sms: true, email: true });
    expect(await setMarketingChoice(db, id, { sms: false, email: true }, how)).toEqual({ sms: false, email: true });
    const mine = (await all()).filter((r) => r.recipient === "+905329998877" || r.recipient === "secim@example.com");
    expect(mine.map((r) => `${r.type} ${r.status}`)).toEqual(["MESAJ ONAY", "EPOSTA ONAY", "MESAJ RET"]);
    expect(mine.every((r) => r.source === "HS_WEB")).toBe(true);
  });

  it("gives no SMS consent to a member without a phone", async () => {
    const id = await member(null, "telefonsuz@example.com");
    expect(await setMarketingChoice(db, id, { sms: true, email: true }, { source: PROFILE_SOURCE, ip: null })).toEqual({
      sms: false,
      email: true,
    });
  });

  it("keeps to a range of Türkiye's days, and streams a JSON array across batches", async () => {
    const old = new Date("2025-01-10T21:30:00Z"); // 11 January, 00:30 in Türkiye
    await recordMarketingConsent(db, {
      userId: null,
      channel: "email",
      subject: "eski@example.com",
      granted: true,
      source: "web-kayit",
      at: old,
    });
    expect((await all({ from: "2025-01-11", to: "2025-01-11" })).map((r) => r.recipient)).toEqual(["eski@example.com"]);
    expect(await all({ from: "2025-01-12", to: "2025-01-31" })).toEqual([]);
    // More than one batch: 1,100 records, the file still one array.
    await db.insert(consents).values(
      Array.from({ length: 1_100 }, (_, i) => ({
        userId: null,
        subject: `toplu${i}@example.com`,
        kind: "marketing_email",
        granted: true,
        source: "web-kayit",
        createdAt: new Date("2024-03-01T10:00:00Z"),
      })),
    );
    const text = await new Response(iysJsonStream(db, { from: "2024-03-01", to: "2024-03-01" })).text();
    const parsed = JSON.parse(text) as IysRecord[];
    expect(parsed).toHaveLength(1_100);
    expect(parsed[0]).toMatchObject({ type: "EPOSTA", recipient: "toplu0@example.com", consentDate: "2024-03-01 13:00:00" });
    expect(JSON.parse(await new Response(iysJsonStream(db, { from: "2000-01-01", to: "2000-01-01" })).text())).toEqual([]);
  });
});
