/**
 * What the header shows of a visitor (GET /kullanici/oturum-bilgisi): the signed-in member's
 * first name (or nobody) and the header's count (headerUnitsQuery: the basket found by findCart's
 * rule and a member's gift basket). The session, then one query.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { sessions, users } from "#app/db/schema";
import { prepared } from "#app/db/prepared.server";
import { cartOwnerOfShape, cartOwnerShape, cartOwnerValues, headerUnitsQuery } from "#app/domain/cart/cart.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";

export type VisitorSummary = { user: { firstname: string } | null; cartCount: number };

/** One prepared query per shape of visitor (with or without a member). */
const summaryStatement = prepared((db, shape) => {
  return db
    .select({ firstname: users.firstname, units: headerUnitsQuery(db, cartOwnerOfShape(shape))! })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("sessionId")))
    .prepare(`visitor_summary_${shape}`);
});

export async function visitorSummary(db: Db, session: SessionHandle): Promise<VisitorSummary> {
  const row = await session.get();
  if (!row) return { user: null, cartCount: 0 };
  const visitor = { sessionId: row.id, userId: row.userId };
  const [summary] = await summaryStatement(db, cartOwnerShape(visitor)).execute(cartOwnerValues(visitor));
  if (!summary) return { user: null, cartCount: 0 };
  return { user: summary.firstname != null ? { firstname: summary.firstname } : null, cartCount: summary.units };
}

/** The header's count alone, for the basket calls' answers (`cartCount`). */
export const headerCount = async (db: Db, session: SessionHandle): Promise<number> => (await visitorSummary(db, session)).cartCount;
