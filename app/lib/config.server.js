// @ts-check
/**
 * The shop's configuration: every environment variable it reads, in one zod schema, checked once
 * when the module loads (the Epic Stack's app/utils/env.server.ts is the model). Code reads
 * `config`, never `process.env` (eslint.config.js says so outside this file).
 *
 * - A malformed value is refused with one line per problem naming the variable and what it
 *   expects, in Turkish and English like the shop's other start-up messages; secrets (database
 *   URL, keys) are never echoed. server.js reads this module before anything else, so a bad value
 *   stops `npm start` with exit code 1 before a worker forks or the database opens.
 * - An empty value counts as unset (`PORT=` in a unit file), so every default below applies.
 * - A live shop without PUBLIC_URL is refused by server.js (servingProblems), not here: scripts
 *   and test processes read this module without being the shop that writes links.
 *
 * JavaScript with JSDoc types (checked by tsc), not TypeScript: server.js runs it without a
 * build, and the cluster primary must decide how many processes to run from it without loading
 * the built shop. The built shop imports the same file. README "Configuration" describes every
 * variable; app/lib/config.server.test.ts holds that table and this schema to the same list.
 */
import path from "node:path";
import { z } from "zod";

export const DEFAULT_PORT = 3000;
export const DEFAULT_SEED = "minik-dunya";
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_PAGE_CACHE_TTL_MS = 10_000;
export const DEFAULT_PAGE_CACHE_MAX_MB = 32;
export const DEFAULT_PAYMENT_PROVIDER = "sandbox";
export const LOG_LEVELS = /** @type {const} */ (["fatal", "error", "warn", "info", "debug", "trace", "silent"]);
export const NODE_ENVS = /** @type {const} */ (["production", "development", "test"]);

/** The variables whose values are never printed (they carry passwords or keys). */
const SECRETS = new Set(["DATABASE_URL", "PAYMENT_SANDBOX_SECRET", "FACEBOOK_APP_SECRET"]);

export const PUBLIC_URL_MISSING =
  "PUBLIC_URL ayarlanmamış: canlı mağaza, bağlantıları kuracağı genel adresi bilmeden başlamaz (ör. PUBLIC_URL=https://www.minikdunya.com.tr).";

// What a value must be: "<VARIABLE> <expected> (got …)".
const POSITIVE_WHOLE = "pozitif bir tam sayı olmalı / must be a positive whole number";
const WHOLE = "sıfır ya da pozitif bir tam sayı olmalı / must be zero or a positive whole number";
const PORT_NUMBER = "0 ile 65535 arasında bir port numarası olmalı / must be a port number from 0 to 65535";
const POSITIVE_NUMBER = "sıfırdan büyük bir sayı olmalı / must be a number above zero";
const NUMBER = "sıfır ya da sıfırdan büyük bir sayı olmalı / must be a number, zero or more";
const HTTP_ADDRESS = "http:// ya da https:// ile başlayan bir adres olmalı / must be an http:// or https:// address";
const POSTGRES_ADDRESS = "postgres:// ya da postgresql:// ile başlayan bir adres olmalı / must be a postgres:// or postgresql:// address";
const NAME = "harf, rakam, '-' ya da '_' ile yazılmış bir ad olmalı / must be a name of letters, digits, '-' and '_'";
/** @param {readonly string[]} values */
const oneOf = (values) => `şunlardan biri olmalı / must be one of: ${values.join(", ")}`;
/** @param {string} other */
const together = (other) => `${other} ile birlikte verilmeli / must be set together with ${other}`;

/**
 * The origin of a configured public address ('https://shop.example'), or what is wrong with it.
 * Only a scheme, a host and a port: a path, query, fragment or user name would be copied into
 * every link the shop writes.
 * @param {string} raw
 * @returns {{ origin: string } | { error: string }}
 */
export function parsePublicUrl(raw) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return { error: "geçerli bir adres değil / is not a valid address" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { error: "http:// ya da https:// ile başlamalı / must start with http:// or https://" };
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    return {
      error:
        "yalnız şema, alan adı ve isteğe bağlı port içermeli (yol, sorgu, kullanıcı adı olmadan) / must hold only a scheme, a host name and an optional port (no path, query or user name)",
    };
  }
  return { origin: url.origin };
}

