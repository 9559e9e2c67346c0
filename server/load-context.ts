/** What every loader and action receives as `context`: the database, the session, the CSP nonce. */
import type { Request, Response } from "express";
import { getDb, type Db } from "#app/db/client.server";
import { createSessionHandle, type SessionHandle } from "#app/domain/sessions/session.server";
import { config } from "#app/lib/config.server";

export type ShopContext = {
  db: Db;
  session: SessionHandle;
  cspNonce: string;
  demo: boolean;
  /** The visitor's address (Express `req.ip`: behind the local proxy, the forwarded one). */
  ip: string;
};

export async function createLoadContext(req: Request, res: Response): Promise<ShopContext> {
  const db = await getDb();
  const session = createSessionHandle(db, req.headers.cookie, (value) => res.append("Set-Cookie", value), req.secure);
  return { db, session, cspNonce: String(res.locals.cspNonce ?? ""), demo: config.demo, ip: req.ip ?? req.socket.remoteAddress ?? "" };
}
