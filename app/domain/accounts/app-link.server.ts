/**
 * The app-link SMS (spec sections 2, 5, 7: POST /send-app-link with phoneNumber, phone required):
 * one SMS with the link to the shop's app, carrying the sales-consent opt-out by keyword to a
 * short number (spec section 9). At most 3 an hour per phone and 10 an hour per address; each
 * send is logged in verification_codes (purpose 'app-link') so the limits hold across servers.
 */
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { verificationCodes } from "#app/db/schema";
import { config } from "#app/lib/config.server";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { APP_LINK_ADDRESS_LIMIT, APP_LINK_PHONE_LIMIT, APP_LINK_SENT } from "./app-link.schema";

export const SMS_OPT_OUT = "İptal için RET yazıp 3434'e gönderin.";

const PURPOSE = "app-link";
const HOUR_MS = 60 * 60 * 1000;
export const MAX_PER_PHONE_HOUR = 3;
export const MAX_PER_ADDRESS_HOUR = 10;

/** The link the SMS carries: APP_DOWNLOAD_URL when set, else the shop's own address. */
export const appDownloadUrl = (origin: string) => config.appDownloadUrl || `${origin}/`;

export const appLinkSms = (url: string) => `Minik Dünya uygulamasını indirmek için: ${url} ${SMS_OPT_OUT}`;

async function sentSince(db: Db, column: "target" | "ip", value: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, PURPOSE),
        eq(verificationCodes[column], value),
        gt(verificationCodes.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** `phone` is already normalised (05xxxxxxxxx). */
export async function sendAppLink(db: Db, input: { phone: string; ip: string; origin: string }): Promise<{ ok: boolean; message: string }> {
  if ((await sentSince(db, "ip", input.ip)) >= MAX_PER_ADDRESS_HOUR) return { ok: false, message: APP_LINK_ADDRESS_LIMIT };
  if ((await sentSince(db, "target", input.phone)) >= MAX_PER_PHONE_HOUR) return { ok: false, message: APP_LINK_PHONE_LIMIT };
  const now = new Date();
  // The count's row and the SMS together (the outbox: sent after the commit).
  await db.transaction(async (tx) => {
    await tx
      .insert(verificationCodes)
      .values({ purpose: PURPOSE, target: input.phone, codeHash: "-", ip: input.ip, expiresAt: now, consumedAt: now });
    await recordMessages(tx, [
      { kind: "app.downloadLink", channel: "sms", to: input.phone, body: appLinkSms(appDownloadUrl(input.origin)) },
    ]);
  });
  return { ok: true, message: APP_LINK_SENT };
}