/** @param {unknown} value */
const blank = (value) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A variable that may be unset (or empty), read with `schema` when it is set.
 * @template {z.ZodType} T
 * @param {T} schema
 */
const optional = (schema) => z.preprocess(blank, schema.optional());

/**
 * A whole number written in digits, at least `min`.
 * @param {number} min
 * @param {string} expected
 */
const wholeNumber = (min, expected) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= min, { error: expected });

/**
 * A decimal number ('2', '0.05'), at least `min` (or above it).
 * @param {{ above?: number, atLeast?: number }} bound
 * @param {string} expected
 */
const decimal = (bound, expected) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: expected })
    .transform(Number)
    .refine((n) => (bound.above === undefined || n > bound.above) && (bound.atLeast === undefined || n >= bound.atLeast), {
      error: expected,
    });

/** An http(s) address. */
const httpAddress = z
  .string()
  .trim()
  .refine((raw) => URL.canParse(raw) && ["http:", "https:"].includes(new URL(raw).protocol), { error: HTTP_ADDRESS });

const text = z.string().trim();

/** Every environment variable the shop reads (README "Configuration" has one row for each). */
const variables = z.object({
  PORT: optional(wholeNumber(0, PORT_NUMBER).refine((n) => n <= 65_535, { error: PORT_NUMBER })),
  PUBLIC_URL: optional(
    text.transform((raw, ctx) => {
      const parsed = parsePublicUrl(raw);
      if ("origin" in parsed) return parsed.origin;
      ctx.issues.push({ code: "custom", message: parsed.error, input: raw });
      return z.NEVER;
    }),
  ),
  DATA_DIR: optional(text),
  DATABASE_URL: optional(
    text.refine((raw) => URL.canParse(raw) && ["postgres:", "postgresql:"].includes(new URL(raw).protocol), { error: POSTGRES_ADDRESS }),
  ),
  PG_POOL_MAX: optional(wholeNumber(1, POSITIVE_WHOLE)),
  SEED: optional(text),
  SEED_PRODUCTS: optional(wholeNumber(1, POSITIVE_WHOLE)),
  DEMO: optional(z.enum(["1", "0"], { error: oneOf(["1", "0"]) })),
  NODE_ENV: optional(z.enum(NODE_ENVS, { error: oneOf(NODE_ENVS) })),
  BUILD_DIR: optional(text),
  WEB_CONCURRENCY: optional(wholeNumber(1, POSITIVE_WHOLE)),
  SHUTDOWN_TIMEOUT_MS: optional(wholeNumber(1, POSITIVE_WHOLE)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: oneOf(LOG_LEVELS) })),
  PAGE_CACHE_TTL_MS: optional(wholeNumber(0, WHOLE)),
  PAGE_CACHE_MAX_MB: optional(decimal({ atLeast: 0 }, NUMBER)),
  PAYMENT_PROVIDER: optional(text.regex(/^[A-Za-z0-9_-]+$/, { error: NAME })),
  PAYMENT_SANDBOX_SECRET: optional(z.string()),
  DEMO_SHIPMENT_STEP_MINUTES: optional(decimal({ above: 0 }, POSITIVE_NUMBER)),
  BANK_NAME: optional(text),
  BANK_ACCOUNT_NAME: optional(text),
  BANK_IBAN: optional(text),
  APP_DOWNLOAD_URL: optional(httpAddress),
  FACEBOOK_APP_ID: optional(text),
  FACEBOOK_APP_SECRET: optional(text),
});

/** The names of every variable the shop reads. */
export const CONFIG_VARIABLES = /** @type {(keyof z.input<typeof variables>)[]} */ (Object.keys(variables.shape));

