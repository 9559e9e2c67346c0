/**
 * Fills an empty shop with the deterministic demo data: categories, brands, catalogue items with
 * size variants, attributes, stock and in-store stock, stores, campaigns, carriers, settings,
 * comments, club events and (demo mode only) the demo accounts. Same seed, same shop; only the
 * campaign and countdown end dates follow the real clock so they are always in the future.
 *
 * Big tables are written in chunks through json_to_recordset (bulk.server.ts) with ids assigned
 * here, so 100,000 items need no RETURNING round trips; sequences are moved past them at the end.
 */
import { href } from "react-router";
import { seedDemoOrders } from "./orders.server";
import { seedDemoGiftLists } from "./gift-lists.server";
import { DEMO_MANAGER_PASSWORD, ensureDemoManagers } from "./managers.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { ADVISORY_LOCKS } from "#app/db/advisory-locks.server";
import {
  addresses,
  attributes,
  brands,
  campaigns,
  catalogItems,
  categories,
  clubEvents,
  comments,
  districts,
  giftCards,
  kids,
  productAttributes,
  products,
  rewardCampaigns,
  settings,
  shippingCompanies,
  stores,
  storeStock,
  towns,
  users,
} from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";
import { slugify, turkishLower } from "#app/lib/turkish";
import { bulkInsert, withBulkLoad, type Executor } from "./bulk.server";
import { createCatalogPlan, demoVideoUrl, generateItem, type GeneratedItem } from "./catalog";
import {
  BRANDS,
  CAMPAIGNS,
  type CampaignRuleDef,
  CLUB_EVENTS,
  REWARD_CAMPAIGNS,
  SETTINGS,
  SHIPPING_COMPANIES,
  STORES,
  SUB_CATEGORIES,
  TOP_CATEGORIES,
} from "./content";
import { createRng } from "./random";
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";

export type SeedOptions = {
  seed: string;
  products: number;
  demoAccounts: boolean;
  onProgress?: (done: number, total: number, stage: string) => void;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Catalogue items generated and written per round. */
const ITEM_CHUNK = 2000;

export const ATTRIBUTE_DEFS = [
  { code: "size", name: "Beden" },
  { code: "color", name: "Renk" },
  { code: "age", name: "Yaş" },
  { code: "gender", name: "Cinsiyet" },
] as const;

/** Soft colours for sub-category tiles, per area. */
const SUB_COLOURS: Record<string, string[]> = {
  bebek: ["#60a5fa", "#38bdf8", "#818cf8", "#2dd4bf", "#a78bfa", "#93c5fd"],
  giyim: ["#f472b6", "#fb7185", "#f9a8d4", "#c084fc", "#fb923c", "#fda4af"],
  oyuncak: ["#f59e0b", "#facc15", "#fb923c", "#4ade80", "#f87171", "#a3e635"],
  ev: ["#34d399", "#5eead4", "#a78bfa", "#fbbf24", "#fdba74", "#86efac"],
};

async function maxId(db: Executor, table: string): Promise<number> {
  const res = (await db.execute(sql.raw(`select coalesce(max(id), 0)::int as m from "${table}"`))) as unknown as { rows: { m: number }[] };
  return Number(res.rows[0]?.m ?? 0);
}

async function syncSequence(db: Executor, table: string) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest(coalesce((select max(id) from "${table}"), 0), 1), (select max(id) from "${table}") is not null)`,
    ),
  );
}

/** Istanbul wall-clock time `days` from today at `hour`:00, as an instant (Turkey is UTC+3 all year). */
function istanbulAt(now: number, days: number, hour: number): Date {
  const local = new Date(now + 3 * HOUR);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - 3, 0, 0));
}

export async function seedDemoData(db: Db, opts: SeedOptions): Promise<void> {
  const total = Math.max(0, Math.floor(opts.products));
  const progress = opts.onProgress ?? (() => {});
  const now = Date.now();
  progress(0, total, "Hazırlık");

  // Password hashing is slow on purpose: do it before the transaction.
  const demoHashes = opts.demoAccounts
    ? { member: await hashPassword("Deneme123"), manager: await hashPassword(DEMO_MANAGER_PASSWORD) }
    : null;

  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: the second waits here, then sees
    // the first one's catalogue and leaves it alone.
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seed})`));
    const existing = (await tx.execute(sql.raw(`select exists (select 1 from catalog_items) as e`))) as unknown as {
      rows: { e: boolean }[];
    };
    if (existing.rows[0]?.e) return false;

    const attributeIds = await seedAttributes(tx);
    const categoryIds = await seedCategories(tx);
    const brandIds = await seedBrands(tx);
    const storeIds = await seedStores(tx);
    await seedShopSettings(tx, now);
    if (demoHashes) await seedDemoAccounts(tx, demoHashes.member);
    const managerId = demoHashes ? await ensureDemoManagers(tx, async () => demoHashes.manager) : null;
    progress(0, total, "Katalog");

    // Indexes and foreign keys of the big tables are rebuilt once at the end (see withBulkLoad).
    const bulkTables = ["catalog_items", "products", "product_attributes", "store_stock", "comments"];
    await withBulkLoad(tx, bulkTables, async () => {
      await seedCatalogue(tx, {
        seed: opts.seed,
        total,
        now,
        attributeIds,
        categoryIds,
        brandIds,
        storeIds,
        managerId,
        onChunk: (done) => progress(done, total, "Katalog"),
      });
      progress(total, total, "Dizinler");
    });

    await seedClubEvents(tx, storeIds, now);
    for (const t of ["catalog_items", "products", "comments"]) await syncSequence(tx, t);
    return true;
  });
  if (!seeded) {
    progress(total, total, "Bitti");
    return;
  }
  if (demoHashes) {
    const [member] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, "uye@example.com"));
    if (member) {
      await seedDemoOrders(db, member.id, member.email, now);
      await seedDemoGiftLists(db, member.id);
    }
  }
  // Fresh statistics so the first listing queries get good plans.
  await db.execute(sql.raw(`analyze catalog_items, products, product_attributes, store_stock, comments`));
  progress(total, total, "Bitti");
}

