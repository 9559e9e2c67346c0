/** Campaign banners of the home page carousel: shown on home, not ended yet, in their order. */
import { href } from "react-router";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { campaigns } from "#app/db/schema";

export type HomeBanner = {
  id: number;
  title: string;
  description: string;
  discountPercent: number;
  link: string;
  colorFrom: string;
  colorTo: string;
  /** ISO date-time the campaign ends. */
  endsAt: string;
};

const HEX = /^#[0-9a-f]{3,8}$/i;
const safeColour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
/** Only links inside the shop (a path), never another site or a script. */
const safeLink = (value: string) => (value.startsWith("/") && !value.startsWith("//") ? value : href("/kampanyalar"));

export async function loadHomeBanners(db: Db, now = new Date()): Promise<HomeBanner[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.showOnHome, true), gt(campaigns.endsAt, now), lte(campaigns.startsAt, now)))
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.endsAt), asc(campaigns.id))
    .limit(10);
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    discountPercent: c.discountPercent,
    link: safeLink(c.link),
    colorFrom: safeColour(c.colorFrom, "#f97316"),
    colorTo: safeColour(c.colorTo, "#ec4899"),
    endsAt: c.endsAt.toISOString(),
  }));
}