const schema = variables
  .superRefine(
    (env, ctx) => {
      // Facebook login needs both keys: one alone is a half-made configuration, not "off".
      if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET)
        ctx.addIssue({ code: "custom", path: ["FACEBOOK_APP_SECRET"], message: together("FACEBOOK_APP_ID") });
      if (env.FACEBOOK_APP_SECRET && !env.FACEBOOK_APP_ID)
        ctx.addIssue({ code: "custom", path: ["FACEBOOK_APP_ID"], message: together("FACEBOOK_APP_SECRET") });
    },
    // Checked whatever else is wrong, so one start names every problem (it reads only the two keys).
    { when: () => true },
  )
  .transform((env) => {
    const port = env.PORT ?? DEFAULT_PORT;
    /** Demo mode: on with the embedded database, off with DATABASE_URL; DEMO=1/0 overrides. */
    const demo = env.DEMO === "1" ? true : env.DEMO === "0" ? false : !env.DATABASE_URL;
    return {
      port,
      /** PUBLIC_URL's origin; demo mode's default; undefined for a live shop that did not set it (see servingProblems). */
      publicUrl: env.PUBLIC_URL ?? (demo ? `http://localhost:${port}` : undefined),
      dataDir: path.resolve(env.DATA_DIR ?? "./data"),
      databaseUrl: env.DATABASE_URL,
      pgPoolMax: env.PG_POOL_MAX ?? 10,
      /** 'none' skips the demo data; any other value is the generator's seed. */
      seed: env.SEED ?? DEFAULT_SEED,
      /** Number of catalogue items generated on first start. */
      seedProducts: env.SEED_PRODUCTS ?? 2000,
      demo,
      nodeEnv: env.NODE_ENV,
      production: env.NODE_ENV === "production",
      development: env.NODE_ENV === "development",
      buildDir: env.BUILD_DIR ?? "build",
      /** Worker processes asked for; unset: one per available processor (server/process-plan.js). */
      webConcurrency: env.WEB_CONCURRENCY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
      logLevel: env.LOG_LEVEL ?? "info",
      pageCacheTtlMs: env.PAGE_CACHE_TTL_MS ?? DEFAULT_PAGE_CACHE_TTL_MS,
      pageCacheMaxMb: env.PAGE_CACHE_MAX_MB ?? DEFAULT_PAGE_CACHE_MAX_MB,
      paymentProvider: env.PAYMENT_PROVIDER ?? DEFAULT_PAYMENT_PROVIDER,
      /** Unset: each process makes a random one (the cluster primary makes one for its workers). */
      paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET,
      demoShipmentStepMinutes: env.DEMO_SHIPMENT_STEP_MINUTES ?? 2,
      /** The shop's account for bank transfers (Havale / EFT); a live shop sets BANK_IBAN and BANK_ACCOUNT_NAME. */
      bankTransfer: Object.freeze({
        bankName: env.BANK_NAME ?? "Ziraat Bankası",
        accountName: env.BANK_ACCOUNT_NAME ?? "Minik Dünya Bebek ve Çocuk Ürünleri Tic. A.Ş.",
        iban: env.BANK_IBAN ?? "TR33 0006 1005 1978 6457 8413 26",
      }),
      /** The app-link SMS's link; unset: the shop's own address. */
      appDownloadUrl: env.APP_DOWNLOAD_URL,
      /** Facebook login's keys; undefined: no Facebook login. */
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? Object.freeze({ appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET })
          : undefined,
    };
  });

/** @typedef {Readonly<z.output<typeof schema>>} Config */

/** A configuration the shop refuses; `problems` has one line per variable. */
export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(
      ["Yapılandırma hatalı, mağaza başlatılmadı / Invalid configuration, the shop did not start:", ...problems.map((p) => `  ${p}`)].join(
        "\n",
      ),
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/**
 * The configuration in `env`, or a ConfigError naming every malformed variable.
 * @param {Record<string, string | undefined>} env
 * @returns {Config}
 */
export function readConfig(env) {
  const result = schema.safeParse(env);
  if (result.success) return Object.freeze(result.data);
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "");
      const value = env[name];
      const got = value === undefined || SECRETS.has(name) ? "" : ` (got ${JSON.stringify(value)})`;
      return `${name} ${issue.message}${got}`;
    }),
  );
}

/**
 * What keeps a configuration from serving the shop beyond readConfig's checks: a live shop builds
 * every link from its public address, so it does not start without PUBLIC_URL.
 * @param {Config} config
 * @returns {string[]}
 */
export const servingProblems = (config) => (config.publicUrl ? [] : [PUBLIC_URL_MISSING]);

/** The shop's configuration, read from this process's environment. */
export const config = readConfig(process.env);
