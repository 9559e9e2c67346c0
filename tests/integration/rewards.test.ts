/**
 * The reward programme over real HTTP: the demo's reward campaigns in the spec's
 * shape (code, description, multiplier, amount, ratio, endDate in Unix seconds, checked); a guest
 * sees the list but cannot pick; a member picks one (and only a running one), sees it checked, and
 * Joker Puanlarım shows the balance, the choice and the ledger. A guest goes to the login.
 */
import { describe, expect, it } from "vitest";
import { newMember, visitor } from "../support/visitor";

type Choice = { code: string; description: string; multiplier: number; amount: number; ratio: number; endDate: number; checked: boolean };

describe("reward programme", () => {
  it("lists the reward campaigns and lets a member pick one", async () => {
    const guest = visitor();
    const list = (await (await guest.send("/kullanici/odul-kampanyalari")).json()) as { success: boolean; result: Choice[] };
    expect(list.success).toBe(true);
    expect(list.result.map((c) => c.code)).toEqual(expect.arrayContaining(["JOKER2X", "HEDIYE50", "YUZDE5"]));
    for (const c of list.result) {
      expect(c.checked).toBe(false);
      expect(c.endDate).toBeGreaterThan(Date.now() / 1000);
      expect(Number.isInteger(c.endDate)).toBe(true);
    }
    expect(list.result.find((c) => c.code === "HEDIYE50")).toMatchObject({ amount: 50, multiplier: 1, ratio: 0 });
    expect((await guest.post("/kullanici/odul-kampanyalari", { code: "JOKER2X" })).status).toBe(401);
    expect((await guest.page("/kullanici/joker-puanlarim")).location).toBe(
      "/kullanici/kullanici-giris?redirectUrl=%2Fkullanici%2Fjoker-puanlarim",
    );

    const member = await newMember();
    const refused = await member.v.post("/kullanici/odul-kampanyalari", { code: "<script>" });
    expect(refused.status).toBe(422);
    expect(refused.answer.reason).toBe("Seçtiğiniz ödül kampanyası bulunamadı ya da sona erdi.");
    const chosen = await member.v.post("/kullanici/odul-kampanyalari", { code: "YUZDE5" });
    expect(chosen.answer).toMatchObject({ success: true });
    const mine = (await (await member.v.send("/kullanici/odul-kampanyalari")).json()) as { result: Choice[] };
    expect(mine.result.filter((c) => c.checked).map((c) => c.code)).toEqual(["YUZDE5"]);

    // The page, and its form post (works without JavaScript).
    await member.v.send("/kullanici/joker-puanlarim", { method: "POST", body: { code: "JOKER2X" }, form: true });
    const page = await member.v.page("/kullanici/joker-puanlarim");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Joker Puan Bakiyeniz");
    expect(page.html).toContain("Bu alışverişinizde Joker puanlarınız 2 katı!");
    expect(page.html).toMatch(/<input[^>]*(checked=""[^>]*value="JOKER2X"|value="JOKER2X"[^>]*checked="")/);
    expect(page.html).toContain("Henüz bir puan hareketiniz yok.");
  }, 60_000);
});
