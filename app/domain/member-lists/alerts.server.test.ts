import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { outbox, products, users } from "#app/db/schema";
import { seedItem } from "#tests/support/unit/orders";
import { checkAlerts, favouriteChanges, memberAlerts } from "./alerts.server";
import { setAlert, setFavourite } from "./product-buttons.server";

const ORIGIN = "https://www.minikdunya.test";
let db: Db;
let close: () => Promise<void>;
let ayse: number;
let can: number;
let car: { itemId: number; variantIds: number[] };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  car = await seedItem(db, { name: "Oyuncak Araba", slug: "araba" }, [
    { sku: "ARABA-1", priceKurus: 20_000, stock: 0 },
    { sku: "ARABA-2", priceKurus: 30_000, stock: 5 },
  ]);
  [{ id: ayse }, { id: can }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321110001" },
      { email: "can@example.com", passwordHash: "x", firstname: "Can", lastname: "Öz" },
    ])
    .returning();
});
afterAll(async () => close?.());

const messagesTo = async (to: string) =>
  (await db.select().from(outbox).where(eq(outbox.to, to))).map((m) => `${m.channel}: ${m.subject || m.body}`);
const setPrice = (id: number, priceKurus: number) => db.update(products).set({ priceKurus }).where(eq(products.id, id));
const setStock = (id: number, stock: number) => db.update(products).set({ stock }).where(eq(products.id, id));

describe("checkAlerts", () => {
  it("tells of a variant back in stock once, by e-mail and SMS, and only its watchers", async () => {
    const [soldOut, inStock] = car.variantIds;
    expect(await setAlert(db, ayse, soldOut, "stock", "add")).toMatchObject({ ok: true, active: true });
    expect(await setAlert(db, can, soldOut, "stock", "add")).toMatchObject({ ok: true });
    expect(await setAlert(db, ayse, inStock, "stock", "add")).toMatchObject({ ok: false });
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    await setStock(soldOut, 3);
    // Two runs at once: each alert fires in one of them.
    const [first, second] = await Promise.all([checkAlerts(db, ORIGIN), checkAlerts(db, ORIGIN)]);
    expect(first + second).toBe(2);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    expect(await messagesTo("ayse@example.com")).toEqual(["email: Beklediğiniz ürün yeniden stoklarımızda"]);
    expect(await messagesTo("05321110001")).toEqual([
      expect.stringMatching(/^sms: Minik Dünya: Beklediğiniz Oyuncak Araba yeniden stoklarımızda\. http/),
    ]);
    // Can has no phone: the e-mail only.
    expect(await messagesTo("can@example.com")).toEqual(["email: Beklediğiniz ürün yeniden stoklarımızda"]);
    // Out and in again: the alert is done.
    await setStock(soldOut, 0);
    await setStock(soldOut, 2);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    const [mine] = await memberAlerts(db, ayse);
    expect(mine).toMatchObject({ productId: soldOut, type: "stock", inStock: true, notifiedAt: expect.any(String) });
  });

  it("tells of a price below the price set, once per drop, never for the same price or a rise", async () => {
    const [, variant] = car.variantIds;
    expect(await setAlert(db, can, variant, "price", "add")).toMatchObject({ ok: true, active: true });
    const priceMails = async () => (await messagesTo("can@example.com")).filter((m) => m.includes("fiyatı düştü"));
    await setPrice(variant, 30_000);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    await setPrice(variant, 27_500);
    expect(await checkAlerts(db, ORIGIN)).toBe(1);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    // Up again, then back to the price already told of: nothing; lower still: once more.
    await setPrice(variant, 30_000);
    await setPrice(variant, 27_500);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    await setPrice(variant, 25_000);
    expect(await checkAlerts(db, ORIGIN)).toBe(1);
    expect(await priceMails()).toHaveLength(2);
    const [body] = await db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.to, "can@example.com"))
      .orderBy(sql`${outbox.id} desc`)
      .limit(1);
    expect(body.body).toContain("275,00 TL iken şimdi 250,00 TL");
  });

  it("checks 1,000 alerts of a price change in one go, each once", async () => {
    const {
      variantIds: [toy],
    } = await seedItem(db, { name: "Top", slug: "top" }, [{ sku: "TOP", priceKurus: 5_000, stock: 10 }]);
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({ email: `m${i}@example.com`, passwordHash: "x", firstname: "Üye", lastname: String(i) })),
      )
      .returning({ id: users.id });
    await db.execute(
      sql`INSERT INTO alerts (user_id, product_id, type, price_at_request_kurus) SELECT u, ${toy}, 'price', 5000 FROM unnest(${sql.raw(`ARRAY[${members.map((m) => m.id).join(",")}]`)}::int[]) u`,
    );
    await setPrice(toy, 4_500);
    expect(await checkAlerts(db, ORIGIN)).toBe(1000);
    expect(await checkAlerts(db, ORIGIN)).toBe(0);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox WHERE body LIKE '%Top ürününün fiyatı%'`);
    expect(n).toBe(1000);
  });
});

describe("favouriteChanges", () => {
  it("lists a member's favourites that got cheaper or sold out since they were marked, and no one else's", async () => {
    const [a, b] = car.variantIds;
    await setStock(a, 4);
    await setPrice(a, 20_000);
    await setStock(b, 5);
    await setPrice(b, 25_000);
    await setFavourite(db, ayse, a, "add");
    await setFavourite(db, ayse, b, "add");
    expect(await favouriteChanges(db, ayse)).toEqual([]);
    await setPrice(a, 18_000);
    await setStock(b, 0);
    const changes = await favouriteChanges(db, ayse);
    expect(changes.map((c) => [c.productId, c.change, c.fromKurus, c.priceKurus])).toEqual([
      [b, "soldOut", 25_000, 25_000],
      [a, "cheaper", 20_000, 18_000],
    ]);
    expect(await favouriteChanges(db, can)).toEqual([]);
  });
});
