/**
 * The shop's one database schema, for both drivers (embedded PGlite and PostgreSQL).
 * Money is integer kuruş everywhere (`*Kurus` columns); JSON answers convert at the edge.
 * Grouped by area, in the order of spec section 3.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  doublePrecision,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both are given a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

// ───────────────────────── Places: 81 cities, districts, towns ─────────────────────────

/** City id is the plate code (1..81; 34 is İstanbul). */
export const cities = pgTable("cities", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  sortKey: text("sort_key").notNull(),
});

export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey(),
    cityId: smallint("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
  },
  (t) => [index("districts_city_idx").on(t.cityId)],
);

/** Towns are the neighbourhoods (mahalle) of a district. */
export const towns = pgTable(
  "towns",
  {
    id: integer("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    name: text("name").notNull(),
  },
  (t) => [index("towns_district_idx").on(t.districtId)],
);

// ───────────────────────── Catalogue ─────────────────────────

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    /** Top-level area the category belongs to: bebek, giyim, oyuncak, ev. */
    area: text("area").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    color: text("color").notNull().default("#f97316"),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("brands_slug_uq").on(t.slug)],
);

/** A catalogue item (spec: catalog_id); its sellable variants are `products`. */
export const catalogItems = pgTable(
  "catalog_items",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** sefUrl: slug of the name; the page is /urun/{sefUrl}-{id}. */
    sefUrl: text("sef_url").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    description: text("description").notNull().default(""),
    /** 'normal' or 'teshir' (display-only: no basket control). */
    type: text("type").notNull().default("normal"),
    gender: text("gender"),
    ageGroup: text("age_group"),
    color: text("color"),
    /** Hex colour used by the generated SVG illustration. */
    colorHex: text("color_hex").notNull().default("#60a5fa"),
    /** Illustration kind used by the generated SVG (stroller, bottle, toy …). */
    illustration: text("illustration").notNull().default("box"),
    vatRate: smallint("vat_rate").notNull().default(20),
    ratingAvg: doublePrecision("rating_avg").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    /** Lowest active variant price, kept in step for listing and sorting. */
    minPriceKurus: integer("min_price_kurus").notNull().default(0),
    minOriginalPriceKurus: integer("min_original_price_kurus").notNull().default(0),
    totalStock: integer("total_stock").notNull().default(0),
    /** Timed campaign end for the product countdown, if any. */
    countdownEndsAt: timestamp("countdown_ends_at", { withTimezone: true }),
    videoUrl: text("video_url"),
    /**
     * The product page's size table (domain/catalog/size-charts.ts): null picks the chart that
     * covers every size, 'yok' shows none, a chart id ('bebek', 'cocuk' …) that chart.
     */
    sizeChart: text("size_chart"),
    /**
     * The main uploaded picture, '{imageId}-{hash}' (product_images, position 0; image-urls.ts
     * builds its addresses), kept in step by catalogue-images.server.ts; null: the item shows its
     * generated illustration. Listings read it from here, so no page asks product_images.
     */
    mainImage: text("main_image"),
    /** Turkish-folded, ASCII-folded text of name, brand, category and attributes for search. */
    searchText: text("search_text").notNull().default(""),
    /** Size values of the item's variants ('2 Yaş', '86 cm'), for the size facet. */
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("catalog_items_category_idx").on(t.categoryId),
    index("catalog_items_brand_idx").on(t.brandId),
    index("catalog_items_created_idx").on(t.createdAt),
    index("catalog_items_sales_idx").on(t.salesCount),
    index("catalog_items_price_idx").on(t.minPriceKurus),
    index("catalog_items_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("catalog_items_sizes_idx").using("gin", t.sizes),
    index("catalog_items_rating_idx").on(t.ratingAvg),
    // 0: gift cards (a voucher is taxed when it is spent, not when it is bought).
    check("catalog_items_vat_ck", sql`${t.vatRate} in (0, 1, 10, 20)`),
  ],
);

/** Attribute kinds (Beden, Renk, Yaş …): attribute.id in the spec's JSON. */
export const attributes = pgTable("attributes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
});

/** A sellable variant (spec: productId). Price and stock live here. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogItems.id),
    sku: text("sku").notNull(),
    barcode: text("barcode").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("active"),
    /** Price the shopper pays, VAT included. */
    priceKurus: integer("price_kurus").notNull(),
    /** List price before discount (equal to price when not discounted). */
    originalPriceKurus: integer("original_price_kurus").notNull(),
    /** Online (warehouse) stock; never below zero. */
    stock: integer("stock").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("products_sku_uq").on(t.sku),
    uniqueIndex("products_barcode_uq").on(t.barcode),
    index("products_catalog_idx").on(t.catalogId),
    // The back office's 'Stoku azalanlar' and sold-out count (LOW_STOCK_MAX = 5 in domain/back-office/dashboard.ts).
    index("products_low_stock_idx")
      .on(t.stock, t.id)
      .where(sql`${t.status} = 'active' and ${t.stock} <= 5`),
    check("products_stock_ck", sql`${t.stock} >= 0`),
    check("products_price_ck", sql`${t.priceKurus} >= 0 and ${t.originalPriceKurus} >= ${t.priceKurus}`),
  ],
);

export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] }), index("product_attributes_value_idx").on(t.attributeId, t.value)],
);

/**
 * A catalogue item's uploaded pictures (domain/catalog/catalogue-images.server.ts).
 * Each upload is checked and rendered by sharp into three WebP sizes (metadata stripped), kept here
 * rather than on a disk, so every process, on PGlite or PostgreSQL, serves them
 * (/gorsel/yuklenen/…). An image's bytes never change: a new picture is a new row.
 * `position` 0 is the main image; positions run 0, 1, 2 … per item.
 */