// ───────────────────────── small tables ─────────────────────────

async function seedAttributes(tx: Tx): Promise<Record<(typeof ATTRIBUTE_DEFS)[number]["code"], number>> {
  await tx
    .insert(attributes)
    .values(ATTRIBUTE_DEFS.map((a) => ({ ...a })))
    .onConflictDoNothing({ target: attributes.code });
  const rows = await tx.select({ id: attributes.id, code: attributes.code }).from(attributes);
  const byCode = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  return { size: byCode.size, color: byCode.color, age: byCode.age, gender: byCode.gender };
}

async function seedCategories(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(categories)
    .values(
      TOP_CATEGORIES.map((t, i) => ({
        name: t.name,
        slug: t.slug,
        description: t.description,
        area: t.slug,
        sortOrder: i + 1,
        color: t.color,
      })),
    )
    .onConflictDoNothing({ target: categories.slug });
  const tops = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        TOP_CATEGORIES.map((t) => t.slug),
      ),
    );
  const topIds = new Map(tops.map((t) => [t.slug, t.id]));
  const perArea = new Map<string, number>();
  await tx
    .insert(categories)
    .values(
      SUB_CATEGORIES.map((s) => {
        const n = perArea.get(s.area) ?? 0;
        perArea.set(s.area, n + 1);
        return {
          parentId: topIds.get(s.area)!,
          name: s.name,
          slug: slugify(s.slug),
          description: s.description,
          area: s.area,
          sortOrder: n + 1,
          color: SUB_COLOURS[s.area][n % SUB_COLOURS[s.area].length],
        };
      }),
    )
    .onConflictDoNothing({ target: categories.slug });
  const all = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(all.map((c) => [c.slug, c.id]));
}

async function seedBrands(tx: Tx): Promise<Map<string, number>> {
  await tx
    .insert(brands)
    .values(BRANDS.map((b) => ({ name: b.name, slug: slugify(b.name) })))
    .onConflictDoNothing({ target: brands.slug });
  const rows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return new Map(BRANDS.map((b) => [b.name, bySlug.get(slugify(b.name))!]));
}

