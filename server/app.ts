/**
 * The shop as an Express app: security headers, cross-site request protection, the session
 * and database in the load context, then React Router. Exported for server.js.
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { prepareDatabase } from "#app/db/prepare.server";
import { securityHeaders } from "#app/lib/security-headers.server";
import { rejectCrossSiteRequests } from "#app/lib/cross-site.server";
import { createLoadContext, type ShopContext } from "#app/lib/load-context.server";

declare module "react-router" {
  interface AppLoadContext extends ShopContext {}
}

/** Resolves once migrations ran and demo data exists. */
export const ready = prepareDatabase();

export const app = express();
app.use(securityHeaders);
app.use(rejectCrossSiteRequests);
app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req, res) => createLoadContext(req, res),
  }),
);