export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogItems.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** SHA-256 (hex) of the file as uploaded: one file once per item; its start is in the image's addresses. */
    contentHash: text("content_hash").notNull(),
    /** The uploaded file's name, for the back office's list. */
    fileName: text("file_name").notNull(),
    /** 800 px (the product page), 400 px (cards), 120 px (thumbnails): the longer side, never enlarged. */
    largeWidth: integer("large_width").notNull(),
    largeHeight: integer("large_height").notNull(),
    largeBytes: bytea("large_bytes").notNull(),
    mediumWidth: integer("medium_width").notNull(),
    mediumHeight: integer("medium_height").notNull(),
    mediumBytes: bytea("medium_bytes").notNull(),
    smallWidth: integer("small_width").notNull(),
    smallHeight: integer("small_height").notNull(),
    smallBytes: bytea("small_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_images_catalog_idx").on(t.catalogId, t.position),
    uniqueIndex("product_images_content_uq").on(t.catalogId, t.contentHash),
  ],
);

// ───────────────────────── Stores and in-store stock ─────────────────────────

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    sefUrl: text("sef_url").notNull().unique(),
    /** Store type for the radio group: magaza, outlet, avm … ('all' is a filter, not a type). */
    type: text("type").notNull().default("magaza"),
    cityId: smallint("city_id")
      .notNull()
      .references(() => cities.id),
    districtId: integer("district_id").references(() => districts.id),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    openingHours: text("opening_hours").notNull().default("10:00 - 22:00"),
    pickupAvailable: boolean("pickup_available").notNull().default(true),
    /** Store can hand orders to the car (spec: deliveryCar). */
    deliveryCar: boolean("delivery_car").notNull().default(false),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("stores_city_idx").on(t.cityId)],
);

export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] }), check("store_stock_qty_ck", sql`${t.quantity} >= 0`)],
);

// ───────────────────────── Campaigns ─────────────────────────

