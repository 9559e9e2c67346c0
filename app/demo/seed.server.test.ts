/**
 * Seeds a small shop into an in-memory PGlite (real migrations, cities and districts) and checks
 * the rows hang together: counts, references, ratings, prices, sequences, demo accounts.
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { buildPlaceTree } from "#app/db/places.server";
import * as schema from "#app/db/schema";
import { verifyPassword } from "#app/domain/accounts/password.server";
import { advanceDemoOrders } from "#app/domain/fulfilment/demo-progress.server";
import { addDemoCarriers, DEMO_JOKER_POINTS, seedDemoData } from "./seed.server";
import { DEMO_FRIEND } from "./gift-lists.server";
import { addDemoManagers, DEMO_MANAGER_PASSWORD, DEMO_MANAGERS } from "./managers.server";

const ITEMS = 300;
let client: PGlite;
let db: Db;
const stages: string[] = [];
let lastDone = 0;

type Row = Record<string, unknown>;
const rows = async (query: string): Promise<Row[]> => ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
const one = async (query: string): Promise<Row> => (await rows(query))[0];
const structure = async () =>
  one(`select
    (select count(*)::int from pg_indexes where tablename in ('catalog_items','products','product_attributes','store_stock','comments')) as indexes,
    (select count(*)::int from pg_constraint c join pg_class t on t.oid = c.conrelid
      where c.contype = 'f' and t.relname in ('catalog_items','products','product_attributes','store_stock','comments')) as fks`);
let before: Row;

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const d = drizzle(client, { schema });
  await migrate(d, { migrationsFolder: path.resolve(process.cwd(), "app/db/migrations") });
  db = d as unknown as Db;
  const tree = await buildPlaceTree();
  await db.insert(schema.cities).values(tree.cities.map((c) => ({ id: c.id, name: c.name, sortKey: c.name })));
  await db.insert(schema.districts).values(tree.cities.flatMap((c) => c.districts.map((x) => ({ id: x.id, cityId: c.id, name: x.name }))));
  before = await structure();
  await seedDemoData(db, {
    seed: "test",
    products: ITEMS,
    demoAccounts: true,
    onProgress: (done, total, stage) => {
      expect(total).toBe(ITEMS);
      expect(done).toBeGreaterThanOrEqual(lastDone);
      lastDone = done;
      if (stages.at(-1) !== stage) stages.push(stage);
    },
  });
}, 120_000);

afterAll(async () => {
  await client?.close();
});

describe("seedDemoData", () => {
  it("reports progress to the end", () => {
    expect(stages[0]).toBe("Hazırlık");
    expect(stages).toContain("Katalog");
    expect(stages.at(-1)).toBe("Bitti");
    expect(lastDone).toBe(ITEMS);
  });

  it("writes the catalogue with variants, attributes and stock", async () => {
    const c = await one(`select
      (select count(*)::int from catalog_items where status <> 'giftCard') as items,
      (select count(*)::int from products) as variants,
      (select count(*)::int from product_attributes) as attrs,
      (select count(*)::int from store_stock) as stock,
      (select count(*)::int from attributes) as kinds,
      (select count(*)::int from brands) as brands,
      (select count(*)::int from categories where parent_id is null) as tops,
      (select count(*)::int from categories where parent_id is not null) as subs`);
    expect(c.items).toBe(ITEMS);
    expect(c.variants as number).toBeGreaterThan(ITEMS);
    expect(c.attrs as number).toBeGreaterThan((c.variants as number) * 2);
    expect(c.stock as number).toBeGreaterThanOrEqual((c.variants as number) * 2);
    expect(c.kinds).toBe(4);
    expect(c.brands as number).toBeGreaterThanOrEqual(40);
    expect(c.tops).toBe(4);
    const tops = await rows(`select slug, name, area from categories where parent_id is null order by sort_order`);
    expect(tops).toEqual([
      { slug: "bebek", name: "Bebek", area: "bebek" },
      { slug: "giyim", name: "Giyim", area: "giyim" },
      { slug: "oyuncak", name: "Oyuncak", area: "oyuncak" },
      { slug: "ev", name: "Ev & Yaşam", area: "ev" },
    ]);
    const perTop = await rows(`select t.slug, count(distinct s.id)::int as subs, count(i.id)::int as items
      from categories t join categories s on s.parent_id = t.id left join catalog_items i on i.category_id = s.id
      where t.parent_id is null group by t.slug`);
    for (const r of perTop) {
      expect(r.subs as number).toBeGreaterThanOrEqual(4);
      expect(r.items as number).toBeGreaterThan(0);
    }
    const sizes = await rows(
      `select distinct pa.value from product_attributes pa join attributes a on a.id = pa.attribute_id where a.code = 'size'`,
    );
    expect(sizes.map((r) => r.value)).toContain("Standart");
    // The size facet column matches the variants' sizes (without 'Standart').
    const mismatched = await one(`select count(*)::int as n from catalog_items i where i.sizes is distinct from coalesce((
      select array_agg(pa.value order by p.sort_order) from products p join product_attributes pa on pa.product_id = p.id
      join attributes a on a.id = pa.attribute_id where p.catalog_id = i.id and a.code = 'size' and pa.value <> 'Standart'), '{}')`);
    expect(mismatched.n).toBe(0);
  });

  it("puts indexes and foreign keys back", async () => {
    expect(await structure()).toEqual(before);
    const orphans = await one(`select
      (select count(*)::int from products p left join catalog_items c on c.id = p.catalog_id where c.id is null) as products,
      (select count(*)::int from store_stock s left join products p on p.id = s.product_id where p.id is null) as stock`);
    expect(orphans).toEqual({ products: 0, stock: 0 });
  });

  it("keeps ratings, minimum prices (of a size that can be bought) and stock totals in step with the rows", async () => {
    const bad = await one(`select
      (select count(*)::int from catalog_items i left join (
         select catalog_id, count(*) n, avg(rating)::float8 a from comments where status = 'approved' group by catalog_id) c on c.catalog_id = i.id
       where i.rating_count <> coalesce(c.n, 0) or abs(i.rating_avg - coalesce(c.a, 0)) > 1e-9) as ratings,
      (select count(*)::int from catalog_items i join (
         select catalog_id, coalesce(min(price_kurus) filter (where stock > 0), min(price_kurus)) m, sum(stock) s from products group by catalog_id) p on p.catalog_id = i.id
       where i.status <> 'giftCard' and (i.min_price_kurus <> p.m or i.total_stock <> p.s)) as prices,
      (select count(*)::int from comments where status = 'approved') as approved,
      (select count(*)::int from comments where status = 'approved' and reviewed_by is null) as unapproved_by`);
    expect(bad.ratings).toBe(0);
    expect(bad.prices).toBe(0);
    expect(bad.approved as number).toBeGreaterThan(0);
    expect(bad.unapproved_by).toBe(0);
  });

  it("moves the id sequences past the generated rows", async () => {
    const [brand] = await db.select().from(schema.brands).limit(1);
    const [category] = await db.select().from(schema.categories).limit(1);
    const [created] = await db
      .insert(schema.catalogItems)
      .values({ name: "Yeni Ürün", sefUrl: "yeni-urun", brandId: brand.id, categoryId: category.id })
      .returning({ id: schema.catalogItems.id });
    // The generated items, then the shop's gift card item (gift-cards/gift-card-catalogue.server.ts).
    expect(created.id).toBe(ITEMS + 2);
    await db.execute(sql`delete from catalog_items where id = ${created.id}`);
  });

  it("creates stores in many cities with real districts and per-store stock", async () => {
    const stores = await rows(`select city_id, district_id, type, phone, lat, lon, sef_url from stores`);
    expect(stores.length).toBeGreaterThanOrEqual(30);
    expect(new Set(stores.map((s) => s.city_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(stores.map((s) => s.type))).toEqual(new Set(["magaza", "outlet", "avm"]));
    for (const s of stores) {
      expect(s.district_id).not.toBeNull();
      expect(Math.floor((s.district_id as number) / 1000)).toBe(s.city_id);
      expect(s.phone).toMatch(/^0\d{3} \d{3} \d{2} \d{2}$/);
      expect(s.lat as number).toBeGreaterThan(35);
      expect(s.lat as number).toBeLessThan(43);
      expect(s.lon as number).toBeGreaterThan(25);
      expect(s.lon as number).toBeLessThan(45);
    }
    const zero = await one(`select count(*)::int as n from store_stock where quantity = 0`);
    expect(zero.n as number).toBeGreaterThan(0);
  });

  it("adds campaigns, carriers, settings and club events in the future", async () => {
    const now = Date.now();
    const campaigns = await db.select().from(schema.campaigns);
    expect(campaigns.length).toBeGreaterThanOrEqual(6);
    expect(campaigns.length).toBeLessThanOrEqual(10);
    for (const c of campaigns) {
      expect(c.endsAt.getTime()).toBeGreaterThan(now);
      expect(["giyim", "bebek", "oyuncak"]).toContain(c.categoryValue);
      expect(c.link).toMatch(/^\/kategori\/[a-z-]+$/);
    }
    const hoursLeft = campaigns.map((c) => (c.endsAt.getTime() - now) / 3_600_000);
    expect(hoursLeft.some((h) => h < 24)).toBe(true);
    expect(hoursLeft.some((h) => h > 24 && h < 48)).toBe(true);
    expect(hoursLeft.some((h) => h > 48 && h < 72)).toBe(true);
    expect(hoursLeft.some((h) => h > 7 * 24)).toBe(true);
    expect((await db.select().from(schema.rewardCampaigns)).length).toBe(3);
    const carriers = await db.select().from(schema.shippingCompanies);
    expect(carriers.map((c) => c.code).sort()).toEqual(["aras", "mng", "mng-tahsilatli", "ptt", "yurtici"]);
    for (const c of carriers) {
      expect(c.salePriceKurus).toBe(4990);
      // MNG also takes pay at the door; its cash-on-delivery service takes nothing else.
      expect(c.paymentMethods.includes("podCash")).toBe(c.code === "mng" || c.code === "mng-tahsilatli");
    }
    expect(carriers.find((c) => c.code === "mng-tahsilatli")?.paymentMethods).toEqual(["podCash", "podCredit"]);
    const settings = Object.fromEntries((await db.select().from(schema.settings)).map((s) => [s.key, s.value]));
    expect(settings).toMatchObject({ freeShippingThresholdKurus: 50000, shippingKurus: 4990, podFeeKurus: 1990 });
    const events = await db.select().from(schema.clubEvents);
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const e of events) {
      expect(e.startsAt.getTime()).toBeGreaterThan(now);
      expect(e.storeId).not.toBeNull();
      expect(e.registeredCount).toBeLessThan(e.capacity);
    }
  });

  it("leaves a shop that already has a catalogue alone", async () => {
    const count = async () =>
      one(
        `select (select count(*)::int from catalog_items) as items, (select count(*)::int from users) as users, (select count(*)::int from stores) as stores`,
      );
    const before = await count();
    await seedDemoData(db, { seed: "other", products: 50, demoAccounts: true });
    expect(await count()).toEqual(before);
  });

  it("gives a shop seeded before a demo carrier existed that carrier, and leaves the others as they are", async () => {
    await db.delete(schema.shippingCompanies).where(sql`code = 'mng-tahsilatli'`);
    await db
      .update(schema.shippingCompanies)
      .set({ salePriceKurus: 3990 })
      .where(sql`code = 'aras'`);
    await addDemoCarriers(db);
    await addDemoCarriers(db);
    const carriers = await db.select().from(schema.shippingCompanies);
    expect(carriers.filter((c) => c.code === "mng-tahsilatli")).toHaveLength(1);
    expect(carriers.find((c) => c.code === "aras")?.salePriceKurus).toBe(3990);
    await db
      .update(schema.shippingCompanies)
      .set({ salePriceKurus: 4990 })
      .where(sql`code = 'aras'`);
  });

  it("creates the demo accounts with working passwords, an İstanbul address and a kid", async () => {
    const users = await db.select().from(schema.users);
    const member = users.find((u) => u.email === "uye@example.com")!;
    expect(member).toMatchObject({ phone: "05321234567", firstname: "Ayşe", lastname: "Yılmaz" });
    expect(member.emailVerifiedAt).not.toBeNull();
    // Managers are not members.
    expect(users.find((u) => u.email === "yonetici@example.com")).toBeUndefined();
    expect(await verifyPassword("Deneme123", member.passwordHash)).toBe(true);
    const [address] = await db.select().from(schema.addresses).where(eq(schema.addresses.userId, member.id));
    expect(address).toMatchObject({ userId: member.id, cityId: 34 });
    expect(Math.floor(address.districtId / 1000)).toBe(34);
    expect((await db.select().from(schema.kids)).map((k) => k.userId)).toEqual([member.id]);
  });

  it("creates one demo manager per role, the store manager for the first store, all with the demo password", async () => {
    const managers = await db.select().from(schema.managers).orderBy(schema.managers.id);
    const [firstStore] = await db.select().from(schema.stores).orderBy(schema.stores.id).limit(1);
    expect(
      managers.map((m) => ({ email: m.email, name: m.name, phone: m.phone, role: m.role, storeId: m.storeId, active: m.active })),
    ).toEqual(DEMO_MANAGERS.map((m) => ({ ...m, storeId: m.role === "store" ? firstStore.id : null, active: true })));
    expect(new Set(managers.map((m) => m.phone)).size).toBe(4);
    for (const m of managers) expect(await verifyPassword(DEMO_MANAGER_PASSWORD, m.passwordHash)).toBe(true);
    // The demo's approved comments name the demo owner as their reviewer.
    const reviewers = await rows(`select distinct reviewed_by from comments where status = 'approved'`);
    expect(reviewers).toEqual([{ reviewed_by: managers[0].id }]);
  });

  it("gives a shop seeded before the back office had roles the demo managers it lacks, and leaves the others as they are", async () => {
    await db.delete(schema.managers).where(sql`email <> 'yonetici@example.com'`);
    await db
      .update(schema.managers)
      .set({ name: "Mehmet Öztürk Eski" })
      .where(sql`email = 'yonetici@example.com'`);
    await addDemoManagers(db);
    await addDemoManagers(db);
    const managers = await db.select().from(schema.managers);
    expect(managers.map((m) => m.email).sort()).toEqual(DEMO_MANAGERS.map((m) => m.email).sort());
    expect(managers.find((m) => m.email === "yonetici@example.com")?.name).toBe("Mehmet Öztürk Eski");
    await db
      .update(schema.managers)
      .set({ name: "Mehmet Öztürk" })
      .where(sql`email = 'yonetici@example.com'`);
  });

  it("gives the demo member a gift list with gifts bought on the web and in a store, and a friend's list to find and buy from", async () => {
    const lists = await db.select().from(schema.giftLists).orderBy(schema.giftLists.id);
    const users = await db.select().from(schema.users);
    const member = users.find((u) => u.email === "uye@example.com")!;
    const friend = users.find((u) => u.email === DEMO_FRIEND.email)!;
    expect(lists.map((l) => [l.userId, l.name])).toEqual([
      [member.id, "Elif'in Doğum Günü"],
      [friend.id, "Bebeğimize Hoş Geldin"],
    ]);
    expect(lists.every((l) => l.addressId != null)).toBe(true);
    const items = await db.select().from(schema.giftListItems);
    expect(items.filter((i) => i.listId === lists[0].id).map((i) => i.purchasedQuantity)).toEqual([1, 1, 0, 0]);
    expect(items.filter((i) => i.listId === lists[1].id)).toHaveLength(5);
    expect((await db.select().from(schema.giftListPurchases)).map((p) => p.location).sort()).toEqual(["store", "web"]);
    expect(await verifyPassword("Deneme123", friend.passwordHash)).toBe(false);
  });

  it("gives the demo member showcase orders that link to their products, whose points are in the ledger, and that stay where they are", async () => {
    const [member] = await db.select().from(schema.users).where(eq(schema.users.email, "uye@example.com"));
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.userId, member.id));
    expect(orders.length).toBeGreaterThanOrEqual(10);
    // Each line leads to its product's own page (the gift card to the gift card page), never /urun/demo-N.
    const lines = await rows(
      `select l.url, l.sku, i.sef_url, i.id as catalog_id, i.status from order_lines l join orders o on o.id = l.order_id join catalog_items i on i.id = l.catalog_id where o.user_id = ${member.id}`,
    );
    for (const l of lines)
      expect(l.url, String(l.sku)).toBe(l.status === "giftCard" ? "/hediye-kart-islemleri" : `/urun/${l.sef_url}-${l.catalog_id}`);
    expect(lines.some((l) => l.status === "giftCard")).toBe(true);

    // Every order whose page says 'N Joker puan kazandınız' (it stood, and was not cancelled or sent back) has its N in the ledger.
    const ledger = await db.select().from(schema.pointEntries).where(eq(schema.pointEntries.userId, member.id));
    const net = (orderId: number | null) =>
      ledger
        .filter((e) => e.orderId === orderId)
        .reduce((sum, e) => sum + (e.kind === "earned" || e.kind === "returned" ? e.points : -e.points), 0);
    for (const o of orders) {
      const kept = o.status === "confirmed" && o.shipmentStatusCode !== 999;
      expect(net(o.id), o.orderNumber).toBe(kept ? o.jokerPointsEarned : 0);
      if (kept) expect(ledger.find((e) => e.orderId === o.id && e.kind === "earned")?.createdAt.getTime()).toBe(o.createdAt.getTime());
    }
    expect(orders.filter((o) => o.status === "confirmed" && o.jokerPointsEarned > 0).length).toBeGreaterThanOrEqual(6);
    // The balance is what the ledger adds up to: the welcome points and the orders'.
    expect(net(null)).toBe(DEMO_JOKER_POINTS);
    expect(member.jokerPoints).toBe(
      ledger.reduce((sum, e) => sum + (e.kind === "earned" || e.kind === "returned" ? e.points : -e.points), 0),
    );

    // However long the demo runs, its travelling parcels leave the showcase orders where they are.
    const before = orders.map((o) => [o.orderNumber, o.shipmentStatusCode]);
    for (const days of [1, 30, 365])
      expect(await advanceDemoOrders(db, { stepMinutes: 2, now: new Date(Date.now() + days * 86_400_000) })).toBe(0);
    const after = await db.select().from(schema.orders).where(eq(schema.orders.userId, member.id));
    expect(after.map((o) => [o.orderNumber, o.shipmentStatusCode])).toEqual(before);
    expect(new Set(after.map((o) => o.shipmentStatusCode))).toEqual(new Set([0, 1, 3, 9, 12, 13, 999]));
  });
});
