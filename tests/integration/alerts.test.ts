/**
 * Alarmlarım over real HTTP: a guest goes to the login; a member sees only their
 * own alerts, and a POST removes only their own (the member comes from the session, never from
 * the form).
 */
import { describe, expect, it } from "vitest";
import { variantWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

describe("/kullanici/alarmlarim", () => {
  it("shows and removes only the member's own alerts", async () => {
    const variant = await variantWithStock(3, 50);
    const ayse = await newMember();
    const can = await newMember();
    expect(
      (await ayse.v.post("/urun/alarm/", { productId: String(variant.productId), alertType: "price", mode: "add" })).answer,
    ).toMatchObject({ success: true, active: true });

    expect((await visitor().page("/kullanici/alarmlarim")).location).toBe(
      "/kullanici/kullanici-giris?redirectUrl=%2Fkullanici%2Falarmlarim",
    );
    const mine = await ayse.v.page("/kullanici/alarmlarim");
    expect(mine.status).toBe(200);
    expect(mine.html).toContain("Fiyat alarmı");
    const theirs = await can.v.page("/kullanici/alarmlarim");
    expect(theirs.html).toContain("Henüz alarmınız yok.");

    // Can asks to remove Ayşe's alert: only Can's (none) is touched.
    await can.v.send("/kullanici/alarmlarim", {
      method: "POST",
      body: { productId: String(variant.productId), alertType: "price" },
      form: true,
    });
    expect((await ayse.v.page("/kullanici/alarmlarim")).html).toContain("Fiyat alarmı");
    const removed = await ayse.v.send("/kullanici/alarmlarim", {
      method: "POST",
      body: { productId: String(variant.productId), alertType: "price" },
      form: true,
    });
    expect(await removed.json()).toEqual({ message: "Fiyat alarmınız kaldırıldı." });
    expect((await ayse.v.page("/kullanici/alarmlarim")).html).toContain("Henüz alarmınız yok.");
  }, 60_000);
});
