/**
 * An order's two public references: the order number shoppers read and type (guest tracking asks
 * for it with the e-mail) and the unguessable order hash that opens the thank-you page.
 * The number is the day (yyMMdd, Istanbul time) and six random digits: not a counter, so it tells
 * nobody how many orders the shop takes.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Reader } from "#app/db/client.server";
import { orders } from "#app/db/schema";

/** Made once: a formatter costs more to make than to use. */
const ISTANBUL_DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Istanbul", year: "2-digit", month: "2-digit", day: "2-digit" });

function dayPrefix(now: Date): string {
  const parts = ISTANBUL_DAY.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}${get("month")}${get("day")}`;
}

export async function newOrderNumber(db: Reader, now = new Date()): Promise<string> {
  for (;;) {
    const candidate = dayPrefix(now) + String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
    const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

export const newOrderHash = () => crypto.randomBytes(24).toString("base64url");
