import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, ConfigError, PUBLIC_URL_MISSING, config, readConfig, servingProblems } from "./config.server";

/** A DKIM signing key as a PEM text, as DKIM_PRIVATE_KEY holds it. */
const DKIM_PEM = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
/** An inbound token of the kind the shop accepts (and the request log hides). */
const INBOUND_TOKEN = "Gelen4SmsAnahtari7xQ2mK9pL";

/** The problems readConfig reports for `env` (none: []). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe("the shop's configuration", () => {
  it("has today's defaults when nothing is set", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      publicUrl: "http://localhost:3000",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      pgPoolMax: 10,
      seed: "minik-dunya",
      seedProducts: 2000,
      demo: true,
      nodeEnv: undefined,
      production: false,
      development: false,
      buildDir: "build",
      webConcurrency: undefined,
      shutdownTimeoutMs: 10_000,
      logLevel: "info",
      pageCacheTtlMs: 10_000,
      pageCacheMaxMb: 32,
      paymentProvider: "sandbox",
      paymentSandboxSecret: undefined,
      demoShipmentStepMinutes: 2,
      bankTransfer: {
        bankName: "Ziraat Bankası",
        accountName: "Minik Dünya Bebek ve Çocuk Ürünleri Tic. A.Ş.",
        iban: "TR33 0006 1005 1978 6457 8413 26",
      },
      appDownloadUrl: undefined,
      facebook: undefined,
      mail: undefined,
      netgsm: undefined,
    });
  });

  it("reads every variable it knows", () => {
    const read = readConfig({
      PORT: "8080",
      PUBLIC_URL: "https://WWW.Example.com/",
      DATA_DIR: "/var/lib/shop",
      DATABASE_URL: "postgresql://shop@db.example/shop",
      PG_POOL_MAX: "5",
      SEED: "none",
      SEED_PRODUCTS: "100000",
      DEMO: "1",
      NODE_ENV: "production",
      BUILD_DIR: "build-b",
      WEB_CONCURRENCY: "4",
      SHUTDOWN_TIMEOUT_MS: "2500",
      LOG_LEVEL: "warn",
      PAGE_CACHE_TTL_MS: "0",
      PAGE_CACHE_MAX_MB: "0.5",
      PAYMENT_PROVIDER: " iyzico ",
      IYZICO_API_KEY: "anahtar",
      IYZICO_SECRET_KEY: "gizli",
      IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com",
      PAYMENT_SANDBOX_SECRET: "s3cret",
      DEMO_SHIPMENT_STEP_MINUTES: "0.05",
      BANK_NAME: "Banka",
      BANK_ACCOUNT_NAME: "Hesap",
      BANK_IBAN: "TR00 0000",
      APP_DOWNLOAD_URL: "https://app.example/indir",
      FACEBOOK_APP_ID: "123",
      FACEBOOK_APP_SECRET: "abc",
      SMTP_URL: "smtps://magaza:gizli@smtp.example.com:465",
      MAIL_FROM: "Minik Dünya <siparis@MinikDunya.com.tr>",
      DKIM_PRIVATE_KEY: DKIM_PEM,
      DKIM_DOMAIN: "MinikDunya.com.tr",
      DKIM_SELECTOR: "posta2026",
      NETGSM_USERCODE: "8503001122",
      NETGSM_PASSWORD: "parola",
      NETGSM_HEADER: "MINIKDUNYA",
      NETGSM_BASE_URL: "http://127.0.0.1:8899/",
      NETGSM_INBOUND_TOKEN: INBOUND_TOKEN,
    });
    expect(read).toMatchObject({
      port: 8080,
      publicUrl: "https://www.example.com",
      dataDir: "/var/lib/shop",
      databaseUrl: "postgresql://shop@db.example/shop",
      pgPoolMax: 5,
      seed: "none",
      seedProducts: 100_000,
      demo: true,
      nodeEnv: "production",
      production: true,
      development: false,
      buildDir: "build-b",
      webConcurrency: 4,
      shutdownTimeoutMs: 2500,
      logLevel: "warn",
      pageCacheTtlMs: 0,
      pageCacheMaxMb: 0.5,
      paymentProvider: "iyzico",
      iyzico: { apiKey: "anahtar", secretKey: "gizli", baseUrl: "https://sandbox-api.iyzipay.com" },
      paymentSandboxSecret: "s3cret",
      demoShipmentStepMinutes: 0.05,
      bankTransfer: { bankName: "Banka", accountName: "Hesap", iban: "TR00 0000" },
      appDownloadUrl: "https://app.example/indir",
      facebook: { appId: "123", appSecret: "abc" },
      netgsm: {
        usercode: "8503001122",
        password: "parola",
        header: "MINIKDUNYA",
        baseUrl: "http://127.0.0.1:8899",
        inboundToken: INBOUND_TOKEN,
      },
      mail: {
        smtpUrl: "smtps://magaza:gizli@smtp.example.com:465",
        from: "Minik Dünya <siparis@MinikDunya.com.tr>",
        fromAddress: "siparis@MinikDunya.com.tr",
        fromDomain: "minikdunya.com.tr",
        dkim: { privateKey: DKIM_PEM.trim(), domainName: "minikdunya.com.tr", keySelector: "posta2026" },
      },
    });
  });

  it("reads the DKIM key from a file, or from one line with \\n for its line ends", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dkim-")), "dkim.pem");
    fs.writeFileSync(file, DKIM_PEM);
    const mail = { SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "siparis@example.com", DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "s1" };
    expect(readConfig({ ...mail, DKIM_PRIVATE_KEY: file }).mail?.dkim?.privateKey).toBe(DKIM_PEM.trim());
    expect(readConfig({ ...mail, DKIM_PRIVATE_KEY: DKIM_PEM.trim().replace(/\n/g, "\\n") }).mail?.dkim?.privateKey).toBe(DKIM_PEM.trim());
    expect(readConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "siparis@example.com" }).mail).toEqual({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "siparis@example.com",
      fromAddress: "siparis@example.com",
      fromDomain: "example.com",
      dkim: undefined,
    });
  });

  it("sends SMS through Netgsm only with its whole account, at Netgsm's own address unless told", () => {
    const account = {
      NETGSM_USERCODE: "8503001122",
      NETGSM_PASSWORD: "parola",
      NETGSM_HEADER: "MINIKDUNYA",
      NETGSM_INBOUND_TOKEN: INBOUND_TOKEN,
    };
    expect(readConfig(account).netgsm).toEqual({
      usercode: "8503001122",
      password: "parola",
      header: "MINIKDUNYA",
      baseUrl: "https://api.netgsm.com.tr",
      inboundToken: INBOUND_TOKEN,
    });
    const problems = problemsOf({ NETGSM_USERCODE: "8503001122", NETGSM_PASSWORD: "gizli-parola" });
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual(["NETGSM_HEADER", "NETGSM_INBOUND_TOKEN"]);
    expect(problems[0]).toContain("NETGSM_USERCODE, NETGSM_PASSWORD, NETGSM_HEADER, NETGSM_INBOUND_TOKEN");
    expect(problems.join("\n")).not.toContain("gizli-parola");
    expect(problemsOf({ NETGSM_BASE_URL: "http://127.0.0.1:8899" })).toHaveLength(4);
  });

  it("is in demo mode with the embedded database, not with DATABASE_URL, and DEMO overrides either way", () => {
    const postgres = { DATABASE_URL: "postgres://127.0.0.1/shop" };
    expect(readConfig(postgres)).toMatchObject({ demo: false, publicUrl: undefined });
    expect(readConfig({ ...postgres, DEMO: "1" })).toMatchObject({ demo: true, publicUrl: "http://localhost:3000" });
    expect(readConfig({ DEMO: "0" }).demo).toBe(false);
    expect(readConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
  });

  it("takes an empty value for unset", () => {
    expect(readConfig({ PORT: "", SEED: " ", PAYMENT_PROVIDER: " ", DEMO: "", BANK_IBAN: "", WEB_CONCURRENCY: "" })).toMatchObject({
      port: 3000,
      seed: "minik-dunya",
      paymentProvider: "sandbox",
      demo: true,
      bankTransfer: { iban: "TR33 0006 1005 1978 6457 8413 26" },
      webConcurrency: undefined,
    });
  });

  it.each([
    ["PORT", "abc", "PORT 0 ile 65535 arasında bir port numarası olmalı / must be a port number from 0 to 65535"],
    ["PORT", "70000", "PORT 0 ile 65535"],
    ["PORT", "3000abc", "PORT 0 ile 65535"],
    ["PUBLIC_URL", "shop", "PUBLIC_URL geçerli bir adres değil"],
    ["PUBLIC_URL", "javascript:alert(1)", "PUBLIC_URL http:// ya da https:// ile başlamalı"],
    ["PUBLIC_URL", "https://shop.example/magaza", "PUBLIC_URL yalnız şema, alan adı ve isteğe bağlı port içermeli"],
    ["PUBLIC_URL", "https://user@shop.example", "PUBLIC_URL yalnız şema"],
    ["DATABASE_URL", "mysql://db/shop", "DATABASE_URL postgres:// ya da postgresql:// ile başlayan bir adres olmalı"],
    ["PG_POOL_MAX", "0", "PG_POOL_MAX pozitif bir tam sayı olmalı / must be a positive whole number"],
    ["SEED_PRODUCTS", "iki bin", "SEED_PRODUCTS pozitif bir tam sayı olmalı"],
    ["DEMO", "true", "DEMO şunlardan biri olmalı / must be one of: 1, 0"],
    ["NODE_ENV", "staging", "NODE_ENV şunlardan biri olmalı / must be one of: production, development, test"],
    ["WEB_CONCURRENCY", "iki", "WEB_CONCURRENCY pozitif bir tam sayı olmalı / must be a positive whole number"],
    ["SHUTDOWN_TIMEOUT_MS", "soon", "SHUTDOWN_TIMEOUT_MS pozitif bir tam sayı olmalı"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL şunlardan biri olmalı / must be one of: fatal, error, warn, info, debug, trace, silent"],
    ["PAGE_CACHE_TTL_MS", "-1", "PAGE_CACHE_TTL_MS sıfır ya da pozitif bir tam sayı olmalı"],
    ["PAGE_CACHE_MAX_MB", "32MB", "PAGE_CACHE_MAX_MB sıfır ya da sıfırdan büyük bir sayı olmalı"],
    ["PAYMENT_PROVIDER", "gercek-banka", "PAYMENT_PROVIDER şunlardan biri olmalı / must be one of: sandbox, iyzico"],
    ["DEMO_SHIPMENT_STEP_MINUTES", "0", "DEMO_SHIPMENT_STEP_MINUTES sıfırdan büyük bir sayı olmalı / must be a number above zero"],
    ["DEMO_SHIPMENT_STEP_MINUTES", "iki", "DEMO_SHIPMENT_STEP_MINUTES sıfırdan büyük"],
    ["APP_DOWNLOAD_URL", "ftp://app.example", "APP_DOWNLOAD_URL http:// ya da https:// ile başlayan bir adres olmalı"],
    ["FACEBOOK_APP_ID", "123", "FACEBOOK_APP_SECRET FACEBOOK_APP_ID ile birlikte verilmeli / must be set together with FACEBOOK_APP_ID"],
    ["FACEBOOK_APP_SECRET", "abc", "FACEBOOK_APP_ID FACEBOOK_APP_SECRET ile birlikte verilmeli"],
    ["SMTP_URL", "smtp://127.0.0.1:25", "MAIL_FROM SMTP_URL ayarlıyken gerekli"],
    ["MAIL_FROM", "siparis", "MAIL_FROM bir e-posta adresi olmalı"],
    ["MAIL_FROM", "Minik Dünya <siparis>", "MAIL_FROM bir e-posta adresi olmalı"],
  ])("refuses %s=%j, naming the variable and what it expects", (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it("refuses a mail server address that is not smtp:// or smtps://, a DKIM key that is none, and DKIM without all three values", () => {
    const mail = { MAIL_FROM: "siparis@example.com" };
    for (const url of ["http://smtp.example.com", "smtp.example.com:25", "smtp://"]) {
      const problems = problemsOf({ ...mail, SMTP_URL: url });
      expect(problems, url).toHaveLength(1);
      expect(problems[0]).toMatch(/^SMTP_URL smtp:\/\/ ya da smtps:\/\/ ile başlayan/);
    }
    const dkim = { DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "s1" };
    for (const key of ["gizli-anahtar", "/yok/boyle/bir/dosya.pem", "-----BEGIN PRIVATE KEY-----\nbozuk\n-----END PRIVATE KEY-----"]) {
      const problems = problemsOf({ ...dkim, DKIM_PRIVATE_KEY: key });
      expect(problems, key).toEqual([expect.stringMatching(/^DKIM_PRIVATE_KEY PEM biçiminde bir özel anahtar/)]);
      expect(problems[0]).not.toContain(key);
    }
    expect(problemsOf({ DKIM_PRIVATE_KEY: DKIM_PEM, DKIM_DOMAIN: "a_b", DKIM_SELECTOR: "s1" })).toEqual([
      expect.stringMatching(/^DKIM_DOMAIN bir alan adı olmalı/),
    ]);
    expect(problemsOf({ DKIM_DOMAIN: "example.com" }).sort()).toEqual([
      "DKIM_PRIVATE_KEY DKIM_DOMAIN, DKIM_SELECTOR ile birlikte verilmeli / must be set together with DKIM_DOMAIN, DKIM_SELECTOR",
      "DKIM_SELECTOR DKIM_PRIVATE_KEY, DKIM_DOMAIN ile birlikte verilmeli / must be set together with DKIM_PRIVATE_KEY, DKIM_DOMAIN",
    ]);
  });

  it("refuses a sender title longer than Netgsm's 11 characters and a guessable inbound token, never echoing the token", () => {
    const account = {
      NETGSM_USERCODE: "8503001122",
      NETGSM_PASSWORD: "parola",
      NETGSM_HEADER: "MINIKDUNYA",
      NETGSM_INBOUND_TOKEN: INBOUND_TOKEN,
    };
    expect(problemsOf({ ...account, NETGSM_HEADER: "MINIKDUNYA-TR" })).toEqual([
      'NETGSM_HEADER en çok 11 karakterlik onaylı gönderici başlığı olmalı / must be an approved sender title of at most 11 characters (got "MINIKDUNYA-TR")',
    ]);
    const [weak] = problemsOf({ ...account, NETGSM_INBOUND_TOKEN: "kisa-anahtar" });
    expect(weak).toMatch(/^NETGSM_INBOUND_TOKEN en az 24 karakter/);
    expect(weak).not.toContain("kisa-anahtar");
    expect(problemsOf({ ...account, NETGSM_BASE_URL: "ftp://netgsm" })[0]).toMatch(/^NETGSM_BASE_URL http:\/\/ ya da https:\/\//);
  });

  it("refuses iyzico without its keys, naming each one missing, and never echoes a key", () => {
    const missing =
      "eksik: PAYMENT_PROVIDER=iyzico için IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL verilmeli / missing: PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL";
    expect(problemsOf({ PAYMENT_PROVIDER: "iyzico" }).sort()).toEqual([
      `IYZICO_API_KEY ${missing}`,
      `IYZICO_BASE_URL ${missing}`,
      `IYZICO_SECRET_KEY ${missing}`,
    ]);
    expect(
      problemsOf({ PAYMENT_PROVIDER: "iyzico", IYZICO_API_KEY: "anahtar-123", IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com" }),
    ).toEqual([`IYZICO_SECRET_KEY ${missing}`]);
    const [badAddress] = problemsOf({
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: "a",
      IYZICO_SECRET_KEY: "gizli-anahtar",
      IYZICO_BASE_URL: "sandbox-api",
    });
    expect(badAddress).toMatch(/^IYZICO_BASE_URL http:\/\/ ya da https:\/\//);
    const [keyProblem] = problemsOf({
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: " ",
      IYZICO_SECRET_KEY: "gizli-anahtar",
      IYZICO_BASE_URL: "https://x.example",
    });
    expect(keyProblem).toMatch(/^IYZICO_API_KEY /);
    expect(
      problemsOf({
        PAYMENT_PROVIDER: "iyzico",
        IYZICO_API_KEY: "a",
        IYZICO_SECRET_KEY: "gizli-anahtar",
        IYZICO_BASE_URL: "ftp://x",
      }).join(),
    ).not.toContain("gizli-anahtar");
    expect(
      readConfig({
        PAYMENT_PROVIDER: "iyzico",
        IYZICO_API_KEY: "anahtar",
        IYZICO_SECRET_KEY: "gizli",
        IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com/",
      }).iyzico,
    ).toEqual({ apiKey: "anahtar", secretKey: "gizli", baseUrl: "https://sandbox-api.iyzipay.com" });
    // The keys without the provider chosen: the sandbox stays.
    expect(readConfig({ IYZICO_API_KEY: "anahtar", IYZICO_SECRET_KEY: "gizli", IYZICO_BASE_URL: "https://x.example" })).toMatchObject({
      paymentProvider: "sandbox",
      iyzico: undefined,
    });
  });

  it("says what it got, but never a secret's value", () => {
    expect(problemsOf({ WEB_CONCURRENCY: "iki" })).toEqual([
      'WEB_CONCURRENCY pozitif bir tam sayı olmalı / must be a positive whole number (got "iki")',
    ]);
    const [databaseProblem] = problemsOf({ DATABASE_URL: "mysql://shop:gizli-parola@db/shop" });
    expect(databaseProblem).toMatch(/^DATABASE_URL /);
    expect(databaseProblem).not.toContain("gizli-parola");
    const [smtpProblem] = problemsOf({ SMTP_URL: "http://magaza:gizli-parola@smtp.example.com", MAIL_FROM: "siparis@example.com" });
    expect(smtpProblem).toMatch(/^SMTP_URL /);
    expect(smtpProblem).not.toContain("gizli-parola");
  });

  it("lists every malformed variable at once, under one heading", () => {
    let error: unknown;
    try {
      readConfig({ PORT: "x", LOG_LEVEL: "loud", PAGE_CACHE_TTL_MS: "soon", FACEBOOK_APP_ID: "123" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual(["FACEBOOK_APP_SECRET", "LOG_LEVEL", "PAGE_CACHE_TTL_MS", "PORT"]);
    expect(message.split("\n")[0]).toBe("Yapılandırma hatalı, mağaza başlatılmadı / Invalid configuration, the shop did not start:");
    for (const problem of problems) expect(message).toContain(problem);
  });

  it("does not let a live shop serve without its public address", () => {
    expect(servingProblems(readConfig({ DATABASE_URL: "postgres://127.0.0.1/shop" }))).toEqual([PUBLIC_URL_MISSING]);
    expect(servingProblems(readConfig({ DATABASE_URL: "postgres://127.0.0.1/shop", PUBLIC_URL: "https://shop.example" }))).toEqual([]);
    expect(servingProblems(readConfig({}))).toEqual([]);
  });

  it("cannot be changed once read", () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.bankTransfer)).toBe(true);
  });
});

describe("the README's configuration table", () => {
  const readme = fs.readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.slice(readme.indexOf("\n## Configuration\n"), readme.indexOf("\n## ", readme.indexOf("\n## Configuration\n") + 1));
  /** The variables named in the first column of each row (a row may name several). */
  const documented = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));

  it("names every variable the shop reads, and only those, once", () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
