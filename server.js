// The one production server process (`npm start`): Express 5 serving the built shop.
// In development (`npm run dev`) the same app is loaded through Vite's dev server.
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const BUILD_DIR = process.env.BUILD_DIR || "build";

const app = express();
/** JSON log lines in production (the shop's logger); the console in development. */
let log = (message) => console.log(message);
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(compression());

if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const { app: shop, ready, logger } = await import(new URL(`${BUILD_DIR}/server/index.js`, `file://${process.cwd()}/`).href);
  app.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
  // The other built files (robots and icons are routes): only a path naming a file is looked up on disk.
  const files = express.static(`${BUILD_DIR}/client`, { maxAge: "1h" });
  app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? files(req, res, next) : next()));
  log = (message) => logger.info({ port: PORT }, message);
  await ready;
  app.use(shop);
}

const server = app.listen(PORT, () => {
  log(`Minik Dünya mağazası ${PORT} numaralı portta çalışıyor`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
