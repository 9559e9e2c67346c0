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
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const DEFAULT_PORT = 3000;
export const DEFAULT_SEED = "minik-dunya";
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_PAGE_CACHE_TTL_MS = 10_000;
export const DEFAULT_PAGE_CACHE_MAX_MB = 32;
export const DEFAULT_PAYMENT_PROVIDER = "sandbox";
/** The payment providers the shop has (app/domain/payments/provider.ts): a misspelt name is refused at start, not at the first payment. */
export const PAYMENT_PROVIDERS = /** @type {const} */ (["sandbox", "iyzico"]);
/** Netgsm's API address (its REST v2 calls are under /sms/rest/v2/); tests point NETGSM_BASE_URL at a local server. */
export const DEFAULT_NETGSM_BASE_URL = "https://api.netgsm.com.tr";
export const LOG_LEVELS = /** @type {const} */ (["fatal", "error", "warn", "info", "debug", "trace", "silent"]);
export const NODE_ENVS = /** @type {const} */ (["production", "development", "test"]);

/** The variables whose values are never printed (they carry passwords or keys). */
const SECRETS = new Set([
  "DATABASE_URL",
  "PAYMENT_SANDBOX_SECRET",
  "FACEBOOK_APP_SECRET",
  "SMTP_URL",
  "DKIM_PRIVATE_KEY",
  "NETGSM_PASSWORD",
  "NETGSM_INBOUND_TOKEN",
  "IYZICO_API_KEY",
  "IYZICO_SECRET_KEY",
]);

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
const SMTP_ADDRESS =
  "smtp:// ya da smtps:// ile başlayan, sunucu adı olan bir adres olmalı (ör. smtps://kullanici:parola@smtp.ornek.com:465) / must be an smtp:// or smtps:// address with a host name";
const MAIL_ADDRESS =
  "bir e-posta adresi olmalı: 'siparis@alan.com' ya da 'Minik Dünya <siparis@alan.com>' / must be an e-mail address: 'orders@example.com' or 'Shop <orders@example.com>'";
const MAIL_FROM_MISSING =
  "SMTP_URL ayarlıyken gerekli: e-postaların gönderen adresi (ör. MAIL_FROM='Minik Dünya <siparis@minikdunya.com.tr>') / required when SMTP_URL is set: the sender of the shop's e-mail";
const DKIM_KEY =
  "PEM biçiminde bir özel anahtar ya da onu tutan okunabilir bir dosyanın yolu olmalı / must be a PEM private key or the path of a readable file holding one";
const DOMAIN_NAME = "bir alan adı olmalı (ör. minikdunya.com.tr) / must be a domain name (e.g. example.com)";
/** @param {readonly string[]} values */
const oneOf = (values) => `şunlardan biri olmalı / must be one of: ${values.join(", ")}`;
const SENDER_TITLE = "en çok 11 karakterlik onaylı gönderici başlığı olmalı / must be an approved sender title of at most 11 characters";
const INBOUND_TOKEN =
  "en az 24 karakter; büyük harf, küçük harf ve rakam içeren, yalnız harf, rakam, '-' ve '_' ile yazılmış bir anahtar olmalı / must be a key of at least 24 letters, digits, '-' or '_' with upper case, lower case and digits";
/**
 * The Netgsm account's variables: all of them, or none (docs/sms.md). The inbound token belongs to
 * them: a live SMS account without it could not hear a 'RET', and the law wants that opt-out to work.
 */
const NETGSM_REQUIRED = /** @type {const} */ (["NETGSM_USERCODE", "NETGSM_PASSWORD", "NETGSM_HEADER", "NETGSM_INBOUND_TOKEN"]);
const NETGSM_MISSING = `eksik: Netgsm ile SMS için ${NETGSM_REQUIRED.join(", ")} birlikte verilmeli / missing: SMS through Netgsm needs ${NETGSM_REQUIRED.join(", ")} together`;
/** What PAYMENT_PROVIDER=iyzico needs (app/domain/payments/iyzico-provider.server.ts, docs/go-live.md). */
const IYZICO_REQUIRED = /** @type {const} */ (["IYZICO_API_KEY", "IYZICO_SECRET_KEY", "IYZICO_BASE_URL"]);
const IYZICO_MISSING = `eksik: PAYMENT_PROVIDER=iyzico için ${IYZICO_REQUIRED.join(", ")} verilmeli / missing: PAYMENT_PROVIDER=iyzico needs ${IYZICO_REQUIRED.join(", ")}`;
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