/** Store ids in the order of STORES. */
async function seedStores(tx: Tx): Promise<number[]> {
  const cityIds = [...new Set(STORES.map((s) => s.cityId))];
  const districtRows = await tx
    .select({ id: districts.id, cityId: districts.cityId, name: districts.name })
    .from(districts)
    .where(inArray(districts.cityId, cityIds));
  const cityNames = await tx.execute(sql`select id, name from cities`);
  const cityName = new Map((cityNames as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [Number(r.id), r.name]));
  const rng = createRng("stores");
  const perCity = new Map<number, number>();
  const values = STORES.map((s) => {
    const n = (perCity.get(s.cityId) ?? 0) + 1;
    perCity.set(s.cityId, n);
    const district = districtRows.find((d) => d.cityId === s.cityId && turkishLower(d.name) === turkishLower(s.district));
    const city = cityName.get(s.cityId) ?? "";
    const phone = `${s.phoneArea} ${rng.int(200, 699)} ${String(rng.int(10, 99))} ${String(rng.int(10, 99))}`;
    return {
      code: `MD${String(s.cityId).padStart(2, "0")}${String(n).padStart(2, "0")}`,
      name: s.label,
      sefUrl: slugify(`${city} ${s.label}`),
      type: s.type,
      cityId: s.cityId,
      districtId: district?.id ?? null,
      address: `${s.street}, ${s.district} / ${city}`,
      phone,
      lat: s.lat,
      lon: s.lon,
      openingHours: s.type === "avm" ? "10:00 - 22:00" : s.type === "outlet" ? "10:00 - 21:00" : "09:30 - 20:30",
      pickupAvailable: s.type !== "outlet" || rng.chance(0.5),
      deliveryCar: s.type === "avm" || rng.chance(0.3),
      active: true,
    };
  });
  await tx.insert(stores).values(values).onConflictDoNothing({ target: stores.code });
  const rows = await tx
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(
      inArray(
        stores.code,
        values.map((v) => v.code),
      ),
    );
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return values.map((v) => byCode.get(v.code)!);
}

/**
 * The demo carriers, matched by code: a carrier already there is left as it is (a manager may have
 * changed it), a missing one is added. Also run at every start of a demo shop that was seeded
 * before a carrier joined the list (server/prepare-database.ts), since seeding itself runs only once.
 */
export async function addDemoCarriers(db: Pick<Db, "insert">): Promise<void> {
  await db
    .insert(shippingCompanies)
    .values(SHIPPING_COMPANIES.map((c) => ({ ...c, salePriceKurus: SETTINGS.shippingKurus, serviceFeeKurus: 0, active: true })))
    .onConflictDoNothing({ target: shippingCompanies.code });
}

/** A banner's rule as the campaign's columns (discountPercent is the rule's percent where it has one). */
function campaignRuleColumns(rule: CampaignRuleDef) {
  switch (rule.kind) {
    case "percent":
    case "basketPercent":
      return { kind: rule.kind, discountPercent: rule.percent };
    case "buyXPayY":
      return { kind: rule.kind, buyCount: rule.buy, payCount: rule.pay };
    case "basketAmount":
      return { kind: rule.kind, minKurus: rule.minKurus, amountKurus: rule.amountKurus };
  }
}