export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    /** giyim, bebek, oyuncak (the campaigns page filter; 'all' shows every one). */
    categoryValue: text("category_value").notNull(),
    discountPercent: smallint("discount_percent").notNull().default(0),
    link: text("link").notNull(),
    colorFrom: text("color_from").notNull().default("#f97316"),
    colorTo: text("color_to").notNull().default("#ec4899"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    showOnHome: boolean("show_on_home").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * The rule that prices the basket (domain/campaigns/campaign-pricing.ts): percent, amount (per
     * unit), basketPercent ('sepette %X'), buyXPayY ('X al Y öde'), basketAmount (X TL off from a
     * basket total). percent/basketPercent use discountPercent.
     */
    kind: text("kind").notNull().default("basketPercent"),
    amountKurus: integer("amount_kurus").notNull().default(0),
    minKurus: integer("min_kurus").notNull().default(0),
    buyCount: smallint("buy_count").notNull().default(0),
    payCount: smallint("pay_count").notNull().default(0),
    /** Scope: categories (with their subcategories), brands, catalogue items, variants; all empty = the whole shop. */
    categoryIds: integer("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brandIds: integer("brand_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    catalogIds: integer("catalog_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    index("campaigns_ends_idx").on(t.endsAt),
    check("campaigns_kind_ck", sql`${t.kind} in ('percent', 'amount', 'basketPercent', 'buyXPayY', 'basketAmount')`),
    check(
      "campaigns_values_ck",
      sql`${t.discountPercent} between 0 and 100 and ${t.amountKurus} >= 0 and ${t.minKurus} >= 0 and ${t.buyCount} >= 0 and ${t.payCount} >= 0`,
    ),
  ],
);

/** Reward-programme campaign choices (spec: code, description, multiplier, amount, ratio, endDate). */
export const rewardCampaigns = pgTable("reward_campaigns", {
  code: text("code").primaryKey(),
  description: text("description").notNull(),
  multiplier: integer("multiplier").notNull().default(1),
  amountKurus: integer("amount_kurus").notNull().default(0),
  ratio: integer("ratio").notNull().default(0),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

// ───────────────────────── Members, sessions, security ─────────────────────────

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** Normalised phone: 11 digits with leading 0 (05321234567). */
    phone: text("phone"),
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    gender: text("gender"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    jokerPoints: integer("joker_points").notNull().default(0),
    /** The reward campaign the member chose (reward programme): points of later orders follow it. */
    rewardCampaignCode: text("reward_campaign_code").references(() => rewardCampaigns.code, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Blocked by a manager (/yonetim/uyeler; domain/members): no login of any kind, sessions ended. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    /** Why, as the manager wrote it (shown in the back office only). */
    blockedReason: text("blocked_reason"),
    /** Erased under KVKK (domain/members/member-erasure.server.ts): personal fields anonymised, orders kept. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * What the back office's member search matches (name, e-mail, phone), folded as
     * lib/turkish.ts foldForSearch folds a query's letters ('İ', 'I', 'ı' → 'i', 'Ç' → 'c' …),
     * kept by the database itself; a trigram index serves `like '%…%'` without reading every member.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(translate(firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(phone, ''), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`,
    ),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_phone_uq").on(t.phone),
    index("users_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Server-side sessions; the cookie holds only the random id. Shared by every app server. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt), index("sessions_user_idx").on(t.userId)],
);

/** Failed-login throttling per identifier and per address. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
});

/** One-time codes sent by SMS (registration, login by SMS) or e-mail (verification). */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The address that asked for the code (rate limit per address). */
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_codes_target_idx").on(t.purpose, t.target),
    // The retention sweep's expired codes and links.
    index("verification_codes_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Captcha solutions already used (app/domain/captcha): one row per challenge, by its signature,
 * kept until the challenge expires, so a solution is accepted once across every server process.
 */
export const captchaSpent = pgTable(
  "captcha_spent",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_spent_expires_idx").on(t.expiresAt)],
);

/**
 * Keys the shop makes for itself on first use and shares between its processes (the captcha's
 * signing key). Never shown on a page or in a log.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

/** Recorded consents (KVKK, marketing SMS/e-mail, agreements), never overwritten: latest row wins. */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    granted: boolean("granted").notNull(),
    source: text("source").notNull(),
    textVersion: text("text_version").notNull().default("1"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("consents_subject_idx").on(t.subject, t.kind),
    index("consents_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    personName: text("person_name").notNull(),
    phone: text("phone").notNull(),
    cityId: smallint("city_id")
      .notNull()
      .references(() => cities.id),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    townId: integer("town_id").references(() => towns.id),
    address: text("address").notNull(),
    /** individual (identityNumber) or corporate (company, taxOffice, taxNumber). */
    billingType: text("billing_type").notNull().default("individual"),
    identityNumber: text("identity_number"),
    company: text("company"),
    taxOffice: text("tax_office"),
    taxNumber: text("tax_number"),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

export const kids = pgTable(
  "kids",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    gender: text("gender"),
    birthDay: smallint("birth_day").notNull(),
    birthMonth: smallint("birth_month").notNull(),
    birthYear: smallint("birth_year").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("kids_user_idx").on(t.userId)],
);

/** Expected baby (birth date) of a member: one per member. */
export const babies = pgTable("babies", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  birthDay: smallint("birth_day").notNull(),
  birthMonth: smallint("birth_month").notNull(),
  birthYear: smallint("birth_year").notNull(),
  updatedAt: updatedAt(),
});

export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Provider token; of the card itself only the BIN and the last four digits are kept (never the
     * number, CVC, expiry or holder). Bank and card family are what the BIN tells.
     */
    token: text("token").notNull().unique(),
    bin: text("bin").notNull(),
    last4: text("last4").notNull(),
    cardFamily: text("card_family"),
    bankName: text("bank_name"),
    createdAt: createdAt(),
  },
  (t) => [index("saved_cards_user_idx").on(t.userId)],
);

// ───────────────────────── Basket ─────────────────────────

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    giftNote: text("gift_note"),
    /** myAddress or getShop */
    deliveryType: text("delivery_type").notNull().default("myAddress"),
    /**
     * `own`: the visitor's basket. `gift`: a member's gift basket (Hediye Sepetim), holding gifts
     * from one gift list; it is checked out on its own and ships to the list owner's address.
     */
    kind: text("kind").notNull().default("own"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("carts_session_idx").on(t.sessionId),
    index("carts_user_idx").on(t.userId),
    // The retention sweep's guest baskets untouched for a while (domain/members/data-retention.server.ts).
    index("carts_guest_updated_idx")
      .on(t.updatedAt)
      .where(sql`${t.userId} is null`),
    check("carts_kind_ck", sql`${t.kind} in ('own', 'gift')`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
    /** Set when the line buys an item from someone's gift list (gift baskets only); goes with the item. */
    giftListItemId: integer("gift_list_item_id").references(() => giftListItems.id, { onDelete: "cascade" }),
    /** A gift card bought for a gift list's owner (gift baskets only): the list; goes with it. */
    giftListId: integer("gift_list_id").references(() => giftLists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_items_line_uq").on(t.cartId, t.productId, t.isGift), check("cart_items_qty_ck", sql`${t.quantity} > 0`)],
);

// ───────────────────────── Orders, payments, shipments, returns ─────────────────────────

export const shippingCompanies = pgTable("shipping_companies", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  salePriceKurus: integer("sale_price_kurus").notNull(),
  serviceFeeKurus: integer("service_fee_kurus").notNull().default(0),
  /** Which payment methods the carrier allows: creditCard, moneyOrder, bkmExpress, podCash, podCredit. */
  paymentMethods: jsonb("payment_methods").$type<string[]>().notNull(),
  trackingUrl: text("tracking_url").notNull().default(""),
  active: boolean("active").notNull().default(true),
});

export type AddressSnapshot = {
  title?: string;
  personName: string;
  phone: string;
  city: string;
  district: string;
  town?: string;
  address: string;
  billingType?: "individual" | "corporate";
  identityNumber?: string;
  company?: string;
  taxOffice?: string;
  taxNumber?: string;
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Public, unguessable order reference (spec: orderhash). */
    orderHash: text("order_hash").notNull().unique(),
    /** Human order number shown to shoppers and used for guest tracking. */
    orderNumber: text("order_number").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** Store orders (isoffline) are shown delivered. */
    isOffline: boolean("is_offline").notNull().default(false),
    storeId: integer("store_id").references(() => stores.id),
    /**
     * domain/order-core/order-status.ts: awaitingPayment (an online payment attempt is out at the bank),
     * paymentFailed (its last attempt failed; nothing held; retried by its basket's next attempt),
     * awaitingTransfer, confirmed, cancelled. Shipment state is per shipment.
     */
    status: text("status").notNull().default("created"),
    deliveryType: text("delivery_type").notNull().default("myAddress"),
    shippingCompanyId: integer("shipping_company_id").references(() => shippingCompanies.id),
    /** creditCard, podCash, podCredit, moneyOrder, bkmExpress, fastPay, cartTotalZero, tokenPayment */
    paymentType: text("payment_type").notNull(),
    paymentDescription: text("payment_description").notNull().default(""),
    installment: smallint("installment").notNull().default(1),
    itemsTotalKurus: integer("items_total_kurus").notNull(),
    totalDiscountKurus: integer("total_discount_kurus").notNull().default(0),
    shipmentPriceKurus: integer("shipment_price_kurus").notNull().default(0),
    podPriceKurus: integer("pod_price_kurus").notNull().default(0),
    /** What campaign rules took off the products (order_campaigns has one row per campaign). */
    campaignDiscountKurus: integer("campaign_discount_kurus").notNull().default(0),
    voucherDiscountKurus: integer("voucher_discount_kurus").notNull().default(0),
    jokerPointsUsed: integer("joker_points_used").notNull().default(0),
    jokerPointsEarned: integer("joker_points_earned").notNull().default(0),
    totalKurus: integer("total_kurus").notNull(),
    deliveryAddress: jsonb("delivery_address").$type<AddressSnapshot>(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>(),
    giftNote: text("gift_note"),
    /** Pre-information form and distance sales contract as the buyer accepted them. */
    contractHtml: text("contract_html"),
    /** One click of 'Alışverişi Tamamla' makes at most one order. */
    idempotencyKey: text("idempotency_key").unique(),
    /** The basket the order came from (its lines leave it once the order stands; its one unpaid order is retried). */
    cartId: integer("cart_id"),
    /** Gift voucher used (its amount goes back if the order is cancelled). */
    voucherCode: text("voucher_code"),
    /** A gift basket's order: the gift list it was bought for (its owner receives it). */
    giftListId: integer("gift_list_id").references(() => giftLists.id, { onDelete: "set null" }),
    /** Latest shipment status code (1 packaged … 999 returned), 0 = received. */
    shipmentStatusCode: smallint("shipment_status_code").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A member's orders, newest first (Siparişlerim reads a page of ten without sorting them all).
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_email_idx").on(t.email),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // The back office's 'Siparişler' counts by where orders stand: an index-only count.
    index("orders_stage_idx").on(t.status, t.shipmentStatusCode, t.isOffline, t.storeId),
    // The back office's order list: newest first, and each filter with its own index.
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_store_created_idx")
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.storeId} is not null`),
    index("orders_payment_created_idx").on(t.paymentType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("orders_email_prefix_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("orders_delivery_phone_idx").using("btree", sql`(${t.deliveryAddress} ->> 'phone')`),
    index("orders_billing_phone_idx").using("btree", sql`(${t.billingAddress} ->> 'phone')`),
    // A basket has at most one order that was never paid (waiting for the bank, or failed): a retry pays that one.
    uniqueIndex("orders_cart_unpaid_uq")
      .on(t.cartId)
      .where(sql`${t.status} in ('awaitingPayment', 'paymentFailed')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    catalogId: integer("catalog_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    attributesText: text("attributes_text").notNull().default(""),
    unitPriceKurus: integer("unit_price_kurus").notNull(),
    quantity: integer("quantity").notNull(),
    /** What the line costs after campaigns: unit price × quantity − campaignDiscountKurus. */
    totalPriceKurus: integer("total_price_kurus").notNull(),
    /** This line's share of the order's campaign discounts (a return gives back the line's price less it). */
    campaignDiscountKurus: integer("campaign_discount_kurus").notNull().default(0),
    vatRate: smallint("vat_rate").notNull(),
    image: text("image").notNull(),
    url: text("url").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
    /** The gift list item this line buys (a gift order); its bought count goes up once the order is paid. */
    giftListItemId: integer("gift_list_item_id").references(() => giftListItems.id, { onDelete: "set null" }),
    returnQuantity: integer("return_quantity").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_gift_item_idx")
      .on(t.giftListItemId)
      .where(sql`${t.giftListItemId} is not null`),
    check("order_lines_qty_ck", sql`${t.quantity} > 0`),
  ],
);

/** The campaigns an order was priced with, as they stood at payment (their title and what each took off). */
export const orderCampaigns = pgTable(
  "order_campaigns",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id").notNull(),
    title: text("title").notNull(),
    discountKurus: integer("discount_kurus").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.campaignId] }), check("order_campaigns_discount_ck", sql`${t.discountKurus} > 0`)],
);

export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shippingCompanyId: integer("shipping_company_id").references(() => shippingCompanies.id),
    number: text("number").notNull(),
    trackingCode: text("tracking_code"),
    /** Latest status code (domain/fulfilment/shipment-states.ts); its steps are shipment_events. */
    statusCode: smallint("status_code").notNull().default(0),
    statusDescription: text("status_description").notNull().default(""),
    receiverName: text("receiver_name"),
    processDate: timestamp("process_date", { withTimezone: true }),
  },
  (t) => [index("shipments_order_idx").on(t.orderId), uniqueIndex("shipments_tracking_uq").on(t.trackingCode)],
);

