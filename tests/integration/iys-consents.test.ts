/**
 * Consent to commercial messages as İYS wants it, over HTTP: asked per channel and unticked at
 * registration, changed on the profile page, every grant and withdrawal recorded with its time,
 * source and channel, and handed to İYS from the back office in İYS's fields.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CONSENTS_SAVED, MARKETING_EMAIL_TEXT, MARKETING_SMS_TEXT } from "#app/domain/notifications/consent-texts";
import type { IysRecord } from "#app/domain/notifications/iys-export.server";
import { demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { request } from "../support/http";
import { newMember, visitor } from "../support/visitor";
import { guestPayForm, makePay, variantsWithStock } from "../support/checkout";

let owner: Visitor;

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
}, 120_000);

/** The owner's İYS file of today (a same-origin download, as the back office's form asks for it). */
async function iysFile(): Promise<IysRecord[]> {
  const today = new Date().toISOString().slice(0, 10);
  const file = await request(`/yonetim/uyeler/iys-izinleri?baslangic=${today}`, {
    headers: { Accept: "text/html,*/*", Cookie: owner.managerCookieHeader(), "X-Forwarded-For": owner.ip, "Sec-Fetch-Site": "same-origin" },
  });
  expect(file.status).toBe(200);
  return (await file.json()) as IysRecord[];
}

const international = (phone: string) => `+90${phone.slice(1)}`;

describe("consent to commercial messages", () => {
  it("is asked per channel, unticked, at registration and on the profile page; İYS's file has every grant and withdrawal", async () => {
    const member = await newMember({ marketingSms: "on" });
    const profile = await member.v.page("/kullanici/profil");
    for (const text of [MARKETING_SMS_TEXT, MARKETING_EMAIL_TEXT, "İletişim İzinleri"]) expect(profile.html).toContain(text);
    expect(profile.html).toMatch(/name="marketingSms"[^>]*checked/);
    expect(profile.html).not.toMatch(/name="marketingEmail"[^>]*checked/);

    // The member turns SMS off and e-mail on.
    const saved = await member.v.post("/kullanici/profil", { intent: "consents", marketingEmail: "on" }, true);
    expect(saved.answer).toMatchObject({ success: true, message: CONSENTS_SAVED, choice: { sms: false, email: true } });

    const mine = (await iysFile()).filter((r) => r.recipient === international(member.phone) || r.recipient === member.email);
    expect(mine.map((r) => `${r.type} ${r.status}`)).toEqual(["MESAJ ONAY", "EPOSTA RET", "MESAJ RET", "EPOSTA ONAY"]);
    expect(mine.every((r) => r.source === "HS_WEB" && r.recipientType === "BIREYSEL")).toBe(true);
    expect(mine[0].consentDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("is asked on the checkout form too: a ticked box is recorded with the order, an unticked one is not", async () => {
    const [variant] = await variantsWithStock(3, 1000, 1);
    const buy = async (email: string, boxes: Record<string, string>) => {
      const guest = visitor();
      expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
      const paid = await makePay(guest, await guestPayForm({ email, ...boxes }));
      expect(paid.answer.success, JSON.stringify(paid.answer)).toBe(true);
    };
    const stamp = Date.now().toString(36);
    await buy(`izinli.${stamp}@example.com`, { marketingEmail: "1" });
    await buy(`izinsiz.${stamp}@example.com`, {});
    const file = await iysFile();
    expect(file.filter((r) => r.recipient === `izinli.${stamp}@example.com`).map((r) => `${r.type} ${r.status} ${r.source}`)).toEqual([
      "EPOSTA ONAY HS_WEB",
    ]);
    expect(file.filter((r) => r.recipient === `izinsiz.${stamp}@example.com`)).toEqual([]);
  });

  it("registration's boxes come unticked, one per channel", async () => {
    const html = await (await request("/kullanici/kayit", { headers: { Accept: "text/html" } })).text();
    for (const name of ["marketingSms", "marketingEmail"]) {
      expect(html).toContain(`name="${name}"`);
      expect(html).not.toMatch(new RegExp(`name="${name}"[^>]*checked`));
    }
  });

  it("is not the member's to change without signing in", async () => {
    const answer = await request("/kullanici/profil", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=consents&marketingSms=on",
    });
    expect(answer.status).not.toBe(200);
  });
});
