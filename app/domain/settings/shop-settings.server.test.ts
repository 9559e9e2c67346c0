/**
 * The business values on a real database: the form's schema (TL typed the Turkish way, Turkish
 * messages, no negatives, the bounds), saving with one audit row of the changed values, stored
 * rows out of bounds read as the defaults, the page texts' short-lived copy, and an order placed
 * after the owner changed the threshold, the fees, the points rate and the pickup bonus.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog, managers, settings, users } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditDiff } from "#app/domain/back-office/audit-changes";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { SHOP_SETTING_RULES } from "./messages";
import { settingsFormValues, settingsSchema } from "./settings-form";
import { SHOP_SETTING_DEFAULTS, type ShopSettings } from "./shop-settings";
import { loadShopSettings, loadShownShopSettings, saveShopSettings, SHOWN_SETTINGS_MS } from "./shop-settings.server";

let db: Db;
let close: () => Promise<void>;
let owner: { id: number };
let memberId = 0;
let toy = 0; // 150,00 TL, plenty in stock and in the store
let carrier = 0;
let storeId = 0;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [row] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner" })
    .returning({ id: managers.id });
  owner = { id: row.id };
  const [member] = await db
    .insert(users)
    .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567" })
    .returning({ id: users.id });
  memberId = member.id;
  ({
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Tren", slug: "oyuncak-tren" }, [{ sku: "TREN", priceKurus: 15_000, stock: 100 }]));
  ({ carrier, storeId } = await seedDelivery(db, [{ productId: toy, quantity: 100 }]));
});
afterAll(async () => close?.());
beforeEach(async () => {
  await db.delete(settings);
  await db.delete(auditLog);
  loadShownShopSettings.forget(db);
});

const typed = (over: Record<string, string> = {}) => ({ ...settingsFormValues(SHOP_SETTING_DEFAULTS), ...over });

describe("the settings form's schema", () => {
  it("reads TL typed the Turkish way into kuruş and points as whole numbers", () => {
    const parsed = settingsSchema.safeParse(
      typed({
        freeShippingThresholdKurus: "1.250,00",
        shippingKurus: "39.90",
        podFeeKurus: " 0 ",
        pointsPer100Lira: "3",
        pickupBonusPoints: "0",
      }),
    );
    expect(parsed.success && parsed.data).toEqual({
      freeShippingThresholdKurus: 125_000,
      shippingKurus: 3_990,
      podFeeKurus: 0,
      pointsPer100Lira: 3,
      pickupBonusPoints: 0,
    });
    expect(settingsFormValues(SHOP_SETTING_DEFAULTS)).toEqual({
      freeShippingThresholdKurus: "500,00",
      shippingKurus: "49,90",
      podFeeKurus: "19,90",
      pointsPer100Lira: "1",
      pickupBonusPoints: "10",
    });
  });

  it("refuses empty, negative, non-numeric, fractional points and values over the bounds, with each field's Turkish message", () => {
    const cases: [keyof ShopSettings, string][] = [
      ["freeShippingThresholdKurus", ""],
      ["freeShippingThresholdKurus", "-1,00"],
      ["freeShippingThresholdKurus", "100.000,01"],
      ["freeShippingThresholdKurus", "beş yüz"],
      ["shippingKurus", "1.000,01"],
      ["shippingKurus", "49,999"],
      ["podFeeKurus", "-0,01"],
      ["pointsPer100Lira", "1,5"],
      ["pointsPer100Lira", "-1"],
      ["pointsPer100Lira", "21"],
      ["pickupBonusPoints", "501"],
      ["pickupBonusPoints", "<script>"],
    ];
    for (const [key, value] of cases) {
      const parsed = settingsSchema.safeParse(typed({ [key]: value }));
      expect(parsed.success, `${key} = ${value}`).toBe(false);
      if (!parsed.success) expect(parsed.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([[key, SHOP_SETTING_RULES[key]]]);
    }
    expect(SHOP_SETTING_RULES.freeShippingThresholdKurus).toBe(
      "Ücretsiz kargo sınırı 0,00 ile 100.000,00 TL arasında bir tutar olmalıdır (ör. 500,00).",
    );
    expect(SHOP_SETTING_RULES.pointsPer100Lira).toBe("100 TL başına Joker puan 0 ile 20 arasında bir tam sayı olmalıdır.");
    // The bounds themselves are allowed.
    expect(
      settingsSchema.safeParse(
        typed({ freeShippingThresholdKurus: "100.000,00", shippingKurus: "0", pointsPer100Lira: "20", pickupBonusPoints: "500" }),
      ).success,
    ).toBe(true);
  });
});

describe("saveShopSettings", () => {
  it("writes the changed values and one audit row with them before and after; the shop reads them at once", async () => {
    const input = { ...SHOP_SETTING_DEFAULTS, freeShippingThresholdKurus: 30_000, pointsPer100Lira: 2 };
    expect(await saveShopSettings(db, owner, input)).toEqual({ changed: ["freeShippingThresholdKurus", "pointsPer100Lira"] });
    expect(await loadShopSettings(db)).toEqual(input);
    const rows = await db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      managerId: owner.id,
      action: "settings.update",
      entityType: "settings",
      entityId: null,
      before: { freeShippingThresholdKurus: 50_000, pointsPer100Lira: 1 },
      after: { freeShippingThresholdKurus: 30_000, pointsPer100Lira: 2 },
      summary: "Ayarlar güncellendi: Ücretsiz kargo sınırı, 100 TL başına Joker puan",
    });
    // As the audit list shows it (jsonb keeps its own key order).
    const changes = auditDiff(rows[0].before, rows[0].after).sort((a, b) => a.field.localeCompare(b.field));
    expect(changes).toEqual([
      { field: "freeShippingThresholdKurus", label: "Ücretsiz kargo sınırı", before: "500,00 TL", after: "300,00 TL" },
      { field: "pointsPer100Lira", label: "100 TL başına Joker puan", before: "1", after: "2" },
    ]);

    // A second save's "before" is what the first left; saving the same values again writes nothing.
    await saveShopSettings(db, owner, { ...input, pointsPer100Lira: 5 });
    const [second] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, rows[0].id + 1));
    expect(second).toMatchObject({ before: { pointsPer100Lira: 2 }, after: { pointsPer100Lira: 5 } });
    expect(await saveShopSettings(db, owner, { ...input, pointsPer100Lira: 5 })).toEqual({ changed: [] });
    expect(await db.select().from(auditLog)).toHaveLength(2);
  });

  it("reads a missing, malformed or out-of-bounds stored value as the default", async () => {
    await db.insert(settings).values([
      { key: "freeShippingThresholdKurus", value: -5 },
      { key: "pointsPer100Lira", value: 1_000 },
      { key: "pickupBonusPoints", value: "25" },
      { key: "shippingKurus", value: { kurus: 1 } },
    ]);
    expect(await loadShopSettings(db)).toEqual({ ...SHOP_SETTING_DEFAULTS, pickupBonusPoints: 25 });
  });

  it("the page texts' copy is forgotten by a save in this process and follows another process's save within SHOWN_SETTINGS_MS", async () => {
    const now = vi.spyOn(Date, "now");
    try {
      let clock = 1_000_000_000_000;
      now.mockImplementation(() => clock);
      expect((await loadShownShopSettings(db)).pickupBonusPoints).toBe(10);
      await saveShopSettings(db, owner, { ...SHOP_SETTING_DEFAULTS, pickupBonusPoints: 30 });
      expect((await loadShownShopSettings(db)).pickupBonusPoints).toBe(30);
      // Another process writes the row: this one's copy holds until it is SHOWN_SETTINGS_MS old.
      await db.update(settings).set({ value: 40 }).where(eq(settings.key, "pickupBonusPoints"));
      clock += SHOWN_SETTINGS_MS - 1;
      expect((await loadShownShopSettings(db)).pickupBonusPoints).toBe(30);
      clock += 1;
      expect((await loadShownShopSettings(db)).pickupBonusPoints).toBe(40);
    } finally {
      now.mockRestore();
    }
  });
});

describe("an order placed after the owner changed the values", () => {
  const kit = orderKit(
    () => db,
    () => ({ shippingCompanyId: carrier, paymentDescription: "Havale" }),
  );
  const place = (quantity: number, over: Parameters<typeof kit.request>[1] = {}) => kit.place([[toy, quantity]], memberId, over);
  const pickup = {
    deliveryType: "getShop",
    storeId: 0,
    shippingCompanyId: null,
    deliveryAddress: null,
    paymentType: "creditCard",
  } as const;

  it("ships, charges and earns points by the defaults", async () => {
    // 2 × 150 TL = 300 TL, under 500 TL: MNG's 49,90 TL; 349,90 TL paid earns 3 points.
    expect(await place(2)).toMatchObject({ itemsTotalKurus: 30_000, shipmentPriceKurus: 4_990, totalKurus: 34_990, jokerPointsEarned: 3 });
    // Picked up in the store: no shipping, 3 points and the 10 of the pickup.
    expect(await place(2, { ...pickup, storeId })).toMatchObject({ shipmentPriceKurus: 0, totalKurus: 30_000, jokerPointsEarned: 13 });
  });

  it("follows a lower threshold, another door fee, a higher points rate and pickup bonus", async () => {
    await saveShopSettings(db, owner, {
      freeShippingThresholdKurus: 30_000,
      shippingKurus: 3_990,
      podFeeKurus: 990,
      pointsPer100Lira: 4,
      pickupBonusPoints: 25,
    });
    // 300 TL now ships free; 4 points per full 100 TL.
    expect(await place(2)).toMatchObject({ shipmentPriceKurus: 0, totalKurus: 30_000, jokerPointsEarned: 12 });
    // Paid at the door with MNG: 150 TL + its 49,90 + the new 9,90 door fee = 209,80 TL, 2 × 4 points.
    expect(await place(1, { paymentType: "podCash", paymentDescription: "Kapıda Ödeme" })).toMatchObject({
      shipmentPriceKurus: 4_990,
      podPriceKurus: 990,
      totalKurus: 20_980,
      jokerPointsEarned: 8,
    });
    expect(await place(2, { ...pickup, storeId })).toMatchObject({ totalKurus: 30_000, jokerPointsEarned: 12 + 25 });
  });
});
