import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { smileDeals } from "#app/db/schema";
import { openDbWithMember } from "#tests/support/unit/member";
import { SMILE_DEAL_SENT } from "./smile-deal.schema";
import { MAX_PER_ADDRESS_HOUR, submitSmileDeal } from "./smile-deals.server";

let db: Db;
let close: () => Promise<void>;
let userId = 0;

beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());

const MINUTE = 60_000;
const LIMITED = /^Kısa süre içinde çok fazla talep gönderildi\. Lütfen (\d+) dakika sonra tekrar deneyin\.$/;
const deal = (n = 1) => ({ smilePhone: "05321234567", smileLink: `https://www.rakip.com/urun-${n}` });

describe("submitSmileDeal", () => {
  it("stores the phone, the link, the member and an HMAC of the address (never the address)", async () => {
    const sent = await submitSmileDeal(db, { deal: deal(), userId, ip: "198.51.100.7" });
    expect(sent).toMatchObject({ ok: true, message: SMILE_DEAL_SENT });
    if (!sent.ok) return;
    const [row] = await db.select().from(smileDeals).where(eq(smileDeals.id, sent.id));
    expect(row).toMatchObject({ userId, phone: "05321234567", link: "https://www.rakip.com/urun-1" });
    expect(row.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("198.51.100.7");
  });

  it("keeps a guest's request without a member", async () => {
    const sent = await submitSmileDeal(db, { deal: deal(2), userId: null, ip: "" });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    const [row] = await db.select().from(smileDeals).where(eq(smileDeals.id, sent.id));
    expect(row).toMatchObject({ userId: null, ipHash: null });
  });

  it(`takes ${MAX_PER_ADDRESS_HOUR} requests an hour from one address, then says how many minutes to wait`, async () => {
    const start = new Date("2026-05-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    for (let i = 0; i < MAX_PER_ADDRESS_HOUR; i++)
      expect((await submitSmileDeal(db, { deal: deal(i), userId: null, ip: "203.0.113.9", now: at(i * 5) })).ok).toBe(true);
    const refused = await submitSmileDeal(db, { deal: deal(9), userId: null, ip: "203.0.113.9", now: at(25) });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    // The first request (minute 0) leaves the hour at minute 60: 35 minutes from minute 25.
    if (!refused.ok) expect(LIMITED.exec(refused.reason)?.[1]).toBe("35");
    // Another address is not held up; the same one is again once the hour has passed.
    expect((await submitSmileDeal(db, { deal: deal(), userId: null, ip: "203.0.113.10", now: at(25) })).ok).toBe(true);
    expect((await submitSmileDeal(db, { deal: deal(), userId: null, ip: "203.0.113.9", now: at(60) })).ok).toBe(true);
  });

  it("lets no more than the limit through when one address sends at the same moment", async () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submitSmileDeal(db, { deal: deal(i), userId: null, ip: "203.0.113.77", now })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(MAX_PER_ADDRESS_HOUR);
  });
});