/**
 * The address part of MAIL_FROM ('siparis@alan.com' or 'Ad <siparis@alan.com>'), or null. One
 * '@', no spaces or angle brackets in the address: what every SMTP server takes in MAIL FROM.
 * @param {string} raw
 */
export function mailFromParts(raw) {
  const match = /^(?:(.*?)\s*<([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+\.[^<>\s@]+))$/.exec(raw.trim());
  if (!match) return null;
  const name = (match[1] ?? "").replace(/^"(.*)"$/, "$1").trim();
  const address = match[2] ?? match[3];
  return { name, address, domain: address.slice(address.lastIndexOf("@") + 1).toLowerCase() };
}

/**
 * DKIM_PRIVATE_KEY's PEM text: the value itself when it is a PEM block (a '\n' written for each
 * line end, as one-line settings hold it, is read as one), else the file it names. Checked as a
 * private key at start, so a wrong key stops the shop instead of every e-mail.
 * @param {string} raw
 * @returns {string | null}
 */
function dkimKey(raw) {
  let pem = raw.trim();
  if (!pem.startsWith("-----BEGIN")) {
    try {
      pem = fs.readFileSync(path.resolve(pem), "utf8").trim();
    } catch {
      return null;
    }
  }
  pem = pem.replace(/\\n/g, "\n");
  try {
    crypto.createPrivateKey(pem);
    return pem;
  } catch {
    return null;
  }
}

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
  PAYMENT_PROVIDER: optional(text.pipe(z.enum(PAYMENT_PROVIDERS, { error: oneOf(PAYMENT_PROVIDERS) }))),
  PAYMENT_SANDBOX_SECRET: optional(z.string()),
  DEMO_SHIPMENT_STEP_MINUTES: optional(decimal({ above: 0 }, POSITIVE_NUMBER)),
  BANK_NAME: optional(text),
  BANK_ACCOUNT_NAME: optional(text),
  BANK_IBAN: optional(text),
  APP_DOWNLOAD_URL: optional(httpAddress),
  FACEBOOK_APP_ID: optional(text),
  FACEBOOK_APP_SECRET: optional(text),
  SMTP_URL: optional(
    text.refine((raw) => URL.canParse(raw) && ["smtp:", "smtps:"].includes(new URL(raw).protocol) && new URL(raw).hostname !== "", {
      error: SMTP_ADDRESS,
    }),
  ),
  MAIL_FROM: optional(text.refine((raw) => mailFromParts(raw) !== null, { error: MAIL_ADDRESS })),
  DKIM_PRIVATE_KEY: optional(
    z.string().transform((raw, ctx) => {
      const pem = dkimKey(raw);
      if (pem) return pem;
      ctx.issues.push({ code: "custom", message: DKIM_KEY, input: raw });
      // Still set (the parse fails all the same), so the DKIM check below does not call it missing too.
      return raw;
    }),
  ),
  DKIM_DOMAIN: optional(text.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i, { error: DOMAIN_NAME })),
  DKIM_SELECTOR: optional(text.regex(/^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/, { error: NAME })),
  IYZICO_API_KEY: optional(text),
  IYZICO_SECRET_KEY: optional(text),
  // iyzico's sandbox (https://sandbox-api.iyzipay.com) or live (https://api.iyzipay.com) address; tests: a local server.
  IYZICO_BASE_URL: optional(httpAddress),
  NETGSM_USERCODE: optional(text),
  NETGSM_PASSWORD: optional(z.string()),
  NETGSM_HEADER: optional(text.refine((raw) => raw.length <= 11, { error: SENDER_TITLE })),
  NETGSM_BASE_URL: optional(httpAddress),
  // In the address Netgsm calls, so the request log must hide it: mixed case with digits, 16 or more
  // characters, is what app/lib/logger.server.ts takes for a token.
  NETGSM_INBOUND_TOKEN: optional(
    text.refine((raw) => /^[A-Za-z0-9_-]{24,}$/.test(raw) && /[A-Z]/.test(raw) && /[a-z]/.test(raw) && /\d/.test(raw), {
      error: INBOUND_TOKEN,
    }),
  ),
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
      // E-mail goes out only with a sender; DKIM signs with all three of its values or not at all.
      if (env.SMTP_URL && !env.MAIL_FROM) ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: MAIL_FROM_MISSING });
      const dkim = /** @type {const} */ (["DKIM_PRIVATE_KEY", "DKIM_DOMAIN", "DKIM_SELECTOR"]);
      if (dkim.some((name) => env[name]))
        for (const name of dkim.filter((n) => !env[n]))
          ctx.addIssue({ code: "custom", path: [name], message: together(dkim.filter((n) => n !== name).join(", ")) });
      // SMS through Netgsm: a half-given account is refused, naming each missing variable.
      const netgsmGiven = NETGSM_REQUIRED.some((name) => env[name] !== undefined) || env.NETGSM_BASE_URL !== undefined;
      if (netgsmGiven)
        for (const name of NETGSM_REQUIRED)
          if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: NETGSM_MISSING });
      // Real card payments through iyzico: refused without every key, each missing one named.
      if (env.PAYMENT_PROVIDER === "iyzico")
        for (const name of IYZICO_REQUIRED)
          if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: IYZICO_MISSING });
    },
    // Checked whatever else is wrong, so one start names every problem (it reads only whether a variable is set).
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
      /** iyzico's account (PAYMENT_PROVIDER=iyzico); undefined otherwise. */
      iyzico:
        env.PAYMENT_PROVIDER === "iyzico" && env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY && env.IYZICO_BASE_URL
          ? Object.freeze({
              apiKey: env.IYZICO_API_KEY,
              secretKey: env.IYZICO_SECRET_KEY,
              baseUrl: env.IYZICO_BASE_URL.replace(/\/+$/, ""),
            })
          : undefined,
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
      /** E-mail over SMTP (docs/email.md); undefined: e-mail stays in the outbox (demo mode, tests). */
      mail: env.SMTP_URL && env.MAIL_FROM ? mailOf(env.SMTP_URL, env.MAIL_FROM, env) : undefined,
      /**
       * SMS through Netgsm (app/domain/notifications/netgsm.server.ts, docs/sms.md); undefined: no
       * SMS gateway, the outbox is the delivery (demo mode, tests).
       */
      netgsm:
        env.NETGSM_USERCODE && env.NETGSM_PASSWORD && env.NETGSM_HEADER && env.NETGSM_INBOUND_TOKEN
          ? Object.freeze({
              usercode: env.NETGSM_USERCODE,
              password: env.NETGSM_PASSWORD,
              header: env.NETGSM_HEADER,
              baseUrl: (env.NETGSM_BASE_URL ?? DEFAULT_NETGSM_BASE_URL).replace(/\/+$/, ""),
              inboundToken: env.NETGSM_INBOUND_TOKEN,
            })
          : undefined,
    };
  });

/**
 * @param {string} smtpUrl
 * @param {string} mailFrom
 * @param {{ DKIM_PRIVATE_KEY?: string, DKIM_DOMAIN?: string, DKIM_SELECTOR?: string }} env
 */
function mailOf(smtpUrl, mailFrom, env) {
  const from = /** @type {NonNullable<ReturnType<typeof mailFromParts>>} */ (mailFromParts(mailFrom));
  return Object.freeze({
    /** smtp:// or smtps://, with the account's user name and password when it has one: never printed. */
    smtpUrl,
    /** The sender as configured ('Minik Dünya <siparis@alan.com>'), its address and that address's domain (Message-ID's right side). */
    from: mailFrom,
    fromAddress: from.address,
    fromDomain: from.domain,
    dkim:
      env.DKIM_PRIVATE_KEY && env.DKIM_DOMAIN && env.DKIM_SELECTOR
        ? Object.freeze({ privateKey: env.DKIM_PRIVATE_KEY, domainName: env.DKIM_DOMAIN.toLowerCase(), keySelector: env.DKIM_SELECTOR })
        : undefined,
  });
}

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