async function seedShopSettings(tx: Tx, now: number) {
  await addDemoCarriers(tx);
  await tx
    .insert(settings)
    .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: settings.key });
  const rng = createRng("campaigns");
  const categoryIds = new Map((await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));
  await tx
    .insert(campaigns)
    .values(
      CAMPAIGNS.map((c, i) => ({
        title: c.title,
        slug: slugify(c.title),
        description: c.description,
        categoryValue: c.categoryValue,
        discountPercent: c.discountPercent,
        ...campaignRuleColumns(c.rule),
        categoryIds: [categoryIds.get(c.categorySlug) ?? -1],
        link: href("/kategori/:slug", { slug: c.categorySlug }),
        colorFrom: c.colorFrom,
        colorTo: c.colorTo,
        startsAt: new Date(Math.floor((now - rng.int(2, 10) * DAY) / HOUR) * HOUR),
        // Whole minutes, so countdowns read cleanly.
        endsAt: new Date(Math.floor((now + c.endsInHours * HOUR + rng.int(5, 55) * 60_000) / 60_000) * 60_000),
        showOnHome: true,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing({ target: campaigns.slug });
  await tx
    .insert(rewardCampaigns)
    .values(
      REWARD_CAMPAIGNS.map((r) => ({
        code: r.code,
        description: r.description,
        multiplier: r.multiplier,
        amountKurus: r.amountKurus,
        ratio: r.ratio,
        endsAt: istanbulAt(now, r.endsInDays, 24),
      })),
    )
    .onConflictDoNothing({ target: rewardCampaigns.code });
}

/** The demo member's welcome Joker points (1 point = 1 TL; the demo orders add theirs) and a demo gift voucher, to try them at checkout. */
export const DEMO_JOKER_POINTS = 250;
/** The welcome points are dated before the oldest demo order. */
const DEMO_WELCOME_DAYS_AGO = 45;
/** Demo gift vouchers: MINIK100 takes 100 TL off; MINIK500 covers a small order entirely (nothing to pay). */
export const DEMO_GIFT_CARDS = [
  { code: "MINIK100", balanceKurus: 10_000 },
  { code: "MINIK500", balanceKurus: 50_000 },
];

/** The demo member (with an İstanbul address, a kid, Joker points); the demo managers are managers.server.ts's. */
async function seedDemoAccounts(tx: Tx, memberHash: string): Promise<void> {
  const verified = new Date();
  const inserted = await tx
    .insert(users)
    .values([
      {
        email: "uye@example.com",
        phone: "05321234567",
        passwordHash: memberHash,
        firstname: "Ayşe",
        lastname: "Yılmaz",
        emailVerifiedAt: verified,
        phoneVerifiedAt: verified,
        jokerPoints: 0,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const member = inserted.find((u) => u.email === "uye@example.com");
  if (member) {
    const [kadikoy] = await tx
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.cityId, 34), eq(districts.name, "Kadıköy")));
    const districtId =
      kadikoy?.id ?? (await tx.select({ id: districts.id }).from(districts).where(eq(districts.cityId, 34)).limit(1))[0]?.id;
    if (districtId) {
      const townRows = await tx.select({ id: towns.id, name: towns.name }).from(towns).where(eq(towns.districtId, districtId));
      const town = townRows.find((t) => t.name.startsWith("Caferağa")) ?? townRows[0];
      await tx.insert(addresses).values({
        userId: member.id,
        title: "Ev",
        personName: "Ayşe Yılmaz",
        phone: "05321234567",
        cityId: 34,
        districtId,
        townId: town?.id ?? null,
        address: "Moda Caddesi No: 12 Daire: 4",
        billingType: "individual",
        identityNumber: "10000000146",
      });
    }
    await tx.insert(kids).values({ userId: member.id, name: "Elif", gender: "Kız", birthDay: 14, birthMonth: 5, birthYear: 2023 });
    // The welcome points, through the ledger like every point (Joker Puanlarım explains the balance), before the demo orders' own.
    await movePointsIn(tx, {
      userId: member.id,
      orderId: null,
      kind: "earned",
      points: DEMO_JOKER_POINTS,
      at: new Date(verified.getTime() - DEMO_WELCOME_DAYS_AGO * 86_400_000),
    });
    await tx
      .insert(giftCards)
      .values(DEMO_GIFT_CARDS.map((card) => ({ ...card, expiresAt: new Date(verified.getTime() + 365 * 86_400_000) })))
      .onConflictDoNothing();
  }
}

async function seedClubEvents(tx: Tx, storeIds: number[], now: number) {
  await tx.insert(clubEvents).values(
    CLUB_EVENTS.map((e) => {
      const store = STORES[e.storeIndex % STORES.length];
      return {
        title: e.title,
        description: e.description,
        storeId: storeIds[e.storeIndex % storeIds.length],
        cityId: store.cityId,
        startsAt: istanbulAt(now, e.inDays, e.hour),
        capacity: e.capacity,
        registeredCount: e.registered,
      };
    }),
  );
}

// ───────────────────────── the catalogue ─────────────────────────

type CatalogueContext = {
  seed: string;
  total: number;
  now: number;
  attributeIds: Record<"size" | "color" | "age" | "gender", number>;
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  storeIds: number[];
  managerId: number | null;
  onChunk: (done: number) => void;
};

const itemColumns = [
  catalogItems.id,
  catalogItems.name,
  catalogItems.sefUrl,
  catalogItems.brandId,
  catalogItems.categoryId,
  catalogItems.description,
  catalogItems.type,
  catalogItems.gender,
  catalogItems.ageGroup,
  catalogItems.color,
  catalogItems.colorHex,
  catalogItems.illustration,
  catalogItems.vatRate,
  catalogItems.ratingAvg,
  catalogItems.ratingCount,
  catalogItems.salesCount,
  catalogItems.minPriceKurus,
  catalogItems.minOriginalPriceKurus,
  catalogItems.totalStock,
  catalogItems.countdownEndsAt,
  catalogItems.searchText,
  catalogItems.sizes,
  catalogItems.status,
  catalogItems.createdAt,
  catalogItems.updatedAt,
  catalogItems.videoUrl,
];
const productColumns = [
  products.id,
  products.catalogId,
  products.sku,
  products.barcode,
  products.name,
  products.status,
  products.priceKurus,
  products.originalPriceKurus,
  products.stock,
  products.sortOrder,
];
const attributeColumns = [productAttributes.productId, productAttributes.attributeId, productAttributes.value];
const storeStockColumns = [storeStock.storeId, storeStock.productId, storeStock.quantity];
const commentColumns = [
  comments.id,
  comments.catalogId,
  comments.userId,
  comments.authorName,
  comments.rating,
  comments.body,
  comments.showUser,
  comments.status,
  comments.reviewedBy,
  comments.reviewedAt,
  comments.createdAt,
];

type ChunkRows = {
  end: number;
  items: unknown[][];
  products: unknown[][];
  attributes: unknown[][];
  stock: unknown[][];
  comments: unknown[][];
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Generates the items chunk by chunk and writes each chunk while the next one is being generated:
 * generation yields to the event loop now and then, so on PostgreSQL the database works on the
 * previous chunk in parallel with this process.
 */
async function seedCatalogue(tx: Tx, ctx: CatalogueContext) {
  const plan = createCatalogPlan(ctx.seed, new Date(ctx.now));
  const itemBase = await maxId(tx, "catalog_items");
  let nextProductId = (await maxId(tx, "products")) + 1;
  let nextCommentId = (await maxId(tx, "comments")) + 1;
  const { size, color, age, gender } = ctx.attributeIds;

  const build = async (start: number, end: number): Promise<ChunkRows> => {
    const rows: ChunkRows = { end, items: [], products: [], attributes: [], stock: [], comments: [] };
    for (let index = start; index < end; index++) {
      if ((index - start) % 250 === 249) await yieldToEventLoop();
      const item: GeneratedItem = generateItem(plan, index);
      const itemId = itemBase + index + 1;
      const created = item.createdAt.toISOString();
      rows.items.push([
        itemId,
        item.name,
        item.sefUrl,
        ctx.brandIds.get(item.brand),
        ctx.categoryIds.get(item.subCategory),
        item.description,
        item.type,
        item.gender,
        item.ageGroup,
        item.color,
        item.colorHex,
        item.illustration,
        item.vatRate,
        item.ratingAvg,
        item.ratingCount,
        item.salesCount,
        item.minPriceKurus,
        item.minOriginalPriceKurus,
        item.totalStock,
        item.countdownEndsAt?.toISOString() ?? null,
        item.searchText,
        item.sizes,
        "active",
        created,
        created,
        demoVideoUrl(index),
      ]);
      for (const v of item.variants) {
        const productId = nextProductId++;
        rows.products.push([
          productId,
          itemId,
          v.sku,
          v.barcode,
          item.name,
          "active",
          v.priceKurus,
          v.originalPriceKurus,
          v.stock,
          v.sortOrder,
        ]);
        rows.attributes.push([productId, size, v.size], [productId, color, item.color]);
        if (item.ageGroup) rows.attributes.push([productId, age, item.ageGroup]);
        if (item.gender) rows.attributes.push([productId, gender, item.gender]);
        for (const [storeIndex, quantity] of v.stores) rows.stock.push([ctx.storeIds[storeIndex], productId, quantity]);
      }
      for (const c of item.comments) {
        const approved = c.status === "approved";
        rows.comments.push([
          nextCommentId++,
          itemId,
          null,
          c.authorName,
          c.rating,
          c.body,
          c.showUser,
          c.status,
          approved ? ctx.managerId : null,
          approved ? new Date(c.createdAt.getTime() + DAY).toISOString() : null,
          c.createdAt.toISOString(),
        ]);
      }
    }
    return rows;
  };

  const write = async (rows: ChunkRows) => {
    await bulkInsert(tx, catalogItems, itemColumns, rows.items, 2000);
    await bulkInsert(tx, products, productColumns, rows.products, 5000);
    await bulkInsert(tx, productAttributes, attributeColumns, rows.attributes, 10000);
    await bulkInsert(tx, storeStock, storeStockColumns, rows.stock, 10000);
    await bulkInsert(tx, comments, commentColumns, rows.comments, 5000);
    ctx.onChunk(rows.end);
  };

  let writing: Promise<void> | null = null;
  for (let start = 0; start < ctx.total; start += ITEM_CHUNK) {
    const rows = await build(start, Math.min(ctx.total, start + ITEM_CHUNK));
    if (writing) await writing;
    writing = write(rows);
    // Handled by the await above (next round) or below; this only keeps Node from reporting it early.
    writing.catch(() => {});
  }
  if (writing) await writing;
}
