/** Runtime configuration read once from the environment (see README "Configuration"). */
import path from "node:path";

const env = process.env;

export const config = {
  port: Number.parseInt(env.PORT ?? "3000", 10),
  dataDir: path.resolve(env.DATA_DIR ?? "./data"),
  databaseUrl: env.DATABASE_URL || undefined,
  /** 'none' skips the demo data; any other value is the generator's seed. */
  seed: env.SEED ?? "minik-dunya",
  /** Demo mode: on with the embedded database, off with DATABASE_URL; DEMO=1/0 overrides. */
  demo: env.DEMO === "1" ? true : env.DEMO === "0" ? false : !env.DATABASE_URL,
  /** Number of catalogue items generated on first start. */
  seedProducts: Number.parseInt(env.SEED_PRODUCTS ?? "2000", 10),
  production: env.NODE_ENV === "production",
};