export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    processDate: timestamp("process_date", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    branchName: text("branch_name").notNull().default(""),
    /** The status code this step moved the parcel to (domain/fulfilment/shipment-states.ts). */
    statusCode: smallint("status_code").notNull().default(0),
    /** The carrier's id for the update: the same update delivered twice is applied once. */
    updateKey: text("update_key").unique(),
  },
  (t) => [index("shipment_events_shipment_idx").on(t.shipmentId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    /** One row per payment attempt (the order's latest is its current one): pending, awaiting3ds, approved, declined, refunded */
    status: text("status").notNull().default("pending"),
    amountKurus: integer("amount_kurus").notNull(),
    installment: smallint("installment").notNull().default(1),
    installmentExtra: smallint("installment_extra").notNull().default(0),
    bankName: text("bank_name"),
    cardFamily: text("card_family"),
    maskedPan: text("masked_pan"),
    providerOrderId: text("provider_order_id"),
    threeDsToken: text("three_ds_token"),
    /** Where the buyer goes to finish an online payment (3D Secure page, BKM widget …), for a retried request. */
    redirectUrl: text("redirect_url"),
    failureReason: text("failure_reason"),
    /** The part of the amount the buyer paid with their card's points (kart puanı; the shop is paid it all). */
    cardPointsKurus: integer("card_points_kurus").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_3ds_uq").on(t.threeDsToken),
    index("payments_provider_order_idx").on(t.providerOrderId),
  ],
);

/**
 * A payment provider's page the shop serves at its own address for a short while (iyzico's 3-D
 * Secure form, which sends the shopper on to the bank): its address holds an unguessable token
 * (payments/provider-pages.server.ts).
 */
export const providerPages = pgTable(
  "provider_pages",
  {
    token: text("token").primaryKey(),
    /** The provider's transaction the page is for (iyzico: iyzico_transactions.id). */
    transactionId: text("transaction_id").notNull(),
    html: text("html").notNull(),
    /** Where its form may go besides https addresses (the provider's own, when it is not https: a local one in tests). */
    formOrigins: text("form_origins")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("provider_pages_expires_idx").on(t.expiresAt), index("provider_pages_transaction_idx").on(t.transactionId)],
);

/**
 * Money going back to a buyer: a cancelled order's payment, or a return's share of it
 * (domain/orders/refunds.server.ts). Written as 'pending' in the transaction that decides it, then
 * paid out through the payment provider and marked 'done' (or 'failed' with the bank's reason).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id").references(() => payments.id),
    amountKurus: integer("amount_kurus").notNull(),
    /** cancel or return */
    reason: text("reason").notNull(),
    returnRequestId: integer("return_request_id"),
    /** pending, done, failed */
    status: text("status").notNull().default("pending"),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_pending_idx")
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
    check("refunds_amount_ck", sql`${t.amountKurus} > 0`),
  ],
);

/**
 * The e-Arşiv invoices as UBL-TR XML, each handed once to the e-invoice integrator
 * (domain/invoices/einvoice-sending.server.ts): a sales invoice (SATIS) per paid order and a return
 * invoice (IADE) per refunded return. The ETTN is unique: a second run finds the row and sends
 * nothing more. The XML is kept as sent (an invoice is kept for years, VUK art. 253), so the row
 * outlives its order: order_id is cleared, never the row.
 */
export const einvoiceDocuments = pgTable(
  "einvoice_documents",
  {
    id: serial("id").primaryKey(),
    ettn: text("ettn").notNull().unique(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The invoice number: MDA… (sale) or MDI… (return). */
    number: text("number").notNull().unique(),
    /** SATIS or IADE (UBL-TR InvoiceTypeCode) */
    kind: text("kind").notNull(),
    /** For a return invoice: its return code ('IAD-7K2M9Q'). */
    returnCode: text("return_code"),
    xml: text("xml").notNull(),
    /** When the integrator took it (null: not yet, or it refused; sent again on the next run). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The integrator's reference for it, or its refusal. */
    integratorReference: text("integrator_reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("einvoice_documents_order_idx").on(t.orderId),
    index("einvoice_documents_unsent_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    check("einvoice_documents_kind_ck", sql`${t.kind} in ('SATIS', 'IADE')`),
  ],
);

export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    /**
     * The return code the buyer hands to the carrier ('IAD-7K2M9Q'): one request of several lines
     * shares it (one row per line), and no two requests have the same (domain/orders/returns.server.ts).
     */
    code: text("code").notNull(),
    /** requested, approved, received, refunded, rejected (domain/orders/return-states.ts) */
    status: text("status").notNull().default("requested"),
    createdAt: createdAt(),
    /** When the status last moved (the demo moves a request on after a while). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_requests_order_idx").on(t.orderId),
    uniqueIndex("return_requests_code_line_uq").on(t.code, t.orderLineId),
    index("return_requests_open_idx")
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check("return_requests_qty_ck", sql`${t.quantity} > 0`),
  ],
);

// ───────────────────────── Member lists: gift lists, favourites, alerts, comparisons ─────────────────────────

export const giftLists = pgTable(
  "gift_lists",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    addressId: integer("address_id").references(() => addresses.id),
    expireDate: date("expire_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("gift_lists_user_idx").on(t.userId)],
);

export const giftListItems = pgTable(
  "gift_list_items",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => giftLists.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull().default(1),
    purchasedQuantity: integer("purchased_quantity").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("gift_list_items_uq").on(t.listId, t.productId)],
);

/** Who bought a gift list item: one row per paid order and item (how many it bought), or per store sale. */
export const giftListPurchases = pgTable(
  "gift_list_purchases",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => giftListItems.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The member who bought it (they may see their own purchase). */
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerSurname: text("buyer_surname").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** web or store */
    location: text("location").notNull().default("web"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gift_list_purchases_order_item_uq").on(t.orderId, t.itemId),
    index("gift_list_purchases_item_idx").on(t.itemId),
    index("gift_list_purchases_buyer_idx")
      .on(t.buyerId)
      .where(sql`${t.buyerId} is not null`),
  ],
);

/**
 * Each time a member shared a gift list by e-mail and with how many addresses: the daily limit
 * counts these (whatever mail service sends the messages). The list may go; the count stays.
 */
export const giftListShares = pgTable(
  "gift_list_shares",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listId: integer("list_id").references(() => giftLists.id, { onDelete: "set null" }),
    recipients: integer("recipients").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("gift_list_shares_user_idx").on(t.userId, t.createdAt), check("gift_list_shares_recipients_ck", sql`${t.recipients} > 0`)],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** The variant's price when it was marked: the alerts page shows a drop since then. */
    priceAtAddKurus: integer("price_at_add_kurus"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** price or stock */
    type: text("type").notNull(),
    priceAtRequestKurus: integer("price_at_request_kurus"),
    /** When the member was last told (domain/member-lists/alerts.server.ts); a stock alert is then done. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The price a price alert last told of: it tells again only of a price below this one. */
    notifiedPriceKurus: integer("notified_price_kurus"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("alerts_uq").on(t.userId, t.productId, t.type), index("alerts_product_idx").on(t.productId)],
);

export const comparisons = pgTable(
  "comparisons",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogItems.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.catalogId] })],
);

// ───────────────────────── Back office (/yonetim) ─────────────────────────

/**
 * Back-office managers, apart from the shop's members (domain/back-office): their own login,
 * sessions and second factor (an SMS code to `phone`). `role` decides what they may do
 * (domain/permissions/permissions.ts); a store manager (`store`) works for one store only.
 * Never deleted while anything names them (audit_log, comments): set `active` false instead.
 */
export const managers = pgTable(
  "managers",
  {
    id: serial("id").primaryKey(),
    /** Lower case, as the login compares it. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Normalised like users.phone (05321234567): the back office's SMS code goes here. */
    phone: text("phone"),
    /** The shop's password hash (domain/accounts/password.server.ts). */
    passwordHash: text("password_hash").notNull(),
    /** owner, orders, catalogue or store. */
    role: text("role").notNull(),
    /** The store of a store manager; null for every other role. */
    storeId: integer("store_id").references(() => stores.id),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Set when too many wrong SMS codes locked the manager (domain/back-office/manager-lock.server.ts):
     * no login until an owner unlocks them or the lock's hours have passed.
     */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("managers_email_uq").on(t.email),
    // The SMS code is sent to, and checked against, the phone: two managers never share one.
    uniqueIndex("managers_phone_uq").on(t.phone),
    check("managers_role_ck", sql`${t.role} in ('owner', 'orders', 'catalogue', 'store')`),
    check("managers_store_ck", sql`(${t.role} = 'store') = (${t.storeId} is not null)`),
  ],
);

/**
 * Each wrong back-office SMS code (a guess after the right password), counted per manager across
 * codes and resends over the last hour and day (domain/back-office/manager-lock.server.ts); rows
 * older than a day go as new ones come, and all of a manager's go when an owner unlocks them.
 */
export const managerCodeFailures = pgTable(
  "manager_code_failures",
  {
    id: serial("id").primaryKey(),
    managerId: integer("manager_id")
      .notNull()
      .references(() => managers.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("manager_code_failures_manager_at_idx").on(t.managerId, t.at)],
);

/**
 * Back-office sessions, apart from the shop's: the cookie `md_yonetim` holds a random token, only
 * its SHA-256 is kept here. A session is usable once `verified_at` is set (the SMS code was right).
 */
export const managerSessions = pgTable(
  "manager_sessions",
  {
    id: text("id").primaryKey(),
    managerId: integer("manager_id")
      .notNull()
      .references(() => managers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser, shortened (for a manager's list of sessions), never the address. */
    userAgent: text("user_agent"),
  },
  (t) => [index("manager_sessions_manager_idx").on(t.managerId), index("manager_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * What managers did (domain/audit/audit.server.ts): one row per change, written in the same
 * transaction as the change. `before` and `after` never hold passwords, hashes, tokens, card data
 * or codes. Newest first by id; each index serves one filter of /yonetim/kayitlar.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for a change made outside the back office (the command line). */
    managerId: integer("manager_id").references(() => managers.id),
    /** 'comment.approve', 'manager.login' … */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    /** Turkish, for the list. */
    summary: text("summary").notNull(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_manager_idx").on(t.managerId, t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.id.desc()),
  ],
);

/**
 * A price and stock file a manager uploaded at /yonetim/katalog/toplu-guncelleme, kept between its
 * preview and 'Uygula' (domain/catalog/bulk-prices.server.ts): only the SHA-256 of its random token
 * (the page holds the token), bound to the manager, gone after 30 minutes or once applied.
 */
export const bulkUploads = pgTable(
  "bulk_uploads",
  {
    tokenHash: text("token_hash").primaryKey(),
    managerId: integer("manager_id")
      .notNull()
      .references(() => managers.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("bulk_uploads_expires_idx").on(t.expiresAt)],
);

// ───────────────────────── Comments ─────────────────────────

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    catalogId: integer("catalog_id")
      .notNull()
      .references(() => catalogItems.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    showUser: boolean("show_user").notNull().default(true),
    /** pending, approved, rejected: shown only once approved (domain/comments). */
    status: text("status").notNull().default("pending"),
    /** The manager who approved or rejected it, and when (a back-office manager, not a member). */
    reviewedBy: integer("reviewed_by").references(() => managers.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The author had bought the product when writing ('Satın aldı'). */
    purchased: boolean("purchased").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_catalog_idx").on(t.catalogId, t.status),
    // The back office's waiting queue, oldest first.
    index("comments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The back office's latest decisions.
    index("comments_reviewed_idx")
      .on(t.reviewedAt.desc())
      .where(sql`${t.reviewedAt} is not null`),
    // A member's earlier rating of a product (the rating is locked once given).
    index("comments_user_catalog_idx").on(t.userId, t.catalogId),
    check("comments_rating_ck", sql`${t.rating} between 1 and 5`),
  ],
);

// ───────────────────────── Parents' club ─────────────────────────

export const clubMembers = pgTable(
  "club_members",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    cityId: smallint("city_id").references(() => cities.id),
    newsletterConsent: boolean("newsletter_consent").notNull().default(false),
    agreementAcceptedAt: timestamp("agreement_accepted_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("club_members_email_uq").on(t.email),
    index("club_members_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const clubChildren = pgTable("club_children", {
  id: serial("id").primaryKey(),
  memberId: integer("member_id")
    .notNull()
    .references(() => clubMembers.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  gender: text("gender"),
  birthDate: date("birth_date").notNull(),
});

export const clubEvents = pgTable("club_events", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  storeId: integer("store_id").references(() => stores.id),
  cityId: smallint("city_id").references(() => cities.id),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  capacity: integer("capacity").notNull(),
  registeredCount: integer("registered_count").notNull().default(0),
  /**
   * When a manager called the event off (/yonetim/kulup): it leaves the shop's lists, takes no
   * registration and no reminder; its registrations stay, for the record, and were e-mailed.
   */
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

export const clubEventRegistrations = pgTable(
  "club_event_registrations",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => clubEvents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** When the SMS reminder of the day before went out (the reminder job sends it once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("club_event_registrations_user_idx").on(t.userId)],
);

// ───────────────────────── Subscriptions, contact, gift cards ─────────────────────────

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    attribute: text("attribute"),
    weekInterval: smallint("week_interval").notNull(),
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** The next send date (the recurring-order job places the order on this day, then moves it on). */
    estimatedSendDate: date("estimated_send_date").notNull(),
    /** active, paused, cancelled */
    status: text("status").notNull().default("active"),
    quantity: smallint("quantity").notNull().default(1),
    /** The package chosen on /abonelik (its label), and the baby/child tab. */
    packageName: text("package_name").notNull().default(""),
    audience: text("audience").notNull().default("bebek"),
    /** The saved card token the recurring orders are paid with. */
    savedCardId: integer("saved_card_id").references(() => savedCards.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    index("subscriptions_due_idx")
      .on(t.estimatedSendDate)
      .where(sql`${t.status} = 'active'`),
    check("subscriptions_status_ck", sql`${t.status} in ('active', 'paused', 'cancelled')`),
  ],
);

/** One row per subscription and send date: the recurring order placed, or why it was skipped (placed once). */
export const subscriptionRuns = pgTable(
  "subscription_runs",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    dueDate: date("due_date").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** placed, skippedStock, paymentFailed */
    outcome: text("outcome").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.dueDate] })],
);

/** Joker points ledger: every point earned, spent or given back, per order (the account shows it). */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** earned, spent, returned (spent points given back), revoked (earned points taken back) */
    kind: text("kind").notNull(),
    points: integer("points").notNull(),
    /** The reward campaign the earned points followed, if any. */
    rewardCampaignCode: text("reward_campaign_code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_entries_user_idx").on(t.userId, t.createdAt.desc()),
    check("point_entries_kind_ck", sql`${t.kind} in ('earned', 'spent', 'returned', 'revoked')`),
    check("point_entries_points_ck", sql`${t.points} > 0`),
  ],
);

/** The smile deal form (section 5): a phone and a product link, stored and acknowledged. */
export const smileDeals = pgTable(
  "smile_deals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    phone: text("phone").notNull(),
    link: text("link").notNull(),
    /** HMAC of the sender's address (for a per-address limit), never the address. */
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("smile_deals_ip_idx").on(t.ipHash, t.createdAt),
    index("smile_deals_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Messages of the contact form (/bize-ulasin, app/domain/contact/). `ip_hash` is an HMAC of the
 * sender's address with a key of the shop's own (server_secrets), never the address itself: it
 * only counts messages per address for the hourly limit.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    /** The member who wrote, when signed in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    orderNumber: text("order_number"),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
    /** Customer service's e-mailed answer (/yonetim/mesajlar), who sent it and when. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => managers.id),
    /** Done with: answered, or marked handled without an answer. The inbox's 'Yanıt bekleyenler' are the rest. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => managers.id),
  },
  (t) => [
    index("contact_messages_email_idx").on(t.email, t.createdAt),
    index("contact_messages_ip_idx").on(t.ipHash, t.createdAt),
    index("contact_messages_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    // The inbox's open messages, newest first.
    index("contact_messages_open_idx")
      .on(t.id.desc())
      .where(sql`${t.handledAt} is null`),
  ],
);

/**
 * Gift vouchers: codes used at checkout with a remaining balance. The demo's, and the gift cards
 * bought on /hediye-kart-islemleri (the order that bought it, the member it was sent to, its amount).
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    code: text("code").primaryKey(),
    balanceKurus: integer("balance_kurus").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    recipientId: integer("recipient_id").references(() => users.id, { onDelete: "set null" }),
    amountKurus: integer("amount_kurus"),
    createdAt: createdAt(),
  },
  (t) => [
    index("gift_cards_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

// ───────────────────────── Outgoing messages ─────────────────────────

/**
 * Every SMS and e-mail the shop sends, as a message with its delivery state (the transactional
 * outbox, docs/messages.md): recorded in the transaction of the change that causes it
 * (notifications/messages.server.ts recordMessages, the only writer), delivered after the commit by
 * the `messages.deliver` job (notifications/delivery.server.ts).
 *   - `message_id`: the message's stable id, the same on every try (the e-mail's Message-ID, the SMS's
 *     idempotency key), so a receiver can drop a repeat;
 *   - `kind`: what message it is (notifications/kinds.ts); `data`: what a template needs beyond the
 *     text (ids such as {orderId});
 *   - `state`: pending → sent | failed | skipped (a commercial message whose consent was withdrawn
 *     before it left; also sent → failed when the operator's delivery report says the SMS never
 *     reached the phone); `tries`, `next_attempt_at` (also the lease of a worker's claim; on a failed
 *     or skipped message, when it was given up), `last_error` (scrubbed), `sent_at`, `provider_ref`
 *     (the provider's own id; 'outbox' when the row itself was the delivery); a failed message goes
 *     back to pending only from the back office (notifications/message-admin.server.ts);
 *   - SMS delivery reports (notifications/sms-reports.server.ts): `report_due_at`, when to ask Netgsm
 *     next for a sent SMS's report (null: nothing to ask: not an SMS sent through Netgsm, reported,
 *     or past the days Netgsm keeps reports); `delivered_at`, when the phone got it;
 *   - `dedupe_key`: a message caused by a change that can be replayed (a bank callback twice, a job
 *     retried) is recorded once per key and channel.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    messageId: uuid("message_id").notNull().defaultRandom(),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state").notNull().default("pending"),
    tries: integer("tries").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    providerRef: text("provider_ref"),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    reportDueAt: timestamp("report_due_at", { withTimezone: true }),
  },
  (t) => [
    // Newest first by (created_at, id), the order of /__dev/outbox and of the back office's list
    // (/yonetim/bildirimler), which pages by keyset and filters by a date range on it.
    index("outbox_created_idx").on(t.createdAt, t.id),
    uniqueIndex("outbox_message_id_idx").on(t.messageId),
    uniqueIndex("outbox_dedupe_idx").on(t.dedupeKey, t.channel),
    // The delivery job's look for due messages: pending ones only, a small part of the table.
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    // The back office's list filtered by kind, newest first.
    index("outbox_kind_idx").on(t.kind, t.createdAt, t.id),
    // A member's messages, newest first (Kişisel Verilerim, KVKK art. 11).
    index("outbox_user_idx")
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.userId} is not null`),
    // Failed messages (a small part): the list filtered to them, newest first, and 'resend all';
    // the dashboard's count of those given up lately, per channel (read from the index alone).
    index("outbox_failed_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.state} = 'failed'`),
    index("outbox_failed_recent_idx")
      .on(t.nextAttemptAt, t.channel)
      .where(sql`${t.state} = 'failed'`),
    // The reports job's look for SMS whose delivery report is due: only those still waiting for one.
    index("outbox_report_due_idx")
      .on(t.reportDueAt)
      .where(sql`${t.reportDueAt} IS NOT NULL`),
  ],
);

/** Key/value business settings (free-shipping threshold, fees …) with code defaults. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

// ───────────────────────── Payment sandbox (the bank side) ─────────────────────────

/**
 * The sandbox virtual POS's own record of every transaction (app/domain/payments/sandbox-provider.server.ts):
 * the "bank side", separate from the shop's `payments`, so the shop can ask the bank about a payment
 * whose request died. Only the BIN, the last 4 digits and a masked PAN are kept, never the number or CVC.
 */
export const sandboxPosTransactions = pgTable(
  "sandbox_pos_transactions",
  {
    /** Random, unguessable: it is the address of the bank's 3D Secure / BKM page. */
    id: text("id").primaryKey(),
    /** The shop's reference (order or payment id) the transaction is for. */
    reference: text("reference").notNull(),
    amountKurus: integer("amount_kurus").notNull(),
    installment: smallint("installment").notNull().default(1),
    installmentExtra: smallint("installment_extra").notNull().default(0),
    /** card, bkm, fastpay */
    kind: text("kind").notNull(),
    /** pending, approved, declined */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** Where the bank page posts the signed result back (the shop's callback). */
    returnUrl: text("return_url").notNull(),
    maskedPan: text("masked_pan"),
    bin: text("bin"),
    last4: text("last4"),
    holderName: text("holder_name"),
    expiryMonth: smallint("expiry_month"),
    expiryYear: smallint("expiry_year"),
    bankName: text("bank_name"),
    cardFamily: text("card_family"),
    /** The saved card's token: issued by this payment (save_card) or the one it was paid with. */
    cardToken: text("card_token"),
    saveCard: boolean("save_card").notNull().default(false),
    /** The shop's member the card is saved for (tokens only work for that member). */
    holderUserId: integer("holder_user_id"),
    /** Set at authorisation when the bank will refuse after 3D Secure (the sandbox's decline card). */
    bankDeclineReason: text("bank_decline_reason"),
    refundedKurus: integer("refunded_kurus").notNull().default(0),
    /** The part of the amount paid with the card's points (kart puanı). */
    pointsKurus: integer("points_kurus").notNull().default(0),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_pos_transactions_reference_idx").on(t.reference)],
);

/** Cards the sandbox bank saved for a member: the token and the masked card, never the number or CVC. */
export const sandboxPosCards = pgTable(
  "sandbox_pos_cards",
  {
    token: text("token").primaryKey(),
    holderUserId: integer("holder_user_id").notNull(),
    maskedPan: text("masked_pan").notNull(),
    bin: text("bin").notNull(),
    last4: text("last4").notNull(),
    holderName: text("holder_name").notNull(),
    expiryMonth: smallint("expiry_month").notNull(),
    expiryYear: smallint("expiry_year").notNull(),
    bankName: text("bank_name"),
    cardFamily: text("card_family"),
    createdAt: createdAt(),
  },
  (t) => [index("sandbox_pos_cards_user_idx").on(t.holderUserId)],
);

/** One item's share of an iyzico payment (its `itemTransactions`, docs/iyzico-reference.md §5.3): what a returned line is refunded from. */
export type IyzicoItemTransaction = { itemId: string; paymentTransactionId: string; paidKurus: number };

/**
 * The shop's record of each payment it started at iyzico (domain/payments/iyzico-provider.server.ts):
 * its own id is the transaction id the checkout keeps (payments.provider_order_id); iyzico's paymentId
 * (3-D Secure, a saved card's charge) or BKM Express token, the basket it was started with, and iyzico's
 * final word once verified. Of the card only the BIN, the last four digits, its bank and family.
 */
export const iyzicoTransactions = pgTable(
  "iyzico_transactions",
  {
    /** Random, unguessable ('iz_' + 22 base64url characters). */
    id: text("id").primaryKey(),
    /** The order number: iyzico's conversationId. */
    reference: text("reference").notNull(),
    /** card, bkm, mit (a saved card charged by the shop) */
    kind: text("kind").notNull(),
    /** pending, completing (the completion call is out), approved, declined */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** What the buyer is charged (iyzico's paidPrice: the plan's total with installments). */
    amountKurus: integer("amount_kurus").notNull(),
    /** The basket's sum (iyzico's price). */
    priceKurus: integer("price_kurus").notNull(),
    basketId: text("basket_id").notNull(),
    installment: smallint("installment").notNull().default(1),
    paymentId: text("payment_id"),
    bkmToken: text("bkm_token"),
    bin: text("bin"),
    last4: text("last4"),
    bankName: text("bank_name"),
    cardFamily: text("card_family"),
    saveCard: boolean("save_card").notNull().default(false),
    holderUserId: integer("holder_user_id"),
    /** iyzico's token of the card saved by this payment, or of the saved card it was paid with. */
    cardToken: text("card_token"),
    items: jsonb("items").$type<IyzicoItemTransaction[]>(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("iyzico_transactions_reference_idx").on(t.reference),
    uniqueIndex("iyzico_transactions_payment_idx").on(t.paymentId),
    uniqueIndex("iyzico_transactions_bkm_token_idx").on(t.bkmToken),
  ],
);

/** A member's card user at iyzico (card storage's cardUserKey): every card the member saves goes to it. */
export const iyzicoCardUsers = pgTable("iyzico_card_users", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  cardUserKey: text("card_user_key").notNull(),
  createdAt: createdAt(),
});

/**
 * Each refund (or same-day cancellation) asked of iyzico: one row per refund of the shop's and item,
 * written 'sending' before the call, so that a repeated refund never asks twice; 'done' or 'failed'
 * with iyzico's answer. A row left 'sending' (the answer was lost) is not asked again: the operator
 * checks it in iyzico's panel.
 */
export const iyzicoRefunds = pgTable(
  "iyzico_refunds",
  {
    id: serial("id").primaryKey(),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => iyzicoTransactions.id, { onDelete: "cascade" }),
    /** The shop's refund it is part of (refunds.id), or a provider's own key. */
    refundKey: text("refund_key").notNull(),
    /** The basket item refunded ('L12', 'KARGO' …), or '*' for the whole payment's cancellation. */
    itemId: text("item_id").notNull(),
    amountKurus: integer("amount_kurus").notNull(),
    /** sending, done, failed */
    status: text("status").notNull().default("sending"),
    reason: text("reason"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("iyzico_refunds_key_idx").on(t.transactionId, t.refundKey, t.itemId)],
);
